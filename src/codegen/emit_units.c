/*
 * emit_units.c - where the generated C goes: one translation unit (--emit-c,
 * small models), or several for a large model, so that the C compiler can
 * work on them in parallel and never sees one enormous function.
 *
 * A code generator writes a shared prelude (includes, helpers, prototypes of
 * the model's functions), the tables, and "chunkable" functions: functions
 * whose body is a list of statements run in order, with cut points between
 * statements that share no locals (one equation, one when-clause).  In one
 * unit such a function is written whole.  Split, its body is cut at cut
 * points into chunks of about chunk_bytes, each chunk a function of its own
 * in a file of its own (the prelude first), and the function itself becomes
 * a list of calls of its chunks in the main file.  The statements run in the
 * same order on the same data, so results are the same bit for bit.
 * Any emitter (residual, events, Jacobians) can use units_function_begin.
 */
#include <errno.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"

struct Units {
  FILE *main;              /* the unit with the tables and the model instance */
  const char *dir;         /* split: where unit<k>.c go; NULL: one unit */
  size_t chunk_bytes;
  FILE *unit;              /* split: the unit file that chunks go to now */
  const char *unit_path;
  long unit_bytes;
  PtrList files;           /* every .c written, the main file first */
  /* split: the prelude, copied to the top of every unit */
  FILE *prelude;
  char *prelude_text;
  size_t prelude_size;
  char *main_definitions;  /* split: globals the prelude declares extern */
  /* the function being written (split: its body is buffered) */
  const char *name, *params, *args;
  FILE *body;
  char *body_text;
  size_t body_size;
  size_t *cuts;
  int n_cuts, cuts_capacity;
  bool loops;              /* runs of alike statements become loops */
  const char *prologue;    /* the first statement of functions of the model's data */
  bool with_prologue;      /* the function being written starts with it */
  const char *mark;        /* "HYSC_ONCE ", "HYSC_BULK " or "": how hard the C compiler works on it */
};

/* A stream of generated C: written by one thread, so without the locking
   every stdio call would otherwise take (code generation is millions of
   small writes). */
FILE *units_stream(FILE *f)
{
  if (f)
    __fsetlocking(f, FSETLOCKING_BYCALLER);
  return f;
}

/* A stream into a growing buffer, *text and *size as open_memstream. */
FILE *units_buffer(char **text, size_t *size)
{
  FILE *f = units_stream(open_memstream(text, size));
  if (!f)
    diag_fatal("cannot buffer the generated C: %s", strerror(errno));
  return f;
}

Units *units_single(FILE *out)
{
  Units *u = xcalloc(1, sizeof *u);
  u->main = out;
  u->loops = true;
  return u;
}

/* Whether runs of alike statements are rolled into loops (codegen_loops.c);
   on unless asked otherwise. */
void units_set_loops(Units *u, bool loops)
{
  u->loops = loops;
}

Units *units_split(FILE *main_file, const char *main_path, const char *dir, size_t chunk_bytes)
{
  Units *u = units_single(main_file);
  u->dir = dir;
  u->chunk_bytes = chunk_bytes;
  list_push(&u->files, (char *)main_path);
  u->main_definitions = xstrdup("");
  u->prelude = units_buffer(&u->prelude_text, &u->prelude_size);
  return u;
}

bool units_loops(const Units *u)
{
  return u->loops;
}

bool units_is_split(const Units *u)
{
  return u->dir != NULL;
}

FILE *units_main(Units *u)
{
  return u->main;
}

const PtrList *units_files(const Units *u)
{
  return &u->files;
}

/* The prelude: declarations every unit needs.  Complete before the first
   units_function_begin. */
FILE *units_prelude(Units *u)
{
  return u->prelude ? u->prelude : u->main;
}

/* Linkage of what all units share (the model's functions): file-local in
   one unit, external when split. */
const char *units_linkage(const Units *u)
{
  return units_is_split(u) ? "" : "static ";
}

/* A variable all units share, "int name": static in one unit; split, the
   prelude declares it extern and the main unit defines it. */
