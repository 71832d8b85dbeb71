/*
 * error_modes.c - the algebraic unknowns that the current mode makes
 * derivatives of states, taken out of the solver's error test after each
 * event.  The compiler leaves out those that an equation makes affine
 * functions of derivatives whatever the mode (a capacitor's current
 * i = C*der(v)); where an if-expression frozen between events chooses the
 * coefficients (hysc_model.error_test_rows), the choice is made here from the
 * Jacobian of those rows at the values after the event.  A switch's current
 * that charges a capacitor in one position (s = -C*der(v) - Goff*u, u the
 * open switch's voltage) leaves the test there; in the other, where it is
 * v/R of a resistive branch and no derivative determines it, it stays.
 */
#include <math.h>
#include <stdlib.h>
#include "hysc_runtime.h"

/* A tested unknown u beside the target z in a row with a derivative (the
   terms a_u u and a_z z) may perturb z, through its own tolerance, by at
   most this fraction of z's: |a_u| atol_u <= COUPLING |a_z| atol_z.  The
   open switch's Goff = 1e-5 against 1 passes; two resistors' currents
   into one capacitor's node (1 against 1) do not, so neither leaves. */
#define COUPLING 1e-2
/* Passes over the rows: an unknown left out may let another leave. */
#define PASSES 8

struct error_modes {
  int nc, ns, nnz;
  int *row_ptr, *entry, *column;     /* the pattern by rows: entries k of row r */
  double *dfdy, *dfdyp;              /* the Jacobian's parts at the last event */
  unsigned char *eligible;           /* [ns] states whose derivative counts */
  unsigned char *fixed;              /* [nc] the compiler's list (left as it is) */
  unsigned char *added;              /* [nc] taken out here at the last event */
};

void error_modes_free(error_modes *E)
{
  if (!E)
    return;
  free(E->row_ptr);
  free(E->entry);
  free(E->column);
  free(E->dfdy);
  free(E->dfdyp);
  free(E->eligible);
  free(E->fixed);
  free(E->added);
  free(E);
}

/* The pattern of the residual's Jacobian turned into rows. */
static int by_rows(error_modes *E, const hysc_sparsity *P)
{
  int nc = E->nc;
  for (int c = 0; c < nc; c++)
    for (int k = P->colptr[c]; k < P->colptr[c + 1]; k++)
      E->row_ptr[P->rows[k] + 1]++;
  for (int r = 0; r < nc; r++)
    E->row_ptr[r + 1] += E->row_ptr[r];
  int *next = malloc(((size_t)nc + 1) * sizeof *next);
  if (!next)
    return HYSC_FAIL;
  for (int r = 0; r <= nc; r++)
    next[r] = E->row_ptr[r];
  for (int c = 0; c < nc; c++)
    for (int k = P->colptr[c]; k < P->colptr[c + 1]; k++) {
      int at = next[P->rows[k]]++;
      E->entry[at] = k;
      E->column[at] = c;
    }
  free(next);
  return HYSC_OK;
}

/* NULL (nothing to choose, or out of memory: the compiler's list alone)
   unless the model has rows whose coefficients a mode chooses. */
