#!/usr/bin/env python3
"""Random writes to a base table (rows, cells, statics, lists, TTLs, row, partition and range
deletions, timestamps out of order) with reads of its two materialized views between them.
usage: views.py SEED COUNT > probe.cql"""
from common import start, weighted
rnd, n, out = start("vw")
out += [
 "DROP MATERIALIZED VIEW IF EXISTS mv;", "DROP MATERIALIZED VIEW IF EXISTS mv2;", "DROP TABLE IF EXISTS b;",
 "CREATE TABLE b (k int, c int, v int, w text, s int static, l list<int>, PRIMARY KEY (k, c));",
 "CREATE MATERIALIZED VIEW mv AS SELECT k, c, v, w, l FROM b WHERE v IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL PRIMARY KEY (v, k, c);",
 "CREATE MATERIALIZED VIEW mv2 AS SELECT k, c, w FROM b WHERE k IS NOT NULL AND c IS NOT NULL AND c < 2 PRIMARY KEY (c, k);"]
ts = 1000
for i in range(n):
    ts += rnd.choice([1, 1, 1, -5, 0])
    k = rnd.randint(0, 3); c = rnd.randint(0, 3)
    u = f" USING TIMESTAMP {ts}"
    row = f"WHERE k = {k} AND c = {c}"
    out.append(weighted(rnd,
        (30, lambda: f"INSERT INTO b (k, c, v, w) VALUES ({k}, {c}, {rnd.choice(['null', rnd.randint(0,3)])}, '{rnd.choice('xy')}'){u};"),
        (15, lambda: f"UPDATE b{u} SET v = {rnd.choice(['null', str(rnd.randint(0,3))])} {row};"),
        (10, lambda: f"UPDATE b{u} SET w = '{rnd.choice('xyz')}' {row};"),
        (5, lambda: f"UPDATE b{u} SET s = {rnd.randint(0,3)} WHERE k = {k};"),
        (5, lambda: f"UPDATE b{u} SET l = l + [{rnd.randint(0,3)}] {row};"),
        (7, lambda: f"DELETE FROM b{u} {row};"),
        (4, lambda: f"DELETE v FROM b{u} {row};"),
        (3, lambda: f"DELETE FROM b{u} WHERE k = {k};"),
        (3, lambda: f"DELETE FROM b{u} WHERE k = {k} AND c > {c};"),
        (3, lambda: f"INSERT INTO b (k, c, v) VALUES ({k}, {c}, {rnd.randint(0,3)}) USING TTL 100000 AND TIMESTAMP {ts};"),
        (8, lambda: "SELECT v, k, c, w, l FROM mv;"),
        (7, lambda: "SELECT c, k, w FROM mv2;")))
out.append("SELECT v, k, c, w, l FROM mv;"); out.append("SELECT c, k, w FROM mv2;"); out.append("SELECT * FROM b;")
print("\n".join(out))
