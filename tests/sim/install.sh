# make install with PREFIX and DESTDIR puts hysc, the runtime library, the
# header and the man pages in place, and the installed hysc (moved away from
# the build tree) compiles a model that simulates correctly.
. "$TOP/tests/lib.sh"
build_dir=$(dirname "$HYSC")
san=
[ "$(basename "$build_dir")" = build-san ] && san=SAN=1
# shellcheck disable=SC2086
make -s -C "$TOP" $san install PREFIX=/opt/hysc DESTDIR="$PWD/root" > install.log 2>&1 \
  || { fail "make install failed"; cat install.log; finish; }
for f in bin/hysc lib/hysc/libhyscrt.a include/hysc/hysc_model.h share/man/man1/hysc.1 share/man/man1/hysc-simulate.1 share/man/man7/hysc.7; do
  [ -f "root/opt/hysc/$f" ] && echo "ok   installed $f" || fail "missing $f"
done
root/opt/hysc/bin/hysc -o ./BouncingBall "$TOP/models/BouncingBall.mo" || fail "installed hysc failed"
./BouncingBall --events -o bb.csv 2> bb.events || fail "installed model run failed"
close "first impact with the installed compiler" "$(when_times bb.events | nth 1)" 0.4515236410 1e-6
finish
