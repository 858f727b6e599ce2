#include "runtime/families.h"

#include <algorithm>
#include <cstring>

#include "bpf/abi/records.h"

namespace kt::runtime {

namespace {

// Built before main() by the registrations, read-only afterwards. A
// function-local static: registrations in other files run in any order.
std::vector<Family> &registry() {
  static std::vector<Family> families;
  return families;
}

} // namespace

const uint8_t *Record::body() const { return data + sizeof(kt_record_header); }

size_t Record::body_size() const { return size - sizeof(kt_record_header); }

uint64_t Record::u64(size_t offset) const {
  uint64_t v = 0;
  if (offset + sizeof v <= size)
    std::memcpy(&v, data + offset, sizeof v);
  return v;
}

FamilyRegistration::FamilyRegistration(Family family) {
  std::vector<Family> &all = registry();
  auto at = std::upper_bound(all.begin(), all.end(), family.name,
                             [](std::string_view name, const Family &f) { return name < f.name; });
  all.insert(at, std::move(family));
}

const std::vector<Family> &families() { return registry(); }

} // namespace kt::runtime
