/*
 * graph.c - the equation graph: one node per continuous equation and one per
 * unknown (der(x) of each state, each algebraic variable), an edge where the
 * equation uses the unknown.  A maximum matching on it decides whether the
 * model is balanced and which variables or equations are left over; the same
 * graph is printed as Graphviz DOT by --dump-graph.  It changes no equation.
 */
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

typedef struct Graph {
  int n_equations, n_unknowns;
  PtrList *incidence;     /* per equation: unknown numbers, as (void *)(intptr) + 1 */
  int *equation_of;       /* unknown -> matched equation or -1 */
  int *unknown_of;        /* equation -> matched unknown or -1 */
} Graph;

static Var *unknown_var(const FlatModel *model, int u)
{
  return u < model->states.count ? model->states.items[u]
                                 : model->algebraics.items[u - model->states.count];
}

static char *unknown_name(const FlatModel *model, int u)
{
  Var *v = unknown_var(model, u);
  return u < model->states.count ? xsprintf("der(%s)", v->name) : xstrdup(v->name);
}

/* Rows are collected with repeats (x + x + ... names x many times) and
   deduplicated once they are complete, in time linear in their length. */
static void add_edge(PtrList *row, int unknown)
{
  list_push(row, (void *)(size_t)(unknown + 1));
}

/* Keeps the first of each unknown in every row, in order. */
static void dedupe_rows(PtrList *rows, int n_rows, int n_unknowns)
{
  int *last_row = xcalloc((size_t)n_unknowns + 1, sizeof *last_row);
  for (int e = 0; e < n_rows; e++) {
    PtrList *row = &rows[e];
    int kept = 0;
    for (int i = 0; i < row->count; i++) {
      int u = (int)(size_t)row->items[i] - 1;
      if (last_row[u] == e + 1)
        continue;
      last_row[u] = e + 1;
      row->items[kept++] = row->items[i];
    }
    row->count = kept;
  }
  free(last_row);
}

static int edge_unknown(const PtrList *row, int i) { return (int)(size_t)row->items[i] - 1; }

static void collect(const FlatModel *model, const Expr *e, PtrList *row)
{
  if (!e)
    return;
  if (expr_is_call(e, "pre"))
    return; /* a left limit is known during continuous integration */
  if (expr_is_call(e, "der")) {
    Var *x = ((Expr *)e->args.items[0])->var;
    if (x && x->kind == VAR_STATE)
      add_edge(row, x->index);
    return;
  }
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC)
    add_edge(row, e->var->index);
  collect(model, e->a, row);
  collect(model, e->b, row);
  collect(model, e->c, row);
  for (int i = 0; i < e->args.count; i++)
    if (call_reads_argument(e, i))
      collect(model, e->args.items[i], row);
}

/* Rows: the continuous equations, then one per output of each continuous algorithm. */
static int row_count(const FlatModel *model)
{
  int rows = model->equations.count;
  for (int i = 0; i < model->algorithms.count; i++)
    rows += ((Algorithm *)model->algorithms.items[i])->outputs.count;
  return rows;
}

static void collect_statements(const FlatModel *model, const PtrList *statements, PtrList *row)
{
  for (int i = 0; i < statements->count; i++) {
    const Equation *s = statements->items[i];
    collect(model, s->lhs, row);
    collect(model, s->rhs, row);
    for (int b = 0; b < s->branches.count; b++) {
      const Branch *br = s->branches.items[b];
      collect(model, br->condition, row);
      collect_statements(model, &br->equations, row);
    }
  }
}

