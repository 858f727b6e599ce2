# cmake -DHEADER=asm/unistd_64.h -DOUTPUT=file.cpp -P SyscallTable.cmake
# Writes kt::util::kSyscallNumbers: x86-64 syscall names and numbers from
# the kernel headers kt is built with (numbers are ABI: they never change;
# syscalls newer than the headers are simply absent).
set(entries "")
if(EXISTS ${HEADER})
  file(STRINGS ${HEADER} lines REGEX "^#define __NR_[a-z0-9_]+ [0-9]+")
  foreach(line ${lines})
    string(REGEX MATCH "__NR_([a-z0-9_]+) ([0-9]+)" m "${line}")
    string(APPEND entries "    {\"${CMAKE_MATCH_1}\", ${CMAKE_MATCH_2}},\n")
  endforeach()
endif()
file(WRITE ${OUTPUT} "// Generated from ${HEADER} by cmake/SyscallTable.cmake.\n#include \"util/syscalls.h\"\n\nnamespace kt::util {\nconst SyscallNumber kSyscallNumbers[] = {\n${entries}    {nullptr, 0},\n};\n} // namespace kt::util\n")