void units_global(Units *u, const char *declaration)
{
  if (!units_is_split(u)) {
    fprintf(u->main, "static %s;\n", declaration);
    return;
  }
  fprintf(u->prelude, "extern %s;\n", declaration);
  u->main_definitions = xsprintf("%s%s;\n", u->main_definitions, declaration);
}

void units_prelude_end(Units *u)
{
  if (!u->prelude)
    return;
  if (fflush(u->prelude) != 0)
    diag_fatal("cannot buffer the generated C: %s", strerror(errno));
  fwrite(u->prelude_text, 1, u->prelude_size, u->main);
  fputs(u->main_definitions, u->main);
  fputc('\n', u->main);
}

/* "(void)D, (void)res;": every parameter may go unused in a chunk */
static void emit_unused(FILE *out, const char *args)
{
  if (!*args)
    return;
  char *copy = xstrdup(args);
  fputs("  ", out);
  int n = 0;
  for (char *name = strtok(copy, ", "); name; name = strtok(NULL, ", "))
    fprintf(out, "%s(void)%s", n++ ? ", " : "", name);
  fputs(";\n", out);
}

/* The functions that run once, at start-up or initialization: the C
   compiler spends little on them (HYSC_ONCE, hysc_model.h), their code
   being a large part of a big model's and none of its run time.  The
   Jacobians' fill functions, half the C of a model of frames, run once per
   factorization of the solver's matrix, not per residual: optimized less
   (HYSC_BULK), they build in two thirds of the time and run as fast. */
static const char *mark_of(const char *name)
{
  static const char *const once[] = { "bind_parameters", "start_plain", "start_guesses", "start_initial_guesses" };
  for (size_t i = 0; i < sizeof once / sizeof *once; i++)
    if (!strcmp(name, once[i]))
      return "HYSC_ONCE ";
  if (!strncmp(name, "fill_", 5))
    return "HYSC_ONCE ";
  return strstr(name, "jacobian") ? "HYSC_BULK " : "";
}

/* Starts `static void name(params)`; args are the parameters' names, as a
   call passes them on.  Returns the stream for its body. */
FILE *units_function_begin(Units *u, const char *name, const char *params, const char *args)
{
  u->name = name;
  u->params = params;
  u->args = args;
  u->with_prologue = u->prologue && (!strncmp(params, "hysc_data *D", 12) || !strncmp(params, "const hysc_data *D", 18));
  u->mark = mark_of(name);
  u->n_cuts = 0;
  u->body = units_buffer(&u->body_text, &u->body_size);
  return u->body;
}

/* A statement that every function taking the model's data (hysc_data *D)
   begun from now on runs first, in the main unit; NULL: none. */
void units_set_prologue(Units *u, const char *statement)
{
  u->prologue = statement;
}

/* The function being written does without it (it is what it calls). */
void units_skip_prologue(Units *u)
{
  u->with_prologue = false;
}

/* The body written so far may end a chunk here. */
void units_cut_point(Units *u)
{
  if (!u->body)
    return;
  if (u->n_cuts == u->cuts_capacity) {
    u->cuts_capacity = u->cuts_capacity ? 2 * u->cuts_capacity : 64;
    u->cuts = xrealloc(u->cuts, sizeof *u->cuts * (size_t)u->cuts_capacity);
  }
  u->cuts[u->n_cuts++] = (size_t)ftell(u->body);
}

/* Ends the unit file being written, if any. */
static void close_unit(Units *u)
{
  if (u->unit && (fflush(u->unit) != 0 || ferror(u->unit) || fclose(u->unit) != 0))
    diag_fatal("writing '%s' failed: %s", u->unit_path, strerror(errno));
  u->unit = NULL;
}

/* body[begin, end) as the function chunk_name, in the current unit file
   while it holds less than CHUNKS_PER_FILE chunks' worth (each compiler
   run has a fixed cost), else in a new one with the prelude. */
enum { CHUNKS_PER_FILE = 4 };

