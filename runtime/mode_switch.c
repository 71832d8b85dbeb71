/*
 * mode_switch.c - what every discrete change of the run writes and settles:
 * the event rows (left and right limit, marked for the recorder) of events
 * and of the switches into contact and sliding modes, and, after a mode
 * switch made outside the event iteration, the conditions and pre() values
 * taken as settled, so that no when-clause sees an edge that is not one.
 */
#include <string.h>

#include "hysc_runtime.h"

int sim_event_row(hysc_sim *S)
{
  if (delay_record(S) != HYSC_OK)
    return HYSC_FAIL;
  S->output.row_is_event = 1;
  int rc = sim_output_row(S, &S->data);
  S->output.row_is_event = 0;
  S->steps_at_row = S->stats.steps;
  S->row_time = S->data.t;
  return rc;
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
