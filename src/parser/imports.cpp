#include "parser/imports.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "ast/visitor.h"
#include "cparts/c_decls.h"
#include "cparts/cache.h"
#include "parser/driver.h"
#include "parser/import_scan.h"
#include "util/edit_distance.h"
#include "util/shared_write.h"

namespace fs = std::filesystem;

namespace kt::parser {

std::vector<std::string> import_search_dirs(const ImportOptions &opts) {
  std::vector<std::string> dirs = opts.include_dirs;
  std::istringstream path(opts.kt_path);
  for (std::string dir; std::getline(path, dir, ':');)
    if (!dir.empty())
      dirs.push_back(dir);
  if (!opts.stdlib_dir.empty())
    dirs.push_back(opts.stdlib_dir);
  return dirs;
}

namespace {

// One file on the chain of imports being loaded.
struct Frame {
  std::string key;           // canonical path; empty for -e text and stdin
  std::string name;          // the name diagnostics print
  fs::path dir;              // where its relative imports start
  SourceLocation import_loc; // the import that led here (no file: the main file)
  std::string stem;          // its file name without the extension; empty for the main file
};

// What a loaded file gives the files that import it.
struct Loaded {
  std::set<std::string> typedefs;    // typedef names it declares or imports
  std::set<std::string> shared_maps; // map names it or its imports declare (`let @m`)
  // The files, it and its imports, whose C parts Clang reads before an
  // importer's (keys of Loader::c_files_), each once, in the order read.
  std::vector<std::string> c_files;

  void add(const Loaded &other) {
    typedefs.insert(other.typedefs.begin(), other.typedefs.end());
    shared_maps.insert(other.shared_maps.begin(), other.shared_maps.end());
    for (const std::string &f : other.c_files)
      if (std::find(c_files.begin(), c_files.end(), f) == c_files.end())
        c_files.push_back(f);
  }
};

// Renames every map an imported file uses but does not share to its
// private name, `PREFIX::name` (a map name written in a program is an
// identifier, so no map of the program has a `::` in its name).
class PrivateMaps : public ast::Visitor {
public:
  PrivateMaps(const std::set<std::string> &shared, std::function<const std::string &()> prefix)
      : shared_(shared), prefix_(std::move(prefix)) {}

  using ast::Visitor::visit;
  void visit(ast::MapRef &node) override {
    if (!shared_.count(node.name))
      node.name = prefix_() + "::" + node.name;
    ast::Visitor::visit(node);
  }

private:
  const std::set<std::string> &shared_;
  std::function<const std::string &()> prefix_;
};

// `dir / name`, tidied; "lib.kt" rather than "./lib.kt".
fs::path join(const fs::path &dir, const std::string &name) {
  fs::path p = dir.empty() || dir == "." ? fs::path(name) : dir / name;
  return p.lexically_normal();
}

// The directory of `file`; "." for a bare name.
fs::path dir_of(const fs::path &file) {
  fs::path dir = file.parent_path();
  return dir.empty() ? fs::path(".") : dir;
}

std::string canonical_key(const fs::path &p) {
  std::error_code ec;
  fs::path c = fs::canonical(p, ec);
  return ec ? fs::absolute(p, ec).lexically_normal().string() : c.string();
}

class Loader {
  // Whether the file of canonical path `key` is in kt's own library.
  bool in_stdlib(const std::string &key) const {
    const std::string &dir = stdlib_key_;
    return !dir.empty() && key.size() > dir.size() && key.compare(0, dir.size(), dir) == 0 && key[dir.size()] == '/';
  }

public:
  Loader(const ImportOptions &opts, ast::Context &ctx, std::vector<std::unique_ptr<SourceFile>> &files,
         Diagnostics &diags)
      : opts_(opts), search_dirs_(import_search_dirs(opts)),
        stdlib_key_(opts.stdlib_dir.empty() ? "" : canonical_key(opts.stdlib_dir)), ctx_(ctx), files_(files),
        diags_(diags) {}

