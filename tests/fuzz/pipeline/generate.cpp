// The generator: a program is a config block (sometimes), maps declared
// by first use with one signature each, and one to four probes whose
// bodies are statements over typed expressions. Each expression is made
// for a type (an integer, a string, a tuple or a record of them) from what
// its context offers: literals, builtins, the probe's fields, curtask's
// BTF fields, scratch variables and map values already given that type.
#include "generate.h"

#include <functional>
#include <sstream>
#include <vector>

namespace kt::fuzz {
namespace {

struct Type {
  enum Kind { Int, Str, Tuple, Record } kind = Int;
  std::vector<Type> elems;        // Tuple, Record
  std::vector<std::string> names; // Record
  bool operator==(const Type &o) const = default;
};

Type int_type() { return {}; }
Type str_type() { return {Type::Str, {}, {}}; }

// An expression the probe offers, as written, and its type.
struct Field {
  std::string expr;
  Type type;
};

// An attach point this machine has, with what its body may read.
struct ProbeSpec {
  std::string attach;
  std::vector<Field> fields;
  bool user = false;    // ustack, func, uaddr-style user reads
  bool session = false; // entry:/allow: sets: func, retval, duration, error, stack()
  bool kernel_ctx = true; // kstack makes sense
};

enum class Agg { Value, Count, Sum, Avg, Min, Max, Stats, Hist, Lhist };

struct MapInfo {
  std::string name;
  std::vector<Type> keys; // empty: a keyless map (@m)
  Agg agg = Agg::Value;
  Type value;              // Agg::Value only
  bool stack_key = false;  // keyed by kstack/ustack
  std::string lhist_bounds; // ", MIN, MAX, STEP": one for every use
};

struct Var {
  std::string name;
  Type type;
};

const char *const kIntBuiltins[] = {"pid", "tid", "uid", "gid", "cpu", "nsecs", "elapsed", "cgroup", "rand",
                                    "ncpus", "jiffies", "numaid", "ppid", "leader_tid"};
const char *const kCurtaskInts[] = {"curtask->pid", "curtask->tgid", "curtask->prio", "curtask->flags",
                                    "curtask->real_parent->tgid", "curtask->real_parent->pid",
                                    "curtask->static_prio", "curtask->nr_cpus_allowed", "curtask->on_cpu",
                                    "((struct task_struct *)curtask)->parent->pid"};
const char *const kWords[] = {"a", "kt", "fuzz", "hello world", "x\\ty", "line\\n", "quote\\\"d", "back\\\\slash",
                              "", "0123456789abcdef", "openat", "bash", "systemd"};
const char *const kCasts[] = {"uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64"};
const char *const kIntOps[] = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"};
const char *const kCmpOps[] = {"==", "!=", "<", ">", "<=", ">="};

class Generator {
public:
  Generator(uint64_t seed, const std::string &testprogs) : rng_(seed), tp_(testprogs), specs_(probe_specs()) {}

  std::string program() {
    std::ostringstream out;
    if (rng_.chance(40))
      out << config_block();
    int probes = static_cast<int>(rng_.range(1, 4));
    for (int i = 0; i < probes; ++i)
      out << probe(pick_probe());
    if (rng_.chance(20))
      out << probe(ProbeSpec{"END", {}, false, false, false});
    return out.str();
  }

