/* kt grammar. Actions only build nodes; checks that need more than one
 * token of context live in Driver (driver.cpp). */
%skeleton "lalr1.cc"
%require "3.8"
%language "c++"
%define api.namespace {kt::parser}
%define api.parser.class {Parser}
%define api.token.constructor
%define api.token.prefix {TOK_}
%define api.value.type variant
%define api.location.type {kt::SourceLocation}
%define parse.assert
%define parse.error custom
%define parse.lac full
%locations
%expect 0

%lex-param {void *scanner} {kt::parser::Driver &drv}
%parse-param {void *scanner} {kt::parser::Driver &drv}

%code requires {
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "parser/driver.h"

namespace kt::parser {
struct StmtList {
  std::vector<ast::Stmt *> stmts;
  bool value = false;
};
} // namespace kt::parser

#define YYLLOC_DEFAULT(Cur, Rhs, N)                                            \
  do {                                                                         \
    if (N) {                                                                   \
      (Cur).file = YYRHSLOC(Rhs, 1).file;                                      \
      (Cur).begin = YYRHSLOC(Rhs, 1).begin;                                    \
      (Cur).end = YYRHSLOC(Rhs, N).end;                                        \
    } else {                                                                   \
      (Cur).file = YYRHSLOC(Rhs, 0).file;                                      \
      (Cur).begin = (Cur).end = YYRHSLOC(Rhs, 0).end;                          \
    }                                                                          \
  } while (false)
}

%code {
#include <algorithm>

#include "parser/driver.h"

kt::parser::Parser::symbol_type ktlex(void *scanner, kt::parser::Driver &drv);

namespace {
// Whether a '{' after a token of kind `k` starts an operand: a block
// expression (`$x = { ... }`, `f({ ... })`), not a statement's block.
bool opens_operand(kt::parser::Parser::symbol_kind_type k) {
  using S = kt::parser::Parser::symbol_kind;
  switch (k) {
  case S::S_ASSIGN: case S::S_ADD_ASSIGN: case S::S_SUB_ASSIGN: case S::S_MUL_ASSIGN: case S::S_DIV_ASSIGN:
  case S::S_MOD_ASSIGN: case S::S_AND_ASSIGN: case S::S_OR_ASSIGN: case S::S_XOR_ASSIGN: case S::S_SHL_ASSIGN:
  case S::S_SHR_ASSIGN: case S::S_LPAREN: case S::S_COMMA: case S::S_LBRACKET: case S::S_QUESTION:
  case S::S_ELVIS: case S::S_COLON: case S::S_RETURN: case S::S_PLUS: case S::S_MINUS: case S::S_STAR:
  case S::S_SLASH: case S::S_PERCENT: case S::S_LAND: case S::S_LOR: case S::S_AMP: case S::S_PIPE:
  case S::S_CARET: case S::S_TILDE: case S::S_BANG: case S::S_SHL: case S::S_SHR: case S::S_LT: case S::S_LE:
  case S::S_GT: case S::S_GE: case S::S_EQ: case S::S_NE:
    return true;
  default:
    return false;
  }
}
} // namespace

// ktlex, remembering whether the token leaves an operand to come.
kt::parser::Parser::symbol_type kt_next_token(void *scanner, kt::parser::Driver &drv) {
  auto tok = ktlex(scanner, drv);
  using S = kt::parser::Parser::symbol_kind;
  drv.scan.value_next = opens_operand(tok.kind());
  drv.scan.after_name = tok.kind() == S::S_IDENT || tok.kind() == S::S_MACRO_CALL || tok.kind() == S::S_SIZEOF ||
                       tok.kind() == S::S_TYPEOF;
  if (tok.kind() != S::S_LPAREN) // set by this '(' for the name after it only
    drv.scan.cast_name_next = false;
  return tok;
}
#define yylex kt_next_token

using namespace kt;
using namespace kt::ast;
}

