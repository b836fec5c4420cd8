#!/usr/bin/env python3
"""Random keyspace statements: CREATE, ALTER and DROP KEYSPACE with good and bad replication maps
and options, with and without IF [NOT] EXISTS, USE, and DESCRIBE and system_schema reads between them.
usage: keyspaces.py SEED COUNT > probe.cql"""
import random
import sys
from common import optional, weighted
rnd = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
NAMES = ["kp1", "kp2", "\"KpQ\""]
out = [f"DROP KEYSPACE IF EXISTS {k};" for k in NAMES]


def replication():
    return weighted(rnd,
                    (30, lambda: f"{{'class': 'SimpleStrategy', 'replication_factor': {rnd.choice(['1', '2', chr(39) + '1' + chr(39), '0', '-1'])}}}"),
                    (25, lambda: f"{{'class': 'NetworkTopologyStrategy', {rnd.choice(['', chr(39) + 'datacenter1' + chr(39) + ': 1, ', chr(39) + 'dc2' + chr(39) + ': 2, '])}{rnd.choice(['', chr(39) + 'replication_factor' + chr(39) + ': 1'])}}}".replace(", }", "}")),
                    (10, lambda: "{'class': 'SimpleStrategy'}"),
                    (10, lambda: f"{{'class': '{rnd.choice(['LocalStrategy', 'Nope', 'org.apache.cassandra.locator.SimpleStrategy', 'EverywhereStrategy'])}', 'replication_factor': 1}}"),
                    (10, lambda: "{'replication_factor': 1}"),
                    (5, lambda: "{'class': 'SimpleStrategy', 'replication_factor': 1, 'x': 2}"),
                    (5, lambda: "{'class': 'NetworkTopologyStrategy', 'datacenter1': 'x'}"),
                    (5, lambda: "{'class': 'NetworkTopologyStrategy', 'datacenter1': '1/1'}"))


def options():
    return weighted(rnd,
                    (70, lambda: ""),
                    (15, lambda: f" AND durable_writes = {rnd.choice(['true', 'false', chr(39) + 'false' + chr(39), '1'])}"),
                    (10, lambda: " AND nope = 1"),
                    (5, lambda: " AND graph_engine = 'Core'"))


def ine():
    return optional(rnd, " IF NOT EXISTS", 0.3)


def ie():
    return optional(rnd, " IF EXISTS", 0.3)


for _ in range(n):
    k = rnd.choice(NAMES)
    out.append(weighted(rnd,
                        (30, lambda: f"CREATE KEYSPACE{ine()} {k} WITH replication = {replication()}{options()};"),
                        (8, lambda: f"CREATE KEYSPACE{ine()} {k} WITH durable_writes = false;"),
                        (20, lambda: f"ALTER KEYSPACE{ie()} {k} WITH replication = {replication()}{options()};"),
                        (5, lambda: f"ALTER KEYSPACE{ie()} {k} WITH durable_writes = {rnd.choice(['true', 'false'])};"),
                        (12, lambda: f"DROP KEYSPACE{ie()} {k};"),
                        (8, lambda: f"DESCRIBE KEYSPACE {k};"),
                        (7, lambda: "SELECT keyspace_name, durable_writes, replication FROM system_schema.keyspaces"
                                    " WHERE keyspace_name IN ('kp1', 'kp2', 'KpQ');"),
                        (5, lambda: f"USE {k};"),
                        (5, lambda: f"CREATE TABLE {k}.t (k int PRIMARY KEY);")))
print("\n".join(out))
