// The code generator loaded from kt-codegen.so on first use: kt's
// (generate.h).
#include <dlfcn.h>

#include <mutex>
#include <stdexcept>

#include "codegen/module_entry.h"
#include "driver/generate.h"
#include "driver/library.h"
#include "util/cache_files.h"

namespace kt::driver {

namespace {

// An installed kt's is PREFIX/lib/kt/kt-codegen.so (library.h), and only
// that one; kt run from its build directory uses the build's
// (KT_CODEGEN_MODULE).
std::string module_path() {
  if (const auto &prefix = installed_prefix())
    return *prefix + "/lib/kt/kt-codegen.so";
  return KT_CODEGEN_MODULE;
}

using Entry = decltype(&kt_codegen_compile);

struct Loaded {
  Entry entry = nullptr;
  std::string error;
};

const Loaded &load() {
  static Loaded loaded;
  static std::once_flag once;
  std::call_once(once, [] {
    std::string path = module_path();
    void *handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char *why = ::dlerror();
      loaded.error = "cannot load kt's code generator (" + std::string(why ? why : path) +
                     "); kt needs its kt-codegen.so from the same build: reinstall kt";
      return;
    }
    loaded.entry = reinterpret_cast<Entry>(::dlsym(handle, "kt_codegen_compile"));
    if (!loaded.entry)
      loaded.error = "kt's code generator " + path + " has no entry point kt_codegen_compile: reinstall kt";
  });
  return loaded;
}

} // namespace

Result<codegen::Compiled> generate(const ast::Program &program, const sema::Analysis &info,
                                   const manifest::TargetFeatures &target, const codegen::Options &opts) {
  const Loaded &m = load();
  if (!m.entry)
    return Error(m.error, 0, /*unavailable=*/true);
  Result<codegen::Compiled> out = Error("the code generator returned nothing");
  std::string internal_error;
  m.entry(&program, &info, &target, &opts, &out, &internal_error);
  // Thrown again on this side of the module (module_entry.h), for main's
  // "internal error".
  if (!internal_error.empty())
    throw std::logic_error(internal_error);
  return out;
}

std::string generator_identity() {
  std::string path = module_path();
  return path + " " + util::file_identity(path);
}

} // namespace kt::driver
