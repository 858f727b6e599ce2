// The program cache: a program's compiled object and manifest, kept for
// the next run of the same program on the same inputs, which then skips
// sema, LLVM and codegen, most of a recipe's start (execsnoop: some 40 of
// its 57 ms). The compiler's output is a function of its inputs
// (compile.h), so an entry is keyed by all of them:
//   - the kt binary and its code generator module, kt-codegen.so (device,
//     inode, size, modification time);
//   - the kernel: the boot and the modules loaded (names, sizes and
//     addresses: catalog::boot_and_modules_key, the traceable-function
//     cache's key too), for BTF, tracepoint formats and functions; -k's
//     file;
//   - the program: each file's name and text, imports included, and for
//     a file with C parts what Clang's preprocessing gave it (the text the
//     scanner reads, the macros, the headers' types: a header edited, or
//     another kernel tree, makes another key);
//   - what reaches the compiler from the command line and the environment:
//     $1.., named arguments, config variables, --unsafe, --no-warnings,
//     colour, the name usage lines give the script, the kernel's link
//     features, KT_DEBUGINFO_PATH;
// and the entry lists what else the compile asked about, checked at each
// use: for each user binary, the file its name resolves to now (device,
// inode, size, modification time) and its separate debug file; for
// tracepoints, the dynamic events defined (kprobe_events, uprobe_events:
// they come and go within a boot). An upgraded library, a debug package
// installed, an edited import: the entry is not used, and the new compile
// replaces it.
//
// Only a compile that succeeded is kept, with what it said (warnings,
// printed again at each use), and not one that asked something true only
// for the moment (an iter probe's pin path, a cgroup's id).
//
// Where: /run/kt/programs (a tmpfs: nothing outlives the boot, as no key
// would), trusted only when this user owns it and nobody else may write
// to it (util/cache_files.h), as are its files; otherwise kt compiles
// every time. At most kMaxEntries files and kMaxBytes, the least recently
// used removed first; an entry over 16 MiB is not kept.
// KT_NO_PROGRAM_CACHE=1 turns the cache off.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ast/location.h"
#include "codegen/codegen.h"
#include "manifest/target.h"

namespace kt::driver {

inline constexpr const char *kProgramCacheDir = "/run/kt/programs";
inline constexpr size_t kMaxEntries = 64;
inline constexpr uint64_t kMaxBytes = 64ull << 20; // all entries together (the newest is always kept)

struct ProgramInputs {
  std::vector<const SourceFile *> files; // the program's, then its imports'
  std::string parsed;                    // what preprocessing gave the files with C parts (cparts::serialize)
  std::string options;                   // the compile options, as text (compile_options_text)
  std::string vmlinux;                   // -k
  manifest::TargetFeatures target;
};

// The key: the inputs with the kt binary, the boot and the modules.
std::string program_key(const ProgramInputs &in);

// The entry's file for `key` in `dir`; "" when the cache is off or `dir`
// cannot be trusted.
std::string program_cache_path(const std::string &key, const std::string &dir = kProgramCacheDir);

struct CachedProgram {
  std::string diagnostics; // what compiling said (warnings), rendered
  codegen::Compiled compiled;
};

// The entry at `path` if it is this user's, whole, for `key`, and the
// binaries it lists are as they were.
std::optional<CachedProgram> read_cached_program(const std::string &path, const std::string &key);

// What a compile asked the system about besides the key's inputs.
struct ProgramDeps {
  std::set<std::string> binaries; // user binaries, by name as the program gave them
  std::string tracefs;            // the tracefs read, or ""
};

// Keeps a compile's result; false (and nothing written) on failure.
bool write_cached_program(const std::string &path, const std::string &key, const ProgramDeps &deps,
                          const CachedProgram &program);

} // namespace kt::driver
