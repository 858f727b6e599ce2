// Mutations work on a rough token split (identifiers, numbers, strings,
// punctuation): good enough to keep most mutants parseable, so that they
// reach sema and beyond, which a byte-level mutator (the parse fuzzer's
// libFuzzer) seldom does.
#include "mutate.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace kt::fuzz {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string replace_all(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The PROG values of a .test file, continuation lines joined.
std::vector<std::string> prog_lines(const std::string &text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line, joined;
  while (std::getline(in, line)) {
    if (!joined.empty() || line.rfind("PROG ", 0) == 0) {
      bool more = !line.empty() && line.back() == '\\';
      if (more)
        line.pop_back();
      joined += (joined.empty() ? line.substr(5) : " " + line);
      if (!more) {
        out.push_back(joined);
        joined.clear();
      }
    }
  }
  return out;
}

struct Token {
  size_t begin, end;
  enum Kind { Ident, Number, String, Punct } kind;
};

std::vector<Token> tokens(const std::string &s) {
  std::vector<Token> out;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t j = i + 1;
    Token::Kind k = Token::Punct;
    if (std::isspace(c)) {
      ++i;
      continue;
    }
    if (std::isalpha(c) || c == '_' || c == '$' || c == '@') {
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_'))
        ++j;
      k = Token::Ident;
    } else if (std::isdigit(c)) {
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_'))
        ++j;
      k = Token::Number;
    } else if (c == '"') {
      while (j < s.size() && s[j] != '"')
        j += s[j] == '\\' ? 2 : 1;
      j = std::min(j + 1, s.size());
      k = Token::String;
    }
    out.push_back({i, j, k});
    i = j;
  }
  return out;
}

const char *const kNumbers[] = {"0", "1", "-1", "7", "63", "64", "65", "255", "256", "511", "512", "1024", "1025",
                                "4096", "65535", "0x7fffffff", "0xffffffff", "4294967296", "0x7fffffffffffffff",
                                "18446744073709551615", "1000000", "100"};
const char *const kIdents[] = {"pid", "tid", "comm", "nsecs", "cpu", "curtask", "retval", "args", "arg0", "arg1",
                               "kstack", "ustack", "probe", "func", "elapsed", "cgroup", "uid", "count", "sum",
                               "avg", "min", "max", "stats", "hist", "lhist", "str", "buf", "printf", "print",
                               "delete", "clear", "zero", "has_key", "len", "strlen", "ksym", "usym", "join",
                               "strftime", "ntop", "$x", "@", "@m", "exit", "if", "while", "for", "unroll"};
const char *const kStrings[] = {"\"\"", "\"%s %d\\n\"", "\"%d\"", "\"%s\"", "\"a\"",
                                "\"0123456789012345678901234567890123456789012345678901234567890123456789\"",
                                "\"%-20s %llu %x\\n\"", "\"\\x41\\n\""};
const char *const kStatements[] = {
    "@fz[comm] = count();", "@fz2 = hist(nsecs);", "$fz = (1, \"a\", comm);", "printf(\"%s %d\\n\", comm, pid);",
    "@fz3[str(arg0), 1] = count();", "$fz4 = (a = 1, b = comm); print($fz4);", "print(@fz);",
    "for ($fzi : 0..5) { @fz5[$fzi] = $fzi; }", "@fz6[kstack, ustack] = count();", "$fzs = str(arg0); @fz7[$fzs] = 1;",
    "if (comm == \"x\") { exit(); } else { @fz8 = lhist(pid, 0, 100, 10); }", "@fz9 = stats(arg0);",
    "$fzw = 0; while ($fzw < 100) { $fzw++; @fzl[$fzw] = nsecs; }", "@fza[(1, \"x\")] = (pid, comm);",
    "@fzb = buf(arg0, 32);", "print((1, (2, \"three\")));"};
const char *const kConfigs[] = {"config = { max_strlen = 1024 }\n", "config = { max_strlen = 1 }\n",
                                "config { max_map_keys = 1 }\n", "config = { max_strlen = 512; stack_depth = 1 }\n",
                                "config = { max_strlen = 200 }\n"};

class Mutator {
public:
  Mutator(uint64_t seed, const std::vector<std::string> &seeds) : rng_(seed), seeds_(seeds) {}

