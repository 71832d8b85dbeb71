#!/bin/sh
# tests/fuzz/have_libfuzzer.sh CC: exit 0 when CC links a libFuzzer target
# with AddressSanitizer (clang with compiler-rt), else 1, silently.
cc=${1:-clang}
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
printf '#include <stdint.h>\n#include <stddef.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' > "$dir/t.c"
"$cc" -fsanitize=fuzzer,address,undefined -o "$dir/t" "$dir/t.c" > /dev/null 2>&1
