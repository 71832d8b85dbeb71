# --report and --animate write one self-contained HTML file each (no
# network: no external script, style, image or link); what they hold equals
# the run: the event table the firings --events logs (times to 1e-15), the
# animation's frames the result file's rows (time and the bodies' x-y
# pairs, to 1e-12); with --compare the backends' events side by side.
# tests/sim/report_browser.sh opens the pages in a browser.
. "$TOP/tests/lib.sh"
build BallsInBox -o ./BallsInBox

./BallsInBox --report=box.html --animate=anim.html --plot-xy='x1,y1;x2,y2' --events -o box.csv \
  2> events.log || { fail "--report exited $?"; cat events.log; }
for page in box.html anim.html; do
  [ -s $page ] && grep -q '<!DOCTYPE html>' $page && echo "ok   $page: $(wc -c < $page) bytes of HTML" || fail "$page missing"
  # the only URL is the SVG namespace, a name that is never fetched
  grep -o 'https\?://[^"]*' $page | grep -v '^http://www.w3.org/2000/svg$' > urls.txt
  [ ! -s urls.txt ] && echo "ok   $page names no URL" || { fail "$page names URLs:"; cat urls.txt; }
  grep -Eiq '<(script|img|iframe)[^>]* src=|<link ' $page && fail "$page loads something" ||
    echo "ok   $page loads nothing from elsewhere"
done

# the event table: the firings of --events (its when-clause lines, not the relations)
sed -n 's/^event t=\([^ ]*\) .*(.*BallsInBox.mo:[0-9]*)$/\1/p' events.log > logged.all
grep -v ' relation .* became ' events.log | sed -n 's/^event t=\([^ ]*\) .*/\1/p' > logged.txt
sed -n 's/^<tr class="event" data-t="\([^"]*\)">.*/\1/p' box.html > table.txt
holds "event table: $(wc -l < table.txt) rows, --events: $(wc -l < logged.txt) firings, 10 of them" \
  "$(wc -l < table.txt) == $(wc -l < logged.txt) && $(wc -l < table.txt) == 10"
paste logged.txt table.txt | while read -r logged shown; do
  close "event at $logged in the table" "$shown" "$logged" 1e-15
done
grep -q '<tr class="event" data-t="0.4"><td>1</td><td>0.4</td><td>x1 &gt; width or x1 &lt; 0</td><td>28</td></tr>' box.html &&
  echo "ok   first event row: 0.4, 'x1 > width or x1 < 0', line 28" || fail "first event row"
grep -q '<table id="statistics">' box.html && echo "ok   statistics table" || fail "no statistics table"

# the animation's frames are the result's rows
json_t() { sed -n 's/^"t": \[\(.*\)\],$/\1/p' "$1" | tr ',' '\n'; }
json_column() { # json_column PAGE K: the K-th output column (1: the first variable)
  awk -v k="$2" 'f && ++n == k { print; exit } /^"columns": \[$/ { f = 1 }' "$1" |
    sed 's/^\[//; s/\],*$//' | tr ',' '\n'
}
json_t anim.html > frames_t.txt
awk -F, 'NR > 1 { print $1 }' box.csv > rows_t.txt
# 201 grid rows, 2 per event, but the events at 0.4 and 0.9 fall on the grid
holds "animation: $(wc -l < frames_t.txt) frames, the result $(wc -l < rows_t.txt) rows (201 + 2 x 10 - 2)" \
  "$(wc -l < frames_t.txt) == $(wc -l < rows_t.txt) && $(wc -l < rows_t.txt) == 219"
same() { # same LABEL FILE1 FILE2: equal numbers line by line (relative 1e-12)
  if paste "$2" "$3" | awk '{ d = $1 - $2; if (d < 0) d = -d; s = $2 < 0 ? -$2 : $2; if (s < 1) s = 1
                              if (d > 1e-12 * s || NF != 2) { print "row " NR ": " $0; bad = 1; exit } }
                            END { exit bad }'; then echo "ok   $1"; else fail "$1"; fi
}
same "animation times equal the result's" frames_t.txt rows_t.txt
k=0
for v in $(head -1 box.csv | tr -d '"' | tr ',' ' ' | cut -d' ' -f2-); do
  k=$((k + 1))
  case $v in x1|y1|x2|y2) ;; *) continue ;; esac
  json_column anim.html $k > frames_v.txt
  column "$v" box.csv > rows_v.txt
  same "animation's $v (output column $k) equals the result's" frames_v.txt rows_v.txt
done
grep -q '^"pairs": \[\[0,1\],\[4,5\]\],$' anim.html && echo "ok   bodies: (x1, y1) and (x2, y2)" ||
  fail "pairs: $(grep '^"pairs"' anim.html)"

# --compare: both runs, the events side by side
./BallsInBox --compare --report=both.html -o both.csv > compare.out 2>&1 || { fail "--compare --report exited $?"; cat compare.out; }
pairs=$(grep -c '^<tr class="pair">' both.html)
holds "comparison: 10 event pairs (got $pairs)" "$pairs == 10"
sed -n 's/^<tr class="pair">.*<td class="difference">\([^<]*\)<.*/\1/p' both.html > differences.txt
holds "every pair's difference below 1e-6 s: $(sort -g differences.txt | tail -1)" \
  "$(sort -g differences.txt | tail -1) < 1e-6 && $(wc -l < differences.txt) == 10"
sed -n '/<table id="compare-values">/,/<\/table>/p' both.html | grep -E '^<tr><td>(x|y|vx|vy)[12]</td>' |
  sed 's/.*<td class="difference">\([^<]*\)<.*/\1/' > ends.txt
holds "the last rows of both runs: 8 variables, largest difference $(sort -g ends.txt | tail -1) < 1e-6" \
  "$(wc -l < ends.txt) == 8 && $(sort -g ends.txt | tail -1) < 1e-6"
grep -q '<h3>Newmark: 10 events</h3>' both.html && echo "ok   Newmark's event table" || fail "no Newmark events"

status_is "--report=r.txt" 2 ./BallsInBox --report=r.txt
status_is "--report with --work-precision" 2 ./BallsInBox --report=r.html --work-precision
status_is "--report=/nonexistent/r.html" 1 ./BallsInBox --report=/nonexistent/r.html -o x.csv
finish
