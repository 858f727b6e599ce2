// Codegen goldens (STYLE §7): tests/golden/codegen/NAME.kt, typed against
// the fixtures only (tests/unit/sema/fixture_types.h), must compile, and
// the unoptimized IR (`kt -d ir`: codegen::Options::ir) after normalize(),
// followed by a line per map from the manifest, must equal NAME.ll. One program per lowering pattern;
// UPDATE_GOLDEN=1 rewrites the .ll files. The goldens are pinned to LLVM 16 (another major prints IR
// differently).
//
// Also: compiling a program twice gives the same ELF bytes (STYLE §1);
// compiling it for a kernel without and with multi links changes only the
// attach forms; and a few objects hold the sections, programs and maps
// they should.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include <elf.h>
#include <gtest/gtest.h>

#include "codegen/codegen.h"
#include "sema/fixture_types.h"

namespace fs = std::filesystem;

namespace kt::test {
namespace {

// Makes `-d ir` text independent of things that change for no reason
// related to the lowering under test:
//  1. Debug info goes: lines that start with '!' (metadata nodes, named
//     metadata) and attachments such as `, !dbg !42` are removed.
//  2. Unnamed values `%N` become `%vK`, K counting from 0 in order of first
//     appearance in each function, so that a value added or removed
//     earlier does not renumber the rest of the golden beyond what moved.
// Named values, blocks, globals and attribute groups (#0) are kept.
// (The map definitions' BTF lives in that debug info; map_summary() puts
// what the manifest says of each map after the IR instead.)
std::string normalize(const std::string &ir) {
  static const std::regex attachment(R"(,? !(dbg|tbaa|range|srcloc|llvm\.[\w.]+) ![0-9]+)");
  static const std::regex unnamed(R"(%([0-9]+)\b)");
  std::istringstream in(ir);
  std::ostringstream out;
  std::map<std::string, std::string> names;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] == '!')
      continue;
    if (line.rfind("define ", 0) == 0)
      names.clear();
    line = std::regex_replace(line, attachment, "");
    std::string renamed;
    auto begin = std::sregex_iterator(line.begin(), line.end(), unnamed);
    size_t at = 0;
    for (auto it = begin; it != std::sregex_iterator(); ++it) {
      renamed += line.substr(at, it->position() - at);
      auto [name, fresh] = names.try_emplace((*it)[1], "");
      if (fresh)
        name->second = "%v" + std::to_string(names.size() - 1);
      renamed += name->second;
      at = it->position() + it->length();
    }
    renamed += line.substr(at);
    out << renamed << "\n";
  }
  // Trailing blank lines (left where metadata was) go.
  std::string text = out.str();
  while (text.size() > 1 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n')
    text.pop_back();
  return text;
}

// One comment line per user map: `; map @count = m_count: count, per-cpu, key 8, value 8, 4096 entries`.
std::string map_summary(const manifest::Manifest &m) {
  std::ostringstream os;
  for (const manifest::Map &map : m.maps) {
    os << "; map " << map.name << " = " << map.bpf_name << ": " << (map.aggregation.empty() ? "plain" : map.aggregation)
       << (map.per_cpu ? ", per-cpu" : "") << ", key " << map.key_size << ", value " << map.value_size << ", "
       << map.max_entries << " entries\n";
  }
  return os.str();
}

struct Compiled {
  std::string ir;
  std::vector<char> elf;
  manifest::Manifest manifest;
};

// What a golden is compiled for: no multi links, unless its source has a
// line `// codegen: kprobe_session` (a kernel with kprobe.session links;
// the fixture BTF has the kfunc they call).
manifest::TargetFeatures target_of(const std::string &text) {
  manifest::TargetFeatures target;
  target.kprobe_session = text.find("\n// codegen: kprobe_session\n") != std::string::npos;
  return target;
}

// A golden with a line `// unsafe` is compiled as kt --unsafe compiles it.
sema::ResolveOptions resolve_options_of(const std::string &text) {
  sema::ResolveOptions opts;
  opts.unsafe = text.find("\n// unsafe\n") != std::string::npos;
  return opts;
}

