/*
 * fuzz_frontend.c - libFuzzer harness over the compiler from the model text
 * to the generated C, in the stages hysc runs (src/main.c): parse, the
 * class checks, package constants, instantiation, records, strings,
 * arrays, flatten (compile_program), the flat and graph dumps, the structure and
 * initial-problem checks, code generation (to /dev/null; no C compiler
 * runs).  Built and run by `make fuzz` (tests/fuzz/run.sh).
 *
 * An input may carry a library on disk: each line "//@ PATH" starts a file
 * PATH (as Lib/package.mo, Lib/package.order or P.mo: names of letters,
 * digits, '_' and '.', no "." or ".." component) that runs to the next
 * such line; the text before the first is the model file.  The files are
 * written into a scratch directory, the library directory (-L) of every
 * input, emptied before each.
 *
 * The compiler frees nothing by design (src/base/util.c): what it allocated
 * for one input is freed by arena_release() (arena.c), and leak detection
 * is off.  It keeps state in static variables (what the libraries brought,
 * maps keyed by addresses): their bytes, bounded by state_mark.c, are saved
 * after the set-up and restored after each input, so that every input
 * starts as a fresh hysc.  A NUL byte is refused by the reader before
 * parsing, with exit(), so such inputs are skipped here; so is the error
 * cap (--max-errors), which also ends the process.
 */
#define _GNU_SOURCE
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "codegen/codegen.h"
#include "arena.h"

const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_leaks=0"; }

static char input_path[] = "/tmp/hysc-fuzz-XXXXXX.mo";
static char library[] = "/tmp/hysc-fuzz-lib-XXXXXX";
static FILE *sink;

/* the compiler's writable static data (state_mark.c) and its saved bytes */
extern char fuzz_state_first_data[], fuzz_state_last_data[];
extern char fuzz_state_first_bss[], fuzz_state_last_bss[];
static char *saved_data, *saved_bss;

/* Copies n bytes of static data, with the redzones AddressSanitizer keeps
   between variables: byte by byte, uninstrumented. */
__attribute__((no_sanitize("address"))) static void copy_state(char *to, const char *from, size_t n)
{
  volatile char *t = to;
  const volatile char *f = from;
  for (size_t i = 0; i < n; i++)
    t[i] = f[i];
}

static char *save_state(char *first, char *last)
{
  if (last <= first) {
    fprintf(stderr, "fuzz_frontend: the state markers are out of order\n");
    exit(2);
  }
  char *copy = malloc((size_t)(last - first));
  if (!copy)
    exit(2);
  copy_state(copy, first, (size_t)(last - first));
  return copy;
}

static void restore_state(void)
{
  copy_state(fuzz_state_first_data, saved_data, (size_t)(fuzz_state_last_data - fuzz_state_first_data));
  copy_state(fuzz_state_first_bss, saved_bss, (size_t)(fuzz_state_last_bss - fuzz_state_first_bss));
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
  (void)st, (void)type;
  if (ftw->level > 0)
    remove(path);
  return 0;
}

/* the library directory emptied (itself kept) */
static void empty_library(void) { nftw(library, remove_entry, 16, FTW_DEPTH | FTW_PHYS); }

static void clean_up(void)
{
  unlink(input_path);
  empty_library();
  rmdir(library);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  int fd = mkstemps(input_path, 3);
  sink = fopen("/dev/null", "w");
  if (fd < 0 || !sink || !mkdtemp(library)) {
    perror("fuzz_frontend: setting up");
    exit(2);
  }
  close(fd);
  atexit(clean_up);
  diag_set_max_errors(0);   /* the cap stops the process with exit(): not here */
  library_add_path(library);
  lookup_on_use(loading_treat);   /* library classes checked as the file's are */
  arena_keep();
  saved_data = save_state(fuzz_state_first_data, fuzz_state_last_data);
  saved_bss = save_state(fuzz_state_first_bss, fuzz_state_last_bss);
  return 0;
}

/* Whether PATH of n bytes names a file the library may hold. */
static int library_name(const char *path, size_t n)
{
  if (n == 0 || n > 200 || path[0] == '/' || path[n - 1] == '/')
    return 0;
  for (size_t i = 0; i < n; i++) {
    char c = path[i];
    int start = i == 0 || path[i - 1] == '/';
    if (c == '/' && start)
      return 0;
    if (c == '.' && start && (i + 1 == n || path[i + 1] == '/' ||
                              (path[i + 1] == '.' && (i + 2 == n || path[i + 2] == '/'))))
      return 0;
    if (!(c == '/' || c == '.' || c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
          (c >= 'A' && c <= 'Z')))
      return 0;
  }
  return 1;
}

/* Writes n bytes of text to the file named by NAME of name_len bytes in
   the library, making its directories; nothing when the name is not one. */
static void write_library_file(const char *name, size_t name_len, const char *text, size_t n)
{
  if (!library_name(name, name_len))
    return;
  char path[sizeof library + 256];
  snprintf(path, sizeof path, "%s/%.*s", library, (int)name_len, name);
  for (char *slash = path + sizeof library; (slash = strchr(slash, '/')); slash++) {
    *slash = '\0';
    mkdir(path, 0700);
    *slash = '/';
  }
  FILE *f = fopen(path, "wb");
  if (f) {
    fwrite(text, 1, n, f);
    fclose(f);
  }
}

/* The first line at or after FROM (a line's start) that begins "//@ " */
static const char *marker(const char *from, const char *end)
{
  if (end - from >= 4 && !memcmp(from, "//@ ", 4))
    return from;
  const char *m = end - from > 5 ? memmem(from, (size_t)(end - from), "\n//@ ", 5) : NULL;
  return m ? m + 1 : NULL;
}

/* Writes the model file (what comes before the first "//@ " line) and the
   library files after it. */
static void write_input(const char *data, size_t size)
{
  const char *end = data + size, *next = marker(data, end);
  size_t model_len = next ? (size_t)(next - data) : size;
  FILE *f = fopen(input_path, "wb");
  if (!f || fwrite(data, 1, model_len, f) != model_len || fclose(f) != 0)
    abort();
  empty_library();
  for (int files = 0; next && files < 32; files++) {
    const char *name = next + 4;
    const char *line_end = memchr(name, '\n', (size_t)(end - name));
    const char *text = line_end ? line_end + 1 : end;
    const char *after = marker(text, end);
    write_library_file(name, (size_t)((line_end ? line_end : end) - name), text,
                       (size_t)((after ? after : end) - text));
    next = after;
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (memchr(data, 0, size))
    return 0;
  write_input((const char *)data, size);
  FlatModel *model = compile_program(parse_file(input_path), NULL, NULL, 0);
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
  arena_release();
  restore_state();
  return 0;
}
