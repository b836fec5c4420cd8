#!/usr/bin/env python3
"""Runs a CQL script through the WCS shell on Cassandra (the oracle node) and on WCS, and prints
each statement whose answers differ.

usage: compare.py SCRIPT.cql   (env: ORACLE_URL, WCS_URL, FETCH such as "?fetchSize=2")

A marker statement after each line makes both shells print a numbered error there, so the answers
split statement by statement whatever they print. Lines starting "Hint:" are WCS's own advice and
are left out of the comparison.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MARKER = "MARKER;"


def run(url, script):
    done = subprocess.run([os.path.join(ROOT, "wcs"), "--url", url, "-f", script], cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return done.stdout


def signatures_sorted(line):
    """A function's signatures in a refusal, in an order of their own: Cassandra lists them in
    the order of a hash table (docs/cassandra-differences.md), WCS sorted."""
    m = re.search(r"\((?:known type signatures|can be matched by following signatures): (.*?)\)"
                  r"(?:: use type casts to disambiguate)?$", line)
    if not m:
        return line
    return line[:m.start(1)] + ", ".join(sorted(re.split(r", (?=system\.)", m.group(1)))) \
        + line[m.end(1):]


def split(text, script, lines):
    answers, current = {}, []
    prefix = re.escape(script) + r":(\d+): "
    snippet = False
    for line in text.splitlines():
        # WCS's own position of a fault Cassandra reports without one: a line, then the snippet
        if snippet or re.fullmatch(r"line \d+:\d+", line):
            snippet = not snippet
            continue
        if line.startswith("wcs: building") or line.startswith("Hint:") or line == "MARKER" \
                or re.fullmatch(r" *\^+", line):
            continue
        m = re.match(prefix, line)
        if m and lines[int(m.group(1)) - 1] == MARKER:
            answers[int(m.group(1)) - 1] = "\n".join(current).strip()
            current = []
        else:
            current.append(signatures_sorted(re.sub(prefix, "", line)))
    return answers


def main():
    source = open(sys.argv[1]).read().splitlines()
    lines, statements = [], {}
    for s in source:
        lines.append(s)
        statements[len(lines)] = s
        lines.append(MARKER)
    # the shell builds itself first if its sources changed, printing the build's output: not in
    # either answer
    run("jdbc:wcs:mem:build", os.devnull)
    fetch = os.environ.get("FETCH", "")
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "marked.cql")
        with open(script, "w") as f:
            f.write("\n".join(lines) + "\n")
        oracle = split(run(os.environ.get("ORACLE_URL", "jdbc:wcs://127.0.0.1:19042/") + fetch,
                           script), script, lines)
        wcs = split(run(os.environ.get("WCS_URL", "jdbc:wcs:mem:probe") + fetch, script),
                    script, lines)
    differences = 0
    for at in sorted(statements):
        if statements[at].startswith("--") or oracle.get(at) == wcs.get(at):
            continue
        differences += 1
        print("### " + statements[at])
        print("--- cassandra:\n" + str(oracle.get(at)))
        print("--- wcs:\n" + str(wcs.get(at)) + "\n")
    print(f"{differences} differences", file=sys.stderr)


main()
