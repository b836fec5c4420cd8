#!/usr/bin/env python3
"""Random SELECTs to run paged (FETCH="?fetchSize=1" compare.py): static rows, partitions without
rows, range deletions, GROUP BY, PER PARTITION LIMIT, DISTINCT, IN and token ranges.
usage: paging.py SEED COUNT > probe.cql"""
import random
from common import start, weighted
rnd, n, out = start("pg")
out.append("DROP TABLE IF EXISTS t;")
out.append("CREATE TABLE t (k int, c1 int, c2 int, s int static, v int, PRIMARY KEY (k, c1, c2)) WITH CLUSTERING ORDER BY (c1 DESC, c2 ASC);")
out.append("DROP TABLE IF EXISTS u;")
out.append("CREATE TABLE u (k int PRIMARY KEY, v int);")
drnd = random.Random(3)
for k in range(8):
    if k != 5: out.append(f"INSERT INTO t (k, s) VALUES ({k}, {k*10});")
    if k == 6: continue
    for c1 in range(drnd.randint(1, 6)):
        for c2 in range(drnd.randint(1, 5)):
            out.append(f"INSERT INTO t (k, c1, c2, v) VALUES ({k}, {c1}, {c2}, {drnd.randint(0, 9)});")
for k in range(40):
    out.append(f"INSERT INTO u (k, v) VALUES ({k}, {drnd.randint(0, 9)});")
out.append("DELETE FROM t WHERE k = 3 AND c1 = 1;")
out.append("DELETE FROM t WHERE k = 4 AND c1 > 2;")
out.append("DELETE FROM u WHERE k = 7;")
for i in range(n):
    tab = rnd.choice(["t", "t", "t", "u"])
    conds = []
    if tab == "t":
        sel = rnd.choice(["*", "k, c1, c2, v", "k, s", "DISTINCT k", "DISTINCT k, s", "count(*)", "k, c1, max(v), count(*)", "k, sum(v)", "c1, c2"])
        conds += weighted(rnd,
            (30, lambda: [f"k = {rnd.randint(0,8)}"]),
            (20, lambda: [f"k IN ({', '.join(str(rnd.randint(0,8)) for _ in range(rnd.randint(2,4)))})"]),
            (10, lambda: [f"token(k) > {rnd.randint(-9,9)*10**18}"]),
            (40, lambda: []))
        if rnd.random() < 0.3: conds.append(f"c1 {rnd.choice(['>', '<', '>=', '<=', '='])} {rnd.randint(0,5)}")
        if rnd.random() < 0.15: conds.append(f"v {rnd.choice(['>', '<', '='])} {rnd.randint(0,9)}")
        if rnd.random() < 0.1: conds.append(f"s {rnd.choice(['>', '='])} {rnd.randint(0,70)}")
    else:
        sel = rnd.choice(["*", "k", "count(*)", "max(v)", "DISTINCT k"])
        conds += weighted(rnd,
            (20, lambda: [f"k IN ({', '.join(str(rnd.randint(0,40)) for _ in range(rnd.randint(2,9)))})"]),
            (20, lambda: [f"token(k) > {rnd.randint(-9,9)*10**18}"]),
            (60, lambda: []))
        if rnd.random() < 0.2: conds.append(f"v > {rnd.randint(0,9)}")
    q = f"SELECT {sel} FROM {tab}"
    if conds: q += " WHERE " + " AND ".join(conds)
    if tab == "t" and rnd.random() < 0.15: q += " GROUP BY k" + rnd.choice(["", ", c1"])
    if tab == "t" and rnd.random() < 0.1: q += " ORDER BY c1 " + rnd.choice(["ASC", "DESC"])
    if tab == "t" and rnd.random() < 0.2: q += f" PER PARTITION LIMIT {rnd.randint(1,4)}"
    if rnd.random() < 0.3: q += f" LIMIT {rnd.randint(1,30)}"
    q += " ALLOW FILTERING"
    out.append(q + ";")
print("\n".join(out))
