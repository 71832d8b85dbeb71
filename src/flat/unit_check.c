/*
 * unit_check.c - the units of the flat model's equations (spec chapter 19).
 * A unit string is read into exponents of the seven SI base units and a
 * scale (prefixes, non-SI units such as min or bar); each equation's units
 * are inferred bottom-up from the variables' unit attributes, and the two
 * sides of an equation, the operands of + and - and of relations, the
 * branches of an if-expression and the arguments of functions that declare
 * units are compared.  What has no unit (a literal, a variable without
 * unit, a product with such a factor) is a wildcard and agrees with
 * anything, so only real conflicts are reported, once per equation.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>

#include "flat/flat.h"

enum { N_DIMS = 7, SHOWN_WARNINGS = 20 };
static const char *const dim_names[N_DIMS] = { "m", "kg", "s", "A", "K", "mol", "cd" };
enum { DIM_S = 2 };

typedef struct UnitValue {
  bool known;
  double scale;
  double exp[N_DIMS];
  const char *text;   /* as written in a declaration, NULL when computed */
} UnitValue;

typedef struct Symbol {
  const char *name;
  double scale;
  signed char exp[N_DIMS];   /* m kg s A K mol cd */
  bool prefixable;
} Symbol;

#define PI 3.14159265358979323846
/* rad and sr are "1", as in SI: an angular velocity in rad/s is a frequency
   in 1/s, so w = 2*pi*f and v = r*w hold without conversion. */
static const Symbol symbols[] = {
  { "m", 1, { 1, 0, 0, 0, 0, 0, 0 }, true },   { "kg", 1, { 0, 1, 0, 0, 0, 0, 0 }, false },
  { "g", 1e-3, { 0, 1, 0, 0, 0, 0, 0 }, true }, { "s", 1, { 0, 0, 1, 0, 0, 0, 0 }, true },
  { "A", 1, { 0, 0, 0, 1, 0, 0, 0 }, true },   { "K", 1, { 0, 0, 0, 0, 1, 0, 0 }, true },
  { "mol", 1, { 0, 0, 0, 0, 0, 1, 0 }, true }, { "cd", 1, { 0, 0, 0, 0, 0, 0, 1 }, true },
  { "rad", 1, { 0 }, true },                   { "sr", 1, { 0 }, true },
  { "Hz", 1, { 0, 0, -1, 0, 0, 0, 0 }, true }, { "Bq", 1, { 0, 0, -1, 0, 0, 0, 0 }, true },
  { "N", 1, { 1, 1, -2, 0, 0, 0, 0 }, true },  { "Pa", 1, { -1, 1, -2, 0, 0, 0, 0 }, true },
  { "J", 1, { 2, 1, -2, 0, 0, 0, 0 }, true },  { "W", 1, { 2, 1, -3, 0, 0, 0, 0 }, true },
  { "var", 1, { 2, 1, -3, 0, 0, 0, 0 }, true }, { "C", 1, { 0, 0, 1, 1, 0, 0, 0 }, true },
  { "V", 1, { 2, 1, -3, -1, 0, 0, 0 }, true }, { "F", 1, { -2, -1, 4, 2, 0, 0, 0 }, true },
  { "Ohm", 1, { 2, 1, -3, -2, 0, 0, 0 }, true }, { "S", 1, { -2, -1, 3, 2, 0, 0, 0 }, true },
  { "Wb", 1, { 2, 1, -2, -1, 0, 0, 0 }, true }, { "T", 1, { 0, 1, -2, -1, 0, 0, 0 }, true },
  { "H", 1, { 2, 1, -2, -2, 0, 0, 0 }, true }, { "lm", 1, { 0, 0, 0, 0, 0, 0, 1 }, true },
  { "lx", 1, { -2, 0, 0, 0, 0, 0, 1 }, true }, { "Gy", 1, { 2, 0, -2, 0, 0, 0, 0 }, true },
  { "Sv", 1, { 2, 0, -2, 0, 0, 0, 0 }, true }, { "kat", 1, { 0, 0, -1, 0, 0, 1, 0 }, true },
  { "min", 60, { 0, 0, 1, 0, 0, 0, 0 }, false }, { "h", 3600, { 0, 0, 1, 0, 0, 0, 0 }, false },
  { "d", 86400, { 0, 0, 1, 0, 0, 0, 0 }, false }, { "deg", PI / 180, { 0 }, false },
  { "rev", 2 * PI, { 0 }, false },             { "l", 1e-3, { 3, 0, 0, 0, 0, 0, 0 }, true },
  { "L", 1e-3, { 3, 0, 0, 0, 0, 0, 0 }, true }, { "bar", 1e5, { -1, 1, -2, 0, 0, 0, 0 }, true },
  { "t", 1e3, { 0, 1, 0, 0, 0, 0, 0 }, false }, { "eV", 1.602176634e-19, { 2, 1, -2, 0, 0, 0, 0 }, true },
  { "debye", 3.33564e-30, { 1, 0, 1, 1, 0, 0, 0 }, false },
};

