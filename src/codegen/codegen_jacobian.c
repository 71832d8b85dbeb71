/*
 * codegen_jacobian.c - writes the analytic Jacobian of the residual as C:
 * each row differentiated symbolically (differentiate.c) with respect to
 * every unknown it reads, y[j] directly or yp[j] through der(), and the
 * nonzero partial derivatives laid out as a compressed sparse column
 * pattern fixed at compile time.  The runtime combines the two parts
 * (dF/dy + cj dF/dyp for IDA, other combinations for its Newton solves).
 *
 * The residual and its index-1 form (consistent_residual) share one pattern,
 * the union of both; the initial residual has its own.  A row that has no
 * derivative here (a function without a closed form or derivative
 * annotation, delay(), mod/rem of a continuous argument) keeps its entries
 * for the unknowns that call reads in the pattern, listed in a table of
 * entries the runtime fills by differences (jacobian.c); its other entries
 * and the other rows stay analytic.  A row that
 * reads a computed variable (assignments.c) reads what its assignment
 * reads, and is differentiated through it by the chain rule.  A model with a
 * continuous algorithm section, or rows too costly to differentiate, gets
 * no analytic Jacobian at all: finite differences for every matrix (hysc.7).
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"

/* One nonzero of a row: d(row)/d(y[column]) and d(row)/d(yp[column]) of the
   residual function `set` (0 residual, 1 consistent residual). */
typedef struct {
  int row, column, set;
  Expr *dy, *dyp;
  bool by_differences;  /* dy, dyp only mark the parts the row reads */
} Entry;

typedef struct {
  Entry *items;
  int count, capacity;
  bool failed;          /* a row has no derivative: no Jacobian */
  int set;              /* the residual function being scanned */
  /* the unknowns the current row reads: a stamp per continuous index */
  int *seen_y, *seen_yp, stamp;
  int *seen_computed;   /* computed variables whose assignment the row read */
  PtrList vars;         /* Var: read by the current row, first-read order */
  long row_size;        /* nodes of the current row */
  double work, size;    /* nodes the derivatives walk, nodes of the rows */
  /* d(w)/d(y[j]) and d(w)/d(yp[j]) of computed variables w, each made once
     (open addressing on w's index and 2 j + part) */
  struct Partial *partials;
  int n_partials, partials_size;
  PtrList temporaries;  /* Var dw[k]: the partials that are not a leaf, in order */
} Jacobian;

typedef struct Partial {
  int computed, column;   /* -1: a free slot */
  Expr *value;            /* NULL: no derivative */
} Partial;

/* Each partial derivative walks (and allocates about) its whole row, so a
   row reading k unknowns costs k times its size: rows as wide as a dense
   matrix product (M*der(v) = -K*x with parameter matrices of 100 x 100)
   would cost the compiler gigabytes.  The walk may cost a fixed amount plus
   a multiple of the rows' own size (sparse models, whose rows read a few
   unknowns each, stay far below); past that the model keeps differences. */
#define JACOBIAN_WORK_FIXED 1e6
#define JACOBIAN_WORK_PER_NODE 30

static bool is_unknown(const Var *v)
{
  return v && v->function_slot == 0 && (v->kind == VAR_STATE || v->kind == VAR_ALGEBRAIC);
}

static void note_read(Jacobian *J, const Var *v, bool derivative)
{
  int *seen = derivative ? J->seen_yp : J->seen_y;
  if (seen[v->index] == J->stamp)
    return;
  if (J->seen_y[v->index] != J->stamp && J->seen_yp[v->index] != J->stamp)
    list_push(&J->vars, (void *)v);
  seen[v->index] = J->stamp;
}

