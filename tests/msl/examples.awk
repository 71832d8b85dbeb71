# Lists the examples of a Modelica library: the full names of the classes
# whose text holds an experiment annotation.  Reads .mo files given with
# their path relative to the library's parent directory (Modelica/Blocks/
# package.mo); a file Dir/X.mo holds class Dir.X, Dir/package.mo class Dir.
# Class headers and ends are recognised at the start of a line, which is
# how the library writes them (documentation strings never start a line
# with a class keyword followed by a name and no '='); lines that start
# inside a string (documentation) are skipped.
FNR == 1 {
  depth = 0
  in_string = 0
  prefix = FILENAME
  sub(/\.mo$/, "", prefix)
  sub(/\/package$/, "", prefix)
  sub(/\/[^\/]*$/, "", prefix)
  gsub(/\//, ".", prefix)
  if (prefix == FILENAME) prefix = ""
}
{
  line = $0
  started_in_string = in_string
  if (index(outside_strings(line), "experiment(") && depth > 0) record_example()
  if (started_in_string) next
  if (match(line, /^[ \t]*end[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*;/)) {
    name = line; sub(/^[ \t]*end[ \t]+/, "", name); sub(/[ \t]*;.*$/, "", name)
    if (depth > 0 && stack[depth] == name) depth--
    next
  }
  head = line
  sub(/^[ \t]*((partial|encapsulated|final|replaceable|redeclare|inner|outer|expandable|operator|pure|impure)[ \t]+)*/, "", head)
  if (match(head, /^(model|block|class|package|connector|record|function|type)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
    rest = substr(head, RLENGTH + 1)
    name = substr(head, 1, RLENGTH); sub(/^[a-z]+[ \t]+/, "", name)
    if (rest !~ /^[ \t]*=/ && name != "extends") stack[++depth] = name
  }
}
# The text of LINE outside string literals; keeps in_string across lines.
function outside_strings(line,   out, i, c) {
  out = ""
  for (i = 1; i <= length(line); i++) {
    c = substr(line, i, 1)
    if (in_string && c == "\\") i++
    else if (c == "\"") in_string = !in_string
    else if (!in_string) out = out c
  }
  return out
}
function record_example(   path, i) {
  path = prefix
  for (i = 1; i <= depth; i++) path = (path == "" ? "" : path ".") stack[i]
  if (!(path in seen)) { seen[path] = 1; print path }
}