/* Units with an offset or a logarithmic scale: read, never compared. */
static const char *const unchecked[] = { "degC", "degF", "degRk", "dB", "phon", "sone", NULL };

static const struct { const char *name; double scale; } prefixes[] = {
  { "da", 1e1 }, { "Y", 1e24 }, { "Z", 1e21 }, { "E", 1e18 }, { "P", 1e15 }, { "T", 1e12 }, { "G", 1e9 },
  { "M", 1e6 }, { "k", 1e3 }, { "h", 1e2 }, { "d", 1e-1 }, { "c", 1e-2 }, { "m", 1e-3 }, { "u", 1e-6 },
  { "n", 1e-9 }, { "p", 1e-12 }, { "f", 1e-15 }, { "a", 1e-18 }, { "z", 1e-21 }, { "y", 1e-24 },
};

static const UnitValue wildcard = { 0 };

static UnitValue dimensionless(void)
{
  return (UnitValue){ .known = true, .scale = 1, .text = "1" };
}

static void unit_times(UnitValue *u, const UnitValue *v, double power)
{
  u->scale *= pow(v->scale, power);
  for (int d = 0; d < N_DIMS; d++)
    u->exp[d] += power * v->exp[d];
  u->text = NULL;
}

static bool is_one(const UnitValue *u)
{
  for (int d = 0; d < N_DIMS; d++)
    if (fabs(u->exp[d]) > 1e-9)
      return false;
  return fabs(u->scale - 1) <= 1e-9;
}

static bool same_dimension(const UnitValue *a, const UnitValue *b)
{
  for (int d = 0; d < N_DIMS; d++)
    if (fabs(a->exp[d] - b->exp[d]) > 1e-9)
      return false;
  return true;
}

static bool same_unit(const UnitValue *a, const UnitValue *b)
{
  return same_dimension(a, b) && fabs(a->scale - b->scale) <= 1e-9 * fmax(fabs(a->scale), fabs(b->scale));
}

/* ---- unit strings (spec 19.1) ---- */

typedef struct {
  const char *p;
  const char *error;   /* what is wrong, NULL while all is well */
  bool skip;           /* an unchecked unit (degC): no error, not compared */
  int depth;           /* of parentheses: bounded, the parser recurses */
} UnitParser;

static bool fail(UnitParser *ps, const char *why)
{
  if (!ps->error)
    ps->error = why;
  return false;
}

static bool symbol_unit(const char *name, UnitValue *u)
{
  for (size_t i = 0; i < sizeof symbols / sizeof *symbols; i++)
    if (!strcmp(symbols[i].name, name)) {
      u->scale = symbols[i].scale;
      for (int d = 0; d < N_DIMS; d++)
        u->exp[d] = symbols[i].exp[d];
      return true;
    }
  return false;
}

static bool symbol_prefixable(const char *name)
{
  for (size_t i = 0; i < sizeof symbols / sizeof *symbols; i++)
    if (!strcmp(symbols[i].name, name))
      return symbols[i].prefixable;
  return false;
}

/* A symbol (m, Pa), else a prefix and a symbol (mm, kPa); the symbol wins
   where both read (min is the minute, not a milli-inch). */
