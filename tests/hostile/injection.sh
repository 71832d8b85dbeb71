# Model text cannot reach the generated C as code: every name (quoted
# identifiers), description, unit and assert message below holds */, /*, ",
# \, newlines, ??/ and %n, each trying to call puts.  The model must compile
# without a single diagnostic of the C compiler, also under -std=c11 (where
# ??/ is a trigraph for a backslash) with -Wall -Wextra -Werror, and the
# executable must print nothing but its results.
#   der(x) = -p x, x(0) = 1, p = 2:  x(1) = exp(-2) = 0.135335283
#   y = 3 x;  the when-clause y < 1.5 fires once (x = 0.5): k(1) = 1
#   algorithm: a = y - 1 = 3 exp(-2) - 1 = -0.593994151
. "$TOP/tests/lib.sh"
cat > Inject.mo <<'EOF'
model Inject "model */ int puts(const char *); int i0 = puts(\"INJECTED0\"); /* \" \\ ??/ %n
second line */ int i9 = puts(\"INJECTED9\"); //"
  parameter Real 'p*/ int puts(const char *); int i1 = puts("INJECTED1"); /*' = 2
    "rate */ int i2 = puts(\"INJECTED2\"); /* \" \\ ??/ %n%n%n
*/ int i3 = puts(\"INJECTED3\"); /*";
  Real 'x*/ int puts(const char *); int i4 = puts("INJECTED4"); /*'(start = 1, fixed = true) "x ??/
*/ int i5 = puts(\"INJECTED5\"); //" + " \\";
  Real 'y\'??/"%n/*\'*'(unit = "m*/ int i6 = puts(\"INJECTED6\"); /*??/ %n");
  discrete Real 'k*/ /*'(start = 0);
  Real 'a??/';
equation
  der('x*/ int puts(const char *); int i4 = puts("INJECTED4"); /*') =
    -'p*/ int puts(const char *); int i1 = puts("INJECTED1"); /*' * 'x*/ int puts(const char *); int i4 = puts("INJECTED4"); /*';
  'y\'??/"%n/*\'*' = 3 * 'x*/ int puts(const char *); int i4 = puts("INJECTED4"); /*';
  assert('x*/ int puts(const char *); int i4 = puts("INJECTED4"); /*' > 0, "message */ int i7 = puts(\"INJECTED7\"); /* \" \\ ??/ %n
*/ int i8 = puts(\"INJECTED8\"); /*");
  when 'y\'??/"%n/*\'*' < 1.5 then
    'k*/ /*' = pre('k*/ /*') + 1;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.25));
algorithm
  'a??/' := 'y\'??/"%n/*\'*' - 1;
end Inject;
EOF
# the model's own name, in a second file: the model name, a comment
# (*\ followed by a newline and /), and a string that breaks its line
cat > Named.mo <<'EOF'
model 'N*/ int puts(const char *); int j = puts("INJECTED10"); /*%n??/"\'' "*
/ int j2 = puts(\"INJECTED11\"); /*"
  Real 'z*'(start = 1, fixed = true) "*
/ int j3 = puts(\"INJECTED12\"); /*";
equation
  der('z*') = 1;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end 'N*/ int puts(const char *); int j = puts("INJECTED10"); /*%n??/"\'';
EOF

# quiet MODEL EXE CSV: hysc and the executable both succeed and print nothing
# (the unit check, which warns of the unit that is no unit, is off: below)
quiet() {
  rm -f "$2" "$3"
  HYSC_CFLAGS=$flags "$HYSC" --check-units=off -o "./$2" "$1" > hysc.out 2> hysc.err
  [ $? = 0 ] && echo "ok   $label: $1 compiles" || fail "$label: hysc $1 exited nonzero"
  [ -s hysc.out ] || [ -s hysc.err ] && { fail "$label: hysc $1 printed something"; cat hysc.out hysc.err; }
  "./$2" -o "$3" > run.out 2> run.err || fail "$label: ./$2 exited $?"
  [ -s run.out ] || [ -s run.err ] && { fail "$label: ./$2 printed something"; head -5 run.out run.err; }
}

for flags in "" "-std=c11 -Wall -Wextra -Werror"; do
  label="HYSC_CFLAGS='$flags'"
  quiet Inject.mo inject out.csv
  close "$label: x(1)" "$(awk -F, 'END { print $2 }' out.csv)" 0.135335283 1e-5
  close "$label: k(1)" "$(awk -F, 'END { print $(NF - 1) }' out.csv)" 1 0
  close "$label: a(1)" "$(awk -F, 'END { print $NF }' out.csv)" -0.593994151 3e-5
  quiet Named.mo named named.csv
  close "$label: z(1)" "$(awk -F, 'END { print $2 }' named.csv)" 2 1e-6
done
# With the unit check, the one message is the warning of that unit string
"$HYSC" -o ./inject_units Inject.mo > units.out 2> units.err || fail "hysc Inject.mo with the unit check exited $?"
[ "$(grep -c ': warning: ' units.err)" = 1 ] && [ "$(grep -c ': error: ' units.err)" = 0 ] &&
  grep -q '^Inject.mo:8:8: warning: the unit "m\*/ int i6' units.err && echo "ok   the unit check warns once" ||
  { fail "the unit check printed more or less than its warning"; cat units.err; }
# The same texts in --dump-graph stay inside their DOT strings: every label
# line has an even number of unescaped quotes.
"$HYSC" --dump-graph Inject.mo > graph.dot || fail "--dump-graph exited $?"
awk '{ s = $0; gsub(/\\\\/, "", s); gsub(/\\"/, "", s); n = gsub(/"/, "", s); if (n % 2) bad++ }
     END { exit bad > 0 }' graph.dot && echo "ok   DOT strings closed" || fail "a DOT string is broken"
finish
