# No user text becomes a gnuplot command: a newline in --plot= or
# --work-precision-plot= is refused before anything runs (exit 2, no file);
# a file name starting with '|' (gnuplot's pipe to a shell) is a plain file;
# a variable name with quotes, backquotes, '@' and ';' is only a label.
. "$TOP/tests/lib.sh"
command -v gnuplot > /dev/null || { fail "gnuplot is not installed (the README installs gnuplot-nox)"; finish; }
cat > Quote.mo <<'MO'
model Quote
  Real 'q\'; system("touch INJECTED1"); print `touch INJECTED2` @x \''(start = 1, fixed = true);
equation
  der('q\'; system("touch INJECTED1"); print `touch INJECTED2` @x \'') = -1;
end Quote;
MO
build ./Quote.mo -o ./Quote
nl='
'
status_is "--plot with a newline" 2 ./Quote --stop-time=0.1 -o nl.csv "--plot=a${nl}system 'touch INJECTED3'${nl}x.svg"
want="Quote: error: --plot: the file name contains a control character (newline, tab, ...); choose another name"
[ "$(cat status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
[ ! -e nl.csv ] && echo "ok   nothing simulated" || fail "nl.csv written"
status_is "--work-precision-plot with a newline" 2 ./Quote --work-precision "--work-precision-plot=a${nl}x.svg"
grep -q 'error: --work-precision-plot: the file name contains a control character' status.err \
  && echo "ok   --work-precision-plot refused" || fail "message: $(cat status.err)"

status_is "--plot='|touch INJECTED4; x.svg'" 0 ./Quote --stop-time=0.1 -o q.csv '--plot=|touch INJECTED4; x.svg'
[ -s '|touch INJECTED4; x.svg' ] && echo "ok   the plot is a file named '|touch INJECTED4; x.svg'" || fail "no plot file named so"
status_is "--plot of the quoted name" 0 ./Quote --stop-time=0.1 -o q.csv --plot=q.svg
grep -qF "'q\\'; system(\"touch INJECTED1\"); print \`touch INJECTED2\` @x \\'' (IDA)" q.svg \
  && echo "ok   the name is shown as written" || fail "the name is not in q.svg"
for i in 1 2 3 4; do
  [ ! -e INJECTED$i ] && echo "ok   INJECTED$i was not created" || fail "INJECTED$i was created: gnuplot ran user text"
done
finish