static bool operand_unit(UnitParser *ps, const char *name, UnitValue *u)
{
  *u = dimensionless();
  if (symbol_unit(name, u))
    return true;
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
    size_t n = strlen(prefixes[i].name);
    if (!strncmp(name, prefixes[i].name, n) && symbol_prefixable(name + n) && symbol_unit(name + n, u)) {
      u->scale *= prefixes[i].scale;
      return true;
    }
  }
  for (int i = 0; unchecked[i]; i++)
    if (!strcmp(unchecked[i], name))
      ps->skip = true;
  return ps->skip || fail(ps, xsprintf("unknown unit symbol '%s'", name));
}

/* unit-factor: unit-operand [ ["+"|"-"] digits ] */
static bool parse_factor(UnitParser *ps, UnitValue *u)
{
  const char *start = ps->p;
  while (isalpha((unsigned char)*ps->p))
    ps->p++;
  if (ps->p == start)
    return fail(ps, *start ? xsprintf("a unit symbol is expected at '%s'", start) : "a unit symbol is missing at the end");
  char *name = xsprintf("%.*s", (int)(ps->p - start), start);
  UnitValue base;
  if (!operand_unit(ps, name, &base))
    return false;
  int sign = 1;
  bool has_sign = *ps->p == '+' || *ps->p == '-';
  if (has_sign)
    sign = *ps->p++ == '-' ? -1 : 1;
  if (has_sign && !isdigit((unsigned char)*ps->p))
    return fail(ps, "a sign must be followed by the exponent's digits");
  long power = isdigit((unsigned char)*ps->p) ? 0 : 1;
  while (isdigit((unsigned char)*ps->p) && power < 1000)
    power = power * 10 + (*ps->p++ - '0');
  unit_times(u, &base, (double)(sign * power));
  return true;
}

static bool parse_expression(UnitParser *ps, UnitValue *u);

static bool parse_group(UnitParser *ps, UnitValue *u)
{
  if (++ps->depth > 16)
    return fail(ps, "parentheses nested too deeply");
  ps->p++;
  UnitValue inner = dimensionless();
  if (!parse_expression(ps, &inner))
    return false;
  if (*ps->p != ')')
    return fail(ps, "')' is missing");
  ps->p++;
  ps->depth--;
  unit_times(u, &inner, 1);
  return true;
}

/* unit-numerator: "1" | unit-factors | "(" unit-expression ")" */
static bool parse_numerator(UnitParser *ps, UnitValue *u)
{
  if (*ps->p == '1' && !isdigit((unsigned char)ps->p[1])) {
    ps->p++;
    return true;
  }
  if (*ps->p == '(')
    return parse_group(ps, u);
  if (!parse_factor(ps, u))
    return false;
  while (*ps->p == '.') {
    ps->p++;
    if (!parse_factor(ps, u))
      return false;
  }
  return true;
}

/* unit-expression: unit-numerator [ "/" unit-denominator ] */
static bool parse_expression(UnitParser *ps, UnitValue *u)
{
  if (!parse_numerator(ps, u))
    return false;
  if (*ps->p != '/')
    return true;
  ps->p++;
  UnitValue below = dimensionless();
  if (!(*ps->p == '(' ? parse_group(ps, &below) : parse_factor(ps, &below)))
    return false;
  unit_times(u, &below, -1);
  return true;
}

/* The unit of a unit string; *error says why it is none (NULL: "" or an
   unchecked unit, which are wildcards). */
static UnitValue parse_unit(const char *text, const char **error)
{
  *error = NULL;
  if (!*text)
    return wildcard;
  UnitParser ps = { text, NULL, false, 0 };
  UnitValue u = dimensionless();
  if (parse_expression(&ps, &u) && *ps.p)
    fail(&ps, xsprintf("'%s' cannot follow", ps.p));
  if (ps.error || ps.skip) {
    *error = ps.error;
    return wildcard;
  }
  u.text = text;
  return u;
}

/* ---- the checker ---- */

typedef struct {
  UnitCheck mode;
  Map parsed;        /* unit string -> UnitValue */
  Map places;        /* "line:column" of each message: the equations that
                        contact.c and sliding.c derive from a relation
                        repeat its place, and get no second message */
  bool reported;     /* the equation being checked has had its message */
  int shown, hidden;
} Checker;