/* The unknowns e reads: names, der(x); pre(x) is a constant of the step. */
static void collect_reads(Jacobian *J, const Expr *e)
{
  if (!e)
    return;
  J->row_size++;
  if (e->kind == EX_NAME && is_unknown(e->var))
    note_read(J, e->var, false);
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED && e->var->function_slot == 0) {
    /* through its assignment (assignments.c): what that reads, this row reads */
    if (J->seen_computed[e->var->index] != J->stamp) {
      J->seen_computed[e->var->index] = J->stamp;
      collect_reads(J, e->var->assignment);
    }
    return;
  }
  if (e->kind == EX_CALL && !strcmp(e->string, "der") && e->args.count == 1) {
    const Expr *x = e->args.items[0];
    if (is_unknown(x->var))
      note_read(J, x->var, true);
    return;
  }
  if (e->kind == EX_CALL && !strcmp(e->string, "pre"))
    return;
  collect_reads(J, e->a);
  collect_reads(J, e->b);
  collect_reads(J, e->c);
  for (int i = 0; i < e->args.count; i++)
    collect_reads(J, e->args.items[i]);
}

static bool is_zero(const Expr *e)
{
  return e->kind == EX_NUMBER && e->number == 0;
}

static void push_entry(Jacobian *J, Entry entry)
{
  if (J->count == J->capacity) {
    J->capacity = J->capacity ? 2 * J->capacity : 64;
    J->items = xrealloc(J->items, (size_t)J->capacity * sizeof *J->items);
  }
  J->items[J->count++] = entry;
}

/* ---- partial derivatives of computed variables, kept in temporaries ----

   A row reads a computed variable w where an assignment was substituted;
   written out in every derivative that reads it, w's derivative would be
   w's assignment differentiated again for each row, each unknown and each
   computed variable that reads w in turn: C of megabytes for a chain of
   frames.  Each d(w)/dx is made once instead, kept in dw[k] (the fill
   function computes them first, in the order made: a partial is made after
   those it reads), and every derivative reads dw[k]. */

static Partial *partial_slot(Partial *table, int size, int computed, int column)
{
  unsigned h = (unsigned)computed * 2654435761u ^ (unsigned)column * 40503u;
  for (unsigned i = h & (unsigned)(size - 1);; i = (i + 1) & (unsigned)(size - 1))
    if (table[i].computed < 0 || (table[i].computed == computed && table[i].column == column))
      return &table[i];
}

static void partial_grow(Jacobian *J)
{
  int size = J->partials_size ? 2 * J->partials_size : 1024;
  Partial *table = xcalloc((size_t)size, sizeof *table);
  for (int i = 0; i < size; i++)
    table[i].computed = -1;
  for (int i = 0; i < J->partials_size; i++)
    if (J->partials[i].computed >= 0)
      *partial_slot(table, size, J->partials[i].computed, J->partials[i].column) = J->partials[i];
  free(J->partials);
  J->partials = table;
  J->partials_size = size;
}

/* A node of its own for each use: a number, a name or dw[k]. */
static Expr *copy_leaf(const Expr *leaf)
{
  Expr *e = expr_new(leaf->kind, leaf->loc);
  *e = *leaf;
  return e;
}

static Expr *temporary(Jacobian *J, Expr *value)
{
  Var *t = xcalloc(1, sizeof *t);
  t->name = "dw";
  t->loc = value->loc;
  t->kind = VAR_COMPUTED;
  t->function_slot = -1;   /* codegen_expr.c: dw[index] */
  t->index = J->temporaries.count;
  t->assignment = value;
  list_push(&J->temporaries, t);
  Expr *e = expr_new(EX_NAME, value->loc);
  e->string = t->name;
  e->var = t;
  return e;
}

/* d(w)/dx (or d(w)/d der(x)) for differentiate_unknown_through: a number, a
   name, dw[k], or NULL when w's assignment has no derivative. */
