//===- GatherShapesTest.cpp - unit tests of the gather shape functions ----===//

#include "Gather/IR/GatherShapes.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
constexpr int64_t kDyn = ShapedType::kDynamic;

/// Runs shape functions and captures the message they report.
class GatherShapesTest : public ::testing::Test {
protected:
  GatherShapesTest()
      : handler(&context,
                [this](Diagnostic &diag) { messages.push_back(diag.str()); }) {}

  EmitErrorFn emitter() { return emitAtUnknownLoc; }

  FailureOr<GatherShape> gatherND(ArrayRef<int64_t> data,
                                  ArrayRef<int64_t> indices, int64_t b,
                                  std::optional<int64_t> resultRank = {}) {
    return inferGatherNDShape(data, indices, b, resultRank, emitter());
  }

  /// The inferred static result shape, or failure.
  FailureOr<SmallVector<int64_t>>
  gatherNDShape(ArrayRef<int64_t> data, ArrayRef<int64_t> indices, int64_t b,
                std::optional<int64_t> resultRank = {}) {
    FailureOr<GatherShape> shape = gatherND(data, indices, b, resultRank);
    if (failed(shape))
      return failure();
    return shape->getStaticShape(data, indices);
  }

  FailureOr<SmallVector<int64_t>> gatherElementsShape(ArrayRef<int64_t> data,
                                                      ArrayRef<int64_t> indices,
                                                      int64_t axis) {
    FailureOr<GatherShape> shape =
        inferGatherElementsShape(data, indices, axis, emitter());
    if (failed(shape))
      return failure();
    return shape->getStaticShape(data, indices);
  }

  FailureOr<SmallVector<int64_t>> gatherShape(ArrayRef<int64_t> data,
                                              ArrayRef<int64_t> indices,
                                              int64_t axis, int64_t b = 0) {
    FailureOr<GatherShape> shape =
        inferGatherAxisShape(data, indices, axis, b, emitter());
    if (failed(shape))
      return failure();
    return shape->getStaticShape(data, indices);
  }

  bool lastMessageContains(StringRef text) const {
    return !messages.empty() && StringRef(messages.back()).contains(text);
  }

  MLIRContext context;
  ScopedDiagnosticHandler handler;
  std::function<InFlightDiagnostic()> emitAtUnknownLoc = [this] {
    return mlir::emitError(UnknownLoc::get(&context));
  };
  std::vector<std::string> messages;
};

using Shape = SmallVector<int64_t>;

TEST_F(GatherShapesTest, GatherNDOnnxExamples) {
  EXPECT_EQ(*gatherNDShape({2, 2}, {2, 2}, 0), Shape({2}));
  EXPECT_EQ(*gatherNDShape({2, 2}, {2, 1}, 0), Shape({2, 2}));
  EXPECT_EQ(*gatherNDShape({2, 2, 2}, {2, 2}, 0), Shape({2, 2}));
  EXPECT_EQ(*gatherNDShape({2, 2, 2}, {2, 1, 2}, 0), Shape({2, 1, 2}));
  EXPECT_EQ(*gatherNDShape({2, 2, 2}, {2, 1}, 1), Shape({2, 2}));
  EXPECT_TRUE(messages.empty());
}

TEST_F(GatherShapesTest, GatherNDOpenVinoExamples) {
  EXPECT_EQ(*gatherNDShape({2, 2}, {2, 1}, 1), Shape({2}));
  EXPECT_EQ(*gatherNDShape({2, 3, 4}, {2, 1}, 1), Shape({2, 4}));
  EXPECT_EQ(*gatherNDShape({2, 3, 4}, {2, 3, 1, 1}, 2), Shape({2, 3, 1}));
  EXPECT_EQ(*gatherNDShape({1, 2, 2, 4}, {1, 2, 2, 1}, 3), Shape({1, 2, 2}));
  EXPECT_EQ(*gatherNDShape({1000, 256, 10, 15}, {25, 125, 3}, 0),
            Shape({25, 125, 15}));
  EXPECT_EQ(*gatherNDShape({30, 2, 100, 35}, {30, 2, 3, 1}, 2),
            Shape({30, 2, 3, 35}));
  EXPECT_EQ(*gatherNDShape({1, 64, 64, 320}, {1, 64, 64, 1, 1}, 3),
            Shape({1, 64, 64, 1}));
}

TEST_F(GatherShapesTest, GatherNDResultDimSources) {
  FailureOr<GatherShape> shape = gatherND({5, 6, 7, 8}, {5, 3, 2}, 1);
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(shape->indexDepth, 2);
  std::vector<ResultDim> expected = {{ShapeSource::Indices, 0},
                                     {ShapeSource::Indices, 1},
                                     {ShapeSource::Data, 3}};
  EXPECT_EQ(std::vector<ResultDim>(shape->resultDims.begin(),
                                   shape->resultDims.end()),
            expected);
}

