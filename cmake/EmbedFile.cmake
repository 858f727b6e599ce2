# cmake -DINPUT=file -DOUTPUT=file.cpp -P EmbedFile.cmake
# Writes a C++ file defining kt::embedded::helpers_bitcode (bytes and size).
file(READ ${INPUT} hex HEX)
string(LENGTH "${hex}" len)
math(EXPR size "${len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){16})" "\\1\n" bytes "${bytes}")
file(WRITE ${OUTPUT} "// Generated from ${INPUT} by cmake/EmbedFile.cmake.\n#include <cstddef>\n\nnamespace kt::embedded {\nextern const unsigned char helpers_bitcode[] = {\n${bytes}\n};\nextern const size_t helpers_bitcode_size = ${size};\n} // namespace kt::embedded\n")
