# --plot with a 600-character variable name: the title and the key are built
# without any fixed-size buffer (it overflowed the stack at about 500
# characters), and the whole name reaches the SVG.
. "$TOP/tests/lib.sh"
command -v gnuplot > /dev/null || { fail "gnuplot is not installed (the README installs gnuplot-nox)"; finish; }
long=$(awk 'BEGIN { for (i = 0; i < 60; i++) printf "abcdefghij"; }')
cat > LongName.mo <<MO
model LongName
  Real $long(start = 1, fixed = true);
equation
  der($long) = -$long;
end LongName;
MO
build ./LongName.mo -o ./LongName
status_is "--plot with a 600-character name" 0 ./LongName --plot=long.svg --stop-time=0.1 -o long.csv
grep -q "LongName: $long (IDA)" long.svg && echo "ok   the title holds the whole name" || fail "title with the whole name not in long.svg"
grep -q ">$long (IDA)<" long.svg && echo "ok   the key holds the whole name" || fail "key with the whole name not in long.svg"
# x(0.1) = exp(-0.1) = 0.904837 (rtol 1e-6)
close "x(0.1) in long.csv" "$(awk -F, 'END { print $2 }' long.csv)" 0.904837418 1e-5
finish