static void collect_rows(const FlatModel *model, PtrList *incidence)
{
  int r = 0;
  for (int i = 0; i < model->equations.count; i++, r++) {
    Equation *eq = model->equations.items[i];
    /* a reduced constraint is solvable through its index-1 form */
    collect(model, eq->index1 ? eq->index1 : eq->lhs, &incidence[r]);
    if (!eq->index1)
      collect(model, eq->rhs, &incidence[r]);
  }
  /* An algorithm computes each output from its inputs: output k's row has
     output k and the unknowns the algorithm uses that none of its outputs
     are (a row with every output would make long algorithms quadratic). */
  int n_unknowns = model->states.count + model->algebraics.count;
  bool *is_output = xcalloc((size_t)n_unknowns + 1, sizeof *is_output);
  for (int i = 0; i < model->algorithms.count; i++) {
    Algorithm *a = model->algorithms.items[i];
    PtrList used = { 0 }, inputs = { 0 };
    collect_statements(model, &a->statements, &used);
    dedupe_rows(&used, 1, n_unknowns);
    for (int k = 0; k < a->outputs.count; k++)
      is_output[((Var *)a->outputs.items[k])->index] = true;
    for (int j = 0; j < used.count; j++)
      if (!is_output[edge_unknown(&used, j)])
        list_push(&inputs, used.items[j]);
    for (int k = 0; k < a->outputs.count; k++, r++) {
      Var *output = a->outputs.items[k];
      is_output[output->index] = false;
      add_edge(&incidence[r], output->index);
      for (int j = 0; j < inputs.count; j++)
        list_push(&incidence[r], inputs.items[j]);
    }
    free(used.items);
    free(inputs.items);
  }
  free(is_output);
}

static Graph new_graph(int n_equations, int n_unknowns)
{
  Graph g;
  g.n_equations = n_equations;
  g.n_unknowns = n_unknowns;
  g.incidence = xcalloc((size_t)n_equations + 1, sizeof(PtrList));
  g.equation_of = xmalloc(sizeof(int) * (size_t)(n_unknowns + 1));
  g.unknown_of = xmalloc(sizeof(int) * (size_t)(n_equations + 1));
  for (int u = 0; u < n_unknowns; u++)
    g.equation_of[u] = -1;
  for (int e = 0; e < n_equations; e++)
    g.unknown_of[e] = -1;
  return g;
}

/* A graph only checked, not kept: on large models it is tens of megabytes. */
static void free_graph(Graph *g)
{
  for (int e = 0; e < g->n_equations; e++)
    free(g->incidence[e].items);
  free(g->incidence);
  free(g->equation_of);
  free(g->unknown_of);
}

static Graph build(const FlatModel *model)
{
  Graph g = new_graph(row_count(model), model->states.count + model->algebraics.count);
  collect_rows(model, g.incidence);
  dedupe_rows(g.incidence, g.n_equations, g.n_unknowns);
  return g;
}

/* Kuhn's augmenting paths, with an explicit stack so deep chains cannot overflow. */
static bool augment(Graph *g, int start, int *visited, int stamp, int *stack_equation, int *stack_edge)
{
  int depth = 0;
  stack_equation[0] = start;
  stack_edge[0] = 0;
  while (depth >= 0) {
    int e = stack_equation[depth];
    PtrList *row = &g->incidence[e];
    if (stack_edge[depth] >= row->count) {
      depth--;
      continue;
    }
    int u = edge_unknown(row, stack_edge[depth]++);
    if (visited[u] == stamp)
      continue;
    visited[u] = stamp;
    if (g->equation_of[u] < 0) {
      /* found a free unknown: flip the path */
      for (int d = depth; d >= 0; d--) {
        int eq = stack_equation[d];
        int take = edge_unknown(&g->incidence[eq], stack_edge[d] - 1);
        int previous = g->unknown_of[eq];
        g->unknown_of[eq] = take;
        g->equation_of[take] = eq;
        (void)previous;
      }
      return true;
    }
    depth++;
    stack_equation[depth] = g->equation_of[u];
    stack_edge[depth] = 0;
  }
  return false;
}

