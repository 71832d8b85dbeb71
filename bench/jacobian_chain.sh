#!/bin/sh
# bench/jacobian_chain.sh BUILD-DIR - the generated C and the build time of
# the analytic Jacobian through a chain of computed variables:
# FrameChain.Chain (tests/library/FrameChain), an arm of m links, each
# frame rotated from the one before, at m = 8, 16, 32 and 64.  For each m:
# the bytes of C (hysc --emit-c), the temporaries dw[k] of the Jacobian,
# the locals of repeated subexpressions, and the CPU seconds (user +
# system, hysc and the C compiler) of the whole build.  Linear in m: the
# derivatives of a computed variable are made once (codegen_jacobian.c);
# written out in place they doubled with each level.
#
# Then model to executable on a generated model shaped like those of the
# Modelica Standard Library's MultiBody package: FrameTree, a chain of n
# rigid links in 3D, each turning about its own axis, with rotation
# matrices and vectors resolved between frames by functions with array
# results.  For n = 10, 20 and 40: the bytes of C, the share of the
# analytic Jacobian's fill function in them, the elapsed and CPU seconds
# (user + system) of the whole build (-j as the default: the number of
# cores) and the CPU seconds of a run to t = 1.  Target: 40 links build
# within 3 s of elapsed time on an unloaded machine of two cores; the
# elapsed time on a loaded one says little, the CPU time is what to compare
# between versions (bench/msl.sh times the library's examples).
set -eu
. "$(dirname "$0")/common.sh"
[ -x /usr/bin/time ] || { echo "jacobian_chain: needs /usr/bin/time"; exit 0; }
lib=$top/tests/library

printf "%4s %10s %6s %6s %8s\n" m "C bytes" "dw" "subs" "build s"
for m in 8 16 32 64; do
  "$hysc" -L "$lib" -p m=$m --emit-c=chain.c FrameChain.Chain
  /usr/bin/time -f '%U %S' -o t.out "$hysc" -L "$lib" -p m=$m -o ./chain FrameChain.Chain
  printf "%4d %10d %6d %6d %8s\n" $m "$(wc -c < chain.c)" "$(grep -c '  dw\[[0-9]*\] =' chain.c || true)" \
    "$(grep -c 'double sub[0-9]* =' chain.c || true)" "$(awk '{ printf "%.2f", $1 + $2 }' t.out)"
done

# frame_tree N: the model text
frame_tree() {
  cat <<HEAD
model FrameTree "a chain of $1 links in 3D, each turning about its own axis"
  function rotation "the rotation matrix of angle a about the unit axis e"
    input Real e[3];
    input Real a;
    output Real T[3, 3];
  algorithm
    T := outerProduct(e, e) + (identity(3) - outerProduct(e, e)) * cos(a) - skew(e) * sin(a);
  end rotation;
  function resolve1 "vector v of frame T in the world frame"
    input Real T[3, 3];
    input Real v[3];
    output Real w[3];
  algorithm
    w := transpose(T) * v;
  end resolve1;
  parameter Real L = 0.3, m = 1, d = 0.2, g = 9.81;
HEAD
  for i in $(seq 1 "$1"); do
    echo "  Real q$i(start = 0.$((i % 9 + 1)), fixed = true), w$i(start = 0, fixed = true);"
    echo "  Real R$i[3, 3], r$i[3], f$i[3], e$i[3];"
  done
  echo "equation"
  for i in $(seq 1 "$1"); do
    case $((i % 3)) in 0) axis="{1, 0, 0}" ;; 1) axis="{0, 0, 1}" ;; *) axis="{0, 1, 0}" ;; esac
    if [ "$i" = 1 ]; then
      echo "  R1 = rotation($axis, q1);"
      echo "  r1 = resolve1(R1, {L, 0, 0});"
    else
      echo "  R$i = rotation($axis, q$i) * R$((i - 1));"
      echo "  r$i = r$((i - 1)) + resolve1(R$i, {L, 0, 0});"
    fi
    echo "  e$i = resolve1(R$i, $axis);"
    echo "  f$i = if r$i[2] > -10 * L then {0, -m * g, 0} - d * r$i else zeros(3);"
    echo "  der(q$i) = w$i;"
    echo "  der(w$i) = e$i * cross(r$i, f$i) - d * w$i;"
  done
  echo "end FrameTree;"
}

printf "%4s %10s %9s %10s %8s %8s\n" n "C bytes" Jacobian "elapsed s" "CPU s" "run s"
slow=0
for n in 10 20 40; do
  frame_tree $n > FrameTree.mo
  "$hysc" --emit-c=tree.c FrameTree.mo
  jacobian=$(sed -n '/^[A-Z_ ]*static void jacobian\(_entries\)\{0,1\}(/,/^}/p' tree.c | wc -c)
  /usr/bin/time -f '%e %U %S' -o build.time "$hysc" -o ./tree FrameTree.mo
  /usr/bin/time -f '%U %S' -o run.time ./tree --stop-time=1 -o /dev/null
  read -r elapsed user system < build.time
  printf "%4d %10d %8.0f%% %10.2f %8.2f %8s\n" $n "$(wc -c < tree.c)" "$(awk -v j=$jacobian -v a="$(wc -c < tree.c)" 'BEGIN { print 100 * j / a }')" \
    "$elapsed" "$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')" "$(awk '{ printf "%.2f", $1 + $2 }' run.time)"
  [ $n = 40 ] && slow=$(awk -v e="$elapsed" 'BEGIN { print (e > 3) }')
done
if [ "$slow" = 1 ]; then echo "# n = 40 took over the target of 3 s elapsed (a loaded machine, or a regression: compare the CPU s)"; fi