Compiled compile_file(const fs::path &kt, std::optional<manifest::TargetFeatures> features = std::nullopt) {
  Compiled c;
  std::string text = read_text(kt);
  Analyzed a = analyze(text, kt.filename().string(), resolve_options_of(text));
  EXPECT_TRUE(a.ok()) << a.rendered();
  if (!a.ok())
    return c;
  std::ostringstream ir;
  codegen::Options opts;
  opts.ir = &ir;
  auto out = codegen::compile(*a.program, a.info, features.value_or(target_of(text)), opts);
  EXPECT_TRUE(out) << (out ? "" : out.error().message);
  if (!out)
    return c;
  c.ir = ir.str();
  c.elf = std::move(out->elf);
  c.manifest = std::move(out->manifest);
  return c;
}

fs::path golden_dir() { return fixture_path("tests/golden/codegen"); }

std::vector<fs::path> golden_files() { return test::golden_files(golden_dir()); }

class CodegenGolden : public testing::TestWithParam<fs::path> {};

TEST_P(CodegenGolden, IrMatches) {
  ASSERT_EQ(KT_LLVM_MAJOR, 16) << "the codegen goldens are LLVM 16's IR";
  const fs::path &kt = GetParam();
  Compiled c = compile_file(kt);
  ASSERT_FALSE(c.ir.empty());
  std::string ir = normalize(c.ir) + map_summary(c.manifest);
  fs::path golden = fs::path(kt).replace_extension(".ll");
  if (std::getenv("UPDATE_GOLDEN")) {
    std::ofstream(golden, std::ios::binary) << ir;
    return;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " missing (run with UPDATE_GOLDEN=1)";
  EXPECT_EQ(read_text(golden), ir);
}

// Same program, same fixtures: same bytes.
TEST_P(CodegenGolden, Deterministic) {
  Compiled first = compile_file(GetParam());
  Compiled second = compile_file(GetParam());
  ASSERT_FALSE(first.elf.empty());
  EXPECT_EQ(first.ir, second.ir);
  EXPECT_TRUE(first.elf == second.elf) << "ELF bytes differ between two compilations";
}

std::string golden_name(const testing::TestParamInfo<fs::path> &info) {
  std::string name = info.param.stem().string();
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Golden, CodegenGolden, testing::ValuesIn(golden_files()), golden_name);

TEST(CodegenGoldenCorpus, OnePerPattern) { EXPECT_GE(golden_files().size(), 30u); }

TEST(Normalize, StripsDebugInfoAndRenumbers) {
  std::string ir = "define i32 @f(ptr %ctx) #0 section \"x\" !dbg !7 {\n"
                   "  %5 = load i64, ptr %ctx, align 8, !dbg !9\n"
                   "  %6 = add i64 %5, %5, !dbg !9\n"
                   "  ret i32 0, !dbg !9\n"
                   "}\n"
                   "define i32 @g() {\n"
                   "  %9 = add i64 1, 2\n"
                   "}\n"
                   "\n"
                   "!7 = distinct !DISubprogram(name: \"f\")\n"
                   "!llvm.dbg.cu = !{!2}\n";
  EXPECT_EQ(normalize(ir), "define i32 @f(ptr %ctx) #0 section \"x\" {\n"
                           "  %v0 = load i64, ptr %ctx, align 8\n"
                           "  %v1 = add i64 %v0, %v0\n"
                           "  ret i32 0\n"
                           "}\n"
                           "define i32 @g() {\n"
                           "  %v0 = add i64 1, 2\n"
                           "}\n");
}

// ---- the objects' sections, programs and maps ----

struct ElfView {
  std::set<std::string> sections;
  std::map<std::string, std::string> programs; // function symbol -> its section
  std::map<std::string, std::string> code;     // function symbol -> its bytes
  std::set<std::string> maps;                  // symbols in .maps
};

template <typename T> bool read_at(const std::vector<char> &elf, uint64_t off, T &out) {
  if (off > elf.size() || elf.size() - off < sizeof(T))
    return false;
  std::memcpy(&out, elf.data() + off, sizeof(T));
  return true;
}

std::string string_at(const std::vector<char> &elf, uint64_t table, uint64_t size, uint32_t off) {
  if (off >= size || table + size > elf.size())
    return "";
  const char *s = elf.data() + table + off;
  return std::string(s, strnlen(s, size - off));
}

// A minimal ELF64 reader: section names, and the symbols of .symtab.
ElfView view_elf(const std::vector<char> &elf) {
  ElfView v;
  Elf64_Ehdr eh;
  if (!read_at(elf, 0, eh) || std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64)
    return v;
  std::vector<Elf64_Shdr> shdrs(eh.e_shnum);
  for (size_t i = 0; i < shdrs.size(); i++)
    if (!read_at(elf, eh.e_shoff + i * sizeof(Elf64_Shdr), shdrs[i]))
      return v;
  if (eh.e_shstrndx >= shdrs.size())
    return v;
  const Elf64_Shdr &names = shdrs[eh.e_shstrndx];
  std::vector<std::string> section_names;
  for (const Elf64_Shdr &sh : shdrs)
    section_names.push_back(string_at(elf, names.sh_offset, names.sh_size, sh.sh_name));
  v.sections.insert(section_names.begin(), section_names.end());
  for (const Elf64_Shdr &sh : shdrs) {
    if (sh.sh_type != SHT_SYMTAB || sh.sh_link >= shdrs.size())
      continue;
    const Elf64_Shdr &strtab = shdrs[sh.sh_link];
    for (uint64_t off = 0; off + sizeof(Elf64_Sym) <= sh.sh_size; off += sizeof(Elf64_Sym)) {
      Elf64_Sym sym;
      if (!read_at(elf, sh.sh_offset + off, sym) || sym.st_shndx >= section_names.size())
        continue;
      std::string name = string_at(elf, strtab.sh_offset, strtab.sh_size, sym.st_name);
      const std::string &in = section_names[sym.st_shndx];
      const Elf64_Shdr &at = shdrs[sym.st_shndx];
      if (ELF64_ST_TYPE(sym.st_info) == STT_FUNC) {
        v.programs[name] = in;
        if (at.sh_type == SHT_PROGBITS && sym.st_value + sym.st_size <= at.sh_size &&
            at.sh_offset + at.sh_size <= elf.size())
          v.code[name] = std::string(elf.data() + at.sh_offset + sym.st_value, sym.st_size);
      }
      else if (in == ".maps" && ELF64_ST_TYPE(sym.st_info) == STT_OBJECT)
        v.maps.insert(name);
    }
  }
  return v;
}

struct ObjectCase {
  const char *file;
  std::map<std::string, std::string> programs;
  std::set<std::string> maps; // @NAME is m_NAME; besides kt_ringbuf and kt_lost, in every object
};

void PrintTo(const ObjectCase &c, std::ostream *os) { *os << c.file; }

class CodegenObject : public testing::TestWithParam<ObjectCase> {};

TEST_P(CodegenObject, HasSectionsProgramsAndMaps) {
  const ObjectCase &c = GetParam();
  Compiled out = compile_file(golden_dir() / c.file);
  ElfView v = view_elf(out.elf);
  for (const char *s : {".BTF", ".BTF.ext", ".maps", ".rodata", "license", ".symtab"})
    EXPECT_TRUE(v.sections.count(s)) << "no section " << s;
  EXPECT_EQ(v.programs, c.programs);
  std::set<std::string> maps = c.maps;
  maps.insert({"kt_ringbuf", "kt_lost"});
  EXPECT_EQ(v.maps, maps);
}

INSTANTIATE_TEST_SUITE_P(
    Objects, CodegenObject,
    testing::Values(
        ObjectCase{"printf.kt", {{"BEGIN_0", "raw_tp"}}, {}},
        ObjectCase{"count.kt", {{"kprobe_0", "kprobe"}}, {"m_count"}},
        ObjectCase{"syscall_fanout.kt", {{"tp_0", "tracepoint"}, {"tp_0_sc", "raw_tp"}}, {"m__", "kt_sc_0"}},
        ObjectCase{"tracepoint_field.kt", {{"tp_0", "tracepoint"}}, {"m_prev"}},
        ObjectCase{"kstack_ustack.kt", {{"kprobe_0", "kprobe"}}, {"m_k", "m_u", "kt_stacks", "kt_pids_seen"}},
        ObjectCase{"session.kt",
                   {{"session_0", "kretprobe"}, {"session_0_call", "kprobe"}},
                   {"m__", "kt_sessions", "kt_session_zero", "kt_session_calls", "kt_session_calls_zero"}},
        ObjectCase{"session_kprobe_session.kt",
                   {{"session_0", "kprobe"}},
                   {"m__", "kt_sessions", "kt_session_zero", "kt_session_calls", "kt_session_calls_zero"}}),
    [](const testing::TestParamInfo<ObjectCase> &info) {
      std::string name = fs::path(info.param.file).stem().string();
      return name;
    });

// ---- features off and on: only the attach form differs ----

// Every program's code, by function symbol (ElfView::code), and the
// manifest in words, without the attach forms (Probe::multi) and without
// the session probes' programs, which kprobe.session makes one.
struct Comparable {
  std::map<std::string, std::string> code;
  std::string manifest;
};

bool session_program(const manifest::Manifest &m, const std::string &function) {
  return std::any_of(m.probes.begin(), m.probes.end(), [&](const manifest::Probe &p) {
    return p.session && (function == p.program || function == p.program + "_call" ||
                         p.program == function + "_call");
  });
}

std::string describe_without_attach_forms(const manifest::Manifest &m) {
  std::ostringstream os;
  for (const manifest::Probe &p : m.probes) {
    if (p.session)
      continue;
    os << "probe " << p.program << " type " << static_cast<int>(p.type) << " args " << p.args << ":";
    for (const manifest::Attach &a : p.attach)
      os << " " << a.text << "/" << a.cookie.value_or(0);
    os << (p.fanout ? " fanout " + p.fanout->program : "") << "\n";
  }
  for (const manifest::SessionFunction &f : m.session_functions)
    os << "session function " << f.name << " entry " << f.entry << " class " << int(f.error_class) << "\n";
  os << map_summary(m);
  for (const std::string &n : m.probe_names)
    os << "probe name " << n << "\n";
  for (const manifest::Format &f : m.printfs)
    os << "printf " << f.format << " " << f.args.size() << "\n";
  os << "ringbuf " << m.config.ringbuf_size << " lbr " << m.config.lbr_mode << " kstack " << m.uses_kstack
     << " ustack " << m.uses_ustack << " session args " << m.session_args << "\n";
  return os.str();
}

class CodegenFeatures : public testing::TestWithParam<fs::path> {};

TEST_P(CodegenFeatures, OnlyTheAttachFormDiffers) {
  manifest::TargetFeatures all;
  all.kprobe_multi = all.kprobe_session = all.uprobe_multi = true;
  Compiled off = compile_file(GetParam(), manifest::TargetFeatures{});
  Compiled on = compile_file(GetParam(), all);
  ASSERT_FALSE(off.elf.empty());
  ASSERT_FALSE(on.elf.empty());
  EXPECT_EQ(describe_without_attach_forms(off.manifest), describe_without_attach_forms(on.manifest));
  bool kernel_session = std::any_of(on.manifest.probes.begin(), on.manifest.probes.end(), [](const manifest::Probe &p) {
    return p.type == manifest::ProbeType::KprobeSession;
  });
  if (!kernel_session) {
    EXPECT_TRUE(off.elf == on.elf) << "ELF bytes differ, though only attach forms may";
    return;
  }
  // A kernel session's call and return programs become one; every other
  // program keeps its code byte for byte.
  std::map<std::string, std::string> code_off = view_elf(off.elf).code, code_on = view_elf(on.elf).code;
  std::erase_if(code_off, [&](const auto &f) { return session_program(off.manifest, f.first); });
  std::erase_if(code_on, [&](const auto &f) { return session_program(on.manifest, f.first); });
  EXPECT_EQ(code_off, code_on);
}

// Each feature changes the attach form where it applies, and only there.
TEST(CodegenFeatures, MultiLinksWhereThereAreSeveralFunctions) {
  manifest::TargetFeatures multi;
  multi.kprobe_multi = true;
  Compiled two = compile_file(golden_dir() / "probe_cookie.kt", multi);
  ASSERT_EQ(two.manifest.probes.size(), 1u);
  EXPECT_TRUE(two.manifest.probes[0].multi);
  EXPECT_FALSE(compile_file(golden_dir() / "probe_cookie.kt", manifest::TargetFeatures{}).manifest.probes[0].multi);
  EXPECT_FALSE(compile_file(golden_dir() / "count.kt", multi).manifest.probes[0].multi) << "one function";
  Compiled session = compile_file(golden_dir() / "session.kt", multi);
  ASSERT_EQ(session.manifest.probes.size(), 2u);
  EXPECT_TRUE(session.manifest.probes[0].multi && session.manifest.probes[1].multi);
  EXPECT_EQ(session.manifest.probes[1].type, manifest::ProbeType::Kretprobe) << "kprobe.session is off";
}

INSTANTIATE_TEST_SUITE_P(Golden, CodegenFeatures, testing::ValuesIn(golden_files()), golden_name);

// A kernel session: a call (kprobe) and a return (kretprobe) program, or
// where the kernel has kprobe.session, one program attached to the same
// functions with the same cookies.
TEST(CodegenManifest, KernelSessionPrograms) {
  Compiled two = compile_file(golden_dir() / "session.kt");
  ASSERT_EQ(two.manifest.probes.size(), 2u);
  EXPECT_EQ(two.manifest.probes[0].type, manifest::ProbeType::Kprobe);
  EXPECT_EQ(two.manifest.probes[1].type, manifest::ProbeType::Kretprobe);
  Compiled one = compile_file(golden_dir() / "session_kprobe_session.kt");
  ASSERT_EQ(one.manifest.probes.size(), 1u);
  const manifest::Probe &p = one.manifest.probes[0];
  EXPECT_EQ(p.type, manifest::ProbeType::KprobeSession);
  EXPECT_EQ(p.program, "session_0");
  EXPECT_TRUE(p.session);
  ASSERT_EQ(p.attach.size(), two.manifest.probes[0].attach.size());
  for (size_t i = 0; i < p.attach.size(); i++) {
    EXPECT_EQ(p.attach[i].func, two.manifest.probes[0].attach[i].func);
    EXPECT_EQ(p.attach[i].cookie, two.manifest.probes[0].attach[i].cookie);
  }
}

TEST(CodegenManifest, SyscallWildcardFansOut) {
  Compiled out = compile_file(golden_dir() / "syscall_fanout.kt");
  ASSERT_EQ(out.manifest.probes.size(), 1u);
  ASSERT_TRUE(out.manifest.probes[0].fanout.has_value());
  EXPECT_EQ(out.manifest.probes[0].fanout->program, "tp_0_sc");
  EXPECT_FALSE(out.manifest.probes[0].fanout->exit);
}

// The ring buffer is locked kernel memory: 2 MiB for programs that stream
// output, 256 KiB for those that only send control records. Only the
// former have records that wait for kt's drain (output_records).
TEST(CodegenManifest, RingBufferSizedByOutput) {
  manifest::Config printf_cfg = compile_file(golden_dir() / "printf.kt").manifest.config;
  EXPECT_EQ(printf_cfg.ringbuf_size, 2u << 20);
  EXPECT_TRUE(printf_cfg.output_records);
  manifest::Config count_cfg = compile_file(golden_dir() / "count.kt").manifest.config;
  EXPECT_EQ(count_cfg.ringbuf_size, 256u << 10);
  EXPECT_FALSE(count_cfg.output_records);
  EXPECT_EQ(compile_file(golden_dir() / "exit.kt").manifest.config.ringbuf_size, 256u << 10);
}

} // namespace
} // namespace kt::test
