#include "runtime/decode.h"

#include <arpa/inet.h>
#include <bpf/bpf.h>
#include <pwd.h>
#include <sys/socket.h>

#include <cstdio>
#include <cstring>
#include <ctime>

#include "runtime/output/value_format.h"
#include "util/time_format.h"

namespace kt::runtime {

using manifest::Layout;

uint64_t read_uint(const uint8_t *p, uint32_t size) {
  uint64_t v = 0;
  std::memcpy(&v, p, std::min<uint32_t>(size, 8));
  return v;
}

int64_t read_int(const uint8_t *p, uint32_t size) {
  uint64_t v = read_uint(p, size);
  if (size < 8 && size > 0 && (v >> (size * 8 - 1)) & 1)
    v |= ~uint64_t(0) << (size * 8);
  return static_cast<int64_t>(v);
}

namespace {

// A bit-field: bit_size bits from bit bit_offset of the bytes at p.
Value bit_field(const uint8_t *p, const Layout &l) {
  uint32_t bytes = std::min<uint32_t>((l.bit_offset + l.bit_size + 7) / 8, 8);
  uint64_t v = read_uint(p, bytes) >> l.bit_offset;
  if (l.bit_size < 64)
    v &= (uint64_t{1} << l.bit_size) - 1;
  if (l.is_signed && l.bit_size < 64 && (v >> (l.bit_size - 1)) & 1)
    v |= ~uint64_t{0} << l.bit_size;
  return l.is_signed ? Value::make_signed(static_cast<int64_t>(v)) : Value::make_unsigned(v);
}

int64_t clock_ns(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// `username`: the passwd entry's name of `uid`, or the number.
std::string user_name(uint64_t uid) {
  passwd pw{}, *found = nullptr;
  char buf[1024];
  if (getpwuid_r(static_cast<uid_t>(uid), &pw, buf, sizeof buf, &found) == 0 && found)
    return found->pw_name;
  return std::to_string(uid);
}

// An integer's name by its layout's symbols: an enum value's enumerator
// (the number if it has none), or flags' names joined with '|' ("0" when
// none is set).
std::string symbolic_name(uint64_t v, const Layout &l) {
  if (!l.flags) {
    for (const auto &[value, name] : l.symbols)
      if (value == v)
        return name;
    return l.is_signed ? std::to_string(static_cast<int64_t>(v)) : std::to_string(v);
  }
  if (v == 0)
    return "0";
  std::string text;
  for (const auto &[bit, name] : l.symbols)
    if ((v & bit) == bit) {
      text += (text.empty() ? "" : "|") + name;
      v &= ~bit;
    }
  if (v) {
    char hex[24];
    std::snprintf(hex, sizeof hex, "%s%#llx", text.empty() ? "" : "|", static_cast<unsigned long long>(v));
    text += hex;
  }
  return text;
}

// macaddr(): the canonical text, upper-case hex bytes joined by ':'.
std::string mac_address(const uint8_t *p) {
  char text[18];
  std::snprintf(text, sizeof text, "%02X:%02X:%02X:%02X:%02X:%02X", p[0], p[1], p[2], p[3], p[4], p[5]);
  return text;
}

// A user stack taken at a function's first instruction: the program read
// the return address at [sp] (`ret`, codegen/builtins/stacks.cpp) because
// the kernel's frame-pointer walk misses the caller there unless the
// kernel added it itself (Linux 6.12+ at push %rbp, and at endbr64 with
// CONFIG_X86_KERNEL_IBT). It goes in as frame 1 when frame 1 is not it
// already. (A caller whose own caller's return address equals `ret` would
// need one call instruction that calls both: not a real case.)
void insert_return_address(std::vector<uint64_t> &ips, uint64_t ret) {
  if (ret && !ips.empty() && ips[0] && (ips.size() < 2 || ips[1] != ret))
    ips.insert(ips.begin() + 1, ret);
}

} // namespace

Decoder::Decoder(const manifest::Manifest &m, Symbolizer &symbols, const std::vector<std::string> &probe_names)
    : m_(m), symbols_(symbols), probe_names_(probe_names),
      boot_offset_ns_(clock_ns(CLOCK_REALTIME) - clock_ns(CLOCK_MONOTONIC)) {}

// The frames of stack `id`: each address symbolized (raw style: not), an
// address in inlined code giving a frame per inlined call (perf style: the
// function's frame only). The frame limit counts addresses. `ret`: a user
// stack's return address at a function's entry (0: none).
std::vector<Frame> Decoder::read_stack(int64_t id, uint32_t pid, bool user, uint64_t ret,
                                       const manifest::Layout &l) {
  if (id < 0 || stacks_fd_ < 0)
    return {};
  std::vector<uint64_t> ips(m_.config.stack_depth);
  uint32_t key = static_cast<uint32_t>(id);
  if (bpf_map_lookup_elem(stacks_fd_, &key, ips.data()) != 0)
    return {};
  insert_return_address(ips, ret);
  return stack_frames(ips, pid, user, l);
}

// The frames of code addresses `ips` (innermost first, up to the first 0).
std::vector<Frame> Decoder::stack_frames(const std::vector<uint64_t> &ips, uint32_t pid, bool user,
                                         const manifest::Layout &l) {
  std::vector<Frame> frames;
  auto style = static_cast<StackStyle>(l.stack_style);
  for (size_t n = 0; n < ips.size() && ips[n] && (!l.stack_limit || n < l.stack_limit); n++) {
    if (style == StackStyle::Raw || (style == StackStyle::BuildId && !user)) {
      frames.push_back(Frame{.addr = ips[n]});
      continue;
    }
    if (style == StackStyle::BuildId) {
      frames.push_back(Frame{.addr = ips[n], .name = symbols_.build_id_frame(pid, ips[n])});
      continue;
    }
    size_t first = frames.size();
    if (user)
      symbols_.user_frames(pid, ips[n], n > 0, frames);
    else
      symbols_.kernel_frames(ips[n], n > 0, frames);
    if (style == StackStyle::Perf)
      frames.erase(frames.begin() + static_cast<ptrdiff_t>(first), frames.end() - 1);
  }
  return frames;
}

std::string Decoder::timestamp(uint64_t format, uint64_t ns) {
  const std::string &fmt = format < m_.strftime_formats.size() ? m_.strftime_formats[format] : "";
  return util::format_strftime(fmt, wall_ns(ns));
}

Value Decoder::decode(const uint8_t *p, size_t size, const Layout &l) {
  if (size < l.size)
    return {};
  switch (l.kind) {
  case Layout::Kind::None: return {};
  case Layout::Kind::Int: {
    Value v = l.bit_size ? bit_field(p, l)
              : l.is_signed ? Value::make_signed(read_int(p, l.size))
                            : Value::make_unsigned(read_uint(p, l.size));
    v.hex = l.hex;
    if (l.symbols.empty())
      return v;
    return Value::make_string(symbolic_name(v.kind == Value::Kind::Signed ? static_cast<uint64_t>(v.i) : v.u, l));
  }
  case Layout::Kind::Array: {
    std::vector<Value> elems;
    uint32_t stride = l.count ? l.size / l.count : 0;
    for (uint32_t i = 0; i < l.count; i++)
      elems.push_back(decode(p + size_t(i) * stride, size - size_t(i) * stride, l.elems[0]));
    return Value::make_array(std::move(elems));
  }
  case Layout::Kind::Record: {
    std::vector<Value> elems;
    for (size_t i = 0; i < l.elems.size(); i++)
      elems.push_back(decode(p + l.offsets[i], size - l.offsets[i], l.elems[i]));
    return Value::make_record(l.names, std::move(elems));
  }
  case Layout::Kind::Bool: return Value::make_bool(p[0] != 0);
  case Layout::Kind::String: return Value::make_string(std::string(reinterpret_cast<const char *>(p), strnlen(reinterpret_cast<const char *>(p), l.size)));
  case Layout::Kind::Buffer: {
    uint32_t len = static_cast<uint32_t>(read_uint(p, 4));
    len = std::min<uint32_t>(len, l.size - 4);
    return Value::make_buffer(std::string(reinterpret_cast<const char *>(p + 4), len));
  }
  case Layout::Kind::Tuple: {
    std::vector<Value> elems;
    for (size_t i = 0; i < l.elems.size(); i++)
      elems.push_back(decode(p + l.offsets[i], size - l.offsets[i], l.elems[i]));
    return Value::make_tuple(std::move(elems));
  }
  case Layout::Kind::KStack:
    return Value::make_stack(read_stack(read_int(p, 8), 0, false, 0, l), static_cast<StackStyle>(l.stack_style));
  case Layout::Kind::UStack: {
    Value v = Value::make_stack(
        read_stack(read_int(p, 8), static_cast<uint32_t>(read_uint(p + 8, 8)), true, read_uint(p + 16, 8), l),
        static_cast<StackStyle>(l.stack_style));
    v.user_stack = true;
    return v;
  }
  case Layout::Kind::DwUStack: {
    // The sample (bpf/abi/ustack.h) came before this record and is unwound
    // now; its pid is the sample's.
    std::vector<uint64_t> ips = symbols_.unwind_user(read_uint(p, 8), m_.config.stack_depth);
    Value v = Value::make_stack(stack_frames(ips, static_cast<uint32_t>(read_uint(p + 8, 8)), true, l),
                                static_cast<StackStyle>(l.stack_style));
    v.user_stack = true;
    return v;
  }
  case Layout::Kind::KSym: return Value::make_string(symbols_.kernel_text(read_uint(p, 8), false));
  case Layout::Kind::USym: {
    uint64_t ip = read_uint(p, 8), word = read_uint(p + 8, 8);
    uint32_t pid = static_cast<uint32_t>(word), site = static_cast<uint32_t>(word >> 32);
    // `func` of a uprobe on one named function: the name (1 + its index
    // in the probe name table, lower_builtins.cpp), which needs no
    // mappings of a process that may be gone, and is the name the program
    // asked for rather than an alias at the same address.
    if (site && site - 1 < probe_names_.size())
      return Value::make_string(probe_names_[site - 1]);
    return Value::make_string(symbols_.user_text(pid, ip, false));
  }
  case Layout::Kind::Inet: {
    uint64_t af = read_uint(p, 8);
    char buf[INET6_ADDRSTRLEN] = "";
    inet_ntop(af == AF_INET6 ? AF_INET6 : AF_INET, p + 8, buf, sizeof buf);
    return Value::make_string(buf);
  }
  case Layout::Kind::MacAddr: return Value::make_string(mac_address(p));
  case Layout::Kind::CgroupPath: {
    uint64_t filter = read_uint(p + 8, 8);
    return Value::make_string(
        cgroups_.path(read_uint(p, 8), filter < m_.cgroup_path_filters.size() ? m_.cgroup_path_filters[filter] : "*"));
  }
  case Layout::Kind::Timestamp: return Value::make_string(timestamp(read_uint(p, 8), read_uint(p + 8, 8)));
  case Layout::Kind::Username: return Value::make_string(user_name(read_uint(p, 8)));
  case Layout::Kind::Probe: {
    uint64_t i = read_uint(p, 8);
    return Value::make_string(i < probe_names_.size() ? probe_names_[i] : "?");
  }
  }
  return {};
}

util::FormatArg Decoder::format_arg(const uint8_t *p, size_t size, const Layout &l) {
  if (size < l.size)
    return std::string();
  switch (l.kind) {
  case Layout::Kind::Int: {
    uint64_t bits = l.is_signed ? static_cast<uint64_t>(read_int(p, l.size)) : read_uint(p, l.size);
    if (!l.symbols.empty())
      return util::Symbolic{bits, symbolic_name(bits, l)};
    if (l.is_signed)
      return static_cast<int64_t>(bits);
    return bits;
  }
  case Layout::Kind::Bool: return uint64_t{p[0] != 0};
  case Layout::Kind::Buffer: {
    uint32_t len = std::min<uint32_t>(static_cast<uint32_t>(read_uint(p, 4)), l.size - 4);
    return std::string(reinterpret_cast<const char *>(p + 4), len);
  }
  default: return format_text(decode(p, size, l));
  }
}

} // namespace kt::runtime
