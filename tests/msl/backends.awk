# The largest difference between two results of one model (IDA's and
# Newmark's) on the output grid, over the signals listed in
# comparisonSignals.txt: for each signal the largest |a - b| divided by the
# largest |a| the first result takes (1 when that is smaller, so a signal
# near zero is judged absolutely).  Prints "REL SIGNAL" for the worst
# signal, "grid" when fewer than half of the first file's rows have a row
# at the same time in the second, or "none" when no listed signal is in
# both.  Compared are the rows at times both files hold once: the rows of an
# event (two or more at one time, its left and right limits) are left out,
# as the backends place an event where their own root finding puts it.
#   awk -f backends.awk comparisonSignals.txt a.csv b.csv
FNR == 1 { file++ }
file == 1 { if (FNR > 1 && $1 != "") want[$1] = 1; next }
FNR == 1 {
  n = split($0, head, ",")
  for (i = 1; i <= n; i++) { gsub(/"/, "", head[i]); if (head[i] in want) col[file, head[i]] = i }
  next
}
{
  split($0, v, ",")
  t = v[1] + 0
  seen[file, t]++
  if (file == 2 && seen[2, t] == 1) times[++rows] = t
  for (s in want) if ((file, s) in col) val[file, s, t] = v[col[file, s]]
}
END {
  for (r = 1; r <= rows; r++)
    if (seen[2, times[r]] == 1 && seen[3, times[r]] == 1) both[++common] = times[r]
  if (common * 2 < rows) { print "grid"; exit }
  worst = -1
  for (s in want) {
    if (!((2, s) in col) || !((3, s) in col)) continue
    big = 1; diff = 0
    for (r = 1; r <= common; r++) {
      t = both[r]
      a = val[2, s, t] + 0
      d = a - val[3, s, t]
      if (a < 0) a = -a
      if (a > big) big = a
      if (d < 0) d = -d
      if (d > diff) diff = d
    }
    if (diff / big > worst) { worst = diff / big; name = s }
  }
  if (worst < 0) print "none"; else printf "%.2e %s\n", worst, name
}
