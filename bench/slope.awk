# bench/slope.awk - growth exponents of a size sweep's table (column 1 is n):
# awk -v columns="2=build time;3=IDA" -v whole="4=generated C size" -f slope.awk sweep.txt
# For each column of `columns`, the slope of log(cost) against log(n) between
# its two largest measured n (costs under 0.05 s left out as noise, "-" not
# measured); for each of `whole`, between the first and the last row.
function slope(col, name,   i, lo, hi) {
  lo = hi = 0
  for (i = 1; i <= rows; i++) if (v[i, col] != "-" && v[i, col] + 0 >= 0.05) { lo = hi; hi = i }
  if (lo && hi > lo) printf "  %-18s %5.2f  (n = %d to %d)\n", name, log(v[hi, col] / v[lo, col]) / log(v[hi, 1] / v[lo, 1]), v[lo, 1], v[hi, 1]
  else printf "  %-18s    -   (too few points above 0.05 s)\n", name
}
function each(list, whole_range,   n, i, item, eq) {
  n = split(list, item, ";")
  for (i = 1; i <= n; i++) {
    eq = index(item[i], "=")
    if (whole_range)
      printf "  %-18s %5.2f  (n = %d to %d)\n", substr(item[i], eq + 1),
             log(v[rows, substr(item[i], 1, eq - 1) + 0] / v[1, substr(item[i], 1, eq - 1) + 0]) / log(v[rows, 1] / v[1, 1]), v[1, 1], v[rows, 1]
    else
      slope(substr(item[i], 1, eq - 1) + 0, substr(item[i], eq + 1))
  }
}
{ rows++; for (c = 1; c <= NF; c++) v[rows, c] = $c }
END {
  print "growth exponents (cost ~ n^k):"
  each(columns, 0)
  if (whole != "") each(whole, 1)
}
