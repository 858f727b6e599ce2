// Kernel addresses (and lbr() branch records): names from a kallsyms text, source lines and inlined
// calls from a vmlinux's DWARF, shifted by the KASLR offset (where _stext
// is in kallsyms minus where the vmlinux puts it). fake_vmlinux stands in
// for the vmlinux; the kallsyms text is written here, at a made-up offset.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <map>

#include "catalog/elf_reader.h"
#include "catalog/elf_symbols.h"
#include "bpf/abi/lbr.h"
#include "runtime/builtins/lbr.h"
#include "runtime/symbols.h"
#include "test_sources.h"

namespace kt::runtime {
namespace {

const std::string kVmlinux = std::string(KT_TESTPROGS_DIR) + "/fake_vmlinux";
constexpr uint64_t kKaslr = 0xffffffff80000000ull;

std::map<std::string, uint32_t> markers() { return test::markers("fake_vmlinux.c"); }

class KernelSymbolizer : public testing::Test {
protected:
  void SetUp() override {
    auto t = catalog::SymbolTable::read(kVmlinux);
    ASSERT_TRUE(t) << t.error().message;
    for (const char *name : {"_stext", "kfunc_leaf", "kfunc_outer"}) {
      auto f = t->find(name);
      ASSERT_TRUE(f) << name;
      addr_[name] = f->address;
    }
    kallsyms_ = testing::TempDir() + "/kt_kallsyms";
    std::ofstream out(kallsyms_);
    for (auto &[name, a] : addr_) {
      char line[128];
      std::snprintf(line, sizeof line, "%016" PRIx64 " T %s\n", a + kKaslr, name.c_str());
      out << line;
    }
    out << "ffffffffc0000000 t mod_func\t[some_mod]\n";
    build_id_ = catalog::ElfReader::open(kVmlinux)->build_id();
  }

