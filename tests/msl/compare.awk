# Compares a result of hysc with a reference result at the stop time, for
# the signals listed in comparisonSignals.txt.  A signal matches when
# |ours - reference| <= rtol * (the largest magnitude the signal takes in
# the reference) + 1e-12.  Prints "match", "differ:K/N" (K of N signals
# differ) or "missing:K" (K signals absent from our result); the first
# difference or absence goes to standard error.
#   awk -v rtol=1e-3 -f compare.awk comparisonSignals.txt reference.csv ours.csv
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
FILENAME == ARGV[1] {
  gsub(/[ \t\r"]/, "")
  if ($0 != "" && $0 != "time") signals[++nsignals] = $0
  next
}
FILENAME == ARGV[2] {
  if (FNR == 1) { columns($0, ref_col); next }
  n = split($0, v, ",")
  for (s = 1; s <= nsignals; s++) {
    c = ref_col[signals[s]]
    if (!c) continue
    x = v[c] + 0; if (x < 0) x = -x
    if (x > scale[s]) scale[s] = x
    ref_last[s] = v[c] + 0
  }
  ref_time = v[ref_col["time"]] + 0
  next
}
{
  if (FNR == 1) { columns($0, our_col); next }
  our_line = $0
}
END {
  n = split(our_line, v, ",")
  our_time = v[our_col["time"]] + 0
  if (our_time < ref_time - 1e-9 * (ref_time < 0 ? -ref_time : ref_time + 1)) {
    printf "ends at time %.10g, the reference at %.10g\n", our_time, ref_time > "/dev/stderr"
    print "short"; exit
  }
  for (s = 1; s <= nsignals; s++) {
    name = signals[s]
    if (!ref_col[name]) continue
    if (!our_col[name]) {
      missing++
      if (!told++) printf "%s not in the result\n", name > "/dev/stderr"
      continue
    }
    compared++
    ours = v[our_col[name]] + 0
    d = ours - ref_last[s]; if (d < 0) d = -d
    if (d > rtol * scale[s] + 1e-12) {
      differ++
      if (!told++) printf "%s = %.10g, reference %.10g\n", name, ours, ref_last[s] > "/dev/stderr"
    }
  }
  if (missing) print "missing:" missing
  else if (differ) print "differ:" differ "/" compared
  else print "match"
}
