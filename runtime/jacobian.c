/*
 * jacobian.c - the analytic Jacobians of the systems the runtime solves,
 * assembled from the model's sparse parts, and their sparse LU (KLU).
 *
 * The model gives dF/dy and dF/dyp of its residual (and of its initial
 * residual) on patterns fixed at compile time.  Each system the runtime
 * solves has its own unknowns: IDA's y with dF/dy + cj dF/dyp, the
 * consistency Newton's [yp states, y algebraic], initialization's
 * [y states, yp states, y algebraic] over both residuals, a Newmark step's
 * derivatives through the Newmark formulas.  A jac_assembly describes one
 * such matrix once, as a compressed sparse column pattern whose every entry
 * is a short sum of model parts times coefficients (1, cj, gamma h, ...),
 * so that each evaluation is one pass over the terms.
 *
 * Used by newton.c and the IDA backend; knows nothing of either.
 */
#include <klu.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* ---------------------------------------------------- building a pattern */

typedef struct jac_term_s {
  int row, source, coefficient;
} jac_term;

static int by_row(const void *a, const void *b)
{
  const jac_term *x = a, *y = b;
  return x->row != y->row ? (x->row < y->row ? -1 : 1) : 0;
}

static int grow(void **p, int *cap, int need, size_t size)
{
  if (need <= *cap)
    return HYSC_OK;
  int n = *cap ? *cap : 64;
  while (n < need)
    n *= 2;
  void *q = realloc(*p, (size_t)n * size);
  if (!q)
    return HYSC_FAIL;
  *p = q;
  *cap = n;
  return HYSC_OK;
}

int jac_begin(jac_assembly *A, const hysc_model *m, int n_rows, int n_cols)
{
  memset(A, 0, sizeof *A);
  A->n_rows = n_rows;
  A->n_cols = n_cols;
  A->model_pattern = m->jacobian_pattern;
  A->initial_pattern = m->initial_jacobian_pattern;
  A->model_nnz = m->jacobian_pattern ? m->jacobian_pattern->nnz : 0;
  A->initial_nnz = m->initial_jacobian_pattern ? m->initial_jacobian_pattern->nnz : 0;
  A->colptr = calloc((size_t)n_cols + 1, sizeof *A->colptr);
  A->term_ptr = malloc(sizeof *A->term_ptr);
  if (!A->colptr || !A->term_ptr)
    return HYSC_FAIL;
  A->term_ptr[0] = 0;
  return HYSC_OK;
}

/* Adds part (JAC_DY ...) of the model's column `column`, its rows shifted
   by row_offset, times coefficient slot `coefficient`, to the column being
   built. */
int jac_add(jac_assembly *A, jac_part part, int column, int row_offset, int coefficient)
{
  const hysc_sparsity *P = part <= JAC_DYP ? A->model_pattern : A->initial_pattern;
  int offset = part == JAC_DY ? 0 : part == JAC_DYP ? A->model_nnz
             : part == JAC_INITIAL_DY ? 2 * A->model_nnz : 2 * A->model_nnz + A->initial_nnz;
  if (!P)
    return HYSC_OK;
  for (int k = P->colptr[column]; k < P->colptr[column + 1]; k++) {
    if (grow((void **)&A->pending, &A->cap_pending, A->n_pending + 1, sizeof(jac_term)))
      return HYSC_FAIL;
    A->pending[A->n_pending++] = (jac_term){row_offset + P->rows[k], offset + k, coefficient};
  }
  return HYSC_OK;
}

/* Ends the column: its terms sorted by row, one entry per row. */
int jac_end_column(jac_assembly *A)
{
  qsort(A->pending, (size_t)A->n_pending, sizeof *A->pending, by_row);
  for (int i = 0; i < A->n_pending; i++) {
    const jac_term *t = &A->pending[i];
    if (i == 0 || t->row != A->pending[i - 1].row) {
      if (grow((void **)&A->rows, &A->cap_rows, A->nnz + 1, sizeof *A->rows) ||
          grow((void **)&A->term_ptr, &A->cap_term_ptr, A->nnz + 2, sizeof *A->term_ptr))
        return HYSC_FAIL;
      A->rows[A->nnz++] = t->row;
    }
    if (grow((void **)&A->terms, &A->cap_terms, A->n_terms + 1, sizeof *A->terms))
      return HYSC_FAIL;
    A->terms[A->n_terms++] = *t;
    A->term_ptr[A->nnz] = A->n_terms;
  }
  A->n_pending = 0;
  A->colptr[++A->built_cols] = A->nnz;
  return HYSC_OK;
}