/* The unit as a message shows it: as declared, else in base units. */
static char *describe(const UnitValue *u)
{
  if (u->text)
    return xsprintf("\"%s\"", u->text);
  char *up = xstrdup(""), *down = xstrdup("");
  int n_down = 0;
  static const int order[N_DIMS] = { 1, 0, 2, 3, 4, 5, 6 };   /* kg.m/s, as written */
  for (int k = 0; k < N_DIMS; k++) {
    int d = order[k];
    double e = fabs(u->exp[d]);
    if (e < 1e-9)
      continue;
    char *factor = fabs(e - 1) < 1e-9 ? xstrdup(dim_names[d]) : xsprintf("%s%g", dim_names[d], e);
    if (u->exp[d] > 0)
      up = xsprintf("%s%s%s", up, *up ? "." : "", factor);
    else
      down = xsprintf("%s%s%s", down, *down ? "." : "", factor), n_down++;
  }
  char *text = xsprintf("%s%s%s%s%s", *up ? up : "1", n_down ? "/" : "", n_down > 1 ? "(" : "", down,
                        n_down > 1 ? ")" : "");
  if (fabs(u->scale - 1) > 1e-9)
    return xsprintf("\"%s\" times %g", text, u->scale);
  return xsprintf("\"%s\"", text);
}

static void report(Checker *c, SrcLoc loc, const char *message)
{
  if (c->reported)
    return;
  c->reported = true;
  char *place = xsprintf("%d:%d", loc.first_line, loc.first_column);
  if (map_get(&c->places, place))
    return;
  map_put(&c->places, place, place);
  if (c->mode == UNIT_CHECK_ERROR)
    diag_error(loc, "%s", message);
  else if (c->shown++ < SHOWN_WARNINGS)
    diag_warning(loc, "%s", message);
  else
    c->hidden++;
}

/* a and b must agree; the unit they share.  what ("the operands of '%s'")
   names them, its text built only for a message: operands are checked by
   the million. */
static UnitValue agree(Checker *c, SrcLoc loc, UnitValue a, UnitValue b, const char *what, ...)
  __attribute__((format(printf, 5, 6)));
static UnitValue agree(Checker *c, SrcLoc loc, UnitValue a, UnitValue b, const char *what, ...)
{
  if (!a.known)
    return b;
  if (!b.known)
    return a;
  if (same_unit(&a, &b))
    return a.text ? a : b;
  if (!c->reported) {
    va_list ap;
    va_start(ap, what);
    char *named = xvsprintf(what, ap);
    va_end(ap);
    report(c, loc, xsprintf("%s have different units: %s and %s%s", named, describe(&a), describe(&b),
                            same_dimension(&a, &b) ? " (one dimension at two scales: values are not converted)"
                                                   : ""));
  }
  return wildcard;
}

static UnitValue var_unit(Checker *c, const Var *v)
{
  if (!v->unit || !*v->unit)
    return wildcard;
  UnitValue *u = map_get(&c->parsed, v->unit);
  if (!u) {
    const char *error;
    u = xmalloc(sizeof *u);
    *u = parse_unit(v->unit, &error);
    map_put(&c->parsed, v->unit, u);
    if (error)
      diag_warning(v->loc, "the unit \"%s\" of '%s' is no unit expression of spec 19.1 (%s): it is not checked",
                   v->unit, v->name, error);
  }
  return *u;
}

static UnitValue infer(Checker *c, Expr *e);

static bool is_call_of(const Expr *e, const char *const *names)
{
  for (int i = 0; names[i]; i++)
    if (!strcmp(e->string, names[i]))
      return true;
  return false;
}

static UnitValue argument(Checker *c, Expr *e, int i)
{
  return i < e->args.count ? infer(c, e->args.items[i]) : wildcard;
}

/* A function whose argument is a pure number: its argument must be "1"
   (an angle in rad is; one in deg is not, sin() wants radians). */
