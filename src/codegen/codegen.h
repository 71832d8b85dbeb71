/*
 * codegen.h - the code-generation layer: the flat model as C against
 * runtime/hysc_model.h, in units, with loops, Jacobians and parts, and the
 * C compiler run on it.  Only the driver (src/main.c) is above it.
 */
#ifndef HYSC_CODEGEN_H
#define HYSC_CODEGEN_H

#include "symbolic/symbolic.h"

/* ---- dump.c: the flat model as text (--dump-flat) ---- */

void flat_model_dump(const FlatModel *model, FILE *out);

/* ---- emit_units.c: the generated C as one or several translation units ---- */

typedef struct Units Units;
FILE *units_stream(FILE *f);   /* f (may be NULL) written without stdio's locking */
FILE *units_buffer(char **text, size_t *size);   /* open_memstream, fatal when it fails */
Units *units_single(FILE *out);
/* main_file (at main_path) gets the tables; functions longer than
   chunk_bytes are cut into chunks, each in dir/unit<k>.c */
Units *units_split(FILE *main_file, const char *main_path, const char *dir, size_t chunk_bytes);
void units_set_loops(Units *u, bool loops);   /* runs of alike statements as loops (default on) */
bool units_loops(const Units *u);
bool units_is_split(const Units *u);
FILE *units_main(Units *u);
const PtrList *units_files(const Units *u);   /* split: every .c, the main file first */
FILE *units_prelude(Units *u);
void units_prelude_end(Units *u);
const char *units_linkage(const Units *u);
void units_global(Units *u, const char *declaration);
FILE *units_function_begin(Units *u, const char *name, const char *params, const char *args);
void units_cut_point(Units *u);
/* statement: run first by every function of hysc_data *D begun from now on
   (NULL: none); units_skip_prologue: not by the one being written */
void units_set_prologue(Units *u, const char *statement);
void units_skip_prologue(Units *u);
void units_function_end(Units *u);
void units_finish(Units *u);   /* after the last function */

/* ---- codegen_loops.c: runs of alike statements as C loops ---- */

/* The function body text[0, size), statements ending at cuts[], with runs of
   alike statements rolled into loops; same statements, same order. */
char *loops_reroll(const char *text, size_t size, const size_t *cuts, int n_cuts, size_t *new_size,
                   size_t **new_cuts, int *new_n_cuts);

/* ---- codegen.c: the flat model as C against runtime/hysc_model.h ---- */

/* kind: the model is a kind of part (partition.c): its parameters come from
   the whole model, so it binds none and has no parts of its own */
void codegen_model(const FlatModel *model, Units *units, bool kind);

/* ---- partition.c: independent parts of a model, by kind ---- */

/* Finds the parts; false when the model stays whole (partition_reason says why). */
bool partition_find(FlatModel *model);
int partition_kinds(void);
void partition_dump(FlatModel *model, FILE *out);
/* In the whole model's main unit: each kind's model and its tables; the
   members of hysc_model that name them. */
void partition_emit_tables(FILE *out);
void partition_members(FILE *out);
/* Kind number as a translation unit of its own (after the whole model's C:
   this renumbers the variables of its first part): its head written to
   out, and the model of its first part, for codegen_model; then its
   relation map written and the part restored (saved: what was lifted). */
FlatModel *partition_kind_begin(int number, FILE *out, Expr **saved);
void partition_kind_end(int number, FILE *out, const FlatModel *sub, Expr *saved);
/* Writes an expression as C (codegen.c), for the other emitters. */
void codegen_expr(FILE *out, const Expr *e);
/* The repeated subexpressions of the values of statements as locals in a
   block before them (codegen_cse.c); false: none, no block.  Closed after
   them.  Each value becomes the tree to write. */
bool cse_begin(FILE *out, const Expr **values, int n);
void cse_end(FILE *out, bool block);

/* ---- codegen_cse.c: the subtrees those statements repeat ---- */

typedef struct CseGroup {
  const Expr *first;    /* its first member */
  int count;            /* members that may share a local */
  int number;           /* its local sub<number>; -1: none (yet) */
  char *text;           /* the text of its value, once written */
} CseGroup;
void cse_count(const Expr **values, int n, int (*shared)(const Expr *));
int cse_n_groups(void);
CseGroup *cse_group_at(int i);
CseGroup *cse_group_of(const Expr *e, int **verdict);
void cse_forget(void);
/* The temporaries of the calls a row shares, before it; closed after it. */
bool emit_row_shared_calls(FILE *out, Expr *row_value);
bool is_same_shared_call(const Expr *a, const Expr *b);
void end_row_shared_calls(FILE *out, bool block);
/* A number as fprintf's "%ld" writes it, without the format (millions). */
void codegen_int(FILE *out, long value);
/* `static type name[count]` with the elements values[] (C text), filled at
   start-up by a loop where they form runs; ints through codegen_int_array. */
void codegen_filled_array(FILE *out, const char *type, const char *name, int count, char **values);
void codegen_int_array(FILE *out, const char *type, const char *name, const int *values, int count);