  std::string run() {
    std::string s = rng_.pick(seeds_);
    int n = static_cast<int>(rng_.range(1, 4));
    for (int i = 0; i < n; ++i)
      s = once(s);
    return s;
  }

private:
  std::string once(const std::string &s) {
    auto toks = tokens(s);
    if (toks.empty())
      return s;
    switch (rng_.below(10)) {
    case 0: return replace_kind(s, toks, Token::Number, rng_.pick(kNumbers));
    case 1: return replace_kind(s, toks, Token::Ident, rng_.pick(kIdents));
    case 2: return replace_kind(s, toks, Token::String, rng_.pick(kStrings));
    case 3: return insert_after(s, toks, "{", std::string(" ") + rng_.pick(kStatements) + " ");
    case 4: return insert_after(s, toks, ";", std::string(" ") + rng_.pick(kStatements) + " ");
    case 5: return rng_.pick(kConfigs) + s;
    case 6: { // delete a run of tokens
      size_t a = rng_.below(toks.size()), b = std::min(toks.size() - 1, a + rng_.below(4));
      return s.substr(0, toks[a].begin) + s.substr(toks[b].end);
    }
    case 7: { // duplicate a run of tokens
      size_t a = rng_.below(toks.size()), b = std::min(toks.size() - 1, a + rng_.below(8));
      std::string run = s.substr(toks[a].begin, toks[b].end - toks[a].begin);
      return s.substr(0, toks[b].end) + " " + run + s.substr(toks[b].end);
    }
    case 8: return s + "\n" + rng_.pick(seeds_); // splice another seed's probes
    default: { // swap two tokens
      const Token &a = rng_.pick(toks), &b = rng_.pick(toks);
      if (a.begin >= b.begin)
        return s;
      return s.substr(0, a.begin) + s.substr(b.begin, b.end - b.begin) + s.substr(a.end, b.begin - a.end) +
             s.substr(a.begin, a.end - a.begin) + s.substr(b.end);
    }
    }
  }

  std::string replace_kind(const std::string &s, const std::vector<Token> &toks, Token::Kind k, const std::string &to) {
    std::vector<const Token *> fit;
    for (const Token &t : toks)
      if (t.kind == k)
        fit.push_back(&t);
    if (fit.empty())
      return s;
    const Token *t = rng_.pick(fit);
    return s.substr(0, t->begin) + to + s.substr(t->end);
  }

  std::string insert_after(const std::string &s, const std::vector<Token> &toks, const std::string &punct,
                           const std::string &text) {
    std::vector<const Token *> fit;
    for (const Token &t : toks)
      if (t.kind == Token::Punct && s.compare(t.begin, t.end - t.begin, punct) == 0)
        fit.push_back(&t);
    if (fit.empty())
      return s;
    const Token *t = rng_.pick(fit);
    return s.substr(0, t->end) + text + s.substr(t->end);
  }

  Rng rng_;
  const std::vector<std::string> &seeds_;
};

} // namespace

std::vector<std::string> load_seeds(const std::string &corpus_dir, const std::string &e2e_dir,
                                    const std::string &testprogs) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const std::string &dir : {corpus_dir, e2e_dir})
    if (!dir.empty())
      for (const auto &e : fs::directory_iterator(dir, ec))
        files.push_back(e.path());
  // Directory order is the file system's: sort, so a seed means the same
  // mutant on every machine with the same checkout.
  std::sort(files.begin(), files.end());
  std::vector<std::string> seeds;
  for (const fs::path &p : files) {
    if (p.extension() == ".kt")
      seeds.push_back(read_text(p));
    if (p.extension() != ".test")
      continue;
    for (std::string prog : prog_lines(read_text(p))) {
      prog = replace_all(prog, "{{TESTPROGS}}", testprogs);
      if (prog.find("{{") == std::string::npos)
        seeds.push_back(prog);
    }
  }
  return seeds;
}

std::string mutate_program(uint64_t seed, const std::vector<std::string> &seeds) {
  if (seeds.empty())
    return "BEGIN { exit(); }";
  return Mutator(seed, seeds).run();
}

} // namespace kt::fuzz
