/*
 * parser.y - the Modelica grammar hysc accepts: classes (models and short
 * type definitions), declarations with modifications, equation and initial
 * equation sections, when/elsewhen and if equations, expressions.  A pure,
 * reentrant parser with locations; it builds the syntax tree of ast.c and
 * checks nothing beyond syntax.  After an error it resynchronises at the
 * next ';' so that one run reports several mistakes.
 */
%code requires {
#include "base/base.h"
typedef void *yyscan_t;
}

%code {
#include "lexer.h"
#define yylex modelica_lex

/* The parser's stacks grow on the heap up to this many levels: parentheses
   nest about three levels each. */
#define YYMAXDEPTH 100000

static void yyerror(SrcLoc *loc, yyscan_t scanner, Program *program, const char *message)
{
  (void)scanner; (void)program;
  if (!strcmp(message, "memory exhausted"))  /* bison's word for a full stack */
    diag_error(*loc, "the model is nested too deeply for the parser (parentheses, unary operators or "
               "if-expressions thousands of levels deep)");
  else
    diag_error(*loc, "%s", message);
}

static SrcLoc span(SrcLoc a, SrcLoc b)
{
  SrcLoc s = { a.first_line, a.first_column, b.last_line, b.last_column };
  return s;
}

static const char *prefix_word(int prefix)
{
  static const char *words[] = { "parameter", "constant", "discrete", "input", "output", "flow",
                                 "final", "inner", "outer", "replaceable", "redeclare", "stream" };
  for (int i = 0; i < (int)(sizeof words / sizeof *words); i++)
    if (prefix == 1 << i)
      return words[i];
  return "?";
}

/* A prefix of a component declaration: each at most once, and one of each
   group the grammar of spec 4.4.2 makes alternatives ([discrete | parameter
   | constant], [input | output], [flow | stream]). */
static int add_prefix(int flags, int prefix, SrcLoc loc)
{
  static const int groups[] = { PREFIX_DISCRETE | PREFIX_PARAMETER | PREFIX_CONSTANT,
                                PREFIX_INPUT | PREFIX_OUTPUT, PREFIX_FLOW | PREFIX_STREAM };
  if (flags & prefix) {
    diag_error(loc, "'%s' is written twice", prefix_word(prefix));
    return flags;
  }
  for (int i = 0; i < 3; i++)
    if ((groups[i] & prefix) && (flags & groups[i])) {
      diag_error(loc, "'%s' cannot be combined with '%s'", prefix_word(prefix), prefix_word(flags & groups[i]));
      return flags;
    }
  return flags | prefix;
}

/* constrainedby is allowed after 'replaceable' only */
static bool constraint_allowed(int prefixes, const Modification *constraint)
{
  if (!constraint)
    return false;
  if (!(prefixes & PREFIX_REPLACEABLE)) {
    diag_error(constraint->loc, "'constrainedby' needs a replaceable declaration");
    return false;
  }
  return true;
}

static void constrain_component(Component *c, int prefixes, Modification *constraint)
{
  if (!constraint_allowed(prefixes, constraint))
    return;
  c->constraint = constraint->name;
  c->constraint_loc = constraint->loc;
  c->constraint_modifications = constraint->nested;
}

static PtrList take(PtrList *list);

/* redeclare [prefixes] Type name[dims] ...: the modification replacing the
   element name */
static Modification *redeclared_component(int prefixes, char *type, SrcLoc type_loc, PtrList *dims_list,
                                          Component *c, Modification *constraint)
{
  c->type_name = type; c->type_loc = type_loc;
  c->prefixes = prefixes;
  PtrList dims = take(dims_list);
  for (int k = 0; k < dims.count; k++)
    list_push(&c->dims, dims.items[k]);
  constrain_component(c, prefixes, constraint);
  Modification *m = xcalloc(1, sizeof(Modification)); m->name = c->name; m->loc = c->loc;
  m->final = (prefixes & PREFIX_FINAL) != 0; m->redeclare_component = c;
  return m;
}

static void class_prefixes_check(ClassDef *c, int prefixes, Modification *constraint);

/* redeclare [prefixes] model M = ...: the modification replacing the class M */
static Modification *redeclared_class(int prefixes, ClassDef *k, Modification *constraint)
{
  class_prefixes_check(k, prefixes, constraint);
  Modification *m = xcalloc(1, sizeof(Modification)); m->name = k->name; m->loc = k->loc;
  m->final = (prefixes & PREFIX_FINAL) != 0; m->redeclare_class = k;
  return m;
}

/* Prefixes before a local class definition: only redeclare, final and
   replaceable here (spec 4.5), and constrainedby after a replaceable one. */
static void class_prefixes_check(ClassDef *c, int prefixes, Modification *constraint)
{
  int allowed = PREFIX_REDECLARE | PREFIX_FINAL | PREFIX_REPLACEABLE;
  if (prefixes & ~allowed)
    diag_error(c->loc, "class '%s': a class definition takes only the prefixes redeclare, final and replaceable",
               c->name);
  /* model extends M replaces the inherited M (spec 7.3.1); without 'redeclare'
     (deprecated since Modelica 3.4) only for this class's own declarations */
  c->prefixes = (prefixes & allowed) | (c->class_extends ? PREFIX_REDECLARE : 0);
  c->redeclare_implied = c->class_extends && !(prefixes & PREFIX_REDECLARE);
  if (!constraint_allowed(prefixes, constraint))
    return;
  c->constraint = constraint->name;
  c->constraint_loc = constraint->loc;
  c->constraint_modifications = constraint->nested;
}

static ClassDef *current_class(Program *program);

/* type_prefix Type[dims] a, b[2] [constrainedby ...]; into the class being parsed */
static void add_components(Program *program, int prefixes, char *type, SrcLoc type_loc, PtrList *dims,
                           PtrList *declarations, Modification *constraint)
{
  PtrList l = take(declarations), type_dims = take(dims);
  for (int i = 0; i < l.count; i++) {
    Component *c = l.items[i];
    constrain_component(c, prefixes, constraint);
    c->prefixes = prefixes | (current_class(program)->in_protected ? PREFIX_PROTECTED : 0);
    c->type_name = type; c->type_loc = type_loc;
    /* Real[2] x[3] is x[3, 2]: the declaration's dimensions first */
    for (int k = 0; k < type_dims.count; k++)
      list_push(&c->dims, type_dims.items[k]);
    list_push(&current_class(program)->components, c);
  }
}

typedef struct Described { char *description; PtrList *annotation; } Described;

static PtrList *new_list(void) { return xcalloc(1, sizeof(PtrList)); }

/* the restriction's words: "operator record" is a record, "impure function" a function, ... */
static void restriction_set(ClassDef *c, const char *words)
{
  c->impure = !strncmp(words, "impure ", 7);
  c->is_operator = strstr(words, "operator") != NULL;
  c->expandable = !strncmp(words, "expandable ", 11);
  const char *last = strrchr(words, ' ');
  c->restriction = (char *)(last ? last + 1 : words);
}

static void add_import(Program *program, char *name, SrcLoc loc, char *alias)
{
  Import *m = xcalloc(1, sizeof *m);
  m->name = name; m->loc = loc; m->alias = alias;
  list_push(&current_class(program)->imports, m);
}
static PtrList *push(PtrList *list, void *item) { list_push(list, item); return list; }
static PtrList take(PtrList *list) { PtrList l = *list; free(list); return l; }

/* '(:)', parsed as a class modification, belongs to enumeration(:) only:
   whether list is it (and then emptied) */
static bool open_modification(PtrList *list, SrcLoc loc, bool allowed)
{
  if (list->count != 1 || strcmp(((Modification *)list->items[0])->name, ":") != 0)
    return false;
  if (!allowed)
    diag_error(loc, "'(:)' is written only after 'enumeration', for an enumeration left open (spec 4.9.5)");
  list->count = 0;
  return allowed;
}

static Component *new_declaration(char *name, SrcLoc loc, PtrList *dims, PtrList *modifications, Expr *binding,
                                  Expr *condition, struct Described *comment)
{
  Component *c = xcalloc(1, sizeof(Component));
  c->name = name; c->loc = loc; c->dims = take(dims);
  c->modifications = take(modifications); c->binding = binding; c->condition = condition;
  c->description = comment->description;
  for (int i = 0; comment->annotation && i < comment->annotation->count; i++) {
    const Modification *m = comment->annotation->items[i];
    if (!strcmp(m->name, "Evaluate") && m->value && m->value->kind == EX_BOOLEAN)
      c->evaluate = m->value->number != 0;
  }
  open_modification(&c->modifications, loc, false);
  return c;
}

/* Closing names must match: 'end Foo;' closes 'model Foo'. */
static void check_end_name(const char *opened, SrcLoc open_loc, const char *closed, SrcLoc end_loc)
{
  if (strcmp(opened, closed) != 0)
    diag_error(end_loc, "'end %s' does not match '%s' opened at line %d", closed, opened, open_loc.first_line);
}

/* The class whose body is being parsed: top of the stack. */
static ClassDef *current_class(Program *program)
{
  if (program->building.count == 0)   /* only after a syntax error */
    list_push(&program->building, xcalloc(1, sizeof(ClassDef)));
  return program->building.items[program->building.count - 1];
}

/* annotation(...); among the elements or sections: the class's annotation */
static void add_class_annotation(Program *program, PtrList *annotation)
{
  PtrList l = take(annotation);
  for (int i = 0; i < l.count; i++)
    list_push(&current_class(program)->annotation, l.items[i]);
}

/* for_index Modifications (name, range) to Iterators */
static PtrList iterators(PtrList indices)
{
  PtrList result = { 0 };
  for (int i = 0; i < indices.count; i++) {
    Modification *m = indices.items[i];
    Iterator *it = xcalloc(1, sizeof *it);
    it->name = m->name; it->loc = m->loc; it->range = m->value;
    list_push(&result, it);
  }
  return result;
}
/* for-equation or for-statement: the body in one branch */
static Equation *for_loop(SrcLoc loc, PtrList *indices, PtrList *body)
{
  Equation *e = xcalloc(1, sizeof(Equation));
  e->kind = EQ_FOR; e->loc = loc;
  e->iterators = iterators(take(indices));
  Branch *b = xcalloc(1, sizeof(Branch));
  b->equations = take(body); b->loc = loc;
  list_push(&e->branches, b);
  deduce_iterator_ranges(&e->iterators, &b->equations, NULL);
  return e;
}
/* e.ident[subscripts]: literal subscripts before the dot are written into
   the name as the instances of an array of components are named ("b[2].h");
   others (b[i].h) are kept in e->path for instantiate.c, which folds them
   once the for-loop index is known. */
static Expr *member_of(Expr *e, const char *ident, PtrList subscripts, SrcLoc loc)
{
  bool literal = true;
  for (int i = 0; i < e->subscripts.count; i++) {
    Expr *s = e->subscripts.items[i];
    literal = literal && s->kind == EX_NUMBER && s->integer_literal;
  }
  if (literal) {
    char *text = e->string;
    for (int i = 0; i < e->subscripts.count; i++)
      text = xsprintf("%s%s%d", text, i ? "," : "[", (int)((Expr *)e->subscripts.items[i])->number);
    e->string = xsprintf("%s%s.%s", text, e->subscripts.count ? "]" : "", ident);
  } else {
    Expr *part = expr_new(EX_NAME, e->loc);
    part->string = e->string;
    part->subscripts = e->subscripts;
    list_push(&e->path, part);
    e->string = xstrdup(ident);
  }
  e->subscripts = subscripts;
  e->loc = loc;
  return e;
}

/* name(args): named arguments come as calls marked "=name" (expression_list) */
static Expr *call_of(char *name, PtrList args, SrcLoc loc)
{
  Expr *call = expr_new(EX_CALL, loc);
  call->string = name;
  for (int i = 0; i < args.count; i++) {
    Expr *a = args.items[i];
    if (a->kind == EX_CALL && a->string[0] == '=') {
      Modification *m = xcalloc(1, sizeof(Modification));
      m->name = a->string + 1; m->loc = a->loc; m->value = a->a;
      list_push(&call->named_args, m);
    } else {
      list_push(&call->args, a);
    }
  }
  expr_note_depth(call);
  return call;
}

/* (e)[i] and f(x)[i]: subscripts of a value that is not a name are kept on
   a call node, or on a unary plus around anything else; arrays.c applies them. */
static Expr *subscripted(Expr *e, PtrList subscripts, SrcLoc loc)
{
  if (e->kind == EX_NAME && !e->subscripts.count && !e->path.count) {
    e->subscripts = subscripts;
  } else {
    if (e->kind != EX_CALL || e->subscripts.count)
      e = expr_unary(OP_PLUS, e, e->loc);
    e->subscripts = subscripts;
  }
  e->loc = loc;
  expr_note_depth(e);
  return e;
}

/* "a" + "b" + ...: appended in place, so that n pieces cost linear time. */
typedef struct TextBuilder { char *text; size_t length, capacity; } TextBuilder;

static TextBuilder *text_append(TextBuilder *b, const char *piece)
{
  size_t n = strlen(piece);
  if (b->length + n + 1 > b->capacity) {
    b->capacity = 2 * (b->length + n + 1);
    b->text = xrealloc(b->text, b->capacity);
  }
  memcpy(b->text + b->length, piece, n + 1);
  b->length += n;
  return b;
}
}

