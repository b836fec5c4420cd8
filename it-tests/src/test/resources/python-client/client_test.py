"""The DataStax Python driver, unchanged, against a WCS server.

Each check runs in order and prints "ok <name>"; the first failure prints "FAILED <name>" with its
traceback and ends the run with status 1.
Usage: python3 client_test.py <port> [--login <user> <password>] [--tls <CA certificate, PEM>]
"""
import datetime
import os
import decimal
import ipaddress
import ssl
import struct
import sys
import traceback
import uuid

from cassandra import AlreadyExists, InvalidRequest, ProtocolVersion
from cassandra.auth import PlainTextAuthProvider
from cassandra.cluster import (EXEC_PROFILE_DEFAULT, Cluster, ExecutionProfile,
                               NoHostAvailable)
from cassandra.concurrent import execute_concurrent_with_args
from cassandra.cqlengine import columns, connection, management
from cassandra.cqlengine.models import Model
from cassandra.policies import DCAwareRoundRobinPolicy, TokenAwarePolicy
from cassandra.protocol import SyntaxException
from cassandra.query import UNSET_VALUE, BatchStatement, BatchType, SimpleStatement
from cassandra.util import Date, Duration, Time

# cqlengine warns that schema management will need this set; the checks manage their schema
os.environ['CQLENG_ALLOW_SCHEMA_MANAGEMENT'] = '1'

port = int(sys.argv[1])
flags = sys.argv[2:]
user, password = flags[flags.index('--login') + 1:][:2] if '--login' in flags else (None, None)
ssl_context = None
if '--tls' in flags:
    # the server's certificate, trusted as its own authority
    ssl_context = ssl.create_default_context(cafile=flags[flags.index('--tls') + 1])
    ssl_context.check_hostname = False

checks = []


def check(function):
    checks.append(function)
    return function


def connect(protocol_version=None, password_given=None, **options):
    """A cluster object as an application makes one: token-aware in datacenter1."""
    profile = ExecutionProfile(
        load_balancing_policy=TokenAwarePolicy(DCAwareRoundRobinPolicy(local_dc='datacenter1')))
    login = password_given or password
    if protocol_version is not None:
        options['protocol_version'] = protocol_version
    return Cluster(
        ['127.0.0.1'],
        port=port,
        execution_profiles={EXEC_PROFILE_DEFAULT: profile},
        auth_provider=PlainTextAuthProvider(user, login) if user else None,
        ssl_context=ssl_context,
        **options)


def refusal(statement, parameters=None):
    """Runs a statement and returns the server's error, failing if it answered."""
    try:
        session.execute(statement, parameters)
    except Exception as error:  # noqa: BLE001 - the error is what the check looks at
        return error
    raise AssertionError('expected an error from: %s' % statement)


class Address(object):
    def __init__(self, street=None, zip=None):
        self.street = street
        self.zip = zip


cluster = connect()
session = None


@check
def connects_with_protocol_v5_and_reads_the_node_from_system_local():
    global session
    session = cluster.connect()
    assert cluster.protocol_version == ProtocolVersion.V5, cluster.protocol_version
    hosts = cluster.metadata.all_hosts()
    assert [h.endpoint.address for h in hosts] == ['127.0.0.1'], hosts
    assert hosts[0].datacenter == 'datacenter1'
    assert hosts[0].release_version == '5.0.2'
    local = session.execute('SELECT release_version, data_center FROM system.local').one()
    assert local.release_version == '5.0.2'
    assert local.data_center == 'datacenter1'
    assert 'system_schema' in cluster.metadata.keyspaces


