/*
 * state_mark.c - bounds of the compiler's writable static data, for the
 * fuzz harness to save once and restore after each input (fuzz_frontend.c):
 * compiled twice, as the first and the last object of the relocatable link
 * of the compiler (Makefile), so that in the merged .data and .bss of that
 * object these two bytes come before and after every other one.
 */
#ifndef MARK
#error "MARK names the marker: first or last"
#endif
#define NAME2(a, b) fuzz_state_##a##_##b
#define NAME(a, b) NAME2(a, b)
char NAME(MARK, data)[1] = {1};
char NAME(MARK, bss)[1];
