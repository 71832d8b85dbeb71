# doc/tutorial.md is run as its reader would: in an empty directory (HOME
# here), hysc on the PATH, its ```modelica FILE blocks written to FILE, its
# ```sh test blocks run in order (each must exit 0; a cd carries over), and
# each value it states checked: <!-- expect VALUE TOL: COMMAND --> compares
# what COMMAND prints with VALUE, <!-- expect-line: COMMAND --> the output
# of COMMAND with the ```text block above it, line for line.
. "$TOP/tests/lib.sh"
T=$PWD
mkdir -p bin home && ln -sf "$HYSC" bin/hysc
PATH=$T/bin:$PATH HOME=$T/home
export PATH HOME
echo "$T/home" > cwd

# the tutorial as a list of steps: "run N", "file NAME N", "expect N", "line N"
awk -v dir="$T" '
  function out(name) { return dir "/" name }
  /^```sh test$/ { n++; kind = "run"; f = out("block" n ".sh"); printf "" > f; print "run " n; next }
  /^```modelica [^ ]+$/ { n++; kind = "file"; f = out("block" n ".mo"); printf "" > f; print "file " $2 " " n; next }
  /^```text$/ { n++; kind = "text"; f = out("block" n ".txt"); printf "" > f; last_text = n; next }
  /^```/ { if (kind != "") close(f); kind = ""; next }
  kind != "" { print > f; next }
  /^<!-- expect [^:]+: .* -->$/ {
    n++; line = $0; sub(/^<!-- expect /, "", line); sub(/ -->$/, "", line)
    split(substr(line, 1, index(line, ":") - 1), vt, " ")
    print substr(line, index(line, ":") + 2) > out("block" n ".cmd"); close(out("block" n ".cmd"))
    print "expect " n " " vt[1] " " vt[2]; next }
  /^<!-- expect-line: .* -->$/ {
    n++; line = $0; sub(/^<!-- expect-line: /, "", line); sub(/ -->$/, "", line)
    print line > out("block" n ".cmd"); close(out("block" n ".cmd"))
    print "line " n " " last_text; next }
' "$TOP/doc/tutorial.md" > steps

holds "the tutorial has shell blocks, model files and stated values to check" \
  "$(grep -c '^run ' steps) >= 7 && $(grep -c '^file ' steps) == 2 && $(grep -c '^expect ' steps) >= 8 && $(grep -c '^line ' steps) == 2"

while read -r kind a b c; do
  cd "$(cat "$T/cwd")" || { fail "no directory $(cat "$T/cwd")"; break; }
  case $kind in
    file) cp "$T/block$b.mo" "$a" && echo "ok   wrote $a" ;;
    run)
      if (set -e; . "$T/block$a.sh"; pwd > "$T/cwd") > "$T/block$a.out" 2>&1; then
        echo "ok   block $a: $(head -1 "$T/block$a.sh")"
      else
        fail "block $a exited non-zero: $(head -1 "$T/block$a.sh")"; sed 's/^/    /' "$T/block$a.out" | tail -5
      fi ;;
    expect) close "value stated in check $a" "$(sh "$T/block$a.cmd" 2>&1)" "$b" "$c" ;;
    line)
      sh "$T/block$a.cmd" > "$T/block$a.got" 2>&1
      cmp -s "$T/block$a.got" "$T/block$b.txt" && echo "ok   shown output of: $(cat "$T/block$a.cmd")" \
        || { fail "output of $(cat "$T/block$a.cmd") differs from the tutorial's"; diff "$T/block$b.txt" "$T/block$a.got" | head -6; } ;;
  esac
done < "$T/steps"
cd "$T" || exit 1
finish
