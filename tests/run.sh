#!/bin/sh
# tests/run.sh - the whole test suite, once per build directory given
# (make check passes build and build-san): golden diagnostics for bad models
# (tests/diagnostics), the semantics suite, then simulation, command-line
# and hostile-input tests (tests/sim, tests/hostile), the structure checks
# (tests/structure: no call cycle in runtime/ or the compiler, no compiler
# layer calling up, no function over 80 lines).
# Once per suite, with the first build: the libFuzzer harnesses over their
# seed corpora (when make check built them into build-fuzz/) and three
# models under valgrind (tests/valgrind, when valgrind is installed); a check
# that cannot run is a NOTE, neither passed nor failed.  When MODELICAPATH
# holds the Modelica Standard Library, tests/msl runs its examples too.
# Each test prints PASS or FAIL with its reason; the last line is
# "N passed, N failed" and the exit status is 0 only when nothing failed.
# TESTS='semantics/when_* sim/compare' runs only the tests whose DIR/NAME
# matches one of the shell patterns (make check TESTS=... passes it on).
# A passed test leaves only its log in tests/out; KEEP_OUT=1 keeps its files.
set -u
msl_dir=""           # a Modelica Standard Library on MODELICAPATH: tests/msl
old_ifs=$IFS; IFS=:
for d in ${MODELICAPATH:-}; do
  [ -z "$msl_dir" ] && [ -f "$d/Modelica/package.mo" ] && msl_dir=$d
done
IFS=$old_ifs
unset MODELICAPATH   # the golden messages name the library directories searched
top=$(cd "$(dirname "$0")/.." && pwd)
passed=0
failed=0

result() { # result STATUS NAME [DETAIL-FILE]
  if [ "$1" = 0 ]; then
    passed=$((passed + 1)); echo "PASS $2"
  else
    failed=$((failed + 1)); echo "FAIL $2"
    [ -n "${3:-}" ] && [ -f "$3" ] && sed 's/^/    /' "$3" | head -40
  fi
}

# tidy STATUS DIR: a passed test's working files go (its log stays), so
# that two builds' suites fit a small disk; KEEP_OUT=1 keeps them all.
tidy() {
  [ "$1" = 0 ] && [ -z "${KEEP_OUT:-}" ] && rm -rf "$2"
  return 0
}

wanted() { # wanted DIR/NAME: is it among $TESTS (all when TESTS is empty)?
  [ -z "${TESTS:-}" ] && return 0
  for pattern in $TESTS; do
    # shellcheck disable=SC2254
    case $1 in $pattern) return 0 ;; esac
  done
  return 1
}

