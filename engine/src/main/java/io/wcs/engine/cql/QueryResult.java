package io.wcs.engine.cql;

import io.wcs.engine.schema.SchemaChange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a statement answered: the four kinds of the native protocol's RESULT message, each with the
 * warnings the client should see (Cassandra's client warnings; JDBC turns them into SQLWarnings). A
 * lightweight transaction answers {@link Rows} whose first column is {@code [applied]}.
 */
public sealed interface QueryResult {

  List<String> warnings();

  /**
   * One page of rows. Each row holds its values serialized in the native protocol's format, null
   * for null, in the order of {@code columns}; the reader decodes only what it reads.
   *
   * @param rows taken over, not copied (a page can hold thousands of rows, and copying them was two
   *     array copies a query): every producer builds the list for this result and leaves it alone
   *     afterwards
   * @param pagingState where the next page starts, or null when this is the last page
   */
  record Rows(
      List<ColumnSpec> columns, List<byte[][]> rows, byte[] pagingState, List<String> warnings)
      implements QueryResult {
    public Rows {
      columns = List.copyOf(columns);
      rows = Collections.unmodifiableList(rows);
      warnings = List.copyOf(warnings);
    }

    /** These rows with {@code warning} before the warnings they carry. */
    public Rows withFirstWarning(String warning) {
      List<String> all = new ArrayList<>(warnings.size() + 1);
      all.add(warning);
      all.addAll(warnings);
      return new Rows(columns, rows, pagingState, all);
    }
  }

  /** A write or any statement that returns nothing. */
  record Void(List<String> warnings) implements QueryResult {
    public static final Void EMPTY = new Void(List.of());

    public Void {
      warnings = List.copyOf(warnings);
    }
  }

  /** {@code USE keyspace}: the session's keyspace is now {@code keyspace}. */
  record KeyspaceSet(String keyspace, List<String> warnings) implements QueryResult {
    public KeyspaceSet {
      warnings = List.copyOf(warnings);
    }
  }

  /**
   * A DDL statement changed the schema (never with {@link SchemaChange.Change#NONE}: a DDL
   * statement that changed nothing answers {@link Void}).
   *
   * @param name the object's name, or null for a keyspace
   */
  record SchemaChanged(
      SchemaChange.Change change,
      SchemaChange.Target target,
      String keyspace,
      String name,
      List<String> warnings)
      implements QueryResult {
    public SchemaChanged {
      warnings = List.copyOf(warnings);
    }
  }
}