static void write_chunk(Units *u, const char *chunk_name, size_t begin, size_t end)
{
  if (u->unit && u->unit_bytes >= (long)(CHUNKS_PER_FILE * u->chunk_bytes))
    close_unit(u);
  if (!u->unit) {
    char *path = xsprintf("%s/unit%d.c", u->dir, u->files.count);
    u->unit = units_stream(fopen(path, "w"));
    if (!u->unit)
      diag_fatal("cannot write '%s': %s", path, strerror(errno));
    fwrite(u->prelude_text, 1, u->prelude_size, u->unit);
    u->unit_path = path;
    u->unit_bytes = 0;
    list_push(&u->files, path);
  }
  FILE *f = u->unit;
  fprintf(f, "\nvoid %s(%s);\n%svoid %s(%s)\n{\n", chunk_name, u->params, u->mark, chunk_name, u->params);
  emit_unused(f, u->args);
  fwrite(u->body_text + begin, 1, end - begin, f);
  fputs("}\n", f);
  u->unit_bytes += (long)(end - begin);
}

/* After the last function: every unit file complete. */
void units_finish(Units *u)
{
  close_unit(u);
}

/* The chunks of the buffered body, cut at the last cut point before each
   chunk would exceed chunk_bytes (a statement longer than that is a chunk
   alone); their names are pushed to names. */
static void write_chunks(Units *u, PtrList *names)
{
  size_t begin = 0;
  int next_cut = 0;
  while (begin < u->body_size) {
    size_t end = u->body_size;
    if (end - begin > u->chunk_bytes) {
      size_t cut = 0;
      for (; next_cut < u->n_cuts && u->cuts[next_cut] - begin <= u->chunk_bytes; next_cut++)
        cut = u->cuts[next_cut];
      if (cut <= begin && next_cut < u->n_cuts)   /* one long statement */
        cut = u->cuts[next_cut++];
      if (cut > begin)
        end = cut;
    }
    char *chunk_name = xsprintf("hysc_chunk_%s_%d", u->name, names->count);
    write_chunk(u, chunk_name, begin, end);
    list_push(names, chunk_name);
    begin = end;
  }
}

/* The buffered body with its runs rolled into loops, and its new cut points. */
static void roll_loops(Units *u)
{
  size_t size, *cuts;
  int n_cuts;
  char *text = loops_reroll(u->body_text, u->body_size, u->cuts, u->n_cuts, &size, &cuts, &n_cuts);
  free(u->body_text);
  free(u->cuts);
  u->body_text = text;
  u->body_size = size;
  u->cuts = cuts;
  u->n_cuts = u->cuts_capacity = n_cuts;
}

/* Ends the function: written whole in one unit, or as chunks called in
   order from the main unit. */
void units_function_end(Units *u)
{
  if (fclose(u->body) != 0)
    diag_fatal("cannot buffer the generated C: %s", strerror(errno));
  u->body = NULL;
  if (u->loops)
    roll_loops(u);
  if (!units_is_split(u) || u->body_size <= u->chunk_bytes) {   /* small: stays in the main unit */
    fprintf(u->main, "%sstatic void %s(%s)\n{\n", u->mark, u->name, u->params);
    emit_unused(u->main, u->args);
    if (u->with_prologue)
      fputs(u->prologue, u->main);
    fwrite(u->body_text, 1, u->body_size, u->main);
  } else {
    PtrList names = { 0 };
    write_chunks(u, &names);
    for (int i = 0; i < names.count; i++)
      fprintf(u->main, "void %s(%s);\n", (char *)names.items[i], u->params);
    fprintf(u->main, "static void %s(%s)\n{\n", u->name, u->params);
    if (u->with_prologue)
      fputs(u->prologue, u->main);
    for (int i = 0; i < names.count; i++)
      fprintf(u->main, "  %s(%s);\n", (char *)names.items[i], u->args);
  }
  fputs("}\n\n", u->main);
  free(u->body_text);
  u->body_text = NULL;
}