static int match(Graph *g)
{
  int *visited = xcalloc((size_t)g->n_unknowns + 1, sizeof(int));
  int *stack_equation = xmalloc(sizeof(int) * (size_t)(g->n_equations + 1));
  int *stack_edge = xmalloc(sizeof(int) * (size_t)(g->n_equations + 1));
  int matched = 0;
  for (int e = 0; e < g->n_equations; e++)
    if (augment(g, e, visited, e + 1, stack_equation, stack_edge))
      matched++;
  free(visited);
  free(stack_equation);
  free(stack_edge);
  return matched;
}

static char *equation_text(const Equation *eq)
{
  return diag_source_text(eq->loc);
}

/* Text and place of residual row r. */
static char *row_text(const FlatModel *model, int r, SrcLoc *loc)
{
  if (r < model->equations.count) {
    Equation *eq = model->equations.items[r];
    *loc = eq->loc;
    return equation_text(eq);
  }
  r -= model->equations.count;
  for (int i = 0; i < model->algorithms.count; i++) {
    Algorithm *a = model->algorithms.items[i];
    if (r < a->outputs.count) {
      *loc = a->loc;
      return xsprintf("algorithm output '%s'", ((Var *)a->outputs.items[r])->name);
    }
    r -= a->outputs.count;
  }
  *loc = model->source->loc;
  return xstrdup("?");
}

static bool is_state(const Expr *e, const void *data)
{
  (void)data;
  return e->kind == EX_NAME && e->var && e->var->kind == VAR_STATE;
}

/* Does row r, an equation, read a state? */
static bool row_reads_state(const FlatModel *model, int r)
{
  const Equation *eq = r < model->equations.count ? model->equations.items[r] : NULL;
  return eq && (expr_any(eq->lhs, is_state, NULL) || expr_any(eq->rhs, is_state, NULL));
}

/* names, 'name' appended: the first ten only, since a model may leave
   thousands undetermined; *listed counts them all. */
static char *name_another(char *names, const char *name, int *listed)
{
  if (++*listed > 10)
    return names;
  return xsprintf("%s%s'%s'", names, *names ? ", " : "", name);
}

bool graph_check_structure(FlatModel *model)
{
  Graph g = build(model);
  int matched = match(&g);
  if (matched == g.n_equations && matched == g.n_unknowns) {
    free_graph(&g);
    return true;
  }

  SrcLoc at = model->source->loc;
  int free_unknowns = g.n_unknowns - matched, free_equations = g.n_equations - matched;
  /* list the names that no equation can determine */
  char *names = xstrdup("");
  int listed = 0;
  for (int u = 0; u < g.n_unknowns; u++)
    if (g.equation_of[u] < 0)
      names = name_another(names, unknown_name(model, u), &listed);
  if (listed > 10)
    names = xsprintf("%s and %d more", names, listed - 10);

  if (g.n_equations > g.n_unknowns) {
    diag_error(at, "model '%s' is over-determined: %d equations for %d unknowns", model->name,
               g.n_equations, g.n_unknowns);
  } else if (g.n_equations < g.n_unknowns) {
    diag_error(at, "model '%s' is under-determined: %d equations for %d unknowns; nothing determines %s",
               model->name, g.n_equations, g.n_unknowns, names);
  } else {
    diag_error(at, "model '%s' is structurally singular: %d equations for %d unknowns, but %s cannot be "
               "matched to an equation", model->name, g.n_equations, g.n_unknowns, names);
  }
  if (free_equations > 0) {
    for (int e = 0; e < g.n_equations; e++) {
      if (g.unknown_of[e] >= 0)
        continue;
      SrcLoc loc;
      char *text = row_text(model, e, &loc);
      if (g.incidence[e].count == 0 && row_reads_state(model, e))
        diag_note(loc, "equation '%s' involves no unknown: the states it reads are given by their der() "
                  "equations, so it determines nothing", text);
      else if (g.incidence[e].count == 0)
        diag_note(loc, "equation '%s' involves no unknown (no algebraic variable, no der() and no state "
                  "to differentiate): it determines nothing", text);
      else
        diag_note(loc, "equation '%s' is left over: the unknowns it uses are already determined by other equations",
                  text);
    }
  }
  (void)free_unknowns;
  return false;
}

