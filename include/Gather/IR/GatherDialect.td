//===- GatherDialect.td - gather dialect definition --------*- tablegen -*-===//
//
// The gather dialect: ONNX-exact GatherND and GatherElements on tensors.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERDIALECT_TD
#define GATHER_IR_GATHERDIALECT_TD

include "mlir/IR/OpBase.td"

def Gather_Dialect : Dialect {
  let name = "gather";
  let cppNamespace = "::mlir::gather";
  let summary = "Gather operations with exact ONNX semantics.";
  let description = [{
    The `gather` dialect holds `gather.gather_nd` (ONNX GatherND 11/12/13,
    OpenVINO GatherND-8) and `gather.gather_elements` (ONNX GatherElements
    11/13) on ranked tensors. Both ops verify every static constraint of their
    specifications, infer their result types, and reify dynamic result sizes.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

class Gather_Op<string mnemonic, list<Trait> traits = []>
    : Op<Gather_Dialect, mnemonic, traits>;

#endif // GATHER_IR_GATHERDIALECT_TD
