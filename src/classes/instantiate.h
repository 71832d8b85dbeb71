/*
 * instantiate.h - what the files of instantiation share: the instance
 * being built, modifications on their way down, connectors and connections,
 * the state of one instantiation (Ctx), and the functions each file offers
 * the others.  Only src/classes/instantiate*.c include it.
 */
#ifndef HYSC_INSTANTIATE_H
#define HYSC_INSTANTIATE_H

#include "classes/classes.h"

/* ---- instances, modifications, connectors ---- */

/* An instance being built: the prefix of its names ("" at the top, "b1."
   inside component b1) and the names of its elements, own and inherited,
   which decide what names in its equations refer to. */
typedef struct Instance {
  char *prefix;
  ClassDef *cls;
  Map elements;
  int inherited_prefixes;      /* parameter/constant/discrete of the whole instance */
  struct Connector *connector; /* the instance is a connector, or a record in one */
  struct Instance *parent;     /* the instance it is a component of */
  char *overdetermined;        /* the instance is, or is in, a record of a connector with an
                                  equalityConstraint function (spec 9.4): that record's full name */
  ClassDef *overdetermined_class;
} Instance;

/* A modification on its way down: it modifies `path` (relative to the
   instance it is applied to; "" is the element itself), was written in
   `scope` (NULL: in a short class definition, names left as written), and
   for an element of an array of components picks element `index` of an
   array value unless it says `each`. */
typedef struct Mod {
  Modification *m;
  const char *path;
  Instance *scope;
  int index;
  bool declared;               /* the element's own declaration, not from outside */
  ClassDef *written_in;        /* the class whose text holds it (its imports) */
} Mod;

typedef struct ConnectorVar {
  char *name;                  /* within the connector: "v" */
  char *full;                  /* "b1.p.v" */
  bool flow;
  int prefixes;
  char *overdetermined;        /* "b1.p.R" of the overdetermined record it is part of, or NULL */
  ClassDef *overdetermined_class;
  bool in_bus;                 /* a variable of an expandable connector: input, output or neither as connected */
} ConnectorVar;

typedef struct Connector {
  char *name;                  /* "b1.p" */
  ClassDef *cls;
  PtrList vars;                /* ConnectorVar */
  bool protected_;             /* a protected component: from outside, not a source (spec 9.3) */
  bool flow;                   /* flow C c: every variable a flow, whatever C declares */
  PtrList nested;              /* Connector: the connectors declared in it, connected with it */
} Connector;

typedef struct Connection {
  char *a, *b;                 /* full names of the connectors */
  bool a_outside, b_outside;   /* a connector of the class that wrote the connect */
  SrcLoc loc, a_loc, b_loc;
} Connection;

typedef struct Ctx {
  ClassDef *flat;
  Map components;              /* full name -> Component (flat) */
  Map origins;                 /* full name -> the declaring Component */
  Map connectors;              /* full name -> Connector */
  PtrList connector_list;      /* Connector, in order */
  PtrList connections;         /* Connection */
  PtrList extending;           /* ClassDef: the chain of bases being merged */
  Map functions;               /* full name -> the copy of a package's function */
  PtrList component_classes;   /* ClassDef: the classes of components, each once */
  PtrList disabled;            /* Disabled: conditional components whose condition is false */
  Map sizes;                   /* "%p" of a parameter -> KnownSize: its value in eval_size */
  long made;                   /* instances and variables made, against MAX_MODEL_SCALARS */
  ClassDef *written_in;        /* the class whose equations are being rewritten (a base of the instance's) */
  Map instances;               /* full name -> Instance of a component of a class */
  void (*add_element)(struct Ctx *ctx, const char *bus, const char *name, ClassDef *type, SrcLoc loc);
                               /* instantiate.c: a component of class type added to the expandable connector bus */
  Map broken;                  /* broken_key(connection, a.R, b.R) -> ClassDef: connect()s of overdetermined records cut out of
                                  the spanning tree (spec 9.4.2): their residues replace the equalities */
} Ctx;

typedef struct Disabled {
  char *name;                  /* "sys.damper" */
  SrcLoc condition_loc;
} Disabled;

/* The indices of the for-equations being unrolled (innermost last): in
   their bodies an index is its number. */
typedef struct Unrolled { const char *name; long value; } Unrolled;

/* MAX_NESTING: components in components, each level a few kilobytes of
   the stack of instantiation and later walks */
enum { MAX_BASES = 64, MAX_DEPTH = 64, MAX_NESTING = 200 };

/* ---- instantiate_expandable.c ---- */

/* expandable connectors augmented from the connect()s (spec 9.1.3) */
void expandable_connectors(Ctx *ctx);
/* A member of the connection set of a stream variable: the variable of
   one connector, seen from inside or outside (spec 9.1.2) */
typedef struct StreamMember {
  char *var;
  bool outside;
  SrcLoc loc;
} StreamMember;

