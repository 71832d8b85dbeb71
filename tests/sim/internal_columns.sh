# The variables hysc adds to a model (a contact mode's contact.active[1] and
# contact.lambda[1], the multiplier __mu1 of index reduction) are no result
# of the model: BouncingBall's CSV and MAT files hold time, h and v only,
# with the same values as the columns of a run with --emit-internal, which
# adds them; --compare never counts them as differences (after the ball
# comes to rest at t* = 4.06 s, __mu1 is rounding noise near 0 and differs
# by 100 % between the backends, while h and v agree to 1e-6); a study's
# summary.csv leaves out them and the contact mode's lift-off when-clause.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BB
./BB --stop-time=10 -o plain.csv 2> /dev/null || fail "plain run exited $?"
./BB --stop-time=10 --emit-internal -o all.csv 2> /dev/null || fail "--emit-internal run exited $?"
head -1 plain.csv | grep -qxF '"time","h","v"' && echo "ok   CSV header time, h, v" \
  || fail "CSV header: $(head -1 plain.csv)"
head -1 all.csv | grep -qxF '"time","h","v","contact.active[1]","contact.lambda[1]","__mu1"' \
  && echo "ok   --emit-internal: CSV header with the contact mode's columns" || fail "header: $(head -1 all.csv)"
cut -d, -f1-3 all.csv | cmp -s - plain.csv && echo "ok   time, h, v equal with and without --emit-internal" \
  || fail "the model's columns differ with --emit-internal"
# in contact (t = 10) lambda holds gravity: 9.81
close "--emit-internal: contact.lambda[1] at t = 10" "$(last_value 'contact.lambda[1]' all.csv)" 9.81 1e-6

./BB --stop-time=10 --format=mat -o plain.mat 2> /dev/null || fail "MAT run exited $?"
./BB --stop-time=10 --format=mat --emit-internal -o all.mat 2> /dev/null || fail "MAT --emit-internal exited $?"
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }
./matread plain.mat > plain.txt && ./matread all.mat > all.txt || fail "matread failed"
holds "MAT: h and v in data_2, no contact.* or __mu1" \
  "$(grep -c '^var [^|]*|[^|]*|2|' plain.txt) == 2 && $(grep -c 'contact\.\|__mu' plain.txt) == 0"
holds "MAT --emit-internal: 5 variables in data_2" "$(grep -c '^var [^|]*|[^|]*|2|' all.txt) == 5"

./BB --compare --stop-time=10 --max-diff=1e-6 -o cmp.csv > cmp.out 2> /dev/null
holds "--compare --max-diff=1e-6: exit 0 ($?), h and v within it" "$? == 0"
holds "--compare's table lists h and v, not the contact mode" \
  "$(grep -c '^  h  \|^  v  ' cmp.out) == 2 && $(grep -c '__mu1\|contact\.lambda' cmp.out) == 0"
./BB --compare --stop-time=10 --max-diff=1e-6 --emit-internal -o cmp.csv > cmpi.out 2> /dev/null
holds "--emit-internal: --compare still exits 0 ($?)" "$? == 0"
mu=$(awk '$1 == "__mu1" { print $4 }' cmpi.out)
holds "--emit-internal: __mu1 listed ($mu relative), marked not counted" \
  "$(grep -c "__mu1 .*(hysc's own, not counted)" cmpi.out) == 1 && $mu > 1e-6"

status_is "sweep" 0 ./BB --sweep e=0.5,0.7 --stop-time=3 --sweep-dir=sw --jobs=2
holds "summary.csv: the model's when-clause and variables only" \
  "$(head -1 sw/summary.csv | grep -cx 'case,e,status,events,when1_t1,when1_t2,when1_t3,zeno_time,h,v,wall_s') == 1"
status_is "sweep --emit-internal" 0 ./BB --sweep e=0.5,0.7 --stop-time=3 --sweep-dir=swi --jobs=2 --emit-internal
holds "summary.csv --emit-internal: the lift-off when2 and the contact mode's variables" \
  "$(head -1 swi/summary.csv | grep -c ',when2_t1,.*,h,v,contact.active\[1\],contact.lambda\[1\],__mu1,wall_s$') == 1"
finish