[ $# -gt 0 ] || set -- build
for build in "$@"; do
  HYSC="$top/$build/hysc"
  if [ ! -x "$HYSC" ]; then
    echo "tests/run.sh: $HYSC is missing: run make first" >&2
    exit 2
  fi
  export HYSC TOP="$top"
  out="$top/tests/out/$build"
  [ -n "${TESTS:-}" ] || rm -rf "$out"   # a chosen few leave the others' logs
  mkdir -p "$out"

  # Golden diagnostics: FILE.mo must fail with exactly FILE.err on stderr and
  # the exit status in its '// exit: N' line (1 when absent); '// args:' adds options.
  for mo in "$top"/tests/diagnostics/*.mo; do
    name=$(basename "$mo" .mo)
    wanted "diagnostics/$name" || continue
    want=$(sed -n 's,^// exit: *,,p' "$mo" | head -1)
    args=$(sed -n 's,^// args: *,,p' "$mo" | head -1)
    # shellcheck disable=SC2086
    (cd "$top/tests/diagnostics" && "$HYSC" $args -o "$out/$name.exe" "$name.mo") \
      > "$out/$name.stdout" 2> "$out/$name.stderr"
    status=$?
    {
      [ "$status" = "${want:-1}" ] || echo "exit status $status, expected ${want:-1}"
      diff -u "$top/tests/diagnostics/$name.err" "$out/$name.stderr" || true
      [ ! -e "$out/$name.exe" ] || echo "an executable was written despite the errors"
    } > "$out/$name.diff"
    if [ -s "$out/$name.diff" ]; then result 1 "$build diagnostics/$name" "$out/$name.diff"
    else result 0 "$build diagnostics/$name"; fi
  done

  # The semantics suite: small models with expectations derived by hand, each
  # run on both backends by tests/semantics/check.sh.
  for mo in "$top"/tests/semantics/*.mo; do
    name=$(basename "$mo" .mo)
    wanted "semantics/$name" || continue
    rm -rf "${out:?}/semantics-$name" && mkdir -p "$out/semantics-$name"
    (cd "$out/semantics-$name" && sh "$top/tests/semantics/check.sh" "$mo") > "$out/semantics-$name.log" 2>&1
    rc=$?
    result "$rc" "$build semantics/$name" "$out/semantics-$name.log"
    tidy "$rc" "$out/semantics-$name"
  done

  # Simulation and command-line tests: each script exits 0 when all its checks hold.
  # Hostile input (tests/hostile): one script per attack or careless-user case,
  # each asserting the exact exit status and message, run like tests/sim.
  # Structure (tests/structure): the runtime's and the compiler's call and
  # include graphs have no cycle, the compiler's layers call only down, and
  # no function runs past a screen.
  for t in "$top"/tests/sim/*.sh "$top"/tests/hostile/*.sh "$top"/tests/structure/*.sh; do
    [ -f "$t" ] || continue
    dir=$(basename "$(dirname "$t")")
    name=$(basename "$t" .sh)
    wanted "$dir/$name" || continue
    rm -rf "${out:?}/$dir-$name" && mkdir -p "$out/$dir-$name"
    (cd "$out/$dir-$name" && sh "$t") > "$out/$dir-$name.log" 2>&1
    rc=$?
    # 77: what the test needs is not installed (it says what)
    if [ "$rc" = 77 ]; then echo "NOTE $build $dir/$name not run: $(tail -1 "$out/$dir-$name.log")"
    else result "$rc" "$build $dir/$name" "$out/$dir-$name.log"; fi
    tidy "$rc" "$out/$dir-$name"
  done
done

out="$top/tests/out/once"
[ -n "${TESTS:-}" ] || rm -rf "$out"
mkdir -p "$out"
export HYSC="$top/$1/hysc" TOP="$top"
if ! wanted fuzz/seeds; then :
elif [ -x "$top/build-fuzz/fuzz_frontend" ] && [ -x "$top/build-fuzz/fuzz_runtime" ]; then
  sh "$top/tests/fuzz/run.sh" "$top/build-fuzz" 0 > "$out/fuzz-seeds.log" 2>&1
  result $? "fuzz/seeds (fuzz_frontend, fuzz_runtime over their seed corpora)" "$out/fuzz-seeds.log"
else
  echo "NOTE fuzz/seeds not run: build-fuzz/ has no harnesses (make check builds them when clang has libFuzzer)"
fi
for t in "$top"/tests/valgrind/*.sh; do
  name=$(basename "$t" .sh)
  wanted "valgrind/$name" || continue
  rm -rf "${out:?}/valgrind-$name" && mkdir -p "$out/valgrind-$name"
  (cd "$out/valgrind-$name" && sh "$t") > "$out/valgrind-$name.log" 2>&1
  rc=$?
  if [ "$rc" = 77 ]; then echo "NOTE valgrind/$name not run: $(tail -1 "$out/valgrind-$name.log")"
  else result "$rc" "valgrind/$name" "$out/valgrind-$name.log"; fi
done
if ! wanted msl/examples; then :
elif [ -n "$msl_dir" ]; then
  HYSC="$HYSC" sh "$top/tests/msl/check.sh" "$msl_dir" > "$out/msl-examples.log" 2>&1
  result $? "msl/examples (every example of $msl_dir reads; table in tests/out/once/msl-examples.log)" "$out/msl-examples.log"
else
  echo "NOTE msl/examples not run: no Modelica Standard Library on MODELICAPATH"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