/* ---- codegen_modes.c: the modes of reduced constraints ---- */

void codegen_constraint_modes(const FlatModel *model, Units *units);
/* The hysc_model member constraint_modes. */
void codegen_modes_members(const FlatModel *model, FILE *out);

/* ---- codegen_choice.c: choices of index reduction that depend on the values ---- */

/* reduction_flags[], and the watched parts' sizes and choice_matrices() */
void codegen_choice(const FlatModel *model, Units *u, FILE *out);
/* The hysc_model members state_choice_varies, reduction_flags and
   choice_*, each after ",\n" (a model with index reduction's choice). */
void codegen_choice_members(const FlatModel *model, FILE *out);

/* ---- codegen_restart.c: the discrete variables the continuous system reads ---- */

/* The table discrete_continuous (none where the continuous system reads
   what events change by themselves: delay(), sample(), pre(x)), and its
   member of hysc_model, after it. */
void codegen_restart_table(FILE *out, const FlatModel *model);
void codegen_restart_members(FILE *out);

/* ---- codegen_error_modes.c: rows whose coefficients only events change ---- */

void codegen_error_modes_table(FILE *out, const FlatModel *model);
void codegen_error_modes_members(FILE *out);

/* ---- codegen_jacobian.c: the analytic sparse Jacobian ---- */

/* Writes the Jacobian functions and patterns; false (nothing written) when
   a row cannot be differentiated and the model keeps finite differences. */
bool codegen_jacobian(const FlatModel *model, Units *units);
/* The hysc_model members for what codegen_jacobian wrote. */
void codegen_jacobian_members(const FlatModel *model, FILE *out);

/* ---- codegen_kind.c: a kind of parts as a model of its own ---- */

/* Kind number as its own translation unit, after the whole model's C */
void codegen_kind(int number, FILE *out, bool loops);

/* ---- external_libraries.c: directories and libraries of external functions ---- */

typedef struct SourceLibrary {
  char *name;         /* the Library annotation's name */
  char *dir;          /* its Resources/C-Sources */
  PtrList sources;    /* char *: its C files */
} SourceLibrary;

typedef struct ExternalLibraries {
  PtrList include_dirs;      /* char *: -I */
  PtrList library_dirs;      /* char *: -L */
  PtrList libraries;         /* char *: -l, found in library_dirs or by the linker */
  PtrList source_libraries;  /* SourceLibrary: built from C sources into the cache */
  PtrList archives;          /* char *: their cached archives (toolchain.c) */
} ExternalLibraries;

/* What the external functions of the model need; false after located
   diagnostics (an annotation's URI, a missing header). */
bool external_libraries_find(ExternalLibraries *x);
/* Where the archive built from s with compile_words is cached:
   $XDG_CACHE_HOME/hysc (or ~/.cache/hysc)/NAME-HASH/libNAME.a, the hash
   over the words and the sources' and headers' paths, sizes and times. */
char *external_libraries_archive(const SourceLibrary *s, const PtrList *compile_words);

/* ---- toolchain.c: the C compiler, run without a shell ---- */

typedef struct BuildOptions {
  int optimize;   /* -O0, -O1, -O2 */
  bool debug;     /* -g */
  int jobs;       /* compilers run at once */
  bool verbose;   /* print the commands */
} BuildOptions;

/* Compiles c_files (each to c_file's name with .o) and links them into
   output; 0 on success, messages on stderr otherwise. */
int toolchain_build_executable(const PtrList *c_files, const char *output, const BuildOptions *options);
int toolchain_default_jobs(void);
/* The same into a shared object for an FMU: compiled position-independent,
   linked with the runtime of FMUs (libhyscrt_pic.a, whole). */
int toolchain_build_shared(const PtrList *c_files, const char *output, const BuildOptions *options);
/* The runtime's C staged for FMUs (fmu-sources beside libhyscrt_pic.a,
   holding runtime/), or NULL. */
char *toolchain_fmu_sources(void);

/* ---- fmu.c: the FMU file ---- */

/* the model's name as a C identifier (the FMU's modelIdentifier), malloc'd */
char *fmu_identifier(const char *model_name);
/* fmu_path: a zip of the modelDescription.xml that dir/IDENTIFIER.so writes
   (kinds: 1 model exchange, 2 co-simulation, 3 both; version: FMI 2.0 or
   3.0), that binary under binaries/linux64 and what builds it, c_files and
   the runtime's C, under sources; the description removed.
   0 on success. */
int fmu_package(const char *fmu_path, const char *dir, const char *identifier, int kinds, int version,
                const PtrList *c_files);

/* ---- fmu_sources.c: the FMU's sources/ ---- */

/* Appends to files (on disk) and names (in the archive) the model's
   c_files, the runtime's C and, in dir, the files that compile it as the
   FMU's, and FMI 3.0's buildDescription.xml; compiled: the names under
   sources/ to compile; made: the files written in dir.  False after a
   message. */
bool fmu_sources(const char *dir, const char *identifier, int version, const PtrList *c_files, PtrList *files,
                 PtrList *names, PtrList *compiled, PtrList *made);


#endif
