# The result page and the animation in a real browser (headless Chromium,
# Debian's chromium): after the page's script ran, the DOM holds a plot per
# variable with every row of the run and a grey line per event at the
# logged times, the event table, the x-y plot; zoomed through the URL
# and by a drag of the mouse (the time axes' range); the animation opened at
# #frame=N shows each body at row N of the result file.  A screenshot shows
# the first plot: its line's blue inside the plot's frame, and a grey event
# line at the pixel column of each event's time.  Without chromium the test
# is not run (exit 77: a NOTE); the README's install line installs it.
. "$TOP/tests/lib.sh"
command -v chromium > /dev/null || { echo "chromium is not installed (apt-get install chromium)"; exit 77; }
command -v gnuplot > /dev/null || { fail "gnuplot is not installed: it reads the screenshot's pixels"; finish; }
build BallsInBox -o ./BallsInBox
./BallsInBox --report=box.html --animate=anim.html --plot-xy='x1,y1;x2,y2' --events -o box.csv \
  2> events.log || { fail "--report exited $?"; cat events.log; }
browser() { timeout 120 chromium --headless --disable-gpu --no-sandbox --hide-scrollbars \
  --user-data-dir="$PWD/profile" "$@" 2>> browser.log; }

browser --dump-dom "file://$PWD/box.html" | tr '>' '\n' > dom.txt
grep -q 'data-ready="1"' dom.txt && echo "ok   the page's script ran to its end" || fail "the script did not finish"
columns=$(($(head -1 box.csv | tr ',' '\n' | wc -l) - 1))
rows=$(($(wc -l < box.csv) - 1))
figures=$(grep -c '^<figure class="plot"' dom.txt)
holds "a plot per output column: $figures of $columns" "$figures == $columns"
lines=$(grep -c "^<polyline class=\"line\" data-run=\"IDA\" data-points=\"$rows\"" dom.txt)
holds "each plot's line has every row ($rows): $lines lines" "$lines == $columns"
grep -v ' relation .* became ' events.log | sed -n 's/^event t=\([^ ]*\) .*/\1/p' > logged.txt
awk '/^<svg / { n++ } n == 1 && /^<line class="event"/ { match($0, /data-t="[^"]*"/); print substr($0, RSTART + 8, RLENGTH - 9) }' dom.txt > plotted.txt
holds "the first plot's event lines: $(wc -l < plotted.txt), logged firings: $(wc -l < logged.txt)" \
  "$(wc -l < plotted.txt) == $(wc -l < logged.txt) && $(wc -l < logged.txt) == 10"
paste logged.txt plotted.txt | while read -r logged plotted; do close "event line at $logged" "$plotted" "$logged" 1e-15; done
rows_in_dom=$(grep -c '^<tr class="event"' dom.txt)
holds "the event table in the DOM: $rows_in_dom rows" "$rows_in_dom == 10"
holds "the x-y plot: two paths" "$(grep -c '^<polyline class="xy"' dom.txt) == 2"
holds "the x-y plot: a grey point per event row per pair (2 x 20)" "$(grep -c '^<circle class="event"' dom.txt) == 40"

# zoomed into t = 0.5 .. 0.7: each line has the rows in that span and one
# on either side; the events in it (0.5827 s) are drawn, the others not
browser --dump-dom "file://$PWD/box.html#t0=0.5&t1=0.7" | tr '>' '\n' > zoom.txt
want=$(awk -F, 'NR > 1 && $1 >= 0.5 && $1 <= 0.7 { n++ } END { print n + 2 }' box.csv)
got=$(grep -c "^<polyline class=\"line\" data-run=\"IDA\" data-points=\"$want\"" zoom.txt)
holds "zoomed to 0.5 .. 0.7: all $columns lines hold $want rows (got $got)" "$got == $columns"
awk '/^<svg / { n++ } n == 1 && /^<line class="event"/ { match($0, /data-t="[^"]*"/); print substr($0, RSTART + 8, RLENGTH - 9) }' zoom.txt > zoomed.txt
holds "zoomed: one event line, at $(cat zoomed.txt)" "$(wc -l < zoomed.txt) == 1 && $(cat zoomed.txt) > 0.58 && $(cat zoomed.txt) < 0.59"

# zoomed by a drag of the mouse (tests/report_drag.py: the browser's own
# input events through the DevTools protocol) over the first plot from
# t = 0.5 to 0.7: mid-drag the zoom rectangle spans the 67.8 pixels dragged;
# after the release every plot's time axis runs from 0.5 to 0.7 within a
# pixel (2 s over 678 pixels), the first line holds the rows in that span
# and one on either side, the one event in it is drawn; a double click
# shows all of 0 .. 2 again
python3 "$TOP/tests/report_drag.py" chromium "file://$PWD/box.html" "$PWD/profile" 0.5 0.7 > drag.txt 2>> browser.log \
  || fail "tests/report_drag.py exited $?: $(tail -n 3 browser.log)"
