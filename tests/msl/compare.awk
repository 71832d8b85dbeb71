# Compares a result of hysc with a reference result, for the signals listed
# in comparisonSignals.txt, as the Modelica Association's csv-compare does:
# a tube around the reference curve, and every point of ours must lie in it.
#
# The tube is the band swept by a rectangle of half-width dt (time) and
# half-height dy (value) whose centre runs along the reference curve (its
# rows joined by straight lines), with
#   dt = trtol * (t1 - t0 + |t0|) + tatol
#   dy = rtol * max(ymax - ymin + |ymin|, 4e-4 * (t1 - t0)) + atol
# over the reference's times t0..t1 and the signal's values ymin..ymax there
# (csv-compare's sizes with its tolerance 2e-3 in both directions when
# rtol = trtol = 2e-3 and atol = tatol = 0).  At a time t the tube runs from
# the smallest to the largest value the reference takes in [t - dt, t + dt],
# minus and plus dy; both sides of a jump (two rows at one time) count, so a
# jump of ours shifted by at most dt from the reference's stays inside.
# Checked are our rows within the reference's time span, and our curve
# interpolated linearly onto each reference time not among ours (so a result
# coarser than the reference is checked between its rows as well).
#
# Prints "match", "differ:K/N" (K of N signals leave the tube), "missing:K"
# (K signals absent from our result) or "short" (ours ends before the
# reference); for differ, one line on standard error names the signal that
# leaves first, the time, its value and the tube there, then the others with
# their times.  mode=stop compares at the stop time only instead: a signal
# matches when |ours - reference| <= rtol * (the largest magnitude the
# signal takes in the reference) + 1e-12.
#   awk [-v mode=stop] [-v rtol=2e-3] [-v atol=0] [-v trtol=RTOL] [-v tatol=0] \
#       -f compare.awk comparisonSignals.txt reference.csv ours.csv
# the column numbers of a header, whose quoted names may hold commas
# ("body.R.T[1,2]")
function columns(line, index_of,   n, f) {
  n = 0
  while (line != "") {
    if (substr(line, 1, 1) == "\"" && match(line, /^"[^"]*"/)) f = substr(line, 2, RLENGTH - 2)
    else { match(line, /^[^,]*/); f = substr(line, 1, RLENGTH) }
    line = substr(line, RLENGTH + 1)
    gsub(/^[ \t]+|[ \t\r]+$/, "", f)
    index_of[f] = ++n
    if (substr(line, 1, 1) != ",") break
    line = substr(line, 2)
  }
  return n
}
function abs(x) { return x < 0 ? -x : x }
# the last row k of times T[1..n] with T[k] <= t (0 when t < T[1])
function last_at_or_before(T, n, t,   lo, hi, mid) {
  lo = 0; hi = n
  while (lo < hi) { mid = int((lo + hi + 1) / 2); if (T[mid] <= t) lo = mid; else hi = mid - 1 }
  return lo
}
# the reference signal s at time t, within its span, by linear interpolation
# (at a jump: the value after it; tube() takes the one before from its rows)
function ref_at(s, t,   k) {
  k = last_at_or_before(rt, nref, t)
  if (k < 1) return ry[s, 1]
  if (k >= nref) return ry[s, k]
  return ry[s, k] + (ry[s, k + 1] - ry[s, k]) * (t - rt[k]) / (rt[k + 1] - rt[k])
}
# sets tube_lo and tube_hi, the tube of signal s at time t
function tube(s, t,   a, b, k, y) {
  a = t - dt; b = t + dt
  if (a < rt[1]) a = rt[1]
  if (b > rt[nref]) b = rt[nref]
  tube_lo = ref_at(s, a); tube_hi = tube_lo
  y = ref_at(s, b); if (y < tube_lo) tube_lo = y; if (y > tube_hi) tube_hi = y
  # the rows in [a, b], from the first at a (the side before a jump there)
  for (k = last_at_or_before(rt, nref, a) + 1; k > 1 && rt[k - 1] >= a; k--) ;
  for (; k <= nref && rt[k] <= b; k++) {
    y = ry[s, k]; if (y < tube_lo) tube_lo = y; if (y > tube_hi) tube_hi = y
  }
  tube_lo -= dy[s]; tube_hi += dy[s]
}
# records that signal s at time t with value y is outside the tube there
# (keeping only the earliest time)
function outside(s, t, y) {
  if (s in first_t && first_t[s] <= t) return
  first_t[s] = t; first_y[s] = y; first_lo[s] = tube_lo; first_hi[s] = tube_hi
}
function check_signal(s,   j, k, t, y, ymin, ymax) {
  ymin = ymax = ry[s, 1]
  for (k = 2; k <= nref; k++) { if (ry[s, k] < ymin) ymin = ry[s, k]; if (ry[s, k] > ymax) ymax = ry[s, k] }
  y = ymax - ymin + abs(ymin)
  if (y < 4e-4 * (rt[nref] - rt[1])) y = 4e-4 * (rt[nref] - rt[1])
  dy[s] = rtol * y + atol
  for (j = 1; j <= nours; j++) {
    t = ot[j]
    if (t < rt[1] - dt || t > rt[nref] + dt) continue
    tube(s, t)
    if (oy[s, j] < tube_lo || oy[s, j] > tube_hi) outside(s, t, oy[s, j])
  }
  for (k = 1; k <= nref; k++) {
    t = rt[k]
    j = last_at_or_before(ot, nours, t)
    if (j < 1 || j >= nours || ot[j] == t) continue
    y = oy[s, j] + (oy[s, j + 1] - oy[s, j]) * (t - ot[j]) / (ot[j + 1] - ot[j])
    tube(s, t)
    if (y < tube_lo || y > tube_hi) outside(s, t, y)
  }
}
FILENAME == ARGV[1] {
  gsub(/[ \t\r"]/, "")
  if ($0 != "" && $0 != "time") signals[++nsignals] = $0
  next
}
FILENAME == ARGV[2] {
  if (FNR == 1) { columns($0, ref_col); next }
  if ($0 ~ /^[ \t\r]*$/) next
  n = split($0, v, ",")
  rt[++nref] = v[ref_col["time"]] + 0
  for (s = 1; s <= nsignals; s++) if (c = ref_col[signals[s]]) ry[s, nref] = v[c] + 0
  next
}
{
  if (FNR == 1) { columns($0, our_col); next }
  if ($0 ~ /^[ \t\r]*$/) next
  n = split($0, v, ",")
  ot[++nours] = v[our_col["time"]] + 0
  for (s = 1; s <= nsignals; s++) if (c = our_col[signals[s]]) oy[s, nours] = v[c] + 0
}
function stop_time(s,   j, scale, d) {
  for (j = 1; j <= nref; j++) if (abs(ry[s, j]) > scale) scale = abs(ry[s, j])
  d = abs(oy[s, nours] - ry[s, nref])
  if (d <= rtol * scale + 1e-12) return 1
  if (!told++) printf "%s = %.10g, reference %.10g\n", signals[s], oy[s, nours], ry[s, nref] > "/dev/stderr"
  return 0
}
function report(   s, e, others, count) {
  for (s = 1; s <= nsignals; s++)
    if ((s in first_t) && (!e || first_t[s] < first_t[e])) e = s
  printf "%s leaves the tube at t=%.10g: %.10g outside [%.10g, %.10g]", signals[e], first_t[e],
    first_y[e], first_lo[e], first_hi[e] > "/dev/stderr"
  for (s = 1; s <= nsignals; s++)
    if ((s in first_t) && s != e) {
      printf "%s %s (t=%.6g)", count++ ? "," : "; also", signals[s], first_t[s] > "/dev/stderr"
    }
  printf "\n" > "/dev/stderr"
}
END {
  if (rtol == "") rtol = mode == "stop" ? 1e-3 : 2e-3
  if (trtol == "") trtol = rtol
  atol += 0; tatol += 0
  if (nref < 1) { print "no rows in the reference" > "/dev/stderr"; print "short"; exit }
  if (nours < 1 || ot[nours] < rt[nref] - 1e-9 * (abs(rt[nref]) + 1)) {
    printf "ends at time %.10g, the reference at %.10g\n", ot[nours], rt[nref] > "/dev/stderr"
    print "short"; exit
  }
  dt = trtol * (rt[nref] - rt[1] + abs(rt[1])) + tatol
  for (s = 1; s <= nsignals; s++) {
    if (!ref_col[signals[s]]) continue
    if (!our_col[signals[s]]) {
      if (!missing++) printf "%s not in the result\n", signals[s] > "/dev/stderr"
      continue
    }
    compared++
    if (mode == "stop") differ += !stop_time(s)
    else { check_signal(s); differ += (s in first_t) }
  }
  if (missing) print "missing:" missing
  else if (differ) { if (mode != "stop") report(); print "differ:" differ "/" compared }
  else print "match"
}
