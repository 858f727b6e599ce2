#include "catalog/tracepoint_format.h"

#include <gtest/gtest.h>

#include "catalog/read_file.h"

namespace kt::catalog {
namespace {

TracepointFormat parse_fixture(const std::string &event) {
  std::string path =
      std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/tracefs/events/" + event + "/format";
  auto text = read_file(path);
  EXPECT_TRUE(text.ok()) << path;
  auto fmt = parse_tracepoint_format(text.ok() ? *text : "");
  EXPECT_TRUE(fmt.ok()) << (fmt.ok() ? "" : fmt.error().message);
  return fmt.ok() ? *fmt : TracepointFormat{};
}

struct FieldExpect {
  const char *name;
  const char *type;
  const char *base_type;
  uint32_t offset, size;
  bool is_signed;
  bool is_array;
  uint32_t array_length;
  FieldStorage storage;
};

void expect_fields(const TracepointFormat &fmt, const std::vector<FieldExpect> &want) {
  std::vector<const TracepointField *> own;
  for (const TracepointField &f : fmt.fields)
    if (!f.is_common)
      own.push_back(&f);
  ASSERT_EQ(own.size(), want.size());
  for (size_t i = 0; i < want.size(); i++) {
    const TracepointField &f = *own[i];
    const FieldExpect &w = want[i];
    SCOPED_TRACE(w.name);
    EXPECT_EQ(f.name, w.name);
    EXPECT_EQ(f.type, w.type);
    EXPECT_EQ(f.base_type, w.base_type);
    EXPECT_EQ(f.offset, w.offset);
    EXPECT_EQ(f.size, w.size);
    EXPECT_EQ(f.is_signed, w.is_signed);
    EXPECT_EQ(f.is_array, w.is_array);
    EXPECT_EQ(f.array_length, w.array_length);
    EXPECT_EQ(f.storage, w.storage);
  }
}

constexpr auto kInline = FieldStorage::Inline;
constexpr auto kDataLoc = FieldStorage::DataLoc;

TEST(TracepointFormat, CommonFieldsAreMarked) {
  TracepointFormat fmt = parse_fixture("sched/sched_switch");
  ASSERT_GE(fmt.fields.size(), 4u);
  const char *common[] = {"common_type", "common_flags", "common_preempt_count", "common_pid"};
  for (size_t i = 0; i < 4; i++) {
    EXPECT_EQ(fmt.fields[i].name, common[i]);
    EXPECT_TRUE(fmt.fields[i].is_common);
  }
  EXPECT_EQ(fmt.fields[0].type, "unsigned short");
  EXPECT_EQ(fmt.fields[3].type, "int");
  EXPECT_TRUE(fmt.fields[3].is_signed);
}

TEST(TracepointFormat, SyscallEnter) {
  TracepointFormat fmt = parse_fixture("syscalls/sys_enter_openat");
  EXPECT_EQ(fmt.name, "sys_enter_openat");
  EXPECT_GT(fmt.id, 0u);
  expect_fields(fmt, {
                         {"__syscall_nr", "int", "int", 8, 4, true, false, 0, kInline},
                         {"dfd", "int", "int", 16, 8, false, false, 0, kInline},
                         {"filename", "const char *", "const char *", 24, 8, false, false, 0, kInline},
                         {"flags", "int", "int", 32, 8, false, false, 0, kInline},
                         {"mode", "umode_t", "umode_t", 40, 8, false, false, 0, kInline},
                     });
  EXPECT_EQ(fmt.field("filename")->decl, "const char * filename");
  EXPECT_EQ(fmt.field("nope"), nullptr);
  EXPECT_NE(fmt.print_fmt.find("filename: 0x%08lx"), std::string::npos);
}

TEST(TracepointFormat, CharArrays) {
  TracepointFormat fmt = parse_fixture("sched/sched_switch");
  EXPECT_EQ(fmt.name, "sched_switch");
  expect_fields(fmt, {
                         {"prev_comm", "char [16]", "char", 8, 16, false, true, 16, kInline},
                         {"prev_pid", "pid_t", "pid_t", 24, 4, true, false, 0, kInline},
                         {"prev_prio", "int", "int", 28, 4, true, false, 0, kInline},
                         {"prev_state", "long", "long", 32, 8, true, false, 0, kInline},
                         {"next_comm", "char [16]", "char", 40, 16, false, true, 16, kInline},
                         {"next_pid", "pid_t", "pid_t", 56, 4, true, false, 0, kInline},
                         {"next_prio", "int", "int", 60, 4, true, false, 0, kInline},
                     });
  EXPECT_EQ(fmt.field("prev_comm")->decl, "char prev_comm[16]");
}

TEST(TracepointFormat, IntegerArrays) {
  TracepointFormat raw = parse_fixture("raw_syscalls/sys_enter");
  expect_fields(raw, {
                         {"id", "long", "long", 8, 8, true, false, 0, kInline},
                         {"args", "unsigned long [6]", "unsigned long", 16, 48, false, true, 6, kInline},
                     });
  TracepointFormat sock = parse_fixture("sock/inet_sock_set_state");
  const TracepointField *v6 = sock.field("saddr_v6");
  ASSERT_NE(v6, nullptr);
  EXPECT_EQ(v6->type, "__u8 [16]");
  EXPECT_EQ(v6->array_length, 16u);
  EXPECT_EQ(v6->size, 16u);
}

TEST(TracepointFormat, DataLocFields) {
  TracepointFormat exec = parse_fixture("sched/sched_process_exec");
  expect_fields(exec, {
                          {"filename", "__data_loc char[]", "char", 8, 4, false, true, 0, kDataLoc},
                          {"pid", "pid_t", "pid_t", 12, 4, true, false, 0, kInline},
                          {"old_pid", "pid_t", "pid_t", 16, 4, true, false, 0, kInline},
                      });
  EXPECT_TRUE(exec.field("filename")->is_dynamic());
  EXPECT_FALSE(exec.field("pid")->is_dynamic());

  TracepointFormat dma = parse_fixture("dma/dma_map_sg");
  const TracepointField *phys = dma.field("phys_addrs");
  ASSERT_NE(phys, nullptr);
  EXPECT_EQ(phys->type, "__data_loc u64[]");
  EXPECT_EQ(phys->base_type, "u64");
  EXPECT_EQ(dma.field("lengths")->base_type, "unsigned int");
  EXPECT_EQ(dma.field("dir")->type, "enum dma_data_direction");
}

TEST(TracepointFormat, AddressSpaceQualifiers) {
  TracepointFormat fmt = parse_fixture("percpu/percpu_alloc_percpu");
  const TracepointField *ptr = fmt.field("ptr");
  ASSERT_NE(ptr, nullptr);
  EXPECT_EQ(ptr->type, "void __seg_gs *");
  EXPECT_EQ(ptr->size, 8u);
}

constexpr const char *kHeader = "name: t\nID: 7\nformat:\n";

std::string format_with(const std::string &field_lines) { return std::string(kHeader) + field_lines; }

TEST(TracepointFormat, SynthesizedForms) {
  auto fmt = parse_tracepoint_format(
      format_with("\tfield:__rel_loc char[] msg;\toffset:8;\tsize:4;\tsigned:0;\n"
                  "\tfield:char comm[TASK_COMM_LEN];\toffset:12;\tsize:16;\tsigned:0;\n"
                  "\tfield:u8 grid[2][4];\toffset:28;\tsize:8;\tsigned:0;\n"
                  "\tfield:struct iocb * * iocbpp;\toffset:40;\tsize:8;\tsigned:0;\n"
                  "\tfield:int old_style;\toffset:48;\tsize:4;\n")); // no signed: (old kernels)
  ASSERT_TRUE(fmt.ok()) << fmt.error().message;
  EXPECT_EQ(fmt->id, 7u);
  EXPECT_EQ(fmt->field("msg")->storage, FieldStorage::RelLoc);
  EXPECT_EQ(fmt->field("msg")->base_type, "char");
  EXPECT_EQ(fmt->field("comm")->type, "char [TASK_COMM_LEN]");
  EXPECT_TRUE(fmt->field("comm")->is_array);
  EXPECT_EQ(fmt->field("comm")->array_length, 0u); // not a number: the size says 16 bytes
  EXPECT_EQ(fmt->field("grid")->type, "u8 [2][4]");
  EXPECT_EQ(fmt->field("grid")->array_length, 2u);
  EXPECT_EQ(fmt->field("iocbpp")->type, "struct iocb * *");
  EXPECT_FALSE(fmt->field("old_style")->is_signed);
}

TEST(TracepointFormat, Malformed) {
  struct Bad {
    std::string text;
    const char *error;
  };
  const Bad cases[] = {
      {"", "no 'ID:' line"},
      {"name: t\nformat:\n\tfield:int a;\toffset:0;\tsize:4;\tsigned:1;\n", "no 'ID:' line"},
      {"name: t\nID: 1\n", "no 'format:' line"},
      {"name: t\nID: 1\nformat:\n\nprint fmt: \"\"\n", "no fields"},
      {"name: t\nID: x1\nformat:\n", "line 2: bad ID 'x1'"},
      {"name: t\nID: 1\n\tfield:int a;\toffset:0;\tsize:4;\n", "line 3: field before the 'format:' line"},
      {format_with("\tfield:int a;\tsize:4;\tsigned:1;\n"), "line 4: field 'a' has no 'offset:'"},
      {format_with("\tfield:int a;\toffset:0;\tsigned:1;\n"), "line 4: field 'a' has no 'size:'"},
      {format_with("\tfield:int a;\toffset:zero;\tsize:4;\n"), "line 4: field 'a' has a bad offset 'zero'"},
      {format_with("\tfield:int a;\toffset:-1;\tsize:4;\n"), "line 4: field 'a' has a bad offset '-1'"},
      {format_with("\tfield:int;\toffset:0;\tsize:4;\n"), "line 4: no type for field 'int'"},
      {format_with("\tfield:;\toffset:0;\tsize:4;\n"), "line 4: no field name in ''"},
      {format_with("\tfield:char a];\toffset:0;\tsize:4;\n"), "line 4: unbalanced ']' in 'char a]'"},
      {format_with("\tfield:int a;\toffset 0;\tsize:4;\n"), "line 4: expected 'key:value', found 'offset 0'"},
  };
  for (const Bad &b : cases) {
    auto fmt = parse_tracepoint_format(b.text);
    ASSERT_FALSE(fmt.ok()) << b.text;
    EXPECT_EQ(fmt.error().message, b.error) << b.text;
  }
}

TEST(TracepointFormat, TruncatedFileStillParsesWhatIsThere) {
  auto fmt =
      parse_tracepoint_format("name: t\nID: 3\nformat:\n\tfield:int a;\toffset:0;\tsize:4;\tsigned:1;");
  ASSERT_TRUE(fmt.ok());
  EXPECT_EQ(fmt->fields.size(), 1u);
}

} // namespace
} // namespace kt::catalog
