# glibc's regcomp copies what a repetition repeats (a+ is a then a*), so a
# --variable-filter of forty '+' signs, or of groups nested with '+', asked
# for 2^40 copies: the executable ran out of memory (and sixty '*' signs
# took exponential time; a ')' of the filter closes the group that anchors
# it, so that the '+' signs after it repeat all before).  A filter whose
# expanded size passes 100000 copies of its characters is now a usage error
# (exit 2) before regcomp sees it; filters with repetitions of a sane size
# still select their variables.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall
plus=$(awk 'BEGIN { s = "h"; for (i = 0; i < 40; i++) s = s "+"; print s }')
stars=$(awk 'BEGIN { s = "h"; for (i = 0; i < 60; i++) s = s "*"; print s }')
closing=$(awk 'BEGIN { s = "h"; for (i = 0; i < 12; i++) s = s "+"; s = s ")"; for (i = 0; i < 12; i++) s = s "+"; print s "(v" }')
nested=$(awk 'BEGIN { s = "h"; for (i = 0; i < 30; i++) s = "(" s "+)"; print s }')
for f in "$plus" "$stars" "$closing" "$nested" "(h{1000}){1000}"; do
  status_is "--variable-filter of $(printf %s "$f" | wc -c) bytes" 2 timeout 20 ./BouncingBall --variable-filter="$f" -o f.csv
  grep -q "^BouncingBall: error: --variable-filter '.*' is too large once its repetitions are expanded (more than 100000 copies" status.err \
    && echo "ok   refused as too large" || fail "message: $(cat status.err)"
  [ ! -e f.csv ] && echo "ok   no result file" || fail "a result file was written"
done
# The same shapes of a sane size: h+ nested 10 times (1024 copies), v{1,3}.
small=$(awk 'BEGIN { s = "h"; for (i = 0; i < 10; i++) s = "(" s "+)"; print s }')
status_is "nested 10 deep" 0 ./BouncingBall --variable-filter="$small|v{1,3}" --stop-time=0.2 -o ok.csv
[ "$(head -1 ok.csv)" = '"time","h","v"' ] && echo "ok   the columns are time, h and v" || fail "columns: $(head -1 ok.csv)"
close "h(0.2) = 1 - 9.81 * 0.2^2 / 2" "$(last_value h ok.csv)" 0.8038 1e-6
finish