%token END 0 "end of input"
%token <std::string> MACRO_CALL "macro call" IDENT "identifier" ATTACH "attach point" VAR "variable" MAP "map"
%token <std::string> STRING "string" TYPE "type name" INCLUDE "#include" SHEBANG "#!"
%token <std::string> PARAM "positional parameter" CAST_NAME "name of a type"
%token <uint64_t> INT "integer"
%token PARAMCOUNT "$#"
%token IF "if" ELSE "else" UNROLL "unroll" FOR "for" WHILE "while" RETURN "return"
%token BREAK "break" CONTINUE "continue" SIZEOF "sizeof" OFFSETOF "offsetof" TYPEOF "typeof" TRUE "true" FALSE "false"
%token CONFIG "config" IMPORT "import" MACRO "macro" LET "let"
%token STRUCT "struct" UNION "union" ENUM "enum"
%token <std::string> C_DECL "C declaration"
%token <std::string> QUAL "type qualifier"
%token SEMI ";" COMMA ","
%token BLOCK_EXPR "'{' of a block expression"
%token LBRACE "{" RBRACE "}" LPAREN "(" RPAREN ")" LBRACKET "[" RBRACKET "]"
%token COLON ":" QUESTION "?" ELVIS "?:" DOT "." ARROW "->" RANGE ".."
%token ENDPRED "'/' ending the predicate"
%token ASSIGN "=" ADD_ASSIGN "+=" SUB_ASSIGN "-=" MUL_ASSIGN "*=" DIV_ASSIGN "/="
%token MOD_ASSIGN "%=" AND_ASSIGN "&=" OR_ASSIGN "|=" XOR_ASSIGN "^=" SHL_ASSIGN "<<="
%token SHR_ASSIGN ">>="
%token INC "++" DEC "--" PLUS "+" MINUS "-" STAR "*" SLASH "/" PERCENT "%"
%token LAND "&&" LOR "||" AMP "&" PIPE "|" CARET "^" TILDE "~" BANG "!"
%token SHL "<<" SHR ">>" LT "<" LE "<=" GT ">" GE ">=" EQ "==" NE "!="

%type <std::string> opt_shebang type_words
%type <std::vector<ast::Node *>> items
%type <ast::Node *> item config import macro
%type <ast::Probe *> probe
%type <std::vector<ast::AttachPoint *>> attach_list
%type <ast::Expr *> opt_pred expr ternary binop unary postfix primary map macro_param
%type <std::vector<ast::Expr *>> expr_list opt_args macro_params
%type <ast::Block *> block
%type <StmtList> stmts stmt_seq
%type <ast::Stmt *> simple_stmt compound_stmt if_stmt
%type <std::optional<ast::BinaryOp>> assign_op
%type <std::string> field_name
%type <std::vector<Driver::RecordField>> record_fields
%type <Driver::RecordField> record_field
%type <std::vector<std::string>> field_path
%type <std::vector<ast::ConfigItem *>> config_items config_seq
%type <ast::ConfigItem *> config_item
%type <ast::TypeName *> cast_type cast_target type_name opt_var_type typeof_type
%type <unsigned> stars
%type <bool> record_tag

/* Binary operators, loosest first (C's table). */
%left LOR
%left LAND
%left PIPE
%left CARET
%left AMP
%left EQ NE
%left LT LE GT GE
%left SHL SHR
%left PLUS MINUS
%left STAR SLASH PERCENT
/* `@m` followed by '[' is a keyed map access, never `(@m)[...]`. */
%precedence MAP_ALONE
%precedence LBRACKET

%start program

%%

program
  : opt_shebang items          { drv.program = drv.make<Program>(@$, $1, std::move($2)); }
  ;

opt_shebang
  : %empty                     { }
  | SHEBANG                    { $$ = $1; }
  ;

items
  : %empty                     { }
  | items item                 { $$ = std::move($1); $$.push_back($2); }
  | items ";"                  { $$ = std::move($1); }
  | items error "}"            { $$ = std::move($1); }
  | items error ";"            { $$ = std::move($1); }
  ;

