// Result<T>: a value or an error message, for calls into the environment
// (files, the kernel, libbpf). Errors wrap context as they go up:
//
//   auto btf = Btf::load("/sys/kernel/btf/vmlinux");
//   if (!btf) return Error("load kernel BTF: " + btf.error().message);
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace kt {

struct Error {
  std::string message;
  int code = 0;             // errno or a libbpf error, when there is one
  bool unavailable = false; // a feature this machine or kernel lacks (exit 69)

  Error() = default;
  explicit Error(std::string message, int code = 0, bool unavailable = false)
      : message(std::move(message)), code(code), unavailable(unavailable) {}
  // This error with `context: ` in front.
  Error wrap(const std::string &context) const { return Error(context + ": " + message, code, unavailable); }
};

template <typename T> class [[nodiscard]] Result {
public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T &value() & {
    assert(ok());
    return std::get<0>(v_);
  }
  const T &value() const & {
    assert(ok());
    return std::get<0>(v_);
  }
  T &&value() && {
    assert(ok());
    return std::get<0>(std::move(v_));
  }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }
  T &operator*() & { return value(); }
  const T &operator*() const & { return value(); }

  const Error &error() const {
    assert(!ok());
    return std::get<1>(v_);
  }

private:
  std::variant<T, Error> v_;
};

// Result<void>: success or an error.
template <> class [[nodiscard]] Result<void> {
public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const Error &error() const {
    assert(!ok_);
    return error_;
  }

private:
  Error error_;
  bool ok_ = true;
};

using Status = Result<void>;

} // namespace kt