@check
def creates_a_keyspace_a_type_and_tables_and_sees_them_in_its_metadata():
    session.execute('DROP KEYSPACE IF EXISTS pyk')
    session.execute("CREATE KEYSPACE pyk WITH replication ="
                    " {'class': 'SimpleStrategy', 'replication_factor': 1}")
    session.execute('CREATE TYPE pyk.address (street text, zip int)')
    session.execute(
        'CREATE TABLE pyk.everything (k text, c int, v text, n bigint, d decimal, vi varint,'
        ' u uuid, tu timeuuid, ts timestamp, dt date, tm time, du duration, b blob, bo boolean,'
        ' f float, db double, ip inet, sm smallint, ti tinyint, an ascii, s set<text>,'
        ' l list<int>, m map<text, int>, tp tuple<int, text>, a frozen<address>,'
        ' vec vector<float, 3>, PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)')
    session.execute('CREATE TABLE pyk.counts (k int PRIMARY KEY, n counter)')
    keyspace = cluster.metadata.keyspaces['pyk']
    assert keyspace.replication_strategy.replication_factor == 1
    table = keyspace.tables['everything']
    assert [c.name for c in table.partition_key] == ['k']
    assert [c.name for c in table.clustering_key] == ['c']
    assert table.clustering_key[0].is_reversed
    assert len(table.columns) == 26, list(table.columns)
    assert table.columns['m'].cql_type == 'map<text, int>'
    assert table.columns['vec'].cql_type == 'vector<float, 3>', table.columns['vec'].cql_type
    address = keyspace.user_types['address']
    assert list(zip(address.field_names, address.field_types)) == [('street', 'text'),
                                                                   ('zip', 'int')]


@check
def recreates_a_table_from_the_cql_its_metadata_exports():
    exported = cluster.metadata.keyspaces['pyk'].tables['counts'].export_as_string()
    assert exported.startswith('CREATE TABLE pyk.counts (\n    k int PRIMARY KEY,\n    n counter\n)')
    session.execute('DROP TABLE pyk.counts')
    session.execute(exported)
    assert cluster.metadata.keyspaces['pyk'].tables['counts'].export_as_string() == exported


@check
def reads_indexes_and_materialized_views_from_the_schema():
    session.execute('CREATE INDEX by_v ON pyk.everything (v)')
    session.execute('CREATE INDEX by_m_keys ON pyk.everything (keys(m))')
    session.execute("CREATE INDEX by_n ON pyk.everything (n) USING 'sai'")
    session.execute(
        'CREATE MATERIALIZED VIEW pyk.by_text AS SELECT k, c, v FROM pyk.everything'
        ' WHERE k IS NOT NULL AND c IS NOT NULL AND v IS NOT NULL PRIMARY KEY (v, k, c)')
    keyspace = cluster.metadata.keyspaces['pyk']
    table = keyspace.tables['everything']
    indexes = sorted((i.name, i.kind, i.index_options.get('target'))
                     for i in table.indexes.values())
    assert indexes == [('by_m_keys', 'COMPOSITES', 'keys(m)'), ('by_n', 'CUSTOM', 'n'),
                       ('by_v', 'COMPOSITES', 'v')], indexes
    assert "CREATE CUSTOM INDEX by_n ON pyk.everything (n) USING 'sai'" in \
        table.indexes['by_n'].export_as_string()
    view = keyspace.views['by_text']
    assert view.base_table_name == 'everything'
    assert view.where_clause == 'k IS NOT NULL AND c IS NOT NULL AND v IS NOT NULL'
    assert [c.name for c in view.partition_key] == ['v']
    assert [c.name for c in view.clustering_key] == ['k', 'c']
    assert 'by_text' in table.views


EVERY_TYPE = {
    'k': 'p1',
    'c': 1,
    'v': 'h\u00e9llo',
    'n': 9007199254740993,
    'd': decimal.Decimal('-123.4560'),
    'vi': 123456789012345678901234567890,
    'u': uuid.UUID('65a8874b-5136-4ca0-8cef-6ff875a25979'),
    'tu': uuid.UUID('36d13ac0-ef06-11f1-9aaa-486bfb86d67f'),
    'ts': datetime.datetime(2023, 11, 14, 22, 13, 20, 123000),
    'dt': Date(datetime.date(2024, 2, 29)),
    'tm': Time('12:34:56.789012345'),
    'du': Duration(1, 2, 3 * 3600 * 10**9 + 4),
    'b': b'\x00\x01\xfe\xff',
    'bo': True,
    'f': 1.5,
    'db': -2.25e300,
    'ip': '2001:db8::1',
    'sm': -32768,
    'ti': 127,
    'an': 'plain',
    's': {'a', 'b'},
    'l': [3, 1, 2],
    'm': {'x': 1, 'y': 2},
    'tp': (7, 'seven'),
    'a': Address('Main', 12345),
}


