// load_program: where imports are found, in which order their items come,
// each file once, and what is reported at the import line.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include <gtest/gtest.h>

#include "ast/source_printer.h"
#include "ast/visitor.h"
#include "parser/imports.h"
#include "sema/expand_macros.h"
#include "sema/map_decls.h"

namespace fs = std::filesystem;

namespace kt::parser {
namespace {

// "macro a", "enum e", "probe BEGIN", ...: what an item is, in one word and a name.
std::string describe(const ast::Node *item) {
  if (auto *m = ast::as<ast::Macro>(item))
    return "macro " + m->name;
  if (auto *c = ast::as<ast::CDecl>(item)) { // "enum e", "struct r", "typedef t": its keyword and name
    std::istringstream words(c->text);
    std::string keyword, name;
    words >> keyword >> name;
    if (keyword == "typedef") {
      size_t end = c->text.find_last_not_of(" ;");
      size_t begin = c->text.find_last_of(" *}", end);
      name = c->text.substr(begin + 1, end - begin);
    }
    return keyword + " " + name.substr(0, name.find_first_of("{;"));
  }
  if (auto *p = ast::as<ast::Probe>(item))
    return "probe " + p->attach_points.front()->raw;
  if (auto *i = ast::as<ast::Include>(item))
    return "include " + i->path;
  if (ast::as<ast::ConfigBlock>(item))
    return "config";
  return ast::node_kind_name(item->kind);
}

// Every map name the program's items use, in order (without '@').
class MapNames : public ast::Visitor {
public:
  using ast::Visitor::visit;
  void visit(ast::MapRef &node) override {
    names.push_back(node.name);
    ast::Visitor::visit(node);
  }
  std::vector<std::string> names;
};

std::vector<std::string> map_names(ast::Program *p) {
  MapNames v;
  for (ast::Node *item : p->items)
    v.visit(item);
  return v.names;
}

class Imports : public ::testing::Test {
protected:
  void SetUp() override {
    const auto *info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("kt-imports-" + std::to_string(getpid()) + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string &rel) const { return (dir_ / rel).string(); }

  void write(const std::string &rel, const std::string &text) {
    fs::create_directories((dir_ / rel).parent_path());
    std::ofstream(dir_ / rel) << text;
  }

  // Loads the file `rel` as the main file (as `kt FILE` would).
  ast::Program *load(const std::string &rel, ImportOptions opts = {}) {
    std::ifstream in(dir_ / rel);
    std::ostringstream text;
    text << in.rdbuf();
    opts.main_path = path(rel);
    main_ = std::make_unique<SourceFile>(path(rel), text.str());
    return load_program(*main_, opts, ctx_, files_, diags_);
  }
  // Loads `text` as -e text would be (no file on disk).
  ast::Program *load_text(const std::string &text, ImportOptions opts = {}) {
    main_ = std::make_unique<SourceFile>("<cmdline>", text);
    return load_program(*main_, opts, ctx_, files_, diags_);
  }

  std::vector<std::string> items(const ast::Program *p) const {
    std::vector<std::string> out;
    for (const ast::Node *item : p->items)
      out.push_back(describe(item));
    return out;
  }
  std::string errors() const {
    std::ostringstream os;
    diags_.render(os);
    return os.str();
  }
  const Diagnostic &only_error() const {
    EXPECT_EQ(diags_.error_count(), 1u) << errors();
    return diags_.all().front();
  }

  fs::path dir_;
  std::unique_ptr<SourceFile> main_;
  ast::Context ctx_;
  std::vector<std::unique_ptr<SourceFile>> files_;
  Diagnostics diags_;
};

using Items = std::vector<std::string>;

TEST_F(Imports, RelativeToTheImportingFile) {
  write("main.kt", "import \"lib/a.kt\"\nBEGIN { exit(); }\n");
  write("lib/a.kt", "import \"b.kt\"\nmacro a() { 1 }\n"); // lib/b.kt, next to a.kt
  write("lib/b.kt", "macro b() { 2 }\n");
  write("b.kt", "macro wrong() { 3 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro b", "macro a", "probe BEGIN"}));
  ASSERT_EQ(files_.size(), 2u);
  // Each item keeps its own file, for diagnostics.
  EXPECT_EQ(p->items[0]->loc.file->name(), path("lib/b.kt"));
  EXPECT_EQ(p->items[1]->loc.file->name(), path("lib/a.kt"));
  EXPECT_EQ(p->items[2]->loc.file, main_.get());
}

TEST_F(Imports, ImportNodesAreConsumed) {
  write("main.kt", "import \"a.kt\"; import \"a.kt\"\nBEGIN { }\n");
  write("a.kt", "macro a() { 1 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro a", "probe BEGIN"}));
}

