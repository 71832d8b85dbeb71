/* MechTable.c - the table object of the test library Mechanisms: a friction
   coefficient against speed, kept in C as a table library keeps its data
   and read by interpolation.  Outside its rows the line through the two
   nearest rows goes on (a characteristic is not clipped at its ends). */
#include <stdlib.h>
#include <string.h>
#include "ModelicaUtilities.h"
#include "mechtable.h"

struct mechtab { int n; double *u, *y; };

void *mechtab_new(const double *table, int rows, int columns)
{
  if (rows < 1 || columns != 2)
    ModelicaFormatError("mechtab_new: a table of rows x 2 values, not %d x %d", rows, columns);
  for (int i = 1; i < rows; i++)
    if (!(table[2 * i] > table[2 * (i - 1)]))
      ModelicaFormatError("mechtab_new: row %d does not increase u", i + 1);
  struct mechtab *t = malloc(sizeof *t);
  double *data = malloc(2 * (size_t)rows * sizeof *data);
  if (!t || !data)
    ModelicaError("mechtab_new: out of memory");
  t->n = rows;
  t->u = data;
  t->y = data + rows;
  for (int i = 0; i < rows; i++) {
    t->u[i] = table[2 * i];
    t->y[i] = table[2 * i + 1];
  }
  return t;
}

double mechtab_value(void *table, double u)
{
  const struct mechtab *t = table;
  if (t->n == 1)
    return t->y[0];
  int i = 1;
  while (i < t->n - 1 && u > t->u[i])
    i++;
  return t->y[i - 1] + (t->y[i] - t->y[i - 1]) * (u - t->u[i - 1]) / (t->u[i] - t->u[i - 1]);
}

void mechtab_free(void *table)
{
  struct mechtab *t = table;
  free(t->u);
  free(t);
}
