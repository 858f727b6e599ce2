// The symbolizer on real ELF files: tests/testprogs' inline_chain (built
// -O2 -g, with inlined calls), its stripped copy with a separate debug file,
// and the shared library libktshlib.so. Expected lines come from the LINE
// markers in the sources, expected addresses from the files' own symbols.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <map>
#include <string>

#include "catalog/elf_symbols.h"
#include "runtime/symbols.h"
#include "test_sources.h"

namespace kt::runtime {
namespace {

const std::string kProgs = KT_TESTPROGS_DIR;
using test::inlined_address;
using test::markers;

bool ends_with(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

uint64_t address_of(const std::string &path, const std::string &fn) {
  auto t = catalog::SymbolTable::read(path);
  EXPECT_TRUE(t) << t.error().message;
  auto f = t->find(fn);
  EXPECT_TRUE(f) << f.error().message;
  return f ? f->address : 0;
}


class InlineChain : public testing::TestWithParam<std::string> {};

TEST_P(InlineChain, NamesAFunctionEntryWithItsLine) {
  std::string path = kProgs + "/" + GetParam();
  auto img = ElfImage::open(path);
  ASSERT_TRUE(img) << img.error().message;
  uint64_t leaf = address_of(path, "leaf");
  ASSERT_NE(leaf, 0u);
  Symbolizer s;
  std::vector<Frame> frames;
  s.image_frames(**img, leaf, false, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "leaf");
  EXPECT_EQ(frames[0].offset, 0u);
  EXPECT_FALSE(frames[0].inlined);
  EXPECT_TRUE(ends_with(frames[0].file, "inline_chain.c")) << frames[0].file;
  EXPECT_EQ(frames[0].line, markers("inline_chain.c")["leaf"]);
}

TEST_P(InlineChain, GivesEachInlinedCallAFrame) {
  std::string path = kProgs + "/" + GetParam();
  auto img = ElfImage::open(path);
  ASSERT_TRUE(img) << img.error().message;
  uint64_t at = inlined_address(**img, kProgs + "/inline_chain", "outer", 2);
  ASSERT_NE(at, 0u) << "no code of outer() inside two inlined calls";
  auto lines = markers("inline_chain.c");
  Symbolizer s;
  std::vector<Frame> frames;
  s.image_frames(**img, at, false, frames);
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].name, "inner");
  EXPECT_TRUE(frames[0].inlined);
  EXPECT_EQ(frames[1].name, "middle");
  EXPECT_TRUE(frames[1].inlined);
  EXPECT_EQ(frames[1].line, lines["middle"]); // where middle() calls inner()
  EXPECT_EQ(frames[2].name, "outer");
  EXPECT_FALSE(frames[2].inlined);
  EXPECT_EQ(frames[2].line, lines["outer"]); // where outer() calls middle()
  EXPECT_EQ(frames[2].offset, at - address_of(kProgs + "/inline_chain", "outer"));
  for (const Frame &f : frames)
    EXPECT_TRUE(ends_with(f.file, "inline_chain.c")) << f.name << ": " << f.file;
}

INSTANTIATE_TEST_SUITE_P(Files, InlineChain, testing::Values("inline_chain", "inline_chain_stripped"));

TEST(Symbolizer, DetailLeavesOutInlinesOrLines) {
  std::string path = kProgs + "/inline_chain";
  auto img = ElfImage::open(path);
  ASSERT_TRUE(img);
  uint64_t at = inlined_address(**img, path, "outer", 2);
  ASSERT_NE(at, 0u);
  Symbolizer lines(SymbolDetail::Lines), names(SymbolDetail::Names);
  std::vector<Frame> f1, f2;
  lines.image_frames(**img, at, false, f1);
  ASSERT_EQ(f1.size(), 1u);
  EXPECT_EQ(f1[0].name, "outer");
  EXPECT_EQ(f1[0].line, markers("inline_chain.c")["outer"]);
  names.image_frames(**img, at, false, f2);
  ASSERT_EQ(f2.size(), 1u);
  EXPECT_EQ(f2[0].name, "outer");
  EXPECT_EQ(f2[0].line, 0u);
  EXPECT_EQ(f2[0].file, "");
}

TEST(Symbolizer, ReturnAddressesTakeTheCallsLine) {
  // The address after outer()'s call of leaf(): the instruction that
  // follows the call may belong to another line; the frame must not.
  std::string path = kProgs + "/inline_chain";
  auto img = ElfImage::open(path);
  ASSERT_TRUE(img);
  uint64_t at = inlined_address(**img, path, "outer", 2);
  ASSERT_NE(at, 0u);
  auto lines = markers("inline_chain.c");
  // Find the end of the run of addresses that are at inner()'s call line:
  // one past it is what a return address after the call looks like.
  uint64_t a = at;
  while (const SourceInfo *si = (*img)->source(a + 1))
    if (si->inlined.size() == 2 && si->inlined[0].at.line == lines["inner"])
      a++;
    else
      break;
  Symbolizer s;
  std::vector<Frame> frames;
  s.image_frames(**img, a + 1, true, frames);
  ASSERT_GE(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "inner");
  EXPECT_EQ(frames[0].line, lines["inner"]);
}

TEST(Symbolizer, SharedLibraryFunctions) {
  std::string path = kProgs + "/libktshlib.so";
  auto img = ElfImage::open(path);
  ASSERT_TRUE(img) << img.error().message;
  uint64_t at = inlined_address(**img, path, "shlib_entry", 1);
  ASSERT_NE(at, 0u);
  auto lines = markers("shlib.c");
  Symbolizer s;
  std::vector<Frame> frames;
  s.image_frames(**img, at, false, frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].name, "shlib_inlined");
  EXPECT_TRUE(frames[0].inlined);
  EXPECT_EQ(frames[1].name, "shlib_entry");
  EXPECT_EQ(frames[1].line, lines["shlib_entry"]);
}

