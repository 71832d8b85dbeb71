/*
 * fuzz_runtime.c - libFuzzer harness over what a model executable reads
 * from outside the model: its command line (opt_parse, opt_resolve,
 * plot_check_options, --help and --list-vars, the cases of --sweep and
 * --vary) and a --reference CSV file
 * (reference_read, reference_at).  The first byte chooses: even, the rest is
 * the arguments separated by NUL bytes; odd, the rest is the CSV file.
 *
 * The model is a small one written out here (states, an algebraic, a
 * discrete Boolean, an Integer and a parameter, with a quote in one name), so
 * the harness needs neither the compiler nor the solvers.  The runtime must
 * not leak, so leak detection stays on.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hysc_runtime.h"

static const hysc_var vars[] = {
  {"h", "height", "m", HYSC_STATE, HYSC_REAL, 0, 1, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
  {"v", "", "m/s", HYSC_STATE, HYSC_REAL, 1, 1, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
  {"f", "force", "", HYSC_ALGEBRAIC, HYSC_REAL, 2, 0, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
  {"flying", "", "", HYSC_DISCRETE, HYSC_BOOLEAN, 0, 0, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
  {"'n\"x'", "count", "", HYSC_DISCRETE, HYSC_INTEGER, 1, 0, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
  {"e", "restitution", "1", HYSC_PARAMETER, HYSC_REAL, 0, 0, 1, 0, 1, NULL, 0},
  {"g", "", "m/s2", HYSC_CONSTANT, HYSC_REAL, 1, 0, 1, -HUGE_VAL, HUGE_VAL, NULL, 0},
};

static const hysc_model model = {
  .name = "FuzzBall",
  .file = "FuzzBall.mo",
  .n_states = 2, .n_algebraic = 1, .n_discrete = 2, .n_parameters = 2,
  .n_vars = (int)(sizeof vars / sizeof vars[0]),
  .vars = vars,
  .start_time = NAN, .stop_time = 3, .tolerance = NAN, .interval = NAN,
};

static char csv_path[] = "/tmp/hysc-fuzz-XXXXXX.csv";
static FILE *sink;

static void remove_csv(void) { unlink(csv_path); }

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  int fd = mkstemps(csv_path, 4);
  sink = fopen("/dev/null", "w");
  if (fd < 0 || !sink) {
    perror("fuzz_runtime: setting up");
    exit(2);
  }
  close(fd);
  atexit(remove_csv);
  return 0;
}

/* The cases of a parameter study: the first and the last case's values. */
static void study(const hysc_options *opt)
{
  sweep_plan P;
  if (sweep_plan_build(&P, &model, opt) == 0) {
    double values[64 * 2 + 2];
    if (P.n_axes <= 128) {
      sweep_case_values(&P, 1, values);
      sweep_case_values(&P, P.n_cases, values);
    }
  }
  sweep_plan_free(&P);
}

static void command_line(const uint8_t *data, size_t size)
{
  enum { MAX_ARGS = 64 };
  char *text = malloc(size + 1);
  char *argv[MAX_ARGS + 2];
  int argc = 0;
  if (!text)
    return;
  memcpy(text, data, size);
  text[size] = '\0';
  argv[argc++] = "FuzzBall";
  for (char *p = text; p <= text + size && argc <= MAX_ARGS; p += strlen(p) + 1)
    argv[argc++] = p;
  argv[argc] = NULL;

  double y[3] = {1, 0, 0}, yp[3] = {0}, d[2] = {0, 3}, p[2] = {0.8, 9.81};
  hysc_data D = {.y = y, .yp = yp, .d = d, .p = p};
  hysc_options opt;
  if (opt_parse(&opt, &model, argc, argv) == 0) {
    if (opt.help)
      opt_print_help(&model, &D, sink);
    if (opt.n_sweeps || opt.n_varies || opt.samples)
      study(&opt);
    if (opt_resolve(&opt, &model) == 0 && plot_check_options(&model, &opt) == 0) {
      if (opt.list_vars)
        opt_print_vars(&model, &D, sink);
    }
  }
  opt_free(&opt);
  free(text);
}

static void reference(const uint8_t *data, size_t size)
{
  FILE *f = fopen(csv_path, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
    abort();
  reference_file F;
  if (reference_read(&model, csv_path, &F) != HYSC_OK)
    return;
  double t0 = F.values[F.time_column];
  double t1 = F.values[(F.n_rows - 1) * F.n_columns + F.time_column];
  volatile double sum = 0;
  for (int c = 0; c < F.n_columns && c < 16; c++)
    for (int k = -1; k <= 5; k++)
      sum += reference_at(&F, c, t0 + (t1 - t0) * k / 4);
  (void)sum;
  reference_free(&F);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size == 0)
    return 0;
  if (data[0] & 1)
    reference(data + 1, size - 1);
  else
    command_line(data + 1, size - 1);
  return 0;
}
