//===- GatherTilingTest.cpp - tiling and fusion through upstream's APIs ---===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
/// A gather_nd of 100 rows of 256 and its elementwise consumer.
constexpr const char *kGatherThenScale = R"mlir(
func.func @f(%d: tensor<64x256xf32>, %i: tensor<100x1xi64>) -> tensor<100x256xf32> {
  %rows = gather.gather_nd %d, %i : (tensor<64x256xf32>, tensor<100x1xi64>) -> tensor<100x256xf32>
  %e = tensor.empty() : tensor<100x256xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rows : tensor<100x256xf32>) outs(%e : tensor<100x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<100x256xf32>
  %slice = tensor.extract_slice %rows[8, 16] [4, 32] [1, 1] : tensor<100x256xf32> to tensor<4x32xf32>
  return %scaled : tensor<100x256xf32>
}
)mlir";

class GatherTilingTest : public ::testing::Test {
protected:
  GatherTilingTest() {
    // Linalg's TilingInterface is an external model that clients register;
    // the gather dialect attaches its own.
    DialectRegistry registry;
    linalg::registerTilingInterfaceExternalModels(registry);
    context.appendDialectRegistry(registry);
    context.loadDialect<GatherDialect, func::FuncDialect, linalg::LinalgDialect,
                        scf::SCFDialect, tensor::TensorDialect,
                        arith::ArithDialect>();
    module = parseSourceString<ModuleOp>(kGatherThenScale, &context);
  }

  template <typename OpTy> OpTy first() {
    OpTy found;
    module->walk([&](OpTy op) {
      if (!found)
        found = op;
    });
    return found;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(GatherTilingTest, TileConsumerAndFuseProducer) {
  ASSERT_TRUE(module);
  IRRewriter rewriter(&context);
  auto consumer =
      cast<TilingInterface>(first<linalg::GenericOp>().getOperation());
  rewriter.setInsertionPoint(consumer);
  scf::SCFTilingOptions tiling;
  tiling.setTileSizes({rewriter.getIndexAttr(32), rewriter.getIndexAttr(64)});
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  FailureOr<scf::SCFTileAndFuseResult> fused =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, consumer, options);
  ASSERT_TRUE(succeeded(fused));

  // The gather is fused: its tile (at most 32 rows of 64) sits in the inner
  // loop, reading all 64 data rows but only the tile's columns.
  ASSERT_EQ(fused->loops.size(), 2u);
  ASSERT_EQ(fused->fusedProducers.size(), 1u);
  EXPECT_TRUE(isa<GatherNDOp>(fused->fusedProducers.front()));
  GatherNDOp tile;
  fused->loops.back()->walk([&](GatherNDOp op) { tile = op; });
  ASSERT_TRUE(tile);
  EXPECT_EQ(tile.getData().getType(),
            RankedTensorType::get({64, 64}, rewriter.getF32Type()));
  EXPECT_EQ(tile.getType().getShape()[1], 64);
  for (auto [original, replacement] : fused->replacements)
    rewriter.replaceAllUsesWith(original, replacement);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(GatherTilingTest, ExtractSliceOfGatherBecomesGatherOfSlices) {
  ASSERT_TRUE(module);
  auto slice = first<tensor::ExtractSliceOp>();
  auto gather = first<GatherNDOp>();
  OpBuilder builder(slice);
  FailureOr<TilingResult> tiled = tensor::replaceExtractSliceWithTiledProducer(
      builder, slice, cast<OpResult>(gather.getResult()));
  ASSERT_TRUE(succeeded(tiled));
  ASSERT_EQ(tiled->tiledValues.size(), 1u);
  auto tile = tiled->tiledValues.front().getDefiningOp<GatherNDOp>();
  ASSERT_TRUE(tile);
  // Rows 8-11 of indices, columns 16-47 of data, all 64 data rows.
  auto indices = tile.getIndices().getDefiningOp<tensor::ExtractSliceOp>();
  auto data = tile.getData().getDefiningOp<tensor::ExtractSliceOp>();
  ASSERT_TRUE(indices && data);
  EXPECT_EQ(indices.getStaticOffsets(), ArrayRef<int64_t>({8, 0}));
  EXPECT_EQ(indices.getStaticSizes(), ArrayRef<int64_t>({4, 1}));
  EXPECT_EQ(data.getStaticOffsets(), ArrayRef<int64_t>({0, 16}));
  EXPECT_EQ(data.getStaticSizes(), ArrayRef<int64_t>({64, 32}));
  EXPECT_EQ(tile.getType(),
            RankedTensorType::get({4, 32}, builder.getF32Type()));
  slice.getResult().replaceAllUsesWith(tiled->tiledValues.front());
  slice.erase();
  EXPECT_TRUE(succeeded(verify(*module)));
}
} // namespace
