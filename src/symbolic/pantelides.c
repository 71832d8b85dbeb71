/*
 * pantelides.c - general index reduction: Pantelides' structural algorithm
 * finds the equations to differentiate (and how often) so that the highest
 * derivatives of the variables can be matched to equations; the dummy
 * derivatives of Mattsson and Soderlind then choose, level by level, which
 * derivatives become algebraic (dummies), honouring stateSelect: a variable
 * whose derivative is a dummy is no state; a choice singular at the start
 * values gives way to the best one that is not.  The choice is static for
 * the run.  The result is an index-1 DAE in the model's own terms: states with
 * der(), algebraic variables, new variables der(x) for the dummies and the
 * derivatives of the differentiated equations.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

/* A variable at one level of differentiation: level 0 is the model's
   variable, level 1 of a state is der(x) as written (var NULL until it
   needs a variable of its own), the others new variables der(...). */
typedef struct Node {
  Var *origin, *var;
  int level, derivative, integral;   /* node ids, -1: none */
  bool dummy;
  bool steady;   /* in a part whose coefficients are constants: its choice cannot turn singular */
  bool watched;  /* else in a part small enough to watch (FlatModel.choice_blocks) */
} Node;

/* A residual row: a model equation, an algorithm output (never
   differentiated), or the derivative of another row. */
typedef struct Row {
  Expr *residual;
  SrcLoc loc;
  int derivative, integral;
  PtrList nodes;   /* node id + 1 */
  bool fixed;      /* an algorithm's output: no derivative */
} Row;

typedef struct Reduction {
  FlatModel *model;
  Node *nodes;
  Row *rows;
  int n_nodes, n_rows, cap_nodes, cap_rows;
  int *assign, *node_seen, *row_seen, stamp;   /* node -> row; colours */
  Map by_name;                                /* variable name -> node id + 1 */
  int *rank;                                  /* node -> column of the dummy choice, -1 */
} Reduction;

enum { MAX_DIFFERENTIATIONS = 20 };

static int item(const PtrList *l, int i) { return (int)(size_t)l->items[i] - 1; }
static void push_id(PtrList *l, int id) { list_push(l, (void *)(size_t)(id + 1)); }

static bool is_continuous(const Var *v)
{
  return v && v->type == TYPE_REAL && (v->kind == VAR_STATE || v->kind == VAR_ALGEBRAIC);
}

static int new_node(Reduction *r, Var *origin, Var *var, int level)
{
  if (r->n_nodes == r->cap_nodes) {
    r->cap_nodes = 2 * r->cap_nodes + 16;
    r->nodes = xrealloc(r->nodes, sizeof *r->nodes * (size_t)r->cap_nodes);
    r->assign = xrealloc(r->assign, sizeof(int) * (size_t)r->cap_nodes);
    r->node_seen = xrealloc(r->node_seen, sizeof(int) * (size_t)r->cap_nodes);
  }
  int id = r->n_nodes++;
  r->nodes[id] = (Node){ origin, var, level, -1, -1, false, false, false };
  r->assign[id] = -1;
  r->node_seen[id] = 0;
  if (var)
    map_put(&r->by_name, var->name, (void *)(size_t)(id + 1));
  return id;
}

/* v = der(x) of an algebraic v with StateSelect.prefer or always (a
   relative velocity beside its angle, which no der() reads) may be a state
   all the same (spec 4.9.6: such variables need not appear differentiated).
   v names x's derivative node and is tried as a state: its derivative an
   unknown one level up, which Pantelides' algorithm must find equations to
   differentiate for, the preferences then judged among the velocities as
   among the positions.  The equation is no row; it is put back where x
   stays a state, and der(x) reads v where it does not.  Where that attempt
   fails (its errors held back), the reduction is made again with v the
   algebraic variable it was. */
static Map derivative_alias;   /* state name -> its alias Var */
static Map alias_equation;     /* alias name -> its Equation */
static bool trying;            /* the attempt with the aliases: no errors */
static int derivative_node(Reduction *r, int n);
static int class_priority(const Var *v);

static Var *state_of_der(const Expr *e)
{
  Var *x = expr_is_call(e, "der") && e->args.count == 1 ? ((Expr *)e->args.items[0])->var : NULL;
  return x && x->kind == VAR_STATE && x->type == TYPE_REAL ? x : NULL;
}

static void note_derivative_alias(const Equation *eq, const Expr *name, const Expr *der)
{
  Var *v = name->kind == EX_NAME ? name->var : NULL, *x = state_of_der(der);
  if (!v || !x || v->type != TYPE_REAL || v->kind != VAR_ALGEBRAIC || class_priority(v) < 4)
    return;
  if (map_get(&derivative_alias, x->name) || map_get(&alias_equation, v->name))
    return;
  map_put(&derivative_alias, x->name, v);
  map_put(&alias_equation, v->name, (void *)eq);
}

static void note_derivative_aliases(const FlatModel *model)
{
  derivative_alias = alias_equation = (Map){ 0 };
  for (int i = 0; i < model->equations.count; i++) {
    const Equation *eq = model->equations.items[i];
    if (eq->kind != EQ_SIMPLE)
      continue;
    note_derivative_alias(eq, eq->lhs, eq->rhs);
    note_derivative_alias(eq, eq->rhs, eq->lhs);
  }
}

static bool is_alias(const Var *v)
{
  return v && map_get(&alias_equation, v->name);
}

static bool is_alias_equation(const Equation *eq)
{
  const Expr *sides[] = { eq->lhs, eq->rhs };
  for (int k = 0; k < 2 && eq->kind == EQ_SIMPLE; k++)
    if (sides[k]->kind == EX_NAME && sides[k]->var && map_get(&alias_equation, sides[k]->var->name) == eq)
      return true;
  return false;
}

/* The node of a variable (level 0), made on first sight; a state's comes
   with its der(x). */
static int node_of(Reduction *r, Var *v)
{
  int id = (int)(size_t)map_get(&r->by_name, v->name) - 1;
  if (id >= 0)
    return id;
  id = new_node(r, v, v, 0);
  if (v->kind == VAR_STATE) {
    Var *alias = map_get(&derivative_alias, v->name);
    int d = new_node(r, v, alias, 1);
    r->nodes[id].derivative = d;
    r->nodes[d].integral = id;
    if (alias)   /* a preferred state: its derivative one level up */
      derivative_node(r, d);
  }
  return id;
}

static char *node_name(const Reduction *r, int n)
{
  const Node *node = &r->nodes[n];
  return node->var ? node->var->name : xsprintf("der(%s)", node->origin->name);
}

static Var *new_variable(Reduction *r, char *name, const Var *like)
{
  Var *v = xcalloc(1, sizeof *v);
  v->name = name;
  v->description = xsprintf("derivative of '%s' (index reduction)", like->name);
  v->unit = "";
  v->loc = like->loc;
  v->type = TYPE_REAL;
  v->kind = VAR_ALGEBRAIC;
  v->partner = -1;
  v->internal = true;
  v->dummy_derivative = true;
  v->index = r->model->states.count + r->model->algebraics.count;
  list_push(&r->model->vars, v);
  list_push(&r->model->algebraics, v);
  return v;
}

