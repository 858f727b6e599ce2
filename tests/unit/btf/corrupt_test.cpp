// Corrupt and truncated BTF: parsing fails with a message saying what is
// wrong, and never reads out of bounds. Whatever parses must be safe to query.
#include "btf/btf.h"

#include "btf_builder.h"

#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <sstream>

namespace kt::btf {
namespace {

using test::BtfBuilder;

std::string fixture_bytes() {
  std::ifstream in(KT_SOURCE_DIR "/tests/fixtures/btf/types.btf", std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

void put32(std::string &data, size_t off, uint32_t v) { std::memcpy(data.data() + off, &v, 4); }
uint32_t get32(const std::string &data, size_t off) {
  uint32_t v;
  std::memcpy(&v, data.data() + off, 4);
  return v;
}

// Parsing `data` fails with a message containing `what`.
void expect_error(std::string data, const std::string &what) {
  auto btf = Btf::parse(std::move(data));
  ASSERT_FALSE(btf) << "expected an error about '" << what << "'";
  EXPECT_NE(btf.error().message.find(what), std::string::npos) << btf.error().message;
}

// Runs every query on every type of a blob that parsed.
void exercise(const Btf &btf) {
  for (TypeId id = 0; id <= btf.last_id() + 1; ++id) {
    auto t = btf.type(id);
    (void)btf.type_name(id);
    (void)btf.size_of(id);
    (void)btf.resolve(id);
    if (!t)
      continue;
    if (!t->name().empty()) {
      (void)btf.find(t->name(), t->kind());
      (void)btf.find_all(t->name());
      (void)btf.func(t->name());
    }
    for (const Member &m : t->members())
      (void)btf.member(id, m.name.empty() ? "x" : m.name);
    (void)t->enumerators();
    (void)t->params();
    (void)t->secinfos();
    (void)t->array();
    (void)t->int_encoding();
  }
}

TEST(BtfCorrupt, EveryTruncationFails) {
  std::string data = fixture_bytes();
  ASSERT_TRUE(Btf::parse(data));
  for (size_t n = 0; n < data.size(); ++n) {
    auto btf = Btf::parse(data.substr(0, n));
    ASSERT_FALSE(btf) << "a prefix of " << n << " bytes parsed";
    ASSERT_FALSE(btf.error().message.empty());
  }
}

TEST(BtfCorrupt, Header) {
  std::string good = fixture_bytes();
  expect_error("", "truncated header");
  expect_error(good.substr(0, 23), "truncated header");
  std::string data = good;
  data[0] = 'x';
  expect_error(data, "bad magic");
  data = good;
  data[2] = 2;
  expect_error(data, "unsupported BTF version 2");
  data = good;
  put32(data, 4, 1 << 30); // hdr_len
  expect_error(data, "bad header length");
  data = good;
  put32(data, 4, 8);
  expect_error(data, "bad header length");
  data = good;
  put32(data, 8, 2); // type_off
  expect_error(data, "unaligned type section");
  data = good;
  put32(data, 12, get32(good, 12) + 2); // type_len
  expect_error(data, "unaligned type section");
  data = good;
  put32(data, 12, get32(good, 12) + 4000);
  expect_error(data, "type section runs past the end");
  data = good;
  put32(data, 16, 0xfffffff0); // str_off: must not wrap around
  expect_error(data, "string section runs past the end");
  data = good;
  put32(data, 16, 4); // strings overlap the types
  put32(data, 20, 8);
  expect_error(data, "overlap");
}

TEST(BtfCorrupt, StringSection) {
  BtfBuilder b;
  b.int_type("int", 4, true, 32);
  std::string data = b.build();
  data.back() = 'x';
  expect_error(data, "not NUL-terminated");
  BtfBuilder empty_first;
  empty_first.int_type("int", 4, true, 32);
  empty_first.strings()[0] = 'y';
  expect_error(empty_first.build(), "does not start with an empty string");
}

TEST(BtfCorrupt, Records) {
  {
    BtfBuilder b;
    b.int_type("int", 4, true, 32);
    b.words()[1] = 25u << 24; // kind 25 does not exist
    expect_error(b.build(), "type [1]: unknown kind 25");
  }
  {
    BtfBuilder b;
    b.int_type("int", 4, true, 32);
    b.add("s", Kind::Struct, 3, false, 4, {b.str("a"), 1, 0}); // vlen 3, one member
    expect_error(b.build(), "type [2]: truncated record");
  }
  {
    BtfBuilder b;
    b.int_type("int", 4, true, 32);
    b.words().pop_back(); // the INT's encoding word is missing
    expect_error(b.build(), "type [1]: truncated record");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    b.aggregate(Kind::Struct, "s", 4, {{"a", i, 0}, {"b", 7, 0}});
    expect_error(b.build(), "type [2]: refers to a type id out of range");
  }
  {
    BtfBuilder b;
    b.ref(Kind::Ptr, 2);
    expect_error(b.build(), "type [1]: refers to a type id out of range");
  }
  {
    BtfBuilder b;
    b.int_type("int", 4, true, 32);
    b.words()[0] = 1000; // name offset
    expect_error(b.build(), "type [1]: name offset out of range");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    b.aggregate(Kind::Union, "u", 4, {{"a", i, 0}});
    b.words()[7] = 1000; // the member's name offset
    expect_error(b.build(), "type [2]: name offset out of range");
  }
}

TEST(BtfCorrupt, KindRules) {
  {
    BtfBuilder b;
    b.int_type("int", 4, true, 40);
    expect_error(b.build(), "int bits do not fit its size");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    b.add("f", Kind::Func, 1, false, i);
    expect_error(b.build(), "func does not refer to a func_proto");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    TypeId proto = b.func_proto(i, {});
    b.add("f", Kind::Func, 7, false, proto);
    expect_error(b.build(), "bad func linkage");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    b.func_proto(i, {{"", 0}, {"x", i}});
    expect_error(b.build(), "void parameter before the last");
  }
  {
    BtfBuilder b;
    TypeId i = b.int_type("int", 4, true, 32);
    b.add("v", Kind::Var, 0, false, i, {9});
    expect_error(b.build(), "bad var linkage");
  }
}

// Random damage to a good blob: parse must not crash, and what parses must
// answer every query without crashing (run under ASan to see reads).
TEST(BtfCorrupt, RandomMutations) {
  const std::string good = fixture_bytes();
  std::mt19937 rng(1234);
  size_t parsed = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    std::string data = good;
    int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      size_t at = rng() % data.size();
      switch (rng() % 3) {
      case 0: data[at] = char(rng()); break;
      case 1: data[at] ^= char(1u << (rng() % 8)); break;
      case 2:
        if (at + 4 <= data.size())
          put32(data, at & ~size_t(3), uint32_t(rng() % 200));
        break;
      }
    }
    auto btf = Btf::parse(std::move(data));
    if (!btf) {
      ASSERT_FALSE(btf.error().message.empty());
      continue;
    }
    ++parsed;
    exercise(*btf);
  }
  EXPECT_GT(parsed, 100u) << "mutations should leave some blobs parseable, to exercise the queries";
}

} // namespace
} // namespace kt::btf
