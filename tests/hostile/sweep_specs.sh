# Careless parameter studies: every bad --sweep, --vary or study option is one
# line naming the mistake, exit 2, before any case runs (no sweep directory is
# created); a name with a quote reaches a Slurm script only single-quoted.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

# refused MESSAGE ARGS...: exit 2, exactly "BouncingBall: error: MESSAGE (try --help)"
refused() {
  want="BouncingBall: error: $1 (try --help)"; shift
  ./BouncingBall "$@" > out.txt 2> err.txt
  status=$?
  if [ $status = 2 ] && [ "$(cat err.txt)" = "$want" ]; then echo "ok   $*: $want"
  else fail "$*: exit $status, message '$(cat err.txt)', expected '$want'"; fi
}
refused "--sweep e=0.5:0.9: expected NAME=FROM:TO:COUNT or NAME=FROM:TO:COUNT:log with numbers FROM, TO and a whole COUNT" --sweep e=0.5:0.9
refused "--sweep e=0.5:0.9:3:lin: expected NAME=FROM:TO:COUNT or NAME=FROM:TO:COUNT:log with numbers FROM, TO and a whole COUNT" --sweep e=0.5:0.9:3:lin
refused "--sweep e=1:2:2.5: COUNT must be a whole number from 1 to 10000000" --sweep e=1:2:2.5
refused "--sweep e=1:2:1e9: COUNT must be a whole number from 1 to 10000000" --sweep e=1:2:1e9
refused "--sweep e=0:1:3:log: a log sweep needs FROM and TO above zero" --sweep e=0:1:3:log
refused "--sweep e=0.1,,0.2: '' is not a number (the forms are NAME=FROM:TO:COUNT[:log] and NAME=v1,v2,...)" --sweep e=0.1,,0.2
refused "--sweep e=0.1,nan: 'nan' is not a number (the forms are NAME=FROM:TO:COUNT[:log] and NAME=v1,v2,...)" --sweep e=0.1,nan
refused "--sweep: the model has no variable 'x' (--list-vars lists them)" --sweep x=1:2:3
refused "--sweep needs NAME=..., got 'e'" --sweep e
refused "'e' is given by two --sweep or --vary options" --sweep e=1,2 --samples=2 --vary "e=uniform(0,1)"
refused "the study would have at least 100000000 cases, more than 10000000" --sweep e=0:1:10000 --sweep h0=1:2:10000
refused "the study would have at least 20000000 cases, more than 10000000" --sweep h0=1,2 --sweep e=0:1:10000000
refused "the study would have at least 30000000 cases, more than 10000000" --sweep e=0:1:10000000 --sweep h0=1,2,3
refused "--vary e=uniform(1,0): uniform(A,B) needs A < B" --samples=3 --vary "e=uniform(1,0)"
refused "--vary e=normal(1,-1): normal(MU,SIGMA) needs SIGMA >= 0" --samples=3 --vary "e=normal(1,-1)"
refused "--vary e=gauss(1,2): expected NAME=uniform(A,B) or NAME=normal(MU,SIGMA)" --samples=3 --vary "e=gauss(1,2)"
refused "--vary needs --samples N (how many random cases)" --vary "e=uniform(0,1)"
refused "--samples needs at least one --vary NAME=uniform(A,B) or NAME=normal(MU,SIGMA)" --samples=3
refused "--samples needs a whole number from 1 to 10000000, got '0'" --samples=0 --vary "e=uniform(0,1)"
refused "--jobs needs a whole number from 1 to 4096, got '-1'" --sweep e=1,2 --jobs=-1
refused "--sweep-dir needs a study: --sweep NAME=... or --samples N with --vary NAME=..." --sweep-dir=d
refused "--collect needs a study: --sweep NAME=... or --samples N with --vary NAME=..." --collect
refused "-o/--output does not apply to a sweep: every case writes DIR/case-NNNN.csv (--sweep-dir=DIR)" --sweep e=1,2 -o x.csv
refused "--compare does not apply to a sweep (its plot is --plot-summary)" --sweep e=1,2 --compare
refused "--submit needs --slurm=SCRIPT" --sweep e=1,2 --submit
refused "--sweep-cases needs FIRST-LAST, whole numbers with 1 <= FIRST <= LAST" --sweep e=1,2 --sweep-cases=2-1
refused "--sweep-cases is past the last case" --sweep e=1,2 --sweep-cases=3-4
refused "--plot-summary=FILE needs the columns Y:X as its next argument (e.g. --plot-summary=tz.svg zeno_time:e)" --sweep e=1,2 --plot-summary=a.svg
refused "--plot-summary=a.txt: the file name must end in .svg or .png" --sweep e=1,2 --plot-summary=a.txt zeno_time:e
refused "--plot-summary zeno:e: the summary has no column 'zeno'; its columns are case,e,status,events,when1_t1,when1_t2,when1_t3,zeno_time,h,v,wall_s" --sweep e=1,2 --plot-summary=a.svg zeno:e
[ ! -e BouncingBall_sweep ] && echo "ok   no sweep directory was created" || fail "a refused study created its directory"

# A sweep directory that is a file: one message, exit 1, the file untouched.
echo keep > afile
./BouncingBall --sweep e=0.5,0.6 --sweep-dir=afile > out.txt 2> err.txt
holds "--sweep-dir naming a file: exit 1 ($?)" "$? == 1"
[ "$(cat err.txt)" = "BouncingBall: error: cannot create the sweep directory afile: Not a directory" ] \
  && echo "ok   --sweep-dir naming a file: $(cat err.txt)" || fail "--sweep-dir naming a file said: $(cat err.txt)"
[ "$(cat afile)" = keep ] && echo "ok   the file is untouched" || fail "the file was changed"

# A sweep directory name with a quote and a space stays one argument in the script.
./BouncingBall --sweep e=0.5,0.6 --sweep-dir="it's here" --slurm=job.sh 2> slurm.err || fail "--slurm exited $?"
grep -q "'--sweep-dir=it'\\\\''s here'" job.sh && echo "ok   quote in a name single-quoted in the script" \
  || fail "script line: $(grep exec job.sh)"
grep -q '^#SBATCH --array=0-1$' job.sh && echo "ok   two cases, two array tasks" || fail "array line: $(grep array job.sh)"
grep -q '^#SBATCH --output' job.sh && fail "an #SBATCH line holds the unquotable directory" || echo "ok   no #SBATCH line with the quoted name"
sh -n job.sh && echo "ok   the script parses" || fail "sh -n job.sh failed"
PATH=/nonexistent ./BouncingBall --sweep e=0.5,0.6 --slurm=job2.sh --submit 2> submit.err
holds "--submit without sbatch: exit 2 ($?)" "$? == 2"
grep -q "cannot run sbatch: it is not on PATH; the script job2.sh is written" submit.err \
  && echo "ok   --submit without sbatch says so" || fail "--submit said: $(cat submit.err)"
finish
