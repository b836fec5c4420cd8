#!/usr/bin/env python3
"""Random queries on indexed columns: legacy secondary indexes on regular, static, clustering and
partition key columns and on collection values, keys and entries; storage-attached indexes with
equality and ranges on numbers, text and timestamps; combined with partition and clustering
restrictions, other indexed or filtered columns, IN, LIMIT and ORDER BY; with writes between them
that move indexed values.
usage: indexes.py SEED COUNT > probe.cql"""
import random
from common import start, weighted, optional, emit, conjunction
rnd, n, out = start("ix")
out.append("DROP TABLE IF EXISTS t;")
out.append("CREATE TABLE t (p1 int, p2 int, c1 int, c2 text, s int static, v int, w text, x int,"
           " ts timestamp, st set<int>, m map<text, int>, fl frozen<list<int>>,"
           " PRIMARY KEY ((p1, p2), c1, c2));")
out.append("CREATE INDEX t_v ON t (v);")
out.append("CREATE INDEX t_c2 ON t (c2);")
out.append("CREATE INDEX t_p2 ON t (p2);")
out.append("CREATE INDEX t_s ON t (s);")
out.append("CREATE INDEX t_st ON t (st);")
out.append("CREATE INDEX t_mk ON t (keys(m));")
out.append("CREATE INDEX t_me ON t (entries(m));")
out.append("CREATE INDEX t_fl ON t (full(fl));")
out.append("CREATE CUSTOM INDEX t_w ON t (w) USING 'StorageAttachedIndex';")
out.append("CREATE CUSTOM INDEX t_x ON t (x) USING 'StorageAttachedIndex';")
out.append("CREATE CUSTOM INDEX t_ts ON t (ts) USING 'StorageAttachedIndex';")
drnd = random.Random(3)


def row(r):
    return (f"INSERT INTO t (p1, p2, c1, c2, s, v, w, x, ts, st, m, fl) VALUES ({r.randint(0, 2)},"
            f" {r.randint(0, 2)}, {r.randint(0, 3)}, '{r.choice('abc')}', {r.randint(0, 2)},"
            f" {r.randint(0, 3)}, '{r.choice(['a', 'b', 'ab', 'B'])}', {r.randint(-2, 5)},"
            f" {r.choice(['0', '1000', '2000', 'null'])}, {{{r.randint(0, 3)}}},"
            f" {{'{r.choice('ab')}': {r.randint(0, 2)}}}, [{r.randint(0, 2)}]);")


for _ in range(40):
    out.append(row(drnd))


def index_relation():
    return weighted(rnd,
                    (10, lambda: f"v = {rnd.randint(0, 4)}"),
                    (6, lambda: f"c2 = '{rnd.choice('abcd')}'"),
                    (5, lambda: f"p2 = {rnd.randint(0, 3)}"),
                    (5, lambda: f"s = {rnd.randint(0, 2)}"),
                    (6, lambda: f"st CONTAINS {rnd.randint(0, 3)}"),
                    (5, lambda: f"m CONTAINS KEY '{rnd.choice('abc')}'"),
                    (5, lambda: f"m['{rnd.choice('ab')}'] = {rnd.randint(0, 2)}"),
                    (4, lambda: f"fl = [{rnd.randint(0, 2)}]"),
                    (8, lambda: f"w = '{rnd.choice(['a', 'b', 'ab', 'B', 'z'])}'"),
                    (10, lambda: f"x {rnd.choice(['=', '>', '>=', '<', '<='])} {rnd.randint(-2, 5)}"),
                    (4, lambda: f"x > {rnd.randint(-2, 2)} AND x < {rnd.randint(1, 5)}"),
                    (6, lambda: f"ts {rnd.choice(['=', '>', '<='])} {rnd.choice(['0', '1000', '2000'])}"),
                    (3, lambda: f"v > {rnd.randint(0, 3)}"),
                    (3, lambda: f"w > 'a'"),
                    (3, lambda: f"x IN ({rnd.randint(0, 3)}, {rnd.randint(0, 3)})"),
                    (2, lambda: f"v IN ({rnd.randint(0, 3)}, {rnd.randint(0, 3)})"),
                    (2, lambda: f"m CONTAINS {rnd.randint(0, 2)}"),
                    (2, lambda: f"x != 1"))


def other_relation():
    return weighted(rnd,
                    (10, lambda: f"p1 = {rnd.randint(0, 2)} AND p2 = {rnd.randint(0, 2)}"),
                    (6, lambda: f"p1 = {rnd.randint(0, 2)}"),
                    (6, lambda: f"c1 = {rnd.randint(0, 3)}"),
                    (5, lambda: f"c1 > {rnd.randint(0, 3)}"),
                    (5, lambda: f"p1 = {rnd.randint(0, 2)} AND p2 = {rnd.randint(0, 2)} AND c1 = {rnd.randint(0, 3)}"),
                    (5, lambda: f"token(p1, p2) > {rnd.choice(['0', '-3000000000000000000'])}"),
                    (4, lambda: f"p1 IN (0, 1) AND p2 = {rnd.randint(0, 2)}"),
                    (10, index_relation))


def where():
    return conjunction(rnd, index_relation, other_relation)


def statement():
    return weighted(rnd,
                    (70, lambda: f"SELECT {rnd.choice(['p1, p2, c1, c2', '*', 'count(*)', 'p1, p2, c1, c2, v, x'])} FROM t WHERE {where()}"
                                 f"{optional(rnd, ' LIMIT 3', 0.1)}{optional(rnd, ' ALLOW FILTERING', 0.5)};"),
                    (12, lambda: row(rnd)),
                    (6, lambda: f"UPDATE t SET {rnd.choice(['v', 'x'])} = {rnd.choice(['null', '1', '3'])} WHERE p1 = {rnd.randint(0, 2)} AND p2 = {rnd.randint(0, 2)} AND c1 = {rnd.randint(0, 3)} AND c2 = '{rnd.choice('abc')}';"),
                    (4, lambda: f"DELETE FROM t WHERE p1 = {rnd.randint(0, 2)} AND p2 = {rnd.randint(0, 2)}{optional(rnd, f' AND c1 = {rnd.randint(0, 3)}', 0.6)};"),
                    (4, lambda: f"UPDATE t SET st = st + {{{rnd.randint(0, 4)}}}, m['{rnd.choice('abc')}'] = {rnd.randint(0, 2)} WHERE p1 = {rnd.randint(0, 2)} AND p2 = {rnd.randint(0, 2)} AND c1 = {rnd.randint(0, 3)} AND c2 = '{rnd.choice('abc')}';"))


emit(out, n, statement)
