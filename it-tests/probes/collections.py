#!/usr/bin/env python3
"""Random statements on collections: whole and element writes of sets, lists and maps (appends,
prepends, removals, by index and by key, with TTLs and nulls), frozen and nested collections,
conditions on elements and whole collections, element and slice selection, collection functions,
and filtering with CONTAINS and CONTAINS KEY.
usage: collections.py SEED COUNT > probe.cql"""
from common import start, weighted, optional, emit
rnd, n, out = start("co")
out.append("DROP TABLE IF EXISTS c;")
out.append("CREATE TABLE c (k int, ck int, st set<int>, l list<int>, m map<text, int>,"
           " fl frozen<list<int>>, ns map<int, frozen<set<int>>>, lm list<frozen<map<text, int>>>,"
           " ss set<text> static, PRIMARY KEY (k, ck));")
out.append("CREATE INDEX c_m_values ON c (values(m));")
out.append("CREATE INDEX c_fl_full ON c (full(fl));")


def i():
    return str(rnd.choice([0, 1, 2, 3, -1, 5]))


KEYS = ["'a'", "'b'", "'c'", "''", "null"]


def key():
    return rnd.choice(KEYS)


def ints(lo, hi):
    return ", ".join(i() for _ in range(rnd.randint(lo, hi)))


def value(column):
    return {
        "st": lambda: rnd.choice(["{" + ints(0, 3) + "}", "null", "{1, null}", "[1, 2]"]),
        "l": lambda: rnd.choice(["[" + ints(0, 3) + "]", "null", "[null]", "{1}"]),
        # distinct keys: of a key given twice, Cassandra keeps either value at random
        "m": lambda: rnd.choice(["{" + ", ".join(f"{k}: {i()}" for k in rnd.sample(KEYS, rnd.randint(0, 3))) + "}",
                                 "null", "{'a': null}", "{}"]),
        "fl": lambda: rnd.choice(["[" + ints(0, 3) + "]", "null", "[]"]),
        "ns": lambda: rnd.choice(["{1: {" + ints(0, 2) + "}, 2: {}}", "{" + i() + ": {1}}", "null", "{1: null}"]),
        "lm": lambda: rnd.choice(["[{'a': 1}, {}]", "[{'b': " + i() + "}]", "null", "[]"]),
        "ss": lambda: rnd.choice(["{'x', 'y'}", "{}", "null", "{'" + rnd.choice("xyz") + "'}"]),
    }[column]()


def k():
    return rnd.randint(0, 2)


def where():
    return weighted(rnd,
                    (80, lambda: f"k = {k()} AND ck = {rnd.randint(0, 2)}"),
                    (10, lambda: f"k = {k()}"),
                    (10, lambda: f"k IN ({k()}, {k()}) AND ck = {rnd.randint(0, 2)}"))


def assignment():
    return weighted(rnd,
                    (6, lambda: f"st = st + {{{ints(0, 2)}}}"),
                    (4, lambda: f"st = st - {{{ints(0, 2)}}}"),
                    (2, lambda: f"st = {{{ints(0, 1)}}} + st"),
                    (5, lambda: f"l = l + [{ints(0, 2)}]"),
                    (4, lambda: f"l = [{ints(0, 2)}] + l"),
                    (4, lambda: f"l = l - [{ints(0, 2)}]"),
                    (6, lambda: f"l[{rnd.choice([0, 1, 2, -1, 7])}] = {rnd.choice([i(), 'null'])}"),
                    (6, lambda: f"m[{key()}] = {rnd.choice([i(), 'null'])}"),
                    (5, lambda: f"m = m + {{{key()}: {i()}}}"),
                    (4, lambda: f"m = m - {{{key()}}}"),
                    (2, lambda: f"m = m + {{{key()}}}"),
                    (3, lambda: f"fl = fl + [{i()}]"),
                    (3, lambda: f"fl[0] = {i()}"),
                    (3, lambda: f"ns[{i()}] = {{{ints(0, 2)}}}"),
                    (2, lambda: f"lm = lm + [{{'z': {i()}}}]"),
                    (3, lambda: f"ss = ss + {{'{rnd.choice('xyz')}'}}"),
                    (2, lambda: f"st = st + null"),
                    (2, lambda: f"l = l + {{1}}"),
                    (2, lambda: f"m = m + [1]"),
                    (2, lambda: f"st[1] = 1"),
                    (8, lambda: (lambda c: f"{c} = {value(c)}")(rnd.choice(["st", "l", "m", "fl", "ns", "lm", "ss"]))))


