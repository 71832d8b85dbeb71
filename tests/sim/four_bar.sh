# A four-bar linkage, a closed kinematic loop, through an overconstrained
# connector of our own (tests/library/Mechanisms/Planar: a frame's
# orientation kept as (cos, sin), one independent angle in two, with
# Orientation.equalityConstraint; Connections.root at the ground,
# Connections.branch in every link and joint, the joints choosing their
# equations by Connections.rooted).  FourBar: ground pivots A = (0, 0) and
# D = (4, 0), crank a = 1 turned at 1 rad/s from 0, coupler b = 4 from B to
# C, rocker c = 2 from D to C, started near the assembly with C above BD.
# The loop's cut connect gives one residue, not the two equations of the
# orientation.  By hand (closed form): B = (cos t, sin t), e = |D - B|,
# beta = atan2(-sin t, 4 - cos t) + acos((b^2 + e^2 - c^2) / (2 b e)),
# C = B + b (cos beta, sin beta), gamma = atan2(C_y, C_x - 4):
#   t = 1: beta 0.2843568519, gamma 1.3798015127, C (4.3796714260, 1.9636317395)
#   t = 3: beta 0.3628540253, gamma 2.2462110249, C (2.7495579587, 1.5608954806)
#   t = 5: beta 0.7669378724, gamma 2.0021391388, C (3.1638180072, 1.8168103024)
#   t = 6.28 (a turn less 0.0032): beta 0.5064228575, gamma 1.3191819118
# on both backends at --rtol=1e-8, to 1e-6; the two ends of the
# cut connect have the same orientation to 1e-7 (not one turned by pi,
# which the residue's sine also allows), and the free joints pass no torque.
. "$TOP/tests/lib.sh"
unset MODELICAPATH

"$HYSC" -L "$TOP/tests/library" --dump-flat Mechanisms.Examples.FourBar > flat.txt 2> flat.err || fail "dump-flat exited $?"
close "one residue of equalityConstraint" "$(grep -c 'Orientation.equalityConstraint.*= 0;' flat.txt)" 1 0
cut=$(sed -n 's/.*Orientation\.equalityConstraint[^(]*(\([a-zA-Z]*\)\.[ab]\.R\.c, [^,]*, \([a-zA-Z]*\)\.[ab]\.R\.c, .*/\1 \2/p' flat.txt)
holds "the cut connect joins two parts of the loop ($cut)" "\"$cut\" != \"\""
set -- $cut
holds "no equality of the cut orientations" "$(grep -c "^  $1\\.b\\.R\\.[cs] = $2\\.a\\.R\\.[cs];" flat.txt) == 0"
holds "the cut connect still equates the positions" "$(grep -c "^  $1\\.b\\.[xy] = $2\\.a\\.[xy];" flat.txt) == 2"
holds "an uncut connect equates the orientations" "$(grep -c '^  crank\.b\.R\.[cs] = jointB\.a\.R\.[cs];' flat.txt) == 2"
holds "no Connections operator is left" "$(grep -c 'Connections\.' flat.txt) == 0"

build_library_model Mechanisms.Examples.FourBar fourbar
for s in ida newmark; do
  ./fourbar --solver=$s --rtol=1e-8 --stop-time=6.3 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  while read -r t beta gamma cx cy; do
    close "$s: beta at $t" "$(at beta $t $s.csv)" $beta 1e-6
    close "$s: gamma at $t" "$(at gamma $t $s.csv)" $gamma 1e-6
    if [ "$cx" != - ]; then
      close "$s: C_x at $t (coupler)" "$(at coupler.b.x $t $s.csv)" $cx 1e-6
      close "$s: C_y at $t (coupler)" "$(at coupler.b.y $t $s.csv)" $cy 1e-6
      close "$s: C_x at $t (rocker)" "$(at rocker.b.x $t $s.csv)" $cx 1e-6
      close "$s: C_y at $t (rocker)" "$(at rocker.b.y $t $s.csv)" $cy 1e-6
    fi
  done <<'VALUES'
1 0.2843568519 1.3798015127 4.3796714260 1.9636317395
3 0.3628540253 2.2462110249 2.7495579587 1.5608954806
5 0.7669378724 2.0021391388 3.1638180072 1.8168103024
6.28 0.5064228575 1.3191819118 - -
VALUES
  close "$s: cos at both ends of the cut (t = 3)" "$(at $1.b.R.c 3 $s.csv)" "$(at $2.a.R.c 3 $s.csv)" 1e-7
  close "$s: sin at both ends of the cut (t = 3)" "$(at $1.b.R.s 3 $s.csv)" "$(at $2.a.R.s 3 $s.csv)" 1e-7
  close "$s: free joint C passes no torque" "$(at jointC.a.t 3 $s.csv)" 0 1e-9
done
finish
