/* arena.h - frees what the compiler allocated for one fuzz input (arena.c). */
#ifndef HYSC_FUZZ_ARENA_H
#define HYSC_FUZZ_ARENA_H
void arena_release(void);
#endif