set -- $(grep '^mid_drag ' drag.txt)
holds "mid-drag: the zoom rectangle $2, $3 pixels wide" "\"$2\" == \"visible\" && $3 >= 66.8 && $3 <= 68.8"
holds "after the drag: $(grep -c '^axis ' drag.txt) time axes, as many as plots ($columns)" \
  "$(grep -c '^axis ' drag.txt) == $columns && $(grep '^axis ' drag.txt | sort -u | wc -l) == 1"
set -- $(grep -m1 '^axis ' drag.txt)
close "dragged axis from" "$2" 0.5 0.003
close "dragged axis to" "$3" 0.7 0.003
want=$(awk -F, -v a="$2" -v b="$3" 'NR > 1 && $1 >= a && $1 <= b { n++ } END { print n + 2 }' box.csv)
holds "dragged: the first line holds the $want rows from $2 to $3 and one either side" \
  "$(sed -n 's/^points //p' drag.txt) == $want"
holds "dragged: one event line, at $(sed -n 's/^event_line //p' drag.txt)" \
  "$(grep -c '^event_line ' drag.txt) == 1 && $(sed -n 's/^event_line //p' drag.txt) > 0.58 && $(sed -n 's/^event_line //p' drag.txt) < 0.59"
holds "double click: the axis back to $(sed -n 's/^after_double_click //p' drag.txt)" \
  "\"$(sed -n 's/^after_double_click //p' drag.txt)\" == \"0 2\""

# the animation stopped at frame N: the bodies at row N of the result
for n in 0 45 218; do
  browser --dump-dom "file://$PWD/anim.html#frame=$n" | tr '>' '\n' > anim.txt
  row=$(awk -F, -v r=$((n + 2)) 'NR == r' box.csv)
  holds "frame $n shown" \
    "$(grep -c "^<div id=\"animation\" data-frame=\"$n\"" anim.txt) == 1"
  for body in 0 1; do
    shown=$(grep "^<circle class=\"body\" data-pair=\"$body\"" anim.txt | sed 's/.*data-x="\([^"]*\)" data-y="\([^"]*\)".*/\1 \2/')
    want=$(echo "$row" | awk -F, -v b=$body '{ print $(2 + 4 * b), $(3 + 4 * b) }')
    close "frame $n, body $body: x" "${shown% *}" "${want% *}" 1e-12
    close "frame $n, body $body: y" "${shown#* }" "${want#* }" 1e-12
  done
done
grep -q '^<span id="frames"' anim.txt && holds "219 frames" "$(grep -A1 '^<span id="frames"' anim.txt | sed -n 2p | cut -d'<' -f1) == 219"

# the screenshot's pixels, read with gnuplot: x y red green blue per pixel
browser --window-size=900,1400 --screenshot="$PWD/shot.png" "file://$PWD/box.html" > /dev/null
head -c 8 shot.png | od -An -c | grep -q 'P   N   G' && echo "ok   screenshot shot.png" || fail "no screenshot"
gnuplot -e "set table 'pixels.txt'; plot 'shot.png' binary filetype=png with rgbimage" 2>> browser.log
# the first plot's frame: the first two rows with more than 600 grey-black pixels (its top and bottom)
awk 'NF >= 6 && $1 ~ /^[0-9]/ { y = 1399 - $2; if ($3 < 160 && $3 == $4 && $4 == $5) { n[y]++; if (!(y in l) || $1 < l[y]) l[y] = $1; if ($1 > r[y]) r[y] = $1 } }
     END { for (y = 0; y < 1400 && k < 4; y++) if (n[y] > 600) { if (k == 0 || y > last + 1) print y, l[y], r[y]; k++; last = y } }' pixels.txt | head -2 > frame.txt
read -r top left right < frame.txt
bottom=$(sed -n '2s/ .*//p' frame.txt)
holds "the first plot's frame: rows $top to $bottom, columns $left to $right" "$bottom - $top > 100 && $right - $left > 600"
inside() { awk -v t="$top" -v b="$bottom" 'NF >= 6 && $1 ~ /^[0-9]/ { y = 1399 - $2; if (y > t + 1 && y < b - 1) print }' pixels.txt; }
inside > band.txt
blue=$(awk '$5 - $3 > 60 && $5 > 120' band.txt | wc -l)
holds "the line's blue inside the first plot: $blue pixels" "$blue > 600"
# BallsInBox runs t = 0 .. 2 over the frame's width
grey_at() { awk -v x="$(awk -v t="$1" -v l="$left" -v r="$right" 'BEGIN { print l + t / 2 * (r - l) }')" -v h="$((bottom - top - 3))" '
  $1 >= x - 1.5 && $1 <= x + 1.5 && $3 == $4 && $4 == $5 && $3 >= 130 && $3 <= 215 { n[$2] = 1 }
  END { c = 0; for (y in n) c++; printf "%.2f\n", c / h }' band.txt; }
while read -r t; do
  share=$(grey_at "$t")
  holds "grey event line at t=$t: $share of the frame's height" "$share >= 0.3"
done < logged.txt
holds "no grey line at t=0.2 (a grid line only): $(grey_at 0.2)" "$(grey_at 0.2) < 0.1"
finish
