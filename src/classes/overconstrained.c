/*
 * overconstrained.c - overdetermined records in connectors (spec 9.4): the
 * virtual connection graph of connect() (optional edges) and
 * Connections.branch (required edges), its roots (Connections.root, else
 * the potential root of lowest priority), spanning trees, the connect()s cut
 * out of them (whose equalityConstraint residues replace the equalities,
 * instantiate_connect.c) and the values of Connections.isRoot and rooted.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

typedef struct Node {
  char *name;
  int root;          /* 0, ROOT_POTENTIAL or ROOT_DEFINITE */
  long priority;
  int set, required_set, order;
  SrcLoc loc;        /* where it is a root, else its first connect() or branch */
  bool placed;       /* loc is one of those, not the connector's declaration */
  PtrList edges;     /* edge number, as a pointer-sized integer */
} Node;

typedef struct Edge {
  int a, b;
  bool required, in_tree;
  ClassDef *cls;
  const Connection *connection;   /* of an optional edge */
} Edge;

typedef struct Graph {
  Map index;         /* name -> node number + 1 */
  Node *nodes;
  Edge *edges;
  int n_nodes, n_edges, cap_nodes, cap_edges;
} Graph;

enum { ROOT_POTENTIAL = 1, ROOT_DEFINITE = 2 };

/* a connect() between two overdetermined records, each way round */
char *broken_key(const Connection *k, const char *a, const char *b)
{
  return strcmp(a, b) < 0 ? xsprintf("%p|%s|%s", (const void *)k, a, b) : xsprintf("%p|%s|%s", (const void *)k, b, a);
}

/* the equalityConstraint function of a record, NULL if it has none */
ClassDef *equality_constraint(const ClassDef *record)
{
  for (int i = 0; record && i < record->classes.count; i++) {
    ClassDef *c = record->classes.items[i];
    if (!strcmp(c->name, "equalityConstraint") && !strcmp(c->restriction, "function"))
      return c;
  }
  return NULL;
}

static int node(Graph *g, const char *name, SrcLoc loc)
{
  long found = (long)(size_t)map_get(&g->index, name);
  if (found && !g->nodes[found - 1].placed && loc.first_line) {
    g->nodes[found - 1].loc = loc;
    g->nodes[found - 1].placed = true;
  }
  if (found)
    return (int)found - 1;
  if (g->n_nodes == g->cap_nodes) {
    g->cap_nodes = g->cap_nodes ? 2 * g->cap_nodes : 16;
    g->nodes = xrealloc(g->nodes, (size_t)g->cap_nodes * sizeof *g->nodes);
  }
  g->nodes[g->n_nodes] = (Node){ .name = (char *)name, .loc = loc, .order = -1, .placed = loc.first_line != 0 };
  map_put(&g->index, name, (void *)(size_t)(g->n_nodes + 1));
  return g->n_nodes++;
}

static void edge(Graph *g, int a, int b, ClassDef *cls, const Connection *connection)
{
  if (g->n_edges == g->cap_edges) {
    g->cap_edges = g->cap_edges ? 2 * g->cap_edges : 16;
    g->edges = xrealloc(g->edges, (size_t)g->cap_edges * sizeof *g->edges);
  }
  g->edges[g->n_edges] = (Edge){ a, b, !connection, false, cls, connection };
  list_push(&g->nodes[a].edges, (void *)(size_t)g->n_edges);
  list_push(&g->nodes[b].edges, (void *)(size_t)g->n_edges);
  g->n_edges++;
}


/* connect(A, B): an optional edge between each overdetermined record of A
   and the same one of B */
static void connect_edges(Graph *g, const Connector *a, const Connector *b, const Connection *k)
{
  const char *last = NULL;
  for (int i = 0; i < a->vars.count; i++) {
    ConnectorVar *va = a->vars.items[i];
    if (!va->overdetermined || (last && !strcmp(last, va->overdetermined)))
      continue;
    last = va->overdetermined;
    for (int j = 0; j < b->vars.count; j++) {
      ConnectorVar *vb = b->vars.items[j];
      if (vb->overdetermined && !strcmp(vb->name, va->name)) {
        edge(g, node(g, va->overdetermined, k->loc), node(g, vb->overdetermined, k->loc), va->overdetermined_class, k);
        break;
      }
    }
  }
}

static void connection_edges(Graph *g, const Ctx *ctx)
{
  for (int i = 0; i < ctx->connections.count; i++) {
    const Connection *k = ctx->connections.items[i];
    Connector *a = map_get(&ctx->connectors, k->a), *b = map_get(&ctx->connectors, k->b);
    if (a && b)
      connect_edges(g, a, b, k);
    for (int n = 1; !a && !b; n++) {
      Connector *x = map_get(&ctx->connectors, xsprintf("%s[%d]", k->a, n));
      Connector *y = map_get(&ctx->connectors, xsprintf("%s[%d]", k->b, n));
      if (!x || !y)
        break;
      connect_edges(g, x, y, k);
    }
  }
}

/* Connections.root(a.R) and the others by their last part, also the
   deprecated rooted() */
