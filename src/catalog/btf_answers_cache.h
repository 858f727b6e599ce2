// Answers about a BTF file kept between runs: whether it has types of
// given names (the shadow note's question, sema/shadowed_types.h). Reading
// and indexing vmlinux's BTF to answer costs some 9 ms a run, for a
// script that needs nothing else from it (one that declares an enum to
// print a library's error codes).
//
// The file is /run/kt/btf-answers-KEY, KEY a hash of the boot id, the BTF
// file's path, size, inode and modification time, and the questions: a
// reboot or another BTF file makes a new key. /run is a tmpfs root owns,
// so nothing outlives the boot; the directory is trusted only when this
// user owns it and nobody else may write to it (util/cache_files.h),
// otherwise every run asks the BTF. The newest 256 files (1 MiB) stay.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace kt::catalog {

// The answers to `questions` about `btf_path`: from the cache, else from
// `ask` (one answer per question), then kept.
std::vector<bool> cached_btf_answers(const std::string &btf_path, const std::vector<std::string> &questions,
                                     const std::function<std::vector<bool>()> &ask,
                                     const std::string &cache_dir = "/run/kt");

} // namespace kt::catalog
