#include "sema/builtins.h"

#include <csignal>
#include <string>

namespace kt::sema {
namespace {

const std::vector<BuiltinInfo> &all_builtins() {
  static const std::vector<BuiltinInfo> table = [] {
    std::vector<BuiltinInfo> t = context_builtins();
    for (auto &family : {function_builtins(), aggregation_builtins()})
      t.insert(t.end(), family.begin(), family.end());
    return t;
  }();
  return table;
}

const BuiltinInfo *find(std::string_view name, bool function) {
  for (const BuiltinInfo &b : all_builtins())
    if (b.name == name && (b.form == BuiltinForm::Variable) != function)
      return &b;
  return nullptr;
}

} // namespace

const BuiltinInfo *find_builtin_variable(std::string_view name) {
  if (arg_index(name) >= 0)
    return find("arg0", false);
  return find(name, false);
}

const BuiltinInfo *find_builtin_function(std::string_view name) { return find(name, true); }

int arg_index(std::string_view name) {
  if (name.size() < 4 || name.substr(0, 3) != "arg" || name.size() > 5)
    return -1;
  int n = 0;
  for (char c : name.substr(3)) {
    if (c < '0' || c > '9')
      return -1;
    n = n * 10 + (c - '0');
  }
  return name.size() > 4 && name[3] == '0' ? -1 : n;
}

int signal_number(std::string_view name) {
  static const std::pair<std::string_view, int> kSignals[] = {
      {"HUP", SIGHUP},   {"INT", SIGINT},   {"QUIT", SIGQUIT}, {"ILL", SIGILL},     {"TRAP", SIGTRAP},
      {"ABRT", SIGABRT}, {"BUS", SIGBUS},   {"FPE", SIGFPE},   {"KILL", SIGKILL},   {"USR1", SIGUSR1},
      {"SEGV", SIGSEGV}, {"USR2", SIGUSR2}, {"PIPE", SIGPIPE}, {"ALRM", SIGALRM},   {"TERM", SIGTERM},
      {"CHLD", SIGCHLD}, {"CONT", SIGCONT}, {"STOP", SIGSTOP}, {"TSTP", SIGTSTP},   {"TTIN", SIGTTIN},
      {"TTOU", SIGTTOU}, {"URG", SIGURG},   {"XCPU", SIGXCPU}, {"XFSZ", SIGXFSZ},   {"VTALRM", SIGVTALRM},
      {"PROF", SIGPROF}, {"WINCH", SIGWINCH}, {"IO", SIGIO},   {"PWR", SIGPWR},     {"SYS", SIGSYS},
  };
  if (name.substr(0, 3) == "SIG")
    name.remove_prefix(3);
  for (auto &[n, v] : kSignals)
    if (n == name)
      return v;
  return -1;
}

std::string probe_mask_names(ProbeMask mask) {
  std::string out;
  for (unsigned k = 0; k <= static_cast<unsigned>(ast::ProbeKind::Deny); k++) {
    if (!(mask & (1u << k)))
      continue;
    if (!out.empty())
      out += ", ";
    auto kind = static_cast<ast::ProbeKind>(k);
    out += kind == ast::ProbeKind::Entry ? "session (entry:)" : ast::probe_kind_name(kind);
  }
  return out;
}

} // namespace kt::sema