static const char *operator_of(const Expr *e)
{
  static const char *names[] = { "root", "potentialRoot", "branch", "isRoot", "rooted", NULL };
  if (!e || e->kind != EX_CALL)
    return NULL;
  const char *name = e->string;
  if (!strncmp(name, "Connections.", 12))
    name += 12;
  else if (strcmp(name, "rooted") != 0)
    return NULL;
  for (int i = 0; names[i]; i++)
    if (!strcmp(name, names[i]))
      return names[i];
  return NULL;
}

static const char *argument_name(const Expr *call, int i)
{
  const Expr *a = i < call->args.count ? call->args.items[i] : NULL;
  if (!a || a->kind != EX_NAME || a->subscripts.count || a->path.count) {
    diag_error(call->loc, "the arguments of %s() are overdetermined records of connectors, named without "
               "subscripts", call->string);
    return NULL;
  }
  return a->string;
}

/* potentialRoot(a.R, priority = p) or potentialRoot(a.R, p) */
static long root_priority(const Ctx *ctx, const Expr *call)
{
  const Expr *p = call->args.count > 1 ? call->args.items[1] : NULL;
  for (int i = 0; i < call->named_args.count; i++)
    if (!strcmp(((Modification *)call->named_args.items[i])->name, "priority"))
      p = ((Modification *)call->named_args.items[i])->value;
  long value = 0;
  if (p && !eval_size((Ctx *)ctx, p, &value, 0))
    diag_error(p->loc, "the priority of Connections.potentialRoot must be an Integer parameter known at compile "
               "time");
  return value;
}

/* The Connections operators of the equations: root and potentialRoot
   mark nodes, branch adds a required edge; all three are then dropped. */
static void operator_equations(Graph *g, Ctx *ctx)
{
  PtrList *eqs = &ctx->flat->equations;
  int kept = 0;
  for (int i = 0; i < eqs->count; i++) {
    Equation *q = eqs->items[i];
    const char *op = q->kind == EQ_CALL ? operator_of(q->lhs) : NULL;
    if (!op || !strcmp(op, "isRoot") || !strcmp(op, "rooted")) {
      eqs->items[kept++] = q;
      continue;
    }
    const char *a = argument_name(q->lhs, 0), *b = !strcmp(op, "branch") ? argument_name(q->lhs, 1) : a;
    if (!a || !b)
      continue;
    int x = node(g, a, q->loc);
    if (!strcmp(op, "branch")) {
      edge(g, x, node(g, b, q->loc), NULL, NULL);
    } else if (!strcmp(op, "root")) {
      g->nodes[x].root = ROOT_DEFINITE;
      g->nodes[x].loc = q->loc;
    } else if (g->nodes[x].root != ROOT_DEFINITE) {
      long p = root_priority(ctx, q->lhs);
      if (!g->nodes[x].root || p < g->nodes[x].priority)
        g->nodes[x].priority = p;
      g->nodes[x].root = ROOT_POTENTIAL;
      g->nodes[x].loc = q->loc;
    }
  }
  eqs->count = kept;
}

