'use strict';
// The DataStax Node.js driver, unchanged, against a WCS server: each check runs in order and prints
// "ok <name>"; the first failure prints "FAILED <name>" with its error and ends the run with status 1.
// Usage: node client-test.js <port> [--login <user> <password>] [--tls <CA certificate, PEM>]
const assert = require('node:assert/strict');
const fs = require('node:fs');
const cassandra = require('cassandra-driver');

const { types } = cassandra;
const [port, ...flags] = process.argv.slice(2);
const login = flags.indexOf('--login');
const [user, password] = login < 0 ? [] : flags.slice(login + 1, login + 3);
const tls = flags.indexOf('--tls');
// the server's certificate, trusted as its own authority: it names 127.0.0.1
const sslOptions = tls < 0 ? undefined : { ca: [fs.readFileSync(flags[tls + 1])] };
const contactPoint = `127.0.0.1:${port}`;
const prepared = { prepare: true };
const checks = [];

function check(name, body) {
  checks.push({ name, body });
}

function connect(options = {}) {
  const authProvider = user ? new cassandra.auth.PlainTextAuthProvider(user, password) : undefined;
  return new cassandra.Client({
    contactPoints: [contactPoint],
    localDataCenter: 'datacenter1',
    authProvider,
    sslOptions,
    ...options,
  });
}

/** Runs `query` and returns the server's error, failing if it answered. */
async function refusal(client, query, params, options) {
  try {
    await client.execute(query, params, options);
  } catch (error) {
    return error;
  }
  assert.fail(`expected an error from: ${query}`);
}

const client = connect();

check('connects and reads the node from system.local', async () => {
  await client.connect();
  assert.deepEqual(client.getState().getConnectedHosts().map((h) => h.address), [contactPoint]);
  assert.equal(client.controlConnection.protocolVersion, types.protocolVersion.v4);
  const host = client.hosts.get(contactPoint);
  assert.equal(host.datacenter, 'datacenter1');
  assert.equal(host.cassandraVersion, '5.0.2');
  const local = (await client.execute('SELECT release_version, data_center FROM system.local')).first();
  assert.equal(local.release_version, '5.0.2');
  assert.equal(local.data_center, 'datacenter1');
});