void jac_free(jac_assembly *A)
{
  free(A->colptr);
  free(A->rows);
  free(A->term_ptr);
  free(A->terms);
  free(A->pending);
  free(A->source);
  memset(A, 0, sizeof *A);
}

/* --------------------------------------------------------- evaluating it */

/* The model's parts at D into A->source: [dF/dy, dF/dyp, initial dF/dy,
   initial dF/dyp]; consistent: the residual's index-1 form. */
typedef void (*residual_fn)(const hysc_data *D, double *res);

/* The entries of fd[0 .. n) of set `set` (hysc_fd_entry) by forward
   differences of residual (n_rows rows) at D, into dfdy / dfdyp: one
   residual per perturbed unknown, the step sqrt(eps) max(|v|, 1). */
static int fill_differences(const hysc_model *m, const hysc_data *D, const hysc_fd_entry *fd, int n, int set,
                            residual_fn residual, int n_rows, double *dfdy, double *dfdyp)
{
  int nc = m->n_states + m->n_algebraic;
  double *y = malloc(2 * (size_t)nc * sizeof *y + 1), *r0 = malloc(2 * (size_t)n_rows * sizeof *r0 + 1);
  if (!y || !r0) {
    free(y);
    free(r0);
    return HYSC_FAIL;
  }
  double *yp = y + nc, *r1 = r0 + n_rows;
  memcpy(y, D->y, (size_t)nc * sizeof *y);
  memcpy(yp, D->yp, (size_t)nc * sizeof *y);
  hysc_data W = *D;
  W.y = y;
  W.yp = yp;
  residual(&W, r0);
  for (int i = 0; i < n;) {
    if (fd[i].set != set) {
      i++;
      continue;
    }
    double *v = fd[i].part ? &yp[fd[i].column] : &y[fd[i].column], keep = *v;
    double h = 1.4901161193847656e-8 * fmax(fabs(keep), 1.0);
    *v = keep + h;
    h = *v - keep;  /* the step as represented */
    residual(&W, r1);
    *v = keep;
    int column = fd[i].column, part = fd[i].part;
    for (; i < n && fd[i].set == set && fd[i].column == column && fd[i].part == part; i++)
      (part ? dfdyp : dfdy)[fd[i].position] = (r1[fd[i].row] - r0[fd[i].row]) / h;
  }
  free(y);
  free(r0);
  return HYSC_OK;
}

int jac_differences(const hysc_model *m, const hysc_data *D, int set, double *dfdy, double *dfdyp)
{
  if (set == JAC_SET_INITIAL)
    return m->n_initial_jacobian_differences == 0
             ? HYSC_OK
             : fill_differences(m, D, m->initial_jacobian_differences, m->n_initial_jacobian_differences, 0,
                                m->initial_residual, m->initial_jacobian_pattern->n_rows, dfdy, dfdyp);
  return m->n_jacobian_differences == 0
           ? HYSC_OK
           : fill_differences(m, D, m->jacobian_differences, m->n_jacobian_differences, set,
                              set == JAC_SET_CONSISTENT ? m->consistent_residual : m->residual,
                              m->n_states + m->n_algebraic, dfdy, dfdyp);
}

/* Entries the symbolic derivative gave as NaN or Inf (d sqrt(x)/dx at x = 0)
   by differences, like rows without a symbolic derivative: the residual
   there is finite, and a step to one side of it usually is too. */
