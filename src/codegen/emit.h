/*
 * emit.h - what the files that write a model's C share while one
 * model is written: codegen.c (equations, events, the model's functions,
 * the whole file in order), codegen_expr.c (expressions, texts, numbers),
 * codegen_tables.c (variables and the tables), codegen_external.c
 * (external functions) and codegen_reads.c (the computed variables a
 * function reads).  No other file
 * includes it; the rest of the code generator has codegen.h.
 */
#ifndef HYSC_CODEGEN_EMIT_H
#define HYSC_CODEGEN_EMIT_H

#include "codegen/codegen.h"

/* ---- codegen_expr.c: expressions, texts and numbers as C ---- */

/* Where the C goes (emit_units.c), set by codegen_model. */
extern Units *units;
/* pre() of discrete variables reads this array: "D->pre_d", one pass behind
   inside when-conditions */
extern const char *pre_d_array;
/* While emitting a function's body: calls pass its site on. */
extern const Function *emitting_function;
/* Whether a function of the model returns several outputs, so that its
   calls may share a temporary (set by codegen_model) */
extern bool may_share_calls;
bool any_shareable_function(void);
/* The outputs of the algorithm being written are C locals a<k>. */
void set_algorithm_outputs(const PtrList *outputs);
/* Model-derived text, escaped: as a string literal, inside a comment. */
void emit_c_string(FILE *out, const char *s);
void emit_comment_text(FILE *out, const char *s);
int format_int(char *text, long value);
void emit_int(FILE *out, long value);
void emit_indexed(FILE *out, const char *prefix, long value);
void emit_var(FILE *out, const Var *v);
/* While read_through_copies is set (the functions that write no variable
   but computed ones), a computed variable that is a copy of another
   variable of the model or its negation (v = x, v = -x) is read as that:
   its assignment, else NULL. */
extern bool read_through_copies;
const Expr *emit_copied_value(const Var *v);
void emit_function_call(FILE *out, const Expr *e);
/* ", inputs" of a call of hysc_fn<k>: its arguments, or the array they are
   read from when the function takes more than SCALAR_INPUTS */
enum { SCALAR_INPUTS = 16 };
bool scalar_inputs(const Function *fn);
void emit_call_inputs(FILE *out, const Expr *call);
/* an argument of a call: a String literal as its number in the table
   emit_passed_strings writes at the end of the main unit */
void emit_argument(FILE *out, const Expr *e);
void emit_passed_strings(FILE *out, const char *linkage);
void emit_expr(FILE *out, const Expr *e);
void emit_line_comment(FILE *out, const Equation *eq);
void emit_double_or_huge(FILE *out, const Expr *e, const char *otherwise);

/* ---- codegen_external.c: external functions ---- */

/* Include texts and prototypes of the C functions, in the prelude */
void codegen_external_declarations(FILE *out);
/* the functions that free ExternalObjects, after the functions' prototypes */
void codegen_external_destructors(FILE *out);
/* the body of an external function (emitting_function is fn) */
void codegen_external_call(FILE *out, const Function *fn);

/* ---- codegen_tables.c: variables and tables ---- */

/* whether a variable is an input or output of an FMU (hysc --fmu only) */
bool emit_has_causality(const FlatModel *model);

/* The computed variables (assignments.c) are worked out first by every
   function that reads variables. */
#define COMPUTE_FIRST "  hysc_compute(D);\n"
void emit_compute_call(FILE *out, const FlatModel *model);

/* ---- codegen_reads.c: the computed variables a function reads ---- */

/* Begun for a model (NULL where that cannot be told: every expression
   given is then taken to read all), fed the expressions the function
   reads, ended with the set by w slot closed over the assignments and its
   size in *count; NULL when it is every computed variable. */
typedef struct ComputedReads ComputedReads;
ComputedReads *computed_reads_begin(const FlatModel *model, const bool *constant);
/* By w slot: the computed variables whose assignments read parameters and
   constants alone (through others such); NULL when there are none. */
bool *computed_constants(const FlatModel *model);
void computed_reads_expr(ComputedReads *reads, Expr *e);
void computed_reads_equation(ComputedReads *reads, const Equation *eq);
bool *computed_reads_end(ComputedReads *reads, const FlatModel *model, int *count);
/* The functions hysc_fill_tables calls, and the constructor itself. */
extern PtrList fills;
void emit_fill_tables(FILE *out);
void declare_tables(FILE *prelude);
void emit_source_files(FILE *out);
void emit_tables(FILE *out, const FlatModel *model);
/* The algebraic unknowns IDA's error test leaves out as derivatives. */
int derivative_unknowns(const FlatModel *model, int *indices);
/* 1: v is a dummy derivative whose part the run watches (out of IDA's
   error test while it is far from singular, codegen_choice.c); -1: one
   whose choice depends on the values but is not watched in this model
   (always in the test); 0: any other variable. */
int codegen_choice_watched(const FlatModel *model, const Var *v);
/* Asserts of functions are numbered after the model's own. */
extern int function_assert_base;
int n_function_asserts(void);
/* The rate in time of relation r's root function (high - low) when r is a
   relation of time against parameters and constants with a literal rate
   (time < t0: -1, 2*time >= T0 + w: 2); 0 for any other relation. */
double relation_time_slope(const Relation *r);
/* The model has a `message` function (messages built at run time). */
extern bool has_messages;
bool emit_messages(FILE *out, const FlatModel *model);
/* The pieces of a message with values appended to buf (size) at `at`. */
void emit_message_pieces(FILE *out, const Expr *e);
/* Some assert of a function has a message with values. */
bool any_function_message(void);

#endif
