#!/usr/bin/env python3
"""same-runs.py [--policies=P,...] BEFORE AFTER TOOL [ARG...]

Runs `TOOL BEFORE ARG... --on-out-of-bounds=P` and the same with AFTER (a
rewrite of BEFORE, such as gather-opt --canonicalize output) for each policy
P (default: error,clamp,unchecked), and succeeds only if both runs of each
policy exit with the same status and print the same stdout and stderr. It
prints, per policy, a `policy P: exit N` line and that output once, for
FileCheck to check the values.
"""

import subprocess
import sys


def run(tool, path, args, policy):
    done = subprocess.run([tool, path] + args + ["--on-out-of-bounds=" + policy],
                          capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def main(argv):
    policies = ["error", "clamp", "unchecked"]
    if argv and argv[0].startswith("--policies="):
        policies = argv.pop(0)[len("--policies="):].split(",")
    before, after, tool, *args = argv
    for policy in policies:
        expected = run(tool, before, args, policy)
        actual = run(tool, after, args, policy)
        if expected != actual:
            sys.stderr.write(
                "same-runs.py: policy %s: %s and %s differ\n"
                "before: exit %d\nstdout:\n%s\nstderr:\n%s\n"
                "after: exit %d\nstdout:\n%s\nstderr:\n%s\n"
                % ((policy, before, after) + expected + actual))
            return 1
        status, stdout, stderr = expected
        sys.stdout.write("policy %s: exit %d\n%s%s" % (policy, status, stdout,
                                                       stderr))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
