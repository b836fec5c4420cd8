#!/usr/bin/env python3
"""Random schema changes on a few tables, types, indexes and views: CREATE and DROP with and without
IF [NOT] EXISTS, ALTER TABLE ADD, DROP, RENAME and WITH, ALTER TYPE, and DESCRIBE and writes and
reads between them, so that what each change leaves is compared too.
usage: ddl.py SEED COUNT > probe.cql"""
from common import optional, start, weighted, emit
rnd, n, out = start("dd")
for v in ("v1", "v2"):
    out.append(f"DROP MATERIALIZED VIEW IF EXISTS {v};")
for t in ("t1", "t2", "t3"):
    out.append(f"DROP TABLE IF EXISTS {t};")
for u in ("u2", "u1"):
    out.append(f"DROP TYPE IF EXISTS {u};")

TABLES = ["t1", "t2", "t3"]
COLUMNS = ["a", "b", "c", "d", "e"]
TYPES = ["int", "text", "bigint", "set<int>", "list<text>", "map<int, text>", "frozen<u1>",
         "u1", "tuple<int, text>", "duration", "counter", "blob", "varint", "timestamp"]
OPTIONS = ["comment = 'x'", "gc_grace_seconds = 10", "default_time_to_live = 5",
           "caching = {'keys': 'NONE'}", "compaction = {'class': 'LeveledCompactionStrategy'}",
           "compression = {'enabled': 'false'}", "bloom_filter_fp_chance = 0.1",
           "speculative_retry = '99p'", "nope = 1", "cdc = true", "memtable_flush_period_in_ms = 60000",
           "read_repair = 'NONE'", "crc_check_chance = 0.5", "id = 5b6962dd-3f90-4c93-8f61-eabfa4a803e2"]


def ine():
    return optional(rnd, " IF NOT EXISTS", 0.4)


def ie():
    return optional(rnd, " IF EXISTS", 0.4)


def create_table():
    t = rnd.choice(TABLES)
    cols = rnd.sample(COLUMNS, rnd.randint(1, 4))
    defs = ", ".join(f"{c} {rnd.choice(TYPES)}{' static' if rnd.random() < 0.1 else ''}" for c in cols)
    key = weighted(rnd,
                   (40, lambda: "PRIMARY KEY (k)"),
                   (35, lambda: "PRIMARY KEY (k, ck)"),
                   (15, lambda: "PRIMARY KEY ((k, ck))"),
                   (10, lambda: "PRIMARY KEY (k, ck, " + cols[0] + ")"))
    opts = ""
    if "ck" in key and rnd.random() < 0.3:
        opts = f" WITH CLUSTERING ORDER BY (ck {rnd.choice(['DESC', 'ASC'])})"
    if rnd.random() < 0.3:
        opts += (" AND " if opts else " WITH ") + rnd.choice(OPTIONS)
    return f"CREATE TABLE{ine()} {t} (k int, ck int, {defs}, {key}){opts};"


def alter_table():
    t = rnd.choice(TABLES)
    c = rnd.choice(COLUMNS + ["k", "ck", "f"])
    return weighted(rnd,
                    (35, lambda: f"ALTER TABLE{ie()} {t} ADD{ine()} {c} {rnd.choice(TYPES)}{' static' if rnd.random() < 0.1 else ''};"),
                    (30, lambda: f"ALTER TABLE{ie()} {t} DROP{ie()} {c};"),
                    (15, lambda: f"ALTER TABLE{ie()} {t} RENAME{ie()} {c} TO {rnd.choice(COLUMNS + ['ck', 'z'])};"),
                    (20, lambda: f"ALTER TABLE{ie()} {t} WITH {rnd.choice(OPTIONS)};"))


def types():
    return weighted(rnd,
                    (40, lambda: f"CREATE TYPE{ine()} {rnd.choice(['u1', 'u2'])} (x int, y {rnd.choice(['text', 'frozen<u1>', 'list<int>'])});"),
                    (30, lambda: f"DROP TYPE{ie()} {rnd.choice(['u1', 'u2'])};"),
                    (30, lambda: f"ALTER TYPE{ie()} {rnd.choice(['u1', 'u2'])} {rnd.choice(['ADD z int', 'ADD x text', 'RENAME x TO w', 'RENAME y TO x', 'ADD IF NOT EXISTS y int'])};"))


def index():
    t = rnd.choice(TABLES)
    c = rnd.choice(COLUMNS + ["ck"])
    target = weighted(rnd, (60, lambda: c), (15, lambda: f"values({c})"), (10, lambda: f"keys({c})"),
                      (10, lambda: f"entries({c})"), (5, lambda: f"full({c})"))
    using = " USING 'StorageAttachedIndex'" if rnd.random() < 0.4 else ""
    return weighted(rnd,
                    (60, lambda: f"CREATE {'CUSTOM ' if using else ''}INDEX{ine()} {rnd.choice(['i1', 'i2', ''])} ON {t} ({target}){using};".replace("INDEX  ON", "INDEX ON").replace("EXISTS  ON", "EXISTS ON")),
                    (40, lambda: f"DROP INDEX{ie()} {rnd.choice(['i1', 'i2', t + '_' + c + '_idx'])};"))


def view():
    t = rnd.choice(TABLES)
    v = rnd.choice(["v1", "v2"])
    c = rnd.choice(COLUMNS)
    return weighted(rnd,
                    (60, lambda: f"CREATE MATERIALIZED VIEW{ine()} {v} AS SELECT * FROM {t} WHERE {c} IS NOT NULL AND k IS NOT NULL{' AND ck IS NOT NULL' if rnd.random() < 0.7 else ''} PRIMARY KEY ({c}, k{', ck' if rnd.random() < 0.6 else ''});"),
                    (40, lambda: f"DROP MATERIALIZED VIEW{ie()} {v};"))


def use():
    t = rnd.choice(TABLES)
    return weighted(rnd,
                    (30, lambda: f"INSERT INTO {t} (k, ck, {rnd.choice(COLUMNS)}) VALUES ({rnd.randint(0, 2)}, {rnd.randint(0, 2)}, {rnd.choice(['1', chr(39) + 'x' + chr(39), '{1}', 'null'])});"),
                    (30, lambda: f"SELECT * FROM {t};"),
                    (25, lambda: f"DESCRIBE TABLE {t};"),
                    (15, lambda: f"DROP TABLE{ie()} {t};"))


def statement():
    return weighted(rnd, (25, create_table), (25, alter_table), (10, types), (12, index),
                    (8, view), (20, use))


emit(out, n, statement)
