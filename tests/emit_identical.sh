#!/bin/sh
# tests/emit_identical.sh REF NEW - whether two compilers write the same C:
# every model of models/, tests/models/, tests/semantics/ and
# tests/diagnostics/ is compiled by both with --emit-c=- (a file of a
# directory package also by its qualified name, with -L at the package's
# parent), and their generated C, messages and exit status must be
# byte-identical, for models that fail as for the rest.
# REF and NEW are each a hysc executable or a git commit of this tree, built
# from `git archive` in a scratch directory.  A move of code that is to
# change nothing is checked with it:
#   sh tests/emit_identical.sh main build/hysc
# It is not part of make check: what it compares against (a commit before a
# change) is the caller's choice, and a build of it takes minutes.
# HYSC_FLAGS (e.g. --no-loops) is passed to both.  Prints each model that
# differs and "N models compared, N identical"; exits 1 when one differs.
set -u
[ $# = 2 ] || { echo "usage: sh tests/emit_identical.sh REF_HYSC|COMMIT NEW_HYSC|COMMIT" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/emit_identical.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
unset MODELICAPATH

# a compiler: the executable given, or one built from a commit
compiler() {
  if [ -f "$1" ] && [ -x "$1" ]; then
    (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")")
    return
  fi
  src="$scratch/build-$2"
  mkdir -p "$src"
  git -C "$top" archive "$1" | tar -x -C "$src" || { echo "not an executable nor a commit: $1" >&2; exit 2; }
  (cd "$src" && autoconf && ./configure && make -j2 build/hysc) > "$scratch/build-$2.log" 2>&1 ||
    { cat "$scratch/build-$2.log" >&2; echo "building $1 failed" >&2; exit 2; }
  echo "$src/build/hysc"
}
ref=$(compiler "$1" ref) || exit 2
new=$(compiler "$2" new) || exit 2

# the models, as "file" or "file -L dir Qualified.Name"
models() {
  cd "$top" && find models tests/models tests/semantics tests/diagnostics -name '*.mo' | sort | while read -r f; do
    echo "$f"
    dir=$(dirname "$f") name=$(basename "$f" .mo)
    [ "$name" = package ] && continue
    while [ -f "$dir/package.mo" ]; do
      name="$(basename "$dir").$name"
      dir=$(dirname "$dir")
    done
    [ "$dir" = "$(dirname "$f")" ] || echo "$f -L $dir $name"
  done
}

compared=0
identical=0
models > "$scratch/models"
while read -r f rest; do
  compared=$((compared + 1))
  for which in ref new; do
    [ $which = ref ] && hysc=$ref || hysc=$new
    if [ -n "$rest" ]; then set -- $rest; else set -- "$f"; fi
    # shellcheck disable=SC2086
    (cd "$top" && "$hysc" ${HYSC_FLAGS:-} --emit-c=- "$@" > "$scratch/$which.c" 2> "$scratch/$which.err"
     echo "exit $?" >> "$scratch/$which.err")
  done
  if cmp -s "$scratch/ref.c" "$scratch/new.c" && cmp -s "$scratch/ref.err" "$scratch/new.err"; then
    identical=$((identical + 1))
  else
    echo "differs: $f $rest"
  fi
done < "$scratch/models"
echo "$compared models compared, $identical identical"
[ "$compared" = "$identical" ]
