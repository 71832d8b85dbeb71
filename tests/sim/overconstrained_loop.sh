# Overdetermined records in connectors (spec 9.4), with the test library
# tests/library/Loops: a loop of a ground (Connections.root), a driven
# joint and a free hinge (each a Connections.branch) closed by connect().
# The connect() cut out of the spanning tree gives the one residue of
# Orientation.equalityConstraint instead of equating phi and w; rooted()
# and isRoot() are known from the tree.  By hand: the loop closes when
# theta = -alpha = -t, so y = -t^2/2; the spring along x has
# h.b.x = 0, h.a.x = t/2: h.b.f = 100 (0 - 0.5 - 1) = -150 at t = 1.
# A graph with no root, and two roots joined by Connections.branch, are
# located errors.  The ground's root is written in an if-equation on a
# parameter (definite, or a potential root of LoopPotential).
. "$TOP/tests/lib.sh"
lib="$TOP/tests/library"

"$HYSC" -L "$lib" --dump-flat Loops.Loop > flat.txt 2> flat.err || fail "dump-flat Loops.Loop exited $?"
residues=$(grep -c '^  Loops.Orientation.equalityConstraint.*(d.b.R.phi, d.b.R.w, h.a.R.phi, h.a.R.w) = 0;' flat.txt)
close "residues of the cut connect(d.b, h.a)" "$residues" 1 0
holds "no equality of the cut orientations" "$(grep -c '^  d.b.R.phi = h.a.R.phi;\|^  d.b.R.w = h.a.R.w;' flat.txt) == 0"
holds "the tree's connect(g.a, d.a) equates the orientations" "$(grep -c '^  g.a.R.phi = d.a.R.phi;' flat.txt) == 1"
holds "the uncut connect(d.b, h.a) equates the positions" "$(grep -c '^  d.b.x = h.a.x;' flat.txt) == 1"
holds "no Connections operator is left" "$(grep -c 'Connections\.' flat.txt) == 0"
grep -q '^  d.b.R.phi = d.a.R.phi + d.alpha;' flat.txt && echo "ok   rooted(d.a.R) is true" || fail "rooted(d.a.R) is not true"
grep -q '^  h.a.R.w = 2 \* h.a.R.phi;' flat.txt && echo "ok   rooted(h.a.R) is false" || fail "rooted(h.a.R) is not false"

# LoopPotential: the ground's root written in an if-equation on a
# parameter, a potential root there: the same tree, the same values
for m in Loop LoopPotential; do
  "$HYSC" -L "$lib" -o ./loop Loops.$m || fail "hysc Loops.$m exited $?"
  for solver in ida newmark; do
    ./loop --solver=$solver --stop-time=1 -o loop.csv > /dev/null 2>&1 || fail "$m ($solver) exited $?"
    close "$m, $solver: y at t=1" "$(last_value y loop.csv)" -0.5 1e-6
    close "$m, $solver: h.theta at t=1" "$(last_value h.theta loop.csv)" -1 1e-9
    close "$m, $solver: h.b.f at t=1" "$(last_value h.b.f loop.csv)" -150 1e-7
    close "$m, $solver: g.root (isRoot)" "$(last_value g.root loop.csv)" 1 0
  done
done

# Chain: Connections.branch in a for-equation; rooted(f[1].R) is true,
# f[3].R no root; phi doubles along the chain from 0.5
"$HYSC" -L "$lib" -o ./chain Loops.Chain || fail "hysc Loops.Chain exited $?"
for solver in ida newmark; do
  ./chain --solver=$solver --stop-time=1 -o chain.csv > /dev/null 2>&1 || fail "Chain ($solver) exited $?"
  close "Chain, $solver: f[3].R.phi" "$(last_value 'f[3].R.phi' chain.csv)" 2 1e-12
  close "Chain, $solver: rooted(f[1].R)" "$(last_value first chain.csv)" 1 0
  close "Chain, $solver: isRoot(f[3].R)" "$(last_value last chain.csv)" 0 0
done

status_is "a graph without a root" 1 "$HYSC" -L "$lib" --check Loops.NoRoot
grep -q "package.mo:42:5: error: the overconstrained connection graph around 'd.b.R' has no root" status.err &&
  echo "ok   located: no root" || fail "no root: $(head -1 status.err)"
status_is "two roots joined by Connections.branch" 1 "$HYSC" -L "$lib" --check Loops.TwoRoots
grep -q "package.mo:112:5: error: 'a.R' and 'b.R' are both roots" status.err &&
  echo "ok   located: two roots" || fail "two roots: $(head -1 status.err)"
finish
