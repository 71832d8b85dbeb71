/*
 * variables.c - the variables of a flat model by name (a hash index kept
 * up to date as variables are appended) and their value types.
 */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

const char *value_type_name(ValueType t)
{
  static const char *names[] = { "Real", "Integer", "Boolean", "String", "?" };
  return names[t];
}

static unsigned hash_name(const char *s)
{
  unsigned h = 2166136261u; /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void index_var(FlatModel *model, Var *v)
{
  unsigned mask = (unsigned)model->var_index_size - 1;
  unsigned i = hash_name(v->name) & mask;
  while (model->var_index[i])
    i = (i + 1) & mask;
  model->var_index[i] = v;
}

/* Brings the hash index up to date with the appended variables, keeping it
   at most half full.  Names are looked up once per use in every equation, so
   a linear search would make large models quadratic. */
static void update_var_index(FlatModel *model)
{
  if (model->var_index_count == model->vars.count)
    return;
  if (2 * model->vars.count >= model->var_index_size) {
    int size = 64;
    while (size <= 2 * model->vars.count)
      size *= 2;
    free(model->var_index);
    model->var_index = xcalloc((size_t)size, sizeof *model->var_index);
    model->var_index_size = size;
    model->var_index_count = 0;
  }
  for (; model->var_index_count < model->vars.count; model->var_index_count++)
    index_var(model, model->vars.items[model->var_index_count]);
}

Var *find_var(const FlatModel *model, const char *name)
{
  FlatModel *m = (FlatModel *)model; /* the index is a cache, not part of the model */
  update_var_index(m);
  if (!m->var_index_size)
    return NULL;
  unsigned mask = (unsigned)m->var_index_size - 1;
  for (unsigned i = hash_name(name) & mask; m->var_index[i]; i = (i + 1) & mask)
    if (!strcmp(m->var_index[i]->name, name))
      return m->var_index[i];
  return NULL;
}

ValueType var_value_type(const Var *v)
{
  return v->type == TYPE_REAL ? T_REAL : v->type == TYPE_INTEGER ? T_INTEGER : v->type == TYPE_STRING ? T_STRING
         : T_BOOLEAN;
}
