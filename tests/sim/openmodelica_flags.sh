# OpenModelica's simulation flags given to an executable are answered with
# the option of ours that does the same (-override's list translated, -r's
# file name as -o), misspelt options with the nearest of ours, misspelt
# names of --set and --sweep with the nearest variable (a name given as
# --variable-filter that matches nothing too, in its warning); all exit 2 before
# any work (no result file).  The compiler answers misspelt options so too.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BB

# says LABEL EXPECTED-STDERR ARGS...: exit 2 with exactly that message
says() {
  says_label=$1; says_expected=$2; shift 2
  status_is "$says_label" 2 "$@"
  [ "$(cat status.err)" = "$says_expected" ] && echo "ok   $says_label: message" \
    || fail "$says_label: message '$(cat status.err)', expected '$says_expected'"
}
E="BouncingBall: error:"
says "-override" "$E unknown option '-override' (OpenModelica's); to set parameters use --set NAME=VALUE: here --set e=0.7 --stop-time=2 (try --help)" \
  ./BB -override=e=0.7,stopTime=2
says "-r" "$E unknown option '-r' (OpenModelica's); to name the result file use -o FILE (or --output=FILE): here -o bb.mat (try --help)" \
  ./BB -r=bb.mat
says "-lv=LOG_STATS" "$E unknown option '-lv' (OpenModelica's); for statistics use --stats (try --help)" ./BB -lv=LOG_STATS
says "-lv=LOG_EVENTS" "$E unknown option '-lv' (OpenModelica's); to log the events use --events (try --help)" ./BB -lv=LOG_EVENTS,LOG_NLS
says "-s=dassl" "$E unknown option '-s' (OpenModelica's); to choose the integration method use --solver=ida (variable-order BDF, as dassl and ida) or --solver=newmark (try --help)" \
  ./BB -s=dassl
says "-noEventEmit" "$E unknown option '-noEventEmit' (OpenModelica's); to leave out the event rows use --no-event-rows (try --help)" \
  ./BB -noEventEmit
says "-emit_protected" "$E unknown option '-emit_protected' (OpenModelica's); protected variables are always written; the variables hysc adds (contact.*, sliding.*, __mu*) come with --emit-internal (try --help)" \
  ./BB -emit_protected
says "--stop-tme" "$E unknown option '--stop-tme'; did you mean --stop-time? (try --help)" ./BB --stop-tme=2
says "--sotp-time (letters swapped)" "$E unknown option '--sotp-time'; did you mean --stop-time? (try --help)" ./BB --sotp-time 2
says "--no-event-row" "$E unknown option '--no-event-row'; did you mean --no-event-rows? (try --help)" ./BB --no-event-row
says "--frobnicate (nothing near)" "$E unknown option '--frobnicate' (try --help)" ./BB --frobnicate
says "--set ee=1" "$E --set: the model has no variable 'ee'; did you mean 'e'? (try --help)" ./BB --set ee=1
says "--set height=1 (nothing near)" "$E --set: the model has no variable 'height' (try --help)" ./BB --set height=1
says "--sweep h00" "$E --sweep: the model has no variable 'h00'; did you mean 'h0'? (try --help)" ./BB --sweep h00=1,2
status_is "--variable-filter=hh (a warning)" 0 ./BB --variable-filter=hh -o filtered.csv
[ "$(cat status.err)" = "BouncingBall: warning: --variable-filter 'hh' matches no state, algebraic or discrete variable; the result file holds time only (did you mean 'h'?)" ] \
  && echo "ok   --variable-filter=hh: did you mean 'h'" || fail "filter message: $(cat status.err)"
[ ! -e BouncingBall_res.csv ] && [ ! -e bb.mat ] && echo "ok   no result file written" || fail "a result file was written"

status_is "hysc --dump-flta" 2 "$HYSC" --dump-flta "$TOP/models/BouncingBall.mo"
[ "$(head -1 status.err)" = "hysc: error: unknown option '--dump-flta'; did you mean --dump-flat?" ] \
  && echo "ok   hysc: did you mean --dump-flat" || fail "hysc message: $(cat status.err)"
status_is "hysc --libary=DIR" 2 "$HYSC" --libary=models Hybrid.Examples.ThreeBalls
[ "$(head -1 status.err)" = "hysc: error: unknown option '--libary=models'; did you mean --library?" ] \
  && echo "ok   hysc: did you mean --library" || fail "hysc message: $(cat status.err)"
finish
