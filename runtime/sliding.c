/*
 * sliding.c - the run continues on the switching surface where a relation
 * chatters.  The compiler gave every der(x) = if r then a else b with r on
 * first-order states a sliding mode (hysc_model.slidings): while
 * sliding.active[k] is true, der(x) = alpha a + (1 - alpha) b with the
 * relation's zero function held at zero (Filippov's convex combination).
 * When zeno.c finds r chattering and --zeno=continue, sliding_on_chatter
 * switches the mode on at once: chattering is decided within a hair of the
 * surface, so no time is skipped.  The relation is held while sliding (its
 * root function constant), so that the state on the surface fires nothing.
 * The model's own end clause fires when alpha leaves [0, 1]; the relation
 * then takes the side alpha went to (alpha > 1: r true) and is released.
 */
#include <math.h>
#include <string.h>

#include "hysc_runtime.h"

static int sliding_of_track(const hysc_sim *S, int key)
{
  const hysc_model *m = S->model;
  for (int k = 0; k < m->n_slidings && key >= m->n_whens; k++)
    if ((key - m->n_whens) / 2 == m->slidings[k].relation)
      return k;
  return -1;
}

static void hold_ends(hysc_sim *S, const hysc_sliding *s, unsigned char how)
{
  S->relation_held[s->below] = S->relation_held[s->above] = how;
  if (how) /* alpha = 0 off the surface: its relations are inert there */
    S->data.r[s->below] = S->data.r[s->above] = 0;
}

void sliding_init(hysc_sim *S)
{
  for (int k = 0; k < S->model->n_slidings; k++)
    hold_ends(S, &S->model->slidings[k], 2);
}

static int begin(hysc_sim *S, int k)
{
  const hysc_model *m = S->model;
  const hysc_sliding *s = &m->slidings[k];
  hysc_data *D = &S->data;
  D->d[s->active] = 1;
  S->relation_held[s->relation] = D->r[s->relation] ? 1 : 2;
  hold_ends(S, s, 0);
  if (sim_consistent(S, "sliding") != HYSC_OK)
    return HYSC_FAIL;
  sim_settle_mode_switch(S);
  if (sim_event_row(S) != HYSC_OK)
    return HYSC_FAIL;
  if (S->output.record &&
      record_firing(S->output.record, D->t, m->n_whens + m->n_contacts + k) != HYSC_OK) {
    sim_error(S, "at t=%.17g, out of memory keeping the events", D->t);
    return HYSC_FAIL;
  }
  int base = m->n_whens + 2 * s->relation;
  S->zeno[base].n = S->zeno[base + 1].n = 0;
  S->zeno[base].reported = S->zeno[base + 1].reported = 0;
  return HYSC_OK;
}

int sliding_on_chatter(hysc_sim *S, int key, long count)
{
  const hysc_model *m = S->model;
  int k = sliding_of_track(S, key);
  if (k < 0 || S->opt.zeno != HYSC_ZENO_CONTINUE || S->data.d[m->slidings[k].active] != 0)
    return -1;
  const hysc_source *src = &m->relations[m->slidings[k].relation];
  if (begin(S, k) != HYSC_OK)
    return HYSC_FAIL;
  fprintf(stderr, "%s: chattering: %ld switches of %s (%s) back to back at t=%.10g; continuing "
          "sliding on its switching surface, sliding.alpha[%d] = %.6g (--zeno=continue, the default)\n",
          m->name, count, text_clean(src->text), sim_place(m, src->line), S->data.t, k + 1,
          S->data.y[m->slidings[k].alpha]);
  if (S->opt.log_events)
    sim_log_event(S, "event t=%.17g sliding on %s from t = %.10f (%s)", S->data.t, src->text,
            S->data.t, sim_place(m, src->line));
  return HYSC_OK;
}

int sliding_after_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  for (int k = 0; k < m->n_slidings; k++) {
    const hysc_sliding *s = &m->slidings[k];
    if (!S->relation_held[s->relation] || S->data.d[s->active] != 0)
      continue;
    /* the sliding ended: the relation takes the side alpha left towards */
    S->data.r[s->relation] = S->data.r[s->above];
    S->relation_held[s->relation] = 0;
    hold_ends(S, s, 2);
    if (S->opt.log_events)
      sim_log_event(S, "event t=%.17g end of sliding at %.10f on %s (%s)", S->data.t, S->data.t,
              m->relations[s->relation].text, sim_place(m, m->relations[s->relation].line));
    if (sim_consistent(S, "end of sliding") != HYSC_OK)
      return HYSC_FAIL;
  }
  return HYSC_OK;
}