/* The node one level up, made when first needed. */
static int derivative_node(Reduction *r, int n)
{
  if (r->nodes[n].derivative >= 0)
    return r->nodes[n].derivative;
  Var *v = new_variable(r, xsprintf("der(%s)", node_name(r, n)), r->nodes[n].origin);
  int d = new_node(r, r->nodes[n].origin, v, r->nodes[n].level + 1);
  r->nodes[n].derivative = d;
  r->nodes[d].integral = n;
  return d;
}

static Expr *der_call(Var *v, SrcLoc loc)
{
  Expr *e = expr_new(EX_CALL, loc);
  e->string = xstrdup("der");
  list_push(&e->args, var_reference(v, loc));
  expr_note_depth(e);
  return e;
}

/* How node n is written in an equation. */
static Expr *node_expr(const Reduction *r, int n, SrcLoc loc)
{
  const Node *node = &r->nodes[n];
  return node->var ? var_reference(node->var, loc) : der_call(node->origin, loc);
}

/* The node a leaf of an equation names, or -1 (parameters, pre(), time). */
static int leaf_node(Reduction *r, const Expr *e)
{
  if (expr_is_call(e, "der") && e->args.count == 1) {
    Var *x = ((Expr *)e->args.items[0])->var;
    if (!x || x->kind != VAR_STATE)
      return -1;
    int n = node_of(r, x);   /* first: it may move the nodes */
    return r->nodes[n].derivative;
  }
  if (e->kind == EX_NAME && is_continuous(e->var) && e->builtin != BUILTIN_TIME)
    return node_of(r, e->var);
  return -1;
}

static void collect_nodes(Reduction *r, const Expr *e, PtrList *nodes)
{
  if (!e || expr_is_call(e, "pre"))
    return;
  int n = leaf_node(r, e);
  if (n >= 0 || expr_is_call(e, "der")) {
    if (n >= 0)
      push_id(nodes, n);
    return;
  }
  collect_nodes(r, e->a, nodes);
  collect_nodes(r, e->b, nodes);
  collect_nodes(r, e->c, nodes);
  for (int i = 0; i < e->args.count; i++)
    if (call_reads_argument(e, i))
      collect_nodes(r, e->args.items[i], nodes);
}

static int new_row(Reduction *r, Expr *residual, SrcLoc loc)
{
  if (r->n_rows == r->cap_rows) {
    r->cap_rows = 2 * r->cap_rows + 16;
    r->rows = xrealloc(r->rows, sizeof *r->rows * (size_t)r->cap_rows);
    r->row_seen = xrealloc(r->row_seen, sizeof(int) * (size_t)r->cap_rows);
  }
  int id = r->n_rows++;
  r->rows[id] = (Row){ residual, loc, -1, -1, { 0 }, false };
  r->row_seen[id] = 0;
  if (residual)
    collect_nodes(r, residual, &r->rows[id].nodes);
  return id;
}

static Expr *zero(SrcLoc loc)
{
  return expr_new(EX_NUMBER, loc);
}

/* d/dt of a leaf: the node one level up; 1 for time, 0 for what is constant
   between events. */
static Expr *time_leaf(const Expr *e, const void *context)
{
  Reduction *r = (Reduction *)context;
  if (e->kind == EX_NAME && e->builtin == BUILTIN_TIME) {
    Expr *one = zero(e->loc);
    one->number = 1;
    return one;
  }
  if (e->kind == EX_NAME && e->var && e->var->free_parameter)
    return zero(e->loc);   /* fixed = false: constant after initialization */
  int n = expr_is_call(e, "pre") ? -1 : leaf_node(r, e);
  if (n < 0)
    return expr_is_call(e, "der") ? NULL : zero(e->loc);
  return node_expr(r, derivative_node(r, n), e->loc);
}

/* A user function in an equation that cannot be differentiated: where it is. */
static void note_function(Expr *e, void *data)
{
  (void)data;
  if (e->function && !e->function->derivative)
    diag_note(e->function->cls->loc, "'%s' has no annotation(derivative = ...) and no closed form hysc can "
              "differentiate (its body has loops, or calls what cannot be)", e->function->name);
}

/* Row l differentiated once (its derivative row made); false after an error. */
static bool differentiate_row(Reduction *r, int l)
{
  Row *row = &r->rows[l];
  if (row->derivative >= 0)
    return true;
  char *text = diag_source_text(row->loc);
  if (row->fixed) {
    if (!trying)
      diag_error(row->loc, "index reduction must differentiate '%s', an algorithm: write it as equations", text);
    return false;
  }
  Expr *d = differentiate_leaves(row->residual, time_leaf, r);
  if (!d && !trying) {
    diag_error(row->loc, "index reduction must differentiate '%s', but it has no derivative", text);
    expr_walk(row->residual, note_function, NULL, false);
  }
  if (!d)
    return false;
  int k = new_row(r, d, row->loc);
  r->rows[l].derivative = k;
  r->rows[k].integral = l;
  return true;
}

/* ---- Pantelides ---- */

static bool is_unknown(const Reduction *r, int n) { return r->nodes[n].derivative < 0; }

/* An augmenting path from row i over the highest derivatives, colouring
   the rows and nodes it visits. */
static bool augment(Reduction *r, int i)
{
  r->row_seen[i] = r->stamp;
  const PtrList *nodes = &r->rows[i].nodes;
  for (int k = 0; k < nodes->count; k++) {
    int n = item(nodes, k);
    if (is_unknown(r, n) && r->assign[n] < 0) {
      r->assign[n] = i;
      return true;
    }
  }
  for (int k = 0; k < nodes->count; k++) {
    int n = item(nodes, k);
    if (!is_unknown(r, n) || r->node_seen[n] == r->stamp)
      continue;
    r->node_seen[n] = r->stamp;
    if (augment(r, r->assign[n])) {
      r->assign[n] = i;
      return true;
    }
  }
  return false;
}

static bool has_node(const Row *row, int n)
{
  for (int k = 0; k < row->nodes.count; k++)
    if (item(&row->nodes, k) == n)
      return true;
  return false;
}

/* The coloured rows differentiated, the coloured nodes raised a level and
   matched to the derivatives of their rows.  A derivative row without the
   derivative of its row's node (e_axis = resolve1(R, e) matched to R.T[1,3]
   differentiates through derivative(noDerivative = R) = df, which reads R
   and R.w, not der(R.T)) is left unmatched in *pending, to be matched in
   turn: the dummy derivatives are chosen over the rows' own nodes. */
