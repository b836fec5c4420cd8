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


PARTITIONS = [
    (60, "k = ? AND k2 = ?", "int", "text"),
    (10, "k IN ? AND k2 = ?", "list<int>", "text"),
    (8, "k = ? AND k2 IN (?, ?)", "int", "text", "text"),
    (6, "k2 = ? AND k IN (?, ?)", "text", "int", "int"),
    (6, ["token(k, k2) > ?", "token(k, k2) <= ?", "token(k, k2) >= ?"], "token"),
    (5, "k = ?", "int"),
    (5, "k = 1 AND k2 = ?", "text"),
]
CLUSTERING = [
    (20, "c = ?", "int"),
    (10, ["c > ?", "c < ?", "c >= ?", "c <= ?"], "int"),
    (8, "c IN ?", "list<int>"),
    (8, "c = ? AND c2 = ?", "int", "bigint"),
    (8, ["(c, c2) > (?, ?)", "(c, c2) <= (?, ?)", "(c, c2) = (?, ?)"], "int", "bigint"),
    (5, "(c, c2) = ?", "tuple<int, bigint>"),
    (5, "(c, c2) IN ((?, ?), (?, ?))", "int", "bigint", "int", "bigint"),
    (5, "(c, c2) IN ?", "list<tuple<int, bigint>>"),
    (5, "(c, c2) > ?", "tuple<int, bigint>"),
    (4, "c2 = ?", "bigint"),
    (4, "c = ? AND c2 IN ?", "int", "list<int>"),
]
FILTERS = [
    (10, ["v = ?", "v > ?", "v < ?", "v != ?"], "int"),
    (5, "v IN ?", "list<int>"),
    (5, "l CONTAINS ?", "int"),
    (5, "m CONTAINS KEY ?", "text"),
    (5, "m CONTAINS ?", "int"),
    (5, "m[?] = ?", "text", "int"),
    (5, "st CONTAINS ?", "text"),
    (4, "tu = ?", "tuple<int, text>"),
    (4, "s = ?", "int"),
    (4, "t IN ?", "list<text>"),
    (3, "bo = ?", "boolean"),
    (3, "ts > ?", "timestamp"),
]
SELECTIONS = [
    (30, "*"),
    (10, "k, k2, c, c2, v"),
    (8, "v, (int) ?", "int"),
    (6, "k, blob_as_int(?)", "blob"),
    (6, "token(k, k2), c"),
    (6, "count(*)"),
    (5, "l, m, st, tu"),
    (5, "v + (int) ?", "int"),
    (4, "DISTINCT k, k2, s"),
    (4, "k, (text) ? AS x", "text"),
    (3, "JSON k, c, v"),
    (3, "max(v), min(c2)"),
    (3, ["[v, ?]", "(list<int>)[?, v]", "collection_count([?, 1])", "{c, ?}"], "int"),
    (3, ["(tuple<int, text>)(v, ?)", "(map<text, int>){?: v}", "[t, ?]"], "text"),
]


def pick(choices, s):
    """Adds to s one of choices, (weight, text or texts to choose from, kinds of its markers...),
    each drawn in proportion to its weight."""
    r = rnd.random() * sum(choice[0] for choice in choices)
    for choice in choices:
        if r < choice[0]:
            break
        r -= choice[0]
    text = choice[1] if isinstance(choice[1], str) else rnd.choice(choice[1])
    s.add(text, *choice[2:])


def select():
    s = Statement().add("SELECT ")
    pick(SELECTIONS, s)
    s.add(" FROM mk.t WHERE ")
    pick(PARTITIONS, s)
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
    (10, "v = ?", "int"),
    (5, "t = ?", "text"),
    (5, "l = l + ?", "list<int>"),
    (4, "l = ? + l", "list<int>"),
    (4, "l = l - ?", "list<int>"),
    (5, "l[?] = ?", "int", "int"),
    (5, "m[?] = ?", "text", "int"),
    (4, "m = m + ?", "map<text, int>"),
    (4, "m = m - ?", "set<text>"),
    (4, "st = st + ?", "set<text>"),
    (3, "st = st - ?", "set<text>"),
    (4, "tu = ?", "tuple<int, text>"),
    (4, "s = ?", "int"),
    (3, "b = ?", "blob"),
    (3, "m = ?", "map<text, int>"),
]
CONDITIONS = [
    (10, ["v = ?", "v != ?", "v > ?", "v <= ?"], "int"),
    (5, "v IN ?", "list<int>"),
    (5, "v IN (?, ?)", "int", "int"),
    (5, "m[?] = ?", "text", "int"),
    (4, "l[?] = ?", "int", "int"),
    (4, "s = ?", "int"),
    (3, "tu = ?", "tuple<int, text>"),
    (3, "l = ?", "list<int>"),
    (3, "m[?] IN ?", "text", "list<int>"),
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
