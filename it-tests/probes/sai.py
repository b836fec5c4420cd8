#!/usr/bin/env python3
"""Random queries through storage-attached indexes only: text with the analyzer options
(case_sensitive, normalize, ascii), numbers, timestamps and uuids by equality and ranges,
collections by CONTAINS, CONTAINS KEY and entries, static, clustering and partition key columns,
several indexes at once, beside partition and clustering restrictions, filtered columns, IN,
LIMIT, PER PARTITION LIMIT, DISTINCT and aggregates; with writes between them that move indexed
values.
usage: sai.py SEED COUNT > probe.cql"""
import random
from common import start, weighted, optional, emit, conjunction
rnd, n, out = start("sx")
out.append("DROP TABLE IF EXISTS t;")
out.append("CREATE TABLE t (p int, q text, c int, d int, s int static, ss text static, v int,"
           " bi bigint, f float, txt text, ci text, no text, asci text, ts timestamp, u uuid,"
           " l list<int>, st set<text>, m map<text, int>, fl frozen<list<int>>, w int,"
           " PRIMARY KEY ((p, q), c, d));")
for name, column, options in [
        ("t_v", "v", ""), ("t_bi", "bi", ""), ("t_f", "f", ""), ("t_txt", "txt", ""),
        ("t_ci", "ci", " WITH OPTIONS = {'case_sensitive': 'false'}"),
        ("t_no", "no", " WITH OPTIONS = {'normalize': 'true'}"),
        ("t_asci", "asci", " WITH OPTIONS = {'ascii': 'true', 'case_sensitive': 'false'}"),
        ("t_ts", "ts", ""), ("t_u", "u", ""), ("t_l", "l", ""), ("t_st", "st", ""),
        ("t_mk", "keys(m)", ""), ("t_mv", "values(m)", ""), ("t_me", "entries(m)", ""),
        ("t_fl", "full(fl)", ""), ("t_s", "s", ""), ("t_ss", "ss", ""), ("t_c", "c", ""),
        ("t_d", "d", ""), ("t_q", "q", "")]:
    out.append(f"CREATE CUSTOM INDEX {name} ON t ({column}) USING 'StorageAttachedIndex'{options};")
drnd = random.Random(9)
WORDS = ["a", "A", "b", "Ab", "ab", "é", "e\u0301", "É", "x y", ""]
UUIDS = ["00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000002",
         "5a1c395e-b41f-11e5-9f22-ba0be0483c18"]


def word(r):
    return "'" + r.choice(WORDS) + "'"


def row(r):
    return (f"INSERT INTO t (p, q, c, d, s, ss, v, bi, f, txt, ci, no, asci, ts, u, l, st, m, fl, w)"
            f" VALUES ({r.randint(0, 2)}, '{r.choice('xy')}', {r.randint(0, 3)}, {r.randint(0, 2)},"
            f" {r.randint(0, 2)}, {word(r)}, {r.choice(['null', str(r.randint(-2, 4))])},"
            f" {r.choice(['-5', '0', '3000000000', '7'])}, {r.choice(['0.5', '-1.25', '2.0', 'NaN'])},"
            f" {word(r)}, {word(r)}, {word(r)}, {word(r)},"
            f" {r.choice(['0', '1000', '2000', 'null'])}, {r.choice(UUIDS)},"
            f" [{r.randint(0, 3)}, {r.randint(0, 3)}], {{{word(r)}}},"
            f" {{{word(r)}: {r.randint(0, 2)}}}, [{r.randint(0, 2)}], {r.randint(0, 3)});")


for _ in range(40):
    out.append(row(drnd))


