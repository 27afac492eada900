// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=UNCHECKED
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=error -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=ERROR
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=clamp -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=CLAMP

// gather.embedding_bag lowered: an scf.forall over bags, each writing its
// result row in place; per chunk of columns one walk over the bag's ids
// whose rows (vector reads of weight) accumulate in an f32 vector carried
// by the loop, in the ids' order; mean divides by the count of kept ids,
// and the result rounds once to weight's type.

// Bag b ends where bag b+1 starts, the last at the end of the ids; a
// padding id is skipped and not counted.
// UNCHECKED-LABEL: func.func @mean_padding
// UNCHECKED-SAME: (%[[W:.*]]: tensor<10x8xf16>, %[[I:.*]]: tensor<6xi64>, %[[O:.*]]: tensor<3xi32>
// UNCHECKED-DAG: %[[C9:.*]] = arith.constant 9 : index
// UNCHECKED-DAG: %[[C6:.*]] = arith.constant 6 : index
// UNCHECKED-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// UNCHECKED-NOT: linalg.generic
// UNCHECKED: scf.forall (%[[BAG:.*]]) in (3) shared_outs(%[[OUT:.*]] = %{{.*}})
// UNCHECKED: %[[ROW:.*]] = tensor.extract_slice %[[OUT]][%[[BAG]], 0] [1, 8] [1, 1]
// UNCHECKED: %[[LAST:.*]] = arith.cmpi eq
// UNCHECKED: %[[NEXT_START:.*]] = arith.index_cast
// UNCHECKED: %[[END:.*]] = arith.select %[[LAST]], %[[C6]], %[[NEXT_START]]
// UNCHECKED: %[[START_ID:.*]] = tensor.extract %[[O]][%[[BAG]]]
// UNCHECKED: %[[START:.*]] = arith.index_cast %[[START_ID]]
// UNCHECKED: %[[POOLED:.*]]:2 = scf.for %[[J:.*]] = %[[START]] to %[[END]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZEROS]], %[[COUNT:.*]] = %{{.*}}) -> (vector<8xf32>, index)
// UNCHECKED: %[[ID:.*]] = arith.index_cast
// UNCHECKED: %[[KEPT:.*]] = arith.cmpi ne, %[[ID]], %[[C9]]
// UNCHECKED: scf.if %[[KEPT]]
// UNCHECKED: %[[VALUES:.*]] = vector.transfer_read %[[W]][%[[ID]], %{{.*}}], %{{.*}} {in_bounds = [true]} : tensor<10x8xf16>, vector<8xf16>
// UNCHECKED: %[[WIDE:.*]] = arith.extf %[[VALUES]] : vector<8xf16> to vector<8xf32>
// UNCHECKED: arith.addf %[[ACC]], %[[WIDE]] : vector<8xf32>
// UNCHECKED: arith.addi %[[COUNT]]
// UNCHECKED: } else {
// UNCHECKED: scf.yield %[[ACC]], %[[COUNT]]
// UNCHECKED: %[[DIVISOR:.*]] = arith.maxui %[[POOLED]]#1
// UNCHECKED: arith.uitofp
// UNCHECKED: %[[MEAN:.*]] = arith.divf %[[POOLED]]#0
// UNCHECKED: %[[ROUNDED:.*]] = arith.truncf %[[MEAN]] : vector<8xf32> to vector<8xf16>
// UNCHECKED: %[[WRITTEN:.*]] = vector.transfer_write %[[ROUNDED]], %[[ROW]]
// UNCHECKED: tensor.parallel_insert_slice %[[WRITTEN]] into %[[OUT]][%[[BAG]], 0] [1, 8] [1, 1]
func.func @mean_padding(%w: tensor<10x8xf16>, %i: tensor<6xi64>, %o: tensor<3xi32>, %status: memref<6xi64>) -> tensor<3x8xf16> attributes {gather.status} {
  %0 = gather.embedding_bag mean %w, %i offsets(%o) {padding_idx = -1 : i64, gather.site = 0 : i64} : (tensor<10x8xf16>, tensor<6xi64>, tensor<3xi32>) -> tensor<3x8xf16>
  return %0 : tensor<3x8xf16>
}

// -----

