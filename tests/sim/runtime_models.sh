# The runtime on its own: hand-written models (tests/runtime/*_model.c) linked
# with this build's libhyscrt.a and flags, checked against analytic values by
# tests/runtime/run.sh (bouncing ball, hysteresis thermostat, NaN failure).
. "$TOP/tests/lib.sh"
build_dir=$(dirname "$HYSC")
config() { sed -n "s/^#define $1 \"\\(.*\\)\"$/\\1/p" "$build_dir/build_config.h"; }
CC=$(config HYSC_CC) CFLAGS="$(config HYSC_MODEL_CFLAGS) -Wall -Wextra -Wno-missing-field-initializers -std=c11" \
  LIBS=$(config HYSC_MODEL_LIBS) RUNTIME="$build_dir/libhyscrt.a" sh "$TOP/tests/runtime/run.sh" \
  || fail "tests/runtime/run.sh"
finish
