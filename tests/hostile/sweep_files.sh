# The files of a study's directory (sweep.c, summary.c): a case's log is
# made anew (the old name removed, then O_CREAT | O_EXCL | O_NOFOLLOW), so a
# symbolic link planted as case-0002.log no longer truncates what it points
# at; a case killed while writing (here by SIGXFSZ, past a file size limit
# of 16 KB: 2000 samples give 4000 event rows) leaves no
# case-0002.csv.tmp-XXXXXX behind; summary.csv and the rows get the mode of
# any new file, 0644 under umask 022, as the results do.  The case that
# ran is right: sample(0, 0.5) fires 3 times in [0, 1], x(1) = exp(-1)
# (to 1e-5, the solver's tolerance).
. "$TOP/tests/lib.sh"
cat > Tk.mo <<'MO'
model Tk "samples every h; x decays"
  Real x(start = 1, fixed = true);
  parameter Real h = 0.5;
  Integer n(start = 0, fixed = true) "samples so far";
equation
  when sample(0, h) then n = pre(n) + 1; end when;
  der(x) + x = 0;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end Tk;
MO
build ./Tk.mo -o ./tk
mkdir sw
echo precious > victim
ln -s ../victim sw/case-0002.log
status_is "sweep h=0.5,0.0005 (case 2 killed)" 1 sh -c 'umask 022; ulimit -f 16; exec ./tk --sweep h=0.5,0.0005 --sweep-dir=sw --jobs=1'
[ "$(cat victim)" = precious ] && echo "ok   the link's target is untouched" || fail "victim now: $(head -c 80 victim)"
[ -f sw/case-0002.log ] && [ ! -L sw/case-0002.log ] && echo "ok   case-0002.log is a file of its own" || fail "case-0002.log: $(ls -l sw/case-0002.log)"
leftovers=$(ls sw | grep -c 'tmp-')
holds "no temporary file left ($leftovers)" "$leftovers == 0"
grep -q '^2,0.0005,"failed: killed by signal 25",' sw/summary.csv && echo "ok   case 2 failed by SIGXFSZ" || fail "case 2: $(grep '^2,' sw/summary.csv)"
for f in summary.csv case-0001.row case-0001.csv case-0002.log; do
  mode=$(stat -c %a sw/$f)
  [ "$mode" = 644 ] && echo "ok   $f is 644" || fail "$f is $mode"
done
close "n of case 1" "$(awk -F, '$1 == 1 { print $10 }' sw/summary.csv)" 3 0
close "x of case 1" "$(awk -F, '$1 == 1 { print $9 }' sw/summary.csv)" 0.36787944 1e-5
finish
