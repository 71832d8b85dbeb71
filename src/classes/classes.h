/*
 * classes.h - the classes layer: libraries on disk, look-up of class names, the
 * rules of classes, constants of packages, instantiation into one flat class
 * with its records, redeclarations and balance.  It calls only src/base.
 */
#ifndef HYSC_CLASSES_H
#define HYSC_CLASSES_H

#include "base/base.h"

/* ---- arrays.c (flat layer) reads these too ---- */

/* name=value given on the command line (hysc -p): a parameter's value at
   compile time */
typedef struct ParamOverride {
  char *name;
  double value;
  bool boolean;   /* given as true or false */
} ParamOverride;

/* ---- lookup.c: class names to classes (chapter 5) ---- */

void lookup_set_program(Program *program);
void lookup_link_parents(Program *program);
/* name (possibly dotted) as seen from inside scope (NULL: the top level) */
ClassDef *lookup_class(const char *name, ClassDef *scope);
ClassDef *lookup_full_name(const char *name);
char *lookup_class_path(const ClassDef *cls);
/* the local class `name` of cls or of a class it extends, NULL if none */
ClassDef *lookup_inherited_class(ClassDef *cls, const char *name, int depth);
/* name (n characters), found by two unqualified imports: reported once (5.3.4) */
void lookup_report_ambiguous(const Import *first, const Import *second, const char *name, size_t n);
/* the package a file's 'within P;' names, where the names the classes of
   the file around scope do not declare are looked up next; NULL when there
   is none (or an encapsulated class stops the look-up first) */
ClassDef *lookup_within(const ClassDef *scope);
/* whether a top-level class came from a library (checked as it is reached) */
bool lookup_from_library(const ClassDef *cls);
/* the local class `name` of cls (read from its package directory if need be) */
ClassDef *lookup_member(ClassDef *cls, const char *name);
/* the scopes lookup_class(.., scope) searches, for "not found" messages */
char *lookup_places(ClassDef *scope);
/* What every class of a library goes through when a look-up first reaches
   it: a package alone, any other class with the classes nested in it */
void lookup_on_use(void (*treat)(ClassDef *cls));

/* ---- library.c: libraries on disk (-L DIR, MODELICAPATH) ---- */

void library_add_path(const char *dir);
void library_add_environment(void);   /* the directories of MODELICAPATH */
/* the top-level class `name` from the first directory that has it; NULL
   when none has (or after diagnostics).  Of a package directory only
   package.mo is parsed; the names of its other classes are listed. */
ClassDef *library_load(const char *name);
/* the class `name` (n characters) of a package directory that library_load
   or this function read, parsed from its file now and added to the
   package's classes; NULL when the directory has none or it was read before */
ClassDef *library_load_member(ClassDef *package, const char *name, size_t n);
char *library_places(void);           /* the directories, for messages */
void library_report(FILE *out);       /* files parsed, directories listed (hysc -v) */
const PtrList *library_directories(void);   /* char *: the directories, in order */
/* modelica://A.B/path/x (or file://x) as a path on disk, the directory of
   package A found above the files read or in a library directory; NULL
   with a diagnostic at loc. */
char *library_resolve_uri(const char *uri, SrcLoc loc);
/* The directory of the top-level package `name` (or "name 4.1.0"): above
   one of the files read, else in a library directory; NULL when none. */
char *library_package_directory(const char *name);

/* ---- constants.c: constants of other classes replaced by their values ---- */

/* Before instantiation: every name that reads a constant of a package or
   of an enclosing class (P.c, c after import P.c) becomes its value,
   resolved where the constant is declared (diagnostics on error).  Classes
   of libraries are treated as look-up reaches them (loading.c). */
void constants_substitute(Program *program);
/* a class of a library (with its nested classes when nested): now once the
   stage has run, else when it runs */
void constants_substitute_loaded(ClassDef *cls, bool nested);
/* From instantiate.c: e names the element `rest` (c, Sub.c) of the package
   cls an instance has for a replaceable one (Medium.c); replaces e by the
   constant's value and returns true, or false when cls has no such element. */
bool constants_read(Expr *e, ClassDef *cls, const char *rest);

/* ---- elements.c: the bases of a class, the names of its elements ---- */
/* The bases of cls: its extends clauses, or the base of a short definition
   (model B = A(k = 2)) */
typedef struct Base {
  const char *name;
  SrcLoc loc;
  PtrList *modifications;
  bool short_form;
} Base;

int class_bases(ClassDef *cls, Base *bases, int max);

/* ---- instantiate.c: components, extends, modifications, connections ---- */