static int difference_nonfinite(const hysc_model *m, const hysc_data *D, const hysc_sparsity *P,
                                residual_fn residual, double *dfdy, double *dfdyp)
{
  int n = 0;
  if (!P)
    return HYSC_OK;
  for (int k = 0; k < 2 * P->nnz; k++)
    n += !isfinite(k < P->nnz ? dfdy[k] : dfdyp[k - P->nnz]);
  if (n == 0)
    return HYSC_OK;
  hysc_fd_entry *fd = malloc((size_t)n * sizeof *fd);
  if (!fd)
    return HYSC_FAIL;
  n = 0;
  for (int part = 0; part < 2; part++)
    for (int j = 0; j < m->n_states + m->n_algebraic; j++)
      for (int k = P->colptr[j]; k < P->colptr[j + 1]; k++)
        if (!isfinite((part ? dfdyp : dfdy)[k]))
          fd[n++] = (hysc_fd_entry){0, k, P->rows[k], j, part};
  int status = fill_differences(m, D, fd, n, 0, residual, P->n_rows, dfdy, dfdyp);
  free(fd);
  return status;
}

int jac_evaluate_model(jac_assembly *A, const hysc_model *m, const hysc_data *D,
                       int consistent, int initial)
{
  if (!A->source) {
    size_t n = 2 * (size_t)A->model_nnz + 2 * (size_t)A->initial_nnz + 1;
    A->source = calloc(n, sizeof *A->source);
    if (!A->source)
      return HYSC_FAIL;
  }
  double *s = A->source;
  int set = consistent && m->consistent_jacobian;
  if (set)
    m->consistent_jacobian(D, s, s + A->model_nnz);
  else
    m->jacobian(D, s, s + A->model_nnz);
  if (jac_differences(m, D, set ? JAC_SET_CONSISTENT : JAC_SET_RESIDUAL, s, s + A->model_nnz) != HYSC_OK ||
      difference_nonfinite(m, D, A->model_pattern, set ? m->consistent_residual : m->residual, s,
                           s + A->model_nnz) != HYSC_OK)
    return HYSC_FAIL;
  if (initial && m->initial_jacobian) {
    double *dfdy = s + 2 * A->model_nnz, *dfdyp = dfdy + A->initial_nnz;
    m->initial_jacobian(D, dfdy, dfdyp);
    if (jac_differences(m, D, JAC_SET_INITIAL, dfdy, dfdyp) != HYSC_OK ||
        difference_nonfinite(m, D, A->initial_pattern, m->initial_residual, dfdy, dfdyp) != HYSC_OK)
      return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* values[k] = sum of coefficient * part over the terms of entry k */
void jac_combine(const jac_assembly *A, const double *coefficient, double *values)
{
  const jac_term *t = A->terms;
  for (int k = 0; k < A->nnz; k++) {
    double v = 0;
    for (int i = A->term_ptr[k]; i < A->term_ptr[k + 1]; i++)
      v += coefficient[t[i].coefficient] * A->source[t[i].source];
    values[k] = v;
  }
}

/* Use the analytic Jacobian: the model has one and --jacobian=fd was not given. */
int jac_available(const hysc_model *m, const hysc_options *opt)
{
  return m->jacobian && m->jacobian_pattern && m->initial_jacobian_pattern &&
         opt->jacobian != HYSC_JACOBIAN_FD;
}

/* ------------------------------------------------------------ sparse LU */

struct jac_lu {
  klu_common common;
  klu_symbolic *symbolic; /* once per pattern */
  klu_numeric *numeric;   /* per Jacobian */
};

jac_lu *jac_lu_new(void)
{
  jac_lu *L = calloc(1, sizeof *L);
  if (L)
    klu_defaults(&L->common);
  return L;
}

void jac_lu_free(jac_lu *L)
{
  if (!L)
    return;
  if (L->numeric)
    klu_free_numeric(&L->numeric, &L->common);
  if (L->symbolic)
    klu_free_symbolic(&L->symbolic, &L->common);
  free(L);
}

/* Factors the n x n matrix (colptr, rows, values); HYSC_FAIL when singular,
   with *column the first column found dependent (-1: unknown). */
int jac_lu_factor(jac_lu *L, int n, const int *colptr, const int *rows, double *values,
                  int *column)
{
  *column = -1;
  if (!L->symbolic) {
    L->symbolic = klu_analyze(n, (int *)colptr, (int *)rows, &L->common);
    if (!L->symbolic)
      return HYSC_FAIL;
  }
  if (L->numeric)
    klu_free_numeric(&L->numeric, &L->common);
  L->numeric = klu_factor((int *)colptr, (int *)rows, values, L->symbolic, &L->common);
  /* a pivot at rounding level (entries are row-scaled to 1) is singular too */
  if (L->numeric && L->common.status == KLU_OK && klu_rcond(L->symbolic, L->numeric, &L->common) &&
      L->common.rcond < JAC_SINGULAR_RCOND)
    L->common.status = KLU_SINGULAR;
  if (!L->numeric || L->common.status == KLU_SINGULAR) {
    if (L->common.singular_col >= 0 && L->common.singular_col < n)
      *column = L->common.singular_col;
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* b = A^{-1} b with the last factors */
void jac_lu_solve(jac_lu *L, int n, double *b)
{
  klu_solve(L->symbolic, L->numeric, n, 1, b, &L->common);
}

/* ------------------------------------------------- the runtime's systems */

/* Every column j of the residual as dF/dy + cj dF/dyp (coefficients 1, cj). */
int jac_build_residual(jac_assembly *A, const hysc_model *m, int nc)
{
  if (jac_begin(A, m, nc, nc) != HYSC_OK)
    return HYSC_FAIL;
  for (int j = 0; j < nc; j++)
    if (jac_add(A, JAC_DY, j, 0, 0) || jac_add(A, JAC_DYP, j, 0, 1) || jac_end_column(A))
      return HYSC_FAIL;
  return HYSC_OK;
}

/* States held, u = [yp states, y algebraic]. */
int jac_build_consistency(jac_assembly *A, const hysc_model *m, int ns, int nc)
{
  if (jac_begin(A, m, nc, nc) != HYSC_OK)
    return HYSC_FAIL;
  for (int j = 0; j < nc; j++)
    if (jac_add(A, j < ns ? JAC_DYP : JAC_DY, j, 0, 0) || jac_end_column(A))
      return HYSC_FAIL;
  return HYSC_OK;
}

/* u = [y states, yp states, y algebraic], rows [residual; initial residual]. */
int jac_build_initial(jac_assembly *A, const hysc_model *m, int ns, int nc)
{
  int na = nc - ns;
  if (jac_begin(A, m, nc + ns, 2 * ns + na) != HYSC_OK)
    return HYSC_FAIL;
  for (int c = 0; c < 2 * ns + na; c++) {
    int derivative = c >= ns && c < 2 * ns;
    int j = c < ns ? c : c - ns;
    if (jac_add(A, derivative ? JAC_DYP : JAC_DY, j, 0, 0) ||
        jac_add(A, derivative ? JAC_INITIAL_DYP : JAC_INITIAL_DY, j, nc, 0) ||
        jac_end_column(A))
      return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* A Newmark step, u = [yp states, y algebraic] at the step's end: a state x
   with der(x) = v moves with beta h^2 der(v) (coefficient 2), every other
   state with gamma h der(x) (coefficient 1). */
int jac_build_newmark(jac_assembly *A, const hysc_model *m, int ns, int nc)
{
  const int *partner = m->second_order_partner;
  /* the positions x moved by each velocity v: a list through next */
  int *first = malloc(((size_t)ns + 1) * sizeof *first);
  int *next = malloc(((size_t)ns + 1) * sizeof *next);
  int status = first && next ? jac_begin(A, m, nc, nc) : HYSC_FAIL;
  for (int x = 0; x < ns && first && next; x++)
    first[x] = -1;
  for (int x = 0; x < ns && status == HYSC_OK; x++)
    if (partner && partner[x] >= 0) {
      next[x] = first[partner[x]];
      first[partner[x]] = x;
    }
  for (int j = 0; j < nc && status == HYSC_OK; j++) {
    if (j >= ns) {
      status = jac_add(A, JAC_DY, j, 0, 0);
    } else {
      status = jac_add(A, JAC_DYP, j, 0, 0);
      if (!status && !(partner && partner[j] >= 0))
        status = jac_add(A, JAC_DY, j, 0, 1);
      for (int x = first[j]; x >= 0 && !status; x = next[x])
        status = jac_add(A, JAC_DY, x, 0, 2);
    }
    if (!status)
      status = jac_end_column(A);
  }
  free(first);
  free(next);
  return status;
}
