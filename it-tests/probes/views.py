#!/usr/bin/env python3
"""Random writes to a base table (rows, cells, statics, lists, TTLs, row, partition and range
deletions, timestamps out of order) with reads of its two materialized views between them.
usage: views.py SEED COUNT > probe.cql"""
import random, sys
rnd = random.Random(int(sys.argv[1])); n = int(sys.argv[2])
out = ["CREATE KEYSPACE IF NOT EXISTS vw WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};", "USE vw;",
 "DROP MATERIALIZED VIEW IF EXISTS mv;", "DROP MATERIALIZED VIEW IF EXISTS mv2;", "DROP TABLE IF EXISTS b;",
 "CREATE TABLE b (k int, c int, v int, w text, s int static, l list<int>, PRIMARY KEY (k, c));",
 "CREATE MATERIALIZED VIEW mv AS SELECT k, c, v, w, l FROM b WHERE v IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL PRIMARY KEY (v, k, c);",
 "CREATE MATERIALIZED VIEW mv2 AS SELECT k, c, w FROM b WHERE k IS NOT NULL AND c IS NOT NULL AND c < 2 PRIMARY KEY (c, k);"]
ts = 1000
for i in range(n):
    ts += rnd.choice([1, 1, 1, -5, 0])
    k = rnd.randint(0, 3); c = rnd.randint(0, 3)
    r = rnd.random()
    u = f" USING TIMESTAMP {ts}"
    if r < 0.3: out.append(f"INSERT INTO b (k, c, v, w) VALUES ({k}, {c}, {rnd.choice(['null', rnd.randint(0,3)])}, '{rnd.choice('xy')}'){u};")
    elif r < 0.45: out.append(f"UPDATE b{u} SET v = {rnd.choice(['null', str(rnd.randint(0,3))])} WHERE k = {k} AND c = {c};")
    elif r < 0.55: out.append(f"UPDATE b{u} SET w = '{rnd.choice('xyz')}' WHERE k = {k} AND c = {c};")
    elif r < 0.6: out.append(f"UPDATE b{u} SET s = {rnd.randint(0,3)} WHERE k = {k};")
    elif r < 0.65: out.append(f"UPDATE b{u} SET l = l + [{rnd.randint(0,3)}] WHERE k = {k} AND c = {c};")
    elif r < 0.72: out.append(f"DELETE FROM b{u} WHERE k = {k} AND c = {c};")
    elif r < 0.76: out.append(f"DELETE v FROM b{u} WHERE k = {k} AND c = {c};")
    elif r < 0.79: out.append(f"DELETE FROM b{u} WHERE k = {k};")
    elif r < 0.82: out.append(f"DELETE FROM b{u} WHERE k = {k} AND c > {c};")
    elif r < 0.85: out.append(f"INSERT INTO b (k, c, v) VALUES ({k}, {c}, {rnd.randint(0,3)}) USING TTL 100000 AND TIMESTAMP {ts};")
    elif r < 0.93: out.append("SELECT v, k, c, w, l FROM mv;")
    else: out.append("SELECT c, k, w FROM mv2;")
out.append("SELECT v, k, c, w, l FROM mv;"); out.append("SELECT c, k, w FROM mv2;"); out.append("SELECT * FROM b;")
print("\n".join(out))
