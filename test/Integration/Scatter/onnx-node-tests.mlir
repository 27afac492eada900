// ONNX's own backend node tests of ScatterND, ScatterElements, the
// deprecated Scatter, GatherND, GatherElements and Gather (the generators in
// Debian's python3-onnx, onnx/backend/test/case/node/), each case run as a
// one-function kernel through gather-run and compared bit for bit with the
// output ONNX expects (onnx_node_tests.py). Without the onnx package the
// driver fails: the test does not skip. Every case is named below, so a case
// the driver drops fails the test too. Reproduce with
//   /usr/bin/python3 onnx_node_tests.py --gather-run build/bin/gather-run \
//     --workdir /tmp/onnx-node-tests
// (each case's kernel and inputs stay in its directory there).

// RUN: %python %S/onnx_node_tests.py --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: onnx-node-tests: onnx 1.
// CHECK-NEXT: PASS test_scatternd (ScatterND)
// CHECK-NEXT: PASS test_scatternd_add (ScatterND)
// CHECK-NEXT: PASS test_scatternd_multiply (ScatterND)
// CHECK-NEXT: PASS test_scatter_elements_with_axis (ScatterElements)
// CHECK-NEXT: PASS test_scatter_elements_with_duplicate_indices (ScatterElements)
// CHECK-NEXT: PASS test_scatter_elements_with_negative_indices (ScatterElements)
// CHECK-NEXT: PASS test_scatter_elements_without_axis (ScatterElements)
// CHECK-NEXT: PASS test_scatter_with_axis (Scatter)
// CHECK-NEXT: PASS test_scatter_without_axis (Scatter)
// CHECK-NEXT: PASS test_gathernd_example_float32 (GatherND)
// CHECK-NEXT: PASS test_gathernd_example_int32 (GatherND)
// CHECK-NEXT: PASS test_gathernd_example_int32_batch_dim1 (GatherND)
// CHECK-NEXT: PASS test_gather_elements_0 (GatherElements)
// CHECK-NEXT: PASS test_gather_elements_1 (GatherElements)
// CHECK-NEXT: PASS test_gather_elements_negative_indices (GatherElements)
// CHECK-NEXT: PASS test_gather_0 (Gather)
// CHECK-NEXT: PASS test_gather_1 (Gather)
// CHECK-NEXT: PASS test_gather_2d_indices (Gather)
// CHECK-NEXT: PASS test_gather_negative_indices (Gather)
// CHECK-NEXT: onnx-node-tests: 19 cases, 19 passed, 0 failed