%define api.pure full
%define api.location.type {SrcLoc}
%define api.token.prefix {TK_}
%define parse.error detailed
%locations
/* the scanner advances from column 0; a library file's lines follow the lines
   of the files read before it (diag.c) */
%initial-action { int base = diag_line_base(); @$ = (SrcLoc){ base + 1, 0, base + 1, 0 }; }
%expect 0
%param {yyscan_t scanner}
%parse-param {Program *program}

%union {
  double number;
  char *text;
  Expr *expr;
  PtrList *list;
  Equation *equation;
  Branch *branch;
  Modification *modification;
  ClassDef *class_def;
  Component *component;
  int flags;
  struct Described *described;
  struct TextBuilder *builder;
  External *external;
}

%token <text> IDENT "identifier" STRING "string"
%token <number> UNSIGNED_NUMBER "number"
%token ALGORITHM "algorithm" AND "and" ANNOTATION "annotation" BLOCK "block"
%token CLASS "class" CONNECTOR "connector" CONSTANT "constant" DISCRETE "discrete"
%token EACH "each" ELSE "else" ELSEIF "elseif" ELSEWHEN "elsewhen"
%token ENCAPSULATED "encapsulated" END "end" EQUATION "equation" EXTENDS "extends"
%token FALSE "false" FINAL "final" FLOW "flow" FOR "for" FUNCTION "function" IF "if"
%token IMPORT "import" INITIAL "initial" INITIAL_CALL "initial()" INPUT "input"
%token MODEL "model" NOT "not" OR "or" OUTPUT "output" PACKAGE "package"
%token PARAMETER "parameter" PARTIAL "partial" PROTECTED "protected" PUBLIC "public"
%token RECORD "record" THEN "then" TRUE "true" TYPE "type" WHEN "when" WITHIN "within"
%token LE "<=" GE ">=" EQEQ "==" NE "<>" ASSIGN ":="
%token BREAK "break" IN "in" LOOP "loop" RETURN "return" WHILE "while"
%token SUBSCRIPT_END "end in a subscript"
%token EXPANDABLE "expandable" INNER "inner" OUTER "outer" REDECLARE "redeclare"
%token REPLACEABLE "replaceable" STREAM "stream" CONSTRAINEDBY "constrainedby"
%token EXTERNAL "external"
%token EW_ADD ".+" EW_SUB ".-" EW_MUL ".*" EW_DIV "./" EW_POW ".^"
%token PURE "pure" IMPURE "impure" OPERATOR "operator"

