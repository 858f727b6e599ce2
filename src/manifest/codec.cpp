#include "manifest/codec.h"

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace kt::manifest {
namespace {

// Each struct's fields, once, for both directions: `a` is a Writer or a
// Reader, and `a(x, y, ...)` writes or reads x, then y, ...
template <class A> void io(A &a, Layout &l) {
  a(l.kind, l.size, l.is_signed, l.stack_limit, l.stack_style, l.count, l.bit_offset, l.bit_size, l.elems,
    l.offsets, l.names, l.symbols, l.flags, l.hex);
}
template <class A> void io(A &a, Map &m) {
  a(m.name, m.bpf_name, m.aggregation, m.params, m.keyed, m.per_cpu, m.array, m.key, m.value, m.key_size,
    m.value_size, m.max_entries, m.key_labels, m.help);
}
template <class A> void io(A &a, Format &f) { a(f.format, f.args, f.offsets); }
template <class A> void io(A &a, Attach &t) {
  a(t.target, t.ns, t.func, t.offset, t.address, t.count, t.has_offset, t.has_address, t.has_count,
    t.wildcard, t.btf_id, t.text, t.cookie, t.file_offset);
}
template <class A> void io(A &a, SyscallFanout &f) { a(f.program, f.map, f.exit); }
template <class A> void io(A &a, Probe &p) {
  a(p.program, p.type, p.multi, p.session, p.args, p.attach, p.fanout);
}
template <class A> void io(A &a, SessionFunction &f) {
  a(f.name, f.binary, f.module, f.offset, f.entry, f.error_class, f.reads_errno, f.aliases);
}
template <class A> void io(A &a, HelperRefusal &r) { a(r.verdict, r.diagnostic); }
template <class A> void io(A &a, HelperCall &c) { a(c.program, c.helper, c.refusals); }
template <class A> void io(A &a, Config &c) {
  a(c.max_strlen, c.ringbuf_size, c.stack_depth, c.print_maps_on_exit, c.output_records, c.stack_symbols,
    c.args_format, c.args_width, c.args_max_arg, c.args_max_total, c.lbr_mode, c.lbr_max_count,
    c.missing_probes);
}
template <class A> void io(A &a, SymbolAddress &s) {
  a(s.kernel, s.binary, s.name, s.relative, s.site, s.offset, s.has_address, s.address);
}
template <class A> void io(A &a, Manifest &m) {
  a(m.probes, m.maps, m.printfs, m.systems, m.cats, m.messages, m.time_formats, m.strftime_formats,
    m.cgroup_path_filters, m.print_layouts, m.join_separators, m.skb_output_paths, m.probe_names, m.addresses,
    m.helper_calls, m.session_functions, m.session_args, m.session_errno, m.session_denied,
    m.session_is_return_btf_id, m.config, m.uses_kstack, m.uses_ustack, m.needs_unsafe);
}

template <class T> constexpr bool kScalar = std::is_integral_v<T> || std::is_enum_v<T>;

struct Writer {
  std::string out;

  template <class... T> void operator()(T &...v) { (put(v), ...); }

  void word(uint64_t v) {
    char b[8];
    for (int i = 0; i < 8; ++i)
      b[i] = static_cast<char>(v >> (8 * i));
    out.append(b, 8);
  }
  template <class T> void put(T &v) {
    if constexpr (kScalar<T>)
      word(static_cast<uint64_t>(v));
    else
      io(*this, v);
  }
  void put(std::string &s) {
    word(s.size());
    out += s;
  }
  template <class T> void put(std::vector<T> &v) {
    word(v.size());
    for (T &e : v)
      put(e);
  }
  template <class T> void put(std::optional<T> &v) {
    word(v.has_value());
    if (v)
      put(*v);
  }
  template <class A, class B> void put(std::pair<A, B> &p) { (*this)(p.first, p.second); }
};

struct Reader {
  std::string_view in;
  bool ok = true;

  template <class... T> void operator()(T &...v) { (get(v), ...); }

  uint64_t word() {
    if (in.size() < 8) {
      ok = false;
      in = {};
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
      v |= static_cast<uint64_t>(static_cast<unsigned char>(in[i])) << (8 * i);
    in.remove_prefix(8);
    return v;
  }
  // A count of things at least a byte each: never more than is left.
  uint64_t count() {
    uint64_t n = word();
    if (n > in.size()) {
      ok = false;
      in = {};
      return 0;
    }
    return n;
  }
  template <class T> void get(T &v) {
    if constexpr (kScalar<T>)
      v = static_cast<T>(word());
    else
      io(*this, v);
  }
  void get(std::string &s) {
    uint64_t n = count();
    s.assign(in.substr(0, n));
    in.remove_prefix(n);
  }
  template <class T> void get(std::vector<T> &v) {
    uint64_t n = count();
    v.assign(n, T{});
    for (T &e : v)
      get(e);
  }
  template <class T> void get(std::optional<T> &v) {
    if (word()) {
      v.emplace();
      get(*v);
    } else {
      v.reset();
    }
  }
  template <class A, class B> void get(std::pair<A, B> &p) { (*this)(p.first, p.second); }
};

} // namespace

std::string encode(const Manifest &m) {
  Writer w;
  w.put(const_cast<Manifest &>(m)); // the writer only reads
  return std::move(w.out);
}

std::optional<Manifest> decode(std::string_view bytes) {
  Reader r{bytes};
  Manifest m;
  r.get(m);
  if (!r.ok || !r.in.empty())
    return std::nullopt;
  return m;
}

} // namespace kt::manifest
