// A script's own C declarations: found by a lexical pass (c_decls.h), read
// and laid out by Clang, their errors at the script's lines, kernel types
// they use by name defined through Options::kernel_definitions.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "cparts/c_decls.h"
#include "cparts/preprocess.h"

namespace kt::cparts {
namespace {

using ast::CType;

struct Run {
  std::unique_ptr<SourceFile> file;
  Diagnostics diags;
  std::optional<CParts> parts;
  std::string errors() const {
    std::ostringstream os;
    for (const Diagnostic &d : diags.all())
      os << d.loc.begin.line << ":" << d.loc.begin.column << ": " << d.message << "\n";
    return os.str();
  }
};

std::unique_ptr<Run> run(const std::string &text, Options opts = {}) {
  setenv("KT_NO_C_CACHE", "1", 1);
  auto r = std::make_unique<Run>();
  r->file = std::make_unique<SourceFile>("test.kt", text);
  r->parts = preprocess(*r->file, "", opts, r->diags);
  unsetenv("KT_NO_C_CACHE");
  return r;
}

std::vector<std::string> decls(std::string_view text) {
  std::vector<std::string> out;
  for (auto [from, to] : top_level_c_decls(text))
    out.emplace_back(text.substr(from, to - from));
  return out;
}

const ast::CTypeField *field(const ast::CTypeTable &t, const std::string &rec, const std::string &name) {
  const CType &c = t.types[static_cast<size_t>(t.structs.at(rec))];
  for (const ast::CTypeField &f : t.records[static_cast<size_t>(c.ref)].fields)
    if (f.name == name)
      return &f;
  return nullptr;
}

TEST(CDecls, OnlyTopLevelItems) {
  std::string text = "#define S struct x\n"
                     "struct a { int v; struct { int w; } in; };\n"
                     "uprobe:/bin/x:struct / ((struct a *)arg0)->v / { $p = (struct a *)arg0; }\n"
                     "typedef struct { int x; } point_t; BEGIN { printf(\"struct b;\"); } // struct c;\n"
                     "enum e { A, B = (1 << 2) };";
  EXPECT_EQ(decls(text), (std::vector<std::string>{"struct a { int v; struct { int w; } in; };",
                                                   "typedef struct { int x; } point_t;",
                                                   "enum e { A, B = (1 << 2) };"}));
  EXPECT_TRUE(has_c_parts("struct a { int v; };\nBEGIN { }"));
  EXPECT_FALSE(has_c_parts("BEGIN { $s = (struct a *)arg0; print(sizeof(struct a)); }"));
}

TEST(CDecls, AMissingSemicolonEndsAtTheBrace) {
  EXPECT_EQ(decls("struct s { int a; }\nBEGIN { exit(); }"), std::vector<std::string>{"struct s { int a; }"});
  EXPECT_EQ(decls("typedef struct { int a; } t, *tp;\nBEGIN { }"),
            std::vector<std::string>{"typedef struct { int a; } t, *tp;"});
}

TEST(CDecls, LaidOutByClang) {
  auto r = run("struct s {\n  u8 flags : 3;\n  u8 mode : 5;\n  union { u32 v4; u8 v6[16]; };\n  struct s *next;\n"
               "  char name[3];\n} __attribute__((packed));\n"
               "enum { LOW = -2, HIGH };\ntypedef struct s s_t;\nBEGIN { exit(); }\n");
  ASSERT_TRUE(r->parts) << r->errors();
  EXPECT_EQ(r->errors(), "");
  const ast::CTypeTable &t = r->parts->types;
  ASSERT_TRUE(t.structs.count("s"));
  EXPECT_EQ(t.types[static_cast<size_t>(t.structs.at("s"))].size, 1u + 16 + 8 + 3); // packed
  EXPECT_EQ(field(t, "s", "mode")->bit_offset, 3u);
  EXPECT_EQ(field(t, "s", "mode")->bit_size, 5u);
  EXPECT_EQ(field(t, "s", "next")->bit_offset, 17u * 8);
  EXPECT_EQ(t.typedefs.at("s_t"), t.structs.at("s"));
  bool found = false;
  for (const ast::CTypeEnum &e : t.enums)
    if (e.own && e.name.empty()) {
      found = true;
      EXPECT_EQ(e.values, (std::vector<std::pair<std::string, int64_t>>{{"LOW", -2}, {"HIGH", -1}}));
    }
  EXPECT_TRUE(found);
  // kt's scanner still reads the declarations (one token each).
  EXPECT_EQ(r->parts->text.substr(0, 10), "struct s {");
}

struct Malformed {
  const char *decl;
  const char *error; // the first, "LINE:COL: message"
};

class CDeclErrors : public ::testing::TestWithParam<Malformed> {};

TEST_P(CDeclErrors, AtTheScriptsLine) {
  auto r = run(std::string("BEGIN { }\n") + GetParam().decl + "\nEND { }\n");
  std::string errors = r->errors();
  EXPECT_EQ(errors.substr(0, errors.find('\n')), GetParam().error) << errors;
}

INSTANTIATE_TEST_SUITE_P(
    Clang, CDeclErrors,
    testing::Values(Malformed{"struct foo { int a }", "2:19: expected ';' at end of declaration list"},
                    Malformed{"enum e { A B };", "2:11: missing ',' between enumerators"},
                    Malformed{"enum e { };", "2:10: use of empty enum"},
                    Malformed{"struct s { int x : 0; };", "2:16: named bit-field 'x' has zero width"},
                    Malformed{"struct s { int *p : 1; };", "2:17: bit-field 'p' has non-integral type 'int *'"},
                    Malformed{"struct s { u64 w : 65; };",
                              "2:16: width of bit-field 'w' (65 bits) exceeds the width of its type (64 bits)"},
                    Malformed{"struct s { pid_t p; };", "2:12: unknown type name 'pid_t'"}));

TEST(CDecls, KernelTypesTheDeclarationsNeed) {
  std::vector<std::string> asked;
  Options opts;
  opts.kernel_definitions = [&asked](const std::vector<std::string> &names) {
    asked.insert(asked.end(), names.begin(), names.end());
    std::string out;
    for (const std::string &n : names) {
      if (n == "pid_t")
        out += "typedef int pid_t;\n";
      if (n == "struct list_head")
        out += "struct list_head { unsigned char b[16]; } __attribute__((aligned(8)));\n";
    }
    return out;
  };
  auto r = run("struct s { pid_t p; struct list_head l; struct task_struct *t; };\nBEGIN { }\n", opts);
  ASSERT_TRUE(r->parts);
  EXPECT_EQ(r->errors(), "");
  EXPECT_EQ(asked, (std::vector<std::string>{"pid_t", "struct list_head"}));
  const ast::CTypeTable &t = r->parts->types;
  EXPECT_EQ(field(t, "s", "l")->bit_offset, 64u);
  EXPECT_EQ(field(t, "s", "t")->bit_offset, 192u);
  // The kernel's struct by its name only: sema takes its fields from BTF.
  const CType &l = t.types[static_cast<size_t>(field(t, "s", "l")->type)];
  ASSERT_EQ(l.kind, CType::Kind::Record);
  EXPECT_FALSE(t.records[static_cast<size_t>(l.ref)].complete);
  EXPECT_EQ(t.records[static_cast<size_t>(l.ref)].name, "list_head");
}

} // namespace
} // namespace kt::cparts
