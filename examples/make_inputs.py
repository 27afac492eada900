#!/usr/bin/env python3
"""Writes the inputs of examples/gather.mlir into the directory given."""

import os
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
# Row t of the table holds 10 * t + column: easy to check by eye.
table = (10 * np.arange(6)[:, None] + np.arange(4)[None, :]).astype(np.float32)
np.save(os.path.join(out, "table.npy"), table)
np.save(os.path.join(out, "tokens.npy"), np.array([[4], [-1], [0]], dtype=np.int64))
np.save(os.path.join(out, "picks.npy"), np.array([[3, 0], [-1, 1], [2, 2]], dtype=np.int32))