%type <text> name restriction string_comment end_name function_restriction
%type <builder> string_concat
%type <expr> expression simple_expression primary output_tuple
%type <list> elseif_expressions expression_list output_list function_arguments argument_list
%type <list> opt_class_modification class_modification annotation opt_annotation
%type <list> equation_list component_list opt_modification_arguments
%type <list> elsewhen_branches elseif_branches statement_list elsewhen_statements elseif_statements
%type <list> import_names
%type <expr> opt_condition opt_output
%type <list> opt_array_subscripts array_subscripts subscript_list for_indices matrix_rows
%type <expr> subscript range_expression
%type <modification> for_index
%type <equation> equation statement
%type <branch> else_branch else_statements
%type <modification> argument modification_argument redeclaration opt_constraint constraint
%type <class_def> class_definition class_specifier
%type <component> declaration
%type <flags> type_prefix class_prefixes base_prefix not_base_prefix
%type <expr> subscripted_name
%type <described> comment
%type <external> external_clause external_call
%type <text> opt_language

%left OR
%left AND
%precedence NOT
%nonassoc '<' '>' LE GE EQEQ NE
%left '+' '-' EW_ADD EW_SUB UNARY
%left '*' '/' EW_MUL EW_DIV
%nonassoc '^' EW_POW

%%

/* stored_definition = [within [name] ";"] { class_definition ";" } */
program:
    within_clause class_list
  ;

within_clause:
    %empty
  | WITHIN ';'              { program->within = xstrdup(""); }
  | WITHIN name ';'         { program->within = $2; }
  ;

class_list:
    %empty
  | class_list class_definition ';'   { list_push(&program->classes, $2); }
  | class_list error ';'
  ;

/* class_definition = [encapsulated] [partial] restriction class_specifier */
class_definition:
    class_prefixes restriction class_specifier
      { $$ = $3; restriction_set($$, $2); $$->encapsulated = $1 & 1; $$->partial = ($1 & 2) != 0; }
  ;

class_prefixes:
    %empty                      { $$ = 0; }
  | class_prefixes ENCAPSULATED { $$ = $1 | 1; }
  | class_prefixes PARTIAL      { $$ = $1 | 2; }
  ;

restriction:
    MODEL      { $$ = "model"; }
  | CLASS      { $$ = "class"; }
  | BLOCK      { $$ = "block"; }
  | TYPE       { $$ = "type"; }
  | PACKAGE    { $$ = "package"; }
  | RECORD     { $$ = "record"; }
  | CONNECTOR  { $$ = "connector"; }
  | EXPANDABLE CONNECTOR  { $$ = "expandable connector"; }
  | function_restriction  { $$ = $1; }
  | OPERATOR RECORD        { $$ = "operator record"; }
  | OPERATOR               { $$ = "operator"; }
  ;

