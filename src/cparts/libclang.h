// libclang (Debian's libclang1-16), opened with dlopen on first use: a
// script without C parts never loads it, so its startup does not pay the
// ~35 MB library's relocation (about 0.2 s here).
//
//   const Libclang *lc = Libclang::get(error);
//   if (!lc) ... error says why (not installed, a symbol missing)
//
// The table holds the C API functions kt calls, with the types the header
// <clang-c/Index.h> gives them; only cparts/*.cpp include that header.
#pragma once

#include <clang-c/Index.h>

#include <string>

namespace kt::cparts {

struct Libclang {
#define KT_LIBCLANG_FUNCTIONS(X)                                                                                \
  X(clang_createIndex) X(clang_disposeIndex) X(clang_parseTranslationUnit2) X(clang_disposeTranslationUnit)     \
  X(clang_getFile) X(clang_getSkippedRanges) X(clang_disposeSourceRangeList) X(clang_getRangeStart)            \
  X(clang_getRangeEnd) X(clang_getSpellingLocation) X(clang_getFileName) X(clang_getCString)                    \
  X(clang_disposeString) X(clang_getNumDiagnostics) X(clang_getDiagnostic) X(clang_disposeDiagnostic)          \
  X(clang_getDiagnosticSeverity) X(clang_getDiagnosticSpelling) X(clang_getDiagnosticLocation)                 \
  X(clang_getDiagnosticCategoryText) X(clang_getTranslationUnitCursor) X(clang_visitChildren)                  \
  X(clang_getCursorSpelling) X(clang_getCursorLocation) X(clang_getCursorExtent)                                \
  X(clang_Cursor_isMacroFunctionLike) X(clang_tokenize) X(clang_disposeTokens) X(clang_getTokenSpelling)        \
  X(clang_getTokenKind) X(clang_getTokenExtent) X(clang_getInclusions) X(clang_File_isEqual)               \
  X(clang_getEnumConstantDeclValue) X(clang_getEnumConstantDeclUnsignedValue) X(clang_getCanonicalType)      \
  X(clang_Type_getSizeOf) X(clang_getPointeeType) X(clang_getArraySize) X(clang_getArrayElementType)          \
  X(clang_getTypeDeclaration) X(clang_getCursorDefinition) X(clang_Cursor_isNull) X(clang_getCursorUSR)       \
  X(clang_Type_visitFields) X(clang_getCursorType) X(clang_Cursor_getOffsetOfField)                           \
  X(clang_Cursor_isBitField) X(clang_getFieldDeclBitWidth) X(clang_getEnumDeclIntegerType)                     \
  X(clang_getTypedefDeclUnderlyingType) X(clang_isCursorDefinition)
#define KT_LIBCLANG_MEMBER(name) decltype(&::name) name = nullptr;
  KT_LIBCLANG_FUNCTIONS(KT_LIBCLANG_MEMBER)
#undef KT_LIBCLANG_MEMBER

  // The loaded library, or null with `error` set. Loads once per process.
  static const Libclang *get(std::string &error);

  // A CXString's text (empty for null), disposing of it.
  std::string text(CXString s) const;
  // Whether `a` and `b` are one file. clang_File_isEqual compares files'
  // unique ids, which the unsaved files kt gives Clang (the script, its
  // prelude) share: their names tell them apart.
  bool same_file(CXFile a, CXFile b) const {
    return a == b || (a && b && clang_File_isEqual(a, b) && text(clang_getFileName(a)) == text(clang_getFileName(b)));
  }
};

} // namespace kt::cparts