TEST(Symbolizer, ProcessThatExitedKeepsItsFrames) {
  std::string path = kProgs + "/inline_chain";
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    execl(path.c_str(), "inline_chain", "1", "300", static_cast<char *>(nullptr));
    _exit(127);
  }
  // Wait until the executable is mapped (exec done), then take the snapshot.
  Symbolizer s;
  std::optional<Mapping> exe;
  for (int i = 0; i < 200 && !exe; i++) {
    usleep(5000);
    for (const Mapping &m : parse_maps(
             [&] {
               std::ifstream in("/proc/" + std::to_string(child) + "/maps");
               return std::string(std::istreambuf_iterator<char>(in), {});
             }()))
      if (m.path.find("inline_chain") != std::string::npos)
        exe = m;
  }
  ASSERT_TRUE(exe);
  s.remember_process(static_cast<uint32_t>(child));
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));

  auto img = ElfImage::open(path);
  ASSERT_TRUE(img);
  uint64_t leaf = address_of(path, "leaf");
  // leaf's run-time address: through the mapping that holds its file offset.
  auto elf_off = catalog::SymbolTable::read(path)->offset_of("leaf");
  ASSERT_TRUE(elf_off);
  ASSERT_GE(*elf_off, exe->offset);
  uint64_t runtime = exe->start + (*elf_off - exe->offset);
  ASSERT_LT(runtime, exe->end);
  std::vector<Frame> frames;
  s.user_frames(static_cast<uint32_t>(child), runtime, false, frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].name, "leaf");
  EXPECT_EQ(frames[0].addr, runtime);
  EXPECT_EQ(frames[0].object, path);
  (void)leaf;
}

TEST(ProcessMaps, KeepsExecutableFileMappings) {
  auto maps = parse_maps("55d0c0a00000-55d0c0a2f000 r--p 00000000 fe:01 1234    /usr/bin/bash\n"
                         "55d0c0a2f000-55d0c0b00000 r-xp 0002f000 fe:01 1234    /usr/bin/bash\n"
                         "7ffd1000-7ffd3000 rw-p 00000000 00:00 0     [stack]\n"
                         "7f0000000000-7f0000001000 r-xp 00000000 00:00 0 \n"
                         "7f0000001000-7f0000002000 r-xp 00001000 fe:01 99 /lib/x (deleted)\n");
  ASSERT_EQ(maps.size(), 2u);
  EXPECT_EQ(maps[0].start, 0x55d0c0a2f000u);
  EXPECT_EQ(maps[0].end, 0x55d0c0b00000u);
  EXPECT_EQ(maps[0].offset, 0x2f000u);
  EXPECT_EQ(maps[0].path, "/usr/bin/bash");
  EXPECT_EQ(maps[1].path, "/lib/x (deleted)");
}

} // namespace
} // namespace kt::runtime
