#include "cparts/libclang.h"

#include <dlfcn.h>

#include <mutex>

namespace kt::cparts {

namespace {
// Debian's libclang1-16 installs the library under this soname on the
// default search path (/usr/lib/x86_64-linux-gnu).
constexpr const char *kSonames[] = {"libclang-16.so.1", "/usr/lib/llvm-16/lib/libclang-16.so.1"};

Libclang loaded;
std::string load_error;

void load() {
  void *handle = nullptr;
  std::string why;
  for (const char *name : kSonames) {
    handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle)
      break;
    if (why.empty())
      why = dlerror();
  }
  if (!handle) {
    load_error = "cannot load libclang (" + why + ")";
    return;
  }
#define KT_LIBCLANG_LOAD(name)                                                                               \
  loaded.name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                                 \
  if (!loaded.name) {                                                                                        \
    load_error = "libclang has no function '" #name "'";                                                   \
    return;                                                                                                  \
  }
  KT_LIBCLANG_FUNCTIONS(KT_LIBCLANG_LOAD)
#undef KT_LIBCLANG_LOAD
}
} // namespace

const Libclang *Libclang::get(std::string &error) {
  static std::once_flag once;
  std::call_once(once, load);
  error = load_error;
  return load_error.empty() ? &loaded : nullptr;
}

std::string Libclang::text(CXString s) const {
  const char *c = clang_getCString(s);
  std::string out = c ? c : "";
  clang_disposeString(s);
  return out;
}

} // namespace kt::cparts
