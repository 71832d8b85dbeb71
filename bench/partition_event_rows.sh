#!/bin/sh
# bench/partition_event_rows.sh BUILD-DIR - 1000 bouncing balls (models/
# BouncingBalls.mo, -p n=1000, 3 s, 14 000 impacts) simulated part by part
# with the default output against --no-event-rows: the CPU seconds of each
# (user + system, the processes that share the parts included) and their
# ratio.  By default the file leaves out the 28 000 event rows of 2001
# numbers here (1.1 GB of CSV, runtime/partition.c says so once); then
# --event-rows, which writes them (put together from the balls' dense
# output), and --variable-filter='h\[1\]', which writes one column with its
# event rows: what the run and the assembly cost without formatting.  The
# grid rows of each file must equal the --no-event-rows file's, text for
# text (the same part runs).
set -eu
. "$(dirname "$0")/common.sh"
"$hysc" -p n=1000 -o Balls "$top/models/BouncingBalls.mo"
cpu() { # cpu OUT ARGS...: CPU seconds of ./Balls ARGS -o OUT
  out=$1; shift
  /usr/bin/time -f "%U %S" -o cpu.txt ./Balls --no-progress "$@" -o "$out" 2> run.err \
    || { cat run.err cpu.txt; exit 1; }
  awk '{ printf "%.2f", $1 + $2 }' cpu.txt
}
same() { # same FILE: the grid rows of FILE against grid.csv
  awk -F, 'NR == FNR { row[$1] = $0; next } FNR > 1 && ($1 in row) { n++; if (row[$1] != $0) bad++ }
           END { printf "%d grid rows compared, %d differ", n, bad }' grid.csv "$1"
}
grid=$(cpu grid.csv --no-event-rows)
full=$(cpu full.csv)
noted=$(grep -c "note: the result file leaves out" run.err || true)
forced=$(cpu forced.csv --event-rows)
warned=$(grep -c "warning: the result gets" run.err || true)
grid1=$(cpu grid1.csv --no-event-rows --variable-filter='h\[1\]')
full1=$(cpu full1.csv --variable-filter='h\[1\]')
echo "partition_event_rows: BouncingBalls n=1000, stop 3 s, $(nproc) processors"
echo "  default         $full s CPU, $(($(wc -l < full.csv) - 1)) rows, $(wc -c < full.csv) bytes (notes: $noted)"
echo "  --no-event-rows $grid s CPU, $(($(wc -l < grid.csv) - 1)) rows, $(wc -c < grid.csv) bytes"
awk -v a="$full" -v b="$grid" 'BEGIN { printf "  ratio           %.2f (default / --no-event-rows)\n", a / b }'
echo "  default against --no-event-rows: $(same full.csv), files $(cmp -s full.csv grid.csv && echo equal || echo differ)"
echo "  --event-rows    $forced s CPU, $(($(wc -l < forced.csv) - 1)) rows, $(wc -c < forced.csv) bytes (warnings: $warned)"
awk -v a="$forced" -v b="$grid" 'BEGIN { printf "  ratio           %.2f (--event-rows / --no-event-rows)\n", a / b }'
echo "  --event-rows against --no-event-rows: $(same forced.csv)"
echo "  one column (--variable-filter='h\\[1\\]'): default $full1 s ($(($(wc -l < full1.csv) - 1)) rows), --no-event-rows $grid1 s"
awk -v a="$full1" -v b="$grid1" 'BEGIN { printf "  ratio           %.2f (run and assembly, without formatting)\n", a / b }'
