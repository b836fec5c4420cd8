#!/usr/bin/env python3
"""Random bind markers, for BoundValueScript (the Java driver) rather than the shell: markers in
every place CQL takes one (keys, IN lists and IN ?, tuples of clustering columns, tokens,
collection elements and keys, LIMIT, PER PARTITION LIMIT, TTL, TIMESTAMP, conditions, JSON,
batches, counters, casts and function arguments in the selection), prepared only (what drivers
read: variables, result columns, routing key) or run with bound values, among them nulls, unset
values and malformed bytes.
usage: markers.py SEED COUNT > probe.txt; then bound_compare.py probe.txt"""
import random
import sys

rnd = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
KS = "mk"


def i32(v):
    return v.to_bytes(4, "big", signed=True).hex()


def i64(v):
    return v.to_bytes(8, "big", signed=True).hex()


def text(s):
    return s.encode().hex()


def cell(hexed):
    """A collection element or tuple component: its length, then its bytes (None is null)."""
    if hexed is None:
        return i32(-1)
    return i32(len(hexed) // 2) + hexed


def collection(elements):
    return i32(len(elements)) + "".join(cell(e) for e in elements)


def tuple_of(components):
    return "".join(cell(c) for c in components)


def small_int():
    return rnd.choice([0, 1, 2, -1, 5])


# The well-formed values of each type a marker can take, as hex; then the malformed ones.
GOOD = {
    "int": lambda: i32(small_int()),
    "bigint": lambda: i64(rnd.choice([0, 1, -1, 7])),
    "text": lambda: text(rnd.choice(["a", "b", "", "zz"])),
    "boolean": lambda: rnd.choice(["00", "01"]),
    "blob": lambda: rnd.choice(["", "00", "0102"]),
    "timestamp": lambda: i64(rnd.choice([0, 1577836800000, -1])),
    "list<int>": lambda: collection([i32(small_int()) for _ in range(rnd.randint(0, 3))]),
    "set<text>": lambda: collection(sorted({text(rnd.choice("abc")) for _ in range(rnd.randint(0, 3))})),
    "map<text, int>": lambda: map_value(),
    "tuple<int, text>": lambda: tuple_of([i32(small_int()), rnd.choice([text("a"), None])]),
    "tuple<int, bigint>": lambda: tuple_of([i32(rnd.randint(0, 2)), i64(rnd.randint(0, 1))]),
    "list<tuple<int, bigint>>": lambda: collection(
        [tuple_of([i32(rnd.randint(0, 2)), i64(rnd.randint(0, 1))]) for _ in range(rnd.randint(0, 2))]),
    "list<text>": lambda: collection([text(rnd.choice("ab")) for _ in range(rnd.randint(0, 2))]),
    "limit": lambda: i32(rnd.choice([1, 2, 3, 0, -1, 100])),
    "ttl": lambda: i32(rnd.choice([1000, 0, -1, 630720001, 3600])),
    "usingts": lambda: i64(rnd.choice([1000, 2000, -1, 10 ** 18, -(2 ** 63)])),
    "token": lambda: i64(rnd.choice([0, -(2 ** 63), 2 ** 63 - 1, 123456789])),
    "json": lambda: text(json_value()),
}
MALFORMED = {
    "int": ["000001", "0000000001"],
    "bigint": ["00000001"],
    "text": ["ff"],
    "boolean": ["0001"],
    "timestamp": ["0001"],
    "list<int>": ["00000001", "00000001000000020001"],
    "set<text>": ["0000000100000005ff"],
    "map<text, int>": ["000000010000000161"],
    "tuple<int, text>": ["0000000400000001" + "00000001" + "61" + "0000000100"],
    "tuple<int, bigint>": ["0000000400000001"],
    "limit": ["0001"],
    "ttl": ["00"],
    "usingts": ["0001"],
    "token": ["01"],
    "json": [text("{"), text('{"zz": 1}'), text('[1]')],
}


def map_value():
    keys = sorted({rnd.choice("abc") for _ in range(rnd.randint(0, 3))})
    return collection([x for key in keys for x in (text(key), i32(small_int()))])


def json_value():
    fields = {"k": str(rnd.randint(0, 1)), "k2": rnd.choice(['"a"', '"b"']), "c": str(rnd.randint(0, 2)),
              "c2": str(rnd.randint(0, 1))}
    for name, v in [("v", str(small_int())), ("t", '"j"'), ("l", "[1, 2]"), ("m", '{"a": 1}'),
                    ("s", "3"), ("tu", '[1, "x"]'), ("st", '["q"]')]:
        if rnd.random() < 0.3:
            fields[name] = v
    if rnd.random() < 0.1:
        del fields[rnd.choice(["k", "c"])]
    return "{" + ", ".join(f'"{k}": {v}' for k, v in fields.items()) + "}"


def value(kind):
    r = rnd.random()
    if r < 0.07:
        return "null"
    if r < 0.12:
        return "unset"
    if r < 0.17 and kind in MALFORMED:
        return "raw:" + rnd.choice(MALFORMED[kind])
    return "raw:" + GOOD[kind]()


class Statement:
    """A statement's text as it is built, and the kind of value each of its markers takes."""

    def __init__(self):
        self.parts = []
        self.kinds = []

    def add(self, fragment, *kinds):
        self.parts.append(fragment)
        self.kinds.extend(kinds)
        return self

    def text(self):
        return "".join(self.parts)


def partition(s):
    def named():
        s.add("k = ? AND k2 = ?", "int", "text")

    def choice():
        r = rnd.random()
        if r < 0.6:
            named()
        elif r < 0.7:
            s.add("k IN ? AND k2 = ?", "list<int>", "text")
        elif r < 0.78:
            s.add("k = ? AND k2 IN (?, ?)", "int", "text", "text")
        elif r < 0.84:
            s.add("k2 = ? AND k IN (?, ?)", "text", "int", "int")
        elif r < 0.9:
            s.add(f"token(k, k2) {rnd.choice(['>', '<=', '>='])} ?", "token")
        elif r < 0.95:
            s.add("k = ?", "int")
        else:
            s.add("k = 1 AND k2 = ?", "text")
    choice()


CLUSTERING = [
    (20, lambda s: s.add("c = ?", "int")),
    (10, lambda s: s.add(f"c {rnd.choice(['>', '<', '>=', '<='])} ?", "int")),
    (8, lambda s: s.add("c IN ?", "list<int>")),
    (8, lambda s: s.add("c = ? AND c2 = ?", "int", "bigint")),
    (8, lambda s: s.add(f"(c, c2) {rnd.choice(['>', '<=', '='])} (?, ?)", "int", "bigint")),
    (5, lambda s: s.add("(c, c2) = ?", "tuple<int, bigint>")),
    (5, lambda s: s.add("(c, c2) IN ((?, ?), (?, ?))", "int", "bigint", "int", "bigint")),
    (5, lambda s: s.add("(c, c2) IN ?", "list<tuple<int, bigint>>")),
    (5, lambda s: s.add("(c, c2) > ?", "tuple<int, bigint>")),
    (4, lambda s: s.add("c2 = ?", "bigint")),
    (4, lambda s: s.add("c = ? AND c2 IN ?", "int", "list<int>")),
]
FILTERS = [
    (10, lambda s: s.add(f"v {rnd.choice(['=', '>', '<', '!='])} ?", "int")),
    (5, lambda s: s.add("v IN ?", "list<int>")),
    (5, lambda s: s.add("l CONTAINS ?", "int")),
    (5, lambda s: s.add("m CONTAINS KEY ?", "text")),
    (5, lambda s: s.add("m CONTAINS ?", "int")),
    (5, lambda s: s.add("m[?] = ?", "text", "int")),
    (5, lambda s: s.add("st CONTAINS ?", "text")),
    (4, lambda s: s.add("tu = ?", "tuple<int, text>")),
    (4, lambda s: s.add("s = ?", "int")),
    (4, lambda s: s.add("t IN ?", "list<text>")),
    (3, lambda s: s.add("bo = ?", "boolean")),
    (3, lambda s: s.add("ts > ?", "timestamp")),
]
SELECTIONS = [
    (30, lambda s: s.add("*")),
    (10, lambda s: s.add("k, k2, c, c2, v")),
    (8, lambda s: s.add("v, (int) ?", "int")),
    (6, lambda s: s.add("k, blob_as_int(?)", "blob")),
    (6, lambda s: s.add("token(k, k2), c")),
    (6, lambda s: s.add("count(*)")),
    (5, lambda s: s.add("l, m, st, tu")),
    (5, lambda s: s.add("v + (int) ?", "int")),
    (4, lambda s: s.add("DISTINCT k, k2, s")),
    (4, lambda s: s.add("k, (text) ? AS x", "text")),
    (3, lambda s: s.add("JSON k, c, v")),
    (3, lambda s: s.add("max(v), min(c2)")),
]


def pick(choices, s):
    r = rnd.random() * sum(w for w, _ in choices)
    for w, make in choices:
        if r < w:
            return make(s)
        r -= w
    return choices[-1][1](s)


def select():
    s = Statement().add("SELECT ")
    pick(SELECTIONS, s)
    s.add(" FROM mk.t WHERE ")
    partition(s)
    if rnd.random() < 0.6:
        s.add(" AND ")
        pick(CLUSTERING, s)
    filtered = rnd.random() < 0.3
    if filtered:
        s.add(" AND ")
        pick(FILTERS, s)
    if rnd.random() < 0.15:
        s.add(" ORDER BY c DESC")
    if rnd.random() < 0.1:
        s.add(" PER PARTITION LIMIT ?", "limit")
    if rnd.random() < 0.25:
        s.add(" LIMIT ?", "limit")
    if filtered and rnd.random() < 0.8:
        s.add(" ALLOW FILTERING")
    return s


def row_key(s):
    s.add(" WHERE k = ? AND k2 = ? AND c = ? AND c2 = ?", "int", "text", "int", "bigint")


def using(s):
    r = rnd.random()
    if r < 0.15:
        s.add(" USING TTL ?", "ttl")
    elif r < 0.3:
        s.add(" USING TIMESTAMP ?", "usingts")
    elif r < 0.38:
        s.add(" USING TTL ? AND TIMESTAMP ?", "ttl", "usingts")


INSERT_COLUMNS = {"v": "int", "t": "text", "b": "blob", "bo": "boolean", "l": "list<int>", "st": "set<text>",
                  "m": "map<text, int>", "tu": "tuple<int, text>", "s": "int", "ts": "timestamp"}


def insert():
    s = Statement()
    if rnd.random() < 0.15:
        s.add("INSERT INTO mk.t JSON ?", "json")
        if rnd.random() < 0.4:
            s.add(rnd.choice([" DEFAULT UNSET", " DEFAULT NULL"]))
    else:
        columns = ["k", "k2", "c", "c2"] + rnd.sample(sorted(INSERT_COLUMNS), rnd.randint(0, 3))
        if rnd.random() < 0.05:
            columns.remove(rnd.choice(["k2", "c2"]))
        kinds = [INSERT_COLUMNS.get(c, {"k": "int", "k2": "text", "c": "int", "c2": "bigint"}.get(c))
                 for c in columns]
        s.add(f"INSERT INTO mk.t ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})", *kinds)
    if rnd.random() < 0.2:
        s.add(" IF NOT EXISTS")
    using(s)
    return s


ASSIGNMENTS = [
    (10, lambda s: s.add("v = ?", "int")),
    (5, lambda s: s.add("t = ?", "text")),
    (5, lambda s: s.add("l = l + ?", "list<int>")),
    (4, lambda s: s.add("l = ? + l", "list<int>")),
    (4, lambda s: s.add("l = l - ?", "list<int>")),
    (5, lambda s: s.add("l[?] = ?", "int", "int")),
    (5, lambda s: s.add("m[?] = ?", "text", "int")),
    (4, lambda s: s.add("m = m + ?", "map<text, int>")),
    (4, lambda s: s.add("m = m - ?", "set<text>")),
    (4, lambda s: s.add("st = st + ?", "set<text>")),
    (3, lambda s: s.add("st = st - ?", "set<text>")),
    (4, lambda s: s.add("tu = ?", "tuple<int, text>")),
    (4, lambda s: s.add("s = ?", "int")),
    (3, lambda s: s.add("b = ?", "blob")),
    (3, lambda s: s.add("m = ?", "map<text, int>")),
]
CONDITIONS = [
    (10, lambda s: s.add(f"v {rnd.choice(['=', '!=', '>', '<='])} ?", "int")),
    (5, lambda s: s.add("v IN ?", "list<int>")),
    (5, lambda s: s.add("v IN (?, ?)", "int", "int")),
    (5, lambda s: s.add("m[?] = ?", "text", "int")),
    (4, lambda s: s.add("l[?] = ?", "int", "int")),
    (4, lambda s: s.add("s = ?", "int")),
    (3, lambda s: s.add("tu = ?", "tuple<int, text>")),
    (3, lambda s: s.add("l = ?", "list<int>")),
    (3, lambda s: s.add("m[?] IN ?", "text", "list<int>")),
]


def conditions(s):
    r = rnd.random()
    if r < 0.15:
        s.add(" IF EXISTS")
    elif r < 0.35:
        s.add(" IF ")
        pick(CONDITIONS, s)
        if rnd.random() < 0.3:
            s.add(" AND ")
            pick(CONDITIONS, s)


def update():
    s = Statement().add("UPDATE mk.t")
    using(s)
    s.add(" SET ")
    for i in range(rnd.randint(1, 2)):
        if i:
            s.add(", ")
        pick(ASSIGNMENTS, s)
    if rnd.random() < 0.1:
        s.add(" WHERE k = ? AND k2 = ? AND c IN ? AND c2 = ?", "int", "text", "list<int>", "bigint")
    else:
        row_key(s)
    conditions(s)
    return s


def delete():
    s = Statement().add("DELETE")
    targets = rnd.sample(["v", "l", "st", "m", "s"], rnd.choice([0, 0, 1, 1, 2]))
    s.add(" " + ", ".join(targets) if targets else "")
    r = rnd.random()
    if r < 0.15:
        s.add("," if targets else "").add(" l[?]", "int")
    elif r < 0.3:
        s.add("," if targets else "").add(" m[?]", "text")
    s.add(" FROM mk.t")
    if rnd.random() < 0.2:
        s.add(" USING TIMESTAMP ?", "usingts")
    r = rnd.random()
    if r < 0.7:
        row_key(s)
    elif r < 0.85:
        s.add(" WHERE k = ? AND k2 = ?", "int", "text")
    else:
        s.add(" WHERE k = ? AND k2 = ? AND c > ?", "int", "text", "int")
    conditions(s)
    return s


def batch():
    s = Statement().add("BEGIN " + rnd.choice(["", "UNLOGGED "]) + "BATCH")
    if rnd.random() < 0.3:
        s.add(" USING TIMESTAMP ?", "usingts")
    s.add(" ")
    for _ in range(rnd.randint(1, 3)):
        inner = rnd.choice([insert, update, delete])()
        s.add(inner.text(), *inner.kinds)
        s.add("; ")
    s.add("APPLY BATCH")
    return s


def counter():
    s = Statement()
    r = rnd.random()
    if r < 0.6:
        s.add("UPDATE mk.ct SET n = n " + rnd.choice(["+", "-"]) + " ? WHERE k = ?", "bigint", "int")
    elif r < 0.8:
        s.add("SELECT n FROM mk.ct WHERE k IN ?", "list<int>")
    else:
        s.add("UPDATE mk.ct USING TIMESTAMP ? SET n = n + ? WHERE k = ?", "usingts", "bigint", "int")
    return s


def line():
    s = rnd.choices([select, insert, update, delete, batch, counter], [35, 20, 25, 10, 5, 5])[0]()
    statement = s.text()
    if rnd.random() < 0.3:
        return "PREPARE " + statement
    if not s.kinds:
        return statement
    return " ;; ".join([statement] + [value(kind) for kind in s.kinds])


out = [f"DROP KEYSPACE IF EXISTS {KS}",
       f"CREATE KEYSPACE {KS} WITH replication = {{'class': 'SimpleStrategy', 'replication_factor': 1}}",
       f"CREATE TABLE {KS}.t (k int, k2 text, c int, c2 bigint, s int static, v int, t text, b blob, bo boolean,"
       " l list<int>, st set<text>, m map<text, int>, tu frozen<tuple<int, text>>, ts timestamp,"
       " PRIMARY KEY ((k, k2), c, c2))",
       f"CREATE TABLE {KS}.ct (k int PRIMARY KEY, n counter)"]
out.extend(line() for _ in range(n))
out.extend([f"SELECT * FROM {KS}.t", f"SELECT * FROM {KS}.ct"])
print("\n".join(out))