/* [pure | impure] [operator] function (spec 12.3, 14) */
function_restriction:
    FUNCTION                  { $$ = "function"; }
  | OPERATOR FUNCTION         { $$ = "operator function"; }
  | PURE FUNCTION             { $$ = "pure function"; }
  | PURE OPERATOR FUNCTION    { $$ = "pure operator function"; }
  | IMPURE FUNCTION           { $$ = "impure function"; }
  | IMPURE OPERATOR FUNCTION  { $$ = "impure operator function"; }
  ;

/* class_specifier = IDENT string_comment composition end IDENT
                   | IDENT "=" base_prefix name [array_subscripts] [class_modification] comment */
class_specifier:
    IDENT string_comment class_body_start element_list sections END end_name
      {
        /* element_list and sections filled the class on top of the stack */
        $$ = program->building.count > 0 ? program->building.items[--program->building.count]
                                         : xcalloc(1, sizeof(ClassDef));
        $$->name = $1; $$->loc = @1; $$->description = $2;
        check_end_name($1, @1, $7, @7);
        class_mark_external_object($$);
      }
  | EXTENDS IDENT opt_class_modification string_comment class_body_start element_list sections END end_name
      {
        /* class extends (spec 7.3.1): the inherited class of this name, extended */
        $$ = program->building.count > 0 ? program->building.items[--program->building.count]
                                         : xcalloc(1, sizeof(ClassDef));
        $$->name = $2; $$->loc = @2; $$->description = $4;
        $$->class_extends = true;
        Extends *x = xcalloc(1, sizeof *x); x->name = $2; x->loc = @2; x->modifications = take($3);
        PtrList written = $$->extends;   /* the inherited class first, as legality.c expects */
        $$->extends = (PtrList){ 0 };
        list_push(&$$->extends, x);
        for (int i = 0; i < written.count; i++) list_push(&$$->extends, written.items[i]);
        free(written.items);
        check_end_name($2, @2, $9, @9);
      }
  | IDENT '=' base_prefix name opt_array_subscripts opt_class_modification comment
      {
        $$ = xcalloc(1, sizeof(ClassDef));
        $$->name = $1; $$->loc = @1;
        $$->base_prefixes = $3;
        $$->base_type = $4; $$->base_loc = @4;
        $$->base_dims = take($5);
        $$->base_modifications = take($6);
        $$->description = $7->description;
        $$->open_enumeration = open_modification(&$$->base_modifications, @6, !strcmp($4, "enumeration"));
      }
  ;

end_name:
    IDENT  { $$ = $1; }
  ;

/* base_prefix = [input | output] (spec 4.5.1); the other prefixes of a
   component are no part of a type */
base_prefix:
    %empty          { $$ = 0; }
  | INPUT           { $$ = PREFIX_INPUT; }
  | OUTPUT          { $$ = PREFIX_OUTPUT; }
  | not_base_prefix
      { diag_error(@1, "a short class definition takes no prefix but input or output, not '%s' (spec 4.5.1)",
                   prefix_word($1));
        $$ = 0; }
  ;

not_base_prefix:
    PARAMETER  { $$ = PREFIX_PARAMETER; }
  | CONSTANT   { $$ = PREFIX_CONSTANT; }
  | DISCRETE   { $$ = PREFIX_DISCRETE; }
  | FLOW       { $$ = PREFIX_FLOW; }
  | STREAM     { $$ = PREFIX_STREAM; }
  ;

sections:
    %empty
  | sections PUBLIC visibility_public element_list
  | sections PROTECTED visibility_protected element_list
  | sections EQUATION equation_list
      { PtrList l = take($3); for (int i = 0; i < l.count; i++) list_push(&current_class(program)->equations, l.items[i]); }
  | sections INITIAL EQUATION equation_list
      { PtrList l = take($4); for (int i = 0; i < l.count; i++) list_push(&current_class(program)->initial_equations, l.items[i]); }
  | sections ALGORITHM statement_list
      { PtrList *l = $3; list_push(&current_class(program)->algorithms, l); }
  | sections INITIAL ALGORITHM statement_list
      { PtrList *l = $4; list_push(&current_class(program)->initial_algorithms, l); }
  | sections external_clause
      { current_class(program)->external = $2; }
  | sections external_clause annotation ';'
      { current_class(program)->external = $2; add_class_annotation(program, $3); }
  ;

/* external [language] [[component_reference =] IDENT ( expressions )] [annotation] ;
   (spec 12.9); the class annotation may follow */
external_clause:
    EXTERNAL opt_language external_call opt_annotation ';'
      { $$ = $3; $$->loc = @1; $$->language = $2; $$->language_loc = @2; $$->annotation = take($4); }
  ;

opt_language:
    %empty   { $$ = NULL; }
  | STRING   { $$ = $1; }
  ;

external_call:
    %empty   { $$ = xcalloc(1, sizeof(External)); }
  | IDENT function_arguments
      { $$ = xcalloc(1, sizeof(External)); $$->call = call_of($1, take($2), span(@1, @2)); }
  | name '=' IDENT function_arguments
      { $$ = xcalloc(1, sizeof(External)); $$->output = expr_new(EX_NAME, @1); $$->output->string = $1;
        $$->call = call_of($3, take($4), span(@3, @4)); }
  | subscripted_name '=' IDENT function_arguments
      { $$ = xcalloc(1, sizeof(External)); $$->output = $1;
        $$->call = call_of($3, take($4), span(@3, @4)); }
  ;

visibility_public:
    %empty   { current_class(program)->in_protected = false; }
  ;

visibility_protected:
    %empty   { current_class(program)->in_protected = true; }
  ;

class_body_start:
    %empty   { list_push(&program->building, xcalloc(1, sizeof(ClassDef))); }
  ;

element_list:
    %empty
  | element_list element
  ;