static Expr *computed_partial(const Var *w, const Var *x, bool derivative, void *context)
{
  Jacobian *J = context;
  int column = 2 * x->index + derivative;
  if (J->partials_size) {
    Partial *p = partial_slot(J->partials, J->partials_size, w->index, column);
    if (p->computed >= 0)
      return p->value ? copy_leaf(p->value) : NULL;
  }
  Expr *d = differentiate_unknown_through(w->assignment, x, derivative, computed_partial, J);
  Expr *value = !d || d->kind == EX_NUMBER || d->kind == EX_NAME ? d : temporary(J, d);
  if (2 * (J->n_partials + 1) > J->partials_size)
    partial_grow(J);
  *partial_slot(J->partials, J->partials_size, w->index, column) = (Partial){ w->index, column, value };
  J->n_partials++;
  return value ? copy_leaf(value) : NULL;
}

/* Row e has no symbolic derivative with respect to v (a call of a
   function without one reads it): its entry, filled by differences at run
   time; the row's other entries stay analytic. */
static void add_entry_by_differences(Jacobian *J, int row, Expr *e, const Var *v)
{
  Entry entry = { row, v->index, J->set, NULL, NULL, true };
  entry.dy = J->seen_y[v->index] == J->stamp ? e : NULL;
  entry.dyp = J->seen_yp[v->index] == J->stamp ? e : NULL;
  push_entry(J, entry);
}

/* The entries of one row whose residual is e. */
static void add_row(Jacobian *J, int row, Expr *e)
{
  if (J->failed)
    return;
  J->stamp++;
  J->vars.count = 0;
  J->row_size = 0;
  collect_reads(J, e);
  J->work += (double)J->vars.count * (double)J->row_size;
  J->size += (double)J->row_size;
  if (J->work > JACOBIAN_WORK_FIXED + JACOBIAN_WORK_PER_NODE * J->size) {
    J->failed = true;
    return;
  }
  for (int i = 0; i < J->vars.count; i++) {
    const Var *v = J->vars.items[i];
    Entry entry = { row, v->index, J->set, NULL, NULL, false };
    entry.dy = J->seen_y[v->index] == J->stamp
               ? differentiate_unknown_through(e, v, false, computed_partial, J) : NULL;
    entry.dyp = J->seen_yp[v->index] == J->stamp
                ? differentiate_unknown_through(e, v, true, computed_partial, J) : NULL;
    if ((J->seen_y[v->index] == J->stamp && !entry.dy) ||
        (J->seen_yp[v->index] == J->stamp && !entry.dyp)) {
      add_entry_by_differences(J, row, e, v);
      continue;
    }
    if (entry.dy && is_zero(entry.dy))
      entry.dy = NULL;
    if (entry.dyp && is_zero(entry.dyp))
      entry.dyp = NULL;
    if (entry.dy || entry.dyp)
      push_entry(J, entry);
  }
}

/* Rows of equations from first_row on: lhs - rhs, or the index-1 form.
   One node serves as every row's lhs - rhs: no derivative is that node
   itself (a row filled by differences keeps it only as a mark). */
static int add_equation_rows(Jacobian *J, const PtrList *equations, int row, bool index1)
{
  Expr *residual = NULL;
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    if (index1 && eq->index1) {
      add_row(J, row++, eq->index1);
      continue;
    }
    if (!residual) {
      residual = expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->lhs->loc);
    } else {
      residual->a = eq->lhs;
      residual->b = eq->rhs;
      residual->loc = eq->lhs->loc;
      expr_note_depth(residual);
    }
    add_row(J, row++, residual);
  }
  return row;
}

/* x - start: 1 in x's own column */
static int add_start_row(Jacobian *J, int row, Var *v)
{
  Expr *x = expr_new(EX_NAME, v->loc);
  x->string = v->name;
  x->var = v;
  add_row(J, row, x);
  return row + 1;
}

static int by_column_row_set(const void *a, const void *b)
{
  const Entry *x = a, *y = b;
  if (x->column != y->column)
    return x->column < y->column ? -1 : 1;
  if (x->row != y->row)
    return x->row < y->row ? -1 : 1;
  return x->set - y->set;
}

