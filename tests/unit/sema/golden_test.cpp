// Sema goldens (STYLE §7), over tests/golden/sema/NAME.kt, typed against
// the fixtures only (fixture_types.h):
//
// - A program with no `// error:` comment must pass every sema pass, and
//   its `kt -d types` dump (sema::print_types) must equal NAME.types.
// - A program with `// error: MESSAGE` comments must fail: each comment
//   names an error reported on the comment's line with exactly that
//   message, and no other error may be reported (clox's test runner). The
//   passes stop after the first one that reports, so one file holds the
//   errors of one pass.
// - If NAME.err exists, the full rendering (carets, notes, hints) must
//   also equal it.
//
// Directives, each on a line of its own:
//   // params: A B ...     $1, $2 ... as on kt's command line
//   // env: NAME=VALUE     an environment override (KT_MAX_STRLEN=128)
//   // unsafe              as kt --unsafe
//   // named: --A=1 --B    named arguments for getopt(), as after kt's --
//
// UPDATE_GOLDEN=1 rewrites NAME.types and existing NAME.err files.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <gtest/gtest.h>

#include "sema/fixture_types.h"
#include "sema/print_types.h"

namespace fs = std::filesystem;

namespace kt::test {
namespace {

struct Expected {
  uint32_t line;
  std::string message;
};

struct Golden {
  std::string text;
  std::vector<Expected> errors;
  sema::ResolveOptions opts;
};

Golden load(const fs::path &kt) {
  Golden g;
  g.text = read_text(kt);
  std::istringstream in(g.text);
  std::string line;
  const std::string kError = "// error: ";
  for (uint32_t n = 1; std::getline(in, line); n++) {
    // Several errors on one line: `// error: A // error: B`.
    for (size_t at = line.find(kError); at != std::string::npos;) {
      size_t next = line.find(kError, at + 1);
      std::string message =
          line.substr(at + kError.size(), next == std::string::npos ? next : next - at - kError.size());
      while (!message.empty() && message.back() == ' ')
        message.pop_back();
      g.errors.push_back({n, message});
      at = next;
    }
    if (line.rfind("// params:", 0) == 0) {
      std::istringstream words(line.substr(10));
      for (std::string w; words >> w;)
        g.opts.params.push_back(w);
    }
    if (line.rfind("// env: ", 0) == 0) {
      std::string kv;
      std::istringstream(line.substr(8)) >> kv;
      size_t eq = kv.find('=');
      g.opts.env[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    if (line == "// unsafe")
      g.opts.unsafe = true;
    if (line.rfind("// named:", 0) == 0) {
      std::istringstream words(line.substr(9));
      for (std::string w; words >> w;) {
        size_t eq = w.find('=');
        sema::NamedArg a{w.substr(2, eq == std::string::npos ? eq : eq - 2), std::nullopt};
        if (eq != std::string::npos)
          a.value = w.substr(eq + 1);
        g.opts.named.push_back(a);
      }
    }
  }
  return g;
}

std::vector<fs::path> golden_files() { return test::golden_files(fixture_path("tests/golden/sema")); }

bool updating() { return std::getenv("UPDATE_GOLDEN") != nullptr; }

void check_errors(const Golden &g, const Analyzed &a) {
  ASSERT_TRUE(a.parsed) << "the program does not parse:\n" << a.rendered();
  std::vector<bool> matched(g.errors.size());
  for (const Diagnostic &d : a.diags.all()) {
    if (d.severity != Severity::Error)
      continue;
    bool found = false;
    for (size_t i = 0; i < g.errors.size() && !found; i++) {
      if (!matched[i] && g.errors[i].line == d.loc.begin.line && g.errors[i].message == d.message)
        matched[i] = found = true;
    }
    EXPECT_TRUE(found) << "unexpected error on line " << d.loc.begin.line << ": " << d.message;
  }
  for (size_t i = 0; i < g.errors.size(); i++)
    EXPECT_TRUE(matched[i]) << "expected error on line " << g.errors[i].line << ": " << g.errors[i].message
                            << "\nreported:\n"
                            << a.rendered();
}

void check_file(const fs::path &kt) {
  Golden g = load(kt);
  Analyzed a = analyze(g.text, kt.filename().string(), g.opts);
  fs::path err = fs::path(kt).replace_extension(".err");
  if (!g.errors.empty()) {
    check_errors(g, a);
    if (fs::exists(err)) {
      if (updating())
        std::ofstream(err, std::ios::binary) << a.rendered();
      else
        EXPECT_EQ(read_text(err), a.rendered());
    }
    return;
  }
  ASSERT_TRUE(a.ok()) << a.rendered();
  std::ostringstream types;
  sema::print_types(types, *a.program, a.info);
  fs::path golden = fs::path(kt).replace_extension(".types");
  if (updating()) {
    std::ofstream(golden, std::ios::binary) << types.str();
    return;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " missing (run with UPDATE_GOLDEN=1)";
  EXPECT_EQ(read_text(golden), types.str());
}

class SemaGolden : public testing::TestWithParam<fs::path> {};

TEST_P(SemaGolden, Matches) { check_file(GetParam()); }

INSTANTIATE_TEST_SUITE_P(Golden, SemaGolden, testing::ValuesIn(golden_files()),
                         [](const testing::TestParamInfo<fs::path> &info) {
                           std::string name = info.param.stem().string();
                           std::replace_if(
                               name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
                           return name;
                         });

// The corpus is what the goldens are worth: keep its size in view.
TEST(SemaGoldenCorpus, CoversErrorsAndTypes) {
  size_t typed = 0, error_comments = 0;
  for (const fs::path &kt : golden_files()) {
    Golden g = load(kt);
    if (g.errors.empty())
      typed++;
    error_comments += g.errors.size();
  }
  EXPECT_GE(typed, 15u);
  EXPECT_GE(error_comments, 40u);
}

// The fixture source answers from the fixtures alone.
TEST(FixtureTypes, TracepointsAndBtf) {
  FixtureTypes types;
  auto openat = types.match_tracepoints("syscalls", "sys_enter_*");
  EXPECT_EQ(openat, (std::vector<std::string>{"syscalls:sys_enter_open", "syscalls:sys_enter_openat",
                                              "syscalls:sys_enter_read", "syscalls:sys_enter_write"}));
  auto rec = types.tracepoint_args("sched", "sched_switch");
  ASSERT_TRUE(rec) << rec.error().message;
  EXPECT_EQ((*rec)->field_names().front(), "prev_comm");
  EXPECT_FALSE(types.tracepoint_args("sched", "nope"));
  ASSERT_NE(types.kernel_btf(), nullptr);
  EXPECT_NE(types.kernel_btf()->find("task_struct", btf::Kind::Struct), 0u);
  EXPECT_FALSE(types.uprobe_args("/bin/true", "main"));
  EXPECT_FALSE(types.user_symbol_size("/bin/true", "main"));
}

} // namespace
} // namespace kt::test
