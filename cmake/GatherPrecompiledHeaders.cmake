# gather_precompile_headers(target [OWN])
# Most of a translation unit's compile time goes to the same MLIR headers;
# precompiled once, they compile in a fraction of it. The first target to
# call this builds the precompiled header; later targets compiled with the
# same flags (llvm_update_compile_flags) reuse it. OWN gives a target its
# own, for targets whose flags differ (Google Test's definitions and
# exceptions). C sources are untouched.
set(GATHER_PRECOMPILED_HEADERS
  mlir/Dialect/Arith/IR/Arith.h
  mlir/Dialect/Func/IR/FuncOps.h
  mlir/Dialect/Linalg/IR/Linalg.h
  mlir/Dialect/MemRef/IR/MemRef.h
  mlir/Dialect/SCF/IR/SCF.h
  mlir/Dialect/Tensor/IR/Tensor.h
  mlir/IR/BuiltinOps.h
  mlir/IR/PatternMatch.h
  mlir/Pass/PassManager.h)
option(GATHER_PRECOMPILE_HEADERS "Precompile the common MLIR headers" ON)

function(gather_precompile_headers target)
  cmake_parse_arguments(ARG "OWN" "" "" ${ARGN})
  if(NOT GATHER_PRECOMPILE_HEADERS)
    return()
  endif()
  get_property(owner GLOBAL PROPERTY GATHER_PRECOMPILED_HEADERS_OWNER)
  if(owner AND NOT ARG_OWN)
    target_precompile_headers(${target} REUSE_FROM ${owner})
    return()
  endif()
  foreach(header ${GATHER_PRECOMPILED_HEADERS})
    target_precompile_headers(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:CXX>:<${header}$<ANGLE-R>>")
  endforeach()
  if(NOT owner)
    set_property(GLOBAL PROPERTY GATHER_PRECOMPILED_HEADERS_OWNER ${target})
  endif()
endfunction()