element:
    type_prefix name opt_array_subscripts component_list ';'
      { add_components(program, $1, $2, @2, $3, $4, NULL); }
  | type_prefix name opt_array_subscripts component_list constraint ';'
      { add_components(program, $1, $2, @2, $3, $4, $5); }
  | type_prefix class_definition opt_constraint ';'
      { ClassDef *inner = $2; inner->is_protected = current_class(program)->in_protected;
        list_push(&current_class(program)->classes, inner);
        class_prefixes_check(inner, $1, $3); }
  | EXTENDS name opt_class_modification opt_annotation ';'
      { Extends *x = xcalloc(1, sizeof *x); x->name = $2; x->loc = @2; x->modifications = take($3);
        x->is_protected = current_class(program)->in_protected;
        take($4); list_push(&current_class(program)->extends, x); }
  | IMPORT name comment ';'
      { const char *dot = strrchr($2, '.');
        add_import(program, $2, @2, xstrdup(dot ? dot + 1 : $2)); }
  | IMPORT IDENT '=' name comment ';'
      { add_import(program, $4, @4, $2); }
  | IMPORT name EW_MUL comment ';'
      { add_import(program, $2, @2, NULL); }
  | IMPORT name '.' '{' import_names '}' comment ';'
      { /* import A.B.{x, y}: one qualified import per name (spec 13.2.1) */
        PtrList l = take($5);
        for (int i = 0; i < l.count; i++) {
          Modification *m = l.items[i];
          add_import(program, xsprintf("%s.%s", $2, m->name), m->loc, m->name);
        } }
  | annotation ';'
      { add_class_annotation(program, $1); }
  | error ';'
  ;

import_names:
    IDENT
      { Modification *m = xcalloc(1, sizeof *m); m->name = $1; m->loc = @1; $$ = push(new_list(), m); }
  | import_names ',' IDENT
      { Modification *m = xcalloc(1, sizeof *m); m->name = $3; m->loc = @3; $$ = push($1, m); }
  ;

/* type_prefix = [flow] [discrete | parameter | constant] [input | output] */
type_prefix:
    %empty               { $$ = 0; }
  | type_prefix FLOW     { $$ = add_prefix($1, PREFIX_FLOW, @2); }
  | type_prefix STREAM   { $$ = add_prefix($1, PREFIX_STREAM, @2); }
  | type_prefix FINAL    { $$ = add_prefix($1, PREFIX_FINAL, @2); }
  | type_prefix INNER    { $$ = add_prefix($1, PREFIX_INNER, @2); }
  | type_prefix OUTER    { $$ = add_prefix($1, PREFIX_OUTER, @2); }
  | type_prefix REPLACEABLE { $$ = add_prefix($1, PREFIX_REPLACEABLE, @2); }
  | type_prefix REDECLARE { $$ = add_prefix($1, PREFIX_REDECLARE, @2); }
  | type_prefix PARAMETER { $$ = add_prefix($1, PREFIX_PARAMETER, @2); }
  | type_prefix CONSTANT { $$ = add_prefix($1, PREFIX_CONSTANT, @2); }
  | type_prefix DISCRETE { $$ = add_prefix($1, PREFIX_DISCRETE, @2); }
  | type_prefix INPUT    { $$ = add_prefix($1, PREFIX_INPUT, @2); }
  | type_prefix OUTPUT   { $$ = add_prefix($1, PREFIX_OUTPUT, @2); }
  ;

component_list:
    declaration                     { $$ = push(new_list(), $1); }
  | component_list ',' declaration  { $$ = push($1, $3); }
  ;

/* declaration = IDENT [modification] comment */
/* declaration = IDENT [array_subscripts] [modification] [condition_attribute] comment */
declaration:
    IDENT opt_array_subscripts opt_class_modification opt_condition comment
      { $$ = new_declaration($1, @1, $2, $3, NULL, $4, $5); }
  | IDENT opt_array_subscripts opt_class_modification '=' expression opt_condition comment
      { $$ = new_declaration($1, @1, $2, $3, $5, $6, $7); }
  | IDENT opt_array_subscripts opt_class_modification ASSIGN expression opt_condition comment
      { $$ = new_declaration($1, @1, $2, $3, $5, $6, $7); }
  ;

opt_condition:
    %empty         { $$ = NULL; }
  | IF expression  { $$ = $2; }
  ;

/* array_subscripts = "[" subscript { "," subscript } "]" ; subscript = ":" | expression */
opt_array_subscripts:
    %empty             { $$ = new_list(); }
  | array_subscripts   { $$ = $1; }
  ;

array_subscripts:
    '[' subscript_list ']'   { $$ = $2; }
  ;

subscript_list:
    subscript                      { $$ = push(new_list(), $1); }
  | subscript_list ',' subscript   { $$ = push($1, $3); }
  ;

subscript:
    ':'          { $$ = expr_new(EX_COLON, @1); }
  | expression   { $$ = $1; }
  ;

/* for_indices = for_index { "," for_index }; for_index = IDENT [in expression]
   (kept as Modification: name and range, NULL when deduced from the body) */
for_indices:
    for_index                   { $$ = push(new_list(), $1); }
  | for_indices ',' for_index   { $$ = push($1, $3); }
  ;

for_index:
    IDENT IN expression
      { $$ = xcalloc(1, sizeof(Modification)); $$->name = $1; $$->loc = @1; $$->value = $3; }
  | IDENT
      { $$ = xcalloc(1, sizeof(Modification)); $$->name = $1; $$->loc = @1; }
  ;

opt_class_modification:
    %empty               { $$ = new_list(); }
  | class_modification   { $$ = $1; }
  ;

class_modification:
    '(' ')'                 { $$ = new_list(); }
  | '(' ':' ')'
      { Modification *m = xcalloc(1, sizeof *m); m->name = xstrdup(":"); m->loc = @2; $$ = push(new_list(), m); }
  | '(' argument_list ')'   { $$ = $2; }
  ;

argument_list:
    argument                    { $$ = push(new_list(), $1); }
  | argument_list ',' argument  { $$ = push($1, $3); }
  ;

/* argument = [each] [final] name [modification] string_comment */
argument:
    modification_argument              { $$ = $1; }
  | EACH modification_argument         { $$ = $2; $$->each = true; }
  | FINAL modification_argument        { $$ = $2; $$->final = true; }
  | EACH FINAL modification_argument   { $$ = $3; $$->each = $$->final = true; }
  | REDECLARE redeclaration            { $$ = $2; }
  | EACH REDECLARE redeclaration       { $$ = $3; $$->each = true; }
  | REDECLARE EACH redeclaration       { $$ = $3; $$->each = true; }
  /* a replaceable element as a modifier is a redeclaration (spec 7.3) */
  | REPLACEABLE type_prefix name opt_array_subscripts declaration opt_constraint
      { $$ = redeclared_component($2 | PREFIX_REDECLARE | PREFIX_REPLACEABLE, $3, @3, $4, $5, $6); }
  | REPLACEABLE type_prefix class_definition opt_constraint
      { $$ = redeclared_class($2 | PREFIX_REDECLARE | PREFIX_REPLACEABLE, $3, $4); }
  ;

