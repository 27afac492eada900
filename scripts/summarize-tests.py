#!/usr/bin/env python3
"""Counts the test cases in JUnit XML reports (lit's and CTest's) and prints
`N passed, N failed` as the last line. Exits non-zero when anything failed,
when a report is missing or unreadable, or when no test ran."""

import sys
import xml.etree.ElementTree as ET


def count(path):
    passed = failed = skipped = 0
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
            print(f"FAILED: {case.get('classname', '')}.{case.get('name')}")
        elif case.find("skipped") is not None or case.get("status") == "notrun":
            skipped += 1
            print(f"SKIPPED: {case.get('classname', '')}.{case.get('name')}")
        else:
            passed += 1
    return passed, failed, skipped


def main(paths):
    passed = failed = skipped = 0
    for path in paths:
        try:
            p, f, s = count(path)
        except (OSError, ET.ParseError) as error:
            print(f"error: cannot read test report {path}: {error}")
            p, f, s = 0, 1, 0
        passed, failed, skipped = passed + p, failed + f, skipped + s
    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    print(line)
    return 0 if failed == 0 and skipped == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
