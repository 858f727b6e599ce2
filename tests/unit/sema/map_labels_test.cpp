// kt --metrics' names from the program (sema/map_labels.h): label names
// from key expressions, HELP from the comment at a map's declaration.
#include "sema/map_labels.h"

#include <gtest/gtest.h>

namespace kt::sema {
namespace {

TEST(MapLabels, KeysAreNamedByTheirExpressions) {
  SourceLocation at;
  ast::Identifier comm(at, "comm"), pid(at, "pid"), args(at, "args");
  ast::Variable fd(at, "fd");
  ast::FieldAccess filename(at, &args, "filename", false);
  ast::Call str(at, "str", {&filename});
  ast::Integer one(at, 1);
  ast::Binary sum(at, ast::BinaryOp::Add, &fd, &fd, at);
  EXPECT_EQ(key_labels({&comm, &fd, &str}), (std::vector<std::string>{"comm", "fd", "filename"}));
  EXPECT_EQ(key_labels({&sum}), (std::vector<std::string>{"key"}));
  ast::Call sysname(at, "syscall_name", {&filename});
  EXPECT_EQ(key_labels({&sysname}), (std::vector<std::string>{"syscall"}));
  EXPECT_EQ(key_labels({&comm, &one}), (std::vector<std::string>{"comm", "key2"}));
  EXPECT_EQ(key_labels({&pid, &pid}), (std::vector<std::string>{"pid", "pid_2"}));
}

TEST(MapLabels, HelpIsTheCommentAboveOrAfterTheDeclaration) {
  SourceFile f("t.kt", "BEGIN { }\n// Opens by process\n//   and file.\nlet @opens = hash(10);\n"
                       "let @x = hash(5); // bytes read\n\nlet @none = hash(1);\n");
  auto decl = [&](uint32_t line, uint32_t end_col) { return SourceLocation{&f, {line, 1}, {line, end_col}}; };
  EXPECT_EQ(comment_at(decl(4, 22)), "Opens by process and file.");
  EXPECT_EQ(comment_at(decl(5, 17)), "bytes read");
  EXPECT_EQ(comment_at(decl(7, 20)), "");
}

} // namespace
} // namespace kt::sema