/* element_redeclaration (spec 7.3): a component clause with one declaration,
   or a short class definition; [replaceable] and [final] in type_prefix */
redeclaration:
    type_prefix name opt_array_subscripts declaration opt_constraint
      { $$ = redeclared_component($1 | PREFIX_REDECLARE, $2, @2, $3, $4, $5); }
  | type_prefix class_definition opt_constraint
      { $$ = redeclared_class($1 | PREFIX_REDECLARE, $2, $3); }
  ;

/* constraining_clause = constrainedby name [class_modification] comment,
   kept as a Modification: the class name and its modifications */
opt_constraint:
    %empty       { $$ = NULL; }
  | constraint   { $$ = $1; }
  ;

constraint:
    CONSTRAINEDBY name opt_class_modification comment
      { $$ = xcalloc(1, sizeof(Modification)); $$->name = $2; $$->loc = @2; $$->nested = take($3); }
  ;

modification_argument:
    name opt_modification_arguments string_comment
      { $$ = xcalloc(1, sizeof(Modification)); $$->name = $1; $$->loc = @1; $$->nested = take($2); }
  | name opt_modification_arguments '=' expression string_comment
      { $$ = xcalloc(1, sizeof(Modification)); $$->name = $1; $$->loc = @1; $$->nested = take($2); $$->value = $4; }
  ;

opt_modification_arguments:
    %empty               { $$ = new_list(); }
  | class_modification   { $$ = $1; }
  ;

/* comment = string_comment [annotation] */
comment:
    string_comment opt_annotation
      { $$ = xcalloc(1, sizeof(Described)); $$->description = $1; $$->annotation = $2; }
  ;

string_comment:
    %empty           { $$ = NULL; }
  | string_concat    { $$ = $1->text; }
  ;

string_concat:
    STRING                    { $$ = text_append(xcalloc(1, sizeof(TextBuilder)), $1); }
  | string_concat '+' STRING  { $$ = text_append($1, $3); }
  ;

opt_annotation:
    %empty       { $$ = new_list(); }
  | annotation   { $$ = $1; }
  ;

annotation:
    ANNOTATION class_modification   { $$ = $2; }
  ;

/* ---- equations ---- */

equation_list:
    %empty                        { $$ = new_list(); }
  | equation_list equation ';'    { $$ = push($1, $2); }
  | equation_list annotation ';'
      { $$ = $1; add_class_annotation(program, $2); }
  | equation_list error ';'       { $$ = $1; }
  ;

/* equation = simple_expression "=" expression | function call
            | if_equation | when_equation, each with a comment */
equation:
    simple_expression '=' expression comment
      { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_SIMPLE; $$->loc = span(@1, @3);
        $$->lhs = $1; $$->rhs = $3; $$->annotation = take($4->annotation); }
  | simple_expression ASSIGN expression comment
      { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_ASSIGN; $$->loc = span(@1, @3);
        $$->lhs = $1; $$->rhs = $3; }
  | simple_expression comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_CALL; $$->loc = @1; $$->lhs = $1;
        $$->annotation = take($2->annotation);
        if ($1->kind != EX_CALL)
          diag_error(@1, "expected an equation 'expression = expression' or a call such as reinit(...)");
      }
  | WHEN expression THEN equation_list elsewhen_branches END WHEN comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_WHEN; $$->loc = @1;
        Branch *first = xcalloc(1, sizeof(Branch));
        first->condition = $2; first->equations = take($4); first->loc = span(@1, @2);
        list_push(&$$->branches, first);
        PtrList rest = take($5);
        for (int i = 0; i < rest.count; i++) list_push(&$$->branches, rest.items[i]);
        $$->annotation = take($8->annotation);
      }
  | IF expression THEN equation_list elseif_branches else_branch END IF comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_IF; $$->loc = @1;
        Branch *first = xcalloc(1, sizeof(Branch));
        first->condition = $2; first->equations = take($4); first->loc = span(@1, @2);
        list_push(&$$->branches, first);
        PtrList rest = take($5);
        for (int i = 0; i < rest.count; i++) list_push(&$$->branches, rest.items[i]);
        if ($6) list_push(&$$->branches, $6);
        $$->annotation = take($9->annotation);
      }
  | FOR for_indices LOOP equation_list END FOR comment
      { $$ = for_loop(@1, $2, $4); }
  | output_tuple '=' expression comment
      { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_SIMPLE; $$->loc = span(@1, @3);
        $$->lhs = $1; $$->rhs = $3; $$->annotation = take($4->annotation); }
  ;

elsewhen_branches:
    %empty   { $$ = new_list(); }
  | elsewhen_branches ELSEWHEN expression THEN equation_list
      { Branch *b = xcalloc(1, sizeof(Branch)); b->condition = $3; b->equations = take($5);
        b->loc = span(@2, @3); $$ = push($1, b); }
  ;

elseif_branches:
    %empty   { $$ = new_list(); }
  | elseif_branches ELSEIF expression THEN equation_list
      { Branch *b = xcalloc(1, sizeof(Branch)); b->condition = $3; b->equations = take($5);
        b->loc = span(@2, @3); $$ = push($1, b); }
  ;

else_branch:
    %empty   { $$ = NULL; }
  | ELSE equation_list
      { $$ = xcalloc(1, sizeof(Branch)); $$->equations = take($2); $$->loc = @1; }
  ;

/* ---- algorithm statements (kept as Equation nodes, kind EQ_ASSIGN for :=) ---- */

statement_list:
    %empty                          { $$ = new_list(); }
  | statement_list statement ';'    { $$ = push($1, $2); }
  | statement_list annotation ';'
      { $$ = $1; add_class_annotation(program, $2); }
  | statement_list error ';'        { $$ = $1; }
  ;

/* statement = component_reference ":=" expression | function call
             | if_statement | when_statement, each with a comment */
