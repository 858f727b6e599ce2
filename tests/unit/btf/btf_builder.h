// A tiny BTF writer for tests: builds raw blobs type by type, so tests can
// make what clang does not emit (legacy bitfields, split BTF, cycles) and
// corrupt what it does.
#pragma once

#include "btf/btf.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

namespace kt::btf::test {

class BtfBuilder {
public:
  // For split BTF, pass the base's last_id() + 1 and its string length.
  explicit BtfBuilder(TypeId start_id = 1, uint32_t start_str = 0)
      : next_id_(start_id), start_str_(start_str) {
    if (start_str == 0)
      strs_.push_back('\0');
  }

  // The offset of `s` in the string section, adding it at the end.
  uint32_t str(std::string_view s) {
    if (s.empty())
      return 0; // the base's first string is ""
    uint32_t off = start_str_ + static_cast<uint32_t>(strs_.size());
    strs_.append(s);
    strs_.push_back('\0');
    return off;
  }

  // A raw record: name, kind, vlen, kind_flag, size/type, trailing words.
  TypeId add(std::string_view name, Kind kind, uint32_t vlen, bool kflag, uint32_t size_or_type,
             const std::vector<uint32_t> &extra = {}) {
    uint32_t info = (uint32_t(kind) << 24) | vlen | (kflag ? 1u << 31 : 0);
    words_.insert(words_.end(), {str(name), info, size_or_type});
    words_.insert(words_.end(), extra.begin(), extra.end());
    return next_id_++;
  }

  TypeId int_type(std::string_view name, uint32_t size, bool is_signed, uint32_t bits, uint32_t offset = 0) {
    return add(name, Kind::Int, 0, false, size, {(is_signed ? 1u << 24 : 0) | (offset << 16) | bits});
  }
  TypeId ref(Kind kind, TypeId to, std::string_view name = "") { return add(name, kind, 0, false, to); }
  TypeId array(TypeId elem, TypeId index, uint32_t n) {
    return add("", Kind::Array, 0, false, 0, {elem, index, n});
  }

  struct Field {
    std::string_view name;
    TypeId type;
    uint32_t offset; // raw btf_member.offset word
  };
  TypeId aggregate(Kind kind, std::string_view name, uint32_t size, const std::vector<Field> &fields,
                   bool kflag = false) {
    std::vector<uint32_t> extra;
    for (const Field &f : fields)
      extra.insert(extra.end(), {str(f.name), f.type, f.offset});
    return add(name, kind, uint32_t(fields.size()), kflag, size, extra);
  }

  TypeId func_proto(TypeId ret, const std::vector<std::pair<std::string_view, TypeId>> &params) {
    std::vector<uint32_t> extra;
    for (const auto &[name, type] : params)
      extra.insert(extra.end(), {str(name), type});
    return add("", Kind::FuncProto, uint32_t(params.size()), false, ret, extra);
  }

  // Words of the type section, for tests that corrupt a record.
  std::vector<uint32_t> &words() { return words_; }
  std::string &strings() { return strs_; }

  // The blob: btf_header, types, strings.
  std::string build() const {
    uint32_t type_len = uint32_t(words_.size() * 4);
    uint32_t hdr[6] = {0, 24, 0, type_len, type_len, uint32_t(strs_.size())};
    uint16_t magic = 0xeB9F;
    std::memcpy(&hdr[0], &magic, 2);
    reinterpret_cast<unsigned char *>(hdr)[2] = 1; // version
    std::string out(reinterpret_cast<const char *>(hdr), sizeof hdr);
    out.append(reinterpret_cast<const char *>(words_.data()), type_len);
    return out + strs_;
  }

private:
  std::vector<uint32_t> words_;
  std::string strs_;
  TypeId next_id_;
  uint32_t start_str_;
};

// Parses a blob the test built; a test cannot go on without it.
inline Btf parse_ok(const std::string &data, const Btf *base = nullptr) {
  auto btf = Btf::parse(data, base);
  if (!btf) {
    ADD_FAILURE() << btf.error().message;
    std::abort();
  }
  return std::move(btf).value();
}

} // namespace kt::btf::test
