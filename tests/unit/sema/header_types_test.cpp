// A header's types (ast::CTypeTable, as cparts writes it from Clang) made
// kt types (sema/header_types.h): anonymous members' fields belong to the
// record at their offsets, char arrays are strings, bit-fields keep their
// bit offset, function pointers and floats have no arithmetic, a record
// kept by name only is the kernel's (here: none, so an empty record).
#include <gtest/gtest.h>

#include "sema/enums.h"
#include "sema/header_types.h"

namespace kt::sema {
namespace {

using ast::CType;

int32_t add(ast::CTypeTable &t, CType c) {
  t.types.push_back(c);
  return static_cast<int32_t>(t.types.size() - 1);
}

CType scalar(CType::Kind k, uint32_t size, bool is_signed = false, bool is_char = false) {
  CType c;
  c.kind = k;
  c.size = size;
  c.is_signed = is_signed;
  c.is_char = is_char;
  return c;
}

CType ref(CType::Kind k, int32_t elem_or_ref, uint32_t size = 8, uint32_t count = 0) {
  CType c;
  c.kind = k;
  c.size = size;
  c.count = count;
  (k == CType::Kind::Record || k == CType::Kind::Enum ? c.ref : c.elem) = elem_or_ref;
  return c;
}

// struct outer { u8 flags : 3; union { u32 word; char text[4]; }; char name[8];
//                int (*cb)(int); double ratio; struct opaque *o; enum level lv; };
std::shared_ptr<ast::CTypeTable> table() {
  auto t = std::make_shared<ast::CTypeTable>();
  int32_t u8 = add(*t, scalar(CType::Kind::Int, 1));
  int32_t u32 = add(*t, scalar(CType::Kind::Int, 4));
  int32_t chr = add(*t, scalar(CType::Kind::Int, 1, true, true));
  int32_t text = add(*t, ref(CType::Kind::Array, chr, 4, 4));
  int32_t name = add(*t, ref(CType::Kind::Array, chr, 8, 8));
  int32_t fn = add(*t, scalar(CType::Kind::Function, 0));
  int32_t cb = add(*t, ref(CType::Kind::Pointer, fn));
  int32_t dbl = add(*t, scalar(CType::Kind::Float, 8, true));
  t->records.push_back({"", true, true, 4, {{"word", u32, 0, 0}, {"text", text, 0, 0}}});
  int32_t anon = add(*t, ref(CType::Kind::Record, 0, 4));
  t->records.push_back({"opaque", false, false, 0, {}});
  int32_t opaque = add(*t, ref(CType::Kind::Record, 1, 0));
  int32_t opaque_ptr = add(*t, ref(CType::Kind::Pointer, opaque));
  t->enums.push_back({"level", 4, true, false, {{"LOW", -2}, {"HIGH", 7}}});
  int32_t level = add(*t, ref(CType::Kind::Enum, 0, 4));
  t->records.push_back({"outer", false, true, 48,
                        {{"flags", u8, 0, 3}, {"", anon, 32, 0}, {"name", name, 64, 0}, {"cb", cb, 128, 0},
                         {"ratio", dbl, 192, 0}, {"o", opaque_ptr, 256, 0}, {"lv", level, 320, 0}}});
  int32_t outer = add(*t, ref(CType::Kind::Record, 2, 48));
  t->structs["outer"] = outer;
  t->typedefs["outer_t"] = outer;
  t->enum_tags["level"] = level;
  return t;
}

TEST(HeaderTypes, RecordsAsKtSeesThem) {
  HeaderTypes h([]() -> const btf::Btf * { return nullptr; });
  h.add(table());
  Type outer = h.record("outer", false, false);
  ASSERT_TRUE(outer.is(TypeKind::Record));
  EXPECT_EQ(outer.record->size, 48u);
  EXPECT_EQ(outer.record->field_names(),
            (std::vector<std::string>{"flags", "word", "text", "name", "cb", "ratio", "o", "lv"}));
  auto flags = outer.record->field("flags");
  ASSERT_TRUE(flags);
  EXPECT_EQ(flags->bit_size, 3u);
  auto word = outer.record->field("word");
  ASSERT_TRUE(word);
  EXPECT_EQ(word->offset, 4u); // the anonymous union's field, at the union's offset
  EXPECT_EQ(outer.record->field("text")->type, Type::string(4));
  EXPECT_EQ(outer.record->field("name")->offset, 8u);
  Type cb = outer.record->field("cb")->type;
  ASSERT_TRUE(cb.is(TypeKind::Pointer));
  EXPECT_EQ(cb.elems[0], Type::integer(1, false));
  EXPECT_TRUE(outer.record->field("ratio")->type.is(TypeKind::Array)); // a double is its 8 bytes
  Type o = outer.record->field("o")->type;
  ASSERT_TRUE(o.is(TypeKind::Pointer));
  EXPECT_TRUE(o.elems[0].is(TypeKind::Record));
  EXPECT_EQ(o.elems[0].record->name, "opaque");
  Type lv = outer.record->field("lv")->type;
  ASSERT_TRUE(lv.enumeration);
  EXPECT_TRUE(lv.is_signed);
  EXPECT_EQ(lv.enumeration->values[0], (std::pair<uint64_t, std::string>{static_cast<uint64_t>(-2), "LOW"}));
}

TEST(HeaderTypes, TypedefsEnumsAndUserPointers) {
  HeaderTypes h([]() -> const btf::Btf * { return nullptr; });
  h.add(table());
  EXPECT_TRUE(h.has_typedef("outer_t"));
  EXPECT_FALSE(h.has_typedef("outer"));
  EXPECT_TRUE(h.typedef_type("outer_t", false).is(TypeKind::Record));
  EXPECT_TRUE(h.enumeration("level").enumeration);
  EXPECT_TRUE(h.record("level", false, false).is_none());
  // Read through a user pointer, the record's pointers are user memory too.
  Type user = h.record("outer", false, true);
  EXPECT_TRUE(user.record->field("o")->type.user);
  EXPECT_FALSE(h.record("outer", false, false).record->field("o")->type.user);
}

} // namespace
} // namespace kt::sema
