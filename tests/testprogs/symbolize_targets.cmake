# Symbolizer targets (issue #5), built optimised with debug information so
# that they have inlined calls: inline_chain (and a stripped copy whose
# symbols and DWARF are in a separate debug file found by .gnu_debuglink),
# and shlib_user with its shared library libktshlib.so.
set(KT_SYMBOLIZE_FLAGS -g -O2 -fno-omit-frame-pointer -Wall -Wextra)

add_executable(kt_testprog_inline_chain inline_chain.c)
target_compile_options(kt_testprog_inline_chain PRIVATE ${KT_SYMBOLIZE_FLAGS})
set_target_properties(kt_testprog_inline_chain PROPERTIES
  OUTPUT_NAME inline_chain RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

# inline_chain_stripped: no .symtab, no DWARF; inline_chain_stripped.debug
# holds both, named by the stripped file's .gnu_debuglink.
find_program(KT_OBJCOPY NAMES objcopy llvm-objcopy-16 llvm-objcopy REQUIRED)
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/inline_chain_stripped ${CMAKE_CURRENT_BINARY_DIR}/inline_chain_stripped.debug
  COMMAND ${KT_OBJCOPY} --only-keep-debug $<TARGET_FILE:kt_testprog_inline_chain> inline_chain_stripped.debug
  COMMAND ${KT_OBJCOPY} --strip-all --add-gnu-debuglink=inline_chain_stripped.debug
          $<TARGET_FILE:kt_testprog_inline_chain> inline_chain_stripped
  DEPENDS kt_testprog_inline_chain
  WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}
  COMMENT "inline_chain_stripped and its separate debug file")
add_custom_target(kt_testprog_inline_chain_stripped ALL
  DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/inline_chain_stripped)

add_library(kt_testprog_shlib SHARED shlib.c)
target_compile_options(kt_testprog_shlib PRIVATE ${KT_SYMBOLIZE_FLAGS})
set_target_properties(kt_testprog_shlib PROPERTIES
  OUTPUT_NAME ktshlib LIBRARY_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
add_executable(kt_testprog_shlib_user shlib_user.c)
target_compile_options(kt_testprog_shlib_user PRIVATE ${KT_SYMBOLIZE_FLAGS})
target_link_libraries(kt_testprog_shlib_user PRIVATE kt_testprog_shlib)
set_target_properties(kt_testprog_shlib_user PROPERTIES
  OUTPUT_NAME shlib_user RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}
  BUILD_RPATH ${CMAKE_CURRENT_BINARY_DIR})

# fake_vmlinux: a stand-in for a vmlinux with DWARF, linked at a fixed
# address as the kernel is, with a _stext; the kernel-symbolizer tests shift
# it by a made-up KASLR offset through a kallsyms text of their own.
add_executable(kt_testprog_fake_vmlinux fake_vmlinux.c)
target_compile_options(kt_testprog_fake_vmlinux PRIVATE ${KT_SYMBOLIZE_FLAGS} -fno-pie)
target_link_options(kt_testprog_fake_vmlinux PRIVATE -no-pie)
set_target_properties(kt_testprog_fake_vmlinux PROPERTIES
  OUTPUT_NAME fake_vmlinux POSITION_INDEPENDENT_CODE OFF
  RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

# cxx_target: C++ frames (namespace, class, template, overload) to demangle.
enable_language(CXX)
add_executable(kt_testprog_cxx_target cxx_target.cpp)
target_compile_options(kt_testprog_cxx_target PRIVATE ${KT_SYMBOLIZE_FLAGS})
set_target_properties(kt_testprog_cxx_target PROPERTIES
  OUTPUT_NAME cxx_target RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

# cxx_store: sessions and function globs over C++ names (a class in a
# namespace, a class template's member, a function template).
add_executable(kt_testprog_cxx_store cxx_store.cpp)
target_compile_options(kt_testprog_cxx_store PRIVATE ${KT_SYMBOLIZE_FLAGS})
set_target_properties(kt_testprog_cxx_store PROPERTIES
  OUTPUT_NAME cxx_store RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

# session_target: errors returned at a chosen depth that bubble up through
# real calls, for session (retsnoop-style) tracing; optimised like
# inline_chain so that svc_validate() reaches store_lookup() through an
# inlined check_key().
add_executable(kt_testprog_session_target session_target.c)
target_compile_options(kt_testprog_session_target PRIVATE ${KT_SYMBOLIZE_FLAGS} -pthread)
target_link_options(kt_testprog_session_target PRIVATE -pthread)
set_target_properties(kt_testprog_session_target PROPERTIES
  OUTPUT_NAME session_target
  C_STANDARD 11 C_EXTENSIONS ON
  RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

# entry_stack: user stacks at a function's first instruction (issue #19): a
# leaf that begins with neither push %rbp nor endbr64, and a function that
# begins with endbr64 (-fcf-protection=full).
add_executable(kt_testprog_entry_stack entry_stack.c)
target_compile_options(kt_testprog_entry_stack PRIVATE ${KT_SYMBOLIZE_FLAGS} -momit-leaf-frame-pointer
                       -fcf-protection=full)
set_target_properties(kt_testprog_entry_stack PROPERTIES
  OUTPUT_NAME entry_stack RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