bool graph_matching(const FlatModel *model, int *n_rows, PtrList **incidence, int **unknown_of)
{
  Graph g = build(model);
  bool perfect = match(&g) == g.n_equations && g.n_equations == g.n_unknowns;
  *n_rows = g.n_equations;
  *incidence = g.incidence;
  *unknown_of = g.unknown_of;
  free(g.equation_of);
  return perfect;
}

int graph_edge_unknown(const PtrList *row, int i) { return edge_unknown(row, i); }

char *graph_unknown_name(const FlatModel *model, int u) { return unknown_name(model, u); }

/* A DOT string without its quotes: every model-derived text in the graph goes
   through here, so that no name can end the string and add attributes. */
static void emit_dot_text(FILE *out, const char *s)
{
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n' || *p == '\r')
      fputc(' ', out);
    else
      fputc(*p, out);
  }
}

/* The implicit blocks of more than one equation (blt.c) as clusters. */
static void dump_blocks(const Blt *B, FILE *out)
{
  for (int b = 0; B && b < B->n_blocks; b++) {
    if (B->explicit_[b] || B->block_start[b + 1] - B->block_start[b] < 2)
      continue;
    fprintf(out, "  subgraph cluster_block%d {\n    label=\"block %d (implicit)\";\n", b + 1, b + 1);
    for (int k = B->block_start[b]; k < B->block_start[b + 1]; k++)
      fprintf(out, "    e%d; u%d;\n", B->order[k], B->unknown_of[B->order[k]]);
    fputs("  }\n", out);
  }
}

void graph_dump_dot(const FlatModel *model, const Blt *blocks, FILE *out)
{
  Graph g = build(model);
  match(&g);
  fputs("// equation graph of ", out);
  emit_dot_text(out, model->name);
  fputs(": boxes are equations, ellipses unknowns, bold edges the matching, clusters the implicit "
        "blocks\ngraph \"", out);
  emit_dot_text(out, model->name);
  fputs("\" {\n  rankdir=LR;\n", out);
  for (int e = 0; e < g.n_equations; e++) {
    SrcLoc loc;
    char *text = row_text(model, e, &loc);
    fprintf(out, "  e%d [shape=box, label=\"", e);
    emit_dot_text(out, text);
    fprintf(out, "\\n(line %d)\"];\n", loc.first_line);
  }
  for (int u = 0; u < g.n_unknowns; u++) {
    fprintf(out, "  u%d [shape=ellipse, label=\"", u);
    emit_dot_text(out, unknown_name(model, u));
    fprintf(out, "\"%s];\n", g.equation_of[u] < 0 ? ", color=red" : "");
  }
  for (int e = 0; e < g.n_equations; e++)
    for (int i = 0; i < g.incidence[e].count; i++) {
      int u = edge_unknown(&g.incidence[e], i);
      fprintf(out, "  e%d -- u%d%s;\n", e, u, g.unknown_of[e] == u ? " [style=bold]" : "");
    }
  dump_blocks(blocks, out);
  fprintf(out, "}\n");
}

/* ---- the initial problem ---- */

/* Unknowns: state values [0, ns), derivatives [ns, 2ns), algebraic [2ns, 2ns+na). */
static void collect_initial(const FlatModel *model, const Expr *e, PtrList *row)
{
  if (!e)
    return;
  int ns = model->states.count;
  if (expr_is_call(e, "pre"))
    return;
  if (expr_is_call(e, "der")) {
    Var *x = ((Expr *)e->args.items[0])->var;
    if (x && x->kind == VAR_STATE)
      add_edge(row, ns + x->index);
    return;
  }
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_STATE)
    add_edge(row, e->var->index);
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC)
    add_edge(row, ns + e->var->index);  /* algebraic index already starts at ns */
  collect_initial(model, e->a, row);
  collect_initial(model, e->b, row);
  collect_initial(model, e->c, row);
  for (int i = 0; i < e->args.count; i++)
    if (call_reads_argument(e, i))
      collect_initial(model, e->args.items[i], row);
}

