/*
 * map.c - a string-keyed hash map (open addressing), the index every stage
 * uses for names.  Keys are not copied: they live as long as the program.
 */
#include <string.h>

#include "base/base.h"

static unsigned hash_text(const char *s)
{
  unsigned h = 2166136261u;
  while (*s)
    h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}

static int map_slot(const Map *map, const char *key)
{
  int i = (int)(hash_text(key) & (unsigned)(map->size - 1));
  while (map->keys[i] && strcmp(map->keys[i], key) != 0)
    i = (i + 1) & (map->size - 1);
  return i;
}

void *map_get(const Map *map, const char *key)
{
  if (!map->size)
    return NULL;
  return map->values[map_slot(map, key)];
}

void map_put(Map *map, const char *key, void *value)
{
  if (2 * (map->count + 1) > map->size) {
    Map bigger = { xcalloc((size_t)(map->size ? 2 * map->size : 64), sizeof(char *)),
                   xcalloc((size_t)(map->size ? 2 * map->size : 64), sizeof(void *)),
                   map->size ? 2 * map->size : 64, 0 };
    for (int i = 0; i < map->size; i++)
      if (map->keys[i])
        map_put(&bigger, map->keys[i], map->values[i]);
    *map = bigger;
  }
  int i = map_slot(map, key);
  if (!map->keys[i])
    map->count++;
  map->keys[i] = key;
  map->values[i] = value;
}
