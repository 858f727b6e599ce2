// The manifest's byte form (manifest/codec.h): every field comes back as
// it went, and bytes it did not write are refused, not half read.
#include "manifest/codec.h"

#include <gtest/gtest.h>

namespace kt::manifest {
namespace {

// A manifest whose every field differs from its default, so that a field
// the codec forgets in either direction makes the round trip differ.
Manifest rich() {
  Layout inner;
  inner.kind = Layout::Kind::Int;
  inner.size = 4;
  inner.is_signed = true;
  inner.bit_offset = 3;
  inner.bit_size = 5;
  inner.symbols = {{1, "ONE"}, {~0ull, "ALL"}};
  inner.flags = true;
  Layout outer;
  outer.kind = Layout::Kind::Record;
  outer.size = 24;
  outer.stack_limit = 7;
  outer.stack_style = 2;
  outer.count = 3;
  outer.elems = {inner, Layout{Layout::Kind::String, 16}};
  outer.offsets = {0, 8};
  outer.names = {"a", "b"};

  Map map;
  map.name = "@lib::bytes";
  map.bpf_name = "m_bytes";
  map.aggregation = "hist";
  map.params = {-1, 2};
  map.keyed = map.per_cpu = map.array = true;
  map.key = outer;
  map.value = inner;
  map.key_size = 32;
  map.value_size = 8;
  map.max_entries = 4096;
  map.key_labels = {"comm"};
  map.help = "bytes by command";

  Attach at;
  at.target = "libc";
  at.ns = "provider";
  at.func = "malloc";
  at.offset = 4;
  at.address = 0x401000;
  at.count = 99;
  at.has_offset = at.has_address = at.has_count = at.wildcard = true;
  at.btf_id = 1234;
  at.text = "uprobe:libc:malloc+4";
  at.cookie = 77;
  at.file_offset = 0x9a0;

  Probe probe;
  probe.program = "uprobe_1";
  probe.type = ProbeType::Uretprobe;
  probe.multi = probe.session = probe.args = true;
  probe.attach = {at, Attach{}};
  probe.fanout = SyscallFanout{"raw_1", "fan_1", true};

  Manifest m;
  m.probes = {probe, Probe{}};
  m.maps = {map};
  m.printfs = {Format{"%d %s\n", {inner, outer}, {0, 8}}};
  m.systems = {Format{"echo %d", {inner}, {0}}};
  m.cats = {Format{"/proc/%d/status", {inner}, {0}}};
  m.messages = {Format{"a.kt:1:2: error: %s", {}, {}}};
  m.time_formats = {"%H:%M:%S"};
  m.strftime_formats = {"%Y"};
  m.cgroup_path_filters = {"*"};
  m.print_layouts = {outer};
  m.join_separators = {","};
  m.skb_output_paths = {"/tmp/x.pcap"};
  m.probe_names = {"uprobe:libc:malloc", "BEGIN"};
  m.addresses = {SymbolAddress{false, "/bin/bash", "readline", true, "readline", 8, true, 0x1234}};
  m.helper_calls = {
      HelperCall{"kprobe_1", "bpf_d_path", {HelperRefusal{"R1 type", "a.kt:3:1: error: ...\n"}}}};
  m.session_functions = {SessionFunction{"f", "/bin/app", "", 0x10, true, 2, true, {"f_alias"}}};
  m.session_args = m.session_errno = true;
  m.session_denied = {"g"};
  m.session_is_return_btf_id = 4321;
  m.config.max_strlen = 128;
  m.config.ringbuf_size = 1 << 22;
  m.config.stack_depth = 20;
  m.config.print_maps_on_exit = false;
  m.config.output_records = true;
  m.config.stack_symbols = 1;
  m.config.args_format = 2;
  m.config.args_width = 80;
  m.config.args_max_arg = 64;
  m.config.args_max_total = 1024;
  m.config.lbr_mode = -1;
  m.config.lbr_max_count = 16;
  m.config.missing_probes = 2;
  m.uses_kstack = m.uses_ustack = m.needs_unsafe = true;
  return m;
}

TEST(ManifestCodec, EveryFieldComesBack) {
  Manifest m = rich();
  auto back = decode(encode(m));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, m);
  // The comparison sees a field that differs (it is no constant true).
  back->config.lbr_mode = 3;
  EXPECT_NE(*back, m);
}

TEST(ManifestCodec, AnEmptyManifestComesBack) {
  auto back = decode(encode(Manifest{}));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, Manifest{});
}

TEST(ManifestCodec, BytesCutShortAreRefused) {
  std::string bytes = encode(rich());
  for (size_t n = 0; n < bytes.size(); n += 7)
    EXPECT_FALSE(decode(std::string_view(bytes).substr(0, n)).has_value()) << "cut at " << n;
}

TEST(ManifestCodec, BytesLeftOverAreRefused) { EXPECT_FALSE(decode(encode(rich()) + "x").has_value()); }

TEST(ManifestCodec, ACountLargerThanTheBytesIsRefused) {
  // The first field is the probes' count: claim more than there are bytes.
  std::string bytes = encode(rich());
  bytes[7] = '\x7f';
  EXPECT_FALSE(decode(bytes).has_value());
}

} // namespace
} // namespace kt::manifest
