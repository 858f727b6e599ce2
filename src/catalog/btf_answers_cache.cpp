#include "catalog/btf_answers_cache.h"

#include <sys/stat.h>

#include <optional>

#include "catalog/boot_key.h"
#include "catalog/read_file.h"
#include "util/cache_files.h"
#include "util/lines.h"

namespace kt::catalog {

namespace {

constexpr std::string_view kMagic = "kt-btf-answers 1";
// One file per set of type names a program defines: a few hundred bytes
// each, kept to this many (the oldest go) so that /run does not fill.
constexpr size_t kMaxAnswerFiles = 256;
constexpr uint64_t kMaxAnswerBytes = 1u << 20;

// The file's name for these questions about this BTF file in this boot;
// empty when the boot or the file cannot be identified.
std::string cache_name(const std::string &btf_path, const std::vector<std::string> &questions) {
  std::string file = util::file_identity(btf_path);
  if (file == "-")
    return "";
  std::string id = "\n" + btf_path + "\n" + file + "\n";
  for (const std::string &q : questions)
    id += q + "\n";
  auto key = boot_key(id);
  return key ? "btf-answers-" + *key : "";
}

// "QUESTION\t0|1" per line after the header, the questions in order: a
// file for other questions (a hash collision) or cut short reads as none.
std::optional<std::vector<bool>> parse(std::string_view text, const std::vector<std::string> &questions) {
  if (text.substr(0, kMagic.size() + 1) != std::string(kMagic) + "\n")
    return std::nullopt;
  std::vector<bool> answers;
  bool ok = true;
  for_each_line(text.substr(kMagic.size() + 1), [&](std::string_view line) {
    size_t i = answers.size();
    ok = i < questions.size() && line.size() == questions[i].size() + 2 &&
         line.substr(0, questions[i].size()) == questions[i] && line[questions[i].size()] == '\t' &&
         (line.back() == '0' || line.back() == '1');
    if (ok)
      answers.push_back(line.back() == '1');
    return ok;
  });
  if (!ok || answers.size() != questions.size())
    return std::nullopt;
  return answers;
}

} // namespace

std::vector<bool> cached_btf_answers(const std::string &btf_path, const std::vector<std::string> &questions,
                                     const std::function<std::vector<bool>()> &ask,
                                     const std::string &cache_dir) {
  std::string name = cache_name(btf_path, questions);
  if (name.empty() || !util::usable_cache_dir(cache_dir))
    return ask();
  std::string path = cache_dir + "/" + name;
  if (auto text = read_file(path))
    if (auto answers = parse(*text, questions))
      return *answers;
  std::vector<bool> answers = ask();
  if (answers.size() == questions.size()) {
    std::string text = std::string(kMagic) + "\n";
    for (size_t i = 0; i < questions.size(); i++)
      text += questions[i] + "\t" + (answers[i] ? "1" : "0") + "\n";
    if (util::write_atomically(path, text))
      util::prune_cache_files(cache_dir, "btf-answers-", "", kMaxAnswerFiles, kMaxAnswerBytes);
  }
  return answers;
}

} // namespace kt::catalog
