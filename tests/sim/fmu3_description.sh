# hysc --fmu --fmi-version=3: modelDescription.xml of every shipped model
# and the tests' FMU models, checked with xmllint (libxml2-utils) for
# well-formedness and against the rules of FMI 3.0 that the file alone
# decides: value references unique, every derivative="r" names a
# continuous Float64 by its value reference and the derivatives are
# exactly ModelStructure's ContinuousStateDerivative elements, every
# output is an Output there, every EventIndicator a continuous Float64 (as
# many as the model's relations, --check), one independent variable
# without initial, start values exactly where initial="exact", and the
# model identifier's binary in the archive under the platform tuple
# (binaries/x86_64-linux); --fmi-version takes 2 or 3.
. "$TOP/tests/lib.sh"
unpack() { rm -rf "$2" && mkdir "$2" && python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"; }
command -v xmllint > /dev/null || { fail "xmllint is missing (apt-get install libxml2-utils)"; finish; }
x() { xmllint --xpath "$1" md.xml 2> /dev/null; }
values() { grep -o '"[^"]*"' | tr -d '"'; }
var() { echo "//ModelVariables/*[@valueReference=\"$1\"]"; }

for mo in "$TOP"/models/*.mo "$TOP"/tests/fmi/*.mo; do
  name=$(basename "$mo" .mo)
  "$HYSC" --fmu --fmi-version=3 -o "$name.fmu" "$mo" > /dev/null 2> "$name.err" || { fail "$name: hysc --fmu exited $?"; continue; }
  unpack "$name.fmu" d || { fail "$name: not a zip"; continue; }
  cp d/modelDescription.xml md.xml
  xmllint --noout md.xml 2> lint.err || { fail "$name: not well-formed: $(cat lint.err)"; continue; }
  problems=""
  [ "$(x 'string(/fmiModelDescription/@fmiVersion)')" = 3.0 ] || problems="$problems; fmiVersion is not 3.0"
  [ "$(x 'count(//ScalarVariable)')" = 0 ] || problems="$problems; FMI 2.0's ScalarVariable elements"
  n=$(x 'count(//ModelVariables/*)')
  refs=$(x '//ModelVariables/*/@valueReference' | values | sort -n | uniq -d)
  [ -z "$refs" ] || problems="$problems; value references used twice: $refs"
  id=$(x 'string(//CoSimulation/@modelIdentifier)')
  [ -f "d/binaries/$(uname -m)-linux/$id.so" ] || problems="$problems; no binaries/$(uname -m)-linux/$id.so"
  # each derivative names a continuous Float64 state; the derivatives are
  # the ContinuousStateDerivative elements, in the same order
  x '//ModelVariables/*[@derivative]/@valueReference' | values > der.list
  for r in $(x '//ModelVariables/*[@derivative]/@derivative' | values); do
    [ "$(x "name($(var $r))")" = Float64 ] && [ "$(x "string($(var $r)/@variability)")" = continuous ] ||
      problems="$problems; a derivative of value reference $r, no continuous Float64"
  done
  x '//ContinuousStateDerivative/@valueReference' | values > structure.list
  cmp -s der.list structure.list || problems="$problems; ContinuousStateDerivative lists $(tr '\n' ' ' < structure.list)but the derivatives are $(tr '\n' ' ' < der.list)"
  for r in $(x '//ModelVariables/*[@causality="output"]/@valueReference' | values); do
    [ "$(x "count(//ModelStructure/Output[@valueReference=\"$r\"])")" = 1 ] || problems="$problems; output $r not in ModelStructure"
  done
  [ "$(x 'count(//ModelStructure/Output)')" = "$(x 'count(//ModelVariables/*[@causality="output"])')" ] \
    || problems="$problems; an Output that is no output"
  for r in $(x '//EventIndicator/@valueReference' | values); do
    [ "$(x "name($(var $r))")" = Float64 ] && [ "$(x "string($(var $r)/@variability)")" = continuous ] ||
      problems="$problems; event indicator $r is no continuous Float64"
  done
  for r in $(x '//InitialUnknown/@valueReference' | values); do
    [ "$(x "count($(var $r))")" = 1 ] || problems="$problems; initial unknown $r is no variable"
  done
  [ "$(x 'count(//ModelVariables/*[@causality="independent"])')$(x 'count(//ModelVariables/*[@causality="independent"][@initial or @start])')" = 10 ] \
    || problems="$problems; not one independent variable without initial and start"
  missing=$(x 'count(//ModelVariables/*[@initial="exact"][not(@start)])')
  extra=$(x 'count(//ModelVariables/*[@initial="calculated"][@start])')
  [ "$missing$extra" = 00 ] || problems="$problems; $missing exact without start, $extra calculated with start"
  relations=$("$HYSC" --check "$mo" 2> /dev/null | sed -n 's/.* \([0-9]*\) relations\{0,1\}:.*/\1/p')
  indicators=$(x 'count(//ModelStructure/EventIndicator)')
  [ "$indicators" -ge "${relations:-0}" ] 2> /dev/null || problems="$problems; $indicators event indicators for $relations relations"
  [ -z "$problems" ] && echo "ok   $name: $n variables, $(wc -l < der.list) derivatives, $indicators event indicators, the rules hold" \
    || fail "$name${problems}"
done
status_is "--fmi-version=4 is a usage error" 2 "$HYSC" --fmu --fmi-version=4 "$TOP/models/BouncingBall.mo"
grep -q "fmi-version is 2 (FMI 2.0, the default) or 3" status.err && echo "ok   the message names the versions" \
  || fail "--fmi-version=4: $(cat status.err)"
"$HYSC" --fmu=cs --fmi-version 3 -o cs.fmu "$TOP/models/BouncingBall.mo" && unpack cs.fmu cs && cp cs/modelDescription.xml md.xml
[ "$(x 'count(//ModelExchange)')$(x 'count(//CoSimulation)')" = 01 ] && echo "ok   --fmu=cs --fmi-version 3: co-simulation only" \
  || fail "--fmu=cs: $(x 'count(//ModelExchange)') ModelExchange, $(x 'count(//CoSimulation)') CoSimulation elements"
finish
