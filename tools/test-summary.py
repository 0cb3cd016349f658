#!/usr/bin/env python3
"""Prints one plain "N passed, N failed, N skipped" line from meson's test logs.

Each test executable speaks TAP, so the count is of test cases, not of
executables: a GTest binary with 40 cases counts 40. A test that crashed or
timed out before reporting counts once as failed.
"""
import json
import re
import sys

OK = re.compile(r"^ok\b")
NOT_OK = re.compile(r"^not ok\b")


def count(path):
    passed = failed = skipped = 0
    with open(path, encoding="utf-8") as log:
        for line in log:
            if not line.strip():
                continue
            entry = json.loads(line)
            out = entry.get("stdout") or ""
            p = f = s = 0
            for tap in out.splitlines():
                if OK.match(tap):
                    if "# SKIP" in tap.upper():
                        s += 1
                    else:
                        p += 1
                elif NOT_OK.match(tap):
                    if "# TODO" in tap.upper():
                        s += 1
                    else:
                        f += 1
            result = entry.get("result")
            if result in ("FAIL", "TIMEOUT", "ERROR", "UNEXPECTEDPASS") and f == 0:
                f = 1
            if p == f == s == 0:
                if result == "OK":
                    p = 1
                elif result == "SKIP":
                    s = 1
            passed, failed, skipped = passed + p, failed + f, skipped + s
    return passed, failed, skipped


def main():
    totals = [0, 0, 0]
    args = sys.argv[1:]
    # --extra PASSED FAILED: results of checks that are not meson tests
    # (the fuzz runs of .ci/run).
    if args[:1] == ["--extra"]:
        totals[0] += int(args[1])
        totals[1] += int(args[2])
        args = args[3:]
    for path in args:
        try:
            counts = count(path)
        except FileNotFoundError:
            # The build or the test run never got as far as writing its log.
            counts = (0, 1, 0)
        for i, n in enumerate(counts):
            totals[i] += n
    print(f"{totals[0]} passed, {totals[1]} failed, {totals[2]} skipped")


if __name__ == "__main__":
    main()