/* Sorts the entries and writes the pattern `name`; position[i] becomes the
   index in the values of entry i (entries of both sets share a position). */
static void emit_pattern(FILE *out, Jacobian *J, const char *name, int n_columns, int n_rows,
                         int *position)
{
  if (J->count)
    qsort(J->items, (size_t)J->count, sizeof *J->items, by_column_row_set);
  int *colptr = xcalloc((size_t)n_columns + 1, sizeof *colptr);
  int *rows = xcalloc((size_t)J->count + 1, sizeof *rows);
  int nnz = 0;
  for (int i = 0; i < J->count; i++) {
    const Entry *e = &J->items[i];
    bool repeat = i > 0 && e->row == J->items[i - 1].row && e->column == J->items[i - 1].column;
    if (!repeat) {
      rows[nnz++] = e->row;
      colptr[e->column + 1] = nnz;
    }
    position[i] = nnz - 1;
  }
  for (int j = 1; j <= n_columns; j++)
    if (colptr[j] < colptr[j - 1])
      colptr[j] = colptr[j - 1];
  char *colptr_name = xsprintf("%s_colptr", name), *rows_name = xsprintf("%s_rows", name);
  codegen_int_array(out, "int", colptr_name, colptr, n_columns + 1);
  codegen_int_array(out, "int", rows_name, rows, nnz);
  fprintf(out, "static const hysc_sparsity %s = {%d, %d, %s, %s};\n\n", name, n_rows, nnz,
          colptr_name, rows_name);
  free(colptr);
  free(rows);
}

static const Entry *by_row_entries;

static int by_row(const void *a, const void *b)
{
  const Entry *x = &by_row_entries[*(const int *)a], *y = &by_row_entries[*(const int *)b];
  if (x->row != y->row)
    return x->row < y->row ? -1 : 1;
  return *(const int *)a - *(const int *)b;
}

/* The entries of one row, order[first] on: the parts of the row that its
   derivatives repeat (codegen_cse.c) computed once for all of them.
   Returns where the next row begins. */
static int emit_row(FILE *out, const Jacobian *J, const int *order, int first, int n,
                    const int *position)
{
  int end = first;
  while (end < n && J->items[order[end]].row == J->items[order[first]].row)
    end++;
  const Expr **values = xcalloc(2 * (size_t)(end - first), sizeof *values);
  Expr all = { .kind = EX_ARRAY };   /* for the calls they share */
  int k = 0;
  for (int i = first; i < end; i++)
    for (int part = 0; part < 2; part++) {
      const Expr *d = part ? J->items[order[i]].dyp : J->items[order[i]].dy;
      values[k++] = d;
      if (d)
        list_push(&all.args, (Expr *)d);
    }
  bool block = emit_row_shared_calls(out, &all), locals = cse_begin(out, values, k);
  for (int i = first; i < end; i++)
    for (int part = 0; part < 2; part++) {
      const Expr *d = values[2 * (i - first) + part];
      if (!d)
        continue;
      fputs(part ? "  dfdyp[" : "  dfdy[", out);
      codegen_int(out, position[order[i]]);
      fputs("] = ", out);
      codegen_expr(out, d);
      fputs(";  /* row ", out);
      codegen_int(out, J->items[order[i]].row);
      fputs(" */\n", out);
    }
  cse_end(out, locals);
  end_row_shared_calls(out, block);
  free(all.args.items);
  free(values);
  return end;
}

/* The fill function `name` for the entries of set `set`, cut into chunks
   between entries like the residual (emit_units.c): one function of a
   million entries is what makes the C compiler slow. */
