/*
 * choice_watch.c - how far the choices of dummy derivatives that depend on
 * the values are from singular along a run (hysc_model.choice_matrices).
 * Each watched part's measure is det(B) / prod_i |row i|, B its rows'
 * coefficients in the chosen dummies and |row i| the norm of row i over
 * all its candidates: 0 where the choice is singular, at most 1 in size,
 * whatever the rows' scale, and of one sign until the values cross a
 * singular point.  A solver may leave those dummies out of its error test
 * while every part keeps a good fraction of its measure at the start.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

struct choice_watch {
  const hysc_model *m;
  size_t entries;
  double *a, *ref;  /* the coefficients of all parts: now, when last called regular */
  double *lu;       /* one part's chosen block, scratch */
  double *start;    /* [n_choice_blocks] each measure at the start; NAN: not yet */
  double *kept;     /* [n_choice_blocks] each measure when last called regular */
  double *q;        /* [n_choice_blocks] each measure at the last call */
};

choice_watch *choice_watch_new(const hysc_model *m)
{
  if (m->n_choice_blocks <= 0 || !m->choice_matrices || !m->choice_sizes)
    return NULL;
  size_t entries = 0, block = 1, n = (size_t)m->n_choice_blocks;
  for (int k = 0; k < m->n_choice_blocks; k++) {
    size_t r = (size_t)m->choice_sizes[2 * k], c = (size_t)m->choice_sizes[2 * k + 1];
    entries += r * c;
    block = r * r > block ? r * r : block;
  }
  choice_watch *w = calloc(1, sizeof *w);
  if (!w)
    return NULL;
  w->m = m;
  w->entries = entries;
  w->a = calloc(entries + 1, sizeof(double));
  w->ref = calloc(entries + 1, sizeof(double));
  w->lu = calloc(block, sizeof(double));
  w->start = malloc(n * sizeof(double));
  w->kept = calloc(n, sizeof(double));
  w->q = calloc(n, sizeof(double));
  if (!w->a || !w->ref || !w->lu || !w->start || !w->kept || !w->q) {
    choice_watch_free(w);
    return NULL;
  }
  for (size_t k = 0; k < n; k++)
    w->start[k] = NAN;
  return w;
}

void choice_watch_free(choice_watch *w)
{
  if (!w)
    return;
  free(w->a);
  free(w->ref);
  free(w->lu);
  free(w->start);
  free(w->kept);
  free(w->q);
  free(w);
}

/* The measure of the part whose r x c coefficients are a (column-major,
   chosen columns first); lu is scratch of r * r. */
static double measure(const double *a, int r, int c, double *lu)
{
  double norms = 1;
  for (int i = 0; i < r; i++) {
    double s = 0;
    for (int j = 0; j < c; j++)
      s += a[j * r + i] * a[j * r + i];
    norms *= sqrt(s);
  }
  if (!(norms > 0) || !isfinite(norms))
    return 0;
  /* the chosen block's transpose, row-major (the same determinant) */
  for (int e = 0; e < r * r; e++)
    lu[e] = a[e];
  double det = 1;
  for (int k = 0; k < r; k++) {
    int p = k;
    for (int i = k + 1; i < r; i++)
      if (fabs(lu[i * r + k]) > fabs(lu[p * r + k]))
        p = i;
    if (lu[p * r + k] == 0)
      return 0;
    det = p != k ? -det : det;
    newton_eliminate(lu, r, k, k, p);
    det *= lu[k * r + k];
  }
  return det / norms;
}

/* The signs of the rows of a part (r x c coefficients a) against the same
   rows at ref, multiplied: a row that only changed its sign (scaled by a
   factor through 0, as v.der(v) at rest) changes the measure's sign and
   no choice; 0 when a row turned a right angle or more. */
static double orientation(const double *a, const double *ref, int r, int c)
{
  double sign = 1;
  for (int i = 0; i < r; i++) {
    double dot = 0;
    for (int j = 0; j < c; j++)
      dot += a[j * r + i] * ref[j * r + i];
    sign *= dot > 0 ? 1 : dot < 0 ? -1 : 0;
  }
  return sign;
}

int choice_watch_regular(choice_watch *w, const hysc_data *D, double fraction, int keep_sign)
{
  const hysc_model *m = w->m;
  m->choice_matrices(D, w->a);
  int regular = 1;
  size_t e = 0;
  for (int k = 0; k < m->n_choice_blocks; k++) {
    int r = m->choice_sizes[2 * k], c = m->choice_sizes[2 * k + 1];
    double q = w->q[k] = measure(w->a + e, r, c, w->lu);
    if (isnan(w->start[k])) {
      w->start[k] = q;
      keep_sign = 0;
    }
    /* a part singular at the start (0) is never called regular */
    if (!(fabs(q) >= fraction * fabs(w->start[k])) || w->start[k] == 0 ||
        (keep_sign && !(q * orientation(w->a + e, w->ref + e, r, c) * w->kept[k] > 0)))
      regular = 0;
    e += (size_t)r * (size_t)c;
  }
  if (regular) {
    memcpy(w->ref, w->a, w->entries * sizeof(double));
    memcpy(w->kept, w->q, (size_t)m->n_choice_blocks * sizeof(double));
  }
  return regular;
}
