# gather_add_library(name SOURCES ... [DEPENDS tablegen-targets...]
#                    [LINK_LIBS libs...])
# A static library of the project. It links libMLIR.so and libLLVM.so (never
# component libraries) and waits for the TableGen targets whose headers it
# includes, so parallel builds never race the generators.
function(gather_add_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} ${ARG_SOURCES})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS} MLIR LLVM)
  llvm_update_compile_flags(${name})
endfunction()
