/*===- StatusCodes.h - what a gather kernel returns --------------*- C -*-===*\
|*                                                                            *|
|* The status codes of gather kernels, in a header of their own: every C      *|
|* header that gather-compile writes carries this file's text from the        *|
|* `#ifndef` on (generated into the compiler at build time), under the same   *|
|* guard, so a program may include both.                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef GATHER_STATUS_CODES_DEFINED
#define GATHER_STATUS_CODES_DEFINED
enum GatherStatusCode {
  GATHER_STATUS_OK = 0,
  /* an index outside [-s, s-1] */
  GATHER_STATUS_INDEX_OUT_OF_BOUNDS = 1,
  /* shapes that contradict the kernel's types or each other */
  GATHER_STATUS_SHAPE_MISMATCH = 2,
  /* a result whose sizes, implied by the inputs' shapes, would take more
     than 2^63-1 bytes (gather_nd's result combines sizes of both inputs) */
  GATHER_STATUS_RESULT_TOO_LARGE = 3,
  /* a result buffer that shares a byte with an argument or another result
     buffer (gather-compile's entry points; nothing is written) */
  GATHER_STATUS_OVERLAPPING_BUFFERS = 4,
  /* a kernel partitioned for a grid of N processes called in an MPI job of
     another size (gather-compile's entry points; nothing is written) */
  GATHER_STATUS_WRONG_PROCESS_COUNT = 5,
  /* embedding_bag: an id outside [0, s-1] (ids do not count from the end) */
  GATHER_STATUS_ID_OUT_OF_RANGE = 6,
  /* embedding_bag: offsets that do not start at 0, decrease, or pass the
     end of indices */
  GATHER_STATUS_BAD_OFFSETS = 7
};
#endif