static int find(int *parent, int i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

/* the subgraphs (all edges) and the parts joined by required edges only */
static void subgraphs(Graph *g)
{
  int *all = xmalloc((size_t)g->n_nodes * sizeof *all), *req = xmalloc((size_t)g->n_nodes * sizeof *req);
  for (int i = 0; i < g->n_nodes; i++)
    all[i] = req[i] = i;
  for (int i = 0; i < g->n_edges; i++) {
    Edge *e = &g->edges[i];
    all[find(all, e->a)] = find(all, e->b);
    if (e->required)
      req[find(req, e->a)] = find(req, e->b);
  }
  for (int i = 0; i < g->n_nodes; i++) {
    g->nodes[i].set = find(all, i);
    g->nodes[i].required_set = find(req, i);
  }
  free(all);
  free(req);
}

/* Every subgraph with an edge needs a root: its definite roots, else one
   potential root of lowest priority.  Two definite roots joined by
   Connections.branch alone cannot be separated (spec 9.4.2). */
static bool choose_roots(Graph *g)
{
  bool ok = true;
  for (int s = 0; s < g->n_nodes; s++) {
    int definite = -1, potential = -1, members = 0, edges = 0;
    for (int i = 0; i < g->n_nodes; i++) {
      Node *n = &g->nodes[i];
      if (n->set != s)
        continue;
      members++;
      edges += n->edges.count;
      for (int k = 0; k < i && n->root == ROOT_DEFINITE; k++)
        if (g->nodes[k].root == ROOT_DEFINITE && g->nodes[k].required_set == n->required_set) {
          diag_error(n->loc, "'%s' and '%s' are both roots (Connections.root) of one part joined by "
                     "Connections.branch: the overconstrained connection graph has two roots there (spec 9.4.2)",
                     g->nodes[k].name, n->name);
          diag_note(g->nodes[k].loc, "the root '%s' is defined here", g->nodes[k].name);
          ok = false;
        }
      if (n->root == ROOT_DEFINITE && definite < 0)
        definite = i;
      if (n->root == ROOT_POTENTIAL && (potential < 0 || n->priority < g->nodes[potential].priority))
        potential = i;
    }
    if (!members || definite >= 0)
      continue;
    if (potential >= 0) {
      for (int i = 0; i < g->n_nodes; i++)
        if (g->nodes[i].set == s && i != potential && g->nodes[i].root == ROOT_POTENTIAL)
          g->nodes[i].root = 0;
      g->nodes[potential].root = ROOT_DEFINITE;
    } else if (edges) {
      diag_error(g->nodes[s].loc, "the overconstrained connection graph around '%s' has no root: a "
                 "Connections.root or Connections.potentialRoot is needed there (spec 9.4.2)", g->nodes[s].name);
      ok = false;
    }
  }
  return ok;
}

/* The spanning trees, grown from the roots: required edges before optional
   ones (a 0-1 breadth-first search), so that each node is reached through
   Connections.branch where it can be; order numbers the nodes as reached. */
static void spanning_trees(Graph *g)
{
  int cap = g->n_nodes + 4 * g->n_edges + 2, head = 2 * g->n_edges + 1, tail = head, order = 0;
  int *qn = xmalloc((size_t)cap * sizeof *qn), *qe = xmalloc((size_t)cap * sizeof *qe);
  for (int i = 0; i < g->n_nodes; i++)
    if (g->nodes[i].root == ROOT_DEFINITE)
      qn[tail] = i, qe[tail++] = -1;
  while (head < tail) {
    int u = qn[head], via = qe[head++];
    if (g->nodes[u].order >= 0)
      continue;
    g->nodes[u].order = order++;
    if (via >= 0)
      g->edges[via].in_tree = true;
    for (int k = 0; k < g->nodes[u].edges.count; k++) {
      int e = (int)(size_t)g->nodes[u].edges.items[k];
      int v = g->edges[e].a == u ? g->edges[e].b : g->edges[e].a;
      if (g->nodes[v].order >= 0)
        continue;
      if (g->edges[e].required)
        qn[--head] = v, qe[head] = e;
      else
        qn[tail] = v, qe[tail++] = e;
    }
  }
  free(qn);
  free(qe);
}

/* isRoot(a.R): chosen as a root; rooted(a.R): a.R is nearer the root than
   the other end of its Connections.branch(a.R, b.R) */
static void replace_operator(Expr *e, void *data)
{
  Graph *g = data;
  const char *op = operator_of(e);
  if (!op || (strcmp(op, "isRoot") != 0 && strcmp(op, "rooted") != 0))
    return;
  const char *a = argument_name(e, 0);
  long found = a ? (long)(size_t)map_get(&g->index, a) : 0;
  bool value = false, known = found && !strcmp(op, "isRoot");
  if (known)
    value = g->nodes[found - 1].root == ROOT_DEFINITE;
  for (int i = 0; found && !known && i < g->n_edges; i++)
    if (g->edges[i].required && g->edges[i].a == found - 1) {
      value = g->nodes[g->edges[i].a].order <= g->nodes[g->edges[i].b].order;
      known = true;
    }
  if (!known && a) {
    diag_error(e->loc, "%s(%s): '%s' is %s", e->string, a, a, found ? "not the first argument of a "
               "Connections.branch" : "not an overdetermined record of the connection graph");
    return;
  }
  Expr *b = expr_new(EX_BOOLEAN, e->loc);
  b->number = value;
  *e = *b;
}

/* root, potentialRoot or branch left after operator_equations: inside a
   when-equation, an algorithm or an if-equation whose condition changes */
static void misplaced_operator(Expr *e, void *data)
{
  (void)data;
  const char *op = operator_of(e);
  if (op && strcmp(op, "isRoot") != 0 && strcmp(op, "rooted") != 0)
    diag_error(e->loc, "Connections.%s must be an equation of its own: not in a when-equation, an algorithm or "
               "an if-equation whose condition changes during the run (spec 9.4.1)", op);
}

void connection_graph(Ctx *ctx)
{
  Graph g = { 0 };
  for (int i = 0; i < ctx->connector_list.count; i++) {
    const Connector *k = ctx->connector_list.items[i];
    for (int v = 0; v < k->vars.count; v++) {
      const ConnectorVar *var = k->vars.items[v];
      if (var->overdetermined)
        node(&g, var->overdetermined, (SrcLoc){ 0 });   /* placed by its first connect() or branch */
    }
  }
  connection_edges(&g, ctx);
  operator_equations(&g, ctx);
  int before = diag_error_count();
  class_walk(ctx->flat, misplaced_operator, NULL);
  if (!g.n_nodes || diag_error_count() > before)
    return;
  subgraphs(&g);
  if (!choose_roots(&g))
    return;
  spanning_trees(&g);
  for (int i = 0; i < g.n_edges; i++) {
    Edge *e = &g.edges[i];
    if (!e->required && !e->in_tree)
      map_put(&ctx->broken, broken_key(e->connection, g.nodes[e->a].name, g.nodes[e->b].name), e->cls);
  }
  class_walk(ctx->flat, replace_operator, &g);
}
