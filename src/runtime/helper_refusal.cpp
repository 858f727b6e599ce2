#include "runtime/helper_refusal.h"

#include <cctype>

#include "util/lines.h"

namespace kt::runtime {
namespace {

// "12: (85) call bpf_d_path#147": an instruction the verifier walked (its
// state lines read "12: R1=...").
bool is_instruction(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])))
    i++;
  return i > 0 && line.substr(i).starts_with(": (");
}

} // namespace

FailedCall failed_call(const std::string &log) {
  FailedCall out;
  bool after_call = false;
  for_each_line(log, [&](std::string_view line) {
    if (is_instruction(line)) {
      out = {};
      size_t call = line.find(") call ");
      after_call = call != std::string_view::npos;
      if (after_call) {
        std::string_view name = line.substr(call + 7);
        out.helper = std::string(name.substr(0, name.find('#')));
      }
    } else if (after_call && !line.empty()) {
      out.verdict += std::string(line) + "\n";
    }
    return true;
  });
  return out;
}

std::string explain_helper_refusal(const std::string &log, const std::string &program,
                                   const std::vector<manifest::HelperCall> &calls) {
  FailedCall failed = failed_call(log);
  if (failed.helper.empty())
    return "";
  for (const manifest::HelperCall &c : calls) {
    if (c.program != program || c.helper != failed.helper)
      continue;
    for (const manifest::HelperRefusal &r : c.refusals)
      if (failed.verdict.find(r.verdict) != std::string::npos)
        return r.diagnostic;
  }
  return "";
}

} // namespace kt::runtime