  // One probe per attach point the generator uses, each reading its
  // fields: run once before the programs, it fills the type source's
  // caches (BTF, tracepoint formats, DWARF) that each run then inherits.
  std::string warmup() {
    std::string out;
    for (const ProbeSpec &spec : specs_) {
      out += spec.attach + " { $c = curtask->pid;";
      for (size_t i = 0; i < spec.fields.size(); ++i)
        out += " $f" + std::to_string(i) + " = " + spec.fields[i].expr + ";";
      out += " }\n";
    }
    return out;
  }

private:
  // --- probes -----------------------------------------------------------
  std::vector<ProbeSpec> probe_specs() const {
    Type i = int_type(), s = str_type();
    std::string ut = tp_ + "/uprobe_target";
    std::string st = tp_ + "/session_target";
    return {
        {"BEGIN", {}, false, false, false},
        {"interval:ms:" + std::to_string(100), {}, false, false, true},
        {"profile:hz:99", {}, false, false, true},
        {"software:cpu-clock:1000000", {}, false, false, true},
        {"tracepoint:syscalls:sys_enter_openat",
         {{"args.dfd", i}, {"args.flags", i}, {"args.mode", i}, {"str(args.filename)", s},
          {"str(args->filename, 8)", s}},
         false, false, true},
        {"tracepoint:syscalls:sys_exit_openat", {{"args.ret", i}, {"args->ret", i}}, false, false, true},
        {"tracepoint:syscalls:sys_enter_read", {{"args.fd", i}, {"args.count", i}, {"str(args.buf)", s}}, false, false,
         true},
        {"tracepoint:sched:sched_switch",
         {{"args.prev_pid", i}, {"args.next_pid", i}, {"args.prev_prio", i}, {"args.prev_state", i},
          {"args.prev_comm", s}, {"args.next_comm", s}},
         false, false, true},
        {"tracepoint:sched:sched_process_exec", {{"args.pid", i}, {"args.old_pid", i}, {"str(args.filename)", s}},
         false, false, true},
        {"rawtracepoint:sched_switch", {{"arg0", i}, {"arg1", i}, {"str(arg1)", s}}, false, false, true},
        {"tp_btf:sched_switch", {{"args.next->pid", i}, {"args.prev->tgid", i}, {"args.next->comm", s}}, false,
         false, true},
        {"uprobe:" + ut + ":add_nums", {{"args.a", i}, {"args.b", i}, {"arg0", i}, {"arg1", i}, {"str(arg1)", s}}, true,
         false, false},
        {"uprobe:" + ut + ":six_args", {{"args.f", i}, {"arg5", i}, {"args.a", i}}, true, false, false},
        {"uprobe:" + ut + ":take_str", {{"str(args.s)", s}, {"str(arg0)", s}, {"str(arg0, 4)", s}}, true, false,
         false},
        {"uprobe:" + ut + ":take_point", {{"args.p->x", i}, {"args.p->y", i}}, true, false, false},
        {"uprobe:" + ut + ":record_name", {{"str(args.s)", s}, {"arg0", i}}, true, false, false},
        {"uprobe:" + ut + ":record_value", {{"args.v", i}, {"arg0", i}}, true, false, false},
        {"uretprobe:" + ut + ":add_nums", {{"retval", i}, {"(int32)retval", i}}, true, false, false},
        {"uretprobe:" + ut + ":ret_neg", {{"retval", i}}, true, false, false},
        {"entry:" + st + ":api_*, allow:" + st + ":*",
         {{"retval", i}, {"duration", i}, {"(int64)error", i}},
         true, true, false},
    };
  }

  const ProbeSpec &pick_probe() {
    // BEGIN is the cheapest to load: favour it. A program has one session
    // probe at most.
    if (rng_.chance(20))
      return specs_[0];
    const ProbeSpec &spec = specs_[rng_.below(specs_.size())];
    if (spec.session && had_session_)
      return specs_[0];
    had_session_ |= spec.session;
    return spec;
  }

  std::string probe(const ProbeSpec &spec) {
    spec_ = &spec;
    vars_.clear();
    scopes_.assign(1, {});
    next_var_ = 0;
    std::ostringstream out;
    out << spec.attach;
    if (rng_.chance(25))
      out << " /" << cond(2) << "/";
    out << " {\n";
    int n = static_cast<int>(rng_.range(1, 7));
    for (int i = 0; i < n; ++i)
      out << statement(1, 3);
    if (spec.session && rng_.chance(50))
      out << "  print(" << (rng_.chance(50) ? "stack()" : "calls()") << ");\n";
    out << "}\n";
    return out.str();
  }

  std::string config_block() {
    std::vector<std::string> items;
    if (rng_.chance(70))
      items.push_back("max_strlen = " + std::to_string(rng_.pick(std::vector<int>{1, 8, 64, 100, 200, 256, 512, 1000, 1024, 1024})));
    if (rng_.chance(30))
      items.push_back("max_map_keys = " + std::to_string(rng_.pick(std::vector<int>{1, 16, 4096, 100000})));
    if (rng_.chance(20))
      items.push_back("stack_depth = " + std::to_string(rng_.range(1, 127)));
    if (rng_.chance(20))
      items.push_back(std::string("print_maps_on_exit = ") + (rng_.chance(50) ? "false" : "true"));
    if (items.empty())
      items.push_back("max_strlen = 1024");
    std::string out = rng_.chance(50) ? "config = { " : "config { ";
    for (size_t i = 0; i < items.size(); ++i)
      out += (i ? "; " : "") + items[i];
    return out + " }\n";
  }

