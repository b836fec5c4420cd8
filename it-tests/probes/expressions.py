#!/usr/bin/env python3
"""Random selectors over columns of every native type: arithmetic with columns and literals of
mixed types, casts, the math, conversion, collection, masking and time functions, toJson, and
aggregates of them; SELECT JSON; and INSERT JSON of documents whose values are of the right type
or not.
usage: expressions.py SEED COUNT > probe.cql"""
from common import start, weighted, emit
rnd, n, out = start("ex")
out.append("DROP TABLE IF EXISTS e;")
out.append("CREATE TABLE e (k int PRIMARY KEY, ti tinyint, si smallint, i int, bi bigint, vi varint,"
           " de decimal, f float, d double, t text, a ascii, b blob, bo boolean, ts timestamp,"
           " dt date, tm time, u uuid, ip inet, du duration, li list<int>, se set<text>,"
           " ma map<text, int>, tup tuple<int, text>);")
ROWS = [
    "0, 0, 0, 0, 0, 0, 0.0, 0.0, 0.0, '', '', 0x, false, 0, '1970-01-01', '00:00:00', "
    "00000000-0000-0000-0000-000000000000, '0.0.0.0', 0s, [], {}, {}, (0, '')",
    "1, 1, 2, 3, 4, 5, 6.5, 7.25, 8.125, 'abc', 'xyz', 0x0102, true, '2024-03-01 10:11:12+0000', "
    "'2024-03-01', '10:11:12.123456789', 6ab09bec-e68e-48d9-a5f8-97e6fb4c9b47, '10.1.2.3', "
    "1h30m, [3, 1, 2], {'b', 'a'}, {'x': 1, 'y': -2}, (7, 'seven')",
    "2, -128, -32768, -2147483648, -9223372036854775808, -123456789012345678901234567890, "
    "-1.5E+3, -3.5, -1.0E300, 'Zürich', 'A', 0xff, false, '1969-12-31 23:59:59.999+0000', "
    "'1900-01-01', '23:59:59.999999999', 6ab09bec-e68e-48d9-a5f8-97e6fb4c9b48, '::1', -2d, "
    "[-1], {''}, {'': 0}, (-1, null)",
    "3, 127, 32767, 2147483647, 9223372036854775807, 99999999999999999999, 0.001, NaN, "
    "Infinity, 'it''s', 'q', 0x00, true, '2038-01-19 03:14:07+0000', '2262-04-11', "
    "'12:00:00', 6ab09bec-e68e-48d9-a5f8-97e6fb4c9b49, '192.168.0.255', 1mo2d3h, "
    "[2147483647, 1], {'zz', 'a'}, {'m': 2147483647, 'n': 1}, (null, 'x')",
    "4, null, null, null, null, null, null, null, -Infinity, null, null, null, null, null, "
    "null, null, null, null, null, null, null, null, null",
]
COLUMNS = "k, ti, si, i, bi, vi, de, f, d, t, a, b, bo, ts, dt, tm, u, ip, du, li, se, ma, tup"
for ts, row in enumerate(ROWS):
    out.append(f"INSERT INTO e ({COLUMNS}) VALUES ({row}) USING TIMESTAMP {1000 + ts};")

NUMERIC = ["ti", "si", "i", "bi", "vi", "de", "f", "d"]
NUMBER_LITERALS = ["1", "0", "-1", "2147483647", "9223372036854775807", "1.5", "-0.0",
                   "1e10", "NaN", "Infinity", "(tinyint)3", "(smallint)-2", "(bigint)5",
                   "(varint)7", "(decimal)2.5", "(float)1.5", "(double)0.1"]
TYPES = ["tinyint", "smallint", "int", "bigint", "varint", "decimal", "float", "double", "text",
         "ascii", "boolean", "timestamp", "date", "time", "blob", "uuid", "inet", "duration",
         "counter"]
ALL = COLUMNS.split(", ")


def numeric():
    return weighted(rnd, (70, lambda: rnd.choice(NUMERIC)), (30, lambda: rnd.choice(NUMBER_LITERALS)))


def arithmetic():
    op = rnd.choice(["+", "-", "*", "/", "%"])
    return weighted(rnd,
                    (80, lambda: f"{numeric()} {op} {numeric()}"),
                    (10, lambda: f"-{rnd.choice(NUMERIC)}"),
                    (10, lambda: f"{rnd.choice(NUMERIC)} {op} {numeric()} {rnd.choice('+-*/%')} {numeric()}"),
                    )


def time_arithmetic():
    return weighted(rnd,
                    (40, lambda: f"{rnd.choice(['ts', 'dt'])} {rnd.choice('+-')} {rnd.choice(['1d', '2h', '1mo', '-3m', 'du'])}"),
                    (30, lambda: f"{rnd.choice(['ts', 'dt'])} {rnd.choice('+-')} {rnd.choice(['i', '1', 'tm'])}"),
                    (30, lambda: f"{rnd.choice(['tm', 'du', 'dt'])} {rnd.choice('+-*/')} {rnd.choice(['1d', 'tm', '2'])}"))


