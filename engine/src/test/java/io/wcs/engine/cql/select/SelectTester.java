package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaChanges;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Insert;
import io.wcs.parser.ast.Select;
import io.wcs.parser.ast.Statement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A small harness for SELECT feature tests in Cassandra's execute/assertRows style: one in-memory
 * storage engine, keyspace {@code ks}, and INSERTs written straight as storage mutations (so these
 * tests exercise the read side alone).
 */
abstract class SelectTester {
  static final int NOW = 1_700_000_000;

  private StorageEngine storage;
  private Schema schema;
  private long timestamp = 1_000_000;

  @BeforeEach
  void open() {
    storage = StorageEngine.inMemory(StorageOptions.DEFAULT);
    schema = Schema.empty();
    ddl(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
  }

  @AfterEach
  void close() throws IOException {
    storage.close();
  }

  void ddl(String cql) {
    schema = SchemaChanges.apply(schema, parse(cql), "ks", 0).schema();
    for (TableMetadata t : schema.keyspace("ks").tables().values()) {
      try {
        storage.createTable(t.storageId(), t.storageLayout(), t.storageOptions());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static Statement parse(String cql) {
    try {
      return CqlParser.parse(cql);
    } catch (CqlSyntaxException e) {
      throw new AssertionError(e);
    }
  }

  void flush(String table) throws IOException {
    storage.flush(table(table).storageId());
  }

  TableMetadata table(String name) {
    return schema.table("ks", name);
  }

  /** Runs an INSERT (written directly) or a SELECT (first page of 5000 rows). */
  QueryResult.Rows execute(String cql, Object... values) {
    return page(cql, QueryOptions.DEFAULT_PAGE_SIZE, null, values);
  }

  QueryResult.Rows page(String cql, int pageSize, byte[] pagingState, Object... values) {
    Statement stmt = parse(cql);
    if (stmt instanceof Insert insert) {
      insert(insert, values);
      return null;
    }
    Select select = (Select) stmt;
    TableMetadata table = table(select.table().name().name());
    BindVariables variables = new BindVariables();
    TermPreparer terms = new TermPreparer(table, schema.keyspace("ks").types(), variables);
    SelectStatement statement = SelectStatement.prepare(select, table, terms);
    QueryOptions options = options(variables.specs(), values).withPaging(pageSize, pagingState);
    return statement.execute(options, PartitionSource.of(storage, table.storageId(), NOW), NOW);
  }

  /** Every page of the query, each of {@code pageSize} rows, resumed from its paging state. */
  List<List<Object>> allPages(String cql, int pageSize, Object... values) {
    List<List<Object>> rows = new ArrayList<>();
    byte[] state = null;
    do {
      QueryResult.Rows page = page(cql, pageSize, state, values);
      if (page.pagingState() != null) {
        assertEquals(pageSize, page.rows().size(), "a page that is not the last one is full");
      }
      rows.addAll(decode(page));
      state = page.pagingState();
    } while (state != null);
    return rows;
  }

  private static QueryOptions options(List<ColumnSpec> specs, Object[] values) {
    List<byte[]> bound = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      bound.add(values[i] == null ? null : specs.get(i).type().serialize(values[i]));
    }
    return QueryOptions.of(bound);
  }

  private void insert(Insert insert, Object[] values) {
    TableMetadata table = table(insert.table().name().name());
    TermPreparer terms = new TermPreparer(table, Map.of(), new BindVariables());
    int ttl = 0;
    if (insert.using().ttl() != null) {
      ttl =
          (Integer)
              io.wcs.engine.types.NativeType.INT.deserialize(
                  bind(
                      terms,
                      insert.using().ttl(),
                      "ttl",
                      io.wcs.engine.types.NativeType.INT,
                      table));
    }
    long ts = timestamp++;
    byte[][] pk = new byte[table.partitionKey().size()][];
    byte[][] ck = new byte[table.clustering().size()][];
    List<Cell> regular = new ArrayList<>();
    List<Cell> statics = new ArrayList<>();
    for (int i = 0; i < insert.columns().size(); i++) {
      ColumnMetadata c = table.column(insert.columns().get(i).name());
      byte[] v = bind(terms, insert.values().get(i), c.name(), c.type(), table);
      switch (c.kind()) {
        case PARTITION_KEY -> pk[c.position()] = v;
        case CLUSTERING -> ck[c.position()] = v;
        default -> {
          List<Cell> target = c.kind() == ColumnMetadata.Kind.STATIC ? statics : regular;
          if (v != null) {
            cells(c, v, ts, ttl, target);
          }
        }
      }
    }
    TableKeys keys = TableKeys.of(table);
    Mutation.Builder m = Mutation.builder(keys.decoratedKey(pk));
    if (!statics.isEmpty()) {
      m.staticRow(Row.of(new byte[0], LivenessInfo.EMPTY, DeletionTime.LIVE, List.of(), statics));
    }
    if (Arrays.stream(ck).allMatch(v -> v != null)
        && (ck.length > 0 || statics.isEmpty() || !regular.isEmpty())) {
      LivenessInfo marker = ttl > 0 ? LivenessInfo.expiring(ts, ttl, NOW) : LivenessInfo.live(ts);
      m.addRow(Row.of(keys.clustering().encode(ck), marker, DeletionTime.LIVE, List.of(), regular));
    }
    try {
      storage.apply(table.storageId(), m.build());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] bind(
      TermPreparer terms, io.wcs.parser.ast.Term term, String name, CqlType type, TableMetadata t) {
    return terms
        .prepare(term, new ColumnSpec("ks", t.name(), name, type))
        .bind(QueryOptions.DEFAULT);
  }

  private static void cells(ColumnMetadata c, byte[] v, long ts, int ttl, List<Cell> out) {
    CqlType type = c.type();
    if (!type.isMultiCell()) {
      out.add(cell(c, null, ts, ttl, v));
    } else if (type instanceof SetType s) {
      for (Object e : (java.util.Set<?>) type.deserialize(v)) {
        out.add(
            cell(c, s.element().comparableBytes(s.element().serialize(e)), ts, ttl, new byte[0]));
      }
    } else if (type instanceof MapType m) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) type.deserialize(v)).entrySet()) {
        out.add(
            cell(
                c,
                m.key().comparableBytes(m.key().serialize(e.getKey())),
                ts,
                ttl,
                m.value().serialize(e.getValue())));
      }
    } else if (type instanceof ListType l) {
      for (Object e : (List<?>) type.deserialize(v)) {
        out.add(cell(c, ListCellIds.DEFAULT.nextAppend(), ts, ttl, l.element().serialize(e)));
      }
    }
  }

