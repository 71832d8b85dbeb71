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
  shipped_fmu cs $version "$mo" || continue
  stop=$(fmu_stop "$name")
  h=$(awk -v s="$stop" 'BEGIN { printf "%.17g", s / 100 }')
  states=$(fmu_states "$name" $version)
  for solver in ida newmark; do
    n=0 tol=1e-9 rtol=; [ $solver = newmark ] && n=1 rtol=1e-9
    ./importer "$name" cs "$stop" "$h" ${rtol:+tolerance=$rtol} hysc_solver=$n -- $states > fmu.csv 2> fmu.err \
      || { fail "$name, FMI $version, $solver: importer exited $?: $(grep -v '^\[' fmu.err | head -3)"; continue; }
    "./$name.exe" --solver=$solver ${rtol:+--rtol=$rtol} --no-partition --stop-time="$stop" --interval="$h" -o exe.csv 2> /dev/null \
      || { fail "$name, $solver: executable exited $?"; continue; }
    worst=$(worst_state fmu.csv exe.csv $states)
    holds "$name, FMI $version, $solver: $(echo $states | wc -w) states at t=$stop as the executable's (worst relative difference $worst)" "$worst <= $tol"
  done
done
done
finish
