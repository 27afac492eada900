//===- TosaToGather.h - tosa.gather as gather.gather_nd ---------*- C++ -*-===//

#ifndef GATHER_CONVERSION_TOSATOGATHER_TOSATOGATHER_H
#define GATHER_CONVERSION_TOSATOGATHER_TOSATOGATHER_H

namespace mlir {
class RewritePatternSet;

namespace gather {

/// Patterns that rewrite each ranked tosa.gather into a gather.gather_nd
/// with batch_dims = 1 (see convert-tosa-to-gather).
void populateTosaToGatherConversionPatterns(RewritePatternSet &patterns);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_TOSATOGATHER_TOSATOGATHER_H
