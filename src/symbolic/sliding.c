/*
 * sliding.c - sliding modes for relations that chatter.  An equation
 * der(x) = if r then a else b, with r one relation on first-order states
 * (x > 1), chatters when both a and b push the state onto r's switching
 * surface.  Filippov's answer is the convex combination that stays on it:
 * the relation's value becomes an unknown alpha in [0, 1] and its zero
 * function G is held at zero.  This file writes that mode into the model
 * before it is flattened:
 *
 *   Boolean sliding.active[k];  Real sliding.alpha[k];
 *   der(x) = if sliding.active[k] then alpha*a + (1 - alpha)*b
 *            else if r then a else b;
 *   if sliding.active[k] then dG/dt = 0; else sliding.alpha[k] = 0; end if;
 *   when sliding.active[k] and (alpha < 0 or alpha > 1) then
 *     sliding.active[k] = false;   // the sliding ends
 *   end when;
 *
 * dG/dt (along der(x), with der(time) = 1) is filled in once names are
 * resolved.  The runtime (runtime/sliding.c) switches the mode on where the
 * relation chatters.
 */
#include <string.h>

#include "symbolic/symbolic.h"

typedef struct Sliding {
  int number;
  Expr *relation;         /* r, in the else branch */
  Expr *gap;              /* G: r is true where G > 0 */
  Expr *placeholder;      /* dG/dt once resolved */
  Equation *end;          /* the when-clause that ends it */
  Expr *below, *above;    /* alpha < 0, alpha > 1 */
  char *active, *alpha;
} Sliding;

static PtrList slidings;  /* Sliding */
static PtrList verdicts;  /* char * */

static bool is_relation(const Expr *e)
{
  return e && e->kind == EX_BINARY && operator_is_relation(e->op) && e->op != OP_EQ && e->op != OP_NE;
}

typedef struct Reads { const char *name; bool found; } Reads;

static void note_read(Expr *e, void *data)
{
  Reads *r = data;
  r->found |= e->kind == EX_NAME && !strcmp(e->string, r->name);
}

/* Why der(x) = rhs has no sliding mode, or NULL. */
static const char *not_sliding(const Equation *eq, const char **x)
{
  const Expr *d = eq->lhs, *rhs = eq->rhs;
  if (!expr_is_call(d, "der") || d->args.count != 1 || ((Expr *)d->args.items[0])->kind != EX_NAME)
    return NULL;
  *x = ((Expr *)d->args.items[0])->string;
  if (rhs->kind != EX_IF || !is_relation(rhs->a))
    return NULL; /* not a switched right-hand side: no verdict */
  if (rhs->c->kind == EX_IF)
    return "its if-expression has elseif branches";
  if (!mode_smooth(rhs->a->a) || !mode_smooth(rhs->a->b))
    return "its relation uses more than arithmetic and smooth built-in functions";
  if (mode_velocity_of(*x))
    return "its state is a position with a velocity (second order)";
  Reads reads = { *x, false };
  expr_walk(rhs->a, note_read, &reads, false);
  if (!reads.found)
    return "the relation does not read the state the equation defines";
  return "";
}

/* when active and (alpha < 0 or alpha > 1) then active = false; end when; */
static void add_end(ClassDef *cls, Sliding *k, SrcLoc loc)
{
  k->below = expr_binary(OP_LT, mode_name(k->alpha, loc), mode_number(0, loc), loc);
  k->above = expr_binary(OP_GT, mode_name(k->alpha, loc), mode_number(1, loc), loc);
  k->below->printed_name = k->above->printed_name = true;
  Expr *leaves = expr_binary(OP_OR, k->below, k->above, loc);
  Expr *condition = expr_binary(OP_AND, mode_name(k->active, loc), leaves, loc);
  condition->printed_name = true;
  Equation *when = xcalloc(1, sizeof *when);
  when->kind = EQ_WHEN;
  when->loc = loc;
  list_push(&when->branches, mode_branch(condition, mode_equation(mode_name(k->active, loc),
                                                                  expr_new(EX_BOOLEAN, loc), loc), loc));
  list_push(&cls->equations, when);
  k->end = when;
}

