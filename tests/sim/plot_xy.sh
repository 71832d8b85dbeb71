# Pictures with gnuplot: --plot-xy draws Y against X for each pair (the two
# balls of BallsInBox in their box; the ball of RollingBallOnCurve over the
# curve it rolls on, both backends overlaid); every plot labels its axes
# with the variables' units, has a legend, and marks the events in a grey
# of their own (#999999): vertical lines over time, points on an x-y plot.
. "$TOP/tests/lib.sh"
build BallsInBox -o ./BallsInBox
command -v gnuplot > /dev/null || { fail "gnuplot is not installed (the README installs gnuplot-nox)"; finish; }
texts() { grep -o '<text[^>]*>.*</text>' "$1" | sed 's/<[^>]*>//g'; }
has_text() { # has_text FILE TEXT: a text element of the SVG is exactly TEXT
  texts "$1" | grep -qxF -- "$2" && echo "ok   $1 shows '$2'" || fail "$1 lacks the text '$2'"
}
grey="rgb(153, 153, 153)"

./BallsInBox --plot=box.svg --plot-xy='x1,y1;x2,y2' --events -o box.csv 2> events.log ||
  { fail "--plot-xy exited $?"; cat events.log; }
has_text box.svg 'x1 [m], x2 [m]'
has_text box.svg 'y1 [m], y2 [m]'
has_text box.svg 'y1 over x1 (IDA)'
has_text box.svg 'y2 over x2 (IDA)'
has_text box.svg 'events (IDA)'
has_text box.svg 'BallsInBox: x-y (IDA)'
# events: the 10 when-firings of the run (--events), each a left and a right
# limit row, drawn on both pairs' paths, and one legend point
firings=$(grep -c '^event t=.*(.*BallsInBox.mo' events.log)
firings=$((firings - $(grep -c 'relation .* became' events.log)))
holds "10 when-firings in the --events log (got $firings)" "$firings == 10"
points=$(grep -c "#gpPt6' transform=.*color='$grey'" box.svg)
holds "grey event points: 2 rows x 2 pairs x $firings firings + 1 in the legend (got $points)" \
  "$points == 4 * $firings + 1"

# the ball on the curve it rolls on: f is the curve's height below the ball
build RollingBallOnCurve -o ./RollingBallOnCurve
./RollingBallOnCurve --compare --plot=curve.svg --plot-xy='x,y;x,f' -o curve.csv > compare.out 2>&1 ||
  { fail "--compare --plot-xy exited $?"; cat compare.out; }
for t in 'y over x (IDA)' 'f over x (IDA)' 'y over x (Newmark)' 'f over x (Newmark)' \
         'events (IDA)' 'events (Newmark)' 'x' 'y, f' 'RollingBallOnCurve: x-y (IDA and Newmark)'; do
  has_text curve.svg "$t"
done

# over time: units on the y axis, time on x, the events in grey
build BouncingBall -o ./BouncingBall
./BouncingBall --plot=time.svg --events -o time.csv 2> bb.log || fail "--plot exited $?"
has_text time.svg 'h [m], v [m/s]'
has_text time.svg 'time [s]'
has_text time.svg 'h [m] (IDA)'
has_text time.svg 'events (IDA)'
grep '^event t=[0-9.e+-]* h<0 ' bb.log | sed 's/^event t=\([^ ]*\) .*/\1/' > bounces.txt
tr '\n' ' ' < time.svg | grep -o "<path stroke='$grey' stroke-dasharray='[^']*' *d='[^']*'" | head -1 |
  grep -o 'M[0-9.]*,' | tr -d 'M,' > lines.txt
holds "one grey vertical line per bounce ($(wc -l < bounces.txt) bounces, $(wc -l < lines.txt) lines)" \
  "$(wc -l < lines.txt) == $(wc -l < bounces.txt) && $(wc -l < bounces.txt) >= 5"
# the plot's frame (x from its left to its right edge is t = 0 .. 3): each
# line stands at its bounce's time, to a pixel (3 s / 750 px)
frame=$(tr '\n' ' ' < time.svg | grep -o "<path stroke='black'  d='M[0-9.]*,[0-9.]* L[0-9.]*,[0-9.]* L[0-9.]*," | head -1 |
  sed "s/.*d='M\([0-9.]*\),[0-9.]* L[0-9.]*,[0-9.]* L\([0-9.]*\),/\1 \2/")
paste bounces.txt lines.txt | while read -r t x; do
  close "line of the bounce at t=$t, at t" "$(awk -v x="$x" -v f="$frame" 'BEGIN { split(f, e, " "); print 3 * (x - e[1]) / (e[2] - e[1]) }')" "$t" 0.005
done

status_is "--plot-xy=x1 (not a pair)" 2 ./BallsInBox --plot=x.svg --plot-xy=x1
status_is "--plot-xy=x1,nosuch" 2 ./BallsInBox --plot=x.svg --plot-xy='x1,nosuch'
status_is "--plot-xy without --plot, --animate or --report" 2 ./BallsInBox --plot-xy='x1,y1'
status_is "--animate without --plot-xy" 2 ./BallsInBox --animate=a.html
status_is "--animate=a.svg" 2 ./BallsInBox --animate=a.svg --plot-xy='x1,y1'
[ ! -e x.svg ] && echo "ok   nothing plotted for a bad --plot-xy" || fail "x.svg written"
finish
