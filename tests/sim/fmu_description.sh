# hysc --fmu: modelDescription.xml of every shipped model and the tests'
# FMU models, checked with xmllint (libxml2-utils) for well-formedness and
# against the rules of FMI 2.0 that the file alone decides: value
# references unique, every derivative="k" names a continuous Real
# variable and is listed in ModelStructure/Derivatives (and only those
# are), every output is in ModelStructure/Outputs, InitialUnknowns in
# ascending order, start values exactly where initial="exact" (parameters,
# fixed states), the model identifier's binary in the archive, and
# numberOfEventIndicators equal to the model's relations (--check).
. "$TOP/tests/lib.sh"
unpack() { rm -rf "$2" && mkdir "$2" && python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"; }
command -v xmllint > /dev/null || { fail "xmllint is missing (apt-get install libxml2-utils)"; finish; }
x() { xmllint --xpath "$1" md.xml 2> /dev/null; }
values() { grep -o '"[^"]*"' | tr -d '"'; }

for mo in "$TOP"/models/*.mo "$TOP"/tests/fmi/*.mo; do
  name=$(basename "$mo" .mo)
  "$HYSC" --fmu -o "$name.fmu" "$mo" > /dev/null 2> "$name.err" || { fail "$name: hysc --fmu exited $?"; continue; }
  unpack "$name.fmu" d || { fail "$name: not a zip"; continue; }
  cp d/modelDescription.xml md.xml
  xmllint --noout md.xml 2> lint.err && ok=1 || { fail "$name: not well-formed: $(cat lint.err)"; continue; }
  problems=""
  n=$(x 'count(//ScalarVariable)')
  refs=$(x '//ScalarVariable/@valueReference' | values | sort -n | uniq -d)
  [ -z "$refs" ] || problems="$problems; value references used twice: $refs"
  id=$(x 'string(//CoSimulation/@modelIdentifier)')
  [ -f "d/binaries/linux64/$id.so" ] || problems="$problems; no binaries/linux64/$id.so"
  # derivatives: each derivative="k" points at a continuous Real, and the
  # Derivatives list is exactly the variables that have the attribute
  i=0
  : > der.list
  while [ $i -lt $n ]; do
    i=$((i + 1))
    k=$(x "string(//ModelVariables/ScalarVariable[$i]/Real/@derivative)")
    [ -n "$k" ] || continue
    echo $i >> der.list
    [ "$(x "string(//ModelVariables/ScalarVariable[$k]/@variability)")" = continuous ] &&
      [ "$(x "count(//ModelVariables/ScalarVariable[$k]/Real)")" = 1 ] ||
      problems="$problems; variable $i is the derivative of $k, no continuous Real"
  done
  x '//Derivatives/Unknown/@index' | values > structure.list
  cmp -s der.list structure.list || problems="$problems; Derivatives lists $(tr '\n' ' ' < structure.list)but the derivatives are $(tr '\n' ' ' < der.list)"
  outputs=$(x 'count(//ScalarVariable[@causality="output"])')
  listed=$(x 'count(//Outputs/Unknown)')
  [ "$outputs" = "$listed" ] || problems="$problems; $outputs outputs, $listed in Outputs"
  x '//InitialUnknowns/Unknown/@index' | values > initial.list
  sort -n -c initial.list 2> /dev/null || problems="$problems; InitialUnknowns not ascending"
  missing=$(x 'count(//ScalarVariable[@initial="exact"][not(*/@start)])')
  extra=$(x 'count(//ScalarVariable[@initial="calculated"][*/@start])')
  [ "$missing$extra" = 00 ] || problems="$problems; $missing exact without start, $extra calculated with start"
  relations=$("$HYSC" --check "$mo" 2> /dev/null | sed -n 's/.* \([0-9]*\) relations\{0,1\}:.*/\1/p')
  indicators=$(x 'string(/fmiModelDescription/@numberOfEventIndicators)')
  [ "$indicators" -ge "${relations:-0}" ] 2> /dev/null || problems="$problems; $indicators event indicators for $relations relations"
  [ -z "$problems" ] && echo "ok   $name: $n variables, $(wc -l < der.list) derivatives, the rules hold" \
    || fail "$name${problems}"
done
# the options: what --fmu and --fmi-version accept
status_is "--fmu=xx is a usage error" 2 "$HYSC" --fmu=xx "$TOP/models/BouncingBall.mo"
status_is "--fmi-version=1 is a usage error (FMI 2.0 and 3.0 only)" 2 "$HYSC" --fmu --fmi-version=1 "$TOP/models/BouncingBall.mo"
status_is "--fmu with --run is a usage error" 2 "$HYSC" --fmu --run "$TOP/models/BouncingBall.mo"
"$HYSC" --fmu=me -o me.fmu "$TOP/models/BouncingBall.mo" && unpack me.fmu me && cp me/modelDescription.xml md.xml
[ "$(x 'count(//ModelExchange)')$(x 'count(//CoSimulation)')" = 10 ] && echo "ok   --fmu=me: model exchange only" \
  || fail "--fmu=me: $(x 'count(//ModelExchange)') ModelExchange, $(x 'count(//CoSimulation)') CoSimulation elements"
finish
