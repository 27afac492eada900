//===- InitAll.h - register everything gather provides ----------*- C++ -*-===//

#ifndef GATHER_INITALL_H
#define GATHER_INITALL_H

namespace mlir {
class DialectRegistry;

namespace gather {

/// Registers the gather dialect and its external interface models (sharding).
void registerAllDialects(DialectRegistry &registry);

/// Registers the gather dialect with every upstream dialect and extension:
/// what gather's tools parse and lower (the pipelines use many of them).
void registerToolDialects(DialectRegistry &registry);

/// Registers every gather pass (dialect transforms, code generation,
/// conversions) and the `gather-to-llvm` pipeline with the global pass
/// registry, for command-line tools.
void registerAllPasses();

} // namespace gather
} // namespace mlir

#endif // GATHER_INITALL_H
