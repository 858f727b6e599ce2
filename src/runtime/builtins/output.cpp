// Records whose content is output: printf(), system(), cat() and the
// messages of errorf(), warnf() and assert() (each a
// printf format of the manifest and its packed arguments), time(), join()
// and print(value). printf() is kt's hot path: its formats are parsed once
// per run and its text goes to the output without another copy.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <optional>
#include <sstream>

#include "bpf/abi/records.h"
#include "runtime/families.h"
#include "runtime/builtins/output.h"
#include "runtime/run_context.h"
#include "util/time_format.h"

namespace kt::runtime {

std::vector<util::FormatArg> decode_format_args(Decoder &decoder, const manifest::Format &f, const Record &r) {
  std::vector<util::FormatArg> args;
  args.reserve(f.args.size());
  for (size_t i = 0; i < f.args.size(); i++) {
    uint32_t off = f.offsets[i];
    args.push_back(off < r.size ? decoder.format_arg(r.data + off, r.size - off, f.args[i])
                                : util::FormatArg{int64_t{0}});
  }
  return args;
}

std::string decode_join(const manifest::Manifest &m, const Record &r) {
  // kJoinArgs strings of max_strlen bytes; an empty one ends the list.
  uint32_t len = m.config.max_strlen;
  std::string text;
  for (uint32_t i = 0; i < manifest::kJoinArgs; i++) {
    size_t off = sizeof(kt_record_header) + size_t{i} * len;
    if (off >= r.size || !r.data[off])
      break;
    if (i)
      text += r.id < m.join_separators.size() ? m.join_separators[r.id] : " ";
    auto *s = reinterpret_cast<const char *>(r.data + off);
    text.append(s, strnlen(s, std::min<size_t>(len, r.size - off)));
  }
  return text;
}

TextReport time_report(std::string text) { return TextReport("time", text, text); }
TextReport join_report(std::string text) { return TextReport("join", text + "\n", text); }
TextReport command_report(std::string output) { return TextReport("syscall", output, output); }
TextReport file_report(std::string contents) { return TextReport("cat", contents, contents); }

namespace {

// The formats of printf(), system() and cat(), parsed on first use.
struct ParsedFormats {
  std::vector<std::optional<util::ParsedFormat>> printfs, systems, cats, messages;
};

std::string formatted(RunContext &ctx, const std::vector<manifest::Format> &formats,
                      std::vector<std::optional<util::ParsedFormat>> &parsed, const Record &r) {
  if (parsed.size() != formats.size())
    parsed.resize(formats.size());
  std::optional<util::ParsedFormat> &p = parsed[r.id];
  if (!p) {
    auto f = util::parse_printf_format(formats[r.id].format);
    p = f ? *f : util::ParsedFormat{};
  }
  return util::format_printf(*p, decode_format_args(ctx.decoder, formats[r.id], r));
}

void print_formatted(RunContext &ctx, const Record &r) {
  if (r.id < ctx.manifest.printfs.size())
    ctx.out.printf(formatted(ctx, ctx.manifest.printfs, ctx.state<ParsedFormats>().printfs, r));
}

// errorf(), warnf(), assert(): a message on standard error, after the
// output before it.
void print_message(RunContext &ctx, const Record &r) {
  if (r.id >= ctx.manifest.messages.size())
    return;
  // "FILE:LINE:COL: error: ..." or "...: warning: ...": the level comes first.
  const std::string &format = ctx.manifest.messages[r.id].format;
  if (format.find(": error: ") < format.find(": warning: "))
    ctx.note_error();
  std::string text = formatted(ctx, ctx.manifest.messages, ctx.state<ParsedFormats>().messages, r);
  ctx.results.flush();
  ctx.out.message(text);
}

// system(): the command runs through the shell; what it prints is a result.
void run_command(RunContext &ctx, const Record &r) {
  if (r.id >= ctx.manifest.systems.size())
    return;
  std::string cmd = formatted(ctx, ctx.manifest.systems, ctx.state<ParsedFormats>().systems, r);
  ctx.results.flush();
  FILE *p = popen(cmd.c_str(), "r");
  if (!p)
    return;
  char buf[4096];
  size_t n;
  std::string text;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0)
    text.append(buf, n);
  pclose(p);
  ctx.out.report(command_report(std::move(text)));
}

void print_file(RunContext &ctx, const Record &r) {
  if (r.id >= ctx.manifest.cats.size())
    return;
  std::string path = formatted(ctx, ctx.manifest.cats, ctx.state<ParsedFormats>().cats, r);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ctx.out.message("kt: cat(): cannot open '" + path + "': " + std::strerror(errno));
    return;
  }
  std::ostringstream text;
  text << in.rdbuf();
  ctx.out.report(file_report(text.str()));
}

uint64_t realtime_ns() {
  timespec ts{};
  clock_gettime(CLOCK_REALTIME, &ts);
  return uint64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

void print_time(RunContext &ctx, const Record &r) {
  if (r.id >= ctx.manifest.time_formats.size())
    return;
  ctx.out.report(time_report(util::format_strftime(ctx.manifest.time_formats[r.id], realtime_ns())));
}

// join(): its strings joined, a line of text.
void print_joined(RunContext &ctx, const Record &r) {
  ctx.out.report(join_report(decode_join(ctx.manifest, r)));
}

void print_value(RunContext &ctx, const Record &r) {
  if (r.id < ctx.manifest.print_layouts.size())
    ctx.out.value(ctx.decoder.decode(r.body(), r.body_size(), ctx.manifest.print_layouts[r.id]));
}

const FamilyRegistration kRegistration{{
    .name = "output",
    .records =
        {
            {.kind = KT_REC_PRINTF, .handle = print_formatted},
            {.kind = KT_REC_SYSTEM, .handle = run_command},
            {.kind = KT_REC_CAT, .handle = print_file},
            {.kind = KT_REC_MESSAGE, .handle = print_message},
            {.kind = KT_REC_TIME, .handle = print_time},
            {.kind = KT_REC_JOIN, .handle = print_joined},
            {.kind = KT_REC_PRINT_VALUE, .handle = print_value},
        },
}};

} // namespace

} // namespace kt::runtime
