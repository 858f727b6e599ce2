// The record table: ring-buffer records dispatched by their kind (enum
// kt_record_kind, bpf/abi/records.h) to the handler a family registered
// for it (families.h). An array indexed by kind: one load per record.
//
// Records of a kind nobody handles are dropped, as are records that are
// too short for their header. After exit() only kinds registered with
// `after_exit` are handled.
//
// KT_CAPTURE_RECORDS=FILE (read by the lifecycle) appends every record to
// FILE as it arrives: a little-endian u32 length, then the record's bytes.
// tests/fixtures/records/ holds such captures, decoded by the unit tests.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "runtime/families.h"
#include "util/result.h"

namespace kt::runtime {

class RunContext;

class RecordTable {
public:
  // The table of every registered family's kinds. Two families
  // registering one kind is a bug in kt: build() says which.
  static Result<RecordTable> build();
  RecordTable(const RecordTable &) = delete;
  RecordTable(RecordTable &&other) noexcept;
  RecordTable &operator=(const RecordTable &) = delete;
  ~RecordTable();

  // Hands one record to its handler.
  void dispatch(RunContext &ctx, const uint8_t *data, size_t size) const;
  // Appends every record dispatched from now on to `path` (see above).
  Status capture_to(const std::string &path);

private:
  RecordTable() = default;

  std::vector<RecordKind> kinds_; // by kind; handle null: nobody's
  std::FILE *capture_ = nullptr;
};

// Splits a capture file's bytes into records (see KT_CAPTURE_RECORDS).
std::vector<std::vector<uint8_t>> split_captured_records(const std::vector<uint8_t> &bytes);

} // namespace kt::runtime
