/*
 * mode_switch.c - what every discrete change of the run writes and settles:
 * the event rows (left and right limit, marked for the recorder) of events
 * and of the switches into contact and sliding modes, and, after a mode
 * switch made outside the event iteration, the conditions and pre() values
 * taken as settled, so that no when-clause sees an edge that is not one.
 *
 * An event at which no output column changes (a relation's hysteresis
 * releasing, a when-clause assigning the value a variable already has)
 * writes no rows: the left limit is kept until the right limit shows
 * whether anything changed, so that the times written twice in a result are
 * exactly the events that changed it.
 */
#include <math.h>
#include <string.h>

#include "hysc_runtime.h"

/* An event row of D: the kept left limit or the current values. */
static int write_event_row(hysc_sim *S, const hysc_data *D)
{
  S->output.row_is_event = 1;
  int rc = output_row(&S->output, S->model, D);
  S->output.row_is_event = 0;
  S->steps_at_row = S->stats.steps;
  S->row_time = D->t;
  return rc;
}

int sim_event_row(hysc_sim *S)
{
  if (delay_record(S) != HYSC_OK || sim_row_values(S, &S->data) != HYSC_OK)
    return HYSC_FAIL;
  return write_event_row(S, &S->data);
}

/* The kept left limit as a hysc_data (parameters and time shared with D). */
static hysc_data left_limit(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data L = S->data;
  L.t = S->left_t;
  L.y = S->left_row;
  L.d = S->left_row + S->n_continuous;
  L.w = S->left_row + S->n_continuous + m->n_discrete;
  L.yp = L.w + m->n_computed;   /* for the der(x) columns of --emit-derivatives */
  return L;
}

int sim_event_left(hysc_sim *S, int written)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (delay_record(S) != HYSC_OK || sim_row_values(S, D) != HYSC_OK || sim_trace(S) != HYSC_OK)
    return HYSC_FAIL;
  hysc_data L = left_limit(S);
  memcpy(L.y, D->y, (size_t)S->n_continuous * sizeof(double));
  memcpy(L.d, D->d, (size_t)m->n_discrete * sizeof(double));
  memcpy(L.w, D->w, (size_t)m->n_computed * sizeof(double));
  memcpy(L.yp, D->yp, (size_t)S->n_continuous * sizeof(double));
  S->left_t = D->t;
  S->left_kept = written ? 2 : 1;
  return HYSC_OK;
}

/* Whether a continuous or computed value moved by more than the rounding
   of the restart's Newton (which recomputes the algebraic variables even
   where nothing switched); discrete values compare exactly. */
static int moved(const newton_settings *set, double a, double b)
{
  return !(fabs(a - b) <= set->atol + set->rtol * fmax(fabs(a), fabs(b)));
}

static int columns_changed(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  hysc_data L = left_limit(S);
  newton_settings set = sim_tight_newton(S, 0);
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!output_is_column(v))
      continue;
    double a = hysc_var_value(&L, v), b = hysc_var_value(D, v);
    if (v->kind == HYSC_DISCRETE ? memcmp(&a, &b, sizeof a) != 0 : moved(&set, a, b))
      return 1;
  }
  return 0;
}

int sim_event_right(hysc_sim *S)
{
  if (delay_record(S) != HYSC_OK || sim_row_values(S, &S->data) != HYSC_OK || sim_trace(S) != HYSC_OK)
    return HYSC_FAIL;
  int kept = S->left_kept;
  S->left_kept = 0;
  S->event_wrote_rows = !kept || columns_changed(S);
  if (!S->event_wrote_rows)
    return HYSC_OK;
  if (kept == 1) {
    hysc_data L = left_limit(S);
    if (write_event_row(S, &L) != HYSC_OK)
      return HYSC_FAIL;
  }
  return write_event_row(S, &S->data);
}

int sim_event_kept_problem(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (!m->discrete_continuous ||
      memcmp(D->r, S->relation_before, (size_t)m->n_relations) != 0 ||
      memcmp(D->frozen, S->frozen_before, (size_t)m->n_frozen * sizeof(double)) != 0)
    return 0;
  hysc_data L = left_limit(S);
  for (int i = 0; i < S->n_states; i++)
    if (memcmp(&L.y[i], &D->y[i], sizeof(double)) != 0)
      return 0;
  for (int j = 0; j < m->n_discrete; j++)
    if (m->discrete_continuous[j] && memcmp(&L.d[j], &D->d[j], sizeof(double)) != 0)
      return 0;
  return 1;
}

int sim_end_row(hysc_sim *S)
{
  if (S->output.rows > 0 && !(S->output.last_t < S->data.t))
    return HYSC_OK;
  if (delay_record(S) != HYSC_OK || sim_row_values(S, &S->data) != HYSC_OK)
    return HYSC_FAIL;
  return write_event_row(S, &S->data);
}

int sim_event_flush(hysc_sim *S)
{
  int kept = S->left_kept;
  S->left_kept = 0;
  /* not twice: the last row written may be this left limit already */
  if (kept != 1 || (S->output.rows > 0 && S->output.last_t == S->left_t))
    return HYSC_OK;
  hysc_data L = left_limit(S);
  return write_event_row(S, &L);
}

void sim_settle_mode_switch(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  m->conditions(D);
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  memcpy(D->pre_d, D->d, (size_t)m->n_discrete * sizeof(double));
  memcpy(D->cond_pre_d, D->d, (size_t)m->n_discrete * sizeof(double));
  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
}