TEST_F(Imports, SearchOrder) {
  // The importing file's directory, then -I in order, then KT_PATH, then the stdlib.
  write("main.kt", "import \"x.kt\"\nimport \"y.kt\"\nimport \"z.kt\"\nimport \"w.kt\"\n");
  write("inc1/y.kt", "macro y_inc1() { 1 }\n");
  write("inc2/y.kt", "macro y_inc2() { 1 }\n");
  write("inc2/z.kt", "macro z_inc2() { 1 }\n");
  write("kp/z.kt", "macro z_kp() { 1 }\n");
  write("kp/w.kt", "macro w_kp() { 1 }\n");
  write("std/w.kt", "macro w_std() { 1 }\n");
  write("std/x.kt", "macro x_std() { 1 }\n");
  write("x.kt", "macro x_here() { 1 }\n");
  ImportOptions opts;
  opts.include_dirs = {path("inc1"), path("inc2")};
  opts.kt_path = path("nothing") + "::" + path("kp");
  opts.stdlib_dir = path("std");
  ast::Program *p = load("main.kt", opts);
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro x_here", "macro y_inc1", "macro z_inc2", "macro w_kp"}));
}

TEST_F(Imports, ViaIncludeDir) {
  write("main.kt", "import \"only.kt\"\n");
  write("inc/only.kt", "macro only() { 1 }\n");
  ImportOptions opts;
  opts.include_dirs = {path("inc")};
  ast::Program *p = load("main.kt", opts);
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro only"}));
  EXPECT_EQ(files_.front()->name(), path("inc/only.kt"));
}

TEST_F(Imports, ViaKtPath) {
  write("main.kt", "import \"sub/k.kt\"\n");
  write("p2/sub/k.kt", "macro k() { 1 }\n");
  ImportOptions opts;
  opts.kt_path = path("p1") + ":" + path("p2");
  ast::Program *p = load("main.kt", opts);
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro k"}));
}

TEST_F(Imports, SearchDirsInOrder) {
  ImportOptions opts;
  opts.include_dirs = {"a", "b"};
  opts.kt_path = ":c::d:";
  opts.stdlib_dir = "s";
  EXPECT_EQ(import_search_dirs(opts), (std::vector<std::string>{"a", "b", "c", "d", "s"}));
}

TEST_F(Imports, TheStandardLibrary) {
  ImportOptions opts;
  opts.stdlib_dir = std::string(KT_SOURCE_DIR) + "/stdlib";
  ast::Program *p = load_text("import \"errno.kt\"\nBEGIN { printf(\"%d\\n\", ENOENT); }", opts);
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"enum errno", "probe BEGIN"}));
}

TEST_F(Imports, CommandLineTextImportsFromTheWorkingDirectory) {
  write("cwd/lib.kt", "macro cwd() { 1 }\n");
  fs::path saved = fs::current_path();
  fs::current_path(dir_ / "cwd");
  ast::Program *p = load_text("import \"lib.kt\"");
  fs::current_path(saved);
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro cwd"}));
  EXPECT_EQ(files_.front()->name(), "lib.kt");
}

TEST_F(Imports, AbsolutePath) {
  write("abs/lib.kt", "macro abs() { 1 }\n");
  ast::Program *p = load_text("import \"" + path("abs/lib.kt") + "\"");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro abs"}));
}

TEST_F(Imports, DiamondLoadsEachFileOnce) {
  write("main.kt", "import \"a.kt\"\nimport \"b.kt\"\nBEGIN { }\n");
  write("a.kt", "import \"c.kt\"\nmacro a() { 1 }\n");
  write("b.kt", "import \"./c.kt\"\nmacro b() { 1 }\n"); // the same file, spelt differently
  write("c.kt", "enum c { C1 };\nmacro c() { 1 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"enum c", "macro c", "macro a", "macro b", "probe BEGIN"}));
  EXPECT_EQ(files_.size(), 3u);
}

TEST_F(Imports, NotFound) {
  write("main.kt", "BEGIN { }\n  import \"nope.kt\"\n");
  ImportOptions opts;
  opts.include_dirs = {path("inc")};
  opts.kt_path = path("kp");
  opts.stdlib_dir = path("std");
  load("main.kt", opts);
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "cannot find 'nope.kt'");
  EXPECT_EQ(d.loc.file, main_.get());
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 3}));
  ASSERT_FALSE(d.hints.empty());
  // Every directory searched, in order.
  EXPECT_EQ(d.hints[0], "searched in '" + dir_.string() + "', '" + path("inc") + "', '" + path("kp") +
                            "', '" + path("std") + "'");
}