static bool differentiate_coloured(Reduction *r, PtrList *pending)
{
  int n_rows = r->n_rows, n_nodes = r->n_nodes;
  for (int l = 0; l < n_rows; l++)
    if (r->row_seen[l] == r->stamp && !differentiate_row(r, l))
      return false;
  for (int n = 0; n < n_nodes; n++)
    if (r->node_seen[n] == r->stamp && r->nodes[n].derivative < 0)
      derivative_node(r, n);
  for (int n = 0; n < n_nodes; n++) {
    if (r->node_seen[n] != r->stamp)
      continue;
    int d = r->nodes[n].derivative, row = r->rows[r->assign[n]].derivative;
    if (has_node(&r->rows[row], d))
      r->assign[d] = row;
    else
      push_id(pending, row);
  }
  return true;
}

/* Row k matched, differentiating what its augmenting paths colour as often
   as needed; false after an error. */
static bool match_row(Reduction *r, int k, PtrList *pending)
{
  int i = k, rounds = 0;
  for (;;) {
    r->stamp++;
    if (augment(r, i))
      return true;
    if (++rounds > MAX_DIFFERENTIATIONS) {
      if (!trying)
        diag_error(r->rows[k].loc, "index reduction: '%s' would have to be differentiated more than %d times",
                   diag_source_text(r->rows[k].loc), MAX_DIFFERENTIATIONS);
      return false;
    }
    if (!differentiate_coloured(r, pending))
      return false;
    i = r->rows[i].derivative;
  }
}

static bool pantelides(Reduction *r, int n_equations)
{
  PtrList pending = { 0 };
  bool ok = true;
  for (int k = 0; ok && k < n_equations; k++)
    ok = match_row(r, k, &pending);
  for (int p = 0; ok && p < pending.count; p++) {
    int row = item(&pending, p);
    while (r->rows[row].derivative >= 0)   /* differentiated since: its derivative is the one to match */
      row = r->rows[row].derivative;
    bool matched = false;
    for (int n = 0; n < r->n_nodes && !matched; n++)
      matched = r->assign[n] == row && is_unknown(r, n);
    ok = matched || match_row(r, row, &pending);
  }
  free(pending.items);
  return ok;
}

static int priority(const Var *v) { return v->state_priority ? v->state_priority : 3; }

/* ---- matchings of a set of rows to a set of nodes ---- */

/* Columns in the order given try, one after the other, to take a row; those
   that do form, of all the maximum matchings, the one that takes the earliest
   columns (a transversal matroid: greedy is optimal). */
typedef struct Bipartite {
  PtrList *rows_of;   /* per column: local row numbers + 1 */
  int *column_of_row, *seen, stamp;
} Bipartite;

static bool take_row(Bipartite *b, int c)
{
  for (int k = 0; k < b->rows_of[c].count; k++) {
    int w = item(&b->rows_of[c], k);
    if (b->seen[w] == b->stamp)
      continue;
    b->seen[w] = b->stamp;
    if (b->column_of_row[w] < 0 || take_row(b, b->column_of_row[w])) {
      b->column_of_row[w] = c;
      return true;
    }
  }
  return false;
}

/* Matches rows (row ids) to columns; column_of(r, node) is the column of a
   node or -1.  Returns the local row -> column table (-1: unmatched). */
static int *match_columns(Reduction *r, const PtrList *rows, int n_columns, int (*column_of)(Reduction *, int))
{
  Bipartite b = { xcalloc((size_t)n_columns + 1, sizeof(PtrList)), xmalloc(sizeof(int) * (size_t)(rows->count + 1)),
                  xcalloc((size_t)rows->count + 1, sizeof(int)), 0 };
  for (int w = 0; w < rows->count; w++) {
    const PtrList *nodes = &r->rows[item(rows, w)].nodes;
    b.column_of_row[w] = -1;
    for (int k = 0; k < nodes->count; k++) {
      int c = column_of(r, item(nodes, k));
      PtrList *l = c >= 0 ? &b.rows_of[c] : NULL;
      if (l && (!l->count || item(l, l->count - 1) != w))
        push_id(l, w);
    }
  }
  for (int c = 0; c < n_columns; c++) {
    b.stamp++;
    take_row(&b, c);
  }
  for (int c = 0; c < n_columns; c++)
    free(b.rows_of[c].items);
  free(b.rows_of);
  free(b.seen);
  return b.column_of_row;
}

/* The column of a node in the check below: its variable, whatever the level. */
static int origin_column(Reduction *r, int n)
{
  while (r->nodes[n].integral >= 0)
    n = r->nodes[n].integral;
  return n;
}

/* Every equation must have a variable of its own at some level of
   differentiation, or no number of derivatives makes the model regular
   (and Pantelides' algorithm would not end): graph.c then says what is
   left over. */
static bool regular(Reduction *r, const PtrList *rows)
{
  int *column_of_row = match_columns(r, rows, r->n_nodes, origin_column);
  bool ok = true;
  for (int w = 0; w < rows->count; w++)
    ok = ok && column_of_row[w] >= 0;
  free(column_of_row);
  return ok;
}

/* ---- dummy derivatives ---- */


static Reduction *sorting;

/* Names the model's initial equations read: like a fixed start, a wish to
   stay a state (der(y) = 0 of a steady start). */
static Map in_initial;

static void note_initial(Expr *e, void *data)
{
  (void)data;
  if (e->kind == EX_NAME && e->string)
    map_put(&in_initial, e->string, e);
}

/* reinit(x, ...) of the when-clauses: x must stay a state. */
static Map reinitialised;

static void note_reinit(Expr *e, void *data)
{
  (void)data;
  Expr *x = expr_is_call(e, "reinit") && e->args.count == 2 ? e->args.items[0] : NULL;
  if (x && x->kind == EX_NAME && x->string)
    map_put(&reinitialised, x->string, e);
}

static bool wants_start(const Var *v)
{
  return v && (v->fixed || map_get(&in_initial, v->name));
}

static bool is_reinitialised(const Var *v)
{
  return v && map_get(&reinitialised, v->name);
}

/* The stateSelect of a quantity with several names: v = w or v = -w of
   two continuous variables (aliases.c: a connection, frame_a.r_0 = {x, y, z} of a joint,
   rollingWheel.x = x of the part around it) makes one alias class, whose
   strongest wish is each name's (a part's x with StateSelect.always beside
   its joint's x with avoid, whose frame's r_0 is what der() reads). */
static Map alias_priority;   /* variable name -> priority of its class */

static void note_alias_priorities(const FlatModel *model)
{
  int n = model->vars.count, *root = alias_classes(model), *best = xcalloc((size_t)n + 1, sizeof(int));
  for (int i = 0; i < n; i++) {
    int p = priority(model->vars.items[i]);
    best[root[i]] = p > best[root[i]] ? p : best[root[i]];
  }
  alias_priority = (Map){ 0 };
  for (int i = 0; i < n; i++)
    map_put(&alias_priority, ((const Var *)model->vars.items[i])->name, (void *)(size_t)best[root[i]]);
  free(root);
  free(best);
}