  // --- statements ---------------------------------------------------------
  std::string indent(int depth) const { return std::string(2 * depth, ' '); }

  std::string statement(int depth, int budget) {
    std::string in = indent(depth);
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (budget > 0 && r < 10)
      return if_statement(depth, budget);
    if (budget > 0 && r < 14)
      return while_loop(depth, budget);
    if (budget > 0 && r < 18)
      return range_loop(depth, budget);
    if (budget > 0 && r < 21)
      return map_loop(depth, budget);
    if (budget > 0 && r < 23)
      return in + "unroll (" + std::to_string(rng_.range(1, 4)) + ") {\n" + statement(depth + 1, budget - 1) +
             in + "}\n";
    if (r < 38)
      return in + assign_var() + ";\n";
    if (r < 58)
      return in + map_write() + ";\n";
    if (r < 70)
      return in + printf_call() + ";\n";
    if (r < 76)
      return in + print_call() + ";\n";
    if (r < 80)
      return in + update_var() + ";\n";
    if (r < 85)
      return in + map_delete() + ";\n";
    if (r < 88 && !maps_.empty())
      return in + (rng_.chance(50) ? "clear(" : "zero(") + rng_.pick(maps_).name + ");\n";
    if (r < 90)
      return in + "exit();\n";
    if (r < 94)
      return in + "@stk" + std::to_string(rng_.below(2)) + "[" + stack_key() + "] = count();\n";
    return in + map_write() + ";\n";
  }

  std::string block(int depth, int budget) {
    scopes_.emplace_back();
    std::string out;
    int n = static_cast<int>(rng_.range(1, 3));
    for (int i = 0; i < n; ++i)
      out += statement(depth + 1, budget - 1);
    scopes_.pop_back();
    return out;
  }

  std::string if_statement(int depth, int budget) {
    std::string in = indent(depth);
    std::string out = in + "if (" + cond(2) + ") {\n" + block(depth, budget) + in + "}";
    if (rng_.chance(30))
      out += " else if (" + cond(2) + ") {\n" + block(depth, budget) + in + "}";
    if (rng_.chance(40))
      out += " else {\n" + block(depth, budget) + in + "}";
    return out + "\n";
  }

  std::string while_loop(int depth, int budget) {
    std::string in = indent(depth);
    std::string i = fresh_var(int_type());
    std::string bound = std::to_string(rng_.pick(std::vector<int>{1, 3, 10, 20}));
    std::string out = in + i + " = 0;\n" + in + "while (" + i + " < " + bound + ") {\n";
    out += indent(depth + 1) + i + "++;\n";
    out += block(depth, budget);
    if (rng_.chance(20))
      out += indent(depth + 1) + "if (" + i + " == 2) { break; }\n";
    return out + in + "}\n";
  }

  std::string range_loop(int depth, int budget) {
    std::string in = indent(depth);
    std::string i = "$i" + std::to_string(next_var_++);
    int64_t lo = rng_.range(-3, 5), hi = lo + rng_.range(0, 10);
    std::string head = rng_.chance(50) ? "for (" + i + " : " + std::to_string(lo) + ".." + std::to_string(hi) + ") {\n"
                                       : "for " + i + " : " + std::to_string(lo) + ".." + std::to_string(hi) + " {\n";
    scopes_.emplace_back();
    scopes_.back().push_back({i, int_type()});
    std::string body = block(depth, budget);
    if (rng_.chance(20))
      body += indent(depth + 1) + "if (" + i + " % 2) { continue; }\n";
    scopes_.pop_back();
    return in + head + body + in + "}\n";
  }

