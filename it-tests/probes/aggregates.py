#!/usr/bin/env python3
"""Random aggregate queries: count, sum, avg, min and max over every kind of column (overflow,
integer averages, decimals, text, blobs, times, UUIDs, collections), with GROUP BY on key prefixes
and functions of them, WHERE restrictions, ORDER BY, LIMIT and PER PARTITION LIMIT, static columns,
DISTINCT, and writes between the queries.
usage: aggregates.py SEED COUNT > probe.cql"""
import random
from common import start, weighted, optional, emit
rnd, n, out = start("ag")
out.append("DROP TABLE IF EXISTS a;")
out.append("CREATE TABLE a (p int, c1 int, c2 text, s int static, i int, bi bigint, ti tinyint,"
           " f float, d double, de decimal, vi varint, t text, b blob, ts timestamp, u uuid,"
           " l list<int>, fz frozen<set<int>>, PRIMARY KEY (p, c1, c2));")
drnd = random.Random(11)
VALUES = {
    "i": lambda: str(drnd.choice([0, 1, -7, 2147483647, 100, None])),
    "bi": lambda: str(drnd.choice([0, 9223372036854775807, -3, 5, None])),
    "ti": lambda: str(drnd.choice([127, -128, 3, None])),
    "f": lambda: str(drnd.choice([1.5, -0.25, 3.4e38, None])),
    "d": lambda: str(drnd.choice([1.5, -0.1, 1e308, None])),
    "de": lambda: str(drnd.choice(["1.10", "-3", "0.333", "1E+2", None])),
    "vi": lambda: str(drnd.choice([12345678901234567890, -1, 0, None])),
    "t": lambda: drnd.choice(["'a'", "'B'", "''", "'é'", None]),
    "b": lambda: drnd.choice(["0x00", "0xff", "0x", None]),
    "ts": lambda: drnd.choice(["'2020-01-01'", "0", "'1969-12-31 23:59:59'", None]),
    "u": lambda: drnd.choice(["00000000-0000-0000-0000-000000000001", "ffffffff-ffff-ffff-ffff-ffffffffffff", None]),
    "l": lambda: drnd.choice(["[1, 2]", "[]", "[3]", None]),
    "fz": lambda: drnd.choice(["{1}", "{}", "{2, 3}", None]),
}
COLUMNS = list(VALUES)


def insert(p, c1, c2, r):
    cols = [c for c in COLUMNS if r.random() < 0.7]
    vals = []
    for c in cols:
        v = VALUES[c]()
        vals.append("null" if v in (None, "None") else v)
    names = ", ".join(["p", "c1", "c2"] + cols)
    return f"INSERT INTO a ({names}) VALUES ({p}, {c1}, '{c2}'{''.join(', ' + v for v in vals)});"


for p in range(3):
    out.append(f"UPDATE a SET s = {p * 2} WHERE p = {p};")
    for c1 in range(3):
        for c2 in "xy":
            if drnd.random() < 0.8:
                out.append(insert(p, c1, c2, drnd))
out.append("INSERT INTO a (p, s) VALUES (7, 1);")
AGGREGATES = ["count(*)", "count(1)", "count(i)", "count(l)", "sum(i)", "sum(bi)", "sum(ti)", "sum(f)",
              "sum(d)", "sum(de)", "sum(vi)", "avg(i)", "avg(ti)", "avg(bi)", "avg(f)", "avg(de)",
              "avg(vi)", "min(i)", "max(i)", "min(t)", "max(t)", "min(b)", "max(b)", "min(ts)",
              "max(ts)", "min(u)", "max(u)", "min(de)", "max(f)", "min(l)", "max(fz)", "min(s)",
              "sum(s)", "count(s)", "max(c2)", "min(c1)", "sum(c1)", "avg(d)", "sum(i) + 1",
              "max(i) - min(i)", "count(*) * 2", "sum(cast(i as bigint))", "avg(cast(i as double))",
              "max(ttl(i))", "sum(l)", "avg(t)", "sum(p)"]


def selection(group):
    picks = rnd.sample(AGGREGATES, rnd.randint(1, 3))
    if group:
        picks = [rnd.choice(["p", "c1", "p, c1", "s", "c2", "i"])] + picks
    return ", ".join(picks)


def where():
    return weighted(rnd,
                    (30, lambda: ""),
                    (30, lambda: f" WHERE p = {rnd.randint(0, 3)}"),
                    (10, lambda: f" WHERE p IN ({rnd.randint(0, 2)}, {rnd.randint(0, 7)})"),
                    (10, lambda: f" WHERE p = {rnd.randint(0, 2)} AND c1 > {rnd.randint(0, 2)}"),
                    (10, lambda: f" WHERE p = {rnd.randint(0, 2)} AND c1 = {rnd.randint(0, 2)}"),
                    (10, lambda: f" WHERE i > 0"))


def group_by():
    return rnd.choice([" GROUP BY p", " GROUP BY p, c1", " GROUP BY p, c1, c2", " GROUP BY c1",
                       " GROUP BY p, c2", " GROUP BY p, floor(c1, 2)", " GROUP BY s"])


def statement():
    return weighted(rnd,
                    (30, lambda: (lambda w: f"SELECT {selection(False)} FROM a{w}"
                                  f"{' ALLOW FILTERING' if 'i >' in w else ''};")(where())),
                    (30, lambda: (lambda w, g: f"SELECT {selection(True)} FROM a{w}{g}"
                                  f"{optional(rnd, ' ORDER BY c1 DESC', 0.1 if 'p =' in w else 0)}"
                                  f"{optional(rnd, ' PER PARTITION LIMIT 1', 0.1)}"
                                  f"{optional(rnd, ' LIMIT 2', 0.15)}"
                                  f"{' ALLOW FILTERING' if 'i >' in w else ''};")(where(), group_by())),
                    (6, lambda: f"SELECT DISTINCT p, {rnd.choice(['s', 'count(*)', 'max(s)', 'count(s)'])} FROM a{rnd.choice(['', ' WHERE p = 1', ' WHERE p IN (0, 7)'])};"),
                    (10, lambda: insert(rnd.randint(0, 3), rnd.randint(0, 3), rnd.choice("xyz"), rnd)),
                    (4, lambda: f"DELETE FROM a WHERE p = {rnd.randint(0, 3)} AND c1 = {rnd.randint(0, 3)};"))


emit(out, n, statement)