static int class_priority(const Var *v)
{
  int p = (int)(size_t)map_get(&alias_priority, v->name);
  return p ? p : priority(v);
}

/* The magnitude of v's start, when known at compile time and a guess (a
   fixed start is index.c's to relax, by its own order; else false).  A
   start may call functions of the model (Q(start = to_Q(R_start))), worked
   out through their closed forms; the answer is kept per variable. */
typedef struct StartSize { bool known; double size; } StartSize;
static Map start_sizes;   /* variable name -> StartSize */

static StartSize start_size(const Var *v)
{
  if (!v || v->fixed)
    return (StartSize){ false, 0 };
  StartSize *kept = map_get(&start_sizes, v->name);
  if (kept)
    return *kept;
  double x = 0;
  kept = xmalloc(sizeof *kept);
  kept->known = !v->start || eval_constant_through(v->start, &x, function_inline);
  kept->size = fabs(x);
  map_put(&start_sizes, v->name, kept);
  return *kept;
}

/* The variable that stops being a state when node n is a dummy: the one
   n is the derivative of (NULL: a der(x) the model wrote, itself no
   variable of the model, with no wish of its own). */
static const Var *integral_var(const Reduction *r, const Node *node)
{
  const Node *below = &r->nodes[node->integral];
  return below->level == 0 || is_alias(below->var) ? below->var : NULL;
}

/* Which derivative becomes a dummy first: the one of the variable that least
   wants to be a state (stateSelect never, avoid, default, prefer, always),
   then of one no reinit() sets, then of one without a fixed start or
   initial equation, then of one the model did not write
   in der(), then the higher derivative (der(w) stays before der(der(phi))
   when w = der(phi)), then, of two starts that are not fixed (index.c
   relaxes fixed ones), the larger in magnitude (q1^2 + q2^2 = 1 determines
   q1 through 2*q1*der(q1), which vanishes where q1 = 0), then the one
   declared first (the first of two joined bodies gives way, as index.c's
   relaxation of fixed starts does). */
static int dummy_before(const void *a, const void *b)
{
  const Node *x = &sorting->nodes[(int)(size_t)*(void *const *)a - 1];
  const Node *y = &sorting->nodes[(int)(size_t)*(void *const *)b - 1];
  const Var *u = integral_var(sorting, x), *v = integral_var(sorting, y);
  int pu = u ? class_priority(u) : 3, pv = v ? class_priority(v) : 3;
  if (pu != pv)
    return pu - pv;
  if (is_reinitialised(u) != is_reinitialised(v))
    return is_reinitialised(u) - is_reinitialised(v);
  bool fu = wants_start(u), fv = wants_start(v), wu = u && u->kind == VAR_STATE, wv = v && v->kind == VAR_STATE;
  if (fu != fv)
    return fu - fv;
  if (wu != wv)
    return wu - wv;
  if (x->level != y->level)
    return y->level - x->level;
  StartSize su = start_size(u), sv = start_size(v);
  if (su.known && sv.known && su.size != sv.size)
    return su.size > sv.size ? -1 : 1;
  return x->origin->index - y->origin->index;
}

static int ranked_column(Reduction *r, int n) { return r->rank[n]; }

/* ---- the choice checked at the start values ---- */

/* A structural choice of dummies can be singular where the model starts
   (2*(x - c)*der(x) + 2*y*der(y) = 0 cannot determine der(x) at x = c).
   The coefficients of the level's rows in its candidates are worked out at
   the start values (those written or fixed; a coefficient that reads
   anything else takes a generic value, as the structure alone would), and
   a part of the level whose chosen block is singular there takes instead
   the independent candidates in order of preference.  Parts larger than
   this stay as the structure chose them. */
enum { MAX_NUMERIC_ROWS = 400 };

static int unit_node;     /* the candidate whose coefficient is taken */
static bool varies;       /* that coefficient reads variables */
static Reduction *valuing;
static PtrList exchanged; /* "der(y) in place of der(x)" texts of the state_selection */
static PtrList fragile;   /* "'G = 0': der(x) may give way to der(y)" texts, the same */
enum { MAX_FRAGILE_TEXTS = 3, MAX_NAMES = 4 };

static Expr *unit_leaf(const Expr *e, const void *context)
{
  Expr *x = zero(e->loc);
  x->number = !expr_is_call(e, "pre") && leaf_node((Reduction *)context, e) == unit_node;
  return x;
}

/* Values at the start of variables without a fixed one, worked out through
   the equations v = f(...) whose other side has values (a line force's
   length from the positions of its frames): variable name -> Expr number. */
static Map start_values;

/* e with each variable that has a start value fixed, worked out or written
   replaced by it (in that order). */
static Expr *at_start_values(const Expr *e)
{
  if (!e)
    return NULL;
  int n = e->kind == EX_NAME || expr_is_call(e, "der") ? leaf_node(valuing, e) : -1;
  const Var *v = n >= 0 && (valuing->nodes[n].level == 0 || is_alias(valuing->nodes[n].var)) ? valuing->nodes[n].var
                                                                                              : NULL;
  Expr *worked_out = v && !v->fixed ? map_get(&start_values, v->name) : NULL;
  if (worked_out)
    return worked_out;
  if (v && (v->start || v->fixed))
    return v->start ? v->start : zero(e->loc);
  if (n >= 0 || expr_is_call(e, "pre"))
    return (Expr *)e;   /* no value here: the evaluation fails */
  return expr_copy_node(e, at_start_values);
}

/* The closed form of a call whose arguments are numbers, made once per
   function, output and arguments: frames of a mechanism repeat the same
   rotations, and each closed form is a copy. */
static Map closed_forms;

static Expr *inline_once(const Expr *call)
{
  char *key = xsprintf("%p/%d", (void *)call->function, call->output);
  Expr kept = *call;   /* the numbers of eval's call live no longer than it */
  kept.args = (PtrList){ 0 };
  for (int i = 0; i < call->args.count; i++) {
    const Expr *arg = call->args.items[i];
    if (arg->kind != EX_NUMBER)
      return function_inline(call);
    key = xsprintf("%s,%.17g", key, arg->number);
  }
  Expr *form = map_get(&closed_forms, key);
  if (form)
    return form;
  for (int i = 0; i < call->args.count; i++) {
    Expr *number = zero(((Expr *)call->args.items[i])->loc);
    number->number = ((Expr *)call->args.items[i])->number;
    list_push(&kept.args, number);
  }
  if ((form = function_inline(&kept)))
    map_put(&closed_forms, key, form);
  return form;
}

/* A value in [1, 2) that stands for a coefficient unknown at compile time. */
static double generic(unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return 1 + (double)((*seed >> 8) & 0xffff) / 65536.0;
}

