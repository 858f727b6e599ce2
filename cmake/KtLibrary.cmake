# kt_library(NAME SOURCES... DEPS ...): a static library NAME, and, when the
# compiler is clang, NAME_fuzz: the same sources built with libFuzzer
# coverage, AddressSanitizer and UBSan for the fuzz targets in tests/fuzz.
set(KT_FUZZ_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                  -fno-omit-frame-pointer)
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  set(KT_CAN_FUZZ ON)
else()
  set(KT_CAN_FUZZ OFF)
endif()

function(kt_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS;INCLUDES" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/src ${ARG_INCLUDES})
  target_link_libraries(${name} PUBLIC ${ARG_DEPS})
  if(KT_CAN_FUZZ)
    add_library(${name}_fuzz STATIC EXCLUDE_FROM_ALL ${ARG_SOURCES})
    target_include_directories(${name}_fuzz PUBLIC ${PROJECT_SOURCE_DIR}/src ${ARG_INCLUDES})
    target_compile_options(${name}_fuzz PRIVATE ${KT_FUZZ_FLAGS})
    set(fuzz_deps)
    foreach(dep ${ARG_DEPS})
      list(APPEND fuzz_deps ${dep}_fuzz)
    endforeach()
    target_link_libraries(${name}_fuzz PUBLIC ${fuzz_deps})
  endif()
endfunction()
