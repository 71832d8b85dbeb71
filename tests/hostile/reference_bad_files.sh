# --reference files an attacker or a slip could give: each is refused before
# any run (exit 2) with one message naming the file, the line and the cause;
# nothing grows without bound and nothing is accepted silently.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling

# refused FILE MESSAGE: exit 2 and exactly MESSAGE on stderr, no result file
refused() {
  rm -f r-ida.csv r-newmark.csv
  status_is "--reference=$1" 2 ./Cooling --compare --reference="$1" -o r.csv
  [ "$(cat status.err)" = "$2" ] && echo "ok   message: $2" || fail "message: $(cat status.err), expected $2"
  [ ! -e r-ida.csv ] || fail "a run was made"
}

refused /dev/zero "Cooling: error: --reference=/dev/zero:1: the line is longer than 16777216 bytes"
mkdir adir
refused adir "Cooling: error: cannot read --reference file 'adir': Is a directory"
printf '"time","T"\n0,nan\n1,nan\n' > nan.csv
refused nan.csv "Cooling: error: --reference=nan.csv:2: value 2 of the row is not finite (nan)"
printf '"time","T"\n0,1\n1,-inf\n' > inf.csv
refused inf.csv "Cooling: error: --reference=inf.csv:3: value 2 of the row is not finite (-inf)"
printf '"time","T"\n0,1,7\n1,2\n' > extra.csv
refused extra.csv "Cooling: error: --reference=extra.csv:2: the row has more values than the header has names (2)"
printf '"time","T"\n0,1\n1\n' > short.csv
refused short.csv "Cooling: error: --reference=short.csv:3: the row has fewer values than the header has names (2)"
printf '"time","T"\n0,1\n\n2,x\n' > word.csv
refused word.csv "Cooling: error: --reference=word.csv:4: value 2 of the row is not a number"
printf '"time","T"\n1,1\n0,2\n' > backwards.csv
refused backwards.csv "Cooling: error: --reference=backwards.csv:3: time goes backwards"
: > empty.csv
refused empty.csv "Cooling: error: --reference=empty.csv:1: the file is empty"

# a header of a million columns (6 MB) and two rows: linear work, so well
# within 60 s even under the sanitizers (the old reader took minutes)
awk 'BEGIN { printf "\"time\",\"T\""; for (i = 0; i < 1000000; i++) printf ",\"c%d\"", i; print "";
             for (r = 0; r < 2; r++) { printf "%d,%s", r, r ? "298.34" : "363.15";
               for (i = 0; i < 1000000; i++) printf ",0"; print "" } }' > wide.csv
begin=$(date +%s)
timeout 60 ./Cooling --compare --reference=wide.csv -o w.csv > wide.out 2> wide.err
status=$?
holds "a million-column reference is read (exit $status, $(($(date +%s) - begin)) s)" "$status == 0"
holds "the first 10 extra columns are named ($(grep -c 'in the reference only (not' wide.out))" "$(grep -c 'in the reference only (not' wide.out) == 10"
grep -qx "  ... and 999990 more columns in the reference only (1000000 in all)" wide.out \
  && echo "ok   the others are counted" || fail "the others are not counted: $(grep 'more columns' wide.out)"

# memory running out (address space limited to 120 MB; the 16 rows first
# reserved for a million columns take 128 MB) is a message, not a crash;
# not under the sanitizers, which need far more address space
case $HYSC in
  */build-san/*) echo "ok   (out of memory not tried under the sanitizers)" ;;
  *)
    (ulimit -v 120000 && exec ./Cooling --compare --reference=wide.csv -o w.csv) > oom.out 2> oom.err
    status=$?
    holds "out of memory: exit 2 (got $status)" "$status == 2"
    [ "$(cat oom.err)" = "Cooling: error: --reference=wide.csv:2: out of memory reading the values" ] \
      && echo "ok   message: $(cat oom.err)" || fail "message: $(cat oom.err)" ;;
esac
finish
