#!/usr/bin/env python3
"""Random lightweight transactions: IF NOT EXISTS, IF EXISTS and IF conditions on columns of many
types (text, numbers, timestamps, blobs, booleans, UUIDs, tuples, frozen collections), on static
columns and on rows of a partition with static columns only, with comparisons, IN, null and
mistyped values, and the rows each failed condition shows.
usage: lwt.py SEED COUNT > probe.cql"""
from common import start, weighted, optional, emit
rnd, n, out = start("lw")
out.append("DROP TABLE IF EXISTS t;")
out.append("CREATE TABLE t (k int, c int, s int static, st text static, v int, t text, ts timestamp,"
           " b blob, bo boolean, d decimal, u uuid, tu frozen<tuple<int, text>>, fs frozen<set<int>>,"
           " PRIMARY KEY (k, c));")
VALUES = {
    "v": ["0", "1", "2", "-1", "null", "'a'", "1.5"],
    "t": ["'a'", "'b'", "''", "null", "1"],
    "ts": ["'2020-01-01'", "0", "1577836800000", "null", "'x'"],
    "b": ["0x00", "0x", "0x0102", "null", "'a'"],
    "bo": ["true", "false", "null", "1"],
    "d": ["1.0", "1", "1.00", "-0.5", "null"],
    "u": ["00000000-0000-0000-0000-000000000000", "11111111-1111-1111-1111-111111111111", "null", "minTimeuuid(0)"],
    "tu": ["(1, 'a')", "(1, null)", "(2, 'b')", "null", "(1)"],
    "fs": ["{1, 2}", "{}", "{1}", "null"],
    "s": ["0", "1", "null"],
    "st": ["'x'", "'y'", "null"],
}
COLUMNS = list(VALUES)
OPERATORS = ["=", "=", "!=", "<", "<=", ">", ">="]


def value(column):
    return rnd.choice(VALUES[column])


def condition():
    c = rnd.choice(COLUMNS)
    return weighted(rnd,
                    (70, lambda: f"{c} {rnd.choice(OPERATORS)} {value(c)}"),
                    (15, lambda: f"{c} IN ({value(c)}, {value(c)})"),
                    (5, lambda: f"{c} IN ()"),
                    (5, lambda: f"zz = 1"),
                    (5, lambda: f"{rnd.choice(['k', 'c'])} = 1"))


def conditions():
    return " AND ".join(condition() for _ in range(rnd.randint(1, 3)))


def k():
    return rnd.randint(0, 2)


def c():
    return rnd.randint(0, 2)


def assignments():
    cols = rnd.sample(COLUMNS, rnd.randint(1, 2))
    return ", ".join(f"{col} = {value(col)}" for col in cols)


def statement():
    cols = rnd.sample(COLUMNS, rnd.randint(1, 3))
    return weighted(rnd,
                    (14, lambda: f"INSERT INTO t (k, c, {', '.join(cols)}) VALUES ({k()}, {c()}, {', '.join(value(x) for x in cols)}) IF NOT EXISTS;"),
                    (4, lambda: f"INSERT INTO t (k, {rnd.choice(['s', 'st'])}) VALUES ({k()}, {value('s')}) IF NOT EXISTS;"),
                    (24, lambda: f"UPDATE t SET {assignments()} WHERE k = {k()} AND c = {c()} IF {conditions()};"),
                    (6, lambda: f"UPDATE t SET {rnd.choice(['s', 'st'])} = {value('st')} WHERE k = {k()} IF {conditions()};"),
                    (8, lambda: f"UPDATE t SET {assignments()} WHERE k = {k()} AND c = {c()} IF EXISTS;"),
                    (8, lambda: f"DELETE FROM t WHERE k = {k()} AND c = {c()} IF {rnd.choice(['EXISTS', conditions()])};"),
                    (4, lambda: f"DELETE {rnd.choice(['s', 'v', 'st, v'])} FROM t WHERE k = {k()}{optional(rnd, f' AND c = {c()}', 0.6)} IF {rnd.choice(['EXISTS', conditions()])};"),
                    (3, lambda: f"DELETE FROM t WHERE k = {k()} IF {conditions()};"),
                    (8, lambda: f"INSERT INTO t (k, c, {', '.join(cols)}) VALUES ({k()}, {c()}, {', '.join(value(x) for x in cols)});"),
                    (4, lambda: f"DELETE FROM t WHERE k = {k()} AND c = {c()};"),
                    (8, lambda: f"SELECT * FROM t WHERE k = {k()};"))


emit(out, n, statement, "SELECT * FROM t;")
