#!/usr/bin/env python3
"""Random batches: logged, unlogged and counter, of inserts, updates and deletes on one partition or
several, with timestamps on the batch or its statements, conditions (one partition), static
columns and collections, and SELECTs of the tables between them.
usage: batches.py SEED COUNT > probe.cql"""
from common import start, weighted, emit
rnd, n, out = start("bp")
out.append("DROP TABLE IF EXISTS b;")
out.append("DROP TABLE IF EXISTS o;")
out.append("DROP TABLE IF EXISTS c;")
out.append("CREATE TABLE b (p int, c int, v int, w text, s int static, l list<int>, m map<text, int>,"
           " PRIMARY KEY (p, c));")
out.append("CREATE TABLE o (k int PRIMARY KEY, v int);")
out.append("CREATE TABLE c (p int, c int, n counter, PRIMARY KEY (p, c));")
ts = [1000]


def upto(high):
    return rnd.randint(0, high)


def stamp(chance=0.3):
    ts[0] += 1
    return f" USING TIMESTAMP {ts[0] - rnd.randint(0, 3)}" if rnd.random() < chance else ""


def condition():
    return weighted(rnd,
                    (55, lambda: ""),
                    (10, lambda: " IF EXISTS"),
                    (10, lambda: f" IF v = {upto(4)}"),
                    (8, lambda: f" IF s = {upto(3)}"),
                    (7, lambda: f" IF v > {upto(4)} AND w = '{rnd.choice('xy')}'"),
                    (5, lambda: f" IF m['a'] = {upto(3)}"),
                    (5, lambda: " IF v = null"))


def write(p, conditional):
    c = upto(3)
    cond = condition() if conditional else ""
    return weighted(rnd,
                    (30, lambda: f"INSERT INTO b (p, c, v, w) VALUES ({p}, {c}, {upto(4)}, '{rnd.choice('xy')}')"
                                 f"{' IF NOT EXISTS' if cond else stamp()}"),
                    (25, lambda: f"UPDATE b{stamp() if not cond else ''} SET "
                                 f"{rnd.choice(['v = ' + str(upto(4)), 's = ' + str(upto(3)), 'l = l + [' + str(upto(3)) + ']', 'm[' + repr(rnd.choice('ab')) + '] = ' + str(upto(3)), 'v = v + 1', 'w = ' + repr(rnd.choice('xy'))])}"
                                 f" WHERE p = {p}{'' if rnd.random() < 0.1 else ' AND c = ' + str(c)}{cond}"),
                    (15, lambda: f"DELETE {rnd.choice(['', 'v ', 's ', 'l ', 'm[' + repr(rnd.choice('ab')) + '] '])}FROM b"
                                 f"{stamp() if not cond else ''} WHERE p = {p}"
                                 f"{rnd.choice([' AND c = ' + str(c), ' AND c = ' + str(c), ' AND c > ' + str(c), ''])}{cond}"),
                    (10, lambda: f"UPDATE b SET s = {upto(3)} WHERE p = {p}{cond}"),
                    (10, lambda: f"INSERT INTO o (k, v) VALUES ({upto(3)}, {upto(4)}){stamp()}"),
                    (10, lambda: f"UPDATE c SET n = n + {rnd.randint(-2, 3)} WHERE p = {p} AND c = {c}"))


def batch():
    kind = weighted(rnd, (60, lambda: ""), (25, lambda: "UNLOGGED "), (15, lambda: "COUNTER "))
    conditional = kind != "COUNTER " and rnd.random() < 0.35
    p = upto(2)
    statements = []
    for _ in range(rnd.randint(1, 4)):
        if kind == "COUNTER ":
            statements.append(f"UPDATE c SET n = n + {rnd.randint(-2, 3)} WHERE p = {p if rnd.random() < 0.7 else upto(2)} AND c = {upto(3)}")
        else:
            statements.append(write(p if conditional or rnd.random() < 0.6 else upto(2), conditional))
    using = stamp(0.25) if rnd.random() < 0.5 else ""
    return f"BEGIN {kind}BATCH{using} " + "; ".join(statements) + "; APPLY BATCH;"


def statement():
    return weighted(rnd,
                    (75, batch),
                    (10, lambda: "SELECT p, c, v, w, s, l, m FROM b;"),
                    (5, lambda: "SELECT k, v FROM o;"),
                    (5, lambda: "SELECT p, c, n FROM c;"),
                    (5, lambda: f"SELECT * FROM b WHERE p = {upto(2)};"))


emit(out, n, statement,
     "SELECT p, c, v, w, s, l, m FROM b;", "SELECT k, v FROM o;", "SELECT p, c, n FROM c;")