@check
def binds_and_reads_back_every_type_through_prepared_statements():
    cluster.register_user_type('pyk', 'address', Address)
    names = list(EVERY_TYPE)
    insert = session.prepare('INSERT INTO pyk.everything (%s) VALUES (%s)'
                             % (', '.join(names), ', '.join('?' * len(names))))
    session.execute(insert, list(EVERY_TYPE.values()))
    select = session.prepare('SELECT * FROM pyk.everything WHERE k = ? AND c = ?')
    row = session.execute(select, ('p1', 1)).one()._asdict()
    for name, expected in EVERY_TYPE.items():
        actual = row[name]
        if name == 'a':
            assert (actual.street, actual.zip) == ('Main', 12345), vars(actual)
        elif name == 'ip':
            assert ipaddress.ip_address(actual) == ipaddress.ip_address(expected), actual
        elif name == 's':
            assert set(actual) == expected, actual
        elif name == 'm':
            assert dict(actual) == expected, actual
        else:
            assert actual == expected, '%s: %r is not %r' % (name, actual, expected)


@check
def writes_a_vector_as_its_custom_type_bytes():
    # driver 3.25 predates vector<>: it sees the column as the custom type Cassandra names it
    floats = struct.pack('>3f', 1.0, 2.5, -3.0)
    session.execute("UPDATE pyk.everything SET vec = [1.0, 2.5, -3.0] WHERE k = 'p1' AND c = 1")
    result = session.execute("SELECT vec FROM pyk.everything WHERE k = 'p1' AND c = 1")
    assert result.one().vec == floats, result.one().vec
    assert result.column_types[0].cass_parameterized_type() == \
        'org.apache.cassandra.db.marshal.VectorType(FloatType, 3)'


@check
def binds_named_values_and_takes_an_unset_value_as_no_change():
    update = session.prepare('UPDATE pyk.everything SET v = :v, n = :n WHERE k = :k AND c = :c')
    session.execute(update, {'k': 'p1', 'c': 1, 'v': 'named', 'n': UNSET_VALUE})
    row = session.execute("SELECT v, n FROM pyk.everything WHERE k = 'p1' AND c = 1").one()
    assert (row.v, row.n) == ('named', EVERY_TYPE['n'])


@check
def runs_many_statements_at_once_on_one_connection():
    insert = session.prepare('INSERT INTO pyk.everything (k, c, v) VALUES (?, ?, ?)')
    results = execute_concurrent_with_args(
        session, insert, [('p2', i, 'v%d' % i) for i in range(200)], concurrency=50)
    assert all(success for success, _ in results)
    count = session.execute("SELECT count(*) FROM pyk.everything WHERE k = 'p2'").one().count
    assert count == 200


@check
def pages_through_a_partition_with_paging_states_and_iteration():
    select = session.prepare('SELECT c FROM pyk.everything WHERE k = ?')
    select.fetch_size = 70
    seen, pages, paging_state = [], 0, None
    while True:
        page = session.execute(select, ['p2'], paging_state=paging_state)
        seen.extend(row.c for row in page.current_rows)
        pages += 1
        paging_state = page.paging_state
        if paging_state is None:
            break
    assert pages == 3, pages
    assert seen == list(range(199, -1, -1))
    assert [row.c for row in session.execute(select, ['p2'])] == seen


@check
def carries_a_result_larger_than_one_protocol_v5_segment():
    # v5 frames travel in segments of at most 128 KiB: this row takes several
    big = bytes(range(256)) * 2048
    session.execute(session.prepare("UPDATE pyk.everything SET b = ? WHERE k = 'p7' AND c = 1"),
                    [big])
    assert session.execute("SELECT b FROM pyk.everything WHERE k = 'p7'").one().b == big


@check
def runs_logged_unlogged_and_counter_batches():
    batch = BatchStatement(BatchType.LOGGED)
    batch.add(session.prepare('INSERT INTO pyk.everything (k, c, v) VALUES (?, ?, ?)'),
              ('p3', 1, 'b1'))
    batch.add(SimpleStatement('UPDATE pyk.everything SET v = %s WHERE k = %s AND c = %s'),
              ('b2', 'p3', 2))
    session.execute(batch)
    unlogged = BatchStatement(BatchType.UNLOGGED)
    unlogged.add("INSERT INTO pyk.everything (k, c, v) VALUES ('p3', 3, 'b3')")
    session.execute(unlogged)
    assert session.execute("SELECT count(*) FROM pyk.everything WHERE k = 'p3'").one().count == 3
    counters = BatchStatement(BatchType.COUNTER)
    add = session.prepare('UPDATE pyk.counts SET n = n + ? WHERE k = ?')
    counters.add(add, (5, 1))
    counters.add(add, (-2, 1))
    session.execute(counters)
    assert session.execute('SELECT n FROM pyk.counts WHERE k = 1').one().n == 3


