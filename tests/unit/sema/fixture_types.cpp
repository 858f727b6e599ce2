#include "sema/fixture_types.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "util/glob.h"
#include "btf/c_definitions.h"
#include "cparts/preprocess.h"
#include "driver/system_types.h"
#include "parser/driver.h"
#include "sema/analyze.h"
#include "sema/builtins.h"

namespace kt::test {

std::string fixture_path(const std::string &relative) { return std::string(KT_SOURCE_DIR) + "/" + relative; }

std::string read_text(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

std::vector<std::filesystem::path> golden_files(const std::filesystem::path &dir) {
  std::vector<std::filesystem::path> files;
  for (const auto &e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".kt")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

FixtureTypes::FixtureTypes()
    : FixtureTypes(
          {fixture_path("tests/fixtures/catalog/tracefs"), fixture_path("tests/fixtures/sema/tracefs")},
          fixture_path("tests/fixtures/btf/vmlinux.btf")) {}

FixtureTypes::FixtureTypes(std::vector<std::string> tracefs_roots, std::string btf_path, uint32_t max_strlen)
    : btf_path_(std::move(btf_path)), max_strlen_(max_strlen) {
  for (std::string &root : tracefs_roots) {
    roots_.push_back(root);
    trees_.emplace_back(std::move(root));
  }
}

std::vector<std::string> FixtureTypes::match_tracepoints(const std::string &category,
                                                         const std::string &name) {
  std::set<std::string> out;
  for (const catalog::Tracefs &fs : trees_) {
    auto all = fs.tracepoints();
    if (!all)
      continue;
    for (const std::string &tp : *all) {
      size_t colon = tp.find(':');
      if (colon != std::string::npos && glob_match(category, tp.substr(0, colon)) &&
          glob_match(name, tp.substr(colon + 1)))
        out.insert(tp);
    }
  }
  return {out.begin(), out.end()};
}

const std::vector<std::string> *FixtureTypes::all_tracepoints() {
  if (all_)
    return &*all_;
  std::set<std::string> out;
  std::error_code ec;
  for (const std::string &root : roots_)
    for (const auto &cat : std::filesystem::directory_iterator(root + "/events", ec))
      for (const auto &tp : std::filesystem::directory_iterator(cat.path(), ec))
        if (tp.is_directory(ec))
          out.insert(cat.path().filename().string() + ":" + tp.path().filename().string());
  all_.emplace(out.begin(), out.end());
  return &*all_;
}

Result<std::shared_ptr<const sema::Record>> FixtureTypes::tracepoint_args(const std::string &category,
                                                                          const std::string &name) {
  for (const catalog::Tracefs &fs : trees_) {
    if (!fs.has_tracepoint(category, name))
      continue;
    auto format = fs.format(category, name);
    if (!format)
      return format.error();
    return driver::tracepoint_record(category, *format, max_strlen_, [this] { return kernel_btf(); });
  }
  return Error("tracepoint '" + category + ":" + name + "': not in the fixtures");
}

Result<std::vector<sema::KernelFunc>> FixtureTypes::error_injection_functions() {
  auto list = catalog::read_error_injection_list(fixture_path("tests/fixtures/sema/error_injection_list"));
  if (!list)
    return list.error();
  return driver::injectable_functions(*list);
}

Result<uint64_t> FixtureTypes::user_symbol_size(const std::string &, const std::string &) {
  return Error("symbol sizes are not available in fixtures");
}

Result<std::shared_ptr<const sema::Record>> FixtureTypes::uprobe_args(const std::string &,
                                                                      const std::string &) {
  return Error("DWARF is not available in fixtures");
}

const btf::Btf *FixtureTypes::kernel_btf() {
  if (btf_path_.empty())
    return nullptr;
  if (!btf_)
    btf_.emplace(btf::Btf::load(btf_path_));
  return btf_->ok() ? &btf_->value() : nullptr;
}

std::string Analyzed::rendered() const {
  std::ostringstream os;
  if (expansions)
    expansions->render(diags, os, false);
  else
    diags.render(os, false);
  return os.str();
}

Analyzed analyze(const std::string &text, const std::string &name, const sema::ResolveOptions &opts) {
  Analyzed a;
  a.file = std::make_unique<SourceFile>(name, text);
  a.ctx = std::make_unique<ast::Context>();
  a.types = std::make_unique<FixtureTypes>();
  a.expansions = std::make_unique<sema::MacroExpansions>();
  // C declarations and directives: Clang's, as kt's pipeline reads them,
  // kernel types from the fixture BTF, no cache.
  std::optional<cparts::CParts> c;
  if (cparts::has_c_parts(text)) {
    setenv("KT_NO_C_CACHE", "1", 0);
    cparts::Options copts;
    FixtureTypes *types = a.types.get();
    copts.kernel_definitions = [types](const std::vector<std::string> &names) {
      const btf::Btf *k = types->kernel_btf();
      return k ? btf::c_definitions(*k, names) : std::string();
    };
    c = cparts::preprocess(*a.file, "", copts, a.diags);
    if (!c || a.diags.has_errors())
      return a;
  }
  parser::Driver drv(*a.ctx, a.diags);
  drv.is_builtin = sema::is_builtin_variable; // as kt's pipeline parses
  if (c)
    drv.declare_typedef_names(c->types.typedefs);
  a.program = drv.parse(*a.file, c ? &c->text : nullptr, c ? &c->macros : nullptr);
  if (!a.program || a.diags.has_errors())
    return a;
  if (c && !c->types.empty())
    a.program->c_types.push_back(std::make_shared<const ast::CTypeTable>(std::move(c->types)));
  a.parsed = true;
  a.info = sema::analyze(*a.program, *a.ctx, opts, *a.types, *a.expansions, a.diags);
  return a;
}

} // namespace kt::test
