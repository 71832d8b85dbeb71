# Brief excursions are found, at their times, whatever the output grid: the
# backends search each span between output times and step ends for a switch
# function that switches and switches back inside it, and IDA's search keeps
# the values of a span's end for the span after it.  An output time inside
# an IDA step and inside an excursion ends a span on the switched side, with
# neither end of IDA's step there: IDA reports no root, and the switch used
# to come only at that output time (9.7e-6 s late on the 1e-5 grid).
# (tests/models/SteppingFunctions.mo, u = A sin(w t), A = 0.50001,
# w = 200 rad/s, to 0.1 s.)
#
# Hand derivation: floor(u + 0.5) is 1 only while sin(w t) > 0.5/A
# = 1/1.00002, i.e. within a/w of each crest (pi/2 + 2 pi k)/w, where
# a = acos(1/1.00002) = 0.0063245; and -1 as briefly around each trough
# (3 pi/2 + 2 pi k)/w.  Three crests and three troughs in (0, 0.1]: twelve
# changes, at crest - a/w, crest + a/w, trough - a/w, trough + a/w for
# k = 0, 1, 2.  Tolerance: at a change |du/dt| = A w sin(a) = 0.632, so an
# error of 2.5 rtol |u| (1.3e-6) in u moves it by 2e-6 s; the excursions last
# 2 a/w = 6.3e-5 s, and a grid of 1e-5 s puts outputs inside each of them.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SteppingFunctions.mo" -o ./SteppingFunctions

awk 'BEGIN { pi = atan2(0, -1); x = 1 / 1.00002; a = atan2(sqrt(1 - x * x), x) / 200
  for (k = 0; k < 3; k++) { c = (pi / 2 + 2 * pi * k) / 200; d = (3 * pi / 2 + 2 * pi * k) / 200
    printf "%.12g\n%.12g\n%.12g\n%.12g\n", c - a, c + a, d - a, d + a } }' > expected.times

for solver in ida newmark; do
  for interval in 1e-2 1e-4 2e-5 1e-5; do
    for rows in "" --no-event-rows; do
      run="$solver --interval=$interval${rows:+ $rows}"
      # shellcheck disable=SC2086
      ./SteppingFunctions --solver=$solver --set A=0.50001 --interval=$interval $rows --events \
        -o out.csv 2> run.err || { fail "$run exited $?"; continue; }
      sed -n 's/^event t=\([^ ]*\) floor\/ceil\/integer value 1 changed.*/\1/p' run.err > found.times
      close "$run: changes of floor(u+0.5)" "$(wc -l < found.times)" 12 0
      worst=$(paste found.times expected.times |
              awk '{ d = $1 - $2; if (d < 0) d = -d; if (d > m) m = d } END { print m + 0 }')
      close "$run: largest distance from the analytic change times [s]" "$worst" 0 2e-6
    done
  done
done
finish
