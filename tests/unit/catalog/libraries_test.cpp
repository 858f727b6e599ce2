#include "catalog/libraries.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

#include "catalog/read_file.h"

namespace kt::catalog {
namespace {

namespace fs = std::filesystem;

constexpr int32_t kX8664Libc6 = 0x0303; // FLAG_ELF_LIBC6 | FLAG_X8664_LIB64
constexpr int32_t kI386Libc6 = 0x0003;  // FLAG_ELF_LIBC6

// Writes a cache in glibc's new format (optionally behind an empty old
// part), the way ldconfig lays it out: header, entries, strings, with
// string offsets relative to the new header.
class CacheBuilder {
public:
  void add(const std::string &soname, const std::string &path, int32_t flags) {
    entries_.push_back({soname, path, flags});
  }
  std::string build(bool with_old_part = false) const {
    std::string out;
    if (with_old_part) {
      out = "ld.so-1.7.0";
      out.resize(16, '\0'); // pad + nlibs = 0
    }
    std::string header = "glibc-ld.so.cache1.1";
    header.resize(48, '\0');
    put32(header, 20, static_cast<uint32_t>(entries_.size()));
    std::string strings;
    std::string table(entries_.size() * 24, '\0');
    size_t strings_at = 48 + table.size();
    for (size_t i = 0; i < entries_.size(); i++) {
      put32(table, i * 24, static_cast<uint32_t>(entries_[i].flags));
      put32(table, i * 24 + 4, static_cast<uint32_t>(strings_at + strings.size()));
      strings += entries_[i].soname + '\0';
      put32(table, i * 24 + 8, static_cast<uint32_t>(strings_at + strings.size()));
      strings += entries_[i].path + '\0';
    }
    put32(header, 24, static_cast<uint32_t>(strings.size()));
    return out + header + table + strings;
  }

private:
  static void put32(std::string &s, size_t at, uint32_t v) { std::memcpy(&s[at], &v, 4); }
  std::vector<LdCacheEntry> entries_;
};

TEST(LdCache, ParsesNewFormat) {
  CacheBuilder b;
  b.add("libfoo.so.1", "/usr/lib/x86_64-linux-gnu/libfoo.so.1", kX8664Libc6);
  b.add("libc.so.6", "/lib/x86_64-linux-gnu/libc.so.6", kX8664Libc6);
  for (bool old_part : {false, true}) {
    auto entries = parse_ld_cache(b.build(old_part));
    ASSERT_TRUE(entries.ok()) << entries.error().message;
    ASSERT_EQ(entries->size(), 2u);
    EXPECT_EQ((*entries)[1].soname, "libc.so.6");
    EXPECT_EQ((*entries)[1].path, "/lib/x86_64-linux-gnu/libc.so.6");
    EXPECT_EQ((*entries)[1].flags, kX8664Libc6);
  }
}

TEST(LdCache, Malformed) {
  CacheBuilder b;
  b.add("libc.so.6", "/lib/libc.so.6", kX8664Libc6);
  std::string good = b.build();
  std::string many = good;
  uint32_t huge = 1000;
  std::memcpy(&many[20], &huge, 4);
  std::string out_of_bounds = good;
  uint32_t far = 1u << 30;
  std::memcpy(&out_of_bounds[48 + 4], &far, 4);
  std::string unterminated = good.substr(0, good.size() - 1);
  struct Bad {
    std::string bytes;
    const char *error;
  };
  const Bad cases[] = {
      {"", "not an ld.so.cache (no \"glibc-ld.so.cache1.1\" magic)"},
      {"ELF\x7f garbage", "not an ld.so.cache (no \"glibc-ld.so.cache1.1\" magic)"},
      {"glibc-ld.so.cache1.1", "truncated header"},
      {std::string("ld.so-1.7.0\0\0\0\0\0", 16),
       "old-format ld.so.cache without the \"glibc-ld.so.cache1.1\" part"},
      {many, "truncated: 1000 entries do not fit"},
      {out_of_bounds, "entry 0: string offset 1073741824 out of bounds"},
      {unterminated, "entry 0: unterminated string at offset 82"},
  };
  for (const Bad &c : cases) {
    auto entries = parse_ld_cache(c.bytes);
    ASSERT_FALSE(entries.ok()) << c.error;
    EXPECT_EQ(entries.error().message, c.error);
  }
}

TEST(LdCache, ThisMachinesCache) {
  auto bytes = read_file("/etc/ld.so.cache");
  if (!bytes.ok())
    GTEST_SKIP() << bytes.error().message;
  auto entries = parse_ld_cache(*bytes);
  ASSERT_TRUE(entries.ok()) << entries.error().message;
  std::string libc = find_library("libc", *entries, {});
  ASSERT_FALSE(libc.empty());
  EXPECT_TRUE(fs::exists(libc)) << libc;
  EXPECT_EQ(fs::path(libc).filename(), "libc.so.6");
}

TEST(FindLibrary, NamesAndAbi) {
  std::vector<LdCacheEntry> cache = {
      {"libssl.so.3", "/usr/lib/x86_64-linux-gnu/libssl.so.3", kX8664Libc6},
      {"libc.so.6", "/usr/lib32/libc.so.6", kI386Libc6}, // another ABI: never chosen
      {"libc.so.6", "/lib/x86_64-linux-gnu/libc.so.6", kX8664Libc6},
      {"libcrypt.so.1", "/lib/x86_64-linux-gnu/libcrypt.so.1", kX8664Libc6},
  };
#if defined(__x86_64__)
  EXPECT_EQ(find_library("libc", cache, {}), "/lib/x86_64-linux-gnu/libc.so.6");
  EXPECT_EQ(find_library("libc.so.6", cache, {}), "/lib/x86_64-linux-gnu/libc.so.6");
  EXPECT_EQ(find_library("libcrypt", cache, {}), "/lib/x86_64-linux-gnu/libcrypt.so.1");
  EXPECT_EQ(find_library("libssl", cache, {}), "/usr/lib/x86_64-linux-gnu/libssl.so.3");
#endif
  EXPECT_EQ(find_library("libcr", cache, {}), ""); // a prefix of a name is not the name
  EXPECT_EQ(find_library("c", cache, {}), "");
  EXPECT_TRUE(is_host_abi(kX8664Libc6) || !is_host_abi(kI386Libc6));
}

TEST(FindLibrary, FallsBackToDirectories) {
  fs::path dir = fs::temp_directory_path() / ("kt_libs_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "libkttest.so.2") << "x";
  std::ofstream(dir / "libkttestextra.so.1") << "x";
  EXPECT_EQ(find_library("libkttest", {}, {"/nonexistent", dir.string()}), (dir / "libkttest.so.2").string());
  EXPECT_EQ(find_library("libkttest.so.2", {}, {dir.string()}), (dir / "libkttest.so.2").string());
  EXPECT_EQ(find_library("libkt", {}, {dir.string()}), "");
  fs::remove_all(dir);
}

TEST(ResolveBinary, PathsLibrariesAndExecutables) {
  auto path = resolve_binary("/bin/bash");
  ASSERT_TRUE(path.ok());
  EXPECT_EQ(*path, "/bin/bash");
  auto libc = resolve_binary("libc");
  ASSERT_TRUE(libc.ok()) << libc.error().message;
  EXPECT_EQ(fs::path(*libc).filename(), "libc.so.6");
  auto soname = resolve_binary("libc.so.6");
  ASSERT_TRUE(soname.ok());
  EXPECT_EQ(*soname, *libc);
  auto bash = resolve_binary("bash");
  ASSERT_TRUE(bash.ok()) << bash.error().message;
  EXPECT_EQ(fs::path(*bash).filename(), "bash");
}

TEST(ResolveBinary, Errors) {
  auto missing = resolve_binary("/nonexistent/app");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, "'/nonexistent/app': No such file or directory");
  EXPECT_EQ(missing.error().code, ENOENT);
  auto dir = resolve_binary("/usr/");
  ASSERT_FALSE(dir.ok());
  EXPECT_EQ(dir.error().message, "'/usr/': not a regular file");
  auto unknown = resolve_binary("kt_no_such_library_or_program");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("no library or executable of that name"), std::string::npos);
  EXPECT_FALSE(resolve_binary("").ok());
}

} // namespace
} // namespace kt::catalog