  ast::Program *load_main(const SourceFile &main) {
    Frame frame;
    frame.name = main.name();
    frame.dir = ".";
    if (!opts_.main_path.empty()) {
      frame.dir = dir_of(opts_.main_path);
      frame.key = canonical_key(opts_.main_path);
    }
    stack_.push_back(frame);
    Loaded exports;
    ast::Program *program = load_file(main, exports);
    stack_.pop_back();
    if (program) {
      program->items = std::move(merged_);
      program->c_types = std::move(c_types_);
      program->c_declared = std::move(c_declared_);
    }
    return program;
  }

private:
  // Parses `file` after loading its imports, and appends its items (after
  // theirs) to merged_. `exports` receives the typedef names and shared map
  // names it exports. An imported file's maps that are not shared get their
  // private names.
  //
  // A file with C declarations needs its imports' C parts before Clang
  // reads it (their types are its own), so its imports are loaded first:
  // those scan_imports() finds; when the parse finds others (an import
  // inside #if), Clang reads the file again with all of them.
  ast::Program *load_file(const SourceFile &file, Loaded &exports) {
    // --include FILE is the main file's C part.
    bool forced = stack_.size() == 1 && !opts_.c.forced_includes.empty();
    bool has_c = opts_.preprocess && (forced || cparts::has_c_parts(file.text()));
    bool c_decls = has_c && !cparts::top_level_c_decls(file.text()).empty();
    std::map<std::pair<uint32_t, uint32_t>, Loaded> early; // by the import's line and column
    Loaded before;                                          // the imports Clang is given
    if (c_decls)
      for (const ScannedImport &s : scan_imports(file.text())) {
        auto *imp = ctx_.make<ast::Import>(SourceLocation{&file, s.begin, s.end}, s.path);
        Loaded one;
        load_import(*imp, one);
        before.add(one);
        early[{s.begin.line, s.begin.column}] = std::move(one);
      }
    std::optional<cparts::CParts> c, c_again;
    Diagnostics preprocessor;
    if (has_c && !(c = preprocess(file, before, preprocessor))) {
      report(preprocessor);
      return nullptr;
    }
    if (!c_decls) // else Clang may read it again, and only then is it said
      report(preprocessor), preprocessor.clear();
    Diagnostics parsed;
    ast::Program *program = parse(file, c, before.typedefs, parsed);
    if (!program) {
      report(preprocessor);
      report(parsed);
      return nullptr;
    }
    Loaded from_imports;
    for (ast::Node *item : program->items)
      if (auto *imp = ast::as<ast::Import>(item)) {
        auto it = early.find({imp->loc.begin.line, imp->loc.begin.column});
        if (it != early.end())
          from_imports.add(it->second);
        else
          load_import(*imp, from_imports);
      }
    bool again = c_decls && from_imports.c_files != before.c_files;
    if (again) {
      Diagnostics second;
      if (!(c_again = preprocess(file, from_imports, second))) {
        report(second);
        return nullptr;
      }
      preprocessor = std::move(second);
    }
    const std::optional<cparts::CParts> &cp = again ? c_again : c;
    // The scanner must know typedef names before it reads their uses, so a
    // file whose imports declare others is parsed again with those names.
    if (again || from_imports.typedefs != before.typedefs)
      program = parse(file, cp, from_imports.typedefs, parsed);
    report(preprocessor);
    report(parsed);
    if (!program)
      return nullptr;

    std::shared_ptr<const ast::CTypeTable> types;
    if (cp && !cp->types.empty())
      types = std::make_shared<const ast::CTypeTable>(cp->types);
    exports = std::move(from_imports);
    if (types) {
      for (const auto &[name, index] : types->typedefs)
        exports.typedefs.insert(name);
      c_types_.push_back(types); // after its imports': sema looks a name up here first
      // kt's own library's types (enum errno, enum signal) are named not to
      // shadow the kernel's (an e2e case checks it): checking them would
      // read the kernel's BTF on every run of every recipe importing them.
      if (!in_stdlib(stack_.back().key))
        for (const ast::CTypeDeclared &d : types->declared)
          c_declared_.push_back({SourceLocation{&file, {d.line, d.column},
                                                {d.line, d.column + static_cast<uint32_t>(d.name.size())}},
                                 d.tag, d.name});
    }
    if (has_c && stack_.size() > 1 && !preprocessor.has_errors()) {
      // Its C parts, for the files that import it (a file whose own C has
      // errors is not read again there: they are said once).
      std::error_code ec;
      std::string path = fs::absolute(file.name(), ec).lexically_normal().string();
      c_files_[stack_.back().key] = {path, cparts::imported_c_text(file.text()), &file};
      exports.c_files.push_back(stack_.back().key);
    }
    for (ast::Node *item : program->items) {
      if (auto *d = ast::as<ast::MapDecl>(item))
        exports.shared_maps.insert(d->map);
    }
    if (stack_.size() > 1) {
      std::string prefix;
      PrivateMaps renamer(exports.shared_maps, [&]() -> const std::string & {
        if (prefix.empty())
          prefix = private_prefix(stack_.back().stem);
        return prefix;
      });
      for (ast::Node *item : program->items)
        if (!ast::as<ast::Import>(item))
          renamer.visit(item);
    }
    for (ast::Node *item : program->items)
      if (!ast::as<ast::Import>(item))
        merged_.push_back(item);
    return program;
  }