/* Whether every variable e reads has a start value (no copy made to find out). */
static bool all_valued(const Expr *e)
{
  if (!e)
    return true;
  if (expr_is_call(e, "pre") || expr_is_call(e, "der"))
    return false;
  if (e->kind == EX_NAME && is_continuous(e->var) && e->builtin != BUILTIN_TIME)
    return e->var->fixed || e->var->start || map_get(&start_values, e->var->name);
  if (e->kind == EX_NAME && e->builtin == BUILTIN_TIME)
    return false;
  if (!all_valued(e->a) || !all_valued(e->b) || !all_valued(e->c))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!all_valued(e->args.items[i]))
      return false;
  return true;
}

/* Whether an expression reads a variable, a derivative, pre() or time. */
static void note_variable(Expr *e, void *data)
{
  if (expr_is_call(e, "pre") || expr_is_call(e, "der") || (e->kind == EX_NAME && e->builtin == BUILTIN_TIME) ||
      (e->kind == EX_NAME && is_continuous(e->var)))
    *(bool *)data = true;
}

static bool reads_variables(Expr *e)
{
  bool reads = false;
  expr_walk(e, note_variable, &reads, false);
  return reads;
}

static double coefficient(Reduction *r, int row, int n, unsigned *seed)
{
  const Expr *residual = r->rows[row].residual;
  unit_node = n;
  Expr *d = residual ? differentiate_leaves(residual, unit_leaf, r) : NULL;
  double x;
  valuing = r;
  varies = !d || reads_variables(d);
  if (d && !varies && eval_constant_through(d, &x, inline_once) && isfinite(x))
    return x;
  if (d && varies && all_valued(d) && eval_constant_through(at_start_values(d), &x, inline_once) &&
      isfinite(x))
    return x;
  return generic(seed);
}

/* One side of lhs = rhs a variable without a fixed start: its value from
   the other side, when every variable there has one (*tried: it had, so
   another pass will not do better). */
static bool work_out(const Expr *name, const Expr *other, bool *tried)
{
  const Var *v = name->kind == EX_NAME ? name->var : NULL;
  if (!is_continuous(v) || v->fixed || map_get(&start_values, v->name) || !all_valued(other))
    return false;
  *tried = true;
  double x;
  if (!eval_constant_through(at_start_values(other), &x, inline_once) || !isfinite(x))
    return false;
  Expr *number = zero(name->loc);
  number->number = x;
  map_put(&start_values, v->name, number);
  return true;
}

/* Passes over the model's equations until no value is added (a chain of
   connections takes one pass when written in order, a few when not). */
enum { MAX_VALUE_PASSES = 12 };

static void work_out_start_values(Reduction *r)
{
  start_values = closed_forms = (Map){ 0 };
  valuing = r;
  int n = r->model->equations.count;
  bool added = true, *tried = xcalloc((size_t)n + 1, sizeof(bool));
  for (int pass = 0; pass < MAX_VALUE_PASSES && added; pass++) {
    added = false;
    for (int i = 0; i < n; i++) {
      const Equation *eq = r->model->equations.items[i];
      if (eq->kind == EQ_SIMPLE && !tried[i] &&
          (work_out(eq->lhs, eq->rhs, &tried[i]) || work_out(eq->rhs, eq->lhs, &tried[i])))
        added = true;
    }
  }
  free(tried);
}

