# A --variable-filter that selects exactly the signals of a
# comparisonSignals.txt (one name a line; blank lines, "time" and "//"
# comments skipped): the names joined by '|', with the characters special
# in a POSIX extended regular expression escaped (array elements "y[1]",
# "der(x)").  Above 1000 bytes (the most a filter may have) the subscripts
# of array elements become [0-9,]+, every element of the array then written
# (a few more columns than listed); still above: nothing is printed, and
# the caller writes every variable.  Nothing is printed either when the
# file lists no signal.
#   awk -f signals_filter.awk comparisonSignals.txt
{
  gsub(/[ \t\r"]/, "")
  if ($0 == "" || $0 == "time" || $0 ~ /^\/\//) next
  name = ""
  for (i = 1; i <= length($0); i++) {
    c = substr($0, i, 1)
    name = name (index("\\.[()*+?{|^$", c) ? "\\" : "") c
  }
  names[++n] = name
}
function joined(   i, f) {
  f = ""
  for (i = 1; i <= n; i++) f = f (f == "" ? "" : "|") names[i]
  return f
}
END {
  filter = joined()
  if (length(filter) > 1000) {
    m = n; n = 0
    for (i = 1; i <= m; i++) {
      gsub(/\\\[[0-9,]+]/, "\\[[0-9,]+]", names[i])
      if (!(names[i] in seen)) { seen[names[i]] = 1; names[++n] = names[i] }
    }
    filter = joined()
  }
  if (filter != "" && length(filter) <= 1000) print filter
}
