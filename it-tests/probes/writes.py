#!/usr/bin/env python3
"""Random UPDATEs, DELETEs and INSERTs, conditional or not, with IN of one and several values,
ranges, collections and timestamps, and SELECTs of the whole table between them.
usage: writes.py SEED COUNT > probe.cql"""
import random
from common import start, weighted
rnd, n, out = start("dm")
out.append("DROP TABLE IF EXISTS r;")
out.append("CREATE TABLE r (p1 int, p2 text, c1 int, c2 int, v int, w text, s int static, st set<int>, l list<int>, m map<text,int>, PRIMARY KEY ((p1, p2), c1, c2));")
drnd = random.Random(5)
ts = 1000
for p1 in range(2):
    for p2 in "ab":
        for c1 in range(3):
            for c2 in range(2):
                ts += 1
                out.append(f"INSERT INTO r (p1, p2, c1, c2, v, w, s, st, l, m) VALUES ({p1}, '{p2}', {c1}, {c2}, {drnd.randint(0,5)}, '{drnd.choice('xyz')}', {drnd.randint(0,3)}, {{{drnd.randint(0,3)}}}, [{drnd.randint(0,3)}], {{'a': {drnd.randint(0,3)}}}) USING TIMESTAMP {ts};")
def upto(high):
    return rnd.randint(0, high)
def pk():
    return weighted(rnd,
        (60, lambda: f"p1 = {upto(2)} AND p2 = '{rnd.choice('abc')}'"),
        (15, lambda: f"p1 IN ({upto(2)}) AND p2 = '{rnd.choice('ab')}'"),
        (10, lambda: f"p1 IN ({upto(2)}, {upto(2)}) AND p2 = '{rnd.choice('ab')}'"),
        (7, lambda: f"p1 = {upto(2)}"),
        (8, lambda: f"p1 = {upto(2)} AND p2 IN ('a', 'b')"))
def cl():
    return weighted(rnd,
        (45, lambda: f" AND c1 = {upto(3)} AND c2 = {upto(2)}"),
        (10, lambda: f" AND c1 IN ({upto(3)}) AND c2 = {upto(2)}"),
        (7, lambda: f" AND c1 IN ({upto(3)}, {upto(3)}) AND c2 = {upto(2)}"),
        (8, lambda: f" AND (c1, c2) = ({upto(3)}, {upto(2)})"),
        (6, lambda: f" AND (c1, c2) IN (({upto(3)}, {upto(2)}))"),
        (6, lambda: f" AND c1 = {upto(3)}"),
        (6, lambda: f" AND c1 > {upto(3)}"),
        (6, lambda: f" AND c1 = {upto(3)} AND c2 > {upto(2)}"),
        (6, lambda: ""))
def cond():
    return weighted(rnd,
        (50, lambda: ""),
        (15, lambda: " IF EXISTS"),
        (10, lambda: f" IF v = {upto(5)}"),
        (5, lambda: f" IF v IN ({upto(5)}, {upto(5)})"),
        (5, lambda: f" IF s = {upto(3)}"),
        (5, lambda: f" IF st CONTAINS {upto(3)}"),
        (5, lambda: f" IF m['a'] = {upto(3)}"),
        (5, lambda: f" IF v > {upto(5)} AND w = '{rnd.choice('xyz')}'"))
for i in range(n):
    ts += 1
    k = rnd.random()
    using = f" USING TIMESTAMP {ts}" if rnd.random() < 0.5 else ""
    if k < 0.4:
        sets = rnd.choice([f"v = {rnd.randint(0,5)}", f"s = {rnd.randint(0,3)}", f"st = st + {{{rnd.randint(0,3)}}}", f"l = l + [{rnd.randint(0,3)}]", f"m['b'] = {rnd.randint(0,3)}", f"w = '{rnd.choice('xyz')}', v = {rnd.randint(0,5)}", f"l[0] = {rnd.randint(0,3)}"])
        out.append(f"UPDATE r{using} SET {sets} WHERE {pk()}{cl()}{cond()};")
    elif k < 0.7:
        tgt = rnd.choice(["", "", "v ", "s ", "st ", "m['a'] ", "l[0] ", "v, w "])
        out.append(f"DELETE {tgt}FROM r{using} WHERE {pk()}{cl()}{cond()};")
    elif k < 0.85:
        c = cond() if rnd.random() < 0.3 else ""
        c = " IF NOT EXISTS" if c else ""
        out.append(f"INSERT INTO r (p1, p2, c1, c2, v) VALUES ({rnd.randint(0,2)}, '{rnd.choice('ab')}', {rnd.randint(0,3)}, {rnd.randint(0,2)}, {rnd.randint(0,5)}){c}{using if not c else ''};")
    else:
        out.append("SELECT p1, p2, c1, c2, v, w, s, st, l, m FROM r;")
out.append("SELECT p1, p2, c1, c2, v, w, s, st, l, m FROM r;")
print("\n".join(out))