  // for ($kv : @m): a map with keys and a plain value.
  std::string map_loop(int depth, int budget) {
    std::vector<const MapInfo *> ok;
    for (const MapInfo &m : maps_)
      if (!m.keys.empty() && m.agg == Agg::Value && !m.stack_key)
        ok.push_back(&m);
    if (ok.empty())
      return indent(depth) + map_write() + ";\n";
    const MapInfo m = *rng_.pick(ok);
    std::string in = indent(depth);
    std::string kv = "$kv" + std::to_string(next_var_++);
    Type key = m.keys.size() == 1 ? m.keys[0] : Type{Type::Tuple, m.keys, {}};
    scopes_.emplace_back();
    scopes_.back().push_back({kv, Type{Type::Tuple, {key, m.value}, {}}});
    std::string body = block(depth, budget);
    if (rng_.chance(15))
      body += indent(depth + 1) + "delete(" + m.name + ", " + kv + ".0);\n";
    scopes_.pop_back();
    return in + "for (" + kv + " : " + m.name + ") {\n" + body + in + "}\n";
  }

  std::string fresh_var(const Type &t) {
    std::string name = "$v" + std::to_string(next_var_++);
    scopes_.back().push_back({name, t});
    return name;
  }

  std::vector<Var> visible(const std::function<bool(const Type &)> &want) const {
    std::vector<Var> out;
    for (const auto &scope : scopes_)
      for (const Var &v : scope)
        if (want(v.type))
          out.push_back(v);
    return out;
  }

  std::string assign_var() {
    // Reassign a variable (same type) or make a new one.
    auto all = visible([](const Type &t) { return !t.names.empty() || t.kind != Type::Record; });
    std::vector<Var> own;
    for (const Var &v : all)
      if (v.name[1] == 'v') // not loop variables
        own.push_back(v);
    if (!own.empty() && rng_.chance(30)) {
      const Var v = rng_.pick(own);
      return v.name + " = " + expr(v.type, 3);
    }
    Type t = random_type(1);
    std::string e = expr(t, 3);
    return fresh_var(t) + " = " + e;
  }

  std::string update_var() {
    auto ints = visible([](const Type &t) { return t.kind == Type::Int; });
    std::vector<Var> own;
    for (const Var &v : ints)
      if (v.name[1] == 'v')
        own.push_back(v);
    if (own.empty())
      return assign_var();
    const Var v = rng_.pick(own);
    switch (rng_.below(4)) {
    case 0: return v.name + "++";
    case 1: return v.name + "--";
    case 2: {
      std::string op = rng_.pick(kIntOps);
      return v.name + " " + op + "= " + right_operand(op, 2);
    }
    default: return "++" + v.name;
    }
  }

  // --- maps ---------------------------------------------------------------
  MapInfo &some_map(bool want_value_map) {
    std::vector<size_t> fit;
    for (size_t i = 0; i < maps_.size(); ++i)
      if (!maps_[i].stack_key && (!want_value_map || maps_[i].agg == Agg::Value))
        fit.push_back(i);
    if (!fit.empty() && rng_.chance(60))
      return maps_[rng_.pick(fit)];
    MapInfo m;
    m.name = "@m" + std::to_string(maps_.size());
    if (maps_.empty() && rng_.chance(20))
      m.name = "@";
    int nkeys = static_cast<int>(rng_.pick(std::vector<int>{0, 1, 1, 1, 2, 3}));
    for (int k = 0; k < nkeys; ++k)
      m.keys.push_back(random_type(rng_.chance(10) ? 1 : 0));
    if (want_value_map || rng_.chance(40)) {
      m.agg = Agg::Value;
      m.value = random_type(1);
    } else {
      m.agg = static_cast<Agg>(rng_.range(1, 8));
      int64_t lo = rng_.range(0, 100), step = rng_.range(1, 50), hi = lo + step * rng_.range(1, 40);
      m.lhist_bounds = ", " + std::to_string(lo) + ", " + std::to_string(hi) + ", " + std::to_string(step);
    }
    maps_.push_back(m);
    return maps_.back();
  }

  std::string keys_of(const MapInfo &m) {
    if (m.keys.empty())
      return "";
    std::string out = "[";
    for (size_t i = 0; i < m.keys.size(); ++i)
      out += (i ? ", " : "") + expr(m.keys[i], 2);
    return out + "]";
  }

  // The keys without brackets, for has_key() and delete().
  std::string key_list(const MapInfo &m) {
    std::string keys = keys_of(m);
    if (m.keys.size() > 1)
      return "(" + keys.substr(1, keys.size() - 2) + ")";
    return keys.substr(1, keys.size() - 2);
  }

