//===- MPIMemoryEffects.cpp - what MPI ops read and write -----------------===//

#include "Gather/Transforms/MPIMemoryEffects.h"

#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {
/// The buffers an MPI op reads and writes, and its communication, which
/// keeps it in place and alive.
struct MPICommunication : SideEffects::Resource::Base<MPICommunication> {
  StringRef getName() final { return "mpi.communication"; }
};

using EffectList =
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>;

void addBufferEffects(mpi::SendOp op, EffectList &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &op.getRefMutable());
}
void addBufferEffects(mpi::RecvOp op, EffectList &effects) {
  effects.emplace_back(MemoryEffects::Write::get(), &op.getRefMutable());
}
void addBufferEffects(mpi::AllReduceOp op, EffectList &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &op.getSendbufMutable());
  effects.emplace_back(MemoryEffects::Write::get(), &op.getRecvbufMutable());
}

template <typename OpTy>
struct MPIMemoryEffects
    : MemoryEffectOpInterface::ExternalModel<MPIMemoryEffects<OpTy>, OpTy> {
  void getEffects(Operation *op, EffectList &effects) const {
    addBufferEffects(cast<OpTy>(op), effects);
    effects.emplace_back(MemoryEffects::Write::get(), MPICommunication::get());
  }
};
} // namespace

void mlir::gather::registerMPIMemoryEffectsModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, mpi::MPIDialect *) {
    mpi::SendOp::attachInterface<MPIMemoryEffects<mpi::SendOp>>(*context);
    mpi::RecvOp::attachInterface<MPIMemoryEffects<mpi::RecvOp>>(*context);
    mpi::AllReduceOp::attachInterface<MPIMemoryEffects<mpi::AllReduceOp>>(
        *context);
  });
}