static void emit_fill(Units *units, const Jacobian *J, const char *name, int set,
                      const int *position)
{
  int nnz = J->count ? position[J->count - 1] + 1 : 0;
  int n_temporaries = J->temporaries.count;
  const char *body = n_temporaries ? xsprintf("%s_entries", name) : name;
  FILE *out = n_temporaries
    ? units_function_begin(units, body, "const hysc_data *D, double *dfdy, double *dfdyp, double *dw",
                           "D, dfdy, dfdyp, dw")
    : units_function_begin(units, body, "const hysc_data *D, double *dfdy, double *dfdyp",
                           "D, dfdy, dfdyp");
  fprintf(out, "  for (int k = 0; k < %d; k++)\n    dfdy[k] = dfdyp[k] = 0;\n", nnz);
  units_cut_point(units);
  for (int i = 0; i < n_temporaries; i++) {
    const Var *t = J->temporaries.items[i];
    const Expr *value = t->assignment;
    bool block = emit_row_shared_calls(out, t->assignment), locals = cse_begin(out, &value, 1);
    fputs("  dw[", out);
    codegen_int(out, i);
    fputs("] = ", out);
    codegen_expr(out, value);
    fputs(";\n", out);
    cse_end(out, locals);
    end_row_shared_calls(out, block);
    units_cut_point(units);
  }
  int *order = xcalloc((size_t)J->count + 1, sizeof *order), n = 0;
  for (int i = 0; i < J->count; i++)
    if (J->items[i].set == set && !J->items[i].by_differences)
      order[n++] = i;
  by_row_entries = J->items;
  qsort(order, (size_t)n, sizeof *order, by_row);
  for (int first = 0; first < n;) {
    first = emit_row(out, J, order, first, n, position);
    units_cut_point(units);
  }
  free(order);
  units_function_end(units);
  if (n_temporaries)   /* per thread: instances of an FMU may run in threads of their own */
    fprintf(units_main(units), "static void %s(const hysc_data *D, double *dfdy, double *dfdyp)\n{\n"
            "  static _Thread_local double dw[%d];\n  %s(D, dfdy, dfdyp, dw);\n}\n\n",
            name, n_temporaries, body);
}

typedef struct {
  int set, part, column, row, position;
} DifferenceEntry;

static int by_set_part_column(const void *a, const void *b)
{
  const DifferenceEntry *x = a, *y = b;
  if (x->set != y->set)
    return x->set - y->set;
  if (x->part != y->part)
    return x->part - y->part;
  if (x->column != y->column)
    return x->column < y->column ? -1 : 1;
  return x->row < y->row ? -1 : x->row > y->row;
}

/* The table `name` of the entries filled by differences, ordered so that
   the entries of one perturbed unknown (set, part, column) are together;
   returns their number. */
static int emit_differences(FILE *out, const Jacobian *J, const char *name, const int *position)
{
  DifferenceEntry *d = xcalloc(2 * (size_t)J->count + 1, sizeof *d);
  int n = 0;
  for (int i = 0; i < J->count; i++) {
    const Entry *e = &J->items[i];
    for (int part = 0; part < 2 && e->by_differences; part++)
      if (part ? e->dyp : e->dy)
        d[n++] = (DifferenceEntry){ e->set, part, e->column, e->row, position[i] };
  }
  if (n) {
    qsort(d, (size_t)n, sizeof *d, by_set_part_column);
    fprintf(out, "/* entries without a symbolic derivative: {set, position, row, column, part} */\n"
            "static const hysc_fd_entry %s[] = {\n", name);
    for (int i = 0; i < n; i++)
      fprintf(out, "  {%d, %d, %d, %d, %d},\n", d[i].set, d[i].position, d[i].row, d[i].column, d[i].part);
    fputs("};\n\n", out);
  }
  free(d);
  return n;
}

static void jacobian_init(Jacobian *J, int n_continuous, int n_computed)
{
  memset(J, 0, sizeof *J);
  J->seen_computed = xcalloc((size_t)n_computed + 1, sizeof *J->seen_computed);
  J->seen_y = xcalloc((size_t)n_continuous + 1, sizeof *J->seen_y);
  J->seen_yp = xcalloc((size_t)n_continuous + 1, sizeof *J->seen_yp);
}

