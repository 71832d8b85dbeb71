/*
 * codegen_cse.c - the common subexpressions of a few generated statements:
 * the derivatives of the analytic Jacobian repeat the parts of their row
 * (the product and quotient rules copy both factors, a function with a
 * derivative annotation is called again with the same arguments), and
 * written out each time they made statements of kilobytes, megabytes of C
 * for a model of frames, and the C compiler's time with them.
 *
 * Subtrees are grouped by a hash of their nodes (kind, operator, variable,
 * function, numbers) and their children; a group of a few nodes met twice
 * or more gets a local sub<k> that codegen_expr.c writes before the
 * statements and in place of each member whose printed text is the
 * group's (compared there, so that what the hash leaves out cannot make
 * two different values one).  Computed once before the statements, a
 * subtree must be one they always evaluate, or free of calls of the
 * model's functions (which may assert): inside a branch of if-then-else or
 * the right side of and/or, only such pure ones count.  An element of the
 * temporary of a call the row shares (cse<k>[i], codegen_expr.c) is a
 * value made before the row, a leaf that calls nothing.  The values are the
 * same operations on the same operands: results agree bit for bit.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"

enum { SUBTREE_NODES = 3 };   /* smaller ones are cheaper written out */

typedef struct {
  const Expr *node;
  int stamp;            /* the statement's: else a free slot */
  uint64_t hash;
  int size;             /* nodes, as printed */
  bool impure;          /* calls a function of the model */
  int verdict;          /* its text against its group's: 0 not compared, 1 same, -1 not */
} Node;

typedef struct {
  CseGroup group;
  uint64_t hash;
  int stamp;            /* the statement's: else a free slot */
} Group;

static struct {
  void *nodes;          /* Node[nodes_size], grown by grow_table */
  int n_nodes, nodes_size;
  void *groups;         /* Group[groups_size], likewise */
  int n_groups, groups_size;
  uint64_t *order;      /* hashes of the groups, by first occurrence, inner ones first */
  int n_order, order_size;
  int stamp;            /* of the statement being written */
  int (*shared)(const Expr *);   /* k of the call's temporary cse<k>[], else -1 */
} S;

static uint64_t mix(uint64_t h, uint64_t v)
{
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

static Node *node_slot(const Expr *e)
{
  uintptr_t p = (uintptr_t)e;
  Node *nodes = S.nodes;
  for (size_t i = (size_t)(p * 0x9e3779b97f4a7c15ull >> 20) & (size_t)(S.nodes_size - 1);;
       i = (i + 1) & (size_t)(S.nodes_size - 1))
    if (nodes[i].stamp != S.stamp || nodes[i].node == e)
      return &nodes[i];
}

static Group *group_slot(uint64_t hash)
{
  Group *groups = S.groups;
  for (size_t i = (size_t)(hash >> 7) & (size_t)(S.groups_size - 1);; i = (i + 1) & (size_t)(S.groups_size - 1))
    if (groups[i].stamp != S.stamp || groups[i].hash == hash)
      return &groups[i];
}

static void reinsert_node(const void *entry)
{
  const Node *n = entry;
  if (n->stamp == S.stamp)
    *node_slot(n->node) = *n;
}

static void reinsert_group(const void *entry)
{
  const Group *g = entry;
  if (g->stamp == S.stamp)
    *group_slot(g->hash) = *g;
}

/* A table of S doubled (first entries when empty): each old entry goes
   through reinsert, which rehashes those of this statement. */
static void grow_table(void **table, int *size, int first, size_t entry, void (*reinsert)(const void *))
{
  char *old = *table;
  int old_size = *size;
  *size = old_size ? 2 * old_size : first;
  *table = xcalloc((size_t)*size, entry);
  for (int i = 0; i < old_size; i++)
    reinsert(old + (size_t)i * entry);
  free(old);
}

/* Whether the printed form of e writes its children (relations, frozen
   values, der(), pre() and texts write something else). */
static bool prints_children(const Expr *e)
{
  if (strings_is_text(e) || strings_is_comparison(e))
    return false;
  switch (e->kind) {
  case EX_UNARY: case EX_IF:
    return true;
  case EX_BINARY:
    return e->relation < 0;
  case EX_CALL:
    if (e->function)
      return !e->function->inline_requested;
    if (e->slot >= 0)
      return false;
    return strcmp(e->string, "der") && strcmp(e->string, "pre") && strcmp(e->string, "edge") &&
           strcmp(e->string, "change") && strcmp(e->string, "String") && strcmp(e->string, "sample") &&
           strcmp(e->string, "delay") && strcmp(e->string, "initial") && strcmp(e->string, "terminal");
  default:
    return false;
  }
}

static uint64_t leaf_hash(const Expr *e)
{
  uint64_t h = mix((uint64_t)e->kind, (uint64_t)e->op);
  uint64_t bits;
  memcpy(&bits, &e->number, sizeof bits);
  h = mix(h, bits);
  h = mix(h, (uint64_t)(uintptr_t)e->var);
  h = mix(h, (uint64_t)(uintptr_t)e->function);
  h = mix(h, ((uint64_t)(unsigned)e->output << 32) ^ (uint64_t)(unsigned)e->slot);
  h = mix(h, ((uint64_t)(unsigned)e->relation << 8) ^ e->builtin);
  for (const char *s = e->string; s && *s; s++)
    h = mix(h, (unsigned char)*s);
  return h;
}

static void count(const Expr *e, bool branch);

/* A child: counted, and its hash and size folded into its parent's. */
static void child(Node *parent, const Expr *c, bool branch)
{
  count(c, branch);
  Node *n = node_slot(c);
  parent->hash = mix(parent->hash, n->hash);
  parent->size += n->size;
  parent->impure |= n->impure;
}

/* Visits every occurrence of every subtree of e (branch: inside a branch). */
static void count(const Expr *e, bool branch)
{
  if (2 * (S.n_nodes + 1) > S.nodes_size)
    grow_table(&S.nodes, &S.nodes_size, 1024, sizeof(Node), reinsert_node);
  int shared = S.shared(e);   /* cse<k>[i]: a value made before the row */
  Node n = { e, S.stamp, shared < 0 ? leaf_hash(e) : mix(leaf_hash(e), (uint64_t)shared), 1,
             e->kind == EX_CALL && e->function && shared < 0, 0 };
  if (shared < 0 && prints_children(e)) {
    bool lazy = e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR);
    if (e->a)
      child(&n, e->a, branch);
    if (e->b)
      child(&n, e->b, branch || lazy || e->kind == EX_IF);
    if (e->c)
      child(&n, e->c, branch || e->kind == EX_IF);
    for (int i = 0; i < e->args.count; i++)
      child(&n, e->args.items[i], branch);
  }
  Node *slot = node_slot(e);
  if (slot->stamp != S.stamp)
    S.n_nodes++;
  *slot = n;
  if (n.size < SUBTREE_NODES || (branch && n.impure))
    return;
  if (2 * (S.n_groups + 1) > S.groups_size)
    grow_table(&S.groups, &S.groups_size, 256, sizeof(Group), reinsert_group);
  Group *g = group_slot(n.hash);
  if (g->stamp != S.stamp) {
    *g = (Group){ { e, 0, -1, NULL }, n.hash, S.stamp };
    S.n_groups++;
    if (S.n_order == S.order_size) {
      S.order_size = S.order_size ? 2 * S.order_size : 64;
      S.order = xrealloc(S.order, sizeof *S.order * (size_t)S.order_size);
    }
    S.order[S.n_order++] = n.hash;
  }
  g->group.count++;
}