statement:
    simple_expression ASSIGN expression comment
      { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_ASSIGN; $$->loc = span(@1, @3);
        $$->lhs = $1; $$->rhs = $3;
        if ($1->kind != EX_NAME)
          diag_error(@1, "the left side of ':=' is a name, such as x, x[i] or r.x, or a list of outputs (a, b)"); }
  | simple_expression comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_CALL; $$->loc = @1; $$->lhs = $1;
        if ($1->kind != EX_CALL)
          diag_error(@1, "expected a statement 'name := expression;' or a call such as reinit(...)");
      }
  | FOR for_indices LOOP statement_list END FOR comment
      { $$ = for_loop(@1, $2, $4); }
  | WHEN expression THEN statement_list elsewhen_statements END WHEN comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_WHEN; $$->loc = @1;
        Branch *first = xcalloc(1, sizeof(Branch));
        first->condition = $2; first->equations = take($4); first->loc = span(@1, @2);
        list_push(&$$->branches, first);
        PtrList rest = take($5);
        for (int i = 0; i < rest.count; i++) list_push(&$$->branches, rest.items[i]);
        $$->annotation = take($8->annotation);
      }
  | output_tuple ASSIGN expression comment
      { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_ASSIGN; $$->loc = span(@1, @3);
        $$->lhs = $1; $$->rhs = $3; }
  | WHILE expression LOOP statement_list END WHILE comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_WHILE; $$->loc = span(@1, @2);
        Branch *body = xcalloc(1, sizeof(Branch));
        body->condition = $2; body->equations = take($4); body->loc = span(@1, @2);
        list_push(&$$->branches, body);
      }
  | BREAK comment   { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_BREAK; $$->loc = @1; }
  | RETURN comment  { $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_RETURN; $$->loc = @1; }
  | IF expression THEN statement_list elseif_statements else_statements END IF comment
      {
        $$ = xcalloc(1, sizeof(Equation)); $$->kind = EQ_IF; $$->loc = @1;
        Branch *first = xcalloc(1, sizeof(Branch));
        first->condition = $2; first->equations = take($4); first->loc = span(@1, @2);
        list_push(&$$->branches, first);
        PtrList rest = take($5);
        for (int i = 0; i < rest.count; i++) list_push(&$$->branches, rest.items[i]);
        if ($6) list_push(&$$->branches, $6);
      }
  ;

elsewhen_statements:
    %empty   { $$ = new_list(); }
  | elsewhen_statements ELSEWHEN expression THEN statement_list
      { Branch *b = xcalloc(1, sizeof(Branch)); b->condition = $3; b->equations = take($5);
        b->loc = span(@2, @3); $$ = push($1, b); }
  ;

elseif_statements:
    %empty   { $$ = new_list(); }
  | elseif_statements ELSEIF expression THEN statement_list
      { Branch *b = xcalloc(1, sizeof(Branch)); b->condition = $3; b->equations = take($5);
        b->loc = span(@2, @3); $$ = push($1, b); }
  ;

else_statements:
    %empty   { $$ = NULL; }
  | ELSE statement_list
      { $$ = xcalloc(1, sizeof(Branch)); $$->equations = take($2); $$->loc = @1; }
  ;

/* (a, b) := f(x) and (a, , c) = f(x): the outputs of a call, in order; a
   skipped output is NULL among the elements.  At least two places, so that
   '(a)' stays a parenthesised expression. */
output_tuple:
    '(' output_list ')'
      { $$ = expr_new(EX_TUPLE, span(@1, @3)); $$->args = take($2); }
  ;

output_list:
    opt_output ',' opt_output    { $$ = push(push(new_list(), $1), $3); }
  | output_list ',' opt_output   { $$ = push($1, $3); }
  ;

opt_output:
    %empty              { $$ = NULL; }
  | simple_expression   { $$ = $1; }
  ;

/* ---- expressions ---- */

/* Unary minus binds like binary minus, as in Modelica: -a*b is -(a*b), -2^2 is -4. */

/* expression = simple_expression
              | if expression then expression {elseif ...} else expression */
expression:
    range_expression  { $$ = $1; }
  | IF expression THEN expression elseif_expressions ELSE expression
      {
        /* elseif pairs nest into the else part, innermost last */
        Expr *tail = $7;
        PtrList pairs = take($5);
        for (int i = pairs.count - 2; i >= 0; i -= 2) {
          Expr *e = expr_new(EX_IF, ((Expr *)pairs.items[i])->loc);
          e->a = pairs.items[i]; e->b = pairs.items[i + 1]; e->c = tail;
          expr_note_depth(e);
          tail = e;
        }
        $$ = expr_new(EX_IF, span(@1, @7)); $$->a = $2; $$->b = $4; $$->c = tail;
        expr_note_depth($$);
      }
  ;

/* simple_expression = logical_expression [":" logical_expression [":" logical_expression]] */
range_expression:
    simple_expression  { $$ = $1; }
  | simple_expression ':' simple_expression
      { $$ = expr_new(EX_RANGE, span(@1, @3)); $$->a = $1; $$->c = $3; expr_note_depth($$); }
  | simple_expression ':' simple_expression ':' simple_expression
      { $$ = expr_new(EX_RANGE, span(@1, @5)); $$->a = $1; $$->b = $3; $$->c = $5; expr_note_depth($$); }
  ;

elseif_expressions:
    %empty  { $$ = new_list(); }
  | elseif_expressions ELSEIF expression THEN expression  { $$ = push(push($1, $3), $5); }
  ;

