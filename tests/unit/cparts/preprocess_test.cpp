// Clang's preprocessing of a script: what the kt scanner then reads (lines
// and columns unchanged), the macros it gets, the errors at the script's
// lines. Needs libclang (Debian's libclang1-16), as kt does.
#include <gtest/gtest.h>

#include <sstream>

#include "cparts/preprocess.h"

namespace kt::cparts {
namespace {

struct Run {
  std::unique_ptr<SourceFile> file;
  Diagnostics diags;
  std::optional<CParts> parts;
  std::string errors() const {
    std::ostringstream os;
    diags.render(os);
    return os.str();
  }
};

std::unique_ptr<Run> run(const std::string &text, Options opts = {}) {
  auto r = std::make_unique<Run>();
  r->file = std::make_unique<SourceFile>("test.kt", text);
  r->parts = preprocess(*r->file, "", opts, r->diags);
  return r;
}

TEST(Preprocess, DirectiveLines) {
  std::vector<bool> lines = directive_lines("#!/usr/bin/env kt\n  #define A \\\n  1\nBEGIN { }\n#endif");
  EXPECT_EQ(lines, (std::vector<bool>{false, false, true, true, false, true}));
  EXPECT_FALSE(has_c_parts("#!/usr/bin/env kt\nBEGIN { printf(\"#x\"); }\n"));
  EXPECT_TRUE(has_c_parts("BEGIN { }\n  #include <x.h>\n"));
}

TEST(Preprocess, HashLinesInBlockCommentsAreComment) {
  // bpftrace 0.17's gethostlatency.bt: " # need modifications" in its header comment.
  std::vector<bool> lines = directive_lines("/*\n # need\n */\n#define A 1 /* x\n# y */\nBEGIN { printf(\"/*\"); }\n#define B\n"
                                            "// /*\n#define C\n");
  EXPECT_EQ(lines, (std::vector<bool>{false, false, false, false, true, false, false, true, false, true, false}));
  EXPECT_FALSE(has_c_parts("/*\n # need modifications\n */\nBEGIN { }\n"));
}

TEST(Preprocess, SkippedCodeAndDirectivesBecomeBlanks) {
  std::string text = "#define X 1\n#ifdef X\nBEGIN { a }\n#else\nBEGIN { b }\n#endif\n#include <stddef.h>\nEND { c }\n";
  auto r = run(text);
  ASSERT_TRUE(r->parts) << r->errors();
  EXPECT_EQ(r->errors(), "");
  EXPECT_EQ(r->parts->text, "           \n        \nBEGIN { a }\n     \n           \n      \n#include <stddef.h>\nEND { c }\n");
  EXPECT_EQ(r->parts->text.size(), text.size());
}

TEST(Preprocess, MacrosTheCodeNames) {
  auto r = run("#include <sys/socket.h>\n#define TWICE(x) ((x) * 2UL)\n#define UNUSED 3\nBEGIN { TWICE(AF_INET6) }\n");
  ASSERT_TRUE(r->parts) << r->errors();
  const Macro *twice = r->parts->macros.find("TWICE");
  ASSERT_NE(twice, nullptr);
  EXPECT_TRUE(twice->function_like);
  EXPECT_EQ(twice->params, std::vector<std::string>{"x"});
  ASSERT_EQ(twice->body.size(), 7u);
  EXPECT_EQ(twice->body[5].text, "2"); // 2UL as kt reads it
  // AF_INET6 is PF_INET6 in glibc: the table follows the replacement.
  ASSERT_NE(r->parts->macros.find("AF_INET6"), nullptr);
  ASSERT_NE(r->parts->macros.find("PF_INET6"), nullptr);
  EXPECT_EQ(r->parts->macros.find("PF_INET6")->body[0].text, "10");
  EXPECT_EQ(r->parts->macros.find("UNUSED"), nullptr); // defined, never named
  EXPECT_EQ(r->parts->macros.find("__clang__"), nullptr); // Clang's own
}

TEST(Preprocess, HeaderEnumeratorsAreTheirValues) {
  // glibc: `enum { ..., IPPROTO_UDP = 17, ... }` and `#define IPPROTO_UDP IPPROTO_UDP`.
  auto r = run("#include <netinet/in.h>\nBEGIN { IPPROTO_UDP }\n");
  ASSERT_TRUE(r->parts) << r->errors();
  const Macro *udp = r->parts->macros.find("IPPROTO_UDP");
  ASSERT_NE(udp, nullptr);
  ASSERT_EQ(udp->body.size(), 1u);
  EXPECT_EQ(udp->body[0].text, "17");
  // The script's own enums are kt's grammar's, not macros.
  auto own = run("#define X 1\nenum e { MINE = -2 };\nBEGIN { MINE }\n");
  ASSERT_TRUE(own->parts);
  EXPECT_EQ(own->parts->macros.find("MINE"), nullptr);
}

TEST(Preprocess, DefinesFromOptions) {
  Options opts;
  opts.defines = {"KT_HAVE_BTF"};
  auto r = run("#ifndef KT_HAVE_BTF\nBEGIN { old }\n#endif\n", opts);
  ASSERT_TRUE(r->parts);
  EXPECT_EQ(r->parts->text.find("old"), std::string::npos);
}

TEST(Preprocess, ErrorsAtTheScriptsLines) {
  auto r = run("BEGIN { }\n#include \"nothere.h\"\n#if 1\n#error stop here\n#endif\nBEGIN { x y z ; }\n");
  ASSERT_TRUE(r->parts);
  EXPECT_EQ(r->diags.error_count(), 2u) << r->errors();
  ASSERT_GE(r->diags.all().size(), 2u);
  const Diagnostic &missing = r->diags.all()[0];
  EXPECT_EQ(missing.message, "header 'nothere.h' not found");
  EXPECT_EQ(missing.loc.begin, (SourcePos{2, 10}));
  EXPECT_EQ(missing.loc.end, (SourcePos{2, 21}));
  EXPECT_EQ(r->diags.all()[1].message, "#error: stop here");
  EXPECT_EQ(r->diags.all()[1].loc.begin, (SourcePos{4, 2}));
}

TEST(Preprocess, KernelHeaderWithBtfIsAWarning) {
  Options opts;
  opts.kernel_btf = true;
  opts.kernel_release = "6.1.0-1-amd64";
  auto r = run("#include <net/no_such_header.h>\n", opts);
  ASSERT_TRUE(r->parts);
  EXPECT_EQ(r->diags.error_count(), 0u);
  ASSERT_EQ(r->diags.all().size(), 1u);
  EXPECT_EQ(r->diags.all()[0].severity, Severity::Warning);
  ASSERT_EQ(r->diags.all()[0].hints.size(), 1u);
  EXPECT_NE(r->diags.all()[0].hints[0].find("linux-headers-6.1.0-1-amd64"), std::string::npos);
  opts.kernel_btf = false;
  EXPECT_EQ(run("#include <net/no_such_header.h>\n", opts)->diags.error_count(), 1u);
}

} // namespace
} // namespace kt::cparts
