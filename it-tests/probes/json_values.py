#!/usr/bin/env python3
"""Random JSON in and out: INSERT JSON with every kind of JSON value for every column type
(numbers as strings and as numbers, text for numbers, nested collections, tuples, user types,
nulls, unknown and differently cased keys), DEFAULT NULL and DEFAULT UNSET, fromJson in values and
conditions, and SELECT JSON and toJson of what was stored.
usage: json_values.py SEED COUNT > probe.cql"""
import json
from common import start, weighted, optional, emit
rnd, n, out = start("js")
out.append("DROP TABLE IF EXISTS j;")
out.append("DROP TYPE IF EXISTS pt;")
out.append("CREATE TYPE pt (x int, \"Y\" text);")
out.append("CREATE TABLE j (k int PRIMARY KEY, i int, bi bigint, vi varint, de decimal, f float,"
           " d double, t text, a ascii, b blob, bo boolean, ts timestamp, dt date, tm time,"
           " u uuid, tu timeuuid, ip inet, du duration, sm smallint, ti tinyint,"
           " l list<int>, s set<text>, m map<int, text>, tp frozen<tuple<int, text>>, p frozen<pt>,"
           " nm map<text, frozen<list<int>>>, \"Cased\" int);")
VALUES = {
    "i": [1, -2, "3", "x", 1.5, 2147483648, None, True, "", " 4"],
    "bi": [9223372036854775807, "12", -1, 1.0, "1e3"],
    "vi": [123456789012345678901234567890, "-5", 0, 1.5],
    "de": [1.25, "3.50", "1e-3", 10, "abc", 1e400],
    "f": [1.5, "2.5", "NaN", 3, "-Infinity", 1e40],
    "d": [0.1, "1e308", "Infinity", 7, "x"],
    "t": ["abc", 5, "", "é", True, None, [1]],
    "a": ["abc", "é", 1],
    "b": ["0x0102", "0x", "ab", 7, "0X0A"],
    "bo": [True, False, "true", "FALSE", 1, "yes"],
    "ts": ["2020-01-01", "2020-01-01 10:00:00+0000", 1577836800000, "1577836800000", "bad", -1],
    "dt": ["2020-01-01", 18262, "18262", "2147483648", "-1"],
    "tm": ["10:00:00", "10:00:00.123456789", 36000000000000, "25:00:00"],
    "u": ["00000000-0000-0000-0000-000000000001", "xyz", 5],
    "tu": ["50554d6e-29bb-11e5-b345-feff819cdc9f", "00000000-0000-0000-0000-000000000001"],
    "ip": ["127.0.0.1", "::1", "1.2.3", 5],
    "du": ["1h", "P1D", "1mo2d", 5, "-1s", "x"],
    "sm": [32767, 32768, "7", -1],
    "ti": [127, 128, "-128", 1.0],
    "l": [[1, 2], [], ["3"], [None], "[1]", [1.5], {"a": 1}],
    "s": [["a", "b"], ["a", "a"], [], [1], "x", [None]],
    "m": [{"1": "a"}, {"x": "a"}, {}, {"2": None}, [1], {"3": 4}],
    "tp": [[1, "a"], [1], [1, "a", 2], [None, None], "(1, 'a')", []],
    "p": [{"x": 1, "Y": "a"}, {"x": 1, "y": "a"}, {"\"Y\"": "b"}, {"z": 1}, {}, [1, "a"]],
    "nm": [{"a": [1, 2]}, {"a": None}, {"a": [None]}, {"a": "[1]"}],
    "Cased": [1, "2"],
}
COLUMNS = list(VALUES)


def value(column):
    return rnd.choice(VALUES[column])


def key_name(column):
    if column == "Cased":
        return rnd.choice(['"\\"Cased\\""', '"cased"', '"Cased"'])
    return json.dumps(rnd.choice([column, column, column.upper()]))


def document():
    cols = rnd.sample(COLUMNS, rnd.randint(1, 3))
    parts = [f'"k": {rnd.randint(0, 3)}']
    for c in cols:
        parts.append(f"{key_name(c)}: {json.dumps(value(c))}")
    if rnd.random() < 0.05:
        parts.append('"nope": 1')
    return "{" + ", ".join(parts) + "}"


def cql_text(text):
    return "'" + text.replace("'", "''") + "'"


def statement():
    c = rnd.choice(COLUMNS)
    quoted = '"Cased"' if c == "Cased" else c
    return weighted(rnd,
                    (40, lambda: f"INSERT INTO j JSON {cql_text(document())}"
                                 f"{rnd.choice(['', '', ' DEFAULT NULL', ' DEFAULT UNSET'])}"
                                 f"{optional(rnd, ' IF NOT EXISTS', 0.05)};"),
                    (14, lambda: f"UPDATE j SET {quoted} = fromJson({cql_text(json.dumps(value(c)))}) WHERE k = {rnd.randint(0, 3)};"),
                    (4, lambda: f"UPDATE j SET i = 1 WHERE k = {rnd.randint(0, 3)} IF {quoted} = fromJson({cql_text(json.dumps(value(c)))});"),
                    (20, lambda: f"SELECT JSON k, {quoted} FROM j WHERE k = {rnd.randint(0, 3)};"),
                    (10, lambda: f"SELECT k, toJson({quoted}) FROM j;"),
                    (4, lambda: "SELECT JSON * FROM j;"),
                    (4, lambda: f"SELECT JSON k, {quoted} AS \"{rnd.choice(['x', 'X y', 'k'])}\" FROM j WHERE k = 1;"),
                    (4, lambda: f"SELECT k FROM j WHERE {quoted} = fromJson({cql_text(json.dumps(value(c)))}) ALLOW FILTERING;"))


emit(out, n, statement, "SELECT JSON * FROM j;")
