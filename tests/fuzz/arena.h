/* arena.h - frees what the compiler allocated for one fuzz input (arena.c). */
#ifndef HYSC_FUZZ_ARENA_H
#define HYSC_FUZZ_ARENA_H
void arena_release(void);
/* Keeps what was allocated so far for the whole run (the set-up before the
   first input): arena_release() frees only what comes after. */
void arena_keep(void);
#endif