item
  : probe                      { $$ = $1; }
  | LET MAP "=" IDENT "(" opt_args ")" { $$ = drv.make<MapDecl>(@$, $2, $4, @4, std::move($6)); }
  | config                     { $$ = $1; }
  | import                     { $$ = $1; }
  | macro                      { $$ = $1; }
  | INCLUDE                    { $$ = drv.make_include(@$, $1); }
  | C_DECL                     { $$ = drv.make<CDecl>(@$, $1); }
  ;

/* ---- probes ---- */

probe
  : attach_list opt_pred block { $$ = drv.make_probe(@$, std::move($1), $2, $3); }
  ;

attach_list
  : ATTACH                     { drv.add_attach_points($$, @1, $1); }
  | attach_list "," ATTACH     { $$ = std::move($1); drv.add_attach_points($$, @3, $3); }
  ;

opt_pred
  : %empty                     { $$ = nullptr; }
  | "/" expr ENDPRED           { $$ = $2; }
  ;

/* ---- top-level items ---- */

config
  : CONFIG "=" "{" config_items "}"  { $$ = drv.make<ConfigBlock>(@$, std::move($4)); }
  | CONFIG "{" config_items "}"      { $$ = drv.make<ConfigBlock>(@$, std::move($3)); }
  ;

config_items
  : config_seq                 { $$ = std::move($1); }
  | config_seq config_item     { $$ = std::move($1); $$.push_back($2); }
  ;

config_seq
  : %empty                     { }
  | config_seq config_item ";" { $$ = std::move($1); $$.push_back($2); }
  | config_seq ";"             { $$ = std::move($1); }
  | config_seq error ";"       { $$ = std::move($1); }
  ;

config_item
  : IDENT "=" expr             { $$ = drv.make<ConfigItem>(@$, $1, $3); }
  ;

import
  : IMPORT STRING              { $$ = drv.make<Import>(@$, $2); }
  ;

macro
  : MACRO IDENT "(" macro_params ")" { drv.begin_macro_body($4); } block {
                                 $$ = drv.make<Macro>(@$, $2, std::move($4), $7);
                                 drv.end_macro_body();
                               }
  | MACRO IDENT block          { $$ = drv.make<Macro>(@$, $2, std::vector<ast::Expr *>{}, $3); }
  ;

macro_params
  : %empty                     { }
  | macro_param                { $$.push_back($1); }
  | macro_params "," macro_param { $$ = std::move($1); $$.push_back($3); }
  ;

macro_param
  : postfix                    { $$ = drv.make_macro_param($1); }
  ;

/* ---- statements ---- */

block
  : "{" stmts "}"              { $$ = drv.make<Block>(@$, std::move($2.stmts), $2.value); }
  ;

stmts
  : stmt_seq                   { $$ = std::move($1); }
  | stmt_seq simple_stmt       {
                                 $$ = std::move($1);
                                 $$.stmts.push_back($2);
                                 $$.value = as<ExprStmt>($2) != nullptr;
                               }
  | stmt_seq error             { $$ = std::move($1); }
  ;

stmt_seq
  : %empty                     { }
  | stmt_seq simple_stmt ";"   { $$ = std::move($1); $$.stmts.push_back($2); }
  | stmt_seq compound_stmt     { $$ = std::move($1); $$.stmts.push_back($2); }
  | stmt_seq ";"               { $$ = std::move($1); }
  | stmt_seq error ";"         { $$ = std::move($1); }
  ;

simple_stmt
  : expr                       { $$ = drv.make<ExprStmt>(@$, $1); }
  | expr assign_op expr        { $$ = drv.make_assign(@$, $1, $2, $3); }
  | LET VAR opt_var_type        { $$ = drv.make_let(@$, @2, $2, $3, nullptr); }
  | LET VAR opt_var_type "=" expr { $$ = drv.make_let(@$, @2, $2, $3, $5); }
  | RETURN                     { $$ = drv.make<Return>(@$, nullptr); }
  | RETURN expr                { $$ = drv.make<Return>(@$, $2); }
  | BREAK                      { $$ = drv.make<Jump>(@$, Jump::Kind::Break); }
  | CONTINUE                   { $$ = drv.make<Jump>(@$, Jump::Kind::Continue); }
  ;

