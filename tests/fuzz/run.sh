#!/bin/sh
# tests/fuzz/run.sh BUILD SECONDS - runs the libFuzzer harnesses built in
# BUILD (make FUZZ=1 fuzz-harnesses): fuzz_frontend seeded with every .mo
# file in the tree (those of tests/fuzz/seeds-frontend carry a library on
# disk, see fuzz_frontend.c), with the Modelica dictionary; fuzz_runtime seeded with
# tests/fuzz/seeds-runtime.  SECONDS 0: each harness runs over its seeds once
# and stops (make check); otherwise each fuzzes for SECONDS, growing its
# corpus in BUILD/corpus-* (kept between runs), and any crash, hang or
# sanitizer report is kept as BUILD/crashes/NAME-*.  The two harnesses run
# side by side.
# Exit status 0 when no harness found a crash, leak, hang or sanitizer report.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
build=$1
seconds=$2
rm -rf "$build/seeds-frontend" "$build/seeds-runtime"
mkdir -p "$build/corpus-frontend" "$build/corpus-runtime" "$build/crashes" \
  "$build/seeds-frontend" "$build/seeds-runtime"
find "$top/models" "$top/tests" -name '*.mo' -not -path '*/tests/out/*' | while read -r mo; do
  cp "$mo" "$build/seeds-frontend/$(echo "$mo" | sed "s,^$top/,,; s,/,_,g")"
done
cp "$top"/tests/fuzz/seeds-runtime/* "$build/seeds-runtime/"

status=0
[ "$seconds" = 0 ] && mode=seeds || mode=fuzz
# one harness: its libFuzzer run into BUILD/fuzz_NAME-MODE.log, its exit status
run_harness() {
  h=$1
  log="$build/fuzz_$h-$mode.log"
  case $h in
    frontend) extra="-dict=$top/tests/fuzz/modelica.dict -max_len=8192" ;;
    runtime) extra="-dict=$top/tests/fuzz/options.dict -max_len=4096" ;;
  esac
  if [ "$seconds" = 0 ]; then
    # shellcheck disable=SC2086
    "$build/fuzz_$h" $extra -runs=0 -close_fd_mask=3 -timeout=20 "$build/seeds-$h" > "$log" 2>&1
  else
    # shellcheck disable=SC2086
    "$build/fuzz_$h" $extra -max_total_time="$seconds" -close_fd_mask=3 -timeout=20 \
      -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1 \
      -artifact_prefix="$build/crashes/$h-" "$build/corpus-$h" "$build/seeds-$h" \
      > "$log" 2>&1
  fi
  echo $? > "$build/fuzz_$h-$mode.rc"
}
# the harnesses side by side: SECONDS of each in SECONDS, on two processors
for h in frontend runtime; do run_harness $h & done
wait
for h in frontend runtime; do
  log="$build/fuzz_$h-$mode.log"
  rc=$(cat "$build/fuzz_$h-$mode.rc")
  line=$(grep -aE '^#[0-9]+.*(DONE|INITED)' "$log" | tail -1)
  echo "fuzz_$h: exit $rc; $line"
  grep -aE '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" | sed 's/^/  /'
  if [ "$rc" != 0 ]; then
    status=1
    grep -aE -A30 'ERROR|WARNING|deadly|timeout|out-of-memory' "$log" | head -60
  fi
done
exit $status
