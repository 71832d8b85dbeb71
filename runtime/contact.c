/*
 * contact.c - the run continues in contact where impacts accumulate.  The
 * compiler gave every impact (a when-clause on one relation of positions
 * whose body reinitialises their velocities) a contact mode: the Boolean
 * contact.active[k] switches the constraint G = 0 on, held by the
 * multiplier contact.lambda[k] (hysc_model.contacts).  When zeno.c finds
 * the impacts of such a clause accumulating at t*, contact_begin moves the
 * run to t* (the infinitely many impacts before it are not resolved), puts
 * the positions on G = 0 with zero normal velocity (the projection onto the
 * position and velocity levels, by the smallest change, so the tangential
 * velocity is kept) and switches the mode on.  While in contact the
 * impact's relation is held true: G is zero only up to rounding there, and
 * noise must not fire the impact.  The model's own lift-off clause ends the
 * contact when lambda would change sign; the hold ends with it, and the
 * relation turns false once G has grown past its hysteresis, so the next
 * landing is an impact again.
 */
#include <math.h>
#include <string.h>

#include "hysc_runtime.h"

/* The contact whose impact is zeno track `key` (when-branch, or either
   edge of its relation), or -1. */
static int contact_of_track(const hysc_sim *S, int key)
{
  const hysc_model *m = S->model;
  for (int k = 0; k < m->n_contacts; k++) {
    const hysc_contact *c = &m->contacts[k];
    if (key == c->when || (key >= m->n_whens && (key - m->n_whens) / 2 == c->relation))
      return k;
  }
  return -1;
}

/* Tracks of the impact start afresh: after a lift-off, the next landing
   may accumulate again. */
static void forget_impacts(hysc_sim *S, const hysc_contact *c)
{
  int n = S->model->n_whens;
  zeno_track *tracks[3] = { &S->zeno[c->when], &S->zeno[n + 2 * c->relation],
                            &S->zeno[n + 2 * c->relation + 1] };
  for (int i = 0; i < 3; i++) {
    tracks[i]->n = 0;
    tracks[i]->reported = 0;
  }
}

/* The left-limit row at t*: on the constraint, the mode not yet on. */
static int left_limit_row(hysc_sim *S, const hysc_contact *c)
{
  hysc_data *D = &S->data;
  double lambda = D->y[c->lambda];
  D->d[c->active] = 0;
  D->y[c->lambda] = 0;
  int rc = sim_event_left(S, 0);
  D->d[c->active] = 1;
  D->y[c->lambda] = lambda;
  return rc;
}

/* The switch to contact k now, at its accumulation point. */
static int begin(hysc_sim *S, int k)
{
  const hysc_model *m = S->model;
  const hysc_contact *c = &m->contacts[k];
  hysc_data *D = &S->data;
  S->contact_due[k] = HUGE_VAL;
  D->d[c->active] = 1;
  D->r[c->relation] = 1;
  S->relation_held[c->relation] = 1;
  S->relation_held[c->pulls] = 0;
  if (sim_project(S) != HYSC_OK || left_limit_row(S, c) != HYSC_OK ||
      sim_consistent(S, "contact") != HYSC_OK)
    return HYSC_FAIL;
  sim_settle_mode_switch(S);
  if (sim_event_right(S) != HYSC_OK)
    return HYSC_FAIL;
  if (S->output.record && record_firing(S->output.record, D->t, m->n_whens + k) != HYSC_OK) {
    sim_error(S, "at t=%.17g, out of memory keeping the events", D->t);
    return HYSC_FAIL;
  }
  forget_impacts(S, c);
  if (S->opt.log_events)
    sim_log_event(S, "event t=%.17g contact from t* = %.10f on %s (%s)", D->t, D->t,
            m->whens[c->when].text, sim_place(m, m->whens[c->when].line));
  return HYSC_OK;
}

void contact_init(hysc_sim *S)
{
  for (int k = 0; k < S->model->n_contacts; k++) {
    S->contact_due[k] = HUGE_VAL;
    S->relation_held[S->model->contacts[k].pulls] = 2; /* lambda = 0 in flight */
  }
}

int contact_on_zeno(hysc_sim *S, int key, long count, double t_star)
{
  const hysc_model *m = S->model;
  int k = contact_of_track(S, key);
  if (k < 0 || S->opt.zeno != HYSC_ZENO_CONTINUE || S->data.d[m->contacts[k].active] != 0)
    return -1;
  const hysc_source *src = &m->whens[m->contacts[k].when];
  S->contact_due[k] = t_star > S->data.t ? t_star : S->data.t;
  fprintf(stderr, "%s: Zeno behaviour: %ld impacts of %s (%s) accumulate at t*=%.10g (last at "
          "t=%.17g); the impacts go on to t*, then contact holds the positions on the boundary of "
          "%s (--zeno=continue, the default)\n",
          m->name, count, text_clean(src->text), sim_place(m, src->line), S->contact_due[k], S->data.t,
          text_clean(src->text));
  return HYSC_OK;
}

void contact_refine(hysc_sim *S, int key, double t_star)
{
  int k = contact_of_track(S, key);
  if (k >= 0 && S->contact_due[k] != HUGE_VAL && t_star > S->data.t)
    S->contact_due[k] = t_star;
}

int contact_after_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  for (int k = 0; k < m->n_contacts; k++) {
    const hysc_contact *c = &m->contacts[k];
    if (S->contact_due[k] <= S->data.t && begin(S, k) != HYSC_OK)
      return HYSC_FAIL;
    if (S->relation_held[c->relation] != 1 || S->data.d[c->active] != 0)
      continue;
    S->relation_held[c->relation] = 0; /* lifted off */
    S->relation_held[c->pulls] = 2;
    S->data.r[c->pulls] = 0;
    if (S->opt.log_events)
      sim_log_event(S, "event t=%.17g lift-off at %.10f from %s (%s)", S->data.t, S->data.t,
              m->whens[c->when].text, sim_place(m, m->whens[c->when].line));
  }
  return HYSC_OK;
}

hysc_source contact_event_source(const hysc_model *m, int w, char *buffer, size_t size)
{
  const hysc_source *impact = NULL;
  const char *what = "contact on";
  if (w >= m->n_whens + m->n_contacts) {
    impact = &m->relations[m->slidings[w - m->n_whens - m->n_contacts].relation];
    what = "sliding on";
  } else if (w >= m->n_whens) {
    impact = &m->whens[m->contacts[w - m->n_whens].when];
  } else {
    for (int k = 0; k < m->n_contacts && !impact; k++)
      if (m->contacts[k].lift_off == w)
        impact = &m->whens[m->contacts[k].when];
    if (!impact)
      return m->whens[w];
    what = "lift-off from";
  }
  snprintf(buffer, size, "%s %s", what, impact->text);
  return (hysc_source){ buffer, impact->line };
}
