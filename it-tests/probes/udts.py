#!/usr/bin/env python3
"""Random statements on user-defined types: frozen and non-frozen columns, a nested type and a
collection of them; literals with missing, extra, null and mistyped fields; setting and deleting a
field; field conditions; field selection, JSON in and out; ALTER TYPE between them.
usage: udts.py SEED COUNT > probe.cql"""
from common import start, weighted, emit
rnd, n, out = start("ut")
out.append("DROP TABLE IF EXISTS t;")
out.append("DROP TYPE IF EXISTS outer_t;")
out.append("DROP TYPE IF EXISTS inner_t;")
out.append("DROP TYPE IF EXISTS fixed_t;")
out.append("CREATE TYPE inner_t (x int, y text);")
out.append("CREATE TYPE outer_t (a int, i frozen<inner_t>, l list<int>);")
# the set's type is never altered: WCS refuses a new field in a type a set's elements hold
out.append("CREATE TYPE fixed_t (x int, y text);")
out.append("CREATE TABLE t (k int PRIMARY KEY, f frozen<inner_t>, u inner_t, o frozen<outer_t>,"
           " s set<frozen<fixed_t>>);")
FIELDS = ["x", "y", "z", "\"X\""]
JSON_VALUES = ['{"x": 1}', '{"x": "2", "y": 3}', '{"q": 1}', 'null', '[1]', '{"a": 1, "i": {"x": 1}}',
               '[{"x": 1}]']


def inner():
    parts = []
    for f in rnd.sample(FIELDS, rnd.randint(0, 3)):
        parts.append(f"{f}: {rnd.choice(['1', '-2', chr(39) + 'a' + chr(39), 'null', '1.5', '[1]'])}")
    return "{" + ", ".join(parts) + "}"


def value(column):
    return {
        "f": lambda: rnd.choice([inner(), "null", "(1, 'a')", "{x: 1, y: 'b'}"]),
        "u": lambda: rnd.choice([inner(), "null", "{x: 2}", "{}"]),
        "o": lambda: rnd.choice(["{a: 1, i: " + inner() + ", l: [1, 2]}", "{a: 2}", "{i: {x: 1}}",
                                 "{a: 1, l: null}", "null"]),
        "s": lambda: rnd.choice(["{" + inner() + "}", "{}", "{{x: 1}, {x: 1, y: null}}", "null"]),
    }[column]()


def k():
    return rnd.randint(0, 3)


def statement():
    c = rnd.choice(["f", "u", "o", "s"])
    return weighted(rnd,
                    (25, lambda: f"INSERT INTO t (k, {c}) VALUES ({k()}, {value(c)});"),
                    (10, lambda: f"UPDATE t SET {rnd.choice(['u.x', 'u.y', 'f.x', 'u.z', 'o.a', 's.x'])} = {rnd.choice(['3', chr(39) + 'c' + chr(39), 'null'])} WHERE k = {k()};"),
                    (6, lambda: f"DELETE {rnd.choice(['u.x', 'u.y', 'f.x', 'u'])} FROM t WHERE k = {k()};"),
                    (8, lambda: f"UPDATE t SET u = {value('u')} WHERE k = {k()} IF {rnd.choice(['u.x = 2', 'f.x = 1', 'u = {x: 2}', 'u.y IN (null, ' + chr(39) + 'a' + chr(39) + ')', 'o.a > 0', 'f = null', 'u.z = 1', 'u.x > 1'])};"),
                    (6, lambda: f"UPDATE t SET s = s + {{{rnd.choice(['{x: 1}', '{x: 2, y: ' + chr(39) + 'a' + chr(39) + '}', '{}'])}}} WHERE k = {k()};"),
                    (20, lambda: f"SELECT k, {rnd.choice(['f', 'u', 'o', 's', 'f.x', 'u.y', 'o.i', 'o.i.x', 'o.l', 'u.z', 'toJson(u)', 'toJson(o)', 'f.x + 1', 'u.x, u.y'])} FROM t;"),
                    (8, lambda: f"SELECT JSON k, {rnd.choice(['f', 'u', 'o', 's'])} FROM t;"),
                    (6, lambda: "INSERT INTO t JSON '{\"k\": %d, \"%s\": %s}';" % (k(), c, rnd.choice(JSON_VALUES))),
                    (5, lambda: f"SELECT k FROM t WHERE {rnd.choice(['f = {x: 1}', 'u.x = 1', 'f.x = 1', 'o = {a: 2}', 's CONTAINS {x: 1}'])} ALLOW FILTERING;"),
                    (4, lambda: f"ALTER TYPE inner_t ADD {rnd.choice(['z', 'w'])} {rnd.choice(['int', 'text'])};"),
                    (2, lambda: "ALTER TYPE inner_t RENAME y TO yy;"))


emit(out, n, statement, "SELECT * FROM t;")
