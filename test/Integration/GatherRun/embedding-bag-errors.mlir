// gather.embedding_bag's run-time failures, each reported at the op's
// location with exit status 1 and no result: sizes the verifier could not
// see (per_sample_weights against indices, the closing offset of
// include_last_offset, a row for padding_idx, a static result size), each
// rule of offsets (a first offset not 0, a decreasing one, one past the
// ids), ids out of [0, V) (negative ones too) and ids of a weight without
// rows; under clamp bad offsets still fail and bad ids clamp. One batch;
// the assert policy prints the same words and aborts.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/w.npy float32 '[[1,2],[3,4],[5,6]]'
// RUN: %python %S/../Inputs/make_npy.py %t/none.npy float32 --shape=0,2
// RUN: %python %S/../Inputs/make_npy.py %t/ids.npy int64 '[0,2,1,1]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad-ids.npy int64 '[0,2,-1,7]'
// RUN: %python %S/../Inputs/make_npy.py %t/weights3.npy float32 '[1,1,1]'
// RUN: %python %S/../Inputs/make_npy.py %t/o.npy int32 '[0,2]'
// RUN: %python %S/../Inputs/make_npy.py %t/o3.npy int32 '[0,2,4]'
// RUN: %python %S/../Inputs/make_npy.py %t/no-offsets.npy int32 --shape=0
// RUN: %python %S/../Inputs/make_npy.py %t/start.npy int32 '[1,2]'
// RUN: %python %S/../Inputs/make_npy.py %t/down.npy int32 '[0,3,1]'
// RUN: %python %S/../Inputs/make_npy.py %t/past.npy int32 '[0,2,5]'
// RUN: echo "-e weighted --input=%t/w.npy --input=%t/ids.npy --input=%t/o.npy --input=%t/weights3.npy" > %t/runs.txt
// RUN: echo "-e closing --input=%t/w.npy --input=%t/ids.npy --input=%t/no-offsets.npy" >> %t/runs.txt
// RUN: echo "-e padding --input=%t/w.npy --input=%t/ids.npy --input=%t/o.npy" >> %t/runs.txt
// RUN: echo "-e two_bags --input=%t/w.npy --input=%t/ids.npy --input=%t/o3.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/start.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/down.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/past.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/bad-ids.npy --input=%t/o.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/none.npy --input=%t/ids.npy --input=%t/o.npy" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/bad-ids.npy --input=%t/o.npy --on-out-of-bounds=clamp --print" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/down.npy --on-out-of-bounds=clamp" >> %t/runs.txt
// RUN: echo "-e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/o.npy --print --output=%t/mean.npy" >> %t/runs.txt
// RUN: not gather-run %s --batch=%t/runs.txt 2>%t/stderr.txt | FileCheck %s --match-full-lines --check-prefix=OUT
// RUN: FileCheck %s --match-full-lines -DFILE=%s < %t/stderr.txt
// OUT: gather-run: run 9: exit status 1
// OUT-NEXT: result #0: tensor<2x2xf32> = {{\[\[}}3, 4], [3, 4]]
// OUT-NEXT: gather-run: run 10: exit status 0
// OUT-NEXT: gather-run: run 11: exit status 1
// OUT-NEXT: result #0: tensor<2x2xf32> = {{\[\[}}3, 4], [3, 4]]
// OUT-NEXT: gather-run: run 12: exit status 0
// CHECK: gather-run: error: shape mismatch at [[FILE]]:73:8: per_sample_weights dimension 0 has size 3, but indices give it size 4
// CHECK-NEXT: gather-run: run 1: exit status 1
// CHECK-NEXT: gather-run: error: shape mismatch at [[FILE]]:78:8: offsets has size 0, but include_last_offset needs at least 1 (the end of the last bag)
// CHECK-NEXT: gather-run: run 2: exit status 1
// CHECK-NEXT: gather-run: error: shape mismatch at [[FILE]]:83:8: padding_idx needs at least 5 rows of weight, but it has 3
// CHECK-NEXT: gather-run: run 3: exit status 1
// CHECK-NEXT: gather-run: error: shape mismatch at [[FILE]]:88:8: result dimension 0 has size 3, but the result type says 2
// CHECK-NEXT: gather-run: run 4: exit status 1
// CHECK-NEXT: gather-run: error: bad offsets at [[FILE]]:93:8: offsets[0] is 1, but the first bag starts at 0
// CHECK-NEXT: gather-run: run 5: exit status 1
// CHECK-NEXT: gather-run: error: bad offsets at [[FILE]]:93:8: offsets[2] is 1, less than offsets[1] (3): offsets must not decrease
// CHECK-NEXT: gather-run: run 6: exit status 1
// CHECK-NEXT: gather-run: error: bad offsets at [[FILE]]:93:8: offsets[2] is 5, past the end of indices (4 ids)
// CHECK-NEXT: gather-run: run 7: exit status 1
// CHECK-NEXT: gather-run: error: id out of range at [[FILE]]:93:8: id -1 is outside the valid range [0, 2] of weight's rows (element 2 of indices, row-major)
// CHECK-NEXT: gather-run: run 8: exit status 1
// CHECK-NEXT: gather-run: error: id out of range at [[FILE]]:93:8: id 0 cannot address weight, which has no rows (element 0 of indices, row-major)
// CHECK-NEXT: gather-run: run 9: exit status 1
// CHECK-NEXT: gather-run: run 10: exit status 0
// CHECK-NEXT: gather-run: error: bad offsets at [[FILE]]:93:8: offsets[2] is 1, less than offsets[1] (3): offsets must not decrease
// CHECK-NEXT: gather-run: run 11: exit status 1
// CHECK-NEXT: gather-run: run 12: exit status 0
// RUN: test ! -e %t/weighted.npy && test -e %t/mean.npy