  private static Cell cell(ColumnMetadata c, byte[] path, long ts, int ttl, byte[] v) {
    return ttl > 0
        ? Cell.expiring(c.storageId(), path, ts, ttl, NOW, v)
        : Cell.live(c.storageId(), path, ts, v);
  }

  static List<List<Object>> decode(QueryResult.Rows rows) {
    List<List<Object>> out = new ArrayList<>();
    for (byte[][] row : rows.rows()) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < row.length; i++) {
        values.add(row[i] == null ? null : rows.columns().get(i).type().deserialize(row[i]));
      }
      out.add(values);
    }
    return out;
  }

  static Object[] row(Object... values) {
    return values;
  }

  static void assertRows(QueryResult.Rows result, Object[]... expected) {
    assertRows(decode(result), expected);
  }

  static void assertRows(List<List<Object>> actual, Object[]... expected) {
    List<List<Object>> wanted = new ArrayList<>();
    for (Object[] r : expected) {
      wanted.add(Arrays.asList(r));
    }
    assertEquals(wanted, actual);
  }

  static void assertColumnNames(QueryResult.Rows result, String... names) {
    assertEquals(List.of(names), result.columns().stream().map(ColumnSpec::name).toList());
  }

  void assertInvalidMessage(String message, String cql, Object... values) {
    InvalidRequestException e =
        assertThrows(InvalidRequestException.class, () -> execute(cql, values), cql);
    assertEquals(message, e.getMessage(), cql);
  }
}
