//===- ShardToMPI.h - shard collectives as MPI calls ------------*- C++ -*-===//
//
// LLVM 22's convert-shard-to-mpi lowers shard.all_reduce only, through an
// MPI_Comm_split per call that is never freed, and MPI's lowering to LLVM
// miscounts multi-dimensional buffers and passes no datatype for f16, bf16,
// i1 and complex. These patterns lower the collectives that partitions
// produce to one MPI_Allreduce on the world communicator each, on flat
// buffers of types MPI knows; upstream's pass then lowers what is left
// (process indices).
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_CONVERSION_SHARDTOMPI_SHARDTOMPI_H
#define GATHER_CONVERSION_SHARDTOMPI_SHARDTOMPI_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class DialectRegistry;
class RewritePatternSet;
class SymbolTableCollection;

namespace gather {

/// shard.all_reduce (sum, max, min, product; bitwise or of integers) and
/// shard.all_gather on a grid of static shape, as MPI_Allreduce on the world
/// communicator: a process group (the processes that differ only along the
/// collective's grid axes) reduces in its own slot of a buffer with one slot
/// per group.
void populateShardCollectivesToMPIPatterns(RewritePatternSet &patterns,
                                           SymbolTableCollection &symbolTable);

/// Whether `name` is an MPI implementation whose ABI gather can call:
/// MPICH or OpenMPI.
bool isKnownMPIImplementation(StringRef name);

/// The MPI implementation whose ABI `module`'s MPI calls use (its
/// `dlti.map<"MPI:Implementation" = ...>`, which gather-convert-shard-to-mpi
/// records): "MPICH", "OpenMPI", or empty if it names none.
StringRef getMPIImplementation(ModuleOp module);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_SHARDTOMPI_SHARDTOMPI_H
