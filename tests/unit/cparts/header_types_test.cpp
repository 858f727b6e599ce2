// The types a script's headers define, as Clang lays them out
// (cparts/header_types.h), their text form (ast/c_types.h), and the cache
// of preprocessed C parts (cparts/cache.h). The header is the e2e tests'
// tests/testprogs/c_types.h; the offsets below are C's rules for x86-64.
#include <gtest/gtest.h>

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cparts/cache.h"
#include "cparts/preprocess.h"

namespace kt::cparts {
namespace {

using ast::CType;

struct Run {
  std::unique_ptr<SourceFile> file;
  Diagnostics diags;
  std::optional<CParts> parts;
};

std::unique_ptr<Run> run(const std::string &text) {
  auto r = std::make_unique<Run>();
  r->file = std::make_unique<SourceFile>("test.kt", text);
  r->parts = preprocess(*r->file, "", Options{}, r->diags);
  return r;
}

const std::string kScript = "#include \"" KT_SOURCE_DIR "/tests/testprogs/c_types.h\"\n"
                            "BEGIN { $r = (ct_record_t *)0; $p = (struct ct_packed *)0; $l = (enum ct_level)0; }\n";

const ast::CTypeField &field(const ast::CTypeTable &t, const ast::CTypeRecord &r, const std::string &name) {
  for (const ast::CTypeField &f : r.fields)
    if (f.name == name)
      return f;
  static ast::CTypeField none;
  ADD_FAILURE() << "no field " << name;
  return none;
}

class HeaderTypes : public ::testing::Test {
protected:
  void SetUp() override { setenv("KT_NO_C_CACHE", "1", 1); }
  void TearDown() override { unsetenv("KT_NO_C_CACHE"); }
};

TEST_F(HeaderTypes, LayoutIsClangs) {
  auto r = run(kScript);
  ASSERT_TRUE(r->parts);
  const ast::CTypeTable &t = r->parts->types;
  ASSERT_TRUE(t.typedefs.count("ct_record_t"));
  const CType &rec_type = t.types[t.typedefs.at("ct_record_t")];
  ASSERT_EQ(rec_type.kind, CType::Kind::Record);
  const ast::CTypeRecord &rec = t.records[rec_type.ref];
  EXPECT_EQ(rec.name, "ct_record");
  EXPECT_TRUE(rec.complete);

  EXPECT_EQ(field(t, rec, "flags").bit_offset, 0u);
  EXPECT_EQ(field(t, rec, "flags").bit_size, 3u);
  EXPECT_EQ(field(t, rec, "kind").bit_offset, 3u);
  EXPECT_EQ(field(t, rec, "kind").bit_size, 5u);
  EXPECT_EQ(field(t, rec, "wide").bit_offset, 8u); // packs into the uint32_t unit at 0
  EXPECT_EQ(field(t, rec, "neg").bit_size, 12u);
  EXPECT_TRUE(t.types[field(t, rec, "neg").type].is_signed);

  // The anonymous unions and struct are fields without names.
  size_t anonymous = 0;
  for (const ast::CTypeField &f : rec.fields)
    anonymous += f.name.empty();
  EXPECT_EQ(anonymous, 3u);

  const CType &name = t.types[field(t, rec, "name").type];
  EXPECT_EQ(name.kind, CType::Kind::Array);
  EXPECT_EQ(name.count, 12u);
  EXPECT_TRUE(t.types[name.elem].is_char);

  const CType &cb = t.types[field(t, rec, "cb").type];
  ASSERT_EQ(cb.kind, CType::Kind::Pointer);
  EXPECT_EQ(t.types[cb.elem].kind, CType::Kind::Function);

  const CType &next = t.types[field(t, rec, "next").type];
  ASSERT_EQ(next.kind, CType::Kind::Pointer);
  EXPECT_EQ(next.elem, t.typedefs.at("ct_record_t")); // the record itself, once

  ASSERT_TRUE(t.structs.count("ct_packed"));
  const ast::CTypeRecord &packed = t.records[t.types[t.structs.at("ct_packed")].ref];
  EXPECT_EQ(packed.size, 7u);
  EXPECT_EQ(field(t, packed, "value").bit_offset, 8u);
  EXPECT_EQ(field(t, packed, "tail").bit_offset, 40u);

  ASSERT_TRUE(t.enum_tags.count("ct_level"));
  const ast::CTypeEnum &level = t.enums[t.types[t.enum_tags.at("ct_level")].ref];
  EXPECT_TRUE(level.is_signed);
  EXPECT_EQ(level.size, 4u);
  ASSERT_EQ(level.values.size(), 3u);
  EXPECT_EQ(level.values[0], (std::pair<std::string, int64_t>{"CT_LOW", -2}));

  EXPECT_FALSE(t.structs.count("ct_inner")); // the script does not name it: only reached through a field
}

// Clang gives the unnamed unions of one record one USR; each is its own
// type all the same (struct sock_common has three, the third holding
// skc_dport).
TEST_F(HeaderTypes, UnnamedMembersOfOneRecordAreDistinct) {
  auto r = run("struct two {\n"
               "  union { int a; struct { short b; short c; }; };\n"
               "  union { int d; struct { short e; short f; }; };\n"
               "  enum { ONE = 1 } g; enum { TWO = 2 } h;\n"
               "};\n"
               "BEGIN { $p = (struct two *)0; }\n");
  ASSERT_TRUE(r->parts);
  const ast::CTypeTable &t = r->parts->types;
  ASSERT_TRUE(t.structs.count("two"));
  const ast::CTypeRecord &two = t.records[t.types[t.structs.at("two")].ref];
  ASSERT_EQ(two.fields.size(), 4u);
  const CType &first = t.types[two.fields[0].type], &second = t.types[two.fields[1].type];
  ASSERT_EQ(first.kind, CType::Kind::Record);
  ASSERT_EQ(second.kind, CType::Kind::Record);
  EXPECT_NE(first.ref, second.ref);
  const ast::CTypeRecord &u2 = t.records[second.ref];
  EXPECT_EQ(field(t, u2, "d").bit_offset, 0u);
  EXPECT_EQ(two.fields[1].bit_offset, 32u);
  EXPECT_NE(two.fields[2].type, two.fields[3].type);
}

TEST_F(HeaderTypes, TextFormRoundTrips) {
  auto r = run(kScript);
  ASSERT_TRUE(r->parts);
  std::string text = ast::write_c_types(r->parts->types);
  ast::CTypeTable back;
  ASSERT_TRUE(ast::read_c_types(text, back));
  EXPECT_EQ(ast::write_c_types(back), text);
  EXPECT_FALSE(ast::read_c_types(text.substr(0, text.size() / 2), back)); // cut short
  EXPECT_FALSE(ast::read_c_types("T 4 4 1 0 0 99 -1\n", back));           // an index out of the table
}

TEST(CPartsCache, SecondRunReadsTheCacheUntilAHeaderChanges) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("kt-cparts-test-" + std::to_string(getpid()));
  fs::create_directories(dir);
  setenv("XDG_CACHE_HOME", dir.c_str(), 1);
  unsetenv("KT_NO_C_CACHE");
  fs::path header = dir / "mine.h";
  std::ofstream(header) << "#define MINE 7\nstruct mine { int a; long b; };\n";
  std::string script = "#include \"" + header.string() + "\"\nBEGIN { print(MINE + sizeof(struct mine)); }\n";

