# hysc --fmu: the FMU's sources/ build its binary.  The rolling ball as an
# FMI 3.0 FMU (the files and libraries of sources/buildDescription.xml) and
# an FMI 2.0 FMU (the SourceFiles of modelDescription.xml, the libraries
# configured for hysc): every listed file is in the archive, the files
# compile as they are (no include path but the system's KLU headers) into a
# shared object that replaces the shipped one, and the importer's results
# with it, co-simulation and model exchange, are the shipped binary's,
# digit for digit.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
command -v xmllint > /dev/null || { fail "xmllint is missing (apt-get install libxml2-utils)"; finish; }
names() { xmllint --xpath "$2" "$1" 2> /dev/null | grep -o '"[^"]*"' | tr -d '"'; }
klu=$(sed -n 's/^KLU_CFLAGS = //p' "$TOP/config.mk")

for version in 3 2; do
  "$HYSC" --fmu --fmi-version=$version -o rb.fmu "$TOP/models/RollingBall.mo" && unpack rb.fmu shipped \
    || { fail "FMI $version: hysc --fmu exited $?"; continue; }
  if [ $version = 3 ]; then
    xmllint --noout shipped/sources/buildDescription.xml || { fail "FMI 3: buildDescription.xml is not well-formed"; continue; }
    files=$(names shipped/sources/buildDescription.xml '//SourceFile/@name')
    libs=$(names shipped/sources/buildDescription.xml '//Library/@name' | sed 's/^/-l/')
  else
    files=$(names shipped/modelDescription.xml '//ModelExchange/SourceFiles/File/@name')
    [ "$files" = "$(names shipped/modelDescription.xml '//CoSimulation/SourceFiles/File/@name')" ] \
      || fail "FMI 2: the interfaces list different source files"
    libs=$(sed -n 's/^SUNDIALS_LIBS = //p; s/^LIBS = //p' "$TOP/config.mk")
  fi
  missing=$(for f in $files; do [ -f "shipped/sources/$f" ] || echo "$f"; done)
  holds "FMI $version: $(echo $files | wc -w) source files listed, each in the archive${missing:+ (missing: $missing)}" \
    "$(echo $files | wc -w) > 40 && \"$missing\" == \"\""
  printf '%s\n' $files | grep -qx model.c && ! printf '%s\n' $files | grep -q 'main\.c$' \
    && echo "ok   FMI $version: the model's C listed, no main()" || fail "FMI $version: model.c missing or main.c listed"
  bin=binaries/linux64/RollingBall.so; [ $version = 3 ] && bin=binaries/$(uname -m)-linux/RollingBall.so
  rm -rf rebuilt && cp -r shipped rebuilt
  (cd rebuilt/sources && ${CC:-cc} -std=c11 -O1 -fPIC -shared -Wl,-Bsymbolic $san $klu -o ../$bin $files $libs) \
    > build.err 2>&1 || { fail "FMI $version: sources/ does not compile: $(head -5 build.err)"; continue; }
  cmp -s rebuilt/$bin shipped/$bin \
    && fail "FMI $version: the rebuilt binary is the shipped one" || echo "ok   FMI $version: sources/ compiled into a new binary"
  for kind in cs me; do
    ./importer shipped $kind 6 0.05 -- x y vx vy > shipped.csv 2> /dev/null || { fail "FMI $version, $kind: the shipped binary's run failed"; continue; }
    ./importer rebuilt $kind 6 0.05 -- x y vx vy > rebuilt.csv 2> rebuilt.err \
      || { fail "FMI $version, $kind: the rebuilt binary's run failed: $(grep -v logEvents rebuilt.err | head -3)"; continue; }
    cmp -s shipped.csv rebuilt.csv && echo "ok   FMI $version, $kind: $(($(wc -l < rebuilt.csv) - 1)) rows of the rebuilt binary equal the shipped one's" \
      || fail "FMI $version, $kind: the rebuilt binary's results differ: $(diff shipped.csv rebuilt.csv | head -4)"
  done
done
finish