  std::string map_write() {
    MapInfo m = some_map(false);
    std::string lhs = m.name + keys_of(m);
    switch (m.agg) {
    case Agg::Value:
      if (m.value.kind == Type::Int && rng_.chance(30))
        return rng_.chance(50) ? lhs + "++" : lhs + " += " + int_expr(2);
      return lhs + " = " + expr(m.value, 3);
    case Agg::Count: return lhs + " = count()";
    case Agg::Sum: return lhs + " = sum(" + int_expr(2) + ")";
    case Agg::Avg: return lhs + " = avg(" + int_expr(2) + ")";
    case Agg::Min: return lhs + " = min(" + int_expr(2) + ")";
    case Agg::Max: return lhs + " = max(" + int_expr(2) + ")";
    case Agg::Stats: return lhs + " = stats(" + int_expr(2) + ")";
    case Agg::Hist:
      return lhs + " = hist(" + int_expr(2) + ")";
    case Agg::Lhist:
      return lhs + " = lhist(" + int_expr(2) + m.lhist_bounds + ")";
    }
    return lhs + " = count()";
  }

  std::string map_delete() {
    std::vector<const MapInfo *> keyed;
    for (const MapInfo &m : maps_)
      if (!m.keys.empty() && !m.stack_key)
        keyed.push_back(&m);
    if (keyed.empty())
      return map_write();
    const MapInfo m = *rng_.pick(keyed);
    if (rng_.chance(50))
      return "delete(" + m.name + keys_of(m) + ")";
    return "delete(" + m.name + ", " + key_list(m) + ")";
  }

  std::string stack_key() {
    bool user = spec_->user;
    std::string s = user && rng_.chance(70) ? "ustack" : "kstack";
    if (rng_.chance(30))
      s += "(" + std::to_string(rng_.range(1, 20)) + ")";
    return s;
  }

  // --- output -------------------------------------------------------------
  std::string printf_call() {
    std::string fmt, args;
    int n = static_cast<int>(rng_.range(0, 4));
    for (int i = 0; i < n; ++i) {
      bool s = rng_.chance(35);
      if (rng_.chance(8)) { // a symbol: printable, not a string
        fmt += "%s";
        args += spec_->user && !spec_->session ? ", usym(reg(\"ip\"))" : ", ksym(" + int_atom() + ")";
      } else if (s) {
        fmt += rng_.pick(std::vector<std::string>{"%s", "%-10s", "%20s", "[%s]"});
        args += ", " + str_expr(2);
      } else {
        fmt += rng_.pick(std::vector<std::string>{"%d", "%u", "%x", "%llu", "%ld", "%5d", "%-8lld", "%08x", "%lx"});
        args += ", " + int_expr(2);
      }
      fmt += " ";
    }
    if (rng_.chance(20))
      fmt += "%%";
    return "printf(\"" + fmt + "\\n\"" + args + ")";
  }

  std::string print_call() {
    if (!maps_.empty() && rng_.chance(50)) {
      const MapInfo &m = rng_.pick(maps_);
      if (rng_.chance(30) && m.agg != Agg::Value)
        return "print(" + m.name + ", " + std::to_string(rng_.range(1, 5)) + ")";
      return "print(" + m.name + ")";
    }
    return "print(" + expr(random_type(1), 2) + ")";
  }

  // --- expressions ----------------------------------------------------------
  Type random_type(int depth) {
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (depth <= 0)
      return r < 70 ? int_type() : str_type();
    if (r < 50)
      return int_type();
    if (r < 75)
      return str_type();
    if (r < 90) {
      Type t{Type::Tuple, {}, {}};
      int n = static_cast<int>(rng_.range(2, 4));
      for (int i = 0; i < n; ++i)
        t.elems.push_back(random_type(rng_.chance(85) ? 0 : depth - 1));
      return t;
    }
    Type t{Type::Record, {}, {}};
    int n = static_cast<int>(rng_.range(1, 3));
    static const char *const kNames[] = {"a", "b", "size", "name", "color", "x"};
    for (int i = 0; i < n; ++i) {
      t.elems.push_back(random_type(0));
      t.names.push_back(kNames[i * 2 + rng_.below(2)]);
    }
    return t;
  }

