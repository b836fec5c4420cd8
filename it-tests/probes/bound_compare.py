#!/usr/bin/env python3
"""Runs a BoundValueScript script (such as markers.py writes) through the Java driver on a
Cassandra node and on a WCS server started here in memory, and prints each line answered
differently. An error counts as the same when WCS's message starts with Cassandra's (WCS may add a
hint), as BoundValuesIT counts it.
usage: bound_compare.py SCRIPT > report   ("N differences" on stderr)
environment: ORACLE_PORT (19042), WCS_PORT (19043), ITCP (/tmp/itcp.txt: the it-tests test
classpath, from `./mvnw -B -o -q -pl it-tests dependency:build-classpath
-Dmdep.outputFile=/tmp/itcp.txt -Dmdep.includeScope=test`)"""
import glob
import os
import socket
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
script = os.path.abspath(sys.argv[1])
oracle_port = os.environ.get("ORACLE_PORT", "19042")
wcs_port = os.environ.get("WCS_PORT", "19043")
with open(os.environ.get("ITCP", "/tmp/itcp.txt")) as f:
    classpath = os.path.join(ROOT, "it-tests/target/test-classes") + ":" + f.read().strip()


def answers(port, out):
    subprocess.run(["java", "-cp", classpath, "io.wcs.it.server.BoundValueScript", port, script, out],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    blocks, current = [], None
    with open(out) as f:
        for line in f.read().splitlines():
            if line.startswith("## "):
                current = [line]
                blocks.append(current)
            else:
                current.append(line)
    return blocks


def wait_for(port):
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", int(port)), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    sys.exit(f"no server on port {port}")


def same(want, got):
    if len(want) != len(got):
        return False
    return all(g.startswith(w) if w.startswith("ERROR ") else g == w for w, g in zip(want, got))


server_jar = glob.glob(os.path.join(ROOT, "server/target/wcs-server-*-all.jar"))[0]
server = subprocess.Popen(["java", "-jar", server_jar, "--mem", "--port", wcs_port],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    wait_for(wcs_port)
    oracle = answers(oracle_port, "/tmp/bound-oracle.out")
    wcs = answers(wcs_port, "/tmp/bound-wcs.out")
finally:
    server.terminate()
    server.wait()
differences = 0
for want, got in zip(oracle, wcs):
    if not same(want, got):
        differences += 1
        print("\n".join(want[:1] + ["  cassandra: " + w for w in want[1:]] + ["  wcs:       " + g for g in got[1:]]))
        print()
print(f"{differences} differences", file=sys.stderr)