def deletion():
    return rnd.choice(["st", "l", "m", "l[0]", "l[1]", "l[9]", "m['a']", "m['b']", "m[null]", "st[1]",
                       "fl[0]", "ns[1]", "ss", "l[0], m['a']", "m['a'], m['a']"])


def condition():
    return rnd.choice(["l[0] = 1", "l[1] > 0", "l[5] = null", "l[0] IN (1, 2)", "l[-1] = 1",
                       "m['a'] = 1", "m['a'] != 2", "m['zz'] = null", "m[null] = 1", "m['a'] IN (null, 1)",
                       "st = {1, 2}", "st = {}", "st = null", "l = []", "l = [1]", "m = {'a': 1}",
                       "fl = [1]", "fl[0] = 1", "st CONTAINS 1", "m CONTAINS KEY 'a'", "l CONTAINS 1",
                       "ns[1] = {1}", "ss = {'x'}", "st > {1}", "l < [2]", "m['a'] > 0 AND l[0] = 1",
                       "lm[0] = {'a': 1}", "st[1] = 1"])


def selector():
    return rnd.choice(["st", "l", "m", "m['a']", "m['a'..'b']", "m['b'..]", "m[..'a']", "st[1]",
                       "st[0..2]", "l[0]", "fl[0]", "ns[1]", "ns[1][1]",
                       "map_keys(m)", "map_values(m)", "collection_count(l)", "collection_min(st)",
                       "collection_max(l)", "collection_sum(st)", "collection_avg(l)",
                       "collection_count(fl)", "toJson(ns)", "toJson(lm)", "ss", "m['a'] + 1"])


def filter_clause():
    return rnd.choice(["st CONTAINS 1", "l CONTAINS 2", "m CONTAINS 1", "m CONTAINS KEY 'a'",
                       "m['a'] = 1", "m['a'] > 0", "fl = [1]", "fl CONTAINS 0", "ns CONTAINS KEY 1",
                       "ss CONTAINS 'x'", "st CONTAINS 1 AND st CONTAINS 2", "l[0] = 1", "st = {1}",
                       "m CONTAINS 1 AND m CONTAINS KEY 'b'", "ns[1] = {1}", "lm CONTAINS {'a': 1}"])


def using():
    return weighted(rnd, (80, lambda: ""), (12, lambda: f" USING TTL {rnd.choice([100, 0, 1000])}"),
                    (8, lambda: f" USING TIMESTAMP {rnd.randint(1, 5)}"))


def statement():
    c = rnd.choice(["st", "l", "m", "fl", "ns", "lm", "ss"])
    return weighted(rnd,
                    (16, lambda: f"INSERT INTO c (k, ck, {c}) VALUES ({k()}, {rnd.randint(0, 2)}, {value(c)}){using()};"),
                    (24, lambda: f"UPDATE c{using()} SET {assignment()} WHERE {where()};"),
                    (8, lambda: f"DELETE {deletion()} FROM c WHERE {where()};"),
                    (10, lambda: f"UPDATE c SET {assignment()} WHERE k = {k()} AND ck = {rnd.randint(0, 2)} IF {condition()};"),
                    (3, lambda: f"DELETE {deletion()} FROM c WHERE k = {k()} AND ck = {rnd.randint(0, 2)} IF {condition()};"),
                    (18, lambda: f"SELECT k, ck, {selector()} FROM c WHERE k = {k()};"),
                    (12, lambda: f"SELECT k, ck FROM c WHERE {filter_clause()}{optional(rnd, ' ALLOW FILTERING', 0.7)};"),
                    (4, lambda: f"SELECT JSON k, ck, {c} FROM c WHERE k = {k()};"),
                    (5, lambda: "SELECT * FROM c;"))


emit(out, n, statement, "SELECT * FROM c;")