/* A declared type is a cast's, or a name the lexer does not know as a
   type: `string` (bpftrace's), a kernel typedef; sema resolves it. */
opt_var_type
  : %empty                     { $$ = nullptr; }
  | ":" cast_type              { $$ = $2; }
  | ":" cast_type "[" INT "]"  {
                                 SourceLocation at = @$; at.begin = $2->loc.begin;
                                 $$ = drv.make_array_type(at, $2, static_cast<uint32_t>(std::min<uint64_t>($4, UINT32_MAX)));
                               }
  | ":" typeof_type            { $$ = $2; }
  | ":" IDENT                  { $$ = drv.make<TypeName>(@2, TypeName::Tag::None, $2); }
  | ":" IDENT "[" INT "]"      {
                                 SourceLocation at = @$; at.begin = @2.begin;
                                 $$ = drv.make_array_type(at, drv.make<TypeName>(@2, TypeName::Tag::None, $2),
                                                          static_cast<uint32_t>(std::min<uint64_t>($4, UINT32_MAX)));
                               }
  ;

assign_op
  : "="                        { $$ = std::nullopt; }
  | "+="                       { $$ = BinaryOp::Add; }
  | "-="                       { $$ = BinaryOp::Sub; }
  | "*="                       { $$ = BinaryOp::Mul; }
  | "/="                       { $$ = BinaryOp::Div; }
  | "%="                       { $$ = BinaryOp::Mod; }
  | "&="                       { $$ = BinaryOp::BitAnd; }
  | "|="                       { $$ = BinaryOp::BitOr; }
  | "^="                       { $$ = BinaryOp::BitXor; }
  | "<<="                      { $$ = BinaryOp::Shl; }
  | ">>="                      { $$ = BinaryOp::Shr; }
  ;

compound_stmt
  : if_stmt                    { $$ = $1; }
  | UNROLL expr block          { $$ = drv.make<Unroll>(@$, $2, $3); }
  | FOR "(" VAR ":" expr ")" block { $$ = drv.make_for(@$, @3, $3, $5, nullptr, $7); }
  | FOR "(" VAR ":" expr ".." expr ")" block { $$ = drv.make_for(@$, @3, $3, $5, $7, $9); }
  | FOR VAR ":" expr block     { $$ = drv.make_for(@$, @2, $2, $4, nullptr, $5); }
  | FOR VAR ":" expr ".." expr block { $$ = drv.make_for(@$, @2, $2, $4, $6, $7); }
  | WHILE expr block           { $$ = drv.make<While>(@$, $2, $3); }
  | FOR "(" error ")" block    {
                                 drv.hint_last_error("kt's loops are 'for ($i : 0..N)' and 'for ($kv : @map)'");
                                 $$ = drv.make<BlockStmt>(@$, $5);
                               }
  | block                      { $$ = drv.make<BlockStmt>(@$, $1); }
  ;

if_stmt
  : IF expr block              { $$ = drv.make<If>(@$, $2, $3, nullptr); }
  | IF expr block ELSE block   { $$ = drv.make<If>(@$, $2, $3, drv.make<BlockStmt>(@5, $5)); }
  | IF expr block ELSE if_stmt { $$ = drv.make<If>(@$, $2, $3, $5); }
  ;

/* ---- expressions ---- */

expr
  : ternary                    { $$ = $1; }
  ;

ternary
  : binop                      { $$ = $1; }
  | binop "?" expr ":" ternary { $$ = drv.make<Ternary>(@$, $1, $3, $5); }
  | binop "?:" ternary         { $$ = drv.make<Ternary>(@$, $1, nullptr, $3); }
  ;