TEST_F(GatherShapesTest, GatherNDDynamicDims) {
  EXPECT_EQ(*gatherNDShape({kDyn, 4, kDyn}, {kDyn, 1}, 0),
            Shape({kDyn, 4, kDyn}));
  // A dynamic batch dimension matches any static one.
  EXPECT_EQ(*gatherNDShape({kDyn, 3}, {2, 1}, 1), Shape({2}));
}

TEST_F(GatherShapesTest, GatherNDDynamicIndexDepth) {
  // k is dynamic: the result rank fixes it (k = 2 + 3 - 1 - 0 - 2 = 2).
  FailureOr<GatherShape> shape = gatherND({4, 5, 6}, {3, kDyn}, 0, 2);
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(shape->indexDepth, 2);
  EXPECT_EQ(shape->getStaticShape({4, 5, 6}, {3, kDyn}), Shape({3, 6}));
  // Without a result rank there is nothing to infer from.
  EXPECT_TRUE(failed(gatherND({4, 5, 6}, {3, kDyn}, 0)));
  EXPECT_TRUE(lastMessageContains("cannot infer the result type"));
  // k = 2 + 3 - 1 - 0 - 4 = 0 is out of [1, 3].
  EXPECT_TRUE(failed(gatherND({4, 5, 6}, {3, kDyn}, 0, 4)));
  EXPECT_TRUE(lastMessageContains("= 0, which must be in [1, 3]"));
}

TEST_F(GatherShapesTest, GatherNDRejectsInvalidOperands) {
  EXPECT_TRUE(failed(gatherND({}, {1}, 0)));
  EXPECT_TRUE(lastMessageContains("data must have rank >= 1"));
  EXPECT_TRUE(failed(gatherND({2}, {}, 0)));
  EXPECT_TRUE(lastMessageContains("indices must have rank >= 1"));
  EXPECT_TRUE(failed(gatherND({2, 2}, {2, 1}, 2)));
  EXPECT_TRUE(lastMessageContains("batch_dims (2) must be in [0, "));
  EXPECT_TRUE(failed(gatherND({2, 2}, {2, 1}, -1)));
  EXPECT_TRUE(failed(gatherND({2, 2}, {3, 1}, 1)));
  EXPECT_TRUE(lastMessageContains(
      "batch dimension 0 differs: data has 2, indices has 3"));
  EXPECT_TRUE(failed(gatherND({2, 2}, {2, 3}, 0)));
  EXPECT_TRUE(lastMessageContains("(k = 3) must be in [1, rank(data) - "
                                  "batch_dims] = [1, 2]"));
  EXPECT_TRUE(failed(gatherND({2, 2}, {2, 0}, 0)));
  EXPECT_TRUE(failed(gatherND({2, 2, 2}, {2, 3}, 1)));
}

TEST_F(GatherShapesTest, GatherElementsShapes) {
  EXPECT_EQ(*gatherElementsShape({2, 2}, {2, 2}, 1), Shape({2, 2}));
  EXPECT_EQ(*gatherElementsShape({3, 3}, {2, 3}, 0), Shape({2, 3}));
  EXPECT_EQ(*gatherElementsShape({3, 3}, {2, 3}, -2), Shape({2, 3}));
  // The axis dimension of indices may exceed data's.
  EXPECT_EQ(*gatherElementsShape({2, 3}, {2, 7}, -1), Shape({2, 7}));
  EXPECT_EQ(*gatherElementsShape({kDyn, 3}, {5, kDyn}, 1), Shape({5, kDyn}));
}

TEST_F(GatherShapesTest, GatherElementsRejectsInvalidOperands) {
  EXPECT_TRUE(failed(gatherElementsShape({}, {}, 0)));
  EXPECT_TRUE(lastMessageContains("data must have rank >= 1"));
  EXPECT_TRUE(failed(gatherElementsShape({2, 2}, {2}, 0)));
  EXPECT_TRUE(lastMessageContains("indices must have the rank of data (2)"));
  EXPECT_TRUE(failed(gatherElementsShape({2, 2}, {2, 2}, 2)));
  EXPECT_TRUE(lastMessageContains("axis (2) must be in [-2, 1]"));
  EXPECT_TRUE(failed(gatherElementsShape({2, 2}, {2, 2}, -3)));
  EXPECT_TRUE(failed(gatherElementsShape({2, 3}, {3, 3}, 1)));
  EXPECT_TRUE(
      lastMessageContains("indices dimension 0 (3) exceeds data dimension 0"));
}