/* An initial algorithm's rows, one per continuous output, each on every
   unknown the algorithm reads or assigns (what it computes is known only
   as a whole). */
typedef struct AlgorithmRow { const FlatModel *model; PtrList *row; } AlgorithmRow;

static void collect_algorithm_name(Expr *e, void *data)
{
  AlgorithmRow *a = data;
  if (e->kind == EX_NAME || expr_is_call(e, "der"))
    collect_initial(a->model, e, a->row);
}

static int initial_algorithm_rows(const FlatModel *model, PtrList *incidence)
{
  int r = 0;
  for (int i = 0; i < model->initial_algorithms.count; i++) {
    const Algorithm *a = model->initial_algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++) {
      if (((Var *)a->outputs.items[k])->kind == VAR_DISCRETE)
        continue;
      AlgorithmRow row = { model, incidence ? &incidence[r] : NULL };
      r++;
      for (int s = 0; incidence && s < a->statements.count; s++)
        equation_walk(a->statements.items[s], collect_algorithm_name, &row);
    }
  }
  return r;
}

static char *initial_unknown_name(const FlatModel *model, int u)
{
  int ns = model->states.count;
  if (u < ns)
    return xsprintf("%s", ((Var *)model->states.items[u])->name);
  return unknown_name(model, u - ns);
}

/* The initial problem's graph: the model's rows, the initial equations
   (those of `late` left for later), the fixed start values, the free
   states' start values, the initial algorithms, the constraints; then the
   equations of `late` and one row per state of `candidates`, on its value.
   Matching takes the rows in this order, so a late row or a candidate is
   matched only where the rows before it leave it an unknown. */
static Graph initial_graph(const FlatModel *model, const PtrList *late, const PtrList *candidates)
{
  int ns = model->states.count, na = model->algebraics.count;
  int model_rows = row_count(model);
  int fixed = 0;
  for (int i = 0; i < ns; i++)
    fixed += ((Var *)model->states.items[i])->fixed;
  int rows = model_rows + model->initial_equations.count + fixed + model->start_equations.count +
             model->constraint_rows.count + initial_algorithm_rows(model, NULL) + (candidates ? candidates->count : 0);
  Graph g = new_graph(rows, 2 * ns + na);
  /* the model's rows, with state values as unknowns too */
  PtrList *plain = xcalloc((size_t)model_rows + 1, sizeof(PtrList));
  int r = 0;
  for (int i = 0; i < model->equations.count; i++, r++) {
    Equation *eq = model->equations.items[i];
    collect_initial(model, eq->lhs, &g.incidence[r]);
    collect_initial(model, eq->rhs, &g.incidence[r]);
  }
  collect_rows(model, plain);
  for (; r < model_rows; r++)  /* algorithm rows: shift their unknowns past the state values */
    for (int k = 0; k < plain[r].count; k++)
      add_edge(&g.incidence[r], ns + edge_unknown(&plain[r], k));
  for (int i = 0; i < model->initial_equations.count; i++) {
    Equation *eq = model->initial_equations.items[i];
    if (late && list_contains(late, eq))
      continue;
    collect_initial(model, eq->lhs, &g.incidence[r]);
    collect_initial(model, eq->rhs, &g.incidence[r++]);
  }
  for (int i = 0; i < ns; i++)
    if (((Var *)model->states.items[i])->fixed)
      add_edge(&g.incidence[r++], i);
  for (int i = 0; i < model->start_equations.count; i++)
    add_edge(&g.incidence[r++], ((Var *)model->start_equations.items[i])->index);
  r += initial_algorithm_rows(model, &g.incidence[r]);
  for (int i = 0; i < model->constraint_rows.count; i++, r++) {
    Equation *eq = model->constraint_rows.items[i];
    collect_initial(model, eq->lhs, &g.incidence[r]);
  }
  for (int i = 0; late && i < late->count; i++, r++) {
    Equation *eq = late->items[i];
    collect_initial(model, eq->lhs, &g.incidence[r]);
    collect_initial(model, eq->rhs, &g.incidence[r]);
  }
  for (int i = 0; candidates && i < candidates->count; i++)
    add_edge(&g.incidence[r++], ((Var *)candidates->items[i])->index);
  dedupe_rows(g.incidence, g.n_equations, g.n_unknowns);
  for (int i = 0; i < model_rows; i++)
    free(plain[i].items);
  free(plain);
  return g;
}

