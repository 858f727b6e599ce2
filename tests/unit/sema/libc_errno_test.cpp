// The C library's error convention (sema/libc_errno.h): which functions'
// failures kt reads errno for, by name and by the class their return type
// gave them.
#include "sema/libc_errno.h"

#include <gtest/gtest.h>

namespace kt::sema {
namespace {

const std::string kLibc = "/usr/lib/x86_64-linux-gnu/libc.so.6";

ErrorClass class_of(const std::string &binary, const std::string &name, ErrorClass cls, bool &reads) {
  return c_library_class(binary, name, cls, reads);
}

TEST(LibcErrno, SystemCallWrappersByEveryName) {
  bool reads = false;
  for (const char *name : {"open", "open64", "__open64", "__libc_open64", "__GI___libc_open64", "read", "close"}) {
    EXPECT_EQ(class_of(kLibc, name, ErrorClass::Unknown, reads), ErrorClass::MinusOne) << name;
    EXPECT_TRUE(reads) << name;
  }
  EXPECT_EQ(class_of(kLibc, "fclose", ErrorClass::Int32, reads), ErrorClass::MinusOne);
  EXPECT_TRUE(reads);
}

TEST(LibcErrno, NullReturningFunctionsArePointersThatReadErrno) {
  bool reads = false;
  // glibc without DWARF: the list says fopen returns a pointer.
  EXPECT_EQ(class_of(kLibc, "fopen", ErrorClass::Unknown, reads), ErrorClass::Pointer);
  EXPECT_TRUE(reads);
  // mmap is a system call's name, but returns MAP_FAILED, a pointer.
  EXPECT_EQ(class_of(kLibc, "__mmap64", ErrorClass::Pointer, reads), ErrorClass::Pointer);
  EXPECT_TRUE(reads);
}

TEST(LibcErrno, OtherFunctionsAndOtherBinariesKeepTheirClass) {
  bool reads = true;
  EXPECT_EQ(class_of(kLibc, "strlen", ErrorClass::Int64, reads), ErrorClass::Int64);
  EXPECT_FALSE(reads);
  EXPECT_EQ(class_of("/usr/bin/app", "open", ErrorClass::Int32, reads), ErrorClass::Int32);
  EXPECT_FALSE(reads);
  // A wrapper DWARF says returns a pointer is not a -1 function.
  EXPECT_EQ(class_of(kLibc, "brk", ErrorClass::Pointer, reads), ErrorClass::Pointer);
  EXPECT_FALSE(reads);
}

} // namespace
} // namespace kt::sema