static void build(ClassDef *cls, Equation *eq)
{
  Sliding *k = xcalloc(1, sizeof *k);
  Expr *rhs = eq->rhs, *r = rhs->a;
  SrcLoc loc = r->loc;
  k->number = slidings.count + 1;
  k->relation = r;
  bool above = r->op == OP_GT || r->op == OP_GE; /* a > b: G = a - b */
  k->gap = expr_binary(OP_SUB, expr_copy(above ? r->a : r->b), expr_copy(above ? r->b : r->a), loc);
  k->active = xsprintf("sliding.active[%d]", k->number);
  k->alpha = xsprintf("sliding.alpha[%d]", k->number);
  char *text = diag_source_text(loc);
  mode_declare(cls, k->active, "Boolean", true,
               xsprintf("sliding on %s (%s)", text, diag_line_place(loc.first_line)), loc);
  mode_declare(cls, k->alpha, "Real", false,
               xsprintf("weight of the branch where %s holds, while sliding (%s)", text,
                        diag_line_place(loc.first_line)), loc);
  /* alpha*a + (1 - alpha)*b while sliding */
  Expr *alpha = mode_name(k->alpha, loc);
  Expr *rest = expr_binary(OP_SUB, mode_number(1, loc), mode_name(k->alpha, loc), loc);
  Expr *mix = expr_binary(OP_ADD, expr_binary(OP_MUL, alpha, expr_copy(rhs->b), loc),
                          expr_binary(OP_MUL, rest, expr_copy(rhs->c), loc), loc);
  Expr *e = expr_new(EX_IF, rhs->loc);
  e->a = mode_name(k->active, loc);
  e->b = mix;
  e->c = rhs;
  expr_note_depth(e);
  eq->rhs = e;
  /* if active then dG/dt = 0 else alpha = 0 */
  Equation *mode = xcalloc(1, sizeof *mode);
  mode->kind = EQ_IF;
  mode->loc = loc;
  k->placeholder = mode_number(0, loc);
  list_push(&mode->branches, mode_branch(mode_name(k->active, loc), mode_equation(k->placeholder,
                                                                                  mode_number(0, loc), loc), loc));
  list_push(&mode->branches, mode_branch(NULL, mode_equation(mode_name(k->alpha, loc), mode_number(0, loc), loc), loc));
  list_push(&cls->equations, mode);
  add_end(cls, k, loc);
  list_push(&slidings, k);
}

void sliding_prepare(ClassDef *cls)
{
  slidings = (PtrList){ 0 };
  verdicts = (PtrList){ 0 };
  int original = cls->equations.count;
  for (int i = 0; i < original; i++) {
    Equation *eq = cls->equations.items[i];
    const char *x = NULL;
    const char *why = eq->kind == EQ_SIMPLE ? not_sliding(eq, &x) : NULL;
    if (!why)
      continue;
    char *text = diag_source_text(eq->rhs->a->loc);
    if (*why) {
      list_push(&verdicts, xsprintf("no sliding mode for %s in der(%s) (%s): %s", text, x,
                                    diag_line_place(eq->loc.first_line), why));
      continue;
    }
    build(cls, eq);
    list_push(&verdicts, xsprintf("sliding mode %d for %s in der(%s) (%s): chattering continues on "
                                  "%s = 0, weighted by sliding.alpha[%d]", slidings.count, text, x,
                                  diag_line_place(eq->loc.first_line),
                                  expr_to_string(((Sliding *)slidings.items[slidings.count - 1])->gap),
                                  slidings.count));
  }
}

void sliding_rows(FlatModel *model)
{
  for (int i = 0; i < slidings.count; i++) {
    Sliding *k = slidings.items[i];
    mark_internal(model, k->active);
    mark_internal(model, k->alpha);
    Scope scope = { model, false, false };
    resolve_expr(&scope, k->gap); /* G stands in no equation of its own */
    Expr *rate = differentiate_time(definitions_expand(model, k->gap), model);
    if (!rate) {
      diag_error(k->relation->loc, "the sliding mode of this relation needs d/dt(%s), which hysc cannot form",
                 expr_to_string(k->gap));
      continue;
    }
    *k->placeholder = *rate;
  }
}

int sliding_count(void) { return slidings.count; }

/* Each sliding mode's alpha stays an unknown (assignments.c): the runtime
   reaches it by its index into y. */
void sliding_pin(const FlatModel *model)
{
  for (int i = 0; i < slidings.count; i++) {
    Var *alpha = find_var(model, ((Sliding *)slidings.items[i])->alpha);
    if (alpha)
      alpha->pinned = true;
  }
}

void sliding_emit(const FlatModel *model, FILE *out)
{
  fputs("static const hysc_sliding slidings[] = {\n", out);
  for (int i = 0; i < slidings.count; i++) {
    Sliding *k = slidings.items[i];
    Var *active = find_var(model, k->active), *alpha = find_var(model, k->alpha);
    fprintf(out, "  { %d, %d, %d, %d, %d, %d },\n", k->relation->relation, active ? active->index : -1,
            alpha ? alpha->index : -1, mode_branch_index(model, k->end), k->below->relation, k->above->relation);
  }
  fputs(slidings.count ? "};\n\n" : "  { -1, -1, -1, -1, -1, -1 }\n};\n\n", out);
}

void sliding_dump(FILE *out)
{
  for (int i = 0; i < verdicts.count; i++)
    fprintf(out, "// %s\n", (char *)verdicts.items[i]);
}
