# --format=mat: MATLAB v4 in the OpenModelica/Dymola layout, read back by an
# independent reader (tests/matread.c, compiled here) on a model with Real,
# Integer and Boolean variables and parameters: Aclass, names, descriptions
# (with "[unit]"), dataInfo, parameter values in data_1, and data_2 equal
# to the CSV of the same run, double for double.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/MatTypes.mo" -o ./MatTypes
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }

./MatTypes -o run.csv || fail "CSV run exited $?"
./MatTypes --format=mat -o run.mat || fail "MAT run exited $?"
./MatTypes -o auto.mat || fail "run with -o auto.mat exited $?"
cmp -s run.mat auto.mat && echo "ok   a .mat file name selects the MAT format" || fail "auto.mat differs from --format=mat"
./MatTypes --format=mat || fail "MAT run with the default name exited $?"
[ -s MatTypes_res.mat ] && echo "ok   default name MatTypes_res.mat" || fail "no MatTypes_res.mat"
./matread run.mat > read.out 2> read.err || { fail "matread: $(cat read.err)"; finish; }

grep -qx "aclass 'Atrajectory' '1.1' '' 'binTrans'" read.out && echo "ok   Aclass" || fail "Aclass: $(grep aclass read.out)"
# name|description|matrix|index|interpolation|extrapolation
while IFS= read -r want; do
  grep -qxF "var $want" read.out && echo "ok   var $want" || fail "missing 'var $want'"
done <<'LIST'
time|Simulation time [s]|0|1|0|-1
x|Decaying quantity [m]|2|2|0|-1
y|Twice x|2|3|0|-1
n|Levels passed|2|4|0|-1
below|Toggles at each level|2|5|0|-1
k|Decay rate [1/s]|1|2|0|-1
steps|Number of threshold levels|1|3|0|-1
flip|Whether below toggles|1|4|0|-1
x0|Start value|1|5|0|-1
LIST
for p in k=2 steps=3 flip=1 x0=1; do
  grep -qx "param $p" read.out && echo "ok   parameter $p in data_1" || fail "data_1: no 'param $p'"
done
grep -qx "time_range 0 1" read.out && echo "ok   data_1 time range 0 1" || fail "time range: $(grep time_range read.out)"
sed -n '/^"time"/,$p' read.out > back.csv
# the CSV holds the shortest text of each double; awk reads it back exactly
# and prints it as %.17g, as matread does
awk -F, 'NR == 1 { print; next } { for (i = 1; i <= NF; i++) printf "%s%.17g", (i > 1 ? "," : ""), $i; print "" }' \
  run.csv > run17.csv
if cmp -s back.csv run17.csv; then echo "ok   data_2 equals the CSV of the same run ($(($(wc -l < run.csv) - 1)) rows)"
else fail "data_2 differs from the CSV"; diff back.csv run17.csv | head; fi
# the run must exercise every type: n counts to 3, below flips to true and back
holds "Integer n reaches 3" "$(last_value n run.csv) == 3"
holds "Boolean below toggled (ends true after 3 flips)" "$(last_value below run.csv) == 1"
./MatTypes --set steps=4 --set flip=false --format=mat -o set.mat > /dev/null && ./matread set.mat > set.out
grep -qx "param steps=4" set.out && grep -qx "param flip=0" set.out && echo "ok   --set values in data_1" || fail "--set not in data_1"
status_is "--format=xls" 2 ./MatTypes --format=xls
finish
