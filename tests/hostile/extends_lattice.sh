# A lattice of classes each extending two classes of the next level, the
# last level extending the first again: every search through base classes
# must visit each class once, not every path (2^30 of them), and end with
# the cycle reported.  A nested class beside the inherited ones is looked
# up in all of them (the check that an inherited class of the same name is
# identical), the case that once followed every path.
. "$TOP/tests/lib.sh"
n=30
{
  echo "model Top"
  i=1
  while [ $i -le $n ]; do
    next=$((i % n + 1))
    echo "  model A$i extends A$next; extends B$next; end A$i;"
    echo "  model B$i extends A$next; extends B$next; end B$i;"
    i=$((i + 1))
  done
  echo "  model T extends A1; model Z Real z = 2; end Z; end T;"
  echo "  T t;"
  echo "end Top;"
} > lattice.mo
status_is "cyclic lattice of $n levels" 1 timeout 20 "$HYSC" lattice.mo -o ./lattice
grep -q "error: 'A1' extends itself" status.err && echo "ok   the cycle is reported" ||
  fail "no 'extends itself' message: $(head -3 status.err)"
finish