// Columns of any number: whole chunks of 64 read in bounds, then the rest
// in one masked chunk; include_last_offset: bag b ends at offsets[b+1].
// UNCHECKED-LABEL: func.func @dynamic_columns
// UNCHECKED: scf.forall
// UNCHECKED: %[[WHOLE:.*]] = arith.subi
// UNCHECKED: scf.for %{{.*}} = %{{.*}} to %[[WHOLE]] step %c64
// UNCHECKED: scf.for
// UNCHECKED: vector.transfer_read %{{.*}} {in_bounds = [true]} : tensor<?x?xf32>, vector<64xf32>
// UNCHECKED: vector.transfer_write %{{.*}} {in_bounds = [true]} : vector<64xf32>, tensor<1x?xf32>
// UNCHECKED: %[[REST:.*]] = arith.cmpi ult, %[[WHOLE]]
// UNCHECKED: scf.if %[[REST]]
// UNCHECKED: vector.transfer_read %{{.*}} : tensor<?x?xf32>, vector<64xf32>
// UNCHECKED: vector.transfer_write %{{.*}} : vector<64xf32>, tensor<1x?xf32>
func.func @dynamic_columns(%w: tensor<?x?xf32>, %i: tensor<?xi64>, %o: tensor<?xi64>, %status: memref<6xi64>) -> tensor<?x?xf32> attributes {gather.status} {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset, gather.site = 0 : i64} : (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Policy error: one loop over the offsets finds the first that breaks a
// rule, which is reported (bad offsets, code 7); one scan over the ids
// finds any outside [0, V) (unsigned: negative ones too), and only then
// a second finds the first, reported (id out of range, code 6); the
// pooling runs when all hold, each weighted row added with a fused
// multiply-add.
// ERROR-LABEL: func.func @weighted_sum
// ERROR-SAME: (%[[W:.*]]: tensor<10x8xf32>, %[[I:.*]]: tensor<6xi32>, %[[O:.*]]: tensor<3xi64>, %[[P:.*]]: tensor<6xf32>, %[[STATUS:.*]]: memref<6xi64>)
// ERROR-DAG: %[[NONE:.*]] = arith.constant 9223372036854775807 : index
// ERROR-DAG: %[[BAD_OFFSETS:.*]] = arith.constant 6 : i64
// ERROR-DAG: %[[BAD_ID:.*]] = arith.constant 5 : i64
// ERROR: %[[FIRST_BAD:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[NONE]]) -> (index)
// ERROR: arith.cmpi slt
// ERROR: arith.cmpi sgt
// ERROR: %[[OFFSETS_GOOD:.*]] = arith.cmpi eq, %[[FIRST_BAD]], %[[NONE]]
// ERROR: scf.if
// ERROR: memref.atomic_rmw addi %[[BAD_OFFSETS]], %[[STATUS]]
// ERROR: %[[ANY:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<6xi32>)
// ERROR: arith.cmpi uge, %{{.*}}, %c10
// ERROR: arith.ori
// ERROR: %[[ANY_BAD:.*]] = tensor.extract %[[ANY]][]
// ERROR: scf.if %[[ANY_BAD]]
// ERROR: linalg.generic
// ERROR: linalg.index 0
// ERROR: arith.minsi
// ERROR: memref.atomic_rmw addi %[[BAD_ID]], %[[STATUS]]
// ERROR: scf.forall
// ERROR: scf.for
// ERROR: %[[FACTOR:.*]] = tensor.extract %[[P]]
// ERROR: %[[FACTORS:.*]] = vector.broadcast %[[FACTOR]] : f32 to vector<8xf32>
// ERROR: math.fma %[[FACTORS]], %{{.*}}, %{{.*}} : vector<8xf32>
// ERROR: linalg.fill
func.func @weighted_sum(%w: tensor<10x8xf32>, %i: tensor<6xi32>, %o: tensor<3xi64>, %p: tensor<6xf32>, %status: memref<6xi64>) -> tensor<3x8xf32> attributes {gather.status} {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) {gather.site = 0 : i64} : (tensor<10x8xf32>, tensor<6xi32>, tensor<3xi64>, tensor<6xf32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// Policy clamp: ids are clamped into [0, V-1] (only a weight of no rows
// would fail); 2-D ids: bag b is row b. max keeps the first row, then each
// value where greater.
// CLAMP-LABEL: func.func @max_clamp
// CLAMP-SAME: (%[[W:.*]]: tensor<10x8xbf16>, %[[I:.*]]: tensor<4x5xi64>
// CLAMP-NOT: arith.cmpi uge
// CLAMP: scf.forall (%[[BAG:.*]]) in (4)
// CLAMP: scf.for %[[J:.*]] = %c0 to %c5 step %c1 iter_args(%[[ACC:.*]] = %{{.*}}, %[[COUNT:.*]] = %{{.*}})
// CLAMP: %[[ID_VALUE:.*]] = tensor.extract %[[I]][%[[BAG]], %[[J]]]
// CLAMP: %[[ID:.*]] = arith.index_cast %[[ID_VALUE]]
// CLAMP: %[[ABOVE:.*]] = arith.maxsi %[[ID]], %c0
// CLAMP: %[[ROW:.*]] = arith.minsi %[[ABOVE]], %c9
// CLAMP: %[[VALUES:.*]] = vector.transfer_read %[[W]][%[[ROW]], %c0]
// CLAMP: %[[WIDE:.*]] = arith.extf %[[VALUES]] : vector<8xbf16> to vector<8xf32>
// CLAMP: %[[GREATER:.*]] = arith.cmpf ogt, %[[WIDE]], %[[ACC]]
// CLAMP: %[[FIRST:.*]] = arith.cmpi eq, %[[COUNT]], %c0
// CLAMP: %[[KEPT:.*]] = arith.select %[[GREATER]], %[[WIDE]], %[[ACC]]
// CLAMP: arith.select %[[FIRST]], %[[WIDE]], %[[KEPT]]
// CLAMP: arith.truncf %{{.*}} : vector<8xf32> to vector<8xbf16>
func.func @max_clamp(%w: tensor<10x8xbf16>, %i: tensor<4x5xi64>, %status: memref<6xi64>) -> tensor<4x8xbf16> attributes {gather.status} {
  %0 = gather.embedding_bag max %w, %i {gather.site = 0 : i64} : (tensor<10x8xbf16>, tensor<4x5xi64>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

// -----

// A result of static size 0 (no columns) pools nothing: the checks of the
// ids stay, and the result is the empty tensor, with no loop over bags
// (whose slices of a size-0 dimension LLVM 22 rejects).
// ERROR-LABEL: func.func @no_columns
// ERROR: %[[EMPTY:.*]] = tensor.empty() : tensor<2x0xf32>
// ERROR: linalg.generic {{.*}} iterator_types = ["reduction"]
// ERROR: arith.cmpi uge
// ERROR-NOT: scf.forall
// ERROR: return %[[EMPTY]]
func.func @no_columns(%w: tensor<3x0xf32>, %i: tensor<2x2xi32>, %status: memref<6xi64>) -> tensor<2x0xf32> attributes {gather.status} {
  %0 = gather.embedding_bag sum %w, %i {gather.site = 0 : i64} : (tensor<3x0xf32>, tensor<2x2xi32>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}
