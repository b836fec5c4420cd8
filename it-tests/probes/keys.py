#!/usr/bin/env python3
"""Random writes and reads of tables keyed by every type that can be a key: a clustering column of
each type, in ascending and descending order, and a partition key of each type. Values are drawn
from each type's edges (zero and negative zero, NaN and infinities, decimals of several scales,
the ends of each range, empty strings and blobs, IPv4 and IPv6, uuid versions, nested frozen
collections, tuples and UDTs with nulls), so the rows' order, slices, IN and token scans show
whether WCS's byte-comparable keys sort and compare as Cassandra's comparators do.
usage: keys.py SEED COUNT > probe.cql"""
from common import emit, start, weighted

rnd, n, out = start("kx")

VALUES = {
    "tinyint": ["-128", "-1", "0", "1", "127", "5"],
    "smallint": ["-32768", "-2", "0", "3", "32767"],
    "int": ["-2147483648", "-1", "0", "1", "2147483647", "100"],
    "bigint": ["-9223372036854775808", "-1", "0", "1", "9223372036854775807", "4294967296"],
    "varint": ["-170141183460469231731687303715884105728", "-256", "-255", "-129", "-128", "-1",
               "0", "1", "127", "128", "255", "256", "65536", "18446744073709551616"],
    "decimal": ["-1E+3", "-1.5", "-0.001", "0", "0.0", "0.00", "1", "1.0", "1.00", "1.5", "10",
                "1E+1", "1E-10", "123456789012345678901234567890.5", "-0.0"],
    "float": ["-Infinity", "-3.4e38", "-1.5", "-0.0", "0.0", "1.4e-45", "1.5", "3.4e38",
              "Infinity", "NaN"],
    "double": ["-Infinity", "-1.7e308", "-2.5", "-0.0", "0.0", "4.9e-324", "2.5", "1.7e308",
               "Infinity", "NaN"],
    "boolean": ["false", "true"],
    "text": ["''", "'a'", "'A'", "'ab'", "'b'", "'é'", "'z'", "'~'", "'\u00ff'", "'日本'", "'a b'"],
    "ascii": ["''", "'a'", "'B'", "'b'", "'ab'", "'~'", "' '"],
    "blob": ["0x", "0x00", "0x0000", "0x01", "0x7f", "0x80", "0xff", "0xff00"],
    "inet": ["'0.0.0.0'", "'1.2.3.4'", "'127.0.0.1'", "'255.255.255.255'", "'::'", "'::1'",
             "'fe80::1'", "'ffff::'", "'::ffff:1.2.3.4'"],
    "date": ["'-5877641-06-23'", "'1969-12-31'", "'1970-01-01'", "'2024-02-29'",
             "'5881580-07-11'", "0", "2147483648", "4294967295"],
    "time": ["'00:00:00'", "'00:00:00.000000001'", "'12:00:00'", "'23:59:59.999999999'"],
    "timestamp": ["-9223372036854775808", "-1", "0", "1", "'2024-01-01 00:00:00+0000'",
                  "9223372036854775807"],
    "uuid": ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff",
             "00000000-0000-1000-8000-000000000000", "10000000-0000-1000-8000-000000000000",
             "00000000-0001-1000-8000-000000000000", "00000000-0000-4000-8000-000000000000",
             "f0000000-0000-4000-8000-000000000000", "00000000-0000-2000-0000-000000000000",
             "ffffffff-ffff-1fff-bfff-ffffffffffff"],
    "timeuuid": ["00000000-0000-1000-8000-000000000000", "10000000-0000-1000-8000-000000000000",
                 "00000000-0001-1000-8000-000000000000", "00000000-0000-1001-8000-000000000000",
                 "00000000-0000-1000-0000-000000000000", "00000000-0000-1000-ff00-000000000000",
                 "00000000-0000-1000-8000-000000000001", "ffffffff-ffff-1fff-bfff-ffffffffffff",
                 "d2177dd0-eaa2-11de-a572-001b779c76e3"],
    "frozen<list<int>>": ["[]", "[0]", "[-1]", "[0, 0]", "[1]", "[0, 1]", "[1, 0]"],
    "frozen<set<text>>": ["{}", "{''}", "{'a'}", "{'a', 'b'}", "{'b'}"],
    "frozen<map<int, text>>": ["{}", "{0: ''}", "{0: 'a'}", "{0: 'a', 1: 'b'}", "{1: ''}"],
    "frozen<tuple<int, text>>": ["(0, 'a')", "(0, '')", "(-1, 'z')", "(0, null)", "(null, 'a')",
                                 "(1, 'a')"],
    "frozen<pair>": ["{a: 0, b: 'a'}", "{a: 0}", "{b: 'a'}", "{a: -1, b: ''}", "{a: 1, b: 'a'}",
                     "{}"],
}
TYPES = list(VALUES)
NAMES = {t: "t_" + "".join(ch if ch.isalnum() else "_" for ch in t) for t in TYPES}