  // Preprocesses `file` (cparts) with the C parts of the files `imports`
  // lists before it; nullopt when libclang cannot read it (said in `out`).
  std::optional<cparts::CParts> preprocess(const SourceFile &file, const Loaded &imports, Diagnostics &out) {
    cparts::Options copts = opts_.c;
    copts.include_dirs.insert(copts.include_dirs.end(), opts_.include_dirs.begin(), opts_.include_dirs.end());
    for (const std::string &key : imports.c_files)
      copts.imported.push_back(c_files_.at(key));
    auto parts = cparts::preprocess(file, stack_.size() == 1 ? opts_.main_path : file.name(), copts, out);
    if (parts && opts_.c_parts_seen)
      *opts_.c_parts_seen += cparts::serialize(*parts, {});
    return parts;
  }

  // Parses `file` (its preprocessed text and macros in `c`, if any), its
  // own typedef names and `imported` ones known to the scanner; `out`
  // holds this parse's diagnostics only.
  ast::Program *parse(const SourceFile &file, const std::optional<cparts::CParts> &c,
                      const std::set<std::string> &imported, Diagnostics &out) {
    out.clear();
    Driver driver(ctx_, out);
    if (c)
      driver.declare_typedef_names(c->types.typedefs);
    driver.params = opts_.params;
    driver.lenient_params = opts_.lenient_params;
    driver.is_builtin = opts_.is_builtin;
    if (!imported.empty()) {
      prime(driver, imported);
      out.clear();
    }
    return driver.parse(file, c ? &c->text : nullptr, c ? &c->macros : nullptr);
  }

  // The prefix of an imported file's private maps: its stem, or for the
  // second file of that stem `STEM#2`, and so on, so that two files'
  // private maps never share a name.
  std::string private_prefix(const std::string &stem) {
    std::string prefix = stem;
    for (unsigned n = 2; !prefixes_.insert(prefix).second; n++)
      prefix = stem + "#" + std::to_string(n);
    return prefix;
  }

  void load_import(const ast::Import &imp, Loaded &exports) {
    if (imp.path.empty()) {
      diags_.error(imp.loc) << "an import needs a file name";
      return;
    }
    bool refused = false;
    std::optional<fs::path> found = find(imp, refused);
    if (!found) {
      if (!refused)
        not_found(imp);
      return;
    }
    std::error_code ec;
    fs::file_status st = fs::status(*found, ec);
    if (ec) { // found as a symbolic link that leads nowhere
      broken_link(imp, *found, ec);
      return;
    }
    if (!fs::is_directory(st) && !fs::is_regular_file(st)) {
      // A FIFO or a device would block the read, or never end.
      diags_.error(imp.loc) << "cannot import '" << found->string() << "': not a regular file or a directory";
      return;
    }
    if (!fs::is_directory(st)) {
      load_path(imp, *found, exports);
      return;
    }
    // A directory: each kt file in it (not its subdirectories), by name,
    // as bpftrace v0.26 imports a directory.
    std::vector<fs::path> members;
    for (const fs::directory_entry &e : fs::directory_iterator(*found, ec))
      if (e.is_regular_file(ec) && (is_c_file(e.path()) || e.path().extension() == ".kt" ||
                                    e.path().extension() == ".bt"))
        members.push_back(e.path().lexically_normal());
    if (ec) {
      diags_.error(imp.loc) << "cannot read '" << found->string() << "': " << ec.message();
      return;
    }
    std::sort(members.begin(), members.end());
    for (const fs::path &m : members) {
      if (auto why = util::writable_by_others(m.string())) {
        diags_.error(imp.loc) << "refusing to import '" << m.string() << "': " << *why;
        continue;
      }
      load_path(imp, m, exports);
    }
  }

