#!/bin/sh
# tests/structure/runtime_no_derivative_names.sh - the runtime tells the
# derivatives index reduction made from the model's tables
# (hysc_model.reduction_flags, written where index reduction decides), never
# from a variable's name: a comparison of a name with "der(" in a runtime
# source fails this test, naming the line.
set -u
top=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
if grep -n 'cmp([^;]*"der(' "$top"/runtime/*.c "$top"/runtime/*.h; then
  echo "the runtime compares names with \"der(\" above: read hysc_model.reduction_flags instead"
  exit 1
fi
echo "ok   no runtime source compares a name with \"der(\""
