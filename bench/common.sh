# bench/common.sh - the start of a benchmark, sourced by it (never run):
# top is the tree, hysc the compiler of the build directory given as the
# benchmark's first argument (default build), and the current directory
# becomes a scratch directory, work, removed when the benchmark exits.
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
