#include "runtime/record_table.h"

#include <cerrno>
#include <cstring>
#include <utility>

#include "bpf/abi/records.h"
#include "runtime/run_context.h"

namespace kt::runtime {

Result<RecordTable> RecordTable::build() {
  RecordTable t;
  std::vector<std::string_view> owner;
  for (const Family &f : families()) {
    for (const RecordKind &k : f.records) {
      if (k.kind >= t.kinds_.size()) {
        t.kinds_.resize(k.kind + 1);
        owner.resize(k.kind + 1);
      }
      if (t.kinds_[k.kind].handle)
        return Error("record kind " + std::to_string(k.kind) + " is handled by both '" + std::string(owner[k.kind]) +
                     "' and '" + std::string(f.name) + "'");
      t.kinds_[k.kind] = k;
      owner[k.kind] = f.name;
    }
  }
  return t;
}

RecordTable::RecordTable(RecordTable &&other) noexcept
    : kinds_(std::move(other.kinds_)), capture_(std::exchange(other.capture_, nullptr)) {}

RecordTable::~RecordTable() {
  if (capture_)
    std::fclose(capture_);
}

void RecordTable::dispatch(RunContext &ctx, const uint8_t *data, size_t size) const {
  if (capture_) {
    auto n = static_cast<uint32_t>(size);
    std::fwrite(&n, sizeof n, 1, capture_);
    std::fwrite(data, 1, size, capture_);
  }
  if (size < sizeof(kt_record_header))
    return;
  kt_record_header h;
  std::memcpy(&h, data, sizeof h);
  if (h.kind >= kinds_.size())
    return;
  const RecordKind &k = kinds_[h.kind];
  if (!k.handle || (ctx.discarding() && !k.after_exit))
    return;
  k.handle(ctx, Record{h.kind, h.id, data, size});
}

Status RecordTable::capture_to(const std::string &path) {
  capture_ = std::fopen(path.c_str(), "wb");
  if (!capture_)
    return Error("KT_CAPTURE_RECORDS: cannot write '" + path + "': " + std::strerror(errno));
  return {};
}

std::vector<std::vector<uint8_t>> split_captured_records(const std::vector<uint8_t> &bytes) {
  std::vector<std::vector<uint8_t>> records;
  size_t at = 0;
  while (at + 4 <= bytes.size()) {
    uint32_t n;
    std::memcpy(&n, bytes.data() + at, sizeof n);
    at += 4;
    if (n > bytes.size() - at)
      break;
    records.emplace_back(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                         bytes.begin() + static_cast<std::ptrdiff_t>(at + n));
    at += n;
  }
  return records;
}

} // namespace kt::runtime
