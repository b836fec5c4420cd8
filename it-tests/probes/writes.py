#!/usr/bin/env python3
"""Random UPDATEs, DELETEs and INSERTs, conditional or not, with IN of one and several values,
ranges, collections and timestamps, and SELECTs of the whole table between them.
usage: writes.py SEED COUNT > probe.cql"""
import random, sys
seed = int(sys.argv[1]); n = int(sys.argv[2])
rnd = random.Random(seed)
out = ["CREATE KEYSPACE IF NOT EXISTS dm WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};", "USE dm;"]
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
def pk():
    r = rnd.random()
    if r < 0.6: return f"p1 = {rnd.randint(0,2)} AND p2 = '{rnd.choice('abc')}'"
    if r < 0.75: return f"p1 IN ({rnd.randint(0,2)}) AND p2 = '{rnd.choice('ab')}'"
    if r < 0.85: return f"p1 IN ({rnd.randint(0,2)}, {rnd.randint(0,2)}) AND p2 = '{rnd.choice('ab')}'"
    if r < 0.92: return f"p1 = {rnd.randint(0,2)}"
    return f"p1 = {rnd.randint(0,2)} AND p2 IN ('a', 'b')"
def cl():
    r = rnd.random()
    if r < 0.45: return f" AND c1 = {rnd.randint(0,3)} AND c2 = {rnd.randint(0,2)}"
    if r < 0.55: return f" AND c1 IN ({rnd.randint(0,3)}) AND c2 = {rnd.randint(0,2)}"
    if r < 0.62: return f" AND c1 IN ({rnd.randint(0,3)}, {rnd.randint(0,3)}) AND c2 = {rnd.randint(0,2)}"
    if r < 0.7: return f" AND (c1, c2) = ({rnd.randint(0,3)}, {rnd.randint(0,2)})"
    if r < 0.76: return f" AND (c1, c2) IN (({rnd.randint(0,3)}, {rnd.randint(0,2)}))"
    if r < 0.82: return f" AND c1 = {rnd.randint(0,3)}"
    if r < 0.88: return f" AND c1 > {rnd.randint(0,3)}"
    if r < 0.94: return f" AND c1 = {rnd.randint(0,3)} AND c2 > {rnd.randint(0,2)}"
    return ""
def cond():
    r = rnd.random()
    if r < 0.5: return ""
    if r < 0.6: return " IF EXISTS"
    if r < 0.7: return f" IF v = {rnd.randint(0,5)}"
    if r < 0.75: return f" IF v IN ({rnd.randint(0,5)}, {rnd.randint(0,5)})"
    if r < 0.8: return f" IF s = {rnd.randint(0,3)}"
    if r < 0.85: return f" IF st CONTAINS {rnd.randint(0,3)}"
    if r < 0.9: return f" IF m['a'] = {rnd.randint(0,3)}"
    if r < 0.95: return f" IF v > {rnd.randint(0,5)} AND w = '{rnd.choice('xyz')}'"
    return " IF EXISTS"
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