/* ---- instantiate_connect.c ---- */

void check_connections(const Ctx *ctx);
void connection_equations(Ctx *ctx);
/* overconstrained.c: the virtual connection graph of the overdetermined
   records (spec 9.4), its spanning trees and the Connections operators */
void connection_graph(Ctx *ctx);
ClassDef *equality_constraint(const ClassDef *record);
char *broken_key(const Connection *k, const char *a, const char *b);
/* instantiate_stream.c: member_sets maps "var#i" and "var#o" to the set
   (PtrList of StreamMember) of a member, sets lists each set once */
void stream_equations(Ctx *ctx, const Map *member_sets, const PtrList *sets);
/* cardinality(c) replaced by the number of connect() naming c */
void replace_cardinality(Ctx *ctx);
/* s.p.x of an array of components s.p made the array of the elements' x */
void component_array_fields(Ctx *ctx);

/* ---- instantiate_mods.c ---- */

Mod *new_mod(Modification *m, const char *path, Instance *scope, int index, bool declared);
Mod *mod_like(const Mod *from, Modification *m, const char *path, int index, bool declared);
void wrap_modifications(PtrList *out, const PtrList *modifications, Instance *scope, bool declared);
PtrList mods_for(const PtrList *mods, const char *name);
void check_final(const PtrList *mods, const Component *c);
bool first_report(const Expr *value);
Expr *mod_value(const Mod *md);
ClassDef *inherited_class(ClassDef *cls, const char *name, int depth);
bool has_class(ClassDef *cls, const char *name, int depth);
void register_class_redeclaration(Instance *inst, ClassDef *cls, const Mod *md);
const Mod *component_redeclaration(const PtrList *own);
bool redeclarations_replaceable(const PtrList *own);
void keep_inner_constraint(Component *n, const PtrList *own, const Mod *outer);
bool declared_within_constraint(const Component *c, ClassDef *cls);
void class_within_constraint(ClassDef *k, ClassDef *cls);
Component *redeclared(Instance *inst, ClassDef *cls, const Component *c, const Mod *md, ClassDef **scope);
void own_redeclarations(Instance *inst, ClassDef *cls, PtrList *out);
void check_redeclared_inherited(Ctx *ctx, Instance *inst, ClassDef *cls);
void bind_outer(Instance *inst, ClassDef *cls, Component *c, const PtrList *mods);
int missing_inners(Component ***inners, ClassDef ***scopes);
bool identical_declarations(const Component *a, const Component *b);
void check_base_modifications(ClassDef *base, const PtrList *modifications);
void walk_equation_list(const PtrList *equations, ExprVisitor visit, void *data, bool in_connect, int depth);
void walk_class_expressions(ClassDef *cls, ExprVisitor visit, void *data, bool in_connect);

/* ---- instantiate_names.c ---- */

bool is_builtin_type(const char *name);
bool is_connect(const Equation *q);
extern Unrolled unrolled[64];
extern int n_unrolled;
extern const ParamOverride *command_line;
extern int n_command_line;
Expr *override_value(double value, const char *type, SrcLoc loc);
Expr *integer_expr(long value, SrcLoc loc);
/* String(value, minimumLength, leftJustified) of enumeration type, value
   its number or an Integer expression: the literal's name, or one picked
   by value at run time; NULL when an option is no literal */
Expr *enumeration_string(const ClassDef *type, Expr *value, const Expr *call);
extern struct Ctx *current_ctx;
PtrList rewrite_list(const PtrList *list, const Instance *scope);
PtrList rewrite_dims(const PtrList *dims, const Instance *scope);
bool is_enumeration(const ClassDef *cls);
void check_state_select_value(const Expr *e, const Instance *scope);
Expr *rewrite(const Expr *e, const Instance *scope);
void append_equations(Ctx *ctx, ClassDef *cls, Instance *inst);
bool find_type_class(const char *name, SrcLoc loc, ClassDef *scope, ClassDef **found);
bool eval_size(Ctx *ctx, const Expr *e, long *value, int depth);
extern Map replaced_classes;
extern Map redeclared_in;
extern Map outer_targets;
extern Map outer_components;   /* full name of an outer component -> its inner's */
ClassDef *replaced_class(const Instance *inst, ClassDef *type);
ClassDef *instance_package_class(const char *name, ClassDef *scope, const Instance *inst);
const Disabled *disabled_owner(const Ctx *ctx, const char *name);
void take_base_prefixes(Component *c, ClassDef *type);

/* ---- function_arguments.c: functions passed to functions (spec 12.4.2) ---- */

bool function_input_is_function(const ClassDef *f, const Component *c);
ClassDef *function_with_bases(ClassDef *f);
void function_inherit_parts(ClassDef *copy, ClassDef *f, int depth);
ClassDef *function_arguments_apply(Expr *call, const ClassDef *f, PtrList *classes);

#endif
