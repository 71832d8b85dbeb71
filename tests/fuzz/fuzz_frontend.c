/*
 * fuzz_frontend.c - libFuzzer harness over the compiler from the model text
 * to the generated C: parse, flatten, the flat and graph dumps, the
 * structure and initial-problem checks, code generation (to /dev/null; no C
 * compiler runs).  Built and run by `make fuzz` (tests/fuzz/run.sh).
 *
 * The compiler frees nothing by design (src/base/util.c): what it allocated for
 * one input is freed by arena_release() (arena.c), and leak detection is
 * off.  A NUL byte is refused by the reader before parsing, with exit(), so
 * such inputs are skipped here; so is the error cap (--max-errors), which
 * also ends the process.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "codegen/codegen.h"
#include "arena.h"

const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_leaks=0"; }

static char input_path[] = "/tmp/hysc-fuzz-XXXXXX.mo";
static FILE *sink;

static void remove_input(void) { unlink(input_path); }

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  int fd = mkstemps(input_path, 3);
  sink = fopen("/dev/null", "w");
  if (fd < 0 || !sink) {
    perror("fuzz_frontend: setting up");
    exit(2);
  }
  close(fd);
  atexit(remove_input);
  diag_set_max_errors(0);   /* the cap stops the process with exit(): not here */
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (memchr(data, 0, size))
    return 0;
  FILE *f = fopen(input_path, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
    abort();
  Program *program = parse_file(input_path);
  FlatModel *model = flatten_model(program, NULL);
  if (model)
    unit_check(model, UNIT_CHECK_WARN);
  if (model) {
    flat_model_dump(model, sink);
    graph_dump_dot(model, blt_sort(model), sink);
    if (graph_check_structure(model) && graph_check_initial(model)) {
      /* as hysc builds: the whole model, then each kind of part */
      partition_find(model);
      codegen_model(model, units_single(sink), false);
      for (int k = 0; k < partition_kinds(); k++)
        codegen_kind(k, sink, true);
    }
  }
  /* diag.c keeps the line index of this text: let it free that first */
  diag_set_source("<none>", "");
  arena_release();
  return 0;
}