TEST_F(GatherShapesTest, ResultShapeCompatibility) {
  FailureOr<GatherShape> shape = gatherND({2, 2, 2}, {2, 1}, 1);
  ASSERT_TRUE(succeeded(shape));
  EmitErrorFn emit = emitter();
  EXPECT_TRUE(
      succeeded(verifyResultShape({2, 2}, *shape, {2, 2, 2}, {2, 1}, emit)));
  // Less static than inferred is fine; contradictions and rank changes are not.
  EXPECT_TRUE(succeeded(
      verifyResultShape({kDyn, kDyn}, *shape, {2, 2, 2}, {2, 1}, emit)));
  EXPECT_TRUE(
      failed(verifyResultShape({2, 3}, *shape, {2, 2, 2}, {2, 1}, emit)));
  EXPECT_TRUE(lastMessageContains(
      "result dimension 1 (3) does not match data dimension 2 (2)"));
  EXPECT_TRUE(failed(verifyResultShape({2}, *shape, {2, 2, 2}, {2, 1}, emit)));
  EXPECT_TRUE(lastMessageContains("result rank (1) does not match"));
}

TEST_F(GatherShapesTest, SilentEmitterStillFails) {
  auto silent = [] { return InFlightDiagnostic(); };
  EXPECT_TRUE(failed(inferGatherNDShape({2}, {2, 5}, 0, std::nullopt, silent)));
  EXPECT_TRUE(failed(inferGatherElementsShape({2}, {2, 2}, 0, silent)));
  FailureOr<GatherShape> shape = gatherND({2, 3}, {4, 1}, 0);
  ASSERT_TRUE(succeeded(shape));
  EXPECT_TRUE(failed(verifyResultShape({4}, *shape, {2, 3}, {4, 1}, silent)));
  EXPECT_TRUE(
      failed(verifyResultShape({4, 2}, *shape, {2, 3}, {4, 1}, silent)));
  EXPECT_TRUE(messages.empty());
}
} // namespace

// ONNX Gather's shape table (P, Q, R, S = 5, 7, 2, 3) and OpenVINO Gather's
// layer example.
TEST_F(GatherShapesTest, GatherOnnxShapeTable) {
  EXPECT_EQ(*gatherShape({5, 7}, {}, 0), Shape({7}));
  EXPECT_EQ(*gatherShape({5, 7, 2}, {}, 1), Shape({5, 2}));
  EXPECT_EQ(*gatherShape({5, 7}, {2, 3}, 0), Shape({2, 3, 7}));
  EXPECT_EQ(*gatherShape({5, 7}, {2, 3}, 1), Shape({5, 2, 3}));
  EXPECT_EQ(*gatherShape({6, 12, 10, 24}, {15, 4, 20, 28}, 1),
            Shape({6, 15, 4, 20, 28, 10, 24}));
  EXPECT_TRUE(messages.empty());
}

// batch_dims: data's dimensions before the axis keep their place, the batch
// ones shared with indices; negative axis and batch_dims count from the back.
TEST_F(GatherShapesTest, GatherBatchDims) {
  EXPECT_EQ(*gatherShape({2, 5}, {2, 3}, 1, 1), Shape({2, 3}));
  EXPECT_EQ(*gatherShape({2, 4, 5, 6}, {2, 3}, 2, 1), Shape({2, 4, 3, 6}));
  EXPECT_EQ(*gatherShape({2, 4, 5, 6}, {2, 3}, -2, -1), Shape({2, 4, 3, 6}));
  EXPECT_EQ(*gatherShape({2, 3, 5}, {2, 3}, 2, 2), Shape({2, 3}));
  EXPECT_EQ(*gatherShape({kDyn, 5}, {2, kDyn}, 1, 1), Shape({2, kDyn}));
  FailureOr<GatherShape> shape =
      inferGatherAxisShape({2, 4, 5, 6}, {2, 3}, 2, 1, emitter());
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(shape->firstIndexedDim, 2);
  EXPECT_EQ(shape->indexDepth, 1);
  EXPECT_EQ(shape->sharedDims, SmallVector<int64_t>({0}));
  EXPECT_TRUE(messages.empty());
}

TEST_F(GatherShapesTest, GatherRejects) {
  EXPECT_TRUE(failed(gatherShape({}, {2}, 0)));
  EXPECT_TRUE(lastMessageContains("data must have rank >= 1"));
  EXPECT_TRUE(failed(gatherShape({2, 3}, {2}, -3)));
  EXPECT_TRUE(lastMessageContains("axis (-3) must be in [-2, 1]"));
  EXPECT_TRUE(failed(gatherShape({2, 3}, {2}, 1, 2)));
  EXPECT_TRUE(lastMessageContains("batch_dims (2) must be in [-1, 1]"));
  EXPECT_TRUE(failed(gatherShape({2, 3}, {2}, 0, 1)));
  EXPECT_TRUE(lastMessageContains(
      "batch_dims (1 after normalisation) must not exceed axis (0"));
  EXPECT_TRUE(failed(gatherShape({2, 3}, {3, 1}, 1, 1)));
  EXPECT_TRUE(lastMessageContains(
      "batch dimension 0 differs: data has 2, indices has 3"));
}