binop
  : unary                      { $$ = $1; }
  | binop "||" binop           { $$ = drv.make<Binary>(@$, BinaryOp::LogOr, $1, $3, @2); }
  | binop "&&" binop           { $$ = drv.make<Binary>(@$, BinaryOp::LogAnd, $1, $3, @2); }
  | binop "|" binop            { $$ = drv.make<Binary>(@$, BinaryOp::BitOr, $1, $3, @2); }
  | binop "^" binop            { $$ = drv.make<Binary>(@$, BinaryOp::BitXor, $1, $3, @2); }
  | binop "&" binop            { $$ = drv.make<Binary>(@$, BinaryOp::BitAnd, $1, $3, @2); }
  | binop "==" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Eq, $1, $3, @2); }
  | binop "!=" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Ne, $1, $3, @2); }
  | binop "<" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Lt, $1, $3, @2); }
  | binop "<=" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Le, $1, $3, @2); }
  | binop ">" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Gt, $1, $3, @2); }
  | binop ">=" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Ge, $1, $3, @2); }
  | binop "<<" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Shl, $1, $3, @2); }
  | binop ">>" binop           { $$ = drv.make<Binary>(@$, BinaryOp::Shr, $1, $3, @2); }
  | binop "+" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Add, $1, $3, @2); }
  | binop "-" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Sub, $1, $3, @2); }
  | binop "*" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Mul, $1, $3, @2); }
  | binop "/" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Div, $1, $3, @2); }
  | binop "%" binop            { $$ = drv.make<Binary>(@$, BinaryOp::Mod, $1, $3, @2); }
  ;

unary
  : postfix                    { $$ = $1; }
  | "-" unary                  { $$ = drv.make<Unary>(@$, UnaryOp::Neg, $2); }
  | "!" unary                  { $$ = drv.make<Unary>(@$, UnaryOp::Not, $2); }
  | "~" unary                  { $$ = drv.make<Unary>(@$, UnaryOp::BitNot, $2); }
  | "*" unary                  { $$ = drv.make<Unary>(@$, UnaryOp::Deref, $2); }
  | "&" unary                  { $$ = drv.make<Unary>(@$, UnaryOp::AddrOf, $2); }
  | "++" unary                 { $$ = drv.make<Unary>(@$, UnaryOp::PreInc, $2); }
  | "--" unary                 { $$ = drv.make<Unary>(@$, UnaryOp::PreDec, $2); }
  | "(" cast_target ")" unary  { $$ = drv.make<Cast>(@$, $2, $4); }
  | "(" typeof_type ")" unary  { $$ = drv.make<Cast>(@$, $2, $4); }
  ;

postfix
  : primary                    { $$ = $1; }
  | postfix "[" expr "]"       { $$ = drv.make<IndexExpr>(@$, $1, $3); }
  | postfix "." field_name     { $$ = drv.make<FieldAccess>(@$, $1, $3, false); }
  | postfix "->" field_name    { $$ = drv.make<FieldAccess>(@$, $1, $3, true); }
  | postfix "." INT            { $$ = drv.make_tuple_index(@$, $1, $3); }
  | postfix "++"               { $$ = drv.make<Unary>(@$, UnaryOp::PostInc, $1); }
  | postfix "--"               { $$ = drv.make<Unary>(@$, UnaryOp::PostDec, $1); }
  ;

/* After '.' or '->' a keyword is a field's name: `$s.let`, `t->if`. */
field_name
  : IDENT                      { $$ = $1; }
  | TYPE                       { $$ = $1; }
  | LET                        { $$ = "let"; }
  | IF                         { $$ = "if"; }
  | ELSE                       { $$ = "else"; }
  | UNROLL                     { $$ = "unroll"; }
  | FOR                        { $$ = "for"; }
  | WHILE                      { $$ = "while"; }
  | RETURN                     { $$ = "return"; }
  | BREAK                      { $$ = "break"; }
  | CONTINUE                   { $$ = "continue"; }
  | SIZEOF                     { $$ = "sizeof"; }
  | TYPEOF                     { $$ = "typeof"; }
  | TRUE                       { $$ = "true"; }
  | FALSE                      { $$ = "false"; }
  | STRUCT                     { $$ = "struct"; }
  | UNION                      { $$ = "union"; }
  | ENUM                       { $$ = "enum"; }
  | QUAL                       { $$ = $1; }
  ;