@check
def answers_lightweight_transactions_with_applied_and_the_existing_row():
    insert = session.prepare('INSERT INTO pyk.everything (k, c, v) VALUES (?, ?, ?) IF NOT EXISTS')
    assert session.execute(insert, ('p4', 1, 'first')).was_applied
    lost = session.execute(insert, ('p4', 1, 'second'))
    assert not lost.was_applied
    assert lost.one().v == 'first'
    update = session.execute(
        "UPDATE pyk.everything SET v = 'third' WHERE k = 'p4' AND c = 1 IF v = 'first'")
    assert update.was_applied


@check
def writes_with_the_client_timestamp_it_sends():
    stamped = connect(timestamp_generator=lambda: 1600000000000000)
    try:
        stamped.connect().execute("INSERT INTO pyk.everything (k, c, v) VALUES ('p5', 1, 't')")
    finally:
        stamped.shutdown()
    row = session.execute("SELECT writetime(v) AS w FROM pyk.everything WHERE k = 'p5'").one()
    assert row.w == 1600000000000000, row.w


@check
def reads_and_writes_json():
    session.execute(session.prepare('INSERT INTO pyk.everything JSON ?'),
                    ['{"k": "p6", "c": 2, "l": [4, 5]}'])
    row = session.execute("SELECT JSON k, c, l FROM pyk.everything WHERE k = 'p6'").one()
    assert row[0] == '{"k": "p6", "c": 2, "l": [4, 5]}', row


@check
def reports_cassandras_errors():
    assert isinstance(refusal('SELEC 1'), SyntaxException)
    filtering = refusal('SELECT * FROM pyk.everything WHERE bo = true')
    assert isinstance(filtering, InvalidRequest) and 'ALLOW FILTERING' in str(filtering)
    exists = refusal('CREATE TABLE pyk.counts (k int PRIMARY KEY)')
    assert isinstance(exists, AlreadyExists)
    assert (exists.keyspace, exists.table) == ('pyk', 'counts')
    wrong_type = refusal("SELECT * FROM pyk.everything WHERE k = 1")
    assert isinstance(wrong_type, InvalidRequest), wrong_type


@check
def returns_warnings_with_the_rows():
    future = session.execute_async('SELECT count(*) FROM pyk.everything')
    future.result()
    assert future.warnings == ['Aggregation query used without partition key'], future.warnings


@check
def routes_a_partition_to_its_replica_by_token():
    replicas = cluster.metadata.get_replicas('pyk', b'p1')
    assert [h.endpoint.address for h in replicas] == ['127.0.0.1'], replicas
    select = session.prepare('SELECT v FROM pyk.everything WHERE k = ? AND c = ?')
    bound = select.bind(('p1', 1))
    assert bound.routing_key == b'p1'
    future = session.execute_async(bound)
    future.result()
    assert future.coordinator_host.endpoint.address == '127.0.0.1'
    assert len(cluster.metadata.token_map.ring) == 1


@check
def traces_a_query_on_request():
    result = session.execute("SELECT * FROM pyk.everything WHERE k = 'p3'", trace=True)
    trace = result.get_query_trace(max_wait_sec=10)
    assert str(trace.coordinator) == '127.0.0.1'
    assert trace.request_type == 'Execute CQL3 query'
    assert trace.events, 'the trace has events'


@check
def refreshes_its_metadata_after_a_schema_change_and_agrees_on_the_schema():
    session.execute('ALTER TABLE pyk.counts ADD other counter')
    assert 'other' in cluster.metadata.keyspaces['pyk'].tables['counts'].columns
    assert cluster.control_connection.wait_for_schema_agreement()


@check
def uses_a_keyspace_given_to_the_session():
    in_keyspace = cluster.connect('pyk')
    row = in_keyspace.execute("SELECT v FROM everything WHERE k = 'p3' AND c = 1").one()
    assert row.v == 'b1'
    in_keyspace.shutdown()


