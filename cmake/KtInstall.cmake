# `cmake --install build [--prefix P]` and `cpack -G DEB`: kt, its code
# generator module, its man
# pages, its library (stdlib/ and tools/, under share/kt, which an installed
# kt finds beside its own executable: src/driver/library.h) and its shell
# completions, each in the place Debian's tools look for it.
include(GNUInstallDirs)

install(TARGETS kt RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The code generator, which kt loads when it compiles (src/driver/generate.h):
# PREFIX/lib/kt, private to kt, whatever the distribution's library
# directory.
install(TARGETS kt_codegen_module LIBRARY DESTINATION lib/kt)
install(FILES man/kt.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES man/kt.7 man/kt-recipes.7 DESTINATION ${CMAKE_INSTALL_MANDIR}/man7)
install(DIRECTORY stdlib/ DESTINATION ${CMAKE_INSTALL_DATADIR}/kt/stdlib
        FILES_MATCHING PATTERN "*.kt")
install(DIRECTORY tools/ DESTINATION ${CMAKE_INSTALL_DATADIR}/kt/tools
        FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE
        FILES_MATCHING PATTERN "*.kt")
install(FILES completions/kt.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME kt)
install(FILES completions/_kt DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES completions/kt.fish DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

set(CPACK_PACKAGE_NAME kt)
set(CPACK_PACKAGE_VENDOR "the kt developers")
set(CPACK_PACKAGE_CONTACT "kt developers <kt@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tracing language for Linux: bpftrace-style probes with retsnoop-style sessions")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_STRIP_FILES ON)
# The shared libraries kt and its module link (libc6, zlib1g, libzstd1,
# ...), as dpkg-shlibdeps finds them; libbpf, libdw, libelf and libstdc++
# are linked in (KtStaticLibs.cmake).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libclang is opened with dlopen, for scripts with C preprocessor lines
# only (src/cparts), so dpkg-shlibdeps cannot see it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libclang1-16")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "bash-completion")
include(CPack)
