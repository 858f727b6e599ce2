// The diagnostic renderer: structure is tested through Diagnostics; a few
// full renders pin the caret/tilde layout.
#include <sstream>

#include <gtest/gtest.h>

#include "ast/diagnostics.h"

namespace kt {
namespace {

SourceLocation range(const SourceFile &f, uint32_t line, uint32_t col, uint32_t end_col) {
  return {&f, {line, col}, {line, end_col}};
}

std::string render(const Diagnostics &d) {
  std::ostringstream os;
  d.render(os);
  return os.str();
}

TEST(Diagnostics, CollectsAndCounts) {
  SourceFile f("a.kt", "BEGIN { }\n");
  Diagnostics d;
  EXPECT_FALSE(d.has_errors());
  d.warning(range(f, 1, 1, 6)) << "unused";
  EXPECT_FALSE(d.has_errors());
  d.error(range(f, 1, 7, 8)) << "bad " << 42;
  EXPECT_TRUE(d.has_errors());
  EXPECT_EQ(d.error_count(), 1u);
  ASSERT_EQ(d.all().size(), 2u);
  EXPECT_EQ(d.all()[1].message, "bad 42");
  EXPECT_EQ(d.all()[1].severity, Severity::Error);
}

TEST(Diagnostics, NotesAndHintsAttachToTheirError) {
  SourceFile f("a.kt", "one\ntwo\n");
  Diagnostics d;
  auto b = d.error(range(f, 2, 1, 4));
  b << "first";
  b.note(range(f, 1, 1, 4)) << "see " << "here";
  b.hint("try this");
  ASSERT_EQ(d.all().size(), 1u);
  const Diagnostic &e = d.all()[0];
  EXPECT_EQ(e.message, "first");
  ASSERT_EQ(e.notes.size(), 1u);
  EXPECT_EQ(e.notes[0].message, "see here");
  EXPECT_EQ(e.notes[0].severity, Severity::Note);
  EXPECT_EQ(e.hints, std::vector<std::string>{"try this"});
}

TEST(Diagnostics, RendersCaretAndTildes) {
  SourceFile f("probe.kt", "BEGIN {\n  @bytes = $name + args.count;\n}\n");
  Diagnostics d;
  SourceLocation r = range(f, 2, 12, 31);
  d.error(r, SourcePos{2, 18}) << "cannot add 'string' and 'u64'";
  EXPECT_EQ(render(d), "probe.kt:2:18: error: cannot add 'string' and 'u64'\n"
                       "    2 |   @bytes = $name + args.count;\n"
                       "      |            ~~~~~~^~~~~~~~~~~~~\n");
}

TEST(Diagnostics, RendersSingleCharacterCaret) {
  SourceFile f("<cmdline>", "BEGIN { @x = ; }");
  Diagnostics d;
  d.error(range(f, 1, 14, 15)) << "expected expression, found ';'";
  EXPECT_EQ(render(d), "<cmdline>:1:14: error: expected expression, found ';'\n"
                       "    1 | BEGIN { @x = ; }\n"
                       "      |              ^\n");
}

TEST(Diagnostics, ExpandsTabsBeforeTheCaret) {
  SourceFile f("t.kt", "\t\t@x = ;\n");
  Diagnostics d;
  d.error(range(f, 1, 8, 9)) << "expected expression";
  EXPECT_EQ(render(d), "t.kt:1:8: error: expected expression\n"
                       "    1 |                 @x = ;\n"
                       "      |                      ^\n");
}

TEST(Diagnostics, RendersNotesAndHints) {
  SourceFile f("s.kt", "entry:a, kprobe:b {}\n");
  Diagnostics d;
  auto b = d.error(range(f, 1, 10, 18));
  b << "cannot mix";
  b.note(range(f, 1, 1, 8)) << "'entry:a' is here";
  b.hint("split them");
  EXPECT_EQ(render(d), "s.kt:1:10: error: cannot mix\n"
                       "    1 | entry:a, kprobe:b {}\n"
                       "      |          ^~~~~~~~\n"
                       "s.kt:1:1: note: 'entry:a' is here\n"
                       "    1 | entry:a, kprobe:b {}\n"
                       "      | ^~~~~~~\n"
                       "hint: split them\n");
}

TEST(Diagnostics, CaretPastEndOfLine) {
  SourceFile f("e.kt", "BEGIN {");
  Diagnostics d;
  d.error(range(f, 1, 8, 8)) << "expected '}'";
  EXPECT_EQ(render(d), "e.kt:1:8: error: expected '}'\n"
                       "    1 | BEGIN {\n"
                       "      |        ^\n");
}

TEST(Diagnostics, MultiLineRangeUnderlinesToEndOfFirstLine) {
  SourceFile f("m.kt", "abc def\nghi\n");
  Diagnostics d;
  d.error({&f, {1, 5}, {2, 3}}) << "spans lines";
  EXPECT_EQ(render(d), "m.kt:1:5: error: spans lines\n"
                       "    1 | abc def\n"
                       "      |     ^~~\n");
}

TEST(Diagnostics, ColorOnlyWhenAsked) {
  SourceFile f("c.kt", "x");
  Diagnostics d;
  d.error(range(f, 1, 1, 2)) << "oops";
  std::ostringstream plain, colored;
  d.render(plain, false);
  d.render(colored, true);
  EXPECT_EQ(plain.str().find('\033'), std::string::npos);
  EXPECT_NE(colored.str().find("\033[1;31m"), std::string::npos);
}

TEST(SourceFile, LinesAreOneBased) {
  SourceFile f("x", "first\r\nsecond\nthird");
  EXPECT_EQ(f.line(1), "first");
  EXPECT_EQ(f.line(2), "second");
  EXPECT_EQ(f.line(3), "third");
  EXPECT_EQ(f.line(4), "");
}

} // namespace
} // namespace kt