@check
def speaks_protocol_v4_with_lz4_and_snappy_compression():
    for compression in ('lz4', 'snappy'):
        compressed = connect(protocol_version=ProtocolVersion.V4, compression=compression)
        try:
            v4 = compressed.connect('pyk')
            assert compressed.protocol_version == 4
            rows = list(v4.execute("SELECT c, v FROM everything WHERE k = 'p2' LIMIT 100"))
            assert [r.c for r in rows] == list(range(199, 99, -1)), compression
            v4.execute(v4.prepare('INSERT INTO everything (k, c, v) VALUES (?, ?, ?)'),
                       ('p8', 1, compression))
            assert v4.execute("SELECT v FROM everything WHERE k = 'p8'").one().v == compression
        finally:
            compressed.shutdown()


@check
def speaks_protocol_v3_as_cassandra_does():
    old = connect(protocol_version=3)
    try:
        v3 = old.connect('pyk')
        assert old.protocol_version == 3
        # date, time, smallint and tinyint, which v3 predates, travel as their custom types
        insert = v3.prepare('INSERT INTO everything (k, c, dt, tm, sm, ti) VALUES (?, ?, ?, ?, ?, ?)')
        v3.execute(insert, ('p10', 1, EVERY_TYPE['dt'], EVERY_TYPE['tm'], 7, -7))
        row = v3.execute("SELECT dt, tm, sm, ti FROM everything WHERE k = 'p10' AND c = 1").one()
        assert tuple(row) == (EVERY_TYPE['dt'], EVERY_TYPE['tm'], 7, -7), row
        select = SimpleStatement("SELECT c FROM everything WHERE k = 'p2'", fetch_size=30)
        assert [r.c for r in v3.execute(select)] == list(range(199, -1, -1))
        # no warnings in v3, and a function's failure is an invalid request naming it
        future = v3.execute_async('SELECT count(*) FROM everything')
        future.result()
        assert future.warnings is None, future.warnings
        try:
            v3.execute("SELECT 1 / 0 FROM everything WHERE k = 'p1' AND c = 1")
        except InvalidRequest as error:
            assert "ERROR FUNCTION_FAILURE: the operation 'int / int' failed" in str(error), error
        else:
            raise AssertionError('1 / 0 was answered')
    finally:
        old.shutdown()


@check
def compresses_protocol_v5_segments_with_lz4():
    compressed = connect(compression='lz4')
    try:
        v5 = compressed.connect('pyk')
        assert compressed.protocol_version == ProtocolVersion.V5
        big = bytes(range(256)) * 3000
        v5.execute(v5.prepare("UPDATE everything SET b = ? WHERE k = 'p9' AND c = 1"), [big])
        assert v5.execute("SELECT b FROM everything WHERE k = 'p9'").one().b == big
    finally:
        compressed.shutdown()


class Reading(Model):
    __keyspace__ = 'pyk'
    sensor = columns.Text(partition_key=True)
    at = columns.DateTime(primary_key=True, clustering_order='DESC')
    value = columns.Double()
    tags = columns.Set(columns.Text)


@check
def syncs_and_queries_a_cqlengine_model():
    connection.register_connection('wcs', session=session, default=True)
    management.sync_table(Reading)
    start = datetime.datetime(2024, 1, 1)
    for minute in range(5):
        Reading.create(sensor='s1', at=start + datetime.timedelta(minutes=minute),
                       value=minute / 2, tags={'m%d' % minute})
    latest = Reading.objects(sensor='s1').limit(2)
    assert [r.value for r in latest] == [2.0, 1.5]
    assert Reading.objects(sensor='s1', at__lt=start + datetime.timedelta(minutes=2)).count() == 2
    management.sync_table(Reading)  # again: nothing to change
    table = cluster.metadata.keyspaces['pyk'].tables['reading']
    assert [c.name for c in table.primary_key] == ['sensor', 'at']


if user:
    @check
    def refuses_a_wrong_password():
        intruder = connect(password_given='not ' + password)
        try:
            intruder.connect()
        except NoHostAvailable as error:
            cause = list(error.errors.values())[0]
            assert 'AuthenticationFailed' in type(cause).__name__ or \
                'Bad credentials' in str(cause), repr(cause)
        else:
            raise AssertionError('a wrong password connected')
        finally:
            intruder.shutdown()


def main():
    try:
        for body in checks:
            name = body.__name__.replace('_', ' ')
            try:
                body()
            except Exception:  # noqa: BLE001 - every failure ends the run with its traceback
                print('FAILED %s' % name)
                traceback.print_exc(file=sys.stdout)
                return 1
            print('ok %s' % name)
        return 0
    finally:
        cluster.shutdown()


sys.exit(main())
