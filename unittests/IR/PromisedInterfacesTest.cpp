//===- PromisedInterfacesTest.cpp - interfaces the dialect promises -------===//
//
// The dialect promises shard::ShardingInterface for every op: the models
// live in GatherTransforms, which the dialect does not link. A context
// without them stops with a message naming the missing registration rather
// than treating the ops as opaque to sharding.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {
constexpr const char *kGather = R"mlir(
func.func @f(%d: tensor<4x5xf32>, %i: tensor<2xi64>) -> tensor<2x5xf32> {
  %0 = gather.gather %d, %i : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
)mlir";
} // namespace

TEST(PromisedInterfacesTest, ShardingWithoutTheModelsNamesThem) {
  MLIRContext context;
  context.loadDialect<gather::GatherDialect, func::FuncDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kGather, &context);
  ASSERT_TRUE(module);
  Operation *gather = nullptr;
  module->walk([&](gather::GatherOp op) { gather = op; });
  ASSERT_TRUE(gather);
  EXPECT_DEATH((void)isa<shard::ShardingInterface>(gather),
               "ShardingInterface.*promised by dialect 'gather' but never "
               "implemented");
}
