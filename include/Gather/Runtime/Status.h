/*===- Status.h - the status record of gather kernels ------------*- C -*-===*\
|*                                                                            *|
|* Every function that `convert-gather-to-linalg` lowers takes one more       *|
|* argument, last: a status record of GATHER_STATUS_RECORD_SIZE int64_t       *|
|* values (a memref<6xi64>), zeroed by the caller. The first failing check of *|
|* a call fills it in; later failures leave it alone. Results of a call that  *|
|* failed are zero-filled where the failure was detected and must be          *|
|* discarded. Plain C, so kernels' C users can include it.                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef GATHER_RUNTIME_STATUS_H
#define GATHER_RUNTIME_STATUS_H

/* Number of int64_t values in a status record. */
#define GATHER_STATUS_RECORD_SIZE 6

/* Field positions in a status record. */
enum GatherStatusField {
  GATHER_STATUS_CODE = 0, /* a GatherStatusCode */
  GATHER_STATUS_SITE = 1, /* which gather op failed: its `gather.site` id */
  /* GATHER_STATUS_INDEX_OUT_OF_BOUNDS, GATHER_STATUS_ID_OUT_OF_RANGE: */
  GATHER_STATUS_INDEX_VALUE = 2,    /* the offending index value */
  GATHER_STATUS_DIM_SIZE = 3,       /* s: the valid range is [-s, s-1]
                                       (ids: [0, s-1]) */
  GATHER_STATUS_DATA_DIM = 4,       /* the data dimension it indexes */
  GATHER_STATUS_INDEX_POSITION = 5, /* its row-major position in indices */
  /* GATHER_STATUS_SHAPE_MISMATCH, GATHER_STATUS_BAD_OFFSETS: */
  GATHER_STATUS_CHECK = 2,     /* a GatherShapeCheck, a GatherOffsetsRule */
  GATHER_STATUS_CHECK_DIM = 3, /* the dimension (offset) it is about */
  GATHER_STATUS_ACTUAL = 4,    /* the size (offset) found at run time */
  GATHER_STATUS_EXPECTED = 5   /* the size (or bound) it had to match */
};

#include "Gather/Runtime/StatusCodes.h"

/* The run-time shape checks (what the verifier could not see statically). */
enum GatherShapeCheck {
  /* gather_nd, gather: indices.shape[d] == data.shape[d] for d < batch_dims. */
  GATHER_CHECK_BATCH_DIM = 1,
  /* gather_nd, scatter_nd: indices.shape[-1] == the k that the ranks fix. */
  GATHER_CHECK_INDEX_DEPTH = 2,
  /* gather_elements: indices.shape[d] <= data.shape[d] for d != axis. */
  GATHER_CHECK_ELEMENTS_DIM = 3,
  /* A static result size equals the size it is taken from. */
  GATHER_CHECK_RESULT_DIM = 4,
  /* scatter_nd, scatter_elements: a size of updates equals the size of
     indices or data that it must have. */
  GATHER_CHECK_UPDATES_DIM = 5,
  /* gather_block_quantized: a size of scales equals data's, or at the
     quantize axis the number of blocks. */
  GATHER_CHECK_SCALES_DIM = 6,
  /* gather_block_quantized: a size of zero_points equals scales', or at the
     quantize axis of packed ui8 data the bytes of a row of zero points. */
  GATHER_CHECK_ZERO_POINTS_DIM = 7,
  /* embedding_bag: a size of per_sample_weights equals indices'. */
  GATHER_CHECK_PER_SAMPLE_WEIGHTS_DIM = 8,
  /* embedding_bag with include_last_offset: offsets has at least 1 entry. */
  GATHER_CHECK_LAST_OFFSET = 9,
  /* embedding_bag: weight has a row that padding_idx names. */
  GATHER_CHECK_PADDING_IDX = 10
};

/* What offsets of embedding_bag broke (GATHER_STATUS_BAD_OFFSETS). */
enum GatherOffsetsRule {
  /* offsets[0] == 0 */
  GATHER_OFFSETS_START = 1,
  /* offsets[i] >= offsets[i-1] */
  GATHER_OFFSETS_DECREASE = 2,
  /* offsets[i] <= the number of ids */
  GATHER_OFFSETS_PAST_END = 3
};

#endif /* GATHER_RUNTIME_STATUS_H */
