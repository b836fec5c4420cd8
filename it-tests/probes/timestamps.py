#!/usr/bin/env python3
"""Random writes at given timestamps (USING TIMESTAMP, in batches too) and reads of WRITETIME,
MAXWRITETIME and MINWRITETIME of simple, static, frozen and non-frozen collection and UDT columns
and their elements: which write wins a tie, what deletions at older and newer timestamps leave,
and how the functions answer for each kind of column.
usage: timestamps.py SEED COUNT > probe.cql"""
from common import start, weighted, optional, emit
rnd, n, out = start("wt")
out.append("DROP TABLE IF EXISTS w;")
out.append("DROP TYPE IF EXISTS ut;")
out.append("CREATE TYPE ut (a int, b text);")
out.append("CREATE TABLE w (k int, c int, s int static, v int, t text, st set<int>, l list<int>,"
           " m map<text, int>, fz frozen<list<int>>, u ut, fu frozen<ut>, PRIMARY KEY (k, c));")
COLUMNS = ["s", "v", "t", "st", "l", "m", "fz", "u", "fu"]


def value(c):
    return {
        "s": lambda: str(rnd.randint(0, 3)),
        "v": lambda: rnd.choice(["0", "1", "2", "null"]),
        "t": lambda: rnd.choice(["'a'", "'b'", "'c'"]),
        "st": lambda: rnd.choice(["{1}", "{1, 2}", "{}", "{3}"]),
        "l": lambda: rnd.choice(["[1]", "[2, 1]", "[]"]),
        "m": lambda: rnd.choice(["{'a': 1}", "{'a': 2, 'b': 1}", "{}"]),
        "fz": lambda: rnd.choice(["[1]", "[2]", "[]"]),
        "u": lambda: rnd.choice(["{a: 1}", "{a: 2, b: 'x'}", "{b: 'y'}"]),
        "fu": lambda: rnd.choice(["{a: 1}", "{a: 2, b: 'x'}"]),
    }[c]()


def ts():
    return rnd.choice([100, 200, 200, 300, 400])


def k():
    return rnd.randint(0, 2)


def c():
    return rnd.randint(0, 2)


def write():
    col = rnd.choice(COLUMNS)
    where = f"k = {k()}" if col == "s" else f"k = {k()} AND c = {c()}"
    return weighted(rnd,
                    (30, lambda: f"UPDATE w USING TIMESTAMP {ts()} SET {col} = {value(col)} WHERE {where}"),
                    (20, lambda: f"INSERT INTO w (k, c, {col}) VALUES ({k()}, {c()}, {value(col)}) USING TIMESTAMP {ts()}"),
                    (8, lambda: f"UPDATE w USING TIMESTAMP {ts()} SET st = st + {{{rnd.randint(0, 4)}}} WHERE k = {k()} AND c = {c()}"),
                    (6, lambda: f"UPDATE w USING TIMESTAMP {ts()} SET m['{rnd.choice('abc')}'] = {rnd.randint(0, 3)} WHERE k = {k()} AND c = {c()}"),
                    (5, lambda: f"UPDATE w USING TIMESTAMP {ts()} SET l = l + [{rnd.randint(0, 3)}] WHERE k = {k()} AND c = {c()}"),
                    (5, lambda: f"UPDATE w USING TIMESTAMP {ts()} SET u.a = {rnd.randint(0, 3)} WHERE k = {k()} AND c = {c()}"),
                    (8, lambda: f"DELETE {rnd.choice(['', 'v ', 'st ', 'm ', 'u ', 's ', 'm[' + chr(39) + 'a' + chr(39) + '] ', 'st, l '])}FROM w USING TIMESTAMP {ts()} WHERE k = {k()}{optional(rnd, f' AND c = {c()}', 0.8)}"),
                    (3, lambda: f"DELETE FROM w USING TIMESTAMP {ts()} WHERE k = {k()} AND c > {c()}"))


SELECTORS = ["writetime(v)", "writetime(t)", "writetime(s)", "writetime(st)", "writetime(l)",
             "writetime(m)", "writetime(fz)", "writetime(u)", "writetime(fu)", "maxwritetime(st)",
             "minwritetime(st)", "maxwritetime(m)", "minwritetime(l)", "maxwritetime(v)",
             "minwritetime(u)", "writetime(m['a'])", "writetime(st[1])", "writetime(u.a)",
             "maxwritetime(s)", "writetime(k)", "writetime(c)", "writetime(fu.a)",
             "max(writetime(v))", "min(maxwritetime(st))"]


def statement():
    return weighted(rnd,
                    (50, lambda: write() + ";"),
                    (8, lambda: "BEGIN BATCH " + " ".join(write() + ";" for _ in range(rnd.randint(1, 3))) + " APPLY BATCH;"),
                    (4, lambda: f"BEGIN BATCH USING TIMESTAMP {ts()} UPDATE w SET v = {value('v')} WHERE k = {k()} AND c = {c()}; APPLY BATCH;"),
                    (30, lambda: f"SELECT k, c, {', '.join(rnd.sample(SELECTORS, rnd.randint(1, 3)))} FROM w WHERE k = {k()};"),
                    (8, lambda: "SELECT * FROM w;"))


emit(out, n, statement, "SELECT * FROM w;")