def index_relation():
    return weighted(rnd,
                    (8, lambda: f"v {rnd.choice(['=', '>', '>=', '<', '<='])} {rnd.randint(-2, 4)}"),
                    (3, lambda: f"v > {rnd.randint(-2, 1)} AND v < {rnd.randint(1, 4)}"),
                    (3, lambda: f"bi {rnd.choice(['=', '>', '<'])} {rnd.choice(['0', '3000000000', '-5'])}"),
                    (3, lambda: f"f {rnd.choice(['=', '>', '<='])} {rnd.choice(['0.5', '2', '-1.25', 'NaN'])}"),
                    (4, lambda: f"txt = {word(rnd)}"),
                    (4, lambda: f"ci = {word(rnd)}"),
                    (4, lambda: f"no = {word(rnd)}"),
                    (4, lambda: f"asci = {word(rnd)}"),
                    (2, lambda: f"txt > {word(rnd)}"),
                    (3, lambda: f"ts {rnd.choice(['=', '>', '<'])} {rnd.choice(['0', '1000', '2000'])}"),
                    (2, lambda: f"u = {rnd.choice(UUIDS)}"),
                    (2, lambda: f"u > {rnd.choice(UUIDS)}"),
                    (4, lambda: f"l CONTAINS {rnd.randint(0, 3)}"),
                    (4, lambda: f"st CONTAINS {word(rnd)}"),
                    (3, lambda: f"m CONTAINS KEY {word(rnd)}"),
                    (3, lambda: f"m CONTAINS {rnd.randint(0, 2)}"),
                    (3, lambda: f"m[{word(rnd)}] = {rnd.randint(0, 2)}"),
                    (2, lambda: f"fl = [{rnd.randint(0, 2)}]"),
                    (3, lambda: f"s {rnd.choice(['=', '>'])} {rnd.randint(0, 2)}"),
                    (2, lambda: f"ss = {word(rnd)}"),
                    (3, lambda: f"c {rnd.choice(['=', '>', '<'])} {rnd.randint(0, 3)}"),
                    (2, lambda: f"d = {rnd.randint(0, 2)}"),
                    (2, lambda: f"q = '{rnd.choice('xyz')}'"),
                    (1, lambda: f"v IN ({rnd.randint(0, 3)}, {rnd.randint(0, 3)})"),
                    (1, lambda: f"v != 1"),
                    (1, lambda: f"l CONTAINS KEY 0"),
                    (1, lambda: f"txt LIKE 'a%'"))


def other_relation():
    return weighted(rnd,
                    (6, lambda: f"p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}'"),
                    (4, lambda: f"p = {rnd.randint(0, 2)}"),
                    (3, lambda: f"w = {rnd.randint(0, 3)}"),
                    (3, lambda: f"p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}' AND c = {rnd.randint(0, 3)}"),
                    (2, lambda: f"token(p, q) > {rnd.choice(['0', '-3000000000000000000'])}"),
                    (2, lambda: f"p IN (0, 1) AND q = '{rnd.choice('xy')}'"),
                    (12, index_relation))


def where():
    return conjunction(rnd, index_relation, other_relation)


SELECTIONS = ["p, q, c, d", "*", "count(*)", "p, q, c, d, v, txt", "p, q, s", "DISTINCT p, q",
              "max(v), min(txt)", "p, q, c, d, ci, no, asci"]


def statement():
    return weighted(rnd,
                    (70, lambda: f"SELECT {rnd.choice(SELECTIONS)} FROM t WHERE {where()}"
                                 f"{optional(rnd, ' PER PARTITION LIMIT 1', 0.05)}"
                                 f"{optional(rnd, ' LIMIT 3', 0.1)}{optional(rnd, ' ALLOW FILTERING', 0.4)};"),
                    (12, lambda: row(rnd)),
                    (6, lambda: f"UPDATE t SET {rnd.choice(['v', 'txt', 'ci', 'bi'])} = {rnd.choice(['null', '1', '3'] if rnd.random() < 0.5 else ['null'])} WHERE p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}' AND c = {rnd.randint(0, 3)} AND d = {rnd.randint(0, 2)};"),
                    (3, lambda: f"UPDATE t SET ci = {word(rnd)}, no = {word(rnd)} WHERE p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}' AND c = {rnd.randint(0, 3)} AND d = {rnd.randint(0, 2)};"),
                    (4, lambda: f"DELETE FROM t WHERE p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}'{optional(rnd, f' AND c = {rnd.randint(0, 3)}', 0.6)};"),
                    (4, lambda: f"UPDATE t SET l = l + [{rnd.randint(0, 4)}], st = st + {{{word(rnd)}}}, m[{word(rnd)}] = {rnd.randint(0, 2)} WHERE p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}' AND c = {rnd.randint(0, 3)} AND d = {rnd.randint(0, 2)};"),
                    (2, lambda: f"UPDATE t SET s = {rnd.randint(0, 2)}, ss = {word(rnd)} WHERE p = {rnd.randint(0, 2)} AND q = '{rnd.choice('xy')}';"))


emit(out, n, statement)