/* When the model to simulate (-m NAME, possibly a full name such as
   Lib.Sub.Model, or the file's default) is built from parts, replaces it by
   one flat class whose components have dotted names (b1.h, b[2].v) and
   returns that class's name; NULL when the model needs no instantiation
   (or on errors, after diagnostics). */
struct ParamOverride;
/* overrides: hysc -p NAME=VALUE, which may size arrays of components */
const char *instantiate_program(Program *program, const char *model_name, const struct ParamOverride *overrides,
                                int n_overrides);
/* The elements of cls, own and inherited: name -> declaring Component */
void collect_element_names(Map *names, ClassDef *cls);
/* The enumeration a type stands for through short definitions (connector
   LogicInput = input Logic), NULL if none */
ClassDef *enumeration_behind(ClassDef *type);
bool boolean_behind(ClassDef *type);

/* ---- loading.c: a library's class checked and treated as it is loaded ---- */

/* Restrictions, legality (when restrictions found nothing) and constants,
   on a package alone, on any other class with its nested classes; the
   driver hands it to lookup_on_use. */
void loading_treat(ClassDef *cls);

/* ---- balance.c: the local balance of a class (spec 4.7) ---- */

/* Reports a model or block class whose own equations are not as many as
   its unknowns, counted as the spec counts them locally; true when balanced
   or when the class has constructs the count does not cover (arrays,
   for-equations, algorithms, records, nested connectors). */
bool balance_check(ClassDef *cls);

/* ---- redeclare.c: subtypes for redeclare and inner/outer (spec 6.4, 7.3.2) ---- */

/* Whether `type` can stand where `constraint` is wanted: every public
   component of the constraint exists in it, of the same kind (flow,
   input/output, parameter/constant) and, for built-in types, the same type.
   Otherwise reports at loc why not, `role` saying what the constraint is
   ("the constraint of 'b'"), and returns false.  A NULL class stands for
   the built-in type named by its name argument. */
bool redeclare_is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint,
                          const char *constraint_name, SrcLoc loc, const char *role);

/* ---- records.c: record values split into their fields ---- */

/* From instantiate.c: a component (p, b1.p, ps[2]) of record class cls, and
   the value of a whole record component (Pos p = Pos(1, 2)). */
void records_note_instance(const char *name, ClassDef *cls);
void records_note_binding(const char *name, ClassDef *cls, Expr *value);
/* f of class cls called by an expression hysc writes itself (a record's
   equalityConstraint, an operator record's operator function): named and
   copied into the flat class as a call written in cls is (instantiate_names.c) */
char *class_function_name(ClassDef *cls, const char *name);

/* ---- operators.c: operations on operator records as calls (chapter 14) ---- */

/* What the overloading of an expression asks of the scope it is in */
typedef struct OperandScope {
  ClassDef *(*record)(const Expr *e, const void *data);       /* e's record class, NULL if none */
  ClassDef *(*array)(const Expr *e, const void *data);        /* the same of a vector of records */
  const char *(*type)(const char *name, const void *data);    /* a variable's type name, NULL if unknown */
  char *(*function)(ClassDef *f, const void *data);           /* the name a call of f has, f copied */
  const void *data;
  ClassDef *cls;   /* where names are looked up; NULL: the model, whose names are full */
} OperandScope;
/* An ExprVisitor (data: the OperandScope) for expr_walk and class_walk:
   operations on operator records become calls of their operator functions,
   in place (diagnostics on error) */
void operators_visit(Expr *e, void *data);
/* a function of operator `name` ("'0'") of an operator record, NULL if none */
ClassDef *operators_find(ClassDef *record, const char *name);

/* After instantiation: record equations, bindings, constructors and the
   records of functions' inputs and outputs become their scalar fields
   (diagnostics on error). */
void records_expand(Program *program, const char *flat_name);
/* type T extends Real; end T;: the extends clause of a type that has only
   that, else NULL */
const Extends *lone_extends(const ClassDef *t);
/* the components of function f of array types (type M = Real[3, 3])
   take the type's dimensions, once */
void function_type_dimensions(ClassDef *f);

/* ---- restrictions.c: the rules of the specialized classes, before instantiation ---- */

void restrictions_check(Program *program);
/* the same rules on a class of a library (with its nested classes when
   nested), when lookup.c reaches it, so that a class is checked alike
   whether a file or a library holds it */
void restrictions_check_class(ClassDef *cls, bool nested);

/* ---- legality.c: rules on types, inheritance and look-up, after restrictions.c ---- */

void legality_check(Program *program);
void legality_check_class(ClassDef *cls, bool nested);   /* a library's class, as it is reached */


#endif
