#!/bin/sh
# The part of make check that needs the Modelica Standard Library: runs
# tests/msl/run.sh over every example when MSL_DIR (from MODELICAPATH, see
# tests/run.sh) is given and fails when an example stops at a syntax error,
# i.e. when the library as installed does not read.  How many examples build,
# run and match is a figure, printed with the table, not a condition here.
#   sh tests/msl/check.sh MSL_DIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
table=$(sh "$here/run.sh" -j 2 "$1") || { echo "FAIL: run.sh exited $?"; exit 1; }
echo "$table"
rows=$(echo "$table" | grep -vc '^#\|^example ')
[ "$rows" -gt 0 ] || { echo "FAIL: no example in the table"; exit 1; }
broken=$(echo "$table" | awk '$2 == "fail"' | wc -l)
[ "$broken" = 0 ] || { echo "FAIL: $broken of $rows examples stop at a syntax error"; exit 1; }
echo "every one of the $rows examples reads without a syntax error"
