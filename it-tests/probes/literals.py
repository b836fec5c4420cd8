#!/usr/bin/env python3
"""Random constants of every kind written to columns of every type (INSERT, UPDATE and WHERE), edge
values and wrong kinds alike, each row read back: what each type takes from each literal and what
it refuses, in Cassandra's words.
usage: literals.py SEED COUNT > probe.cql"""
from common import start, weighted
rnd, n, out = start("lt")
out.append("DROP TABLE IF EXISTS l;")
TYPES = {"a": "ascii", "t": "text", "ti": "tinyint", "si": "smallint", "i": "int", "bi": "bigint",
         "vi": "varint", "de": "decimal", "f": "float", "d": "double", "bo": "boolean", "b": "blob",
         "ts": "timestamp", "dt": "date", "tm": "time", "u": "uuid", "tu": "timeuuid", "ip": "inet",
         "du": "duration"}
out.append("CREATE TABLE l (k int PRIMARY KEY, " + ", ".join(f"{c} {t}" for c, t in TYPES.items()) + ");")
LITERALS = [
    "0", "-1", "1", "127", "128", "-129", "32768", "2147483647", "2147483648", "-2147483649",
    "9223372036854775807", "9223372036854775808", "123456789012345678901234567890", "007", "-0",
    "1.5", "-0.0", "1e3", "1E-3", "1.0e309", "3.4028235E38", "3.5E38", "NaN", "-NaN", "Infinity",
    "-Infinity", "true", "FALSE", "0x", "0x00", "0xff", "0x0102030405060708", "0xabc",
    "''", "'x'", "'é'", "' 1'", "'1 '", "'1'", "'-1'", "'1.5'", "'true'", "'yes'",
    "'2024-03-01'", "'2024-03-01 10:11:12'", "'2024-03-01T10:11:12Z'", "'2024-03-01 10:11:12+0200'",
    "'2024-03-01 10:11:12.1234'", "'10:11:12'", "'10:11:12.123456789'", "'24:00:00'", "'1970-01-01'",
    "'-0001-01-01'", "'+10000-01-01'", "'1900-02-29'", "'2024-02-30'", "'0.0.0.0'", "'::1'",
    "'256.1.1.1'", "'localhost'", "'1.2.3'",
    "6ab09bec-e68e-48d9-a5f8-97e6fb4c9b47", "d2177dd0-eaa2-11de-a572-001b779c76e3",
    "'6ab09bec-e68e-48d9-a5f8-97e6fb4c9b47'", "'d2177dd0-eaa2-11de-a572-001b779c76e3'",
    "1h30m", "-2d", "P1D", "PT1H", "P1Y2M", "1mo", "1y2mo3w4d5h6m7s8ms9us10ns", "'1h'", "'P1D'",
    "9223372036854775807ns", "1.5h", "1µs", "1us",
]


def value():
    return rnd.choice(LITERALS)


for _ in range(n):
    k = rnd.randint(0, 5)
    c = rnd.choice(list(TYPES))
    out.append(weighted(rnd,
                        (45, lambda: f"INSERT INTO l (k, {c}) VALUES ({k}, {value()});"),
                        (20, lambda: f"UPDATE l SET {c} = {value()} WHERE k = {k};"),
                        (15, lambda: f"SELECT k, {c} FROM l WHERE {c} = {value()} ALLOW FILTERING;"),
                        (5, lambda: f"SELECT k, {c} FROM l WHERE k = {k} AND {c} > {value()} ALLOW FILTERING;"),
                        (15, lambda: f"SELECT k, {c}, CAST({c} AS text) FROM l WHERE k = {k};")))
out.append("SELECT * FROM l;")
print("\n".join(out))