static UnitValue number_function(Checker *c, Expr *e)
{
  UnitValue u = argument(c, e, 0);
  if (!strcmp(e->string, "atan2"))
    u = agree(c, e->loc, u, argument(c, e, 1), "the arguments of 'atan2'");
  if (u.known && !is_one(&u) && !c->reported)
    report(c, e->loc, xsprintf("the argument of '%s' has the unit %s, not \"1\"", e->string, describe(&u)));
  return dimensionless();
}

/* A call of a user function: its arguments against the units of its inputs;
   its value has the unit of its output. */
static UnitValue function_call(Checker *c, Expr *e)
{
  const Function *fn = e->function;
  for (int i = 0; i < e->args.count; i++) {
    UnitValue u = infer(c, e->args.items[i]);
    if (i < fn->inputs.count) {
      const Var *input = fn->inputs.items[i];
      agree(c, ((Expr *)e->args.items[i])->loc, u, var_unit(c, input), "the argument and the input '%s' of '%s'",
            input->name, fn->name);
    }
  }
  return e->output >= 0 && e->output < fn->outputs.count ? var_unit(c, fn->outputs.items[e->output]) : wildcard;
}

static UnitValue call_unit(Checker *c, Expr *e)
{
  static const char *const keeping[] = { "pre", "noEvent", "abs", "floor", "ceil", "integer", "previous", NULL };
  static const char *const numbers[] = { "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
                                         "tanh", "exp", "log", "log10", NULL };
  static const char *const pairs[] = { "min", "max", "mod", "rem", NULL };
  if (e->function)
    return function_call(c, e);
  if (!strcmp(e->string, "der")) {
    UnitValue u = argument(c, e, 0), s = { .known = true, .scale = 1, .exp = { [DIM_S] = 1 } };
    if (u.known)
      unit_times(&u, &s, -1);
    return u;
  }
  if (is_call_of(e, numbers))
    return number_function(c, e);
  UnitValue first = argument(c, e, 0);
  if (is_call_of(e, keeping) || (!strcmp(e->string, "delay") && e->args.count >= 1)) {
    for (int i = 1; i < e->args.count; i++)
      infer(c, e->args.items[i]);
    return first;
  }
  if (is_call_of(e, pairs) && e->args.count == 2)
    return agree(c, e->loc, first, argument(c, e, 1), "the arguments of '%s'", e->string);
  UnitValue second = argument(c, e, 1);
  if (!strcmp(e->string, "sqrt") && first.known) {
    UnitValue half = dimensionless();
    unit_times(&half, &first, 0.5);
    return half;
  }
  if (!strcmp(e->string, "sign"))
    return dimensionless();
  if (!strcmp(e->string, "smooth"))
    return second;
  if (!strcmp(e->string, "div") && first.known && second.known) {
    unit_times(&first, &second, -1);
    return first;
  }
  for (int i = 2; i < e->args.count; i++)
    infer(c, e->args.items[i]);
  return wildcard;
}

static UnitValue power_unit(Checker *c, Expr *e)
{
  UnitValue base = infer(c, e->a);
  infer(c, e->b);
  double p;
  if (!base.known || is_one(&base))
    return base;
  if (!eval_constant(e->b, &p) || !isfinite(p))
    return wildcard;
  UnitValue u = dimensionless();
  unit_times(&u, &base, p);
  return u;
}

/* a + b - c ...: a chain leaning left, as deep as it has terms (a sum of
   10000 terms is a valid model), walked as a loop down its left side */
static UnitValue sum_unit(Checker *c, Expr *e)
{
  PtrList chain = { 0 };
  Expr *x = e;
  for (; x && x->kind == EX_BINARY && (x->op == OP_ADD || x->op == OP_SUB); x = x->a)
    list_push(&chain, x);
  UnitValue u = infer(c, x);
  for (int i = chain.count - 1; i >= 0; i--) {
    Expr *n = chain.items[i];
    u = agree(c, n->loc, u, infer(c, n->b), "the operands of '%s'", operator_text(n->op));
  }
  free(chain.items);
  return u;
}

