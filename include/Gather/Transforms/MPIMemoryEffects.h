//===- MPIMemoryEffects.h - what MPI ops read and write ---------*- C++ -*-===//
//
// LLVM 22's MPI ops declare no memory effects, so buffer deallocation
// refuses functions that call them. External models, beside the gather ops'
// sharding models (ShardingInterfaceImpl.h), declare what sharded programs
// lowered to MPI need.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_TRANSFORMS_MPIMEMORYEFFECTS_H
#define GATHER_TRANSFORMS_MPIMEMORYEFFECTS_H

namespace mlir {
class DialectRegistry;

namespace gather {

/// Declares what MPI's point-to-point and collective ops read and write, and
/// their communication, which keeps them in place and alive, when the MPI
/// dialect loads.
void registerMPIMemoryEffectsModels(DialectRegistry &registry);

} // namespace gather
} // namespace mlir

#endif // GATHER_TRANSFORMS_MPIMEMORYEFFECTS_H