static int find_part(int *parent, int i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

/* The rows (local numbers) and candidate columns of one part, in order. */
typedef struct Part { int *rows, *columns, n_rows, n_columns; } Part;

/* The matrix of a part: its rows' coefficients in its columns, column-major. */
static double *part_matrix(Reduction *r, const PtrList *rows, const Part *p, const int *local_column,
                           bool *column_varies)
{
  double *a = xcalloc((size_t)p->n_rows * (size_t)p->n_columns + 1, sizeof(double));
  unsigned seed = 12345u;
  for (int i = 0; i < p->n_rows; i++) {
    int row = item(rows, p->rows[i]);
    const PtrList *nodes = &r->rows[row].nodes;
    for (int k = 0; k < nodes->count; k++) {
      int node = item(nodes, k), c = r->rank[node];
      bool again = false;
      for (int j = 0; j < k && !again; j++)
        again = item(nodes, j) == node;
      if (c >= 0 && !again) {
        a[(size_t)local_column[c] * (size_t)p->n_rows + (size_t)i] = coefficient(r, row, node, &seed);
        column_varies[local_column[c]] |= varies;
      }
    }
  }
  return a;
}

/* The names of the part's candidates that are dummies (or not) and were not
   (or were: was NULL, whatever they were) and whose column is among keep
   (NULL: any). */
static char *names_of(Reduction *r, const PtrList *candidates, const Part *p, bool dummy, const bool *was,
                      const bool *keep)
{
  char *text = xstrdup("");
  int named = 0;
  for (int j = 0; j < p->n_columns; j++) {
    int node = item(candidates, p->columns[j]);
    if (r->nodes[node].dummy != dummy || (was && was[j] == dummy) || (keep && !keep[j]))
      continue;
    if (named++ < MAX_NAMES)
      text = xsprintf("%s%s%s", text, *text ? ", " : "", node_name(r, node));
  }
  return named > MAX_NAMES ? xsprintf("%s and %d more", text, named - MAX_NAMES) : text;
}

/* A part with more candidates than rows whose dummies' coefficients read
   variables may turn singular along the run: which of its equations, its
   dummies and the candidates that could take their place, for the
   run's errors (the first few such parts). */
static void note_fragile(Reduction *r, const PtrList *rows, const PtrList *candidates, const Part *p,
                         const bool *column_varies)
{
  if (p->n_columns <= p->n_rows || fragile.count > MAX_FRAGILE_TEXTS)
    return;
  char *dummies = names_of(r, candidates, p, true, NULL, column_varies);
  char *others = names_of(r, candidates, p, false, NULL, column_varies);
  if (!*dummies || !*others)
    return;
  if (fragile.count == MAX_FRAGILE_TEXTS) {
    list_push(&fragile, xstrdup("..."));
    return;
  }
  const Row *row = &r->rows[item(rows, p->rows[0])];
  while (row->integral >= 0)
    row = &r->rows[row->integral];
  list_push(&fragile, xsprintf("'%s'%s: %s may give way to %s", diag_source_text(row->loc),
                               p->n_rows > 1 ? " and others" : "", dummies, others));
}

/* A part of the highest derivatives (the first level chosen: a body's
   accelerations, whose error estimates, one order worse, would hold IDA at
   short steps) whose coefficients read the values, small enough: its
   coefficients as expressions, the chosen dummies' columns first, so that
   the run can watch how far that choice is from singular and keep those
   dummies out of IDA's error test while it is far (codegen_choice.c).
   False when the part is too large or a coefficient has no expression.
   The dummies of lower levels (velocities) stay in the test, which keeps
   the states' steps accurate (the energy of a pendulum). */
enum { MAX_WATCHED_ROWS = 64, MAX_WATCHED_COLUMNS = 80 };
static bool top_level;   /* the level being chosen is the first */

static bool watch_part(Reduction *r, const PtrList *rows, const PtrList *candidates, const Part *p)
{
  int n_chosen = 0;
  for (int j = 0; j < p->n_columns; j++)
    n_chosen += r->nodes[item(candidates, p->columns[j])].dummy;
  if (!top_level || p->n_rows > MAX_WATCHED_ROWS || p->n_columns > MAX_WATCHED_COLUMNS || n_chosen != p->n_rows)
    return false;
  ChoiceBlock *b = xcalloc(1, sizeof *b);
  b->n_rows = p->n_rows;
  b->n_columns = p->n_columns;
  b->a = xcalloc((size_t)p->n_rows * (size_t)p->n_columns, sizeof(Expr *));
  int c = 0;
  for (int chosen = 1; chosen >= 0; chosen--)
    for (int j = 0; j < p->n_columns; j++) {
      int node = item(candidates, p->columns[j]);
      if (r->nodes[node].dummy != chosen)
        continue;
      for (int i = 0; i < p->n_rows; i++) {
        const Row *row = &r->rows[item(rows, p->rows[i])];
        unit_node = node;
        if (!has_node(row, node))
          b->a[c * p->n_rows + i] = zero(row->loc);
        else if (!row->residual || !(b->a[c * p->n_rows + i] = differentiate_leaves(row->residual, unit_leaf, r)))
          return false;
      }
      c++;
    }
  list_push(&r->model->choice_blocks, b);
  return true;
}

/* A part whose chosen block is singular at the start takes the first
   independent candidates instead, when they are as many as its rows. */
static void settle_part(Reduction *r, const PtrList *rows, const PtrList *candidates, const Part *p, int *local_column)
{
  for (int j = 0; j < p->n_columns; j++)
    local_column[p->columns[j]] = j;
  bool *column_varies = xcalloc((size_t)p->n_columns + 1, sizeof(bool));
  double *a = part_matrix(r, rows, p, local_column, column_varies);
  int *chosen = xmalloc(sizeof(int) * ((size_t)p->n_columns + 1)), n_chosen = 0;
  int *taken = xmalloc(sizeof(int) * ((size_t)p->n_rows + 1));
  bool *was = xcalloc((size_t)p->n_columns + 1, sizeof(bool));
  for (int j = 0; j < p->n_columns; j++)
    if ((was[j] = r->nodes[item(candidates, p->columns[j])].dummy))
      chosen[n_chosen++] = j;
  if (n_chosen == p->n_rows && independent_columns(a, p->n_rows, n_chosen, chosen, taken) < p->n_rows &&
      independent_columns(a, p->n_rows, p->n_columns, NULL, taken) == p->n_rows) {
    for (int j = 0; j < p->n_columns; j++)
      r->nodes[item(candidates, p->columns[j])].dummy = false;
    for (int i = 0; i < p->n_rows; i++)
      r->nodes[item(candidates, p->columns[taken[i]])].dummy = true;
    list_push(&exchanged, xsprintf("%s in place of %s", names_of(r, candidates, p, true, was, NULL),
                                   names_of(r, candidates, p, false, was, NULL)));
  }
  note_fragile(r, rows, candidates, p, column_varies);
  bool any_varies = false;
  for (int j = 0; j < p->n_columns; j++)
    any_varies |= column_varies[j];
  bool watched = any_varies && watch_part(r, rows, candidates, p);
  for (int j = 0; j < p->n_columns; j++) {
    r->nodes[item(candidates, p->columns[j])].steady = !any_varies;
    r->nodes[item(candidates, p->columns[j])].watched = watched;
  }
  r->model->state_choice_varies |= any_varies && p->n_columns > p->n_rows;
  free(a);
  free(chosen);
  free(taken);
  free(was);
  free(column_varies);
}

/* The level in parts (rows and candidates that share no row), each checked. */
static void check_at_start(Reduction *r, const PtrList *rows, const PtrList *candidates)
{
  int m = rows->count, n = candidates->count;
  int *parent = xmalloc(sizeof(int) * (size_t)(m + n + 1)), *local_column = xmalloc(sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < m + n; i++)
    parent[i] = i;
  for (int w = 0; w < m; w++) {
    const PtrList *nodes = &r->rows[item(rows, w)].nodes;
    for (int k = 0; k < nodes->count; k++)
      if (r->rank[item(nodes, k)] >= 0)
        parent[find_part(parent, w)] = find_part(parent, m + r->rank[item(nodes, k)]);
  }
  Part p = { xmalloc(sizeof(int) * (size_t)(m + 1)), xmalloc(sizeof(int) * (size_t)(n + 1)), 0, 0 };
  for (int root = 0; root < m + n; root++) {
    if (find_part(parent, root) != root)
      continue;
    p.n_rows = p.n_columns = 0;
    for (int w = 0; w < m; w++)
      if (find_part(parent, w) == root)
        p.rows[p.n_rows++] = w;
    for (int c = 0; c < n && p.n_rows && p.n_rows <= MAX_NUMERIC_ROWS; c++)
      if (find_part(parent, m + c) == root)
        p.columns[p.n_columns++] = c;
    if (p.n_rows && p.n_rows <= MAX_NUMERIC_ROWS)
      settle_part(r, rows, candidates, &p, local_column);
  }
  free(p.rows);
  free(p.columns);
  free(parent);
  free(local_column);
}

/* One level of Mattsson and Soderlind: as many dummies among the candidate
   nodes as there are rows, chosen so that the rows determine them.  The
   candidates of the next level are the dummies one level down. */
static bool choose_level(Reduction *r, const PtrList *rows, PtrList *candidates)
{
  sorting = r;
  qsort(candidates->items, (size_t)candidates->count, sizeof(void *), dummy_before);
  for (int c = 0; c < candidates->count; c++)
    r->rank[item(candidates, c)] = c;
  int *column_of_row = match_columns(r, rows, candidates->count, ranked_column);
  bool ok = true;
  for (int w = 0; w < rows->count; w++) {
    if (column_of_row[w] < 0 && ok) {
      SrcLoc loc = r->rows[item(rows, w)].loc;
      if (!trying)
        diag_error(loc, "index reduction: the derivative of '%s' determines no derivative of a variable "
                   "(no dummy derivative can be chosen for it)", diag_source_text(loc));
      ok = false;
    }
    if (column_of_row[w] >= 0)
      r->nodes[item(candidates, column_of_row[w])].dummy = true;
  }
  if (ok)
    check_at_start(r, rows, candidates);
  for (int c = 0; c < candidates->count; c++)
    r->rank[item(candidates, c)] = -1;
  free(column_of_row);
  return ok;
}

static bool select_dummies(Reduction *r)
{
  PtrList rows = { 0 }, candidates = { 0 };
  r->rank = xmalloc(sizeof(int) * (size_t)(r->n_nodes + 1));
  for (int n = 0; n < r->n_nodes; n++) {
    r->rank[n] = -1;
    if (r->nodes[n].derivative < 0 && r->nodes[n].integral >= 0)
      push_id(&candidates, n);
  }
  for (int l = 0; l < r->n_rows; l++)
    if (r->rows[l].derivative < 0 && r->rows[l].integral >= 0)
      push_id(&rows, l);
  for (top_level = true; rows.count; top_level = false) {
    if (!choose_level(r, &rows, &candidates))
      return false;
    PtrList lower_rows = { 0 }, lower = { 0 };
    for (int w = 0; w < rows.count; w++) {
      int below = r->rows[item(&rows, w)].integral;
      if (r->rows[below].integral >= 0)
        push_id(&lower_rows, below);
    }
    for (int c = 0; c < candidates.count; c++) {
      const Node *node = &r->nodes[item(&candidates, c)];
      if (node->dummy && r->nodes[node->integral].level >= 1)
        push_id(&lower, node->integral);
    }
    free(rows.items);
    free(candidates.items);
    rows = lower_rows;
    candidates = lower;
  }
  free(candidates.items);
  return true;
}

/* ---- the reduced model ---- */

static bool is_state_node(const Reduction *r, int n)
{
  int d = r->nodes[n].derivative;
  return d >= 0 && !r->nodes[d].dummy;
}

/* der(x) of a state whose derivative becomes a variable of its own: each
   der(x) node of the model rewritten in place to name it. */
static void rename_der(Expr *e, void *data)
{
  Reduction *r = data;
  if (!expr_is_call(e, "der") || e->args.count != 1)
    return;
  Var *x = ((Expr *)e->args.items[0])->var;
  int n = x && x->kind == VAR_STATE ? (int)(size_t)map_get(&r->by_name, x->name) - 1 : -1;
  Var *v = n >= 0 ? r->nodes[r->nodes[n].derivative].var : NULL;
  if (v)
    *e = *var_reference(v, e->loc);
}

static void rename_everywhere(Reduction *r)
{
  FlatModel *m = r->model;
  const PtrList *lists[] = { &m->equations, &m->discrete_equations, &m->asserts };
  for (int l = 0; l < 3; l++)
    for (int i = 0; i < lists[l]->count; i++)
      equation_walk(lists[l]->items[i], rename_der, r);
  for (int i = 0; i < m->whens.count; i++)
    equation_walk(((WhenClause *)m->whens.items[i])->equation, rename_der, r);
  const PtrList *algorithms[] = { &m->algorithms, &m->discrete_algorithms };
  for (int l = 0; l < 2; l++)
    for (int i = 0; i < algorithms[l]->count; i++) {
      Algorithm *a = algorithms[l]->items[i];
      for (int k = 0; k < a->statements.count; k++)
        equation_walk(a->statements.items[k], rename_der, r);
    }
  for (int i = 0; i < m->relations.count; i++)
    expr_walk(((Relation *)m->relations.items[i])->expr, rename_der, r, false);
  for (int i = 0; i < m->choice_blocks.count; i++) {
    const ChoiceBlock *b = m->choice_blocks.items[i];
    for (int k = 0; k < b->n_rows * b->n_columns; k++)
      expr_walk(b->a[k], rename_der, r, false);
  }
}

static Equation *new_equation(Expr *lhs, Expr *rhs, SrcLoc loc, char *note)
{
  Equation *eq = xcalloc(1, sizeof *eq);
  eq->kind = EQ_SIMPLE;
  eq->loc = loc;
  eq->lhs = lhs;
  eq->rhs = rhs;
  eq->note = note;
  return eq;
}

/* The derivatives of the equations, as equations of the model. */
static void add_derived_rows(Reduction *r)
{
  for (int l = 0; l < r->n_rows; l++) {
    Row *row = &r->rows[l];
    if (row->integral < 0)
      continue;
    int times = 1;
    for (int k = row->integral; r->rows[k].integral >= 0; k = r->rows[k].integral)
      times++;
    char *note = times == 1 ? xsprintf("d/dt of the equation at line %d (index reduction)", row->loc.first_line)
                            : xsprintf("d%d/dt%d of the equation at line %d (index reduction)", times, times,
                                       row->loc.first_line);
    list_push(&r->model->equations, new_equation(row->residual, zero(row->loc), row->loc, note));
  }
}

/* Variables for the der(x) that are dummies or states themselves. */
static void name_derivatives(Reduction *r)
{
  bool any = false;
  for (int n = 0; n < r->n_nodes; n++) {
    Node *node = &r->nodes[n];
    any |= is_alias(node->var);
    if (node->var || !(node->dummy || is_state_node(r, n)))
      continue;
    node->var = new_variable(r, xsprintf("der(%s)", node->origin->name), node->origin);
    any = true;
  }
  if (any)
    rename_everywhere(r);
}

/* A fixed start of a variable that is no state any more is an initial
   equation v = start (spec 8.6), which the states' values must meet. */
static PtrList kept_starts;   /* Equation: those initial equations */

static void keep_start(FlatModel *model, Var *v)
{
  Expr *start = v->start ? v->start : zero(v->loc);
  Equation *eq = new_equation(var_reference(v, v->loc), start, v->loc,
                              xsprintf("fixed start of %s, no state after index reduction", v->name));
  list_push(&model->initial_equations, eq);
  list_push(&kept_starts, eq);
  v->fixed = false;
}

static int kept_before(const void *a, const void *b)
{
  const Var *u = (*(Equation *const *)a)->lhs->var, *v = (*(Equation *const *)b)->lhs->var;
  return priority(u) != priority(v) ? priority(u) - priority(v) : u->index - v->index;
}

int pantelides_relax_fixed(FlatModel *model, int excess)
{
  if (kept_starts.count)   /* qsort of no items may not be given a null array */
    qsort(kept_starts.items, (size_t)kept_starts.count, sizeof(void *), kept_before);
  int relaxed = 0;
  for (int k = 0; k < kept_starts.count && relaxed < excess; k++, relaxed++) {
    Equation *eq = kept_starts.items[k];
    PtrList *rows = &model->initial_equations;
    int at = 0;
    while (at < rows->count && rows->items[at] != eq)
      at++;
    memmove(rows->items + at, rows->items + at + 1, sizeof(void *) * (size_t)(rows->count - at - 1));
    rows->count--;
    diag_warning(eq->loc, "the start value of '%s' is fixed, but index reduction makes it no state and the "
                 "states' start values determine it: it is used as a guess", eq->lhs->var->name);
  }
  return relaxed;
}

/* Each node's variable a state or algebraic; der(v) = dv where a state's
   derivative is a variable of its own.  Returns the text of the choice. */
/* The dummy derivatives of the variables the model wrote in der() (those
   of connection variables, which no one would make states, left out):
   read before the kinds change. */
static char *dummy_text(const Reduction *r)
{
  char *dummies = xstrdup("");
  for (int n = 0; n < r->n_nodes; n++)
    if (r->nodes[n].dummy && r->nodes[n].var && r->nodes[n].origin->kind == VAR_STATE)
      dummies = xsprintf("%s%s%s", dummies, *dummies ? ", " : "", r->nodes[n].var->name);
  return *dummies ? dummies : "none";
}

static char *settle_states(Reduction *r)
{
  char *states = xstrdup(""), *dummies = dummy_text(r);
  for (int n = 0; n < r->n_nodes; n++) {
    Node *node = &r->nodes[n];
    if (!node->var)
      continue;
    bool state = is_state_node(r, n);
    bool was_state = node->var->kind == VAR_STATE;
    node->var->kind = state ? VAR_STATE : VAR_ALGEBRAIC;
    node->var->partner = -1;
    if (node->derivative >= 0)
      states = xsprintf("%s%s%s", states, *states && state ? ", " : "", state ? node->var->name : "");
    Var *dv = state ? r->nodes[node->derivative].var : NULL;
    if (dv)
      list_push(&r->model->equations,
                is_alias(dv) ? map_get(&alias_equation, dv->name)
                             : new_equation(der_call(node->var, node->var->loc), var_reference(dv, node->var->loc),
                                            node->var->loc, xsprintf("index reduction: %s is a state", node->var->name)));
    if (was_state && !state && node->var->fixed)
      keep_start(r->model, node->var);
    /* a dummy whose block may turn singular goes into IDA's error test
       where that block comes near singular (always, when it is not
       watched), and its growing estimate stops the run at the singular point */
    if (node->dummy && !node->steady)
      node->var->choice = node->watched ? CHOICE_WATCHED : CHOICE_HELD;
    if (was_state && !state && map_get(&reinitialised, node->var->name))
      diag_error(((Expr *)map_get(&reinitialised, node->var->name))->loc, "'%s' is reinitialised here, but "
                 "index reduction cannot keep it a state (its derivative is a dummy): reinitialise one of "
                 "the states instead (--dump-flat lists them)", node->var->name);
    if (!state && node->derivative >= 0 && priority(node->var) == 5)
      diag_warning(node->var->loc, "'%s' has stateSelect = StateSelect.always, but index reduction cannot keep "
                   "it a state", node->var->name);
  }
  char *exchanges = xstrdup("");
  for (int k = 0; k < exchanged.count; k++)
    exchanges = xsprintf("%s%s%s", exchanges, k ? "; " : "", (char *)exchanged.items[k]);
  char *varying = xstrdup("");
  for (int k = 0; k < fragile.count; k++)
    varying = xsprintf("%s%s%s", varying, k ? "; " : "", (char *)fragile.items[k]);
  return xsprintf("states %s; dummy derivatives %s%s%s%s%s%s", *states ? states : "none", dummies,
                  *exchanges ? " (at the start values: " : "", exchanges, *exchanges ? ")" : "",
                  *varying ? "; where the values decide, " : "", varying);
}

/* The equations v = der(x) of the aliases out of the model: settle_states
   puts back those of the states. */
static void drop_alias_equations(FlatModel *model)
{
  int kept = 0;
  for (int i = 0; i < model->equations.count; i++)
    if (!is_alias_equation(model->equations.items[i]))
      model->equations.items[kept++] = model->equations.items[i];
  model->equations.count = kept;
}

/* Rows of the reduction: the model's equations, then one per output of
   each continuous algorithm (never differentiated). */
static void add_model_rows(Reduction *r)
{
  FlatModel *m = r->model;
  for (int i = 0; i < m->equations.count; i++) {
    Equation *eq = m->equations.items[i];
    if (!is_alias_equation(eq))
      new_row(r, expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc), eq->loc);
  }
  for (int i = 0; i < m->algorithms.count; i++) {
    Algorithm *a = m->algorithms.items[i];
    PtrList nodes = { 0 };
    for (int k = 0; k < a->statements.count; k++) {
      const Equation *s = a->statements.items[k];
      collect_nodes(r, s->lhs, &nodes);
      collect_nodes(r, s->rhs, &nodes);
    }
    for (int k = 0; k < a->outputs.count; k++) {
      int w = new_row(r, NULL, a->loc);
      r->rows[w].fixed = true;
      for (int j = 0; j < nodes.count; j++)
        list_push(&r->rows[w].nodes, nodes.items[j]);
    }
    free(nodes.items);
  }
}

