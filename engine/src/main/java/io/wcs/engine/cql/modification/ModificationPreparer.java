package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.Tables;
import io.wcs.engine.cql.lwt.CasConditions;
import io.wcs.engine.cql.restrictions.StatementType;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.Delete;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Insert;
import io.wcs.parser.ast.InsertJson;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Operation;
import io.wcs.parser.ast.Operator;
import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Update;
import io.wcs.parser.ast.Using;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Prepares INSERT, INSERT JSON, UPDATE and DELETE against the schema with Cassandra's checks. An
 * INSERT is prepared as Cassandra prepares it: its key columns become equalities of a WHERE clause,
 * so the same key rules and messages apply as for UPDATE.
 */
public final class ModificationPreparer {
  private ModificationPreparer() {}

  public static PreparedModification prepare(
      ModificationStatement statement, Schema schema, String keyspace) {
    return prepare(statement, schema, keyspace, new BindVariables());
  }

  /** Prepares a statement whose markers belong to {@code variables} (shared in a batch). */
  static PreparedModification prepare(
      ModificationStatement statement, Schema schema, String keyspace, BindVariables variables) {
    TableMetadata table = modifiableTable(statement, schema, keyspace);
    KeyspaceMetadata ks = schema.keyspace(table.keyspace());
    TermPreparer terms = new TermPreparer(table, ks.types(), variables);
    Using using = statement.using();
    Term ttl = using.ttl() == null ? null : usingTtl(using.ttl(), terms, table, statement);
    Term timestamp =
        using.timestamp() == null ? null : usingTimestamp(using.timestamp(), terms, table);
    CasConditions conditions = CasConditions.prepare(statement, table, terms, timestamp != null);
    PreparedModification prepared;
    if (statement instanceof Insert insert) {
      prepared = insert(insert, table, terms, ttl, timestamp);
    } else if (statement instanceof InsertJson json) {
      prepared = JsonInsert.prepare(json, table, terms, ttl, timestamp);
    } else if (statement instanceof Update update) {
      prepared = update(update, table, terms, ttl, timestamp, conditions);
    } else {
      prepared = delete((Delete) statement, table, terms, timestamp, conditions);
    }
    if (conditions != null) {
      CasConditions.checkTable(table, timestamp != null);
      if (statement instanceof Delete delete) {
        checkConditionalDelete(delete, table, conditions);
      }
      prepared = prepared.withConditions(conditions);
    }
    return prepared;
  }

  /**
   * A conditional DELETE names one row unless it deletes and reads only static columns. (IN on the
   * partition key or clustering is refused as the statement runs, as Cassandra refuses it.)
   */
  private static void checkConditionalDelete(
      Delete delete, TableMetadata table, CasConditions conditions) {
    if (fullClustering(table, delete.where())) {
      return;
    }
    boolean regularTargets =
        delete.targets().isEmpty()
            || delete.targets().stream().anyMatch(t -> !isStatic(table.column(t.column().name())));
    if (regularTargets) {
      throw invalid(
          "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
              + " order to delete non static columns");
    }
    if (conditions.readsRegularColumns()) {
      throw invalid(
          "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
              + " order to use IF condition on non static columns");
    }
  }

  private static TableMetadata modifiableTable(
      ModificationStatement statement, Schema schema, String keyspace) {
    TableMetadata table = Tables.resolve(schema, statement.table(), keyspace);
    if (SystemKeyspaces.isVirtual(table.keyspace())) {
      throw invalid("Modification is not supported by table " + table);
    }
    if (SystemKeyspaces.isSystem(table.keyspace())) {
      throw invalid(table.keyspace() + " keyspace is not user-modifiable.");
    }
    KeyspaceMetadata ks = schema.keyspace(table.keyspace());
    if (ks.view(table.name()) != null) {
      throw invalid("Cannot directly modify a materialized view");
    }
    return table;
  }

