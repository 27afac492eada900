#!/usr/bin/env python3
"""exit-status.py STATUS COMMAND [ARG...]

Runs COMMAND with its stdout and stderr passed through and succeeds only if
it exits with exactly STATUS (lit's `not` accepts any non-zero status). A
command killed by a signal never matches.
"""

import subprocess
import sys


def main(argv):
    expected = int(argv[0])
    status = subprocess.run(argv[1:]).returncode
    if status != expected:
        sys.stderr.write("exit-status.py: %s exited with status %d, expected %d\n"
                         % (argv[1], status, expected))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