/* Rows, Pantelides and the dummy derivatives: 1 when done, 0 after an
   error, -1 when the model is structurally singular (nothing done). */
static int attempt(Reduction *r, FlatModel *model)
{
  *r = (Reduction){ 0 };
  r->model = model;
  exchanged.count = fragile.count = 0;
  add_model_rows(r);
  PtrList all = { 0 };
  for (int l = 0; l < r->n_rows; l++)
    push_id(&all, l);
  bool ok = regular(r, &all);
  free(all.items);
  if (!ok)
    return -1;
  work_out_start_values(r);
  return pantelides(r, r->n_rows) && select_dummies(r);
}

/* An attempt with the preferred aliases as states; where it fails, the
   variables it made are taken back and the plain one is made. */
static int attempt_promoted(Reduction *r, FlatModel *model)
{
  int n_vars = model->vars.count, n_algebraics = model->algebraics.count;
  trying = derivative_alias.count > 0;
  int got = trying ? attempt(r, model) : 0;
  trying = false;
  if (got > 0)
    return got;
  model->vars.count = n_vars;
  model->algebraics.count = n_algebraics;
  derivative_alias = alias_equation = (Map){ 0 };
  return attempt(r, model);
}

bool pantelides_reduce(FlatModel *model)
{
  Reduction r = { 0 };
  kept_starts.count = 0;
  in_initial = reinitialised = start_sizes = (Map){ 0 };
  for (int i = 0; i < model->source->initial_equations.count; i++)
    equation_walk(model->source->initial_equations.items[i], note_initial, NULL);
  for (int i = 0; i < model->whens.count; i++)
    equation_walk(((WhenClause *)model->whens.items[i])->equation, note_reinit, NULL);
  note_alias_priorities(model);
  note_derivative_aliases(model);
  int got = attempt_promoted(&r, model);
  if (got <= 0)
    return got < 0;   /* structurally singular: nothing changed */
  drop_alias_equations(model);
  add_derived_rows(&r);
  name_derivatives(&r);
  model->state_selection = settle_states(&r);
  return true;
}

/* der(x) in an initial equation, read after the reduction, of an x that is
   no state any more: its dummy derivative. */
static void rename_initial_der(Expr *e, void *data)
{
  FlatModel *model = data;
  Var *x = expr_is_call(e, "der") && e->args.count == 1 ? ((Expr *)e->args.items[0])->var : NULL;
  Var *alias = x ? map_get(&derivative_alias, x->name) : NULL;
  Var *d = x && x->kind != VAR_STATE ? (alias ? alias : find_var(model, xsprintf("der(%s)", x->name))) : NULL;
  if (d)
    *e = *var_reference(d, e->loc);
}

void pantelides_initial_equations(FlatModel *model)
{
  for (int i = 0; i < model->initial_equations.count; i++)
    equation_walk(model->initial_equations.items[i], rename_initial_der, model);
}
