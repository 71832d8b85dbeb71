# hysc --fmu: every shipped model (models/*.mo) as a co-simulation FMU of
# FMI 2.0 and of FMI 3.0, run
# by the project's importer to the model's stop time on both backends with
# a communication step h = stop time / 100, against the executable run with
# --interval=h and --no-partition (the FMU runs a model whole; the
# executable lands on its output times as the FMU on its communication
# points, and an index-2 model's values there are projected, so this is the
# same run): the states at the stop time agree to 1e-9 (relative).  Newmark
# runs at a tolerance of 1e-9 there: its steps end on the communication
# points t + h, an ulp off the executable's k h now and then, which at the
# default tolerance moves a chain of springs by 3e-6.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
for version in 2 3; do
for mo in "$TOP"/models/*.mo; do
  name=$(basename "$mo" .mo)
  "$HYSC" --fmu=cs --fmi-version=$version -o "$name.fmu" "$mo" 2> /dev/null && unpack "$name.fmu" "$name" \
    || { fail "$name, FMI $version: hysc --fmu exited $?"; continue; }
  [ -x "./$name.exe" ] || build "$mo" -o "./$name.exe" 2> /dev/null
  stop=$(sed -n 's/.*<DefaultExperiment[^>]* stopTime="\([^"]*\)".*/\1/p' "$name/modelDescription.xml")
  stop=${stop:-1}
  h=$(awk -v s="$stop" 'BEGIN { printf "%.17g", s / 100 }')
  # the states: the variables the derivatives name (FMI 2.0: derivative="k",
  # the k-th ScalarVariable; FMI 3.0: the value reference k), not every name
  # written der(...) (a dummy derivative of index reduction is an algebraic
  # variable)
  states=$(awk -v v=$version '/<ScalarVariable |<Float64 / {
                  n++; match($0, /name="[^"]*"/); key = n
                  if (v == 3) { match($0, /valueReference="[0-9]+"/); key = substr($0, RSTART + 16, RLENGTH - 17) + 0; match($0, /name="[^"]*"/) }
                  name[key] = substr($0, RSTART + 6, RLENGTH - 7) }
                /derivative="/ { match($0, /derivative="[0-9]+"/); print name[substr($0, RSTART + 12, RLENGTH - 13) + 0] }' \
             "$name/modelDescription.xml" | tr '\n' ' ')
  for solver in ida newmark; do
    n=0 tol=1e-9 rtol=; [ $solver = newmark ] && n=1 rtol=1e-9
    ./importer "$name" cs "$stop" "$h" ${rtol:+tolerance=$rtol} hysc_solver=$n -- $states > fmu.csv 2> fmu.err \
      || { fail "$name, FMI $version, $solver: importer exited $?: $(grep -v '^\[' fmu.err | head -3)"; continue; }
    "./$name.exe" --solver=$solver ${rtol:+--rtol=$rtol} --no-partition --stop-time="$stop" --interval="$h" -o exe.csv 2> /dev/null \
      || { fail "$name, $solver: executable exited $?"; continue; }
    worst=0 k=1
    for s in $states; do
      k=$((k + 1))
      a=$(tail -n 1 fmu.csv | cut -d, -f$k)
      e=$(last_value "$s" exe.csv)
      worst=$(awk -v a="$a" -v e="$e" -v w="$worst" 'BEGIN { d = a - e; if (d < 0) d = -d; d /= (1 + (e < 0 ? -e : e)); print (d > w ? d : w) }')
    done
    holds "$name, FMI $version, $solver: $(echo $states | wc -w) states at t=$stop as the executable's (worst relative difference $worst)" "$worst <= $tol"
  done
done
done
finish
