// The C types of a script's declarations and headers (ast::CTypeTable,
// which Clang laid out) as kt types: records with Clang's field offsets and bit-fields, enums
// with their values, char arrays as strings (bpftrace's rule, as for BTF),
// floats and other types kt has no arithmetic for as their bytes. A record
// the table holds by name only (cparts/header_types.h) is the kernel's of
// that name when its BTF has one.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "ast/c_types.h"
#include "btf/btf.h"
#include "sema/types.h"

namespace kt::sema {

class HeaderTypes {
public:
  explicit HeaderTypes(std::function<const btf::Btf *()> kernel) : kernel_(std::move(kernel)) {}

  // Tables searched last first: the main file's before its imports'.
  void add(std::shared_ptr<const ast::CTypeTable> table) { tables_.push_back(std::move(table)); }

  // `struct NAME` or `union NAME`, `enum NAME`, typedef NAME; None when no
  // header defines it.
  Type record(const std::string &name, bool is_union, bool user) const;
  Type enumeration(const std::string &name) const;
  Type typedef_type(const std::string &name, bool user) const;
  // Whether some header defines typedef NAME (the scanner's type names).
  bool has_typedef(const std::string &name) const;
  // Entry `index` of `table` as a kt type (kernel memory).
  Type convert_type(const ast::CTypeTable &table, int32_t index) const { return convert(table, index, false); }

private:
  Type named(const std::map<std::string, int32_t> ast::CTypeTable::*names, const std::string &name, bool user) const;
  Type convert(const ast::CTypeTable &t, int32_t index, bool user) const;

  std::function<const btf::Btf *()> kernel_;
  std::vector<std::shared_ptr<const ast::CTypeTable>> tables_;
  mutable std::map<std::tuple<const ast::CTypeTable *, int32_t, bool>, Type> done_;
};

} // namespace kt::sema
