# The residual and the asserts compute only the computed variables they
# read (hysc_compute_residual, hysc_compute_asserts; src/codegen/
# codegen_reads.c), reading a copy v = x or v = -x as x: the residual runs
# at every Newton iteration, and a line built of components has many
# computed variables that only output rows read.  tests/models/LadderLine.mo:
# 20 segments (R, L in series, C, G across) from a 100 V source into a 50
# ohm load; each component has T_heatPort = T, LossPower = v i and pins.
# The residual computes neither the losses nor the heat ports nor the pin
# copies, nor R_actual of the parameters alone (computed once,
# hysc_compute_constants), and the asserts on T_heatPort read the parameter.  At t = 0.05
# the line is at its DC state, worked out here from the load back: Z = RL,
# then Z = R + 1 / (G + 1 / Z) per segment; the current V / Z into the line,
# each node v_k = v_(k-1) - R I_k, I_(k+1) = I_k - G v_k (1e-5 relative).
. "$TOP/tests/lib.sh"
src="$TOP/tests/models/LadderLine.mo"
"$HYSC" -m LadderLine.Run --emit-c=LadderLine.c "$src" || { fail "hysc --emit-c exited $?"; finish; }
sed -n '/^static void residual(/,/^}/p' LadderLine.c > residual.c
sed -n '/^static int check_asserts(/,/^}/p' LadderLine.c > asserts.c
sed -n '/^static void hysc_compute_residual(const hysc_data \*D)$/,/^}/p' LadderLine.c > compute_residual.c
holds "residual computes its own part of the computed variables" \
  "$(grep -c 'hysc_compute_residual(D);' residual.c) == 1 && $(grep -c 'hysc_compute(D);' residual.c) == 0"
holds "check_asserts computes nothing (its asserts read the parameter T)" \
  "$(grep -c 'hysc_compute' asserts.c) == 0 && $(grep -c 'D->w\[' asserts.c) == 0"
sed -n '/^static void hysc_compute_constants(const hysc_data \*D)$/,/^}/p' LadderLine.c > compute_constants.c
holds "hysc_compute_residual leaves out the losses, heat ports and pin copies, and R_actual (computed once)" \
  "$(grep -c 'LossPower\|T_heatPort\|L\[[0-9]*\]\.p\.i\|R_actual' compute_residual.c) == 0 && $(grep -c 'D->w\[' compute_residual.c) > 0 && $(grep -c 'R_actual' compute_constants.c) > 0"
"$HYSC" -m LadderLine.Run -o ./LadderLine "$src" || { fail "hysc exited $?"; finish; }
for solver in ida newmark; do
  ./LadderLine --solver=$solver -o $solver.csv || fail "$solver run exited $?"
done
set -- $(awk 'BEGIN { n = 20; R = 0.5; G = 1e-4; RL = 50; V = 100
  Z = RL; for (k = n; k >= 1; k--) Z = R + 1 / (G + 1 / Z)
  I = V / Z; v = V; for (k = 1; k <= n; k++) { v -= R * I; u[k] = v; I -= G * v }
  printf "%.9g %.9g %.9g %.9g\n", u[n], u[10], V / Z, G * u[n] ^ 2 }')
close_both "load.v 0.05 $1 8e-4" "line.C[10].v 0.05 $2 9e-4" "line.L[1].i 0.05 $3 2e-5" \
  "line.G[20].LossPower 0.05 $4 7e-6"
finish