TEST_F(Imports, DirectoryImportsItsKtFilesByName) {
  write("main.kt", "import \"lib\"\nBEGIN { exit(); }\n");
  write("lib/b.bt", "macro b() { 2 }\n");
  write("lib/a.kt", "macro a() { 1 }\n");
  write("lib/notes.txt", "not kt\n");
  write("lib/sub/c.kt", "macro c() { 3 }\n"); // not recursive
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro a", "macro b", "probe BEGIN"}));
}

TEST_F(Imports, DirectoryAndItsFileImportedOnce) {
  write("main.kt", "import \"lib/a.kt\"\nimport \"lib\"\nBEGIN { exit(); }\n");
  write("lib/a.kt", "macro a() { 1 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"macro a", "probe BEGIN"}));
}

TEST_F(Imports, CFilesAreRefusedAtTheImport) {
  write("main.kt", "import \"lib\"\nBEGIN { exit(); }\n");
  write("lib/a.kt", "macro a() { 1 }\n");
  write("lib/x.bpf.c", "int f(int v) { return v; }\n");
  load("main.kt");
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "cannot import C file '" + path("lib/x.bpf.c") + "': kt imports kt files only");
  EXPECT_EQ(d.loc.begin, (SourcePos{1, 1}));
}

TEST_F(Imports, NotReadableForPermissions) {
  if (geteuid() == 0)
    GTEST_SKIP() << "root reads every file";
  write("main.kt", "import \"secret.kt\"\n");
  write("secret.kt", "macro s() { 1 }\n");
  fs::permissions(dir_ / "secret.kt", fs::perms::none);
  load("main.kt");
  EXPECT_EQ(only_error().message, "cannot read '" + path("secret.kt") + "': Permission denied");
}

TEST_F(Imports, Cycle) {
  write("main.kt", "import \"a.kt\"\n");
  write("a.kt", "// a\nimport \"b.kt\"\n");
  write("b.kt", "import \"a.kt\"\n");
  load("main.kt");
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "import cycle: '" + path("b.kt") + "' imports '" + path("a.kt") +
                           "', which imports '" + path("b.kt") + "'");
  EXPECT_EQ(d.loc.file->name(), path("b.kt"));
  EXPECT_EQ(d.loc.begin.line, 1u);
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].message, "'" + path("a.kt") + "' imports '" + path("b.kt") + "' here");
  EXPECT_EQ(d.notes[0].loc.file->name(), path("a.kt"));
  EXPECT_EQ(d.notes[0].loc.begin.line, 2u);
}

TEST_F(Imports, CycleThroughTheMainFile) {
  write("main.kt", "import \"a.kt\"\n");
  write("a.kt", "import \"main.kt\"\n");
  load("main.kt");
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "import cycle: '" + path("a.kt") + "' imports '" + path("main.kt") +
                           "', which imports '" + path("a.kt") + "'");
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].loc.file, main_.get());
}

TEST_F(Imports, SelfImport) {
  write("main.kt", "import \"a.kt\"\n");
  write("a.kt", "import \"a.kt\"\n");
  load("main.kt");
  EXPECT_EQ(only_error().message, "import cycle: '" + path("a.kt") + "' imports itself");
}

TEST_F(Imports, ErrorsInAnImportedFileNameThatFile) {
  write("main.kt", "import \"a.kt\"\nBEGIN { }\n");
  write("a.kt", "import \"b.kt\"\n");
  write("b.kt", "macro ok() { 1 }\n\nBEGIN { @x = ; }\n");
  load("main.kt");
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.loc.file->name(), path("b.kt"));
  EXPECT_EQ(d.loc.begin, (SourcePos{3, 14}));
  ASSERT_EQ(d.notes.size(), 2u);
  EXPECT_EQ(d.notes[0].message, "'" + path("b.kt") + "' is imported here");
  EXPECT_EQ(d.notes[0].loc.file->name(), path("a.kt"));
  EXPECT_EQ(d.notes[1].message, "'" + path("a.kt") + "' is imported here");
  EXPECT_EQ(d.notes[1].loc.file, main_.get());
}

