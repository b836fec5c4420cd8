package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.Condition;
import io.wcs.parser.ast.Delete;
import io.wcs.parser.ast.Insert;
import io.wcs.parser.ast.InsertJson;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Update;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The IF clause of one conditional statement: IF NOT EXISTS, IF EXISTS, or column conditions that
 * must all hold. Immutable and thread-safe.
 */
public final class CasConditions {
  /** What a statement's IF clause asks. */
  public enum Kind {
    IF_NOT_EXISTS,
    IF_EXISTS,
    COLUMNS
  }

  private final Kind kind;
  private final List<ColumnCondition> conditions;

  /**
   * @param conditions in the order of the IF clause; kept with those on regular columns first, then
   *     those on static ones, each in that order: Cassandra's order to bind them and to show their
   *     columns when they fail
   */
  private CasConditions(Kind kind, List<ColumnCondition> conditions) {
    this.kind = kind;
    this.conditions =
        conditions.stream().sorted(Comparator.comparing(c -> isStatic(c.column()))).toList();
  }

  /**
   * The statement's IF clause, or null when it has none.
   *
   * @param timestampGiven whether the statement has USING TIMESTAMP, refused with column conditions
   *     before they are prepared (as Cassandra does); see also {@link #checkTable}
   */
  public static CasConditions prepare(
      ModificationStatement statement,
      TableMetadata table,
      TermPreparer terms,
      boolean timestampGiven) {
    boolean ifNotExists =
        statement instanceof Insert i && i.ifNotExists()
            || statement instanceof InsertJson j && j.ifNotExists();
    boolean ifExists =
        statement instanceof Update u && u.ifExists()
            || statement instanceof Delete d && d.ifExists();
    List<Condition> raw =
        statement instanceof Update u
            ? u.conditions()
            : statement instanceof Delete d ? d.conditions() : List.of();
    if (ifNotExists) {
      return new CasConditions(Kind.IF_NOT_EXISTS, List.of());
    }
    if (ifExists) {
      return new CasConditions(Kind.IF_EXISTS, List.of());
    }
    if (raw.isEmpty()) {
      return null;
    }
    if (timestampGiven) {
      throw timestampRefused();
    }
    List<ColumnCondition> prepared = new ArrayList<>(raw.size());
    for (Condition c : raw) {
      prepared.add(ColumnCondition.prepare(c, table, terms));
    }
    return new CasConditions(Kind.COLUMNS, prepared);
  }

  /**
   * Cassandra's checks of a conditional statement once the rest of it is prepared: no counters, no
   * custom timestamp.
   */
  public static void checkTable(TableMetadata table, boolean timestampGiven) {
    if (table.counter()) {
      throw new InvalidRequestException("Conditional updates are not supported on counter tables");
    }
    if (timestampGiven) {
      throw timestampRefused();
    }
  }

  private static InvalidRequestException timestampRefused() {
    return new InvalidRequestException("Cannot provide custom timestamp for conditional updates");
  }

  public Kind kind() {
    return kind;
  }

  /** The column conditions (none for IF [NOT] EXISTS), regular columns' first. */
  List<ColumnCondition> conditions() {
    return conditions;
  }

  /**
   * The columns the conditions read, once each: regular columns first, then static ones, each in
   * the order of the IF clause (Cassandra's order for the result of a failed condition).
   */
  public List<ColumnMetadata> columns() {
    Set<ColumnMetadata> out = new LinkedHashSet<>();
    for (ColumnCondition c : conditions) {
      out.add(c.column());
    }
    return List.copyOf(out);
  }

  public boolean readsRegularColumns() {
    return conditions.stream().anyMatch(c -> !isStatic(c.column()));
  }

  public boolean readsStaticColumns() {
    return conditions.stream().anyMatch(c -> isStatic(c.column()));
  }

  private static boolean isStatic(ColumnMetadata column) {
    return column.kind() == ColumnMetadata.Kind.STATIC;
  }
}
