# Functions over arrays of thousands of elements (tests/library/Spectra,
# n = 4000 from a parameter): a loop over the elements, calls nested three
# deep, a call with array outputs, and a model's when-clause that fills
# the array in a loop and sets marks[k] with k known only at run time.
# arrays.c writes all of these element by element; the generated C keeps a
# function's variables in one array and rolls the runs back into loops, so
# the functions' C stays under 400 KB and the whole file under 2 MB (5.9 MB
# and 3.1 MB of functions before, which GCC took most of a minute on).
# The signal u_i = 0.5 + 2 sin(3 x_i) + cos(5 x_i), x_i = 2 pi (i-1)/n,
# sampled at t = 0.25 and analysed at 0.75 by a direct sum over a whole
# period: mean 0.5, amplitudes {0, 0, 2, 0, 1, 0}, rms of u - mean
# sqrt(2^2/2 + 1/2) = sqrt(2.5) = 1.58113883008 (each to 1e-9); marks[1000]
# = 2 t = 1 from t = 0.5 (1e-9), marks[999] stays 0.  Both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
"$HYSC" -L "$TOP/tests/library" --emit-c=spectra.c Spectra.Analyser || fail "hysc --emit-c exited $?"
total=$(wc -c < spectra.c)
functions=$(awk '/^\/\* function /{ on = 1 } on { b += length($0) + 1 } on && /^}/{ on = 0 } END { print b + 0 }' spectra.c)
holds "the functions' C: $functions bytes < 400 KB" "$functions > 0 && $functions < 400000"
holds "the whole C: $total bytes < 2 MB" "$total < 2000000"
build_library_model Spectra.Analyser spectra
for s in ida newmark; do
  ./spectra --solver=$s --stop-time=1 --interval=0.25 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: mean" "$(last_value mean $s.csv)" 0.5 1e-9
  close "$s: rms" "$(last_value rms $s.csv)" 1.58113883008 1e-9
  i=0
  for a in 0 0 2 0 1 0; do
    i=$((i + 1))
    close "$s: amplitudes[$i]" "$(last_value "amplitudes[$i]" $s.csv)" $a 1e-9
  done
  close "$s: amplitudes[3] before the analysis, t = 0.5" "$(at 'amplitudes[3]' 0.5 $s.csv)" 0 0
  close "$s: marks[1000]" "$(last_value 'marks[1000]' $s.csv)" 1 1e-9
  close "$s: marks[999]" "$(last_value 'marks[999]' $s.csv)" 0 0
  close "$s: marks[1000] before t = 0.5" "$(at 'marks[1000]' 0.25 $s.csv)" 0 0
done
finish