TEST_F(Imports, EveryItemKindMayComeFromAnImport) {
  write("main.kt", "import \"lib.kt\"\nconfig { max_strlen = 32 }\n");
  write("lib.kt", "#include <linux/sched.h>\nconfig { max_strlen = 16 }\nstruct s { int a; };\n"
                  "typedef int myint;\nenum e { E1 };\nmacro m() { 1 }\nEND { print(@x); }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"include linux/sched.h", "config", "struct s", "typedef myint", "enum e",
                             "macro m", "probe END", "config"}));
}

TEST_F(Imports, ImportedTypedefNamesAreTypes) {
  // `(myuint)` parses as a cast only if the scanner knows the typedef name.
  write("main.kt", "import \"a.kt\"\nBEGIN { $x = (myuint)1; $y = (deep_t)2; }\n");
  write("a.kt", "import \"b.kt\"\ntypedef unsigned int myuint;\n");
  write("b.kt", "typedef unsigned long deep_t;\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(items(p), (Items{"typedef deep_t", "typedef myuint", "probe BEGIN"}));
}

TEST_F(Imports, SyntaxErrorsStillFindImports) {
  write("main.kt", "import \"a.kt\"\nBEGIN { @x = ; }\n");
  write("a.kt", "macro a() { 1 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p);
  EXPECT_EQ(only_error().loc.file, main_.get());
  EXPECT_EQ(items(p), (Items{"macro a", "probe BEGIN"}));
}

// Maps (issue #18): an imported file's maps are its own unless it declares
// them; the main file's keep their names.
using Names = std::vector<std::string>;

TEST_F(Imports, AnImportedFilesMapsArePrivate) {
  write("main.kt", "import \"latency.kt\"\nBEGIN { @n[comm] = count(); @ = 1; }\n");
  write("latency.kt", "BEGIN { @n[comm] = count(); @ = 2; if (has_key(@n, comm)) { delete(@n, comm); } }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(map_names(p), (Names{"latency::n", "latency::", "latency::n", "latency::n", "n", ""}));
}

TEST_F(Imports, DeclaredMapsAreShared) {
  write("main.kt", "import \"lib.kt\"\nBEGIN { @m[1] = 3; @p = 4; }\n");
  write("lib.kt", "let @m = hash(10);\nBEGIN { @m[2] = 1; @p = 2; }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(map_names(p), (Names{"m", "lib::p", "m", "p"}));
}

TEST_F(Imports, MapsInAMacroBodyBelongToTheMacrosFile) {
  write("main.kt", "import \"lib.kt\"\nBEGIN { start(); put(@start); }\n");
  write("lib.kt", "macro start() { @start[tid] = nsecs; }\nmacro put(@x) { @x[1] = 2; @y = 3; }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  sema::MacroExpansions expansions;
  sema::expand_macros(*p, ctx_, expansions, diags_);
  ASSERT_FALSE(diags_.has_errors()) << errors();
  auto *probe = ast::as<ast::Probe>(p->items.back());
  ASSERT_TRUE(probe);
  std::string body;
  for (ast::Stmt *st : probe->body->stmts)
    body += ast::to_source(*st) + "\n";
  // The library's own @start, and the importer's @start passed as @x.
  EXPECT_EQ(body, "@lib::start[tid] = nsecs\n@start[1] = 2\n@lib::y = 3\n");
}

TEST_F(Imports, NestedImportsEachHaveTheirOwnMaps) {
  // b.kt shares @s with the files that import it (a.kt, main.kt), not with
  // c.kt, which does not.
  write("main.kt", "import \"a.kt\"\nimport \"c.kt\"\nBEGIN { @x = 1; @s = 1; }\n");
  write("a.kt", "import \"b.kt\"\nBEGIN { @x = 2; @s = 2; }\n");
  write("b.kt", "let @s = hash(4);\nBEGIN { @x = 3; @s = 3; }\n");
  write("c.kt", "BEGIN { @x = 4; @s = 4; }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(map_names(p), (Names{"b::x", "s", "a::x", "s", "c::x", "c::s", "x", "s"}));
}

TEST_F(Imports, FilesOfTheSameStemGetDistinctMaps) {
  write("main.kt", "import \"one/lib.kt\"\nimport \"two/lib.kt\"\nimport \"three/lib.kt\"\n");
  write("one/lib.kt", "BEGIN { @n = 1; }\n");
  write("two/lib.kt", "macro nothing() { 1 }\n"); // no private maps: no prefix used
  write("three/lib.kt", "BEGIN { @n = 3; }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(map_names(p), (Names{"lib::n", "lib#2::n"}));
}

TEST_F(Imports, AFileImportedTwiceIsRenamedOnce) {
  write("main.kt", "import \"a.kt\"\nimport \"b.kt\"\n");
  write("a.kt", "import \"lib.kt\"\n");
  write("b.kt", "import \"lib.kt\"\n");
  write("lib.kt", "BEGIN { @n = 1; }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  EXPECT_EQ(map_names(p), (Names{"lib::n"}));
}

class SharedMapDecls : public Imports {
protected:
  void read_decls() {
    ast::Program *p = load("main.kt");
    ASSERT_TRUE(p && !diags_.has_errors()) << errors();
    sema::read_map_decls(*p, decls_, diags_);
  }
  std::map<std::string, sema::MapDeclaration> decls_;
};

TEST_F(SharedMapDecls, AlikeDeclarationsInTwoFilesAreOneMap) {
  write("main.kt", "import \"a.kt\"\nimport \"b.kt\"\nlet @m = hash(10);\n");
  write("a.kt", "let @m = hash(10);\n");
  write("b.kt", "let @m = hash(10);\n");
  read_decls();
  EXPECT_FALSE(diags_.has_errors()) << errors();
  ASSERT_EQ(decls_.size(), 1u);
  EXPECT_FALSE(decls_.at("m").imported); // the main file declares it too,
  EXPECT_EQ(decls_.at("m").loc.file, main_.get()); // where "never used" goes
}

TEST_F(SharedMapDecls, TwoLibrariesDisagree) {
  write("main.kt", "import \"a.kt\"\nimport \"b.kt\"\nBEGIN { @m = 1; }\n");
  write("a.kt", "let @m = hash(10);\n");
  write("b.kt", "\nlet @m = hash(20);\n");
  read_decls();
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "map '@m' is declared hash(20) here, but hash(10) in '" + path("a.kt") + "'");
  EXPECT_EQ(d.loc.file->name(), path("b.kt"));
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 1}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].message, "'@m' is first declared here");
  EXPECT_EQ(d.notes[0].loc.file->name(), path("a.kt"));
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{1, 1}));
  EXPECT_TRUE(decls_.at("m").imported);
}

TEST_F(SharedMapDecls, TheImporterDisagreesWithALibrary) {
  write("main.kt", "import \"lib.kt\"\nlet @m = lruhash(10);\n");
  write("lib.kt", "let @m = hash(10);\n");
  read_decls();
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "map '@m' is declared lruhash(10) here, but hash(10) in '" + path("lib.kt") + "'");
  EXPECT_EQ(d.loc.file, main_.get());
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 1}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].loc.file->name(), path("lib.kt"));
}

TEST_F(SharedMapDecls, TwiceInOneFileIsStillAnError) {
  write("main.kt", "import \"lib.kt\"\n");
  write("lib.kt", "let @m = hash(10);\nlet @m = hash(10);\n");
  read_decls();
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "map '@m' is declared twice");
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 1}));
}

TEST_F(Imports, AMacroDefinedInTwoFiles) {
  write("main.kt", "import \"lib.kt\"\n\nmacro twice() { 2 }\nBEGIN { @x = twice(); }\n");
  write("lib.kt", "macro twice() { 1 }\n");
  ast::Program *p = load("main.kt");
  ASSERT_TRUE(p && !diags_.has_errors()) << errors();
  sema::MacroExpansions expansions;
  sema::expand_macros(*p, ctx_, expansions, diags_);
  const Diagnostic &d = only_error();
  EXPECT_EQ(d.message, "macro 'twice' is defined twice");
  EXPECT_EQ(d.loc.file, main_.get());
  EXPECT_EQ(d.loc.begin.line, 3u);
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].message, "first defined here");
  EXPECT_EQ(d.notes[0].loc.file->name(), path("lib.kt"));
}

} // namespace
} // namespace kt::parser
