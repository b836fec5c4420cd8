#!/usr/bin/env python3
"""Random statements on counter tables: increments and decrements of one or several counters,
static counters (no deletes: a counter incremented after its deletion is a documented difference,
docs/cassandra-differences.md), what counters refuse (assignment, INSERT, TTL,
timestamps, conditions, other columns), and reads with filters, aggregates and functions.
usage: counters.py SEED COUNT > probe.cql"""
from common import start, weighted, emit
rnd, n, out = start("cn")
out.append("DROP TABLE IF EXISTS c;")
out.append("CREATE TABLE c (p int, k int, a counter, b counter, s counter static, PRIMARY KEY (p, k));")


def upto(high):
    return rnd.randint(0, high)


def delta():
    return weighted(rnd,
                    (70, lambda: f"{rnd.choice(['a', 'b', 's'])} = {rnd.choice(['a', 'b', 's'])} {rnd.choice('+-')} {rnd.randint(-3, 5)}"),
                    (10, lambda: f"a = a + {rnd.choice(['9223372036854775807', '-9223372036854775808', '1.5', chr(39) + '1' + chr(39), 'null', '?'])}"),
                    (10, lambda: f"{rnd.choice(['a', 'b'])} = {rnd.randint(0, 3)}"),
                    (5, lambda: f"a = {rnd.randint(0, 3)} + a"),
                    (5, lambda: "a = a + 1, b = b - 1"))


def where():
    return weighted(rnd,
                    (70, lambda: f"p = {upto(2)} AND k = {upto(3)}"),
                    (10, lambda: f"p = {upto(2)}"),
                    (10, lambda: f"p IN ({upto(2)}, {upto(2)}) AND k = {upto(3)}"),
                    (10, lambda: f"p = {upto(2)} AND k IN ({upto(3)}, {upto(3)})"))


def write():
    return weighted(rnd,
                    (55, lambda: f"UPDATE c{rnd.choice(['', '', '', ' USING TTL 5', ' USING TIMESTAMP 5'])} SET {delta()} WHERE {where()}{rnd.choice(['', '', '', '', ' IF EXISTS', ' IF a = 1'])};"),
                    (5, lambda: f"INSERT INTO c (p, k, a) VALUES ({upto(2)}, {upto(3)}, 1);"),
                    (10, lambda: f"BEGIN {rnd.choice(['COUNTER ', '', 'UNLOGGED '])}BATCH UPDATE c SET {delta()} WHERE {where()}; UPDATE c SET {delta()} WHERE {where()}; APPLY BATCH;"))


def read():
    return weighted(rnd,
                    (30, lambda: "SELECT p, k, a, b, s FROM c;"),
                    (15, lambda: f"SELECT {rnd.choice(['sum(a)', 'max(b)', 'avg(a)', 'count(a)', 'min(s)', 'sum(a) + 1'])} FROM c WHERE p = {upto(2)};"),
                    (15, lambda: f"SELECT p, k FROM c WHERE {rnd.choice(['a', 'b', 's'])} {rnd.choice(['=', '>', '<=', 'IN'])} {rnd.choice(['1', '(1, 2)', '0'])} ALLOW FILTERING;"),
                    (10, lambda: f"SELECT {rnd.choice(['writetime(a)', 'ttl(a)', 'CAST(a AS text)', 'a + b', '-a', 'toJson(a)', 'abs(a)', 'CAST(a AS int)'])} FROM c WHERE p = {upto(2)};"),
                    (10, lambda: f"SELECT JSON p, k, a, s FROM c WHERE p = {upto(2)};"),
                    (10, lambda: f"SELECT DISTINCT p, s FROM c;"),
                    (10, lambda: f"SELECT p, k, a FROM c WHERE p = {upto(2)} AND k > {upto(3)} ORDER BY k DESC;"))


def statement():
    return weighted(rnd, (60, write), (40, read))


emit(out, n, statement, "SELECT p, k, a, b, s FROM c;")