static void jacobian_free(Jacobian *J)
{
  free(J->items);
  free(J->seen_y);
  free(J->seen_yp);
  free(J->seen_computed);
  free(J->vars.items);
  free(J->partials);
  free(J->temporaries.items);
}

/* The initial residual's rows in initial_residual's order (codegen.c). */
static void add_initial_rows(Jacobian *J, const FlatModel *model)
{
  int row = add_equation_rows(J, &model->initial_equations, 0, false);
  for (int i = 0; i < model->states.count; i++) {
    Var *v = model->states.items[i];
    if (v->fixed)
      row = add_start_row(J, row, v);
  }
  for (int i = 0; i < model->start_equations.count; i++)
    row = add_start_row(J, row, model->start_equations.items[i]);
  add_equation_rows(J, &model->constraint_rows, row, false);
}

static int initial_rows_count(const FlatModel *model)
{
  int n = model->initial_equations.count + model->start_equations.count +
          model->constraint_rows.count;
  for (int i = 0; i < model->states.count; i++)
    n += ((Var *)model->states.items[i])->fixed;
  return n;
}

/* Entries filled by differences, for codegen_jacobian_members. */
static int n_differences, n_initial_differences;

bool codegen_jacobian(const FlatModel *model, Units *units)
{
  FILE *out = units_main(units);
  int nc = model->states.count + model->algebraics.count;
  if (model->algorithms.count || model->initial_algorithms.count)
    return false;   /* rows computed by statements: finite differences */
  Jacobian R, I;
  differentiate_forget_shared();
  jacobian_init(&R, nc, model->computed.count);
  jacobian_init(&I, nc, model->computed.count);
  add_equation_rows(&R, &model->equations, 0, false);
  if (model->n_constraints) {
    R.set = 1;
    add_equation_rows(&R, &model->equations, 0, true);
  }
  add_initial_rows(&I, model);
  bool ok = !R.failed && !I.failed;
  if (ok) {
    int n_initial = initial_rows_count(model);
    int *position = xcalloc((size_t)R.count + (size_t)I.count + 1, sizeof *position);
    fputs("/* ---- analytic Jacobian: dF/dy and dF/dyp per nonzero ---- */\n\n", out);
    emit_pattern(out, &R, "jacobian_pattern", nc, nc, position);
    emit_fill(units, &R, "jacobian", 0, position);
    if (model->n_constraints)
      emit_fill(units, &R, "consistent_jacobian", 1, position);
    n_differences = emit_differences(out, &R, "jacobian_differences", position);
    emit_pattern(out, &I, "initial_jacobian_pattern", nc, n_initial, position);
    emit_fill(units, &I, "initial_jacobian", 0, position);
    n_initial_differences = emit_differences(out, &I, "initial_jacobian_differences", position);
    free(position);
  }
  jacobian_free(&R);
  jacobian_free(&I);
  return ok;
}

void codegen_jacobian_members(const FlatModel *model, FILE *out)
{
  fputs("  .jacobian_pattern = &jacobian_pattern, .jacobian = jacobian,\n", out);
  codegen_error_modes_members(out);   /* read through the Jacobian */
  if (model->n_constraints)
    fputs("  .consistent_jacobian = consistent_jacobian,\n", out);
  fputs("  .initial_jacobian_pattern = &initial_jacobian_pattern,"
        " .initial_jacobian = initial_jacobian,\n", out);
  if (n_differences)
    fprintf(out, "  .n_jacobian_differences = %d, .jacobian_differences = jacobian_differences,\n",
            n_differences);
  if (n_initial_differences)
    fprintf(out, "  .n_initial_jacobian_differences = %d,"
            " .initial_jacobian_differences = initial_jacobian_differences,\n", n_initial_differences);
}