/* e with the calls of functions that ask for Inline written in place, as
   emit_function_call writes them, so that the subtrees counted are those
   of the C; nodes are copied only above a call written in place. */
static const Expr *expand_inline(const Expr *e)
{
  if (e->kind == EX_CALL && e->function && e->function->inline_requested && !e->function->inlining) {
    Expr *inlined = function_inline(e);
    if (inlined) {
      e->function->inlining = true;   /* a recursive call inside stays a call */
      const Expr *r = expand_inline(inlined);
      e->function->inlining = false;
      return r;
    }
  }
  if (!prints_children(e))
    return e;
  Expr *copy = NULL;
  const Expr *parts[3] = { e->a, e->b, e->c };
  for (int i = 0; i < 3 + e->args.count; i++) {
    const Expr *c = i < 3 ? parts[i] : e->args.items[i - 3];
    const Expr *x = c ? expand_inline(c) : NULL;
    if (x == c)
      continue;
    if (!copy) {
      copy = expr_new(e->kind, e->loc);
      *copy = *e;
      copy->args = (PtrList){ 0 };
      for (int k = 0; k < e->args.count; k++)
        list_push(&copy->args, e->args.items[k]);
    }
    if (i < 3)
      *(i == 0 ? &copy->a : i == 1 ? &copy->b : &copy->c) = (Expr *)x;
    else
      copy->args.items[i - 3] = (Expr *)x;
  }
  return copy ? copy : e;
}

/* Counts the subtrees of values[0..n) (NULL: none), the statements to be
   written next; each value becomes the tree to write, its inlined calls in
   place.  shared(call): k of the temporary cse<k>[] the row made for the
   call, else -1. */
void cse_count(const Expr **values, int n, int (*shared)(const Expr *))
{
  cse_forget();
  S.stamp++;
  S.shared = shared;
  for (int i = 0; i < n; i++)
    if (values[i]) {
      values[i] = expand_inline(values[i]);
      count(values[i], false);
    }
}

/* The groups in order, inner ones first. */
int cse_n_groups(void)
{
  return S.n_order;
}

CseGroup *cse_group_at(int i)
{
  return &group_slot(S.order[i])->group;
}

/* The group of e, a node of those values, when it has a local; its
   verdict, set by the caller once compared. */
CseGroup *cse_group_of(const Expr *e, int **verdict)
{
  if (!S.n_order)
    return NULL;
  Node *n = node_slot(e);
  if (n->stamp != S.stamp || n->size < SUBTREE_NODES)
    return NULL;
  Group *g = group_slot(n->hash);
  if (g->stamp != S.stamp || g->group.number < 0)
    return NULL;
  *verdict = &n->verdict;
  return &g->group;
}

/* After the statements: the groups and their texts gone. */
void cse_forget(void)
{
  for (int i = 0; i < S.n_order; i++)
    free(group_slot(S.order[i])->group.text);
  S.n_nodes = S.n_groups = S.n_order = 0;
}
