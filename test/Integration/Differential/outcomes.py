"""What one gather-run case must give, for the scripts that run cases in
batches: the expected array, bit for bit, in the case's output file, or the
expected error (exit status 1, its words in stderr) and no output file."""

import os

import numpy as np


def check_outcome(expected, status, stderr, output):
    """None if a run with exit `status` and `stderr`, which writes its
    result to `output`, gave `expected` (an array, or the words of an
    error), else why not."""
    if isinstance(expected, str):
        if status != 1 or expected not in stderr:
            return "expected error %r, got status %s: %s" % (
                expected, status, stderr.strip())
        if os.path.exists(output):
            return "an output file was written for a failing run"
        return None
    if status != 0:
        return "status %s: %s" % (status, stderr.strip())
    got = np.load(output)
    if got.dtype != expected.dtype or got.shape != expected.shape:
        return "got %s %s, expected %s %s" % (got.dtype, got.shape,
                                               expected.dtype, expected.shape)
    if got.tobytes() != expected.tobytes():
        bad = np.flatnonzero(got.view(np.uint8) != expected.view(np.uint8))
        return "results differ first at byte %d: got %s, expected %s" % (
            bad[0], got.ravel()[:8], expected.ravel()[:8])
    return None
