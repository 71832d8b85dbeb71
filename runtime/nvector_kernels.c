/*
 * nvector_kernels.c - the vector operations IDA spends its steps in (linear
 * sums, scaling, weighted norms), installed over those of SUNDIALS' serial
 * N_Vector.  They compute exactly what the serial ones compute, operation
 * for operation and in the same order, so results do not change by a bit;
 * they are only compiled with the runtime's optimisation, where a SUNDIALS
 * library built without any takes ten times as long per element (IDA does
 * some thirty such operations on every vector at each step).
 */
#include <math.h>
#include <nvector/nvector_serial.h>

void nvector_fast_kernels(N_Vector v);

/* a*x + b*y with the serial vector's own groupings: c (x + y) where a == b
   and c (x - y) where a == -b, unless a or b is 1 or -1 (then the plain
   form, exact with those factors, is what it computes too) */
static void linear_sum(sunrealtype a, N_Vector x, sunrealtype b, N_Vector y, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x), *yd = NV_DATA_S(y);
  sunrealtype *zd = NV_DATA_S(z);
  int unit = a == 1 || a == -1 || b == 1 || b == -1;
  if ((b == 1 && z == y) || (a == 1 && z == x) || unit || (a != b && a != -b)) {
    for (sunindextype i = 0; i < n; i++)
      zd[i] = a * xd[i] + b * yd[i];
  } else if (a == b) {
    for (sunindextype i = 0; i < n; i++)
      zd[i] = a * (xd[i] + yd[i]);
  } else {
    for (sunindextype i = 0; i < n; i++)
      zd[i] = a * (xd[i] - yd[i]);
  }
}

static void scale(sunrealtype c, N_Vector x, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x);
  sunrealtype *zd = NV_DATA_S(z);
  for (sunindextype i = 0; i < n; i++)
    zd[i] = c * xd[i];
}

static sunrealtype wrms_norm(N_Vector x, N_Vector w)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x), *wd = NV_DATA_S(w);
  sunrealtype sum = 0;
  for (sunindextype i = 0; i < n; i++) {
    sunrealtype p = xd[i] * wd[i];
    sum += p * p;
  }
  sum /= n;
  return sum <= 0 ? 0 : sqrt(sum);
}

static sunrealtype wrms_norm_mask(N_Vector x, N_Vector w, N_Vector id)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x), *wd = NV_DATA_S(w), *idd = NV_DATA_S(id);
  sunrealtype sum = 0;
  for (sunindextype i = 0; i < n; i++)
    if (idd[i] > 0) {
      sunrealtype p = xd[i] * wd[i];
      sum += p * p;
    }
  sum /= n;
  return sum <= 0 ? 0 : sqrt(sum);
}

/* c[0] X[0] + ... + c[n-1] X[n-1] as SUNDIALS composes it where the serial
   vector leaves it to it: z = c[0] X[0], then z += c[i] X[i] in turn (a
   term may be z itself, read as it stands then) */
static int linear_combination(int nvec, sunrealtype *c, N_Vector *X, N_Vector z)
{
  scale(c[0], X[0], z);
  for (int i = 1; i < nvec; i++)
    linear_sum(c[i], X[i], 1, z, z);
  return 0;
}

static void constant(sunrealtype c, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(z);
  sunrealtype *zd = NV_DATA_S(z);
  for (sunindextype i = 0; i < n; i++)
    zd[i] = c;
}

static void absolute(N_Vector x, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x);
  sunrealtype *zd = NV_DATA_S(z);
  for (sunindextype i = 0; i < n; i++)
    zd[i] = fabs(xd[i]);
}

static void inverse(N_Vector x, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x);
  sunrealtype *zd = NV_DATA_S(z);
  for (sunindextype i = 0; i < n; i++)
    zd[i] = 1 / xd[i];
}

static void add_constant(N_Vector x, sunrealtype b, N_Vector z)
{
  sunindextype n = NV_LENGTH_S(x);
  const sunrealtype *xd = NV_DATA_S(x);
  sunrealtype *zd = NV_DATA_S(z);
  for (sunindextype i = 0; i < n; i++)
    zd[i] = xd[i] + b;
}

/* v's operations (and so those of every clone IDA makes of it) */
void nvector_fast_kernels(N_Vector v)
{
  v->ops->nvlinearsum = linear_sum;
  v->ops->nvscale = scale;
  v->ops->nvwrmsnorm = wrms_norm;
  v->ops->nvwrmsnormmask = wrms_norm_mask;
  v->ops->nvlinearcombination = linear_combination;
  v->ops->nvconst = constant;
  v->ops->nvabs = absolute;
  v->ops->nvinv = inverse;
  v->ops->nvaddconst = add_constant;
}