  private static PreparedModification insert(
      Insert insert, TableMetadata table, TermPreparer terms, Term ttl, Term timestamp) {
    // Cassandra's order: the table, the lists' lengths, the names, then each column
    refuseCounterTable(table);
    if (insert.columns().size() != insert.values().size()) {
      throw invalid("Unmatched column names/values");
    }
    List<Identifier> names = insert.columns();
    Set<String> seen = new HashSet<>();
    for (Identifier name : names) {
      if (!seen.add(name.name())) {
        throw invalid("The column names contains duplicates");
      }
    }
    List<Relation> keyRelations = new ArrayList<>();
    List<ColumnOperation> operations = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      ColumnMetadata column = table.column(names.get(i).name());
      if (column == null) {
        throw invalid("Undefined column name " + names.get(i).toCql() + " in table " + table);
      }
      io.wcs.parser.ast.Term value = insert.values().get(i);
      if (column.isPrimaryKey()) {
        keyRelations.add(
            new Relation.Compare(
                insert.span(), new ColumnRef.Column(names.get(i)), Operator.EQ, value));
      } else {
        operations.add(
            new ColumnOperation.Assign(column, terms.prepare(value, terms.specOf(column))));
      }
    }
    return insertOf(
        table, keyRelations, operations, terms, terms.variables(), ttl, timestamp, o -> o);
  }

  /** An INSERT's first check, before its columns and values are looked at (INSERT JSON's too). */
  static void refuseCounterTable(TableMetadata table) {
    if (table.counter()) {
      throw invalid("INSERT statements are not allowed on counter tables, use UPDATE instead");
    }
  }

  /**
   * The INSERT of key equalities and column assignments (shared with INSERT JSON, whose row values
   * come from {@code rowValues} and whose client-visible markers are {@code variables}). Without
   * clustering values it may write static columns only.
   */
  static PreparedModification insertOf(
      TableMetadata table,
      List<Relation> keyRelations,
      List<ColumnOperation> operations,
      TermPreparer terms,
      BindVariables variables,
      Term ttl,
      Term timestamp,
      UnaryOperator<QueryOptions> rowValues) {
    boolean clusteringGiven = false;
    for (Relation r : keyRelations) {
      String name = ((Relation.Compare) r).target().column().name();
      clusteringGiven |= table.column(name).kind() == ColumnMetadata.Kind.CLUSTERING;
    }
    boolean staticOnly = !clusteringGiven && !operations.isEmpty() && allStatic(operations);
    WhereClause where =
        WhereClause.analyze(
            StatementType.UPDATE, table, keyRelations, false, staticOnly, null, terms);
    return new PreparedModification(
        PreparedModification.Kind.INSERT,
        table,
        where,
        operations,
        staticOnly,
        timestamp,
        ttl,
        variables,
        variables.partitionKeyIndexes(table),
        rowValues);
  }

  private static PreparedModification update(
      Update update,
      TableMetadata table,
      TermPreparer terms,
      Term ttl,
      Term timestamp,
      CasConditions conditions) {
    Operations prepared = new Operations(table, terms, conditions != null);
    List<ColumnOperation> operations = new ArrayList<>();
    for (Operation op : update.operations()) {
      operations.add(prepared.prepare(op));
    }
    boolean staticOnly = allStatic(operations) && !readsRegular(conditions);
    WhereClause where =
        WhereClause.analyze(
            StatementType.UPDATE, table, update.where(), false, staticOnly, null, terms);
    return new PreparedModification(
        PreparedModification.Kind.UPDATE,
        table,
        where,
        operations,
        staticOnly,
        timestamp,
        ttl,
        terms.variables(),
        terms.variables().partitionKeyIndexes(table),
        o -> o);
  }

  private static PreparedModification delete(
      Delete delete,
      TableMetadata table,
      TermPreparer terms,
      Term timestamp,
      CasConditions conditions) {
    Operations prepared = new Operations(table, terms, conditions != null);
    List<ColumnOperation> operations = new ArrayList<>();
    for (ColumnRef target : delete.targets()) {
      operations.add(prepared.deletion(target));
    }
    boolean staticOnly =
        !operations.isEmpty() && allStatic(operations) && !readsRegular(conditions);
    WhereClause where =
        WhereClause.analyze(
            StatementType.DELETE, table, delete.where(), false, staticOnly, null, terms);
    return new PreparedModification(
        PreparedModification.Kind.DELETE,
        table,
        where,
        operations,
        staticOnly,
        timestamp,
        null,
        terms.variables(),
        terms.variables().partitionKeyIndexes(table),
        o -> o);
  }

  private static Term usingTtl(
      io.wcs.parser.ast.Term ttl,
      TermPreparer terms,
      TableMetadata table,
      ModificationStatement s) {
    if (s instanceof Delete) {
      throw invalid("TTL is not supported on DELETE statements; use USING TIMESTAMP only");
    }
    return terms.prepare(
        ttl, new ColumnSpec(table.keyspace(), table.name(), "[ttl]", NativeType.INT));
  }

  private static Term usingTimestamp(
      io.wcs.parser.ast.Term timestamp, TermPreparer terms, TableMetadata table) {
    return terms.prepare(
        timestamp,
        new ColumnSpec(table.keyspace(), table.name(), "[timestamp]", NativeType.BIGINT));
  }

  /** Whether every clustering column is restricted by an equality or IN. */
  private static boolean fullClustering(TableMetadata table, List<Relation> where) {
    Set<String> restricted = new HashSet<>();
    for (Relation r : where) {
      if (r instanceof Relation.Compare c && c.operator() == Operator.EQ) {
        restricted.add(c.target().column().name());
      } else if (r instanceof Relation.In in) {
        restricted.add(in.column().name());
      } else if (r instanceof Relation.MultiColumn m && m.operator() == Operator.EQ) {
        m.columns().forEach(id -> restricted.add(id.name()));
      } else if (r instanceof Relation.MultiColumnIn m) {
        m.columns().forEach(id -> restricted.add(id.name()));
      }
    }
    return table.clustering().stream().allMatch(c -> restricted.contains(c.name()));
  }

  /** Whether the statement has IF conditions on regular columns, so it must name a row. */
  private static boolean readsRegular(CasConditions conditions) {
    return conditions != null && conditions.readsRegularColumns();
  }

  private static boolean isStatic(ColumnMetadata column) {
    return column.kind() == ColumnMetadata.Kind.STATIC;
  }

  /**
   * Whether every operation writes a static column (true for none). A loop, as the rest of the
   * preparation: each lambda is a class spun at its first use, which a first query pays.
   */
  private static boolean allStatic(List<ColumnOperation> operations) {
    for (ColumnOperation o : operations) {
      if (!isStatic(o.column())) {
        return false;
      }
    }
    return true;
  }

  static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}
