# The rules of the language hold whichever route brought a class in: each
# illegal model below, compiled as a file, by its full name from a library
# on disk (hysc -L DIR Checks.Name) and used from a file (Checks.Name m;),
# is rejected with exit 1 and the same message at the same line and column.
. "$TOP/tests/lib.sh"
unset MODELICAPATH

# NAME|LINES... (the lines of the model's body, '|' between them)
cat > cases.txt <<'CASES'
BuiltinName|  Real Boolean = 3.0;
EnumNumber|  type E = enumeration(a, b);|  E e = E.a;|  Boolean c = e < 1;
ReplaceableBase|  replaceable model Base|    Real x = 1;|  end Base;|  extends Base;
ProtectedRead|  model A|  protected|    Real p = 1;|  end A;|  A a;|  Real y = a.p;
RecordOfModel|  model Base|    Real x = 1;|  end Base;|  record R|    extends Base;|  end R;|  R r;
PackageVariable|  package Q|    Real v = 1;|  end Q;|  Real y = 2;
FinalAttribute|  type L = Real(final unit = "m");|  L x(unit = "s") = 1;
NamedLikeType|  type T = Real;|  model Inner|    T T = 1;|  end Inner;|  Inner i;
WhenIfNoElse|  Real x(start = 0, fixed = true);|  discrete Real y(start = 0, fixed = true);|equation|  der(x) = 1;|  when x > 0.5 then|    if x > 2 then|      y = 1;|    end if;|  end when;
CASES

# first_error FILE: the first error line without the file name
first_error() { grep -m1 ': error: ' "$1" | sed 's/^[^:]*\.mo://'; }

while IFS='|' read -r name body; do
  # each case in a library of its own: a library is read whole
  mkdir -p "$name/Checks"
  printf 'package Checks\nend Checks;\n' > "$name/Checks/package.mo"
  { echo "model $name"; echo "$body" | tr '|' '\n'; echo "end $name;"; } > "$name.mo"
  { echo "within Checks; model $name"; echo "$body" | tr '|' '\n'; echo "end $name;"; } > "$name/Checks/$name.mo"
  printf 'model Uses%s\n  Checks.%s m;\nend Uses%s;\n' "$name" "$name" "$name" > "Uses$name.mo"
  status_is "$name as a file" 1 "$HYSC" -o ./exe "$name.mo"
  flat=$(first_error status.err)
  status_is "$name by name" 1 "$HYSC" -L "$name" -o ./exe "Checks.$name"
  byname=$(first_error status.err)
  grep -q "^$name/Checks/$name.mo:" status.err || fail "$name by name: the message names another file: $(cat status.err)"
  status_is "$name used from a file" 1 "$HYSC" -L "$name" -o ./exe "Uses$name.mo"
  used=$(first_error status.err)
  if [ -n "$flat" ] && [ "$flat" = "$byname" ] && [ "$flat" = "$used" ]; then
    echo "ok   $name: one message on the three routes: $flat"
  else
    fail "$name: the messages differ: file '$flat', by name '$byname', used '$used'"
  fi
done < cases.txt

# a legal class of a library still compiles and runs by name
mkdir -p good/Checks
printf 'package Checks\nend Checks;\n' > good/Checks/package.mo
printf 'within Checks;\nmodel Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n' > good/Checks/Decay.mo
"$HYSC" -L good -o ./decay Checks.Decay || fail "hysc -L good Checks.Decay exited $?"
./decay --stop-time=1 -o decay.csv || fail "decay exited $?"
close "Checks.Decay: x(1) = exp(-1)" "$(last_value x decay.csv)" 0.3678794 1e-5
finish