  std::string expr(const Type &t, int depth) {
    switch (t.kind) {
    case Type::Int: return int_expr(depth);
    case Type::Str: return str_expr(depth);
    case Type::Tuple:
    case Type::Record: return aggregate_expr(t, depth);
    }
    return "0";
  }

  // A variable, map value or field of exactly this type, when there is one.
  std::vector<std::string> typed_sources(const Type &t) {
    std::vector<std::string> out;
    for (const Var &v : visible([&](const Type &vt) { return vt == t; }))
      out.push_back(v.name);
    // Elements of tuple and record variables.
    for (const Var &v : visible([](const Type &vt) { return vt.kind == Type::Tuple || vt.kind == Type::Record; }))
      for (size_t i = 0; i < v.type.elems.size(); ++i)
        if (v.type.elems[i] == t)
          out.push_back(v.name + "." + (v.type.kind == Type::Record ? v.type.names[i] : std::to_string(i)));
    for (const MapInfo &m : maps_)
      if (m.agg == Agg::Value && !m.stack_key && m.value == t && rng_.chance(50))
        out.push_back(m.name + keys_of(m));
    return out;
  }

  std::string aggregate_expr(const Type &t, int depth) {
    auto sources = typed_sources(t);
    if (!sources.empty() && rng_.chance(50))
      return rng_.pick(sources);
    std::string out = "(";
    for (size_t i = 0; i < t.elems.size(); ++i) {
      out += i ? ", " : "";
      if (t.kind == Type::Record)
        out += t.names[i] + " = ";
      out += expr(t.elems[i], depth - 1);
    }
    return out + ")";
  }

  std::string int_literal() {
    switch (rng_.below(8)) {
    case 0: return std::to_string(rng_.range(0, 10));
    case 1: return std::to_string(rng_.range(-100, 100));
    case 2: return rng_.pick(std::vector<std::string>{"0x7fffffff", "0xffffffff", "0x7fffffffffffffff",
                                                         "18446744073709551615", "-9223372036854775807",
                                                         "4294967296", "65536", "1_000_000", "0b1011", "017"});
    case 3: return std::to_string(rng_.range(0, 1) ? 255 : 256);
    case 4: return rng_.pick(std::vector<std::string>{"(int64)true", "(int64)false"});
    default: return std::to_string(rng_.range(0, 1000));
    }
  }

  std::string int_atom() {
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (r < 25)
      return int_literal();
    if (r < 40)
      return rng_.pick(kIntBuiltins);
    if (r < 55) {
      std::vector<std::string> f;
      for (const Field &fl : spec_->fields)
        if (fl.type.kind == Type::Int)
          f.push_back(fl.expr);
      if (!f.empty())
        return rng_.pick(f);
    }
    if (r < 63 && !spec_->user)
      return rng_.pick(kCurtaskInts);
    if (r < 85) {
      auto sources = typed_sources(int_type());
      if (!sources.empty())
        return rng_.pick(sources);
    }
    if (r < 90 && !maps_.empty()) {
      const MapInfo &m = rng_.pick(maps_);
      if (!m.keys.empty() && !m.stack_key && (m.agg == Agg::Value || m.agg == Agg::Count))
        return rng_.chance(50) ? "len(" + m.name + ")" : "(int64)has_key(" + m.name + ", " + key_list(m) + ")";
    }
    if (r < 95)
      return "strlen(" + str_expr(1) + ")";
    return int_literal();
  }

  // Atoms may hold expressions (map keys, has_key(), strlen()) whose
  // atoms may hold more: `nest_` bounds the whole.
  struct Nest {
    int &n;
    explicit Nest(int &n) : n(++n) {}
    ~Nest() { --n; }
  };
  bool too_deep() const { return nest_ > 6; }

