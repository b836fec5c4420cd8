package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.selection.Selector.Accumulator;
import io.wcs.engine.cql.term.JsonFormatter;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.Identifiers;
import io.wcs.engine.types.NativeType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The prepared SELECT clause: its selectors, the result columns the client sees (Cassandra's
 * labels, or the single {@code [json]} column of SELECT JSON), and what the query must know of it
 * (aggregates, static columns only). Immutable and thread-safe; {@link #row} and {@link
 * #newGroup}/{@link #groupRow} build result rows.
 */
public final class Selection {
  // An array: row() runs once a result row, and a List's get there is a call through an interface.
  private final Selector[] selectors;
  private final List<ColumnSpec> columns;
  private final List<ColumnSpec> resultColumns;
  private final boolean aggregate;
  private final boolean json;
  private final boolean onlyStaticColumns;
  private final Set<ColumnMetadata> columnsRead;

  /**
   * In a table with static columns, the fault Cassandra finds building a selector, which it reports
   * after the WHERE clause's; null when none.
   */
  private final InvalidRequestException deferredFault;

  private Selection(
      List<Selector> selectors,
      List<ColumnSpec> columns,
      boolean json,
      boolean onlyStaticColumns,
      Set<ColumnMetadata> columnsRead,
      InvalidRequestException deferredFault) {
    this.columnsRead = Set.copyOf(columnsRead);
    this.deferredFault = deferredFault;
    this.selectors = selectors.toArray(new Selector[0]);
    this.columns = List.copyOf(columns);
    boolean anyAggregate = false;
    for (Selector s : selectors) {
      anyAggregate |= s.isAggregate();
    }
    this.aggregate = anyAggregate;
    this.json = json;
    this.onlyStaticColumns = onlyStaticColumns;
    this.resultColumns =
        json
            ? List.of(
                new ColumnSpec(
                    columns.isEmpty() ? null : columns.get(0).keyspace(),
                    columns.isEmpty() ? null : columns.get(0).table(),
                    "[json]",
                    NativeType.TEXT))
            : this.columns;
  }

  /** Prepares {@code items} ({@code *} when empty) against {@code table}. */
  public static Selection prepare(
      TableMetadata table,
      List<io.wcs.parser.ast.Selection> items,
      boolean json,
      TermPreparer terms) {
    List<Selector> selectors = new ArrayList<>();
    List<ColumnSpec> columns = new ArrayList<>();
    if (items.isEmpty()) {
      List<ColumnMetadata> all = wildcardOrder(table);
      for (ColumnMetadata c : all) {
        selectors.add(new ColumnSelector(c));
        columns.add(new ColumnSpec(table.keyspace(), table.name(), c.name(), c.type()));
      }
      return new Selection(selectors, columns, json, false, new LinkedHashSet<>(all), null);
    }
    SelectorPreparer preparer = new SelectorPreparer(table, terms);
    // Cassandra resolves a selector's functions before it checks what they apply to; with static
    // columns, it first resolves every selector's (its check for a static-only selection reads
    // them all), so an unknown function anywhere is the fault it reports
    boolean allFirst = table.hasStaticColumns();
    if (allFirst) {
      for (io.wcs.parser.ast.Selection item : items) {
        preparer.checkFunctionsExist(item.selector());
      }
    }
    InvalidRequestException deferred = null;
    for (io.wcs.parser.ast.Selection item : items) {
      if (!allFirst) {
        preparer.checkFunctionsExist(item.selector());
      }
      SelectorPreparer.Labelled l = preparer.item(item.selector());
      // a fault Cassandra finds building the item's selector: raised now, or with static columns
      // once the WHERE clause is read (the first of them)
      InvalidRequestException fault = preparer.takeDeferredFault();
      if (fault != null && !allFirst) {
        throw fault;
      }
      deferred = deferred == null ? fault : deferred;
      selectors.add(l.selector());
      String label = item.alias() == null ? l.label() : item.alias().name();
      columns.add(new ColumnSpec(table.keyspace(), table.name(), label, l.selector().type()));
    }
    Set<ColumnMetadata> read = preparer.columnsRead();
    boolean onlyStatic = table.hasStaticColumns() && StaticOnlySelection.of(table, items);
    return new Selection(selectors, columns, json, onlyStatic, read, deferred);
  }

  /**
   * Cassandra's order for {@code *}: partition key and clustering columns by position, then static
   * columns, then regular ones, each by name.
   */
  private static List<ColumnMetadata> wildcardOrder(TableMetadata table) {
    List<ColumnMetadata> out = new ArrayList<>(table.columns().size());
    for (ColumnMetadata.Kind kind : ColumnMetadata.Kind.values()) {
      for (ColumnMetadata c : table.columns()) {
        if (c.kind() == kind) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /** What the client sees: one spec per selector, or the {@code [json]} column. */
  public List<ColumnSpec> resultColumns() {
    return resultColumns;
  }

  public boolean isAggregate() {
    return aggregate;
  }

  /**
   * Raises the fault a selector of a table with static columns was found to have as it was built,
   * which Cassandra reports once it has read the WHERE clause.
   */
  public void raiseDeferredFault() {
    if (deferredFault != null) {
      throw deferredFault;
    }
  }

  /**
   * True when only static and partition key columns are selected, and some static one, as Cassandra
   * judges it: see {@link StaticOnlySelection}.
   */
  public boolean selectsOnlyStaticColumns() {
    return onlyStaticColumns;
  }

  /** The table columns the selectors read. */
  public Set<ColumnMetadata> columnsRead() {
    return columnsRead;
  }

  /**
   * Binds the selection's bind markers before the query reads, as Cassandra does: see {@link
   * Selector#bindTerms}.
   */
  public void bindTerms(RowView terms) {
    for (Selector s : selectors) {
      s.bindTerms(terms);
    }
  }

  /** The result row for one input row (non-aggregate selections). */
  public byte[][] row(RowView row) {
    byte[][] values = new byte[selectors.length][];
    for (int i = 0; i < values.length; i++) {
      values[i] = selectors[i].compute(row);
    }
    return finish(values);
  }

  /** Fresh accumulators for one group of rows (aggregate selections). */
  public Accumulator[] newGroup() {
    Accumulator[] group = new Accumulator[selectors.length];
    for (int i = 0; i < group.length; i++) {
      group[i] = selectors[i].newAccumulator();
    }
    return group;
  }

  public byte[][] groupRow(Accumulator[] group) {
    byte[][] values = new byte[group.length][];
    for (int i = 0; i < values.length; i++) {
      values[i] = group[i].result();
    }
    return finish(values);
  }

  private byte[][] finish(byte[][] values) {
    if (!json) {
      return values;
    }
    StringBuilder out = new StringBuilder("{");
    for (int i = 0; i < values.length; i++) {
      out.append(i == 0 ? "" : ", ");
      out.append(JsonFormatter.quote(Identifiers.jsonKey(columns.get(i).name())));
      out.append(": ");
      JsonFormatter.write(columns.get(i).type(), values[i], out);
    }
    return new byte[][] {out.append('}').toString().getBytes(StandardCharsets.UTF_8)};
  }
}
