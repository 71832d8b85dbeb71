# hysc --fmu: the connectors of the exported block itself are its inputs
# and outputs (tests/fmi/Interface.mo): u of `connector RealIn = input
# Real` is an input and y of RealOut an output; of the bus connector, its
# input a, the fields of its input record g and its output b; a protected
# connector and the connectors of the block's components stay local.  The
# importer drives the inputs from tables (FMI 2.0 and 3.0; co-simulation
# with IDA and Newmark, model exchange), and the outputs follow the exact
# y = integral of u, b = g.p*a + g.q*y to 1e-8.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
causality() { grep -o "name=\"$1\" valueReference=\"[0-9]*\"[^>]* causality=\"[a-z]*\"" "$2" | sed 's/.*causality="//; s/"$//'; }
# t y b: y = t until 1, then 1 - 2 (t - 1); b = 2*3 + q*y, q = 1 until 1.5, then 4
exact='0 0 6
0.25 0.25 6.25
0.75 0.75 6.75
1.25 0.5 6.5
1.75 -0.5 4
2 -1 2'
for version in 2 3; do
  "$HYSC" --fmu --fmi-version=$version -o I$version.fmu "$TOP/tests/fmi/Interface.mo" && unpack I$version.fmu i$version \
    || { fail "FMI $version: hysc --fmu exited $?"; continue; }
  md=i$version/modelDescription.xml
  for v in u:input y:output bus.a:input bus.g.p:input bus.g.q:input bus.b:output integ.u:local integ.y:local \
           spare.a:local spare.b:local; do
    got=$(causality "${v%%:*}" $md)
    [ "$got" = "${v#*:}" ] && echo "ok   FMI $version: ${v%%:*} is $got" || fail "FMI $version: ${v%%:*} is '$got', not ${v#*:}"
  done
  for v in y bus.b; do
    r=$(grep -o "name=\"$v\" valueReference=\"[0-9]*\"" $md | sed 's/.*valueReference="//; s/"//')
    if [ $version = 2 ]; then
      sed -n '/<Outputs>/,/<\/Outputs>/p' $md | grep -q "index=\"$((r + 1))\"" && echo "ok   FMI 2: $v in Outputs" \
        || fail "FMI 2: $v is not in ModelStructure/Outputs"
    else
      grep -q "<Output valueReference=\"$r\"/>" $md && echo "ok   FMI 3: $v is an Output" \
        || fail "FMI 3: $v is not an Output of ModelStructure"
    fi
  done
  for run in cs:0 cs:1 me:0; do
    kind=${run%:*} solver=${run#*:}
    ./importer i$version $kind 2 0.25 hysc_solver=$solver bus.g.p=2 'u@0=1,1=-2' 'bus.a@0=3' 'bus.g.q@0=1,1.5=4' \
      -- y bus.b > out.csv 2> out.err || { fail "FMI $version $kind $solver: importer exited $?: $(cat out.err)"; continue; }
    echo "$exact" | while read t y b; do
      close "FMI $version, $kind, solver $solver: y at $t" "$(at y $t out.csv)" $y 1e-8
      close "FMI $version, $kind, solver $solver: bus.b at $t" "$(at bus.b $t out.csv)" $b 1e-8
    done > checks.txt
    cat checks.txt
    checks_failed=$((checks_failed + $(grep -c '^FAILED' checks.txt)))
  done
done
finish
