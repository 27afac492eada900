"""Inputs of gather-run.mlir: an 8x4 f32 table (with -0.0 and a signalling
NaN, which must arrive bit for bit), ids, bad ids (also as a 2x4 matrix), a
7-row table (which two processes cannot split evenly), a ui8 table and
complex64 and complex128 tables (with -0.0 parts and the NaN); a 3x4 data,
updates and indices with two bad indices, the first in row-major order in
the second column block."""
import sys

import numpy as np

out = sys.argv[1]
table = (np.arange(8)[:, None] * 10 + np.arange(4)[None, :] + 0.5).astype(np.float32)
table[3, 1] = -0.0
table.view(np.uint32)[5, 2] = 0x7F800001
np.save(out + "/table.npy", table)
np.save(out + "/table7.npy", table[:7])
np.save(out + "/table_u8.npy", np.arange(32, dtype=np.uint8).reshape(8, 4))
# Parts copied bit for bit: the signalling NaN becomes an imaginary part.
complex_table = np.empty((8, 2), dtype=np.complex64)
complex_table.real, complex_table.imag = table[:, :2], table[:, 2:]
complex_table[2, 0] = complex(-0.0, -0.0)
np.save(out + "/table_c64.npy", complex_table)
with np.errstate(invalid="ignore"):  # the NaN, quieted in the widening
    np.save(out + "/table_c128.npy", complex_table.astype(np.complex128))
np.save(out + "/ids.npy", np.array([6, -8, -1, 3, 5, 0, 2, -3], dtype=np.int64))
bad_ids = np.array([6, -8, -1, 3, 5, 0, 9, -3], dtype=np.int64)
np.save(out + "/bad_ids.npy", bad_ids)
np.save(out + "/bad_ids_2x4.npy", bad_ids.reshape(2, 4))
# 7 (element 3) comes before -8 (element 8) in row-major order, but split
# by columns, -8 is the lower rank's.
np.save(out + "/data_3x4.npy", table[:3])
np.save(out + "/updates_3x4.npy", table[4:7])
np.save(out + "/bad_3x4.npy",
        np.array([[0, 1, 2, 7], [2, 1, 0, -1], [-8, 0, 1, 2]], dtype=np.int64))
