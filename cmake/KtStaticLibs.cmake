# The C libraries kt uses (libbpf, libdw, libelf and the compressors they
# read with) as their static archives: targets kt::bpf, kt::dw, kt::elf.
# kt links them, and libstdc++, statically (kt-codegen.so its own copy of
# libstdc++, src/driver/CMakeLists.txt): as shared libraries, loading,
# relocating and initialising them cost every run 0.9 ms before main
# (medians of 200 runs: kt --version 2.0 -> 1.1 ms, a cached --dry-run of
# opensnoop 4.3 -> 3.3 ms; a compiling one 33.6 -> 31.7 ms, the module no
# longer loading libstdc++.so). KT_HIDDEN_ARCHIVES stay out of the symbols
# kt exports (its own, for the module), so that a shared library kt loads
# later, libclang with its own libstdc++ (src/cparts), binds to its own.
find_package(Threads REQUIRED)

function(kt_static_archive target name)
  find_library(KT_ARCHIVE_${name} NAMES lib${name}.a REQUIRED)
  add_library(${target} STATIC IMPORTED GLOBAL)
  set_target_properties(${target} PROPERTIES IMPORTED_LOCATION ${KT_ARCHIVE_${name}} INTERFACE_LINK_LIBRARIES
                                                                                       "${ARGN}")
endfunction()

kt_static_archive(kt::z z)
kt_static_archive(kt::lzma lzma)
kt_static_archive(kt::bz2 bz2)
kt_static_archive(kt::elf elf kt::z)
kt_static_archive(kt::dw dw kt::elf kt::z kt::lzma kt::bz2 Threads::Threads ${CMAKE_DL_LIBS})
kt_static_archive(kt::bpf bpf kt::elf kt::z)

set(KT_HIDDEN_ARCHIVES libstdc++.a:libbpf.a:libdw.a:libelf.a:libz.a:liblzma.a:libbz2.a)
