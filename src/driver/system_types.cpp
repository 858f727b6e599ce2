#include "driver/system_types.h"

#include <algorithm>

#include "catalog/elf_lookup.h"
#include "catalog/glob.h"
#include "catalog/libraries.h"

namespace kt::driver {

using sema::Type;

Result<catalog::Tracefs *> SystemTypes::tracefs() {
  if (!tracefs_) {
    auto fs = catalog::Tracefs::open();
    if (!fs)
      return fs.error();
    tracefs_.emplace(std::move(*fs));
  }
  return &*tracefs_;
}

std::vector<std::string> SystemTypes::match_tracepoints(const std::string &category, const std::string &name) {
  auto fs = tracefs();
  if (!fs)
    return {};
  if (!all_) {
    auto list = (*fs)->tracepoints();
    all_ = list ? std::move(*list) : std::vector<std::string>{};
  }
  std::vector<std::string> out;
  for (const std::string &tp : *all_) {
    size_t colon = tp.find(':');
    if (colon != std::string::npos && catalog::glob_match(category, tp.substr(0, colon)) &&
        catalog::glob_match(name, tp.substr(colon + 1)))
      out.push_back(tp);
  }
  std::sort(out.begin(), out.end());
  return out;
}

Result<std::shared_ptr<const sema::Record>> SystemTypes::tracepoint_args(const std::string &category,
                                                                         const std::string &name) {
  auto fs = tracefs();
  if (!fs)
    return fs.error();
  auto format = (*fs)->format(category, name);
  if (!format)
    return format.error();
  return tracepoint_record(category, *format, max_strlen_);
}

Result<uint64_t> SystemTypes::user_symbol_size(const std::string &binary, const std::string &name) {
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return path.error();
  auto sym = catalog::find_elf_symbol(*path, name);
  if (!sym)
    return sym.error();
  return sym->size;
}

std::shared_ptr<const sema::Record> tracepoint_record(const std::string &category,
                                                      const catalog::TracepointFormat &format,
                                                      uint32_t max_strlen) {
  auto rec = std::make_shared<sema::FixedRecord>();
  rec->name = category + ":" + format.name;
  // Syscall tracepoints carry the syscall's own arguments: pointers into
  // the calling process.
  bool user = category == "syscalls";
  uint32_t end = 0;
  for (const catalog::TracepointField &f : format.fields) {
    end = std::max(end, f.offset + f.size);
    if (f.is_common)
      continue;
    sema::Field field;
    field.name = f.name;
    field.offset = f.offset;
    bool is_char = f.base_type == "char" || f.base_type == "unsigned char" || f.base_type == "const char";
    if (f.is_dynamic()) {
      field.data_loc = true;
      field.type = is_char ? Type::string(max_strlen) : Type::u64();
    } else if (f.is_array && is_char && f.array_length) {
      field.type = Type::string(f.array_length);
    } else if (f.is_array && f.array_length) {
      uint32_t elem = f.size / f.array_length;
      field.type = Type::array(sema::type_from_c_name(f.base_type, elem, f.is_signed, user), f.array_length);
    } else {
      field.type = sema::type_from_c_name(f.type, f.size, f.is_signed, user);
    }
    rec->fields.push_back(std::move(field));
  }
  rec->size = end;
  return rec;
}

} // namespace kt::driver