def function():
    col = rnd.choice(ALL)
    return weighted(rnd,
                    (12, lambda: f"{rnd.choice(['abs', 'exp', 'log', 'log10', 'round'])}({rnd.choice(NUMERIC + ['t', 'bo'])})"),
                    (12, lambda: f"CAST({col} AS {rnd.choice(TYPES)})"),
                    (10, lambda: f"toJson({col})"),
                    (10, lambda: f"{rnd.choice(TYPES[:-1])}AsBlob({col})"),
                    (8, lambda: f"blobAs{rnd.choice(['Int', 'Bigint', 'Text', 'Boolean', 'Tinyint', 'Smallint', 'Float', 'Ascii'])}({rnd.choice(['b', col])})"),
                    (10, lambda: f"{rnd.choice(['map_keys', 'map_values', 'collection_count', 'collection_min', 'collection_max', 'collection_sum', 'collection_avg'])}({rnd.choice(['li', 'se', 'ma', col])})"),
                    (10, lambda: f"{rnd.choice(['mask_null', 'mask_default', 'mask_hash'])}({col})"),
                    (6, lambda: f"mask_replace({col}, {rnd.choice(['0', chr(39) + 'x' + chr(39), '(bigint)1', 'null'])})"),
                    (6, lambda: f"{rnd.choice(['mask_inner', 'mask_outer'])}({rnd.choice(['t', 'a', col])}, {rnd.randint(0, 3)}, {rnd.randint(0, 3)}{rnd.choice(['', ', ' + chr(39) + '#' + chr(39)])})"),
                    (10, lambda: f"{rnd.choice(['toDate', 'toTimestamp', 'toUnixTimestamp'])}({rnd.choice(['ts', 'dt', 'tm', 'u', col])})"),
                    (6, lambda: f"{rnd.choice(['writetime', 'maxwritetime', 'ttl'])}({col})"),
                    (4, lambda: f"token({rnd.choice(['k', '1', 'i'])})"))


def selector():
    return weighted(rnd,
                    (30, arithmetic),
                    (12, time_arithmetic),
                    (45, function),
                    (8, lambda: f"{rnd.choice(['li', 'ma', 'se'])}[{rnd.choice(['0', '1', chr(39) + 'x' + chr(39), chr(39) + 'a' + chr(39)])}]"),
                    (5, lambda: f"(text){rnd.choice(ALL)}"))


def aggregate():
    f = rnd.choice(["min", "max", "sum", "avg", "count"])
    return weighted(rnd,
                    (60, lambda: f"{f}({rnd.choice(ALL)})"),
                    (40, lambda: f"{f}({selector()})"))


def json_value(column):
    literal = {
        "ti": ["1", "\"2\"", "300", "1.5"], "si": ["-3", "\"40000\""], "i": ["5", "\"6\"", "1e2", "null"],
        "bi": ["9223372036854775807", "\"-1\""], "vi": ["123456789012345678901234567890", "\"7\""],
        "de": ["1.25", "\"2.5e3\"", "1e400"], "f": ["1.5", "\"NaN\"", "\"x\""], "d": ["2", "\"Infinity\""],
        "t": ["\"a\\\"b\"", "3", "null"], "a": ["\"plain\"", "\"é\""], "b": ["\"0x0102\"", "\"0102\"", "1"],
        "bo": ["true", "\"false\"", "\"TRUE\"", "1"], "ts": ["0", "\"2024-01-02 03:04:05+0000\"", "\"2024-01-02\""],
        "dt": ["\"2024-01-02\"", "19000", "\"x\""], "tm": ["\"01:02:03\"", "3600000000000"],
        "u": ["\"6ab09bec-e68e-48d9-a5f8-97e6fb4c9b47\"", "\"nope\""], "ip": ["\"127.0.0.1\"", "\"::2\""],
        "du": ["\"1h\"", "\"P1D\"", "5"], "li": ["[1, 2]", "[\"3\"]", "[]", "1"],
        "se": ["[\"b\", \"a\", \"b\"]", "[]"], "ma": ["{\"a\": 1}", "{\"a\": \"2\"}", "{}", "[1]"],
        "tup": ["[1, \"x\"]", "[1]", "[null, null]"]}
    return rnd.choice(literal[column])


def insert_json():
    k = rnd.randint(5, 8)
    chosen = rnd.sample(ALL[1:], rnd.randint(1, 4))
    fields = [f"\"k\": {k}"] + [f"\"{c}\": {json_value(c)}" for c in chosen]
    if rnd.random() < 0.1:
        fields.append("\"nope\": 1")
    doc = "{" + ", ".join(fields) + "}"
    default = rnd.choice(["", "", " DEFAULT UNSET", " DEFAULT NULL"])
    return f"INSERT INTO e JSON '{doc.replace(chr(39), chr(39) * 2)}'{default} USING TIMESTAMP 2000;"


def select():
    where = rnd.choice([f" WHERE k = {rnd.randint(0, 8)}", " WHERE k IN (1, 2, 3)", ""])
    return weighted(rnd,
                    (55, lambda: f"SELECT k, {selector()} FROM e{where};"),
                    (15, lambda: f"SELECT {aggregate()} FROM e{where};"),
                    (15, lambda: f"SELECT JSON k, {rnd.choice([selector(), rnd.choice(ALL)])} FROM e{where};"),
                    (10, lambda: f"SELECT JSON * FROM e WHERE k = {rnd.randint(0, 8)};"),
                    (5, lambda: f"SELECT k, {selector()} AS x, {selector()} FROM e{where};"))


def statement():
    return weighted(rnd, (85, select), (15, insert_json))


emit(out, n, statement)
