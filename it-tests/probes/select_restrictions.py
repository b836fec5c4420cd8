#!/usr/bin/env python3
"""Random SELECTs over three tables (no index; legacy indexes; storage-attached indexes on a
DESC-ordered table): every mix of partition key, token, clustering (single and multi-column),
static and regular restrictions, IN, ranges, GROUP BY, ORDER BY, limits, DISTINCT, aggregates and
ALLOW FILTERING. usage: select_restrictions.py SEED COUNT > probe.cql"""
import random
from common import start, weighted
rnd, n, out = start("pr")
for t in ("r", "ri", "rs"):
    out.append(f"DROP TABLE IF EXISTS {t};")
    order = " WITH CLUSTERING ORDER BY (c1 DESC, c2 ASC, c3 DESC)" if t == "rs" else ""
    out.append(f"CREATE TABLE {t} (p1 int, p2 text, c1 int, c2 int, c3 text, v int, w text, s int static, st set<int>, m map<text,int>, PRIMARY KEY ((p1, p2), c1, c2, c3)){order};")
out.append("CREATE INDEX ri_v ON ri (v);")
out.append("CREATE INDEX ri_c2 ON ri (c2);")
out.append("CREATE INDEX ri_st ON ri (st);")
out.append("CREATE INDEX ri_m ON ri (keys(m));")
out.append("CREATE CUSTOM INDEX ri_w ON ri (w) USING 'StorageAttachedIndex';")
for c in ("v", "c2", "st", "w"):
    out.append(f"CREATE CUSTOM INDEX rs_{c} ON rs ({c}) USING 'StorageAttachedIndex';")
drnd = random.Random(7)
for t in ("r", "ri", "rs"):
    for p1 in range(3):
        for p2 in "ab":
            out.append(f"INSERT INTO {t} (p1, p2, s) VALUES ({p1}, '{p2}', {drnd.randint(0,3)});")
            for c1 in range(3):
                for c2 in range(3):
                    for c3 in "xy":
                        if drnd.random() < 0.3: continue
                        st = "{" + ", ".join(str(x) for x in sorted(drnd.sample(range(5), drnd.randint(0,2)))) + "}"
                        m = "{" + ", ".join(f"'{k}': {drnd.randint(0,4)}" for k in drnd.sample("abc", drnd.randint(0,2))) + "}"
                        out.append(f"INSERT INTO {t} (p1, p2, c1, c2, c3, v, w, st, m) VALUES ({p1}, '{p2}', {c1}, {c2}, '{c3}', {drnd.randint(0,5)}, '{drnd.choice('pqr')}', {st}, {m});")

def val(col):
    if col in ("p2",): return "'" + rnd.choice("abc") + "'"
    if col == "c3": return "'" + rnd.choice("xyz") + "'"
    if col == "w": return "'" + rnd.choice("pqr") + "'"
    return str(rnd.randint(0, 3))

def rel(col):
    return weighted(rnd,
        (45, lambda: f"{col} = {val(col)}"),
        (15, lambda: f"{col} IN ({val(col)}, {val(col)})"),
        (10, lambda: f"{col} {rnd.choice(['>', '>=', '<', '<='])} {val(col)}"),
        (10, lambda: f"{col} > {val(col)} AND {col} < {val(col)}"),
        (5, lambda: f"{col} != {val(col)}"),
        (5, lambda: f"{col} IN ()"),
        (10, lambda: f"{col} {rnd.choice(['>=', '<'])} {val(col)}"))

for i in range(n):
    t = rnd.choice(["r", "ri", "rs"])
    conds = []
    for col, prob in (("p1", .75), ("p2", .7)):
        if rnd.random() < prob: conds.append(rel(col))
    if rnd.random() < 0.1:
        conds.append(f"token(p1, p2) {rnd.choice(['>', '<=', '>='])} {rnd.randint(-9,9)*10**18}")
    if rnd.random() < 0.15:
        cols = rnd.choice([("c1","c2"), ("c1","c2","c3"), ("c2","c3")])
        tup = "(" + ", ".join(cols) + ")"
        tv = lambda: "(" + ", ".join(val(c) for c in cols) + ")"
        conds.append(rnd.choice([f"{tup} = {tv()}", f"{tup} > {tv()}", f"{tup} <= {tv()}", f"{tup} IN ({tv()}, {tv()})", f"{tup} > {tv()} AND {tup} < {tv()}"]))
    else:
        for col, prob in (("c1", .5), ("c2", .35), ("c3", .25)):
            if rnd.random() < prob: conds.append(rel(col))
    for col, prob in (("v", .2), ("w", .1), ("s", .1)):
        if rnd.random() < prob: conds.append(rel(col))
    if rnd.random() < 0.1: conds.append(f"st CONTAINS {rnd.randint(0,4)}")
    if rnd.random() < 0.07: conds.append(f"m CONTAINS KEY '{rnd.choice('abc')}'")
    if rnd.random() < 0.05: conds.append(f"m['{rnd.choice('abc')}'] = {rnd.randint(0,4)}")
    sel = rnd.choice(["*", "p1, p2, c1, c2, c3, v", "count(*)", "DISTINCT p1, p2", "DISTINCT p1, p2, s", "p1, c1, max(v)", "c1, v"])
    q = f"SELECT {sel} FROM {t}"
    if conds: q += " WHERE " + " AND ".join(conds)
    if rnd.random() < 0.1: q += " GROUP BY p1, p2" + rnd.choice(["", ", c1"])
    if rnd.random() < 0.2: q += " ORDER BY c1 " + rnd.choice(["DESC", "ASC"])
    if rnd.random() < 0.1: q += f" PER PARTITION LIMIT {rnd.randint(1,3)}"
    if rnd.random() < 0.2: q += f" LIMIT {rnd.randint(1,5)}"
    if rnd.random() < 0.5: q += " ALLOW FILTERING"
    out.append(q + ";")
print("\n".join(out))