void graph_settle_initial(const FlatModel *model, PtrList *late, PtrList *candidates)
{
  Graph g = initial_graph(model, late, candidates);
  match(&g);
  int r = g.n_equations - candidates->count - late->count, kept = 0;
  for (int i = 0; i < late->count; i++)
    if (g.unknown_of[r++] < 0)
      late->items[kept++] = late->items[i];
  late->count = kept;
  kept = 0;
  for (int i = 0; i < candidates->count; i++)
    if (g.unknown_of[r++] >= 0)
      candidates->items[kept++] = candidates->items[i];
  candidates->count = kept;
  free_graph(&g);
}

bool graph_redundant_initial(const FlatModel *model, PtrList *left_over)
{
  Graph g = initial_graph(model, NULL, NULL);
  bool redundant = match(&g) == g.n_unknowns && g.n_equations > g.n_unknowns;
  for (int i = 0, r = row_count(model); redundant && i < model->initial_equations.count; i++, r++)
    if (g.unknown_of[r] < 0)
      list_push(left_over, model->initial_equations.items[i]);
  redundant = redundant && left_over->count == g.n_equations - g.n_unknowns;
  if (!redundant)
    left_over->count = 0;
  free_graph(&g);
  return redundant;
}

bool graph_check_initial(FlatModel *model)
{
  int ns = model->states.count;
  int model_rows = row_count(model);
  Graph g = initial_graph(model, NULL, NULL);
  int r;
  int matched = match(&g);
  if (matched == g.n_equations && matched == g.n_unknowns) {
    free_graph(&g);
    return true;
  }
  char *names = xstrdup("");
  int listed = 0;
  for (int u = 0; u < g.n_unknowns; u++)
    if (g.equation_of[u] < 0)
      names = name_another(names, initial_unknown_name(model, u), &listed);
  if (listed > 10)
    names = xsprintf("%s and %d more", names, listed - 10);
  if (g.n_equations < g.n_unknowns || (g.n_equations == g.n_unknowns && *names))
    diag_error(model->source->loc, "the initial problem is under-determined: nothing determines the initial value "
               "of %s (add fixed = true or an initial equation)", names);
  else
    diag_error(model->source->loc, "the initial problem is over-determined: %d equations for %d unknowns",
               g.n_equations, g.n_unknowns);
  /* left-over rows: initial equations and fixed start values */
  r = model_rows;
  for (int i = 0; i < model->initial_equations.count; i++, r++)
    if (g.unknown_of[r] < 0) {
      Equation *eq = model->initial_equations.items[i];
      diag_note(eq->loc, "initial equation '%s' is left over: what it uses is already determined", equation_text(eq));
    }
  for (int i = 0; i < ns; i++) {
    Var *v = model->states.items[i];
    if (v->fixed && g.unknown_of[r++] < 0)
      diag_note(v->loc, "the fixed start value of '%s' is left over", v->name);
  }
  return false;
}
