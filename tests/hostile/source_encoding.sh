# Bytes a model file may hold: a UTF-8 byte-order mark at the start is
# accepted (and not counted in columns); a UTF-8 letter outside strings is
# one error naming the character; control characters (here ESC, which could
# drive the terminal) reach no message: they are shown as '?'.
. "$TOP/tests/lib.sh"
printf '\357\273\277model B\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = 2;\n  annotation(experiment(StopTime = 1));\nend B;\n' > bom.mo
build ./bom.mo -o ./bom
./bom -o bom.csv || fail "./bom exited $?"
close "x(1) of the model with a byte-order mark" "$(last_value x bom.csv)" 3 1e-9
printf '\357\273\277model C end D;\n' > bom_error.mo
status_is "error on the line of the mark" 1 "$HYSC" bom_error.mo
grep -qx "bom_error.mo:1:13: error: 'end D' does not match 'C' opened at line 1" status.err \
  && echo "ok   columns count from after the mark" || fail "message: $(head -1 status.err)"

printf 'model U\n  Real \303\251t\303\251;\nend U;\n' > utf8.mo
status_is "UTF-8 letter" 1 "$HYSC" utf8.mo
[ "$(grep -c ": error: " status.err)" = 2 ] || fail "not 2 errors (one per é): $(cat status.err)"
grep -qx "utf8.mo:2:8: error: unexpected character 'é': outside strings and comments a model is ASCII" status.err \
  && echo "ok   the letter named once" || fail "message: $(head -1 status.err)"

printf "model E\n  Real 'a\033[2Jb' = 1;\n  Real y;\nequation\n  y = 'a\033[2Jb' + undefined;\nend E;\n" > escape.mo
status_is "ESC in a name" 1 "$HYSC" escape.mo
grep -q "$(printf '\033')" status.err && fail "an ESC byte reached the messages" || echo "ok   no ESC byte in the messages"
grep -q "'a?\[2Jb' + undefined" status.err && echo "ok   ESC shown as ?" || fail "no '?' for ESC: $(cat status.err)"
finish