simple_expression:
    simple_expression OR simple_expression   { $$ = expr_binary(OP_OR, $1, $3, span(@1, @3)); }
  | simple_expression AND simple_expression  { $$ = expr_binary(OP_AND, $1, $3, span(@1, @3)); }
  | NOT simple_expression                    { $$ = expr_unary(OP_NOT, $2, span(@1, @2)); }
  | simple_expression '<' simple_expression  { $$ = expr_binary(OP_LT, $1, $3, span(@1, @3)); }
  | simple_expression LE simple_expression   { $$ = expr_binary(OP_LE, $1, $3, span(@1, @3)); }
  | simple_expression '>' simple_expression  { $$ = expr_binary(OP_GT, $1, $3, span(@1, @3)); }
  | simple_expression GE simple_expression   { $$ = expr_binary(OP_GE, $1, $3, span(@1, @3)); }
  | simple_expression EQEQ simple_expression { $$ = expr_binary(OP_EQ, $1, $3, span(@1, @3)); }
  | simple_expression NE simple_expression   { $$ = expr_binary(OP_NE, $1, $3, span(@1, @3)); }
  | simple_expression '+' simple_expression  { $$ = expr_binary(OP_ADD, $1, $3, span(@1, @3)); }
  | simple_expression '-' simple_expression  { $$ = expr_binary(OP_SUB, $1, $3, span(@1, @3)); }
  | simple_expression '*' simple_expression  { $$ = expr_binary(OP_MUL, $1, $3, span(@1, @3)); }
  | simple_expression '/' simple_expression  { $$ = expr_binary(OP_DIV, $1, $3, span(@1, @3)); }
  | simple_expression '^' simple_expression  { $$ = expr_binary(OP_POW, $1, $3, span(@1, @3)); }
  | simple_expression EW_ADD simple_expression { $$ = expr_binary(OP_EW_ADD, $1, $3, span(@1, @3)); }
  | simple_expression EW_SUB simple_expression { $$ = expr_binary(OP_EW_SUB, $1, $3, span(@1, @3)); }
  | simple_expression EW_MUL simple_expression { $$ = expr_binary(OP_EW_MUL, $1, $3, span(@1, @3)); }
  | simple_expression EW_DIV simple_expression { $$ = expr_binary(OP_EW_DIV, $1, $3, span(@1, @3)); }
  | simple_expression EW_POW simple_expression { $$ = expr_binary(OP_EW_POW, $1, $3, span(@1, @3)); }
  | '-' simple_expression %prec UNARY        { $$ = expr_unary(OP_NEG, $2, span(@1, @2)); }
  | '+' simple_expression %prec UNARY        { $$ = expr_unary(OP_PLUS, $2, span(@1, @2)); }
  | primary                                  { $$ = $1; }
  ;

primary:
    UNSIGNED_NUMBER
      { $$ = expr_new(EX_NUMBER, @1); $$->number = $1;
        $$->integer_literal = !strpbrk(diag_source_text(@1), ".eE") && $1 <= 2147483647.0; }
  | STRING           { $$ = expr_new(EX_STRING, @1); $$->string = $1; }
  | TRUE             { $$ = expr_new(EX_BOOLEAN, @1); $$->number = 1; }
  | FALSE            { $$ = expr_new(EX_BOOLEAN, @1); $$->number = 0; }
  | name             { $$ = expr_new(EX_NAME, @1); $$->string = $1; }
  | subscripted_name  { $$ = $1; }
  | SUBSCRIPT_END    { $$ = expr_new(EX_END, @1); }
  | name '(' expression FOR for_indices ')'
      { $$ = expr_new(EX_CALL, span(@1, @6)); $$->string = $1; list_push(&$$->args, $3);
        $$->iterators = iterators(take($5)); deduce_iterator_ranges(&$$->iterators, NULL, $3);
        expr_note_depth($$); }
  | '{' expression FOR for_indices '}'
      { $$ = expr_new(EX_ARRAY, span(@1, @5)); list_push(&$$->args, $2);
        $$->iterators = iterators(take($4)); deduce_iterator_ranges(&$$->iterators, NULL, $2);
        expr_note_depth($$); }
  | '[' matrix_rows ']'
      { $$ = expr_new(EX_MATRIX, span(@1, @3)); $$->args = take($2); expr_note_depth($$); }
  | name function_arguments  { $$ = call_of($1, take($2), span(@1, @2)); }
  | FUNCTION name function_arguments
      { $$ = call_of($2, take($3), span(@1, @3)); $$->kind = EX_FUNCTION; }
  | INITIAL_CALL '(' ')'   { $$ = expr_new(EX_CALL, span(@1, @3)); $$->string = xstrdup("initial"); }
  | '(' expression ')'     { $$ = $2; $$->loc = span(@1, @3); }
  | '(' expression ')' array_subscripts   { $$ = subscripted($2, take($4), span(@1, @4)); }
  | name function_arguments array_subscripts
      { $$ = subscripted(call_of($1, take($2), span(@1, @2)), take($3), span(@1, @3)); }
  | '{' expression_list '}'
      { $$ = expr_new(EX_ARRAY, span(@1, @3)); $$->args = take($2); expr_note_depth($$); }
  ;

/* b[2], b[2].h, b[i].p[1]: a name with subscripts (member_of). */
subscripted_name:
    name array_subscripts
      { $$ = expr_new(EX_NAME, span(@1, @2)); $$->string = $1; $$->subscripts = take($2); }
  | subscripted_name '.' IDENT
      { $$ = member_of($1, $3, (PtrList){ 0 }, span(@1, @3)); }
  | subscripted_name '.' IDENT array_subscripts
      { $$ = member_of($1, $3, take($4), span(@1, @4)); }
  ;

/* matrix rows: "[" expression_list { ";" expression_list } "]" */
matrix_rows:
    expression_list
      { Expr *row = expr_new(EX_ARRAY, @1); row->args = take($1); expr_note_depth(row); $$ = push(new_list(), row); }
  | matrix_rows ';' expression_list
      { Expr *row = expr_new(EX_ARRAY, @3); row->args = take($3); expr_note_depth(row); $$ = push($1, row); }
  ;

function_arguments:
    '(' ')'                 { $$ = new_list(); }
  | '(' expression_list ')' { $$ = $2; }
  ;

/* positional arguments, then or among them name = value (kept as a marked call) */
expression_list:
    expression                         { $$ = push(new_list(), $1); }
  | IDENT '=' expression
      { Expr *e = expr_new(EX_CALL, span(@1, @3)); e->string = xsprintf("=%s", $1); e->a = $3; expr_note_depth(e);
        $$ = push(new_list(), e); }
  | expression_list ',' expression     { $$ = push($1, $3); }
  | expression_list ',' IDENT '=' expression
      { Expr *e = expr_new(EX_CALL, span(@3, @5)); e->string = xsprintf("=%s", $3); e->a = $5; expr_note_depth(e);
        $$ = push($1, e); }
  ;

/* a leading dot: looked up from the top level only (spec 5.3.3) */
name:
    IDENT            { $$ = $1; }
  | '.' IDENT        { $$ = xsprintf(".%s", $2); }
  | name '.' IDENT   { $$ = xsprintf("%s.%s", $1, $3); }
  ;

%%
