# glibc's regcomp copies what a repetition repeats (a+ is a then a*) and
# computes the closures of what can match the empty string recursively:
# forty '+' signs or groups nested with '+' asked for 2^40 copies, and
# groups that can match nothing (a| or ||||) nested under '+' twelve deep,
# or (h*)* written a dozen times in a row, took exponential time while their
# estimated size stayed small.  A --variable-filter now keeps to a restricted
# syntax checked before regcomp, each rule broken a usage error (exit 2)
# naming it: at most 1000 bytes, one repetition operator per atom,
# repetitions nested at most 3 deep, interval bounds at most 255, no
# repetition other than an exact {m} of what can match the empty string, at
# most one alternative of a group that can, balanced parentheses nested at
# most 32 deep, no back-reference, an estimated size of at most 10000.  The filters users
# write still select their variables.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall
# repeat TEXT N: TEXT written N times
repeat() { awk -v t="$1" -v n="$2" 'BEGIN { s = ""; for (i = 0; i < n; i++) s = s t; print s }'; }
# nest N INNER AFTER: INNER in N groups, each followed by AFTER
nest() { printf '%s%s%s\n' "$(repeat '(' "$1")" "$2" "$(repeat ")$3" "$1")"; }
# refused LABEL FILTER RULE: exit 2 within the guard, the rule named, no file
refused() {
  rm -f f.csv
  status_is "$1" 2 timeout 20 ./BouncingBall --variable-filter="$2" -o f.csv
  grep -q "^BouncingBall: error: --variable-filter '.*' is refused: $3" status.err \
    && echo "ok   refused: $3" || fail "$1: message $(cat status.err)"
  [ ! -e f.csv ] && echo "ok   no result file" || fail "$1: a result file was written"
}
empty_loop="a repetition of what can match the empty string"
refused "(a|)+ nested 12 deep" "$(nest 12 'a|' +)" "$empty_loop"
refused "(||||)+ nested 12 deep" "$(nest 12 '||||' +)" "two alternatives that can match the empty string"
refused "(h*)* 16 times in a row" "$(repeat '(h*)*' 16)" "$empty_loop"
refused "(||||) 128 times in a row" "$(repeat '(||||)' 128)" "two alternatives"
refused "(a?)? 128 times in a row" "$(repeat '(a?)?' 128)" "$empty_loop"
refused "(h*){2,5} 32 times in a row" "$(repeat '(h*){2,5}' 32)" "$empty_loop"
refused "forty '+' signs" "h$(repeat + 40)" "a second repetition operator on one atom"
refused "sixty '*' signs" "h$(repeat '*' 60)" "a second repetition operator on one atom"
refused "(h+) nested 30 deep" "$(nest 30 h +)" "repetitions nested more than 3 deep"
refused "(h{1000}){1000}" "(h{1000}){1000}" "an interval bound above 255"
refused "(h{200}){200}" "(h{200}){200}" "its estimated size passes 10000"
refused "a ')' closing the anchoring group" "h+)+(v" "a ')' without its '('"
refused "1001 bytes" "$(repeat h 1001)" "longer than 1000 bytes"
refused "a back-reference" '(h)\1' "a back-reference"
refused "a leading '*'" '*h' "a repetition operator with nothing before it"
refused "an open brace" 'h{2' "a '{' that is not an interval"
refused "a trailing backslash" 'h\\\' "a '\\\\' at the end"
refused "groups 33 deep" "$(nest 33 h '')" "groups nested more than 32 deep"
# Twice the nesting is refused by the same rule at the same place: the
# check stops at the innermost loop, whatever lies around it.
refused "(a|)+ nested 24 deep" "$(nest 24 'a|' +)" "$empty_loop"
at() { sed -n 's/.*(byte \([0-9]*\)).*/\1/p' status.err; }
./BouncingBall --variable-filter="$(nest 12 'a|' +)" 2> status.err; b12=$(at)
./BouncingBall --variable-filter="$(nest 24 'a|' +)" 2> status.err; b24=$(at)
holds "12 deep refused at byte $b12 (its first '+'), 24 deep at byte $b24: 12 bytes later" \
  "$b12 == 17 && $b24 == 29"
# What users write still works, each on the columns it names.
selects() {
  status_is "--variable-filter='$1'" 0 ./BouncingBall --variable-filter="$1" --stop-time=0.2 -o ok.csv
  [ "$(head -1 ok.csv)" = "$2" ] && echo "ok   the header is $2" || fail "'$1': header $(head -1 ok.csv)"
}
./BouncingBall --stop-time=0.2 -o all.csv || fail "unfiltered run exited $?"
selects '.*' "$(head -1 all.csv)"
selects 'x|v' '"time","v"'
selects 'a\.b|h' '"time","h"'
selects 'der\(h\)|v' '"time","v"'
selects '[a-z]+' '"time","h","v"'
selects '(h|v)[0-9]*' '"time","h","v"'
selects 'h|' '"time","h"'
selects "(h){2}|v{1,3}|$(repeat '(h*){3}' 50)" '"time","h","v"'
close "h(0.2) = 1 - 9.81 * 0.2^2 / 2" "$(last_value h ok.csv)" 0.8038 1e-6
finish
