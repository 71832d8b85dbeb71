# tests/msl/setup.sh - sourced by the scripts of tests/msl given MSL_DIR as
# $1: msl (its absolute path), top, HYSC and TOP set, a scratch directory
# to work in (removed at exit) with its own cache, and tests/lib.sh read.
[ -d "$1/Modelica/Resources/C-Sources" ] || { echo "usage: $0 MSL_DIR (holding Modelica/)" >&2; exit 2; }
msl=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)
HYSC=${HYSC:-$top/build/hysc}
TOP=$top
export HYSC TOP
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
. "$top/tests/lib.sh"
export XDG_CACHE_HOME="$work/cache"
