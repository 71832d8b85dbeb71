/*
 * arena.c - lets a fuzz harness run the compiler, which frees nothing by
 * design (src/base/util.c), millions of times in one process: the compiler's
 * objects are linked with malloc, calloc, realloc, strdup and
 * free renamed to the arena_ functions here (objcopy --redefine-syms with
 * arena.syms), so every block they allocate is recorded, and arena_release()
 * frees what is still live after one input.  Without it memory would grow
 * with every input until libFuzzer's RSS limit ends the run.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"

void *arena_malloc(size_t n);
void *arena_calloc(size_t count, size_t n);
void *arena_realloc(void *p, size_t n);
char *arena_strdup(const char *s);
void arena_free(void *p);

/* open addressing; TOMBSTONE marks a removed entry */
#define TOMBSTONE ((void *)1)
static void **slots;
static size_t capacity, used; /* used: live entries and tombstones */

static size_t slot_of(const void *p)
{
  uintptr_t h = (uintptr_t)p;
  h ^= h >> 17;
  h *= (uintptr_t)0x9e3779b97f4a7c15u;
  return (size_t)(h ^ (h >> 29)) & (capacity - 1);
}

static void insert(void *p);

static void grow(void)
{
  void **old = slots;
  size_t old_capacity = capacity;
  capacity = capacity ? 2 * capacity : 1024;
  slots = calloc(capacity, sizeof *slots);
  if (!slots)
    abort();
  used = 0;
  for (size_t i = 0; i < old_capacity; i++)
    if (old[i] && old[i] != TOMBSTONE)
      insert(old[i]);
  free(old);
}

static void insert(void *p)
{
  if (!p)
    return;
  if (2 * (used + 1) > capacity)
    grow();
  size_t i = slot_of(p);
  while (slots[i] && slots[i] != TOMBSTONE)
    i = (i + 1) & (capacity - 1);
  if (!slots[i])
    used++;
  slots[i] = p;
}

static void remove_entry(void *p)
{
  if (!p || !capacity)
    return;
  for (size_t i = slot_of(p); slots[i]; i = (i + 1) & (capacity - 1))
    if (slots[i] == p) {
      slots[i] = TOMBSTONE;
      return;
    }
}

void *arena_malloc(size_t n)
{
  void *p = malloc(n);
  insert(p);
  return p;
}

void *arena_calloc(size_t count, size_t n)
{
  void *p = calloc(count, n);
  insert(p);
  return p;
}

void *arena_realloc(void *p, size_t n)
{
  void *q = realloc(p, n);
  if (q) {
    remove_entry(p);
    insert(q);
  }
  return q;
}

char *arena_strdup(const char *s)
{
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (p)
    memcpy(p, s, n);
  insert(p);
  return p;
}

void arena_free(void *p)
{
  remove_entry(p);
  free(p);
}

void arena_release(void)
{
  for (size_t i = 0; i < capacity; i++)
    if (slots[i] && slots[i] != TOMBSTONE)
      free(slots[i]);
  arena_keep();
}

void arena_keep(void)
{
  if (capacity)
    memset(slots, 0, capacity * sizeof *slots);
  used = 0;
}
