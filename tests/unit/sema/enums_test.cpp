// sema/enums.h: an enum of the kernel's BTF as kt prints its values, and
// the GFP flag names printf's %gr takes from the kernel's enum.
#include "sema/enums.h"

#include <gtest/gtest.h>

#include "btf/btf_builder.h"

namespace kt::sema {
namespace {

using btf::Kind;
using btf::TypeId;
using btf::test::BtfBuilder;
using btf::test::parse_ok;


TEST(Enums, EnumerationOfBtf) {
  BtfBuilder b;
  uint32_t a = b.str("A"), m = b.str("MINUS");
  TypeId e = b.add("sample", Kind::Enum, 2, true, 4, {a, 1, m, static_cast<uint32_t>(-1)});
  btf::Btf btf = parse_ok(b.build());
  auto en = btf_enumeration(btf, e);
  EXPECT_EQ(en->name, "sample");
  ASSERT_EQ(en->values.size(), 2u);
  EXPECT_EQ(en->values[0], (std::pair<uint64_t, std::string>{1, "A"}));
  EXPECT_EQ(en->values[1], (std::pair<uint64_t, std::string>{~uint64_t{0}, "MINUS"}));
}

// Linux 6.10's enum: ___GFP_X_BIT names __GFP_X; the hole and the count
// are no flags.
TEST(Enums, GfpFlagNamesFromTheKernelsEnum) {
  BtfBuilder b;
  std::vector<uint32_t> words;
  const char *names[] = {"___GFP_DMA_BIT", "___GFP_HIGHMEM_BIT", "___GFP_UNUSED_BIT", "___GFP_IO_BIT",
                         "___GFP_LAST_BIT"};
  for (uint32_t i = 0; i < 5; i++)
    words.insert(words.end(), {b.str(names[i]), i});
  b.add("", Kind::Enum, 5, false, 4, words);
  btf::Btf btf = parse_ok(b.build());
  auto flags = gfp_flag_names(btf);
  ASSERT_EQ(flags.size(), 3u);
  EXPECT_EQ(flags[0], (std::pair<uint64_t, std::string>{1, "__GFP_DMA"}));
  EXPECT_EQ(flags[1], (std::pair<uint64_t, std::string>{2, "__GFP_HIGHMEM"}));
  EXPECT_EQ(flags[2], (std::pair<uint64_t, std::string>{8, "__GFP_IO"}));
}

// Older kernels define the flags as macros, which BTF does not keep.
TEST(Enums, NoGfpFlagNamesWithoutTheEnum) {
  BtfBuilder b;
  b.int_type("int", 4, true, 32);
  btf::Btf btf = parse_ok(b.build());
  EXPECT_TRUE(gfp_flag_names(btf).empty());
}

} // namespace
} // namespace kt::sema