  static bool is_c_file(const fs::path &p) {
    std::string name = p.filename().string();
    auto ends = [&](const std::string &s) {
      return name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    return ends(".h") || ends(".c");
  }

  // Loads one file that `imp` names (itself or through its directory).
  void load_path(const ast::Import &imp, const fs::path &found, Loaded &exports) {
    if (is_c_file(found)) {
      auto d = diags_.error(imp.loc);
      d << "cannot import C file '" << found.string() << "': kt imports kt files only";
      d.hint("include C headers with '#include \"" + found.filename().string() + "\"'");
      return;
    }
    std::string key = canonical_key(found);
    for (size_t i = 0; i < stack_.size(); i++) {
      if (!stack_[i].key.empty() && stack_[i].key == key) {
        cycle(imp, i);
        return;
      }
    }
    if (auto it = loaded_.find(key); it != loaded_.end()) {
      exports.add(it->second);
      return;
    }
    SourceFile *file = read(imp, found);
    if (!file)
      return;
    file->set_imported_at(imp.loc);
    stack_.push_back({key, file->name(), dir_of(found), imp.loc, found.stem().string()});
    Loaded exported;
    load_file(*file, exported);
    stack_.pop_back();
    exports.add(exported);
    loaded_[key] = std::move(exported);
  }

  // The first place `path` exists: the importing file's directory, then the
  // search directories. An existing path that is not a readable file is
  // found, and then reported by read(); so is a symbolic link that leads
  // nowhere (broken_link()). As bpftrace does, what other users
  // can write is refused: named (absolute, or next to the importer), an
  // error; met in a search directory, a warning, and the search goes on.
  std::optional<fs::path> find(const ast::Import &imp, bool &refused) {
    std::error_code ec;
    auto usable = [&](const fs::path &p, bool searched) {
      auto why = util::writable_by_others(p.string());
      if (!why)
        return true;
      if (searched) {
        diags_.warning(imp.loc) << "skipping '" << p.string() << "' on the search path: " << *why;
        return false;
      }
      auto d = diags_.error(imp.loc);
      d << "refusing to import '" << p.string() << "': " << *why;
      d.hint("kt runs as root: keep imports where only their owner can write (chmod o-w)");
      refused = true;
      return false;
    };
    auto exists = [&](const fs::path &p) { return fs::exists(fs::symlink_status(p, ec)); };
    if (fs::path(imp.path).is_absolute()) {
      if (!exists(imp.path))
        return std::nullopt;
      fs::path p = fs::path(imp.path).lexically_normal();
      return usable(p, false) ? std::optional<fs::path>(p) : std::nullopt;
    }
    fs::path here = join(stack_.back().dir, imp.path);
    if (exists(here))
      return usable(here, false) ? std::optional<fs::path>(here) : std::nullopt;
    for (const std::string &dir : search_dirs_) {
      fs::path p = join(dir, imp.path);
      if (exists(p) && usable(dir, true) && usable(p, true))
        return p;
    }
    return std::nullopt;
  }

  // `path` is a symbolic link whose target cannot be found: `ec` says why.
  void broken_link(const ast::Import &imp, const fs::path &path, const std::error_code &ec) {
    auto d = diags_.error(imp.loc);
    d << "cannot import '" << path.string() << "': ";
    std::error_code ignored;
    fs::path target = fs::read_symlink(path, ignored);
    if (ec.value() == ELOOP)
      d << "its symbolic links form a loop";
    else if (ec.value() == ENOENT && !target.empty())
      d << "it is a symbolic link to '" << target.string() << "', which does not exist";
    else
      d << ec.message();
  }

  SourceFile *read(const ast::Import &imp, const fs::path &path) {
    int err = 0;
    std::ostringstream text;
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
      err = errno ? errno : EIO;
    else if (text << in.rdbuf(); in.bad())
      err = EIO;
    if (err) {
      diags_.error(imp.loc) << "cannot read '" << path.string() << "': " << std::strerror(err);
      return nullptr;
    }
    files_.push_back(std::make_unique<SourceFile>(path.string(), text.str()));
    return files_.back().get();
  }

  void not_found(const ast::Import &imp) {
    auto d = diags_.error(imp.loc);
    d << "cannot find '" << imp.path << "'";
    if (fs::path(imp.path).is_absolute())
      return;
    if (auto near = nearest_import(imp.path))
      d.hint("did you mean '" + *near + "'?");
    std::string searched = "searched in '" + stack_.back().dir.string() + "'";
    for (const std::string &dir : search_dirs_)
      searched += ", '" + dir + "'";
    d.hint(searched);
    d.hint("add a directory with -I DIR or $KT_PATH");
  }

  // The importable name nearest to `path` (a misspelled module of the
  // standard library, a file next to the importer): the kt files and
  // directories where find() looks, named as `path` would name them. A
  // name without an extension is compared as NAME.kt, so that 'signal'
  // finds 'signals.kt'.
  std::optional<std::string> nearest_import(const std::string &path) {
    fs::path written(path);
    fs::path sub = written.parent_path();
    std::vector<std::string> names;
    std::vector<std::string> dirs{stack_.back().dir.string()};
    dirs.insert(dirs.end(), search_dirs_.begin(), search_dirs_.end());
    for (const std::string &dir : dirs) {
      std::error_code ec;
      fs::path where = sub.empty() ? fs::path(dir) : join(dir, sub.string());
      for (const fs::directory_entry &e : fs::directory_iterator(where, ec)) {
        fs::path name = e.path().filename();
        if (e.is_directory(ec) || name.extension() == ".kt" || name.extension() == ".bt")
          names.push_back((sub / name).string());
      }
    }
    std::string word = written.has_extension() ? path : path + ".kt";
    return closest_name(word, names);
  }

  // `imp` names stack_[first], which is still being loaded.
  void cycle(const ast::Import &imp, size_t first) {
    auto d = diags_.error(imp.loc);
    const std::string &top = stack_.back().name;
    if (first + 1 == stack_.size()) {
      d << "import cycle: '" << top << "' imports itself";
      return;
    }
    d << "import cycle: '" << top << "' imports '" << stack_[first].name << "'";
    for (size_t i = first + 1; i < stack_.size(); i++)
      d << (i == first + 1 ? ", which imports '" : "', which imports '") << stack_[i].name;
    d << "'";
    for (size_t i = first + 1; i < stack_.size(); i++)
      d.note(stack_[i].import_loc) << "'" << stack_[i - 1].name << "' imports '" << stack_[i].name
                                   << "' here";
  }

  // Copies one file's parse diagnostics, with a note at each import that
  // led to the file.
  void report(const Diagnostics &from) {
    for (const Diagnostic &d : from.all()) {
      auto b = d.severity == Severity::Warning ? diags_.warning(d.loc)
               : d.severity == Severity::Note  ? diags_.note(d.loc)
                                               : diags_.error(d.loc, d.point);
      b << d.message;
      for (const Diagnostic &n : d.notes)
        b.note(n.loc) << n.message;
      for (size_t i = stack_.size(); i-- > 1;)
        b.note(stack_[i].import_loc) << "'" << stack_[i].name << "' is imported here";
      for (const std::string &h : d.hints)
        b.hint(h);
    }
  }

  // Declares `names` as typedef names to `drv`'s scanner by parsing
  // `typedef int NAME;` for each: a Driver keeps the typedef names it has
  // seen across parse() calls. The nodes this makes are never used; the
  // caller clears the diagnostics (a name that is a C type word already
  // needs no declaring, and fails to parse here).
  void prime(Driver &drv, const std::set<std::string> &names) {
    std::string text;
    for (const std::string &name : names)
      text += "typedef int " + name + ";\n";
    primers_.push_back(std::make_unique<SourceFile>("<typedefs>", std::move(text)));
    drv.parse(*primers_.back());
  }

  const ImportOptions &opts_;
  std::vector<std::string> search_dirs_;
  std::string stdlib_key_; // kt's own library's canonical path; empty: none
  ast::Context &ctx_;
  std::vector<std::unique_ptr<SourceFile>> &files_;
  std::vector<std::unique_ptr<SourceFile>> primers_;
  Diagnostics &diags_;
  std::vector<Frame> stack_;
  std::map<std::string, Loaded> loaded_;
  std::set<std::string> prefixes_; // private map prefixes given so far
  std::vector<ast::Node *> merged_;
  std::vector<std::shared_ptr<const ast::CTypeTable>> c_types_;
  std::vector<ast::Program::CDeclared> c_declared_;
  std::map<std::string, cparts::ImportedC> c_files_; // the C parts of loaded files, by key
};

} // namespace

ast::Program *load_program(const SourceFile &main, const ImportOptions &opts, ast::Context &ctx,
                           std::vector<std::unique_ptr<SourceFile>> &files, Diagnostics &diags) {
  return Loader(opts, ctx, files, diags).load_main(main);
}

} // namespace kt::parser
