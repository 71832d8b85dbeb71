# tests/fmi/setup.sh - sourced by the FMU tests after tests/lib.sh: the
# importer compiled here (with the sanitizers of a sanitized hysc, whose
# FMUs need their runtime), and unpack FMU DIR (the zip read by Python's
# zipfile, a reader independent of hysc's writer).
san=
case "$HYSC" in */build-san/*) san="-fsanitize=address,undefined" ;; esac
${CC:-cc} -std=c11 -O1 $san -I"$TOP/runtime/fmi" -I"$TOP/tests/fmi" -o importer "$TOP/tests/fmi/importer.c" -ldl -lm \
  || { fail "cannot compile tests/fmi/importer.c"; finish; }
unpack() { rm -rf "$2" && mkdir "$2" && python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"; }