static UnitValue binary_unit(Checker *c, Expr *e)
{
  if (e->op == OP_POW)
    return power_unit(c, e);
  if (e->op == OP_ADD || e->op == OP_SUB)
    return sum_unit(c, e);
  UnitValue a = infer(c, e->a), b = infer(c, e->b);
  switch (e->op) {
  case OP_LT: case OP_LE: case OP_GT: case OP_GE: case OP_EQ: case OP_NE: {
    UnitValue u = agree(c, e->loc, a, b, "the operands of '%s'", operator_text(e->op));
    return operator_is_relation(e->op) ? wildcard : u;
  }
  case OP_MUL: case OP_DIV:
    if (!a.known || !b.known)
      return wildcard;
    if (is_one(&b))
      return a;
    if (is_one(&a) && e->op == OP_MUL)
      return b;
    unit_times(&a, &b, e->op == OP_MUL ? 1 : -1);
    return a;
  default:
    return wildcard;
  }
}

static UnitValue infer(Checker *c, Expr *e)
{
  if (!e)
    return wildcard;
  switch (e->kind) {
  case EX_NAME:
    if (e->builtin == BUILTIN_TIME)
      return (UnitValue){ .known = true, .scale = 1, .exp = { [DIM_S] = 1 }, .text = "s" };
    return e->var ? var_unit(c, e->var) : wildcard;
  case EX_UNARY: {
    UnitValue u = infer(c, e->a);
    return e->op == OP_NEG || e->op == OP_PLUS ? u : wildcard;
  }
  case EX_BINARY:
    return binary_unit(c, e);
  case EX_IF:
    infer(c, e->a);
    return agree(c, e->loc, infer(c, e->b), infer(c, e->c), "the branches of this if-expression");
  case EX_CALL:
    return call_unit(c, e);
  case EX_ARRAY: case EX_TUPLE:
    for (int i = 0; i < e->args.count; i++)
      infer(c, e->args.items[i]);
    return wildcard;
  default:
    return wildcard;
  }
}

/* ---- equations, statements, bindings ---- */

static void check_equations(Checker *c, const PtrList *equations, const char *sides);

static void check_equation(Checker *c, Equation *eq, const char *sides)
{
  c->reported = false;
  switch (eq->kind) {
  case EQ_SIMPLE: case EQ_ASSIGN:
    agree(c, eq->loc, infer(c, eq->lhs), infer(c, eq->rhs), "the two sides of this %s", sides);
    break;
  case EQ_CALL:
    if (eq->lhs && eq->lhs->kind == EX_CALL && !strcmp(eq->lhs->string, "reinit") && eq->lhs->args.count == 2)
      agree(c, eq->loc, argument(c, eq->lhs, 0), argument(c, eq->lhs, 1),
            "the variable and the new value of this reinit()");
    else
      infer(c, eq->lhs);
    break;
  case EQ_IF: case EQ_WHEN: case EQ_WHILE:
    for (int b = 0; b < eq->branches.count; b++) {
      Branch *br = eq->branches.items[b];
      c->reported = false;
      infer(c, br->condition);
      check_equations(c, &br->equations, sides);
    }
    break;
  default:   /* for-equations are expanded; break, return */
    break;
  }
}

static void check_equations(Checker *c, const PtrList *equations, const char *sides)
{
  for (int i = 0; i < equations->count; i++)
    check_equation(c, equations->items[i], sides);
}

void unit_check(FlatModel *model, UnitCheck mode)
{
  if (mode == UNIT_CHECK_OFF)
    return;
  Checker c = { .mode = mode };
  for (int i = 0; i < model->vars.count; i++)
    var_unit(&c, model->vars.items[i]);   /* every ill-formed unit, used or not */
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->binding && (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)) {
      c.reported = false;
      agree(&c, v->binding->loc, var_unit(&c, v), infer(&c, v->binding), "the declaration of '%s' and its value",
            v->name);
    }
  }
  ClassDef *cls = model->source;
  check_equations(&c, &cls->equations, "equation");
  check_equations(&c, &cls->initial_equations, "equation");
  for (int i = 0; i < cls->algorithms.count; i++)
    check_equations(&c, cls->algorithms.items[i], "assignment");
  if (c.hidden)
    diag_warning((SrcLoc){ 0 }, "%d more equation%s with different units not shown", c.hidden,
                 c.hidden == 1 ? "" : "s");
}
