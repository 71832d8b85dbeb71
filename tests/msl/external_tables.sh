#!/bin/sh
# tests/msl/external_tables.sh MSL_DIR - external functions against the
# Modelica Standard Library's own C: a model of ours declares
# ModelicaStandardTables_CombiTimeTable_* (an ExternalObject) and
# ModelicaStrings_length with MSL's Include, IncludeDirectory,
# LibraryDirectory and Library annotations, built twice: with MSL as
# unpacked (its prebuilt Resources/Library/linux64 archives where there are
# some, ModelicaExternalC from its C-Sources), and with only its C-Sources
# (every library compiled from them into the cache).  Values: the table
# [0, 0, 1; 1, 10, 2; 2, 40, 3] interpolated linearly: y(0.5) = 5,
# y(1.5) = 25, z(0.5) = 1.5 (1e-9); ModelicaStrings_length("hello") = 5.
# Prints the first and the cached build's seconds.  Not part of make check
# (MSL is not in the tree): run it by hand, HYSC=build/hysc by default.
set -u
[ $# = 1 ] || { echo "usage: $0 MSL_DIR (holding Modelica/)" >&2; exit 2; }
. "$(dirname "$0")/setup.sh"
annotation='IncludeDirectory = "modelica://Modelica/Resources/C-Sources",
      LibraryDirectory = "modelica://Modelica/Resources/Library"'
tables="$annotation, Include = \"#include \\\"ModelicaStandardTables.h\\\"\",
      Library = {\"ModelicaStandardTables\", \"ModelicaIO\", \"ModelicaMatIO\", \"zlib\"}"
cat > TimeTable.mo <<MO
model TimeTable "MSL's ModelicaStandardTables and ModelicaStrings through declarations of our own"
  class TimeTableObject
    extends ExternalObject;
    function constructor
      input Real table[:, :];
      input Integer columns[:];
      output TimeTableObject tableID;
    external "C" tableID = ModelicaStandardTables_CombiTimeTable_init2("NoName", "NoName", table,
      size(table, 1), size(table, 2), 0.0, columns, size(columns, 1), 1, 2, 0.0, 1, 0)
      annotation($tables);
    end constructor;
    function destructor
      input TimeTableObject tableID;
    external "C" ModelicaStandardTables_CombiTimeTable_close(tableID) annotation($tables);
    end destructor;
  end TimeTableObject;
  function getValue
    input TimeTableObject tableID;
    input Integer icol;
    input Real t;
    output Real y;
  external "C" y = ModelicaStandardTables_CombiTimeTable_getValue(tableID, icol, t, 1e60, 1e60)
    annotation($tables);
  end getValue;
  function helloLength
    input Integer unused;
    output Integer n;
  external "C" n = ModelicaStrings_length("hello")
    annotation($annotation, Include = "#include \"ModelicaStrings.h\"", Library = "ModelicaExternalC");
  end helloLength;
  parameter TimeTableObject tab = TimeTableObject([0, 0, 1; 1, 10, 2; 2, 40, 3], {2, 3});
  parameter Integer len = helloLength(0);
  Real length = len;
  Real y = getValue(tab, 1, time);
  Real z = getValue(tab, 2, time);
end TimeTable;
MO
mkdir -p sources/Modelica/Resources/Library   # MSL without its prebuilt archives
ln -s "$msl/Modelica/package.mo" sources/Modelica/package.mo
ln -s "$msl/Modelica/Resources/C-Sources" sources/Modelica/Resources/C-Sources
for kind in unpacked sources; do
  dir=$msl; [ $kind = sources ] && dir=$work/sources
  for build in first cached; do
    start=$(date +%s.%N)
    "$HYSC" -L "$dir" -o ./tt_$kind TimeTable.mo > build.log 2>&1 || { cat build.log; fail "$kind: hysc exited $?"; }
    echo "$kind, $build build: $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }') s"
  done
  for solver in ida newmark; do
    ./tt_$kind --solver=$solver --stop-time=2 -o tt.csv > /dev/null 2>&1 || fail "$kind $solver: exited $?"
    row() { awk -F, -v t="$1" 'NR > 1 { d = $1 - t; if (d < 0) d = -d; if (d < 1e-9) print $0 }' tt.csv | head -1; }
    close "$kind $solver: y(0.5)" "$(row 0.5 | cut -d, -f3)" 5 1e-9
    close "$kind $solver: y(1.5)" "$(row 1.5 | cut -d, -f3)" 25 1e-9
    close "$kind $solver: z(0.5)" "$(row 0.5 | cut -d, -f4)" 1.5 1e-9
    close "$kind $solver: ModelicaStrings_length(\"hello\")" "$(row 0.5 | cut -d, -f2)" 5 0
  done
done
echo "cache: $(ls "$XDG_CACHE_HOME/hysc" | tr '\n' ' ')"
finish