check('creates a keyspace, a type and tables, and sees them in its schema metadata', async () => {
  await client.execute('DROP KEYSPACE IF EXISTS nk');
  await client.execute("CREATE KEYSPACE nk WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
  await client.execute('CREATE TYPE nk.address (street text, zip int)');
  await client.execute(
    'CREATE TABLE nk.everything (k text, c int, v text, n bigint, d decimal, vi varint, u uuid,' +
      ' tu timeuuid, ts timestamp, dt date, tm time, du duration, b blob, bo boolean, f float,' +
      ' db double, ip inet, s set<text>, l list<int>, m map<text, int>, tp tuple<int, text>,' +
      ' a frozen<address>, vec vector<float, 3>, PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)');
  await client.execute('CREATE TABLE nk.counts (k int PRIMARY KEY, n counter)');
  const keyspace = client.metadata.keyspaces.nk;
  assert.equal(keyspace.strategy, 'org.apache.cassandra.locator.SimpleStrategy');
  assert.deepEqual(keyspace.strategyOptions, { replication_factor: '1' });
  const table = await client.metadata.getTable('nk', 'everything');
  assert.deepEqual(table.partitionKeys.map((c) => c.name), ['k']);
  assert.deepEqual(table.clusteringKeys.map((c) => c.name), ['c']);
  assert.deepEqual(table.clusteringOrder, ['DESC']);
  assert.equal(table.columns.length, 23);
  assert.equal(table.columnsByName.m.type.code, types.dataTypes.map);
  const address = await client.metadata.getUdt('nk', 'address');
  assert.deepEqual(address.fields.map((f) => [f.name, f.type.code]), [['street', types.dataTypes.text], ['zip', types.dataTypes.int]]);
});

check('reads indexes and materialized views from the schema', async () => {
  await client.execute('CREATE INDEX by_v ON nk.everything (v)');
  await client.execute('CREATE INDEX by_m_keys ON nk.everything (keys(m))');
  await client.execute("CREATE INDEX by_n ON nk.everything (n) USING 'sai'");
  await client.execute(
    'CREATE MATERIALIZED VIEW nk.by_text AS SELECT k, c, v FROM nk.everything' +
      ' WHERE k IS NOT NULL AND c IS NOT NULL AND v IS NOT NULL PRIMARY KEY (v, k, c)');
  const table = await client.metadata.getTable('nk', 'everything');
  const indexes = table.indexes.map((i) => [i.name, i.target, i.isCustomKind(), i.options.class_name]);
  assert.deepEqual(indexes.sort(), [
    ['by_m_keys', 'keys(m)', false, undefined],
    ['by_n', 'n', true, 'sai'],
    ['by_v', 'v', false, undefined],
  ]);
  const view = await client.metadata.getMaterializedView('nk', 'by_text');
  assert.equal(view.tableName, 'everything');
  assert.equal(view.whereClause, 'k IS NOT NULL AND c IS NOT NULL AND v IS NOT NULL');
  assert.deepEqual(view.partitionKeys.map((c) => c.name), ['v']);
  assert.deepEqual(view.clusteringKeys.map((c) => c.name), ['k', 'c']);
});

const everyType = {
  k: 'p1',
  c: 1,
  v: 'héllo',
  n: types.Long.fromString('9007199254740993'),
  d: types.BigDecimal.fromString('-123.4560'),
  vi: types.Integer.fromString('123456789012345678901234567890'),
  u: types.Uuid.fromString('65a8874b-5136-4ca0-8cef-6ff875a25979'),
  tu: types.TimeUuid.fromString('36d13ac0-ef06-11f1-9aaa-486bfb86d67f'),
  ts: new Date(1700000000123),
  dt: types.LocalDate.fromString('2024-02-29'),
  tm: types.LocalTime.fromString('12:34:56.789012345'),
  du: types.Duration.fromString('1mo2d3h4ns'),
  b: Buffer.from([0, 1, 254, 255]),
  bo: true,
  f: 1.5,
  db: -2.25e300,
  ip: types.InetAddress.fromString('2001:db8::1'),
  s: ['a', 'b'],
  l: [3, 1, 2],
  m: { x: 1, y: 2 },
  tp: new types.Tuple(7, 'seven'),
  a: { street: 'Main', zip: 12345 },
  vec: new Float32Array([1, 2.5, -3]),
};

check('binds and reads back every type through prepared statements', async () => {
  const names = Object.keys(everyType);
  await client.execute(
    `INSERT INTO nk.everything (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    Object.values(everyType),
    prepared,
  );
  const rs = await client.execute('SELECT * FROM nk.everything WHERE k = ? AND c = ?', ['p1', 1], prepared);
  assert.equal(rs.rowLength, 1);
  const row = rs.first();
  for (const name of names) {
    const expected = everyType[name];
    const actual = row[name];
    if (expected instanceof Float32Array) {
      assert.deepEqual(Array.from(actual), Array.from(expected), name);
    } else if (typeof expected === 'object' && typeof expected.equals === 'function') {
      assert.ok(expected.equals(actual), `${name}: ${actual} is not ${expected}`);
    } else {
      assert.deepEqual(actual, expected, name);
    }
  }
  assert.equal(rs.columns.find((c) => c.name === 'tp').type.code, types.dataTypes.tuple);
});

check('binds named values and reads an unset value as no change', async () => {
  await client.execute('UPDATE nk.everything SET v = :v, n = :n WHERE k = :k AND c = :c',
    { k: 'p1', c: 1, v: 'named', n: types.unset }, prepared);
  const row = (await client.execute("SELECT v, n FROM nk.everything WHERE k = 'p1' AND c = 1")).first();
  assert.equal(row.v, 'named');
  assert.ok(everyType.n.equals(row.n));
});

check('pages through a partition with page states, automatic paging and a stream', async () => {
  const insert = 'INSERT INTO nk.everything (k, c, v) VALUES (?, ?, ?)';
  await Promise.all(Array.from({ length: 24 }, (_, i) => client.execute(insert, ['p2', i, `v${i}`], prepared)));
  const select = 'SELECT c FROM nk.everything WHERE k = ?';
  const seen = [];
  let pageState;
  let pages = 0;
  do {
    const page = await client.execute(select, ['p2'], { prepare: true, fetchSize: 7, pageState });
    assert.ok(page.rowLength <= 7);
    seen.push(...page.rows.map((r) => r.c));
    pageState = page.pageState;
    pages++;
  } while (pageState);
  assert.equal(pages, 4);
  assert.deepEqual(seen, Array.from({ length: 24 }, (_, i) => 23 - i));
  const all = await client.execute(select, ['p2'], { prepare: true, fetchSize: 5, autoPage: true });
  assert.equal(all.rowLength, 5);
  let streamed = 0;
  for await (const row of client.stream(select, ['p2'], { prepare: true, fetchSize: 5 })) {
    assert.equal(row.c, 23 - streamed);
    streamed++;
  }
  assert.equal(streamed, 24);
  let eachRow = 0;
  await new Promise((resolve, reject) =>
    client.eachRow(select, ['p2'], { prepare: true, fetchSize: 10, autoPage: true },
      () => eachRow++, (error) => (error ? reject(error) : resolve())));
  assert.equal(eachRow, 24);
});

check('runs logged and counter batches', async () => {
  await client.batch([
    { query: 'INSERT INTO nk.everything (k, c, v) VALUES (?, ?, ?)', params: ['p3', 1, 'b1'] },
    { query: 'UPDATE nk.everything SET v = ? WHERE k = ? AND c = ?', params: ['b2', 'p3', 2] },
  ], prepared);
  const count = (await client.execute("SELECT count(*) FROM nk.everything WHERE k = 'p3'")).first().count;
  assert.equal(count.toNumber(), 2);
  await client.batch([
    { query: 'UPDATE nk.counts SET n = n + ? WHERE k = ?', params: [types.Long.fromInt(5), 1] },
    { query: 'UPDATE nk.counts SET n = n - ? WHERE k = ?', params: [types.Long.fromInt(2), 1] },
  ], { prepare: true, counter: true });
  const n = (await client.execute('SELECT n FROM nk.counts WHERE k = 1')).first().n;
  assert.equal(n.toNumber(), 3);
});

check('answers lightweight transactions with [applied] and the existing row', async () => {
  const insert = 'INSERT INTO nk.everything (k, c, v) VALUES (?, ?, ?) IF NOT EXISTS';
  assert.equal((await client.execute(insert, ['p4', 1, 'first'], prepared)).wasApplied(), true);
  const lost = await client.execute(insert, ['p4', 1, 'second'], prepared);
  assert.equal(lost.wasApplied(), false);
  assert.equal(lost.first().v, 'first');
  const update = await client.execute("UPDATE nk.everything SET v = 'third' WHERE k = 'p4' AND c = 1 IF v = 'first'");
  assert.equal(update.wasApplied(), true);
});

check('writes with the client timestamp it sends', async () => {
  const timestamp = types.Long.fromString('1600000000000000');
  await client.execute('INSERT INTO nk.everything (k, c, v) VALUES (?, ?, ?)', ['p5', 1, 't'], { prepare: true, timestamp });
  const row = (await client.execute("SELECT writetime(v) AS w FROM nk.everything WHERE k = 'p5' AND c = 1")).first();
  assert.ok(timestamp.equals(row.w));
});

check('reads and writes JSON', async () => {
  await client.execute('INSERT INTO nk.everything JSON ?', ['{"k": "p6", "c": 2, "l": [4, 5]}'], prepared);
  const json = (await client.execute("SELECT JSON k, c, l FROM nk.everything WHERE k = 'p6'")).first()['[json]'];
  assert.equal(json, '{"k": "p6", "c": 2, "l": [4, 5]}');
});

check("reports Cassandra's error codes and messages", async () => {
  const syntax = await refusal(client, 'SELEC 1');
  assert.equal(syntax.code, types.responseErrorCodes.syntaxError);
  const filtering = await refusal(client, 'SELECT * FROM nk.everything WHERE bo = true');
  assert.equal(filtering.code, types.responseErrorCodes.invalid);
  assert.match(filtering.message, /ALLOW FILTERING/);
  const exists = await refusal(client, 'CREATE TABLE nk.counts (k int PRIMARY KEY)');
  assert.equal(exists.code, types.responseErrorCodes.alreadyExists);
  assert.equal(exists.keyspace, 'nk');
  assert.equal(exists.table, 'counts');
  const wrongType = await refusal(client, 'SELECT * FROM nk.everything WHERE k = ?', [1], prepared);
  assert.match(wrongType.message, /string|text|Invalid/i);
});

check('returns warnings with the rows', async () => {
  const rs = await client.execute('SELECT count(*) FROM nk.everything');
  assert.deepEqual(rs.info.warnings, ['Aggregation query used without partition key']);
});

check('routes a partition to its replica by token', async () => {
  const replicas = client.getReplicas('nk', Buffer.from('p1'));
  assert.deepEqual(replicas.map((h) => h.address), [contactPoint]);
  const rs = await client.execute('SELECT v FROM nk.everything WHERE k = ? AND c = ?', ['p1', 1], prepared);
  assert.equal(rs.info.queriedHost, contactPoint);
  assert.equal(client.metadata.getTokenRanges().size, 1);
});

check('traces a query on request', async () => {
  const rs = await client.execute("SELECT * FROM nk.everything WHERE k = 'p3'", [], { traceQuery: true });
  const trace = await client.metadata.getTrace(rs.info.traceId);
  assert.ok(trace.events.length > 0);
  assert.equal(trace.coordinator.toString(), '127.0.0.1');
});

check('refreshes its metadata after a schema change and agrees on the schema', async () => {
  await client.execute('ALTER TABLE nk.counts ADD other counter');
  const table = await client.metadata.getTable('nk', 'counts');
  assert.ok(table.columnsByName.other, 'the added column is in the metadata');
  assert.equal(await client.metadata.checkSchemaAgreement(), true);
});

check('uses a keyspace given to the client', async () => {
  const inKeyspace = connect({ keyspace: 'nk' });
  try {
    const row = (await inKeyspace.execute("SELECT v FROM everything WHERE k = 'p3' AND c = 1")).first();
    assert.equal(row.v, 'b1');
  } finally {
    await inKeyspace.shutdown();
  }
});

if (user) {
  check('refuses a wrong password', async () => {
    const intruder = connect({ authProvider: new cassandra.auth.PlainTextAuthProvider(user, `not ${password}`) });
    try {
      await assert.rejects(intruder.connect(), (error) => {
        assert.ok(error instanceof cassandra.errors.NoHostAvailableError);
        const cause = Object.values(error.innerErrors)[0];
        assert.ok(cause instanceof cassandra.errors.AuthenticationError, String(cause));
        return true;
      });
    } finally {
      await intruder.shutdown();
    }
  });
}

async function main() {
  try {
    for (const { name, body } of checks) {
      try {
        await body();
      } catch (error) {
        console.log(`FAILED ${name}`);
        console.log(error);
        process.exitCode = 1;
        return;
      }
      console.log(`ok ${name}`);
    }
  } finally {
    await client.shutdown();
  }
}

main();
