// Sema's view of "the system" for tests, from tests/fixtures only (STYLE §7:
// take BTF from the fixtures, never from the host), and the driver's
// analysis passes run over a program with it.
//
//   test::Analyzed a = test::analyze(text, "prog.kt");
//   if (a.diags.has_errors()) ... a.rendered()
//   sema::print_types(os, *a.program, a.info);
//
// Tracepoints come from tracefs-shaped trees (the catalog's fixture, plus
// tests/fixtures/sema/tracefs for syscalls and a struct-pointer field), typed
// by the driver's own tracepoint_record(). Kernel types come from
// tests/fixtures/btf/vmlinux.btf, the error-injection list from
// tests/fixtures/sema/error_injection_list. Uprobe arguments and user symbol sizes
// need a binary's DWARF or ELF: they are errors ("... not available in
// fixtures").
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "btf/btf.h"
#include "catalog/tracefs.h"
#include "sema/expand_macros.h"
#include "sema/analysis.h"
#include "sema/resolve_names.h"
#include "sema/type_source.h"

namespace kt::test {

// KT_SOURCE_DIR-relative fixture paths.
std::string fixture_path(const std::string &relative);
// Golden tests: a file's bytes (empty when unreadable), and the .kt files
// of a golden directory, sorted.
std::string read_text(const std::filesystem::path &p);
std::vector<std::filesystem::path> golden_files(const std::filesystem::path &dir);

class FixtureTypes : public sema::TypeSource {
public:
  // The default fixtures: both tracefs trees and vmlinux.btf.
  FixtureTypes();
  // `tracefs_roots` are searched in order; an empty `btf_path` means no
  // kernel BTF. `max_strlen` types __data_loc strings, as the driver's does.
  FixtureTypes(std::vector<std::string> tracefs_roots, std::string btf_path, uint32_t max_strlen = 64);

  std::vector<std::string> match_tracepoints(const std::string &category, const std::string &name) override;
  // Every events/CATEGORY/NAME of the trees (available_events lists a
  // subset, for the wildcard goldens).
  const std::vector<std::string> *all_tracepoints() override;
  Result<std::shared_ptr<const sema::Record>> tracepoint_args(const std::string &category,
                                                              const std::string &name) override;
  Result<uint64_t> user_symbol_size(const std::string &binary, const std::string &name) override;
  Result<std::shared_ptr<const sema::Record>> uprobe_args(const std::string &binary,
                                                          const std::string &func) override;
  const btf::Btf *kernel_btf() override;
  // tests/fixtures/sema/error_injection_list.
  Result<std::vector<sema::KernelFunc>> error_injection_functions() override;

private:
  std::vector<catalog::Tracefs> trees_;
  std::vector<std::string> roots_; // their directories
  std::optional<std::vector<std::string>> all_; // all_tracepoints()
  std::string btf_path_;
  uint32_t max_strlen_;
  std::optional<Result<btf::Btf>> btf_;
};

// A program after sema::analyze (expand_macros -> resolve_names ->
// infer_types -> check_types, stopping after the first pass that reports an
// error). Owns everything `info` points into.
struct Analyzed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<ast::Context> ctx;
  std::unique_ptr<FixtureTypes> types;
  std::unique_ptr<sema::MacroExpansions> expansions;
  Diagnostics diags;
  ast::Program *program = nullptr;
  sema::Analysis info;
  bool parsed = false; // false: parse errors, sema did not run

  bool ok() const { return program && !diags.has_errors(); }
  // Every diagnostic as kt prints it (GCC style, caret lines, notes, hints).
  std::string rendered() const;
};

Analyzed analyze(const std::string &text, const std::string &name, const sema::ResolveOptions &opts = {});

} // namespace kt::test
