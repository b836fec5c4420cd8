#!/usr/bin/env bash
# Side-by-side benchmark of WCS against H2, SQLite and RocksDB (issue 7): builds the bench jar,
# then runs each target's workloads in fresh JVMs one after the other and writes a Markdown table.
#   bench/run-side-by-side.sh                         full run: scale 1, 3 rounds (~10 min a round on 2 cores)
#   bench/run-side-by-side.sh --scale 0.1 --rounds 1  quick look
#   bench/run-side-by-side.sh --wcs-sync periodic     WCS with background fsync, like the peers' settings
#   bench/run-side-by-side.sh --targets wcs --phases first-query-mem --rounds 5   one measure, WCS only
#   bench/run-side-by-side.sh --wcs-compression "{'class': 'ZstdCompressor'}"   WCS's usertable in Zstd
#     (default "{'class': 'LZ4Compressor', 'chunk_length_in_kb': 4}"; "" for the table default)
#   bench/run-side-by-side.sh --targets wcs,cassandra --cassandra 127.0.0.1:9042   against a running
#     Cassandra node (optional target; start one first, e.g. Cassandra 5.0's bin/cassandra, on this machine)
# Flags pass through to io.wcs.bench.sidebyside.SideBySide: --scale --rounds --targets --heap --wcs-sync
# --wcs-compression --cassandra (host:port of the node, default 127.0.0.1:9042)
# --work-dir --out (default bench/target/side-by-side.md) --phases (workloads,first-query-file,
# first-query-mem) --jvm-options (extra options of the benchmark JVMs, e.g. a JFR recording).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
# Each target's jars are copied afresh, so that no jar of an earlier version stays beside its own.
rm -rf bench/target/target-jars
./mvnw -q -B -pl bench -am package -Dmaven.test.skip=true -Dspotless.check.skip=true -Dforbiddenapis.skip=true
exec java -cp bench/target/benchmarks.jar io.wcs.bench.sidebyside.SideBySide "$@"
