// A tracepoint's record layout, from its tracefs `format` file
// (events/CATEGORY/NAME/format):
//
//   name: sched_switch
//   ID: 372
//   format:
//   	field:unsigned short common_type;	offset:0;	size:2;	signed:0;
//   	...
//   	field:char prev_comm[16];	offset:8;	size:16;	signed:0;
//   	field:__data_loc char[] filename;	offset:8;	size:4;	signed:0;
//
//   print fmt: "prev_comm=%s ...", REC->prev_comm, ...
//
// Sema types `args.FIELD` from these fields; `kt -lv` prints their `decl`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

// Where a field's value lives. A `__data_loc` field holds a u32 whose low 16
// bits are the data's offset from the start of the record and high 16 bits
// its length; a `__rel_loc` field's offset is relative to the end of the
// field itself (kernel include/trace/stages/stage6_event_callback.h).
enum class FieldStorage { Inline, DataLoc, RelLoc };

struct TracepointField {
  std::string name;      // "prev_comm"
  std::string type;      // the C type: "char [16]", "const char *", "__data_loc char[]"
  std::string base_type; // without storage and array parts: "char", "const char *", "char"
  std::string decl;      // the declaration as written: "char prev_comm[16]"
  uint32_t offset = 0;   // in the record, bytes
  uint32_t size = 0;     // bytes (4 for dynamic fields: the u32 locator)
  bool is_signed = false;
  bool is_array = false;     // `T name[N]`, or a dynamic `__data_loc T[]`
  uint32_t array_length = 0; // N of a fixed array (outermost dimension); 0 when
                             // dynamic or when the kernel wrote a symbol, not a number
  FieldStorage storage = FieldStorage::Inline;
  bool is_common = false; // common_type, common_pid, ...: the header every event shares

  bool is_dynamic() const { return storage != FieldStorage::Inline; }
};

struct TracepointFormat {
  std::string name;                    // "sched_switch"
  uint32_t id = 0;                     // the event ID (perf_event_attr.config for PERF_TYPE_TRACEPOINT)
  std::vector<TracepointField> fields; // in file order: the common_* fields first
  std::string print_fmt;               // the text after "print fmt: "

  // The field called `name`, or nullptr.
  const TracepointField *field(std::string_view name) const;
};

// Parses the text of a format file. Errors name the line and what is wrong:
// "line 7: field 'pid' has no 'offset:'". A file with no ID, no "format:"
// line or no fields is malformed; unknown lines are skipped.
Result<TracepointFormat> parse_tracepoint_format(std::string_view text);

} // namespace kt::catalog
