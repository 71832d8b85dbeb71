#!/bin/sh
# The part of make check that needs the Modelica Standard Library, run by
# tests/run.sh when MODELICAPATH holds it (MSL_DIR):
#  - every .mo file of the library parses (parse_all.sh);
#  - a user's model reads Units.SI, Math and Constants (library_use.sh);
#  - the table blocks run with the library's own C (tables.sh);
#  - Modelica.Utilities.Streams.print prints once per firing (print.sh);
#  - tests/msl/run.sh over every example: none may stop at a syntax error.
# How many examples build, run and match is a figure, printed with the
# table, not a condition here.
#   sh tests/msl/check.sh MSL_DIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
status=0
for script in parse_all library_use tables print; do
  echo "== tests/msl/$script.sh"
  sh "$here/$script.sh" "$1" || { echo "FAIL: tests/msl/$script.sh"; status=1; }
done
echo "== tests/msl/run.sh"
table=$(sh "$here/run.sh" -j 2 "$1") || { echo "FAIL: run.sh exited $?"; exit 1; }
echo "$table"
rows=$(echo "$table" | grep -vc '^#\|^example ')
[ "$rows" -gt 0 ] || { echo "FAIL: no example in the table"; exit 1; }
broken=$(echo "$table" | awk '$2 == "fail"' | wc -l)
[ "$broken" = 0 ] || { echo "FAIL: $broken of $rows examples stop at a syntax error"; exit 1; }
echo "every one of the $rows examples reads without a syntax error"
exit $status