primary
  : INT                        { $$ = drv.make<Integer>(@$, $1); }
  | STRING                     { $$ = drv.make<String>(@$, $1); }
  | TRUE                       { $$ = drv.make<Boolean>(@$, true); }
  | FALSE                      { $$ = drv.make<Boolean>(@$, false); }
  | IDENT                      { $$ = drv.make<Identifier>(@$, $1); }
  | IDENT "(" opt_args ")"     { $$ = drv.make<Call>(@$, $1, std::move($3)); }
  | MACRO_CALL "(" opt_args ")" { auto *c = drv.make<Call>(@$, $1, std::move($3)); c->bang = true; $$ = c; }
  | VAR                        { $$ = drv.make<Variable>(@$, $1); }
  | PARAM                      { $$ = drv.make_param(@$, $1); }
  | PARAMCOUNT                 { $$ = drv.make<ParamCount>(@$); }
  | map                        { $$ = $1; }
  | "(" expr ")"               { $$ = $2; }
  | BLOCK_EXPR stmts "}"       { $$ = drv.make_block_expr(@$, drv.make<Block>(@$, std::move($2.stmts), $2.value)); }
  | "(" expr "," expr_list ")" { $4.insert($4.begin(), $2); $$ = drv.make<Tuple>(@$, std::move($4)); }
  | "(" record_fields ")"      { $$ = drv.make_record(@$, std::move($2)); }
  | SIZEOF "(" cast_type ")"   { $$ = drv.make<Sizeof>(@$, $3, nullptr); }
  | SIZEOF "(" expr ")"        { $$ = drv.make<Sizeof>(@$, nullptr, $3); }
  | SIZEOF "(" typeof_type ")" { $$ = drv.make<Sizeof>(@$, $3->of ? nullptr : $3, $3->of); }
  | OFFSETOF "(" cast_type "," field_path ")" { $$ = drv.make<Offsetof>(@$, $3, nullptr, std::move($5), @5); }
  | OFFSETOF "(" expr "," field_path ")"      { $$ = drv.make<Offsetof>(@$, nullptr, $3, std::move($5), @5); }
  | OFFSETOF "(" typeof_type "," field_path ")" {
                                 $$ = drv.make<Offsetof>(@$, $3->of ? nullptr : $3, $3->of, std::move($5), @5);
                               }
  ;

field_path
  : field_name                 { $$.push_back($1); }
  | field_path "." field_name  { $$ = std::move($1); $$.push_back($3); }
  ;

record_fields
  : record_field               { $$.push_back(std::move($1)); }
  | record_fields "," record_field { $$ = std::move($1); $$.push_back(std::move($3)); }
  ;

record_field
  : IDENT "=" expr             { $$ = Driver::RecordField{$1, @1, $3}; }
  ;

map
  : MAP %prec MAP_ALONE        { $$ = drv.make<MapRef>(@$, $1); }
  | MAP "[" expr_list "]"      { $$ = drv.make<MapRef>(@$, $1, std::move($3)); }
  ;

opt_args
  : %empty                     { }
  | expr_list                  { $$ = std::move($1); }
  ;

expr_list
  : expr                       { $$.push_back($1); }
  | expr_list "," expr         { $$ = std::move($1); $$.push_back($3); }
  ;

/* ---- types: casts and sizeof ---- */

cast_type
  : quals type_name quals stars {
                                 // From the type name: leading quals are dropped, and an empty one's
                                 // place is the previous token's end (a space after ':' in a let).
                                 $$ = $2; $$->pointer_depth = $4; $$->loc = @$; $$->loc.begin = @2.begin;
                               }
  ;

/* A cast's type may be an array of integers: (uint8[4])x, (uint8[])x. */
cast_target
  : cast_type                  { $$ = $1; }
  | cast_type "[" INT "]"      { $$ = drv.make_array_type(@$, $1, static_cast<uint32_t>(std::min<uint64_t>($3, UINT32_MAX))); }
  | cast_type "[" "]"          { $$ = drv.make_array_type(@$, $1, 0); }
  ;

