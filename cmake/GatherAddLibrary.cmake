# gather_add_library(name SOURCES ... [DEPENDS tablegen-targets...]
#                    [LINK_LIBS libs...])
# A static library of the project. It links libMLIR.so and libLLVM.so (never
# component libraries) and waits for the TableGen targets whose headers it
# includes, so parallel builds never race the generators. It compiles with
# the precompiled MLIR headers. It is installed and exported (GatherTargets,
# as Gather::<name>), with gather's include directory in both trees.
function(gather_add_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} ${ARG_SOURCES})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS} MLIR LLVM)
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  llvm_update_compile_flags(${name})
  gather_precompile_headers(${name})
  install(TARGETS ${name} EXPORT GatherTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endfunction()