error_modes *error_modes_new(const hysc_model *m, int ns, int nc)
{
  const hysc_sparsity *P = m->jacobian_pattern;
  if (!m->error_test_rows || !m->jacobian || !P || P->n_rows != nc || m->n_jacobian_differences > 0)
    return NULL;
  error_modes *E = calloc(1, sizeof *E);
  if (!E)
    return NULL;
  E->nc = nc;
  E->ns = ns;
  E->nnz = P->nnz;
  size_t n = (size_t)nc + 1, nz = (size_t)P->nnz + 1;
  E->row_ptr = calloc(n, sizeof *E->row_ptr);
  E->entry = malloc(nz * sizeof *E->entry);
  E->column = malloc(nz * sizeof *E->column);
  E->dfdy = calloc(nz, sizeof *E->dfdy);
  E->dfdyp = calloc(nz, sizeof *E->dfdyp);
  E->eligible = calloc((size_t)ns + 1, 1);
  E->fixed = calloc(n, 1);
  E->added = calloc(n, 1);
  if (!E->row_ptr || !E->entry || !E->column || !E->dfdy || !E->dfdyp || !E->eligible || !E->fixed ||
      !E->added || by_rows(E, P) != HYSC_OK) {
    error_modes_free(E);
    return NULL;
  }
  /* as the compiler's rule: not a velocity (der(r) = x), nor a position
     whose derivative is a state */
  for (int i = 0; i < ns; i++)
    E->eligible[i] = !m->second_order_partner || m->second_order_partner[i] < 0;
  for (int i = 0; i < ns && m->second_order_partner; i++)
    if (m->second_order_partner[i] >= 0 && m->second_order_partner[i] < ns)
      E->eligible[m->second_order_partner[i]] = 0;
  for (int k = 0; k < m->n_dummy_derivatives; k++)
    if (m->dummy_derivatives[k] >= 0 && m->dummy_derivatives[k] < nc)
      E->fixed[m->dummy_derivatives[k]] = 1;
  return E;
}

/* The unknown that row r, at the Jacobian's values, makes a derivative of
   states: the row has a derivative term (a state's, or an unknown out of
   the test), no other kind of derivative, and one unknown in the test
   whose term the others' do not reach (COUPLING); else -1.  out: by
   unknown, 1 where it is outside the test. */
static int row_target(const error_modes *E, int r, const double *atol, const unsigned char *out)
{
  int derivative = 0, z = -1;
  double top = 0;
  for (int at = E->row_ptr[r]; at < E->row_ptr[r + 1]; at++) {
    int c = E->column[at], k = E->entry[at];
    double a = fabs(E->dfdy[k]) * atol[c];
    if (E->dfdyp[k] != 0) {
      if (c >= E->ns || !E->eligible[c])
        return -1;
      derivative = 1;
    }
    if (a == 0)
      continue;
    if (c >= E->ns && out[c])
      derivative = 1;
    else if (c >= E->ns && a > top)
      top = a, z = c;
  }
  if (!derivative || z < 0)
    return -1;
  for (int at = E->row_ptr[r]; at < E->row_ptr[r + 1]; at++) {
    int c = E->column[at];
    double a = fabs(E->dfdy[E->entry[at]]) * atol[c];
    if (c != z && a > 0 && !(c >= E->ns && out[c]) && a > COUPLING * top)
      return -1;
  }
  return z;
}

/* After an event, at D: id[j] (IDA's selection, 0 outside the error
   test) of the unknowns this mode makes derivatives becomes 0, and back to
   1 for those the last mode did and this one does not; the compiler's own
   list is left as the caller keeps it.  Returns 1 when id changed, 0 when
   not, -1 when the Jacobian is not finite here (id left as it was). */
int error_modes_update(error_modes *E, const hysc_model *m, const hysc_data *D, const double *atol,
                       double *id)
{
  int nc = E->nc, changed = 0;
  m->jacobian(D, E->dfdy, E->dfdyp);
  for (int k = 0; k < E->nnz; k++)
    if (!isfinite(E->dfdy[k]) || !isfinite(E->dfdyp[k]))
      return -1;
  unsigned char *out = calloc(2 * ((size_t)nc + 1), 1), *used = out + nc + 1;
  if (!out)
    return -1;
  for (int j = E->ns; j < nc; j++)
    out[j] = E->fixed[j] && id[j] == 0.0;
  for (int pass = 0, more = 1; more && pass < PASSES; pass++) {
    more = 0;
    for (int r = 0; r < nc; r++) {
      int z = m->error_test_rows[r] && !used[r] ? row_target(E, r, atol, out) : -1;
      if (z >= 0 && !out[z])
        out[z] = more = used[r] = 1;
    }
  }
  for (int j = E->ns; j < nc; j++) {
    if (E->fixed[j])
      continue;
    if (out[j] != E->added[j])
      changed = 1;
    E->added[j] = out[j];
    id[j] = out[j] ? 0.0 : 1.0;
  }
  free(out);
  return changed;
}
