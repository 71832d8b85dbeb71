# --events-file=FILE: the --events log goes into FILE, standard error keeps
# the messages.  BouncingBall for 5 s (its Zeno report on standard error)
# and BallsInBox (run part by part, its log put together from the parts'):
# the file holds, line for line, the event lines that --events prints on
# standard error, the first impact at sqrt(2/g); a file that cannot be
# created is an error (exit 1), and a study (--sweep) refuses the option
# (exit 2: its cases would share the file).
. "$TOP/tests/lib.sh"
build BouncingBall -o ./bb
stop_bb=--stop-time=5; stop_box=
build BallsInBox -o ./box
for model in bb box; do
  eval stop=\$stop_$model
  ./$model $stop --events-file=$model.events -o file.csv 2> file.err || fail "$model --events-file exited $?"
  ./$model $stop --events -o log.csv 2> log.err || fail "$model --events exited $?"
  grep '^event t=' log.err > log.events
  holds "$model: the file's $(wc -l < $model.events) lines are the --events log's $(wc -l < log.events)" \
    "$(wc -l < $model.events) == $(wc -l < log.events) && $(wc -l < log.events) > 5"
  cmp -s $model.events log.events && echo "ok   $model: line for line" || fail "$model: the logs differ"
  holds "$model: no event line on standard error" "$(grep -c '^event t=' file.err) == 0"
  cmp -s file.csv log.csv && echo "ok   $model: the same result file" || fail "$model: the result files differ"
done
holds "bb: the Zeno report stays on standard error" "$(./bb --stop-time=5 --events-file=bb.events -o file.csv 2>&1 | grep -c 'Zeno behaviour')  == 1"
close "bb: first impact in the file" "$(sed -n '1s/^event t=\([^ ]*\) h<0 .*/\1/p' bb.events)" 0.45152364098573 1e-9
./bb --events-file=no/such/dir/x -o file.csv 2> nodir.err; rc=$?
holds "a file that cannot be created: exit $rc, $(cat nodir.err)" \
  "$rc == 1 && $(grep -c "error: cannot create events file 'no/such/dir/x'" nodir.err) == 1"
./bb --events-file=s.events --sweep e=0.5,0.7 --sweep-dir=sw 2> sweep.err; rc=$?
holds "with --sweep: exit $rc, $(cat sweep.err)" "$rc == 2 && $(grep -c 'not a study' sweep.err) == 1"
finish