  std::map<std::string, uint64_t> addr_;
  std::string kallsyms_, build_id_;
};

TEST_F(KernelSymbolizer, NamesLinesAndInlinedCallsThroughTheKaslrOffset) {
  Symbolizer s;
  s.set_vmlinux(kVmlinux);
  s.set_kernel(kallsyms_, build_id_);
  std::vector<Frame> frames;
  s.kernel_frames(addr_["kfunc_leaf"] + kKaslr, false, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "kfunc_leaf");
  EXPECT_EQ(frames[0].line, markers()["kfunc_leaf"]);
  EXPECT_NE(frames[0].file.find("fake_vmlinux.c"), std::string::npos) << frames[0].file;

  // An address of kfunc_outer inside the inlined kfunc_inlined().
  auto img = ElfImage::open(kVmlinux);
  ASSERT_TRUE(img);
  uint64_t at = test::inlined_address(**img, kVmlinux, "kfunc_outer", 1);
  ASSERT_NE(at, 0u);
  frames.clear();
  s.kernel_frames(at + kKaslr, false, frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].name, "kfunc_inlined");
  EXPECT_TRUE(frames[0].inlined);
  EXPECT_EQ(frames[1].name, "kfunc_outer");
  EXPECT_EQ(frames[1].offset, at - addr_["kfunc_outer"]);
  EXPECT_EQ(frames[1].line, markers()["kfunc_outer"]);
}

TEST_F(KernelSymbolizer, AnotherKernelsVmlinuxIsNotUsed) {
  Symbolizer s;
  s.set_vmlinux(kVmlinux);
  s.set_kernel(kallsyms_, "00112233445566778899aabbccddeeff00112233");
  std::vector<Frame> frames;
  s.kernel_frames(addr_["kfunc_leaf"] + kKaslr, false, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "kfunc_leaf");
  EXPECT_EQ(frames[0].line, 0u); // a build ID mismatch: names only
  EXPECT_EQ(s.vmlinux_problem(), kVmlinux + " is not the running kernel's (build ID " + build_id_ +
                                     ", the kernel's 00112233445566778899aabbccddeeff00112233)");
}

TEST_F(KernelSymbolizer, SaysWhyAVmlinuxCannotBeUsed) {
  Symbolizer s;
  s.set_kernel(kallsyms_, "");
  s.set_vmlinux("/nonexistent/vmlinux");
  EXPECT_EQ(s.vmlinux_problem(), "/nonexistent/vmlinux: No such file or directory");
  s.set_vmlinux(std::string(KT_TESTPROGS_DIR) + "/inline_chain");
  EXPECT_NE(s.vmlinux_problem().find("has no _stext symbol: not a vmlinux"), std::string::npos);
  s.set_vmlinux(std::string(KT_TESTPROGS_DIR) + "/inline_chain_stripped");
  EXPECT_NE(s.vmlinux_problem().find("has no _stext"), std::string::npos);
  s.set_vmlinux(kVmlinux);
  EXPECT_EQ(s.vmlinux_problem(), "");
}

TEST_F(KernelSymbolizer, AddressesFarPastTheLastSymbolAreUnknown) {
  // A BPF program's address when bpf_jit_kallsyms is off: kallsyms lists
  // nothing near it, and "mod_func+1234567890" would be a lie.
  Symbolizer s;
  s.set_kernel(kallsyms_, build_id_);
  std::vector<Frame> frames;
  s.kernel_frames(0xffffffffc0000000ull + (64ull << 20), false, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "");
  EXPECT_EQ(s.kernel_text(0xffffffffc0000000ull + (64ull << 20), true), "0xffffffffc4000000");
}

TEST_F(KernelSymbolizer, ModuleAddressesHaveNamesOnly) {
  Symbolizer s;
  s.set_vmlinux(kVmlinux);
  s.set_kernel(kallsyms_, build_id_);
  std::vector<Frame> frames;
  s.kernel_frames(0xffffffffc0000010ull, true, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "mod_func");
  EXPECT_EQ(frames[0].offset, 0x10u);
  EXPECT_EQ(frames[0].object, "some_mod");
  EXPECT_EQ(frames[0].line, 0u);
}

// lbr(): branch records as bpf_get_branch_snapshot() writes them (struct
// perf_branch_entry, the most recent first), decoded and symbolized on the
// same fake kernel. This machine has no LBR to record real ones from; the
// record is built here the way the kernel lays it out.
class LbrRecord : public KernelSymbolizer {
protected:
  std::string record(const std::vector<kt_lbr_entry> &entries, long long bytes) {
    struct kt_lbr_record r {};
    r.bytes = bytes;
    for (size_t i = 0; i < entries.size(); i++)
      r.entries[i] = entries[i];
    return std::string(reinterpret_cast<const char *>(&r), sizeof r);
  }
  Branches decode(const std::string &rec, uint32_t max_count) {
    s_.set_vmlinux(kVmlinux);
    s_.set_kernel(kallsyms_, build_id_);
    return decode_lbr_record(reinterpret_cast<const uint8_t *>(rec.data()), rec.size(), max_count, s_);
  }
  Symbolizer s_;
};

TEST_F(LbrRecord, OldestFirstSymbolizedWithSourceLines) {
  auto img = ElfImage::open(kVmlinux);
  ASSERT_TRUE(img);
  uint64_t inlined = test::inlined_address(**img, kVmlinux, "kfunc_outer", 1) + kKaslr;
  uint64_t leaf = addr_["kfunc_leaf"] + kKaslr, outer = addr_["kfunc_outer"] + kKaslr;
  // Most recent first: kfunc_leaf returned into the inlined call; before
  // that kfunc_outer called kfunc_leaf (mispredicted).
  std::string rec = record({{leaf + 1, inlined, 0}, {outer + 2, leaf, 1}}, 2 * sizeof(kt_lbr_entry));
  Branches b = decode(rec, 32);
  ASSERT_EQ(b.entries.size(), 2u);
  EXPECT_EQ(b.entries[0].from_frame.name, "kfunc_outer");
  EXPECT_EQ(b.entries[0].from_frame.offset, 2u);
  EXPECT_EQ(b.entries[0].to_frame.name, "kfunc_leaf");
  EXPECT_TRUE(b.entries[0].mispredicted);
  EXPECT_EQ(b.entries[1].to_frame.name, "kfunc_outer"); // the function, with the inlined call's line
  EXPECT_EQ(b.entries[1].to_frame.line, markers()["kfunc_inlined"]);
  std::string text = format_branches_text(b);
  std::string line0 = text.substr(0, text.find('\n'));
  EXPECT_EQ(line0.rfind("[#01] kfunc_outer+0x2", 0), 0u) << text;
  EXPECT_GT(b.entries[0].from_frame.line, 0u);
  EXPECT_NE(line0.find("(fake_vmlinux.c:" + std::to_string(b.entries[0].from_frame.line) + ")  ->  kfunc_leaf+0x0"),
            std::string::npos)
      << text;
  EXPECT_NE(line0.find("(mispredicted)"), std::string::npos) << text;
  EXPECT_NE(text.find("[#00] kfunc_leaf+0x1"), std::string::npos) << text;
  EXPECT_NE(text.find("(fake_vmlinux.c:" + std::to_string(markers()["kfunc_inlined"]) + ")\n"), std::string::npos)
      << text;
  EXPECT_NE(format_branches_json(b).find("\"function\":\"kfunc_leaf\""), std::string::npos);
}

TEST_F(LbrRecord, LimitKeepsTheMostRecent) {
  uint64_t leaf = addr_["kfunc_leaf"] + kKaslr, outer = addr_["kfunc_outer"] + kKaslr;
  std::string rec = record({{leaf + 1, outer + 9, 0}, {outer + 2, leaf, 0}, {outer + 1, outer + 2, 0}},
                           3 * sizeof(kt_lbr_entry));
  Branches b = decode(rec, 1);
  ASSERT_EQ(b.entries.size(), 1u);
  EXPECT_EQ(b.entries[0].from, leaf + 1);
}

TEST_F(LbrRecord, FailedSnapshotAndUnknownAddresses) {
  Branches b = decode(record({}, -95), 32); // -EOPNOTSUPP
  EXPECT_EQ(format_branches_text(b), "lbr: bpf_get_branch_snapshot: Operation not supported\n");
  Branches none = decode(record({}, 0), 32);
  EXPECT_EQ(format_branches_text(none), "lbr: no branches recorded\n");
  Branches far = decode(record({{0xffffffffc4000000ull, 0xffffffffc4000010ull, 0}}, sizeof(kt_lbr_entry)), 32);
  EXPECT_EQ(format_branches_text(far), "[#00] 0xffffffffc4000000    ->  0xffffffffc4000010\n");
}

} // namespace
} // namespace kt::runtime