  std::string int_expr(int depth) {
    Nest guard(nest_);
    if (too_deep())
      return int_literal();
    if (depth <= 0)
      return int_atom();
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (r < 40)
      return int_atom();
    if (r < 60)
      return binary(depth);
    if (r < 70)
      return "(int64)(" + cond(depth - 1) + ")";
    if (r < 77)
      return std::string(rng_.pick(std::vector<std::string>{"-", "~", "!"})) + "(" + int_expr(depth - 1) + ")";
    if (r < 84)
      return "(" + std::string(rng_.pick(kCasts)) + ")(" + int_expr(depth - 1) + ")";
    if (r < 90)
      return "(" + cond(depth - 1) + " ? " + int_expr(depth - 1) + " : " + int_expr(depth - 1) + ")";
    if (r < 94)
      return "sizeof(" + std::string(rng_.pick(std::vector<std::string>{"int", "uint64", "struct task_struct"})) + ")";
    if (r < 97)
      return "bswap(" + std::string("(uint32)") + int_expr(depth - 1) + ")";
    return "strncmp(" + str_expr(depth - 1) + ", " + str_expr(depth - 1) + ", " + std::to_string(rng_.range(0, 20)) +
           ")";
  }

  // Right operands made valid: a divisor is never 0, a shift count is
  // below 64 (sema rejects both when constant).
  std::string right_operand(const std::string &op, int depth) {
    std::string rhs = int_expr(depth);
    if (op == "/" || op == "%")
      return "(" + rhs + " | 1)";
    if (op == "<<" || op == ">>")
      return "(" + rhs + " & 63)";
    return rhs;
  }

  std::string binary(int depth) {
    std::string op = rng_.pick(kIntOps);
    std::string lhs = int_expr(depth - 1);
    return "(" + lhs + " " + op + " " + right_operand(op, depth - 1) + ")";
  }

  std::string cond(int depth) {
    Nest guard(nest_);
    if (too_deep())
      return int_literal();
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (r < 45)
      return int_expr(depth - 1) + " " + rng_.pick(kCmpOps) + " " + int_expr(depth - 1);
    if (r < 60)
      return str_expr(depth - 1) + (rng_.chance(50) ? " == " : " != ") + str_expr(depth - 1);
    if (r < 75 && depth > 0)
      return "(" + cond(depth - 1) + ")" + (rng_.chance(50) ? " && " : " || ") + "(" + cond(depth - 1) + ")";
    if (r < 82)
      return "strcontains(" + str_expr(depth - 1) + ", " + str_expr(depth - 1) + ")";
    if (r < 87 && spec_->session)
      return rng_.chance(50) ? "error" : "error(EPERM, ENOENT)";
    if (r < 90)
      return rng_.chance(50) ? "true" : "false";
    return int_atom();
  }

  std::string str_literal() { return "\"" + std::string(rng_.pick(kWords)) + "\""; }

  std::string str_expr(int depth) {
    Nest guard(nest_);
    if (too_deep())
      return str_literal();
    unsigned r = static_cast<unsigned>(rng_.below(100));
    if (r < 15)
      return str_literal();
    if (r < 25)
      return rng_.pick(std::vector<std::string>{"comm", "curtask->comm", "pcomm", "leader_comm"});
    if (r < 60) {
      std::vector<std::string> f;
      for (const Field &fl : spec_->fields)
        if (fl.type.kind == Type::Str)
          f.push_back(fl.expr);
      if (!f.empty())
        return rng_.pick(f);
    }
    if (r < 80) {
      auto sources = typed_sources(str_type());
      if (!sources.empty())
        return rng_.pick(sources);
    }
    if (r < 85 && depth > 0)
      return "(" + cond(depth - 1) + " ? " + str_expr(depth - 1) + " : " + str_expr(depth - 1) + ")";
    if (r < 88)
      return "strerror(" + std::to_string(rng_.range(1, 40)) + ")";
    return str_literal();
  }

  Rng rng_;
  std::string tp_;
  std::vector<ProbeSpec> specs_;
  const ProbeSpec *spec_ = nullptr;
  std::vector<MapInfo> maps_;
  std::vector<Var> vars_;
  std::vector<std::vector<Var>> scopes_;
  int next_var_ = 0;
  int nest_ = 0;
  bool had_session_ = false;
};

} // namespace

uint64_t program_seed(uint64_t run_seed, uint64_t index) {
  Rng r(run_seed * 0x100000001b3ull + index);
  return r.next();
}

std::string warmup_program(const std::string &testprogs) { return Generator(0, testprogs).warmup(); }

std::string generate_program(uint64_t seed, const std::string &testprogs) {
  Generator g(seed, testprogs);
  return g.program();
}

} // namespace kt::fuzz
