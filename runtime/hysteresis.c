/*
 * hysteresis.c - the dead band of each relation: how far past zero a
 * relation that has become true must go before it becomes false again.
 *
 * The band of relation k is
 *   eps_k = max(floor_k, HYSC_RELATIVE_HYSTERESIS * scale_k)
 * where floor_k is the relation's own annotation(__hysc(hysteresis=...)),
 * else --hysteresis, and scale_k is the largest declared nominal of the
 * variables in its operands, else the larger |operand| when the relation
 * last switched (at initialization: when the run started).  An absolute
 * band alone is below one rounding step of operands of size 1e19, so such a
 * relation would switch back and forth on rounding noise.  The scale changes
 * only at events, so a root function stays the same between restarts.
 */
#include <math.h>
#include "hysc_runtime.h"

double sim_hysteresis(const hysc_sim *S, int k)
{
  const double *h = S->model->relation_hysteresis;
  double floor_k = h && !isnan(h[k]) ? h[k] : S->opt.hysteresis;
  double relative = HYSC_RELATIVE_HYSTERESIS * S->relation_scale[k];
  return relative > floor_k ? relative : floor_k;   /* fmax, NaN-free, without a call */
}

/* Rescale the relations that switched since before[] (NULL: all of them,
   at initialization) from their operands at the current values. */
void sim_hysteresis_rescale(hysc_sim *S, const unsigned char *before)
{
  const hysc_model *m = S->model;
  if (!m->relation_sizes || m->n_relations == 0)
    return;
  m->relation_sizes(&S->data, S->z);
  for (int k = 0; k < m->n_relations; k++) {
    double nominal = m->relation_nominal ? m->relation_nominal[k] : NAN;
    if (!isnan(nominal))
      S->relation_scale[k] = nominal;
    else if ((!before || before[k] != S->data.r[k]) && isfinite(S->z[k]))
      S->relation_scale[k] = S->z[k];
  }
}