/* bpftrace v0.26's `typeof(expr)`, the type of a value that is not
   evaluated, and `typeof(type)`, the type itself; a bare name that is no
   builtin is a type (make_typeof). */
typeof_type
  : TYPEOF "(" cast_target ")" { $$ = $3; $$->loc = @$; }
  | TYPEOF "(" expr ")"        { $$ = drv.make_typeof(@$, $3); }
  ;

/* const and volatile are accepted where C puts them and dropped: they do
   not change what a BPF program reads. */
quals
  : %empty                     { }
  | quals QUAL                 { }
  ;

type_name
  : type_words                 { $$ = drv.make<TypeName>(@$, TypeName::Tag::None, $1); }
  | record_tag IDENT           {
                                 $$ = drv.make<TypeName>(@$, $1 ? TypeName::Tag::Union : TypeName::Tag::Struct, $2);
                               }
  | ENUM IDENT                 { $$ = drv.make<TypeName>(@$, TypeName::Tag::Enum, $2); }
  | CAST_NAME                  { $$ = drv.make<TypeName>(@$, TypeName::Tag::None, $1); $$->bare_name = true; }
  ;

type_words
  : TYPE                       { $$ = $1; }
  | type_words TYPE            { $$ = $1 + " " + $2; }
  ;

stars
  : %empty                     { $$ = 0; }
  | stars "*" quals            { $$ = $1 + 1; if (!$1) @$.begin = @2.begin; }
  ;

record_tag
  : STRUCT                     { $$ = false; }
  | UNION                      { $$ = true; }
  ;

%%