  auto first = run(script);
  ASSERT_TRUE(first->parts);
  std::string path = cache_path(script, fs::absolute("<stdin>.c").string(), {});
  size_t entries = 0;
  for (auto &e : fs::recursive_directory_iterator(dir / "kt"))
    entries += e.is_regular_file();
  EXPECT_EQ(entries, 1u);

  // The entry read back is what Clang gave.
  fs::path entry;
  for (auto &e : fs::recursive_directory_iterator(dir / "kt"))
    if (e.is_regular_file())
      entry = e.path();
  auto cached = read_cached(entry.string());
  ASSERT_TRUE(cached);
  EXPECT_EQ(cached->text, first->parts->text);
  ASSERT_NE(cached->macros.find("MINE"), nullptr);
  EXPECT_EQ(ast::write_c_types(cached->types), ast::write_c_types(first->parts->types));

  // A header changed (its size here) makes the entry stale.
  std::ofstream(header) << "#define MINE 8\nstruct mine { int a; long b; char c; };\n";
  EXPECT_FALSE(read_cached(entry.string()));
  auto second = run(script);
  ASSERT_TRUE(second->parts);
  EXPECT_EQ(second->parts->macros.find("MINE")->body[0].text, "8");

  unsetenv("XDG_CACHE_HOME");
  fs::remove_all(dir);
  (void)path;
}

} // namespace
} // namespace kt::cparts