for t in TYPES:
    for suffix in "adp":
        out.append(f"DROP TABLE IF EXISTS {NAMES[t]}_{suffix};")
out.append("DROP TYPE IF EXISTS pair;")
out.append("CREATE TYPE pair (a int, b text);")
for t in TYPES:
    for order, suffix in (("ASC", "a"), ("DESC", "d")):
        out.append(f"CREATE TABLE {NAMES[t]}_{suffix} (p int, c {t}, v int, PRIMARY KEY (p, c))"
                   f" WITH CLUSTERING ORDER BY (c {order});")
    out.append(f"CREATE TABLE {NAMES[t]}_p (k {t}, c int, v int, PRIMARY KEY (k, c));")


def value(t):
    return rnd.choice(VALUES[t])


def clustered_table(t):
    return f"{NAMES[t]}_{rnd.choice('ad')}"


def write():
    t = rnd.choice(TYPES)
    return weighted(rnd,
        (6, lambda: f"INSERT INTO {clustered_table(t)} (p, c, v) VALUES"
                    f" ({rnd.randint(0, 2)}, {value(t)}, {rnd.randint(0, 99)});"),
        (3, lambda: f"INSERT INTO {NAMES[t]}_p (k, c, v) VALUES"
                    f" ({value(t)}, {rnd.randint(0, 1)}, {rnd.randint(0, 99)});"),
        (1, lambda: f"DELETE FROM {clustered_table(t)} WHERE p = {rnd.randint(0, 2)}"
                    f" AND c {rnd.choice(['=', '>', '<=', '>='])} {value(t)};"))


def slice_relation(t):
    return weighted(rnd,
        (4, lambda: f"c {rnd.choice(['=', '>', '<', '>=', '<='])} {value(t)}"),
        (2, lambda: f"c > {value(t)} AND c <= {value(t)}"),
        (2, lambda: f"c IN ({', '.join(value(t) for _ in range(rnd.randint(1, 4)))})"),
        (1, lambda: f"(c) >= ({value(t)})"))


def read():
    t = rnd.choice(TYPES)
    return weighted(rnd,
        (5, lambda: f"SELECT c, v FROM {clustered_table(t)} WHERE p = {rnd.randint(0, 2)}"
                    f" AND {slice_relation(t)}{rnd.choice(['', ' ORDER BY c DESC', ' ORDER BY c ASC'])};"),
        (2, lambda: f"SELECT p, c FROM {clustered_table(t)} WHERE p = {rnd.randint(0, 2)}"
                    f"{rnd.choice(['', ' ORDER BY c DESC'])};"),
        (1, lambda: f"SELECT p, c, v FROM {clustered_table(t)} WHERE {slice_relation(t)}"
                    " ALLOW FILTERING;"),
        (2, lambda: f"SELECT k, c, v FROM {NAMES[t]}_p WHERE k = {value(t)};"),
        (1, lambda: f"SELECT k, c FROM {NAMES[t]}_p WHERE k IN ({value(t)}, {value(t)});"),
        (1, lambda: f"SELECT token(k), k, c FROM {NAMES[t]}_p;"),
        (1, lambda: f"SELECT k, c FROM {NAMES[t]}_p WHERE k {rnd.choice(['>', '<'])} {value(t)}"
                    " ALLOW FILTERING;"),
        (1, lambda: f"SELECT max(c), min(c) FROM {clustered_table(t)} WHERE p = {rnd.randint(0, 2)};"))


def statement():
    return write() if rnd.random() < 0.55 else read()


final = []
for t in TYPES:
    final.append(f"SELECT p, c, v FROM {NAMES[t]}_a;")
    final.append(f"SELECT p, c, v FROM {NAMES[t]}_d;")
    final.append(f"SELECT token(k), k, c, v FROM {NAMES[t]}_p;")
emit(out, n, statement, *final)