// The assert policy: the same words, printed, then an abort.
// RUN: not --crash gather-run %s -e mean --input=%t/w.npy --input=%t/ids.npy --input=%t/down.npy --on-out-of-bounds=assert 2>&1 | FileCheck %s --check-prefix=ASSERT -DFILE=%s
// ASSERT: error: bad offsets at [[FILE]]:93:8: offsets[2] is 1, less than offsets[1] (3): offsets must not decrease
// RUN: not --crash gather-run %s -e mean --input=%t/w.npy --input=%t/bad-ids.npy --input=%t/o.npy --on-out-of-bounds=assert 2>&1 | FileCheck %s --check-prefix=ASSERT-ID -DFILE=%s
// ASSERT-ID: error: id out of range at [[FILE]]:93:8: id -1 is outside the valid range [0, 2] of weight's rows (element 2 of indices, row-major)

func.func @weighted(%w: tensor<3x2xf32>, %i: tensor<?xi64>, %o: tensor<2xi32>, %p: tensor<?xf32>) -> tensor<2x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) : (tensor<3x2xf32>, tensor<?xi64>, tensor<2xi32>, tensor<?xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @closing(%w: tensor<3x2xf32>, %i: tensor<4xi64>, %o: tensor<?xi32>) -> tensor<?x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<3x2xf32>, tensor<4xi64>, tensor<?xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

func.func @padding(%w: tensor<?x2xf32>, %i: tensor<4xi64>, %o: tensor<2xi32>) -> tensor<2x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {padding_idx = -5 : i64} : (tensor<?x2xf32>, tensor<4xi64>, tensor<2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @two_bags(%w: tensor<3x2xf32>, %i: tensor<4xi64>, %o: tensor<?xi32>) -> tensor<2x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<3x2xf32>, tensor<4xi64>, tensor<?xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @mean(%w: tensor<?x2xf32>, %i: tensor<?xi64>, %o: tensor<?xi32>) -> tensor<?x2xf32> {
  %0 = gather.embedding_bag mean %w, %i offsets(%o) : (tensor<?x2xf32>, tensor<?xi64>, tensor<?xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