namespace kt::parser {

void Parser::error(const location_type &loc, const std::string &message) {
  drv.syntax_error(loc, message);
}

namespace {

using Kind = Parser::symbol_kind_type;
using S = Parser::symbol_kind;

bool starts_expression(Kind k) {
  switch (k) {
  case S::S_INT: case S::S_STRING: case S::S_IDENT: case S::S_MACRO_CALL: case S::S_VAR: case S::S_MAP: case S::S_PARAM:
  case S::S_PARAMCOUNT: case S::S_TRUE: case S::S_FALSE: case S::S_LPAREN: case S::S_MINUS: case S::S_BLOCK_EXPR:
  case S::S_BANG: case S::S_TILDE: case S::S_STAR: case S::S_AMP: case S::S_INC: case S::S_DEC:
  case S::S_SIZEOF: case S::S_OFFSETOF:
    return true;
  default:
    return false;
  }
}

bool starts_statement(Kind k) {
  switch (k) {
  case S::S_IF: case S::S_LET: case S::S_UNROLL: case S::S_FOR: case S::S_WHILE: case S::S_RETURN: case S::S_BREAK:
  case S::S_CONTINUE: case S::S_LBRACE: case S::S_SEMI:
    return true;
  default:
    return false;
  }
}

bool starts_type(Kind k) {
  return k == S::S_TYPE || k == S::S_STRUCT || k == S::S_UNION || k == S::S_ENUM || k == S::S_QUAL ||
         k == S::S_CAST_NAME || k == S::S_TYPEOF;
}

// Tokens that name a field after '.' or '->' (field_name).
bool names_field(Kind k) {
  switch (k) {
  case S::S_IDENT: case S::S_TYPE: case S::S_LET: case S::S_IF: case S::S_ELSE: case S::S_UNROLL: case S::S_FOR:
  case S::S_WHILE: case S::S_RETURN: case S::S_BREAK: case S::S_CONTINUE: case S::S_SIZEOF: case S::S_TYPEOF: case S::S_TRUE:
  case S::S_FALSE: case S::S_STRUCT: case S::S_UNION: case S::S_ENUM: case S::S_QUAL:
    return true;
  default:
    return false;
  }
}

// Tokens that continue an expression; listed only when nothing else fits.
bool continues_expression(Kind k) {
  switch (k) {
  case S::S_QUESTION: case S::S_ELVIS: case S::S_DOT: case S::S_ARROW: case S::S_LBRACKET:
  case S::S_INC: case S::S_DEC: case S::S_PLUS: case S::S_MINUS: case S::S_STAR: case S::S_SLASH:
  case S::S_PERCENT: case S::S_LAND: case S::S_LOR: case S::S_AMP: case S::S_PIPE: case S::S_CARET:
  case S::S_SHL: case S::S_SHR: case S::S_LT: case S::S_LE: case S::S_GT: case S::S_GE: case S::S_EQ:
  case S::S_NE: case S::S_ASSIGN: case S::S_ADD_ASSIGN: case S::S_SUB_ASSIGN: case S::S_MUL_ASSIGN:
  case S::S_DIV_ASSIGN: case S::S_MOD_ASSIGN: case S::S_AND_ASSIGN: case S::S_OR_ASSIGN:
  case S::S_XOR_ASSIGN: case S::S_SHL_ASSIGN: case S::S_SHR_ASSIGN: case S::S_LPAREN: case S::S_QUAL:
    return true;
  default:
    return false;
  }
}

// Token kinds whose name is a description rather than the token's spelling.
bool descriptive(Kind k) {
  switch (k) {
  case S::S_YYEOF: case S::S_IDENT: case S::S_ATTACH: case S::S_VAR: case S::S_MAP: case S::S_STRING:
  case S::S_TYPE: case S::S_INT: case S::S_PARAM: case S::S_ENDPRED: case S::S_INCLUDE: case S::S_QUAL:
  case S::S_SHEBANG: case S::S_BLOCK_EXPR: case S::S_CAST_NAME: case S::S_C_DECL:
    return true;
  default:
    return false;
  }
}

std::string token_name(Kind k) {
  std::string name = Parser::symbol_name(k);
  return descriptive(k) ? name : "'" + name + "'";
}

std::string quote_text(const std::string &text) {
  std::string out = "'";
  for (size_t i = 0; i < text.size() && i < 32; i++) {
    unsigned char c = text[i];
    out += (c >= 0x20 && c < 0x7f) ? std::string(1, c) : "?";
  }
  return out + (text.size() > 32 ? "...'" : "'");
}

std::string describe(const Parser::context &ctx, const Driver &drv) {
  Kind found = ctx.token();
  std::string what = found == S::S_YYEOF ? "end of input" : quote_text(drv.scan.text);

  Kind expected[64];
  int n = ctx.expected_tokens(expected, 64);
  auto has = [&](Kind k) { return std::find(expected, expected + n, k) != expected + n; };
  // Group what is expected into words a user thinks in.
  bool expr = has(S::S_INT) && has(S::S_VAR);
  bool stmt = expr && has(S::S_IF);
  bool field = !expr && has(S::S_IDENT) && has(S::S_TYPE) && has(S::S_LET);
  bool type = has(S::S_STRUCT) && !field;
  bool index = field && has(S::S_INT);
  std::vector<std::string> names;
  if (stmt)
    names.push_back("statement");
  else if (expr)
    names.push_back("expression");
  if (type)
    names.push_back("type name");
  if (field)
    names.push_back("field name");
  if (index)
    names.push_back("tuple index");
  std::vector<std::string> operators;
  for (int i = 0; i < n; i++) {
    Kind k = expected[i];
    if ((expr && starts_expression(k)) || (stmt && starts_statement(k)) || (type && starts_type(k)) ||
        (field && names_field(k)) || (index && k == S::S_INT))
      continue;
    std::string name = token_name(k);
    auto &list = continues_expression(k) ? operators : names;
    if (std::find(list.begin(), list.end(), name) == list.end())
      list.push_back(name);
  }
  if (names.empty())
    names = operators;
  if (names.empty() || names.size() > 4 || n == 64)
    return "unexpected " + what;
  std::string msg = "expected ";
  for (size_t i = 0; i < names.size(); i++)
    msg += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return msg + ", found " + what;
}

} // namespace

void Parser::report_syntax_error(const context &ctx) const {
  drv.syntax_error(ctx.location(), describe(ctx, drv));
}

} // namespace kt::parser
