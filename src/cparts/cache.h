// The cache of preprocessed C parts: a script's second run with the same
// text, headers, options and kernel reads what Clang gave the first run
// (the text the scanner reads, the macros, the header types) from a file,
// without loading libclang.
//
// Where: $XDG_CACHE_HOME/kt/cparts (else ~/.cache/kt/cparts), trusted only
// when this user owns it and nobody else may write to it (otherwise kt does
// without). A file's name is a hash of the script's text and name, Clang's
// command line (include directories, forced includes, -D, so whether the
// kernel has BTF), the kernel build (uname -r and -v) and the kt binary;
// the file lists every header Clang opened with its size and modification
// time, and an entry whose headers changed is not used (and is replaced).
// Only a run whose preprocessing said nothing (no error or warning) is
// kept, so a cached run reports what an uncached one would: nothing.
// KT_NO_C_CACHE=1 turns the cache off.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cparts/preprocess.h"

namespace kt::cparts {

struct HeaderStamp {
  std::string path;
  int64_t mtime_ns = 0;
  int64_t size = 0;
};

// The cache file of a script (`text`, named `name`) preprocessed with
// `args`; empty when there is no usable cache directory.
std::string cache_path(std::string_view text, const std::string &name, const std::vector<std::string> &args);

// The entry at `path` if it exists, is whole and its headers are as they
// were.
std::optional<CParts> read_cached(const std::string &path);

// Writes `parts` with the headers it read; quietly does nothing on failure.
void write_cached(const std::string &path, const CParts &parts, const std::vector<std::string> &headers);

// The serialized forms, for tests.
std::string serialize(const CParts &parts, const std::vector<HeaderStamp> &stamps);
std::optional<CParts> deserialize(std::string_view text, std::vector<HeaderStamp> &stamps);

// A file's size and modification time now; nullopt if it is gone.
std::optional<HeaderStamp> stamp(const std::string &path);

} // namespace kt::cparts
