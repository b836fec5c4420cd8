package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.restrictions.ColumnRestriction.Kind;
import io.wcs.engine.cql.restrictions.ColumnRestriction.Target;
import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.TypeReferences;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.InValues;
import io.wcs.parser.ast.Operator;
import io.wcs.parser.ast.Relation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The analysis of one WHERE clause for {@link WhereClause#analyze}: merges the relations column by
 * column, then applies Cassandra's rules in Cassandra's order (partition key, static-only
 * statements, clustering, other columns, filtering), each refusal with Cassandra's message. Not
 * thread-safe: one per statement being prepared.
 */
final class WhereAnalysis {
  private static final String ANN_REQUIRES_INDEXED_FILTERING =
      "ANN ordering by vector requires all restricted column(s) to be indexed";
  private final StatementType type;
  private final TableMetadata table;
  private final boolean allowFiltering;
  private final AnnRestriction ann;
  private final TermPreparer terms;

  private final Map<ColumnMetadata, ColumnRestriction> single = new LinkedHashMap<>();
  private final Map<ColumnMetadata, ColumnRestriction> multis = new LinkedHashMap<>();

  /**
   * The clustering columns some multi-column relation names: a relation on one of them alone is
   * read as a one-column tuple relation, {@code c < 3} as {@code (c) < (3)}, as Cassandra 5.0 does.
   */
  private final Set<String> inTuples = new HashSet<>();

  private ColumnRestriction token;
  private final IndexRestrictions indexes;

  /** Whether an index answers some restriction (Cassandra's "queriable index"). */
  private boolean hasQueriableIndex;

  /**
   * Whether a vector search's index answers its ordering, which Cassandra counts as a queriable
   * index in its checks (the search itself reads apart from the restrictions' index query).
   */
  private final boolean annIndex;

  /** Whether the partition key is restricted otherwise than by = or IN on every column. */
  private boolean partitionKeyFiltered;

  /** Whether the query reads through indexes (Cassandra's "uses secondary indexing"). */
  private boolean usesIndex;

  /** The restrictions an index query must satisfy (Cassandra's filter restrictions). */
  private final List<ColumnRestriction> indexQueryRestrictions = new ArrayList<>();

  WhereAnalysis(
      StatementType type,
      TableMetadata table,
      boolean allowFiltering,
      AnnRestriction ann,
      TermPreparer terms) {
    this.type = type;
    this.table = table;
    this.allowFiltering = allowFiltering;
    this.ann = ann;
    this.annIndex = ann != null && ann.indexed();
    this.terms = terms;
    this.indexes = IndexRestrictions.of(table, type);
  }

  WhereClause run(List<Relation> relations, boolean onlyStaticColumns) {
    for (Relation r : relations) {
      List<Identifier> names =
          r instanceof Relation.MultiColumn m
              ? m.columns()
              : r instanceof Relation.MultiColumnIn in ? in.columns() : List.of();
      for (Identifier n : names) {
        inTuples.add(n.name());
      }
    }
    for (Relation r : relations) {
      add(r);
    }
    if (ann != null) {
      addAnn();
    }
    // Loops rather than streams here and below: every statement's preparation runs this, and
    // each lambda is a class spun at its first use, which an application's first query pays.
    boolean hasClustering = !multis.isEmpty();
    boolean clusteringIndexed = false;
    for (ColumnRestriction r : single.values()) {
      boolean supported = indexes.isSupported(r);
      boolean clustering = r.first().kind() == ColumnMetadata.Kind.CLUSTERING;
      hasQueriableIndex |= supported;
      hasClustering |= clustering;
      clusteringIndexed |= clustering && supported;
    }
    for (ColumnRestriction r : multis.values()) {
      boolean supported = indexes.isSupported(r);
      hasQueriableIndex |= supported;
      clusteringIndexed |= supported;
    }
    List<ColumnRestriction> filters = new ArrayList<>();
    ColumnRestriction[] pk = partitionKey(filters);
    if (onlyStaticColumns && hasClustering) {
      throw new InvalidRequestException(
          type == StatementType.SELECT
              ? "Cannot restrict clustering columns when selecting only static columns"
              : "Invalid restrictions on clustering columns since the "
                  + type
                  + " statement modifies only static columns");
    }
    List<ColumnRestriction> prefix = new ArrayList<>();
    int filteredBeforeClustering = filters.size();
    ColumnRestriction slice = clustering(prefix, filters, onlyStaticColumns);
    if ((filters.size() > filteredBeforeClustering && hasQueriableIndex)
        || (pk == null && clusteringIndexed)) {
      usesIndex = true;
    }
    if (usesIndex || filters.size() > filteredBeforeClustering) {
      indexQueryRestrictions.addAll(clusteringRestrictions());
    }
    List<ColumnRestriction> nonKey = new ArrayList<>();
    for (ColumnRestriction r : single.values()) {
      if (!r.first().isPrimaryKey()) {
        nonKey.add(r);
      }
    }
    if (ann != null) {
      checkAnn(pk, nonKey, filters.size() > filteredBeforeClustering);
    }
    if (!nonKey.isEmpty()) {
      check(
          type.allowsNonPrimaryKeyColumns(),
          "Non PRIMARY KEY columns found in where clause: "
              + nonKey.stream().map(r -> r.name).collect(Collectors.joining(", "))
              + " ");
      if (ann == null) {
        checkNoVectorIndex(nonKey);
      }
      checkFiltering(allowFiltering || hasQueriableIndex || annIndex);
      usesIndex |= hasQueriableIndex;
      // in Cassandra's order of columns, its order to bind them: regular columns, then static
      // ones, each by name
      nonKey.sort(WhereAnalysis::filterOrder);
      filters.addAll(nonKey);
      indexQueryRestrictions.addAll(nonKey);
      for (ColumnRestriction r : nonKey) {
        r.normalizer = indexes.normalizing(r);
      }
    }
    RowFilter filter = new RowFilter(filters);
    IndexSearch search = null;
    boolean needsFiltering;
    if (usesIndex || ann != null) {
      check(
          (pk == null || Arrays.stream(pk).noneMatch(r -> r.kind == Kind.IN))
              && (token != null || !filter.restrictsPartitionKeyByIn()),
          "Select on indexed columns and with IN clause for the PRIMARY KEY are not supported");
    }
    if (usesIndex) {
      needsFiltering =
          indexes.needFiltering(indexQueryRestrictions, hasMultipleContains(nonKey), hasClustering);
      search = pk == null ? indexes.search(indexQueryRestrictions) : null;
    } else {
      // A scan over partitions that restricts clustering columns filters (Cassandra's rule), but
      // a vector search is an index query, whose clustering restrictions checkAnn let through;
      // it filters when restricted by what no index answers (its index query reads the other
      // restrictions through their indexes).
      needsFiltering = pk == null && hasClustering && ann == null;
      for (ColumnRestriction r : ann == null ? List.<ColumnRestriction>of() : nonKey) {
        needsFiltering |= !indexes.isSupported(r);
      }
    }
    return new WhereClause(
        TableKeys.of(table),
        pk,
        token,
        prefix.toArray(new ColumnRestriction[0]),
        slice,
        hasClustering,
        filter,
        usesIndex,
        search,
        needsFiltering && !allowFiltering
            ? filteringRefusal()
            : tupleFilterRefusal(filters, pk == null));
  }

  /**
   * Cassandra's refusal of a multi-column slice or IN that rows would be filtered by: one the read
   * cannot use, or, in a query that does not name its partitions, one an index the query uses
   * answers, which Cassandra hands to the index query as a filter; null when there is none.
   */
  private String tupleFilterRefusal(List<ColumnRestriction> filters, boolean unkeyed) {
    for (ColumnRestriction r : multis.values()) {
      if (!filters.contains(r) && !(unkeyed && usesIndex && indexes.isSupported(r))) {
        continue;
      }
      if (r.kind == Kind.SLICE) {
        return "Multi-column slice restrictions cannot be used for filtering.";
      }
      if (r.kind == Kind.IN) {
        return "Multicolumn IN filters are not supported";
      }
    }
    return null;
  }

  /** The clustering restrictions, single- and multi-column, in clustering order. */
  private List<ColumnRestriction> clusteringRestrictions() {
    List<ColumnRestriction> out = new ArrayList<>();
    for (ColumnMetadata c : table.clustering()) {
      ColumnRestriction r = restrictionAt(c);
      if (r != null) {
        out.add(r);
      }
    }
    return out;
  }

  /** More than one CONTAINS, CONTAINS KEY or entry value among the non-key restrictions. */
  private static boolean hasMultipleContains(List<ColumnRestriction> nonKey) {
    int n = 0;
    for (ColumnRestriction r : nonKey) {
      n += r.contains.size() + r.containsKeys.size() + r.entries.size();
    }
    return n > 1;
  }

  /**
   * Cassandra's order of filtered columns: regular before static, then by the bytes of their names.
   * A method rather than a composed {@code Comparator} constant, which spun three lambdas when the
   * class loaded, on every JVM's first query.
   */
  private static int filterOrder(ColumnRestriction a, ColumnRestriction b) {
    boolean aStatic = a.first().kind() == ColumnMetadata.Kind.STATIC;
    boolean bStatic = b.first().kind() == ColumnMetadata.Kind.STATIC;
    if (aStatic != bStatic) {
      return aStatic ? 1 : -1;
    }
    return Arrays.compareUnsigned(
        a.first().name().getBytes(StandardCharsets.UTF_8),
        b.first().name().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Cassandra's ALLOW FILTERING refusal, with the hint that a table keyed for the query is better.
   */
  private void checkFiltering(boolean allowed) {
    if (!allowed) {
      throw new InvalidRequestException(filteringRefusal());
    }
  }

  private String filteringRefusal() {
    return FixHints.withHint(
        WhereClause.REQUIRES_ALLOW_FILTERING_MESSAGE,
        FixHints.keyTheTableForTheQuery(table.toString(), partitionKeyNames()));
  }

  private List<String> partitionKeyNames() {
    return table.partitionKey().stream().map(ColumnMetadata::name).toList();
  }

  /** The per-column EQ/IN restrictions when the keys are known, else null (a range read). */
  private ColumnRestriction[] partitionKey(List<ColumnRestriction> filters) {
    List<ColumnMetadata> columns = table.partitionKey();
    List<ColumnRestriction> restricted = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    boolean needsFiltering = false;
    for (ColumnMetadata c : columns) {
      ColumnRestriction r = single.get(c);
      if (r == null) {
        missing.add(c.name());
      } else {
        restricted.add(r);
        needsFiltering |= r.kind != Kind.EQ && r.kind != Kind.IN;
      }
    }
    if (!type.allowsPartitionKeyRanges()) {
      // beside = or IN on every partition key column, a token relation only filters the keys
      check(
          token == null || missing.isEmpty() && !needsFiltering,
          "The token function cannot be used in WHERE clauses for " + type + " statements");
      if (!missing.isEmpty()) {
        throw new InvalidRequestException(
            FixHints.withHint(
                "Some partition key parts are missing: " + String.join(", ", missing),
                FixHints.restrictEveryPartitionKeyColumn(table.toString(), partitionKeyNames())));
      }
      check(
          !needsFiltering,
          "Only EQ and IN relation are supported on the partition key (unless you use the"
              + " token() function) for "
              + type
              + " statements");
    }
    if (restricted.isEmpty()) {
      usesIndex = token == null && hasQueriableIndex;
      return null;
    }
    if (needsFiltering || !missing.isEmpty()) {
      partitionKeyFiltered = true;
      checkFiltering(allowFiltering || hasQueriableIndex || annIndex);
      usesIndex = hasQueriableIndex;
      filters.addAll(restricted);
      indexQueryRestrictions.addAll(restricted);
      return null;
    }
    return restricted.toArray(new ColumnRestriction[0]);
  }

  /**
   * Splits the clustering restrictions into the EQ/IN prefix and the slice the read uses (the
   * returned slice, or null) and the rest, which is filtered. A restriction covers one column, or
   * consecutive columns for a multi-column relation.
   */
  private ColumnRestriction clustering(
      List<ColumnRestriction> prefix, List<ColumnRestriction> filters, boolean onlyStatic) {
    List<ColumnMetadata> columns = table.clustering();
    if (type == StatementType.UPDATE) {
      checkUpdateClustering(columns, onlyStatic);
    }
    ColumnRestriction slice = null;
    ColumnMetadata stop = null;
    int i = 0;
    while (i < columns.size() && stop == null) {
      ColumnRestriction r = restrictionAt(columns.get(i));
      if (r == null) {
        stop = columns.get(i);
      } else if (r.kind == Kind.EQ || r.kind == Kind.IN) {
        prefix.add(r);
      } else if (r.kind == Kind.SLICE) {
        slice = r;
        stop = r.first();
      } else {
        check(
            allowFiltering || hasQueriableIndex || annIndex,
            "Clustering columns can only be restricted with CONTAINS with a secondary index or"
                + " filtering");
        filters.add(r);
        stop = r.first();
      }
      i = r == null ? i + 1 : r.last().position() + 1;
    }
    for (; i < columns.size(); i++) {
      ColumnRestriction r = restrictionAt(columns.get(i));
      if (r == null) {
        continue;
      }
      // a column after a range was refused as its relation joined (add); this one follows a gap
      if (!allowFiltering && !hasQueriableIndex && !annIndex) {
        throw new InvalidRequestException(
            FixHints.withHint(
                "PRIMARY KEY column \""
                    + r.first().name()
                    + "\" cannot be restricted as preceding column \""
                    + stop.name()
                    + "\" is not restricted",
                FixHints.restrictClusteringInOrder(r.first().name(), stop.name(), false)));
      }
      filters.add(r);
      i = r.last().position();
    }
    return slice;
  }

  /**
   * Adds the vector search's ordering to the restrictions, once the ORDER BY clause's shape passed:
   * a restriction of its column by a relation too cannot be merged with it.
   */
  private void addAnn() {
    check(ann.orderingFault() == null, ann.orderingFault());
    ColumnRestriction existing = single.get(ann.column());
    if (existing == null) {
      return;
    }
    check(
        existing.kind != Kind.EQ && existing.kind != Kind.IN,
        ann.column().name()
            + " cannot be restricted by more than one relation if it includes an Equal");
    throw new InvalidRequestException(
        "Column \""
            + ann.column().name()
            + "\" cannot be restricted by both an equality and an inequality relation");
  }

  /**
   * Cassandra's checks of a vector search among the restrictions: a float vector column with an
   * index, partitions named by key or token, and no restriction but the partition key's that its
   * index does not answer, except a clustering prefix within named partitions.
   */
  private void checkAnn(
      ColumnRestriction[] pk, List<ColumnRestriction> nonKey, boolean clusteringFiltered) {
    check(
        ann.column().type() instanceof VectorType v && v.element() == NativeType.FLOAT,
        "ANN ordering is only supported on float vector indexes");
    check(ann.indexed(), "ANN ordering by vector requires the column to be indexed");
    check(!partitionKeyFiltered, ANN_REQUIRES_INDEXED_FILTERING);
    for (ColumnRestriction r : nonKey) {
      check(indexes.covers(r.first()), ANN_REQUIRES_INDEXED_FILTERING);
    }
    for (ColumnRestriction r : clusteringRestrictions()) {
      for (ColumnMetadata c : r.columns) {
        check(
            indexes.covers(c) || ((pk != null || token != null) && !clusteringFiltered),
            ANN_REQUIRES_INDEXED_FILTERING);
      }
    }
  }

  /** Cassandra refuses a relation on a vector column with an index: it serves ANN OF only. */
  private void checkNoVectorIndex(List<ColumnRestriction> nonKey) {
    for (ColumnRestriction r : nonKey) {
      check(
          !(r.first().type() instanceof VectorType && indexes.covers(r.first())),
          "Vector indexes only support ANN queries");
    }
  }

  /** The restriction starting at a clustering column (single or multi-column), or null. */
  private ColumnRestriction restrictionAt(ColumnMetadata column) {
    ColumnRestriction r = single.get(column);
    return r != null ? r : multis.get(column);
  }

  /** The restriction covering a clustering column, whichever column it starts at, or null. */
  private ColumnRestriction restrictionCovering(ColumnMetadata column) {
    ColumnRestriction r = single.get(column);
    return r != null ? r : multiCovering(column);
  }

  /** The multi-column restriction covering a clustering column, or null. */
  private ColumnRestriction multiCovering(ColumnMetadata column) {
    for (ColumnRestriction m : multis.values()) {
      if (m.columns.contains(column)) {
        return m;
      }
    }
    return null;
  }

  private void checkUpdateClustering(List<ColumnMetadata> columns, boolean onlyStatic) {
    List<String> missing = new ArrayList<>();
    for (ColumnMetadata c : columns) {
      ColumnRestriction r = restrictionCovering(c);
      check(
          r == null || r.kind != Kind.SLICE,
          "Slice restrictions are not supported on the clustering columns in "
              + type
              + " statements");
      if (r == null) {
        missing.add(c.name());
      }
    }
    check(
        onlyStatic || missing.isEmpty(),
        "Some clustering keys are missing: " + String.join(", ", missing));
  }

  /**
   * Merges one relation into the others; for one on clustering columns, then checks its place among
   * those before it, as Cassandra does relation by relation: so the fault a query with several is
   * refused for depends on the order of its relations, as in Cassandra.
   */
  private void add(Relation relation) {
    ColumnMetadata start = allowFiltering ? null : clusteringStart(relation);
    ColumnMetadata lastStart = start == null ? null : lastClusteringStart();
    if (lastStart == null) {
      merge(relation);
      return;
    }
    boolean lastIsSlice = restrictionCovering(lastStart).kind == Kind.SLICE;
    ColumnMetadata next = nextRestrictedClustering(start);
    merge(relation);
    if (indexes.isSupported(restrictionCovering(start))) {
      return;
    }
    if (lastIsSlice && start.position() > lastStart.position()) {
      throw precededByRange("Clustering column", start, lastStart);
    }
    if (start.position() < lastStart.position() && isSlice(relation)) {
      throw precededByRange("PRIMARY KEY column", next, start);
    }
  }

  /** The first clustering column a relation on clustering columns names, else null. */
  private ColumnMetadata clusteringStart(Relation relation) {
    Identifier name =
        relation instanceof Relation.Compare c && c.target() instanceof ColumnRef.Column
            ? c.target().column()
            : relation instanceof Relation.In in
                ? in.column()
                : relation instanceof Relation.MultiColumn m
                    ? m.columns().get(0)
                    : relation instanceof Relation.MultiColumnIn m ? m.columns().get(0) : null;
    ColumnMetadata column = name == null ? null : table.column(name.name());
    return column != null && column.kind() == ColumnMetadata.Kind.CLUSTERING ? column : null;
  }

  private static boolean isSlice(Relation relation) {
    return relation instanceof Relation.Compare c
        ? c.operator().isSlice()
        : relation instanceof Relation.MultiColumn m && m.operator().isSlice();
  }

  /** The first column of the restriction on the last restricted clustering column, or null. */
  private ColumnMetadata lastClusteringStart() {
    List<ColumnMetadata> columns = table.clustering();
    for (int i = columns.size() - 1; i >= 0; i--) {
      ColumnRestriction r = restrictionCovering(columns.get(i));
      if (r != null) {
        return r.first();
      }
    }
    return null;
  }

  /** The first restricted clustering column after {@code column}, or null. */
  private ColumnMetadata nextRestrictedClustering(ColumnMetadata column) {
    List<ColumnMetadata> columns = table.clustering();
    for (int i = column.position() + 1; i < columns.size(); i++) {
      if (restrictionCovering(columns.get(i)) != null) {
        return columns.get(i);
      }
    }
    return null;
  }

  private InvalidRequestException precededByRange(
      String kind, ColumnMetadata column, ColumnMetadata range) {
    return new InvalidRequestException(
        FixHints.withHint(
            kind
                + " \""
                + column.name()
                + "\" cannot be restricted (preceding column \""
                + range.name()
                + "\" is restricted by a non-EQ relation)",
            FixHints.restrictClusteringInOrder(column.name(), range.name(), true)));
  }

  private void merge(Relation relation) {
    if (relation instanceof Relation.Compare c) {
      addCompare(c);
    } else if (relation instanceof Relation.In in) {
      ColumnMetadata column = column(in.column());
      checkMultiCell(column, Operator.IN);
      ColumnRestriction tuple = readAsTuple(column) ? multiCovering(column) : null;
      if (tuple != null) {
        throw tuple.conflict(Kind.IN, List.of(column));
      }
      ColumnRestriction r = restrictionOf(column);
      addIn(r, in.values(), r.first().type(), r.columns);
    } else if (relation instanceof Relation.Token t) {
      addToken(t);
    } else if (relation instanceof Relation.MultiColumn m) {
      addMultiColumn(m.columns(), m, m.operator(), m.value());
    } else if (relation instanceof Relation.MultiColumnIn m) {
      ColumnRestriction r = multiRestriction(m.columns(), m, Kind.IN);
      List<ColumnMetadata> columns = m.columns().stream().map(this::column).toList();
      if (m.values() instanceof InValues.Listed listed) {
        listed.values().forEach(v -> checkTupleConstants(columns, v));
      }
      addIn(r, m.values(), r.type, columns);
    } else if (relation instanceof Relation.IsNotNull n) {
      throw new InvalidRequestException("Unsupported restriction: " + n.toCql());
    } else if (relation instanceof Relation.CustomIndex ci) {
      throw new InvalidRequestException(
          "Invalid index expression, index "
              + ci.index().name().name()
              + " not found for "
              + table);
    }
  }

  private void addCompare(Relation.Compare c) {
    ColumnMetadata column = column(c.target().column());
    Operator op = c.operator();
    if (op == Operator.NEQ) {
      throw new InvalidRequestException("Unsupported \"!=\" relation: " + c.toCql());
    }
    if (c.target() instanceof ColumnRef.Column) {
      checkMultiCell(column, op);
      String durations = op.isSlice() ? TypeReferences.durationHolder(column.type()) : null;
      if (durations != null) {
        throw new InvalidRequestException(
            "Slice restrictions are not supported on "
                + (durations.isEmpty() ? "duration columns" : durations + " containing durations"));
      }
    }
    if (op == Operator.LIKE) {
      throw new InvalidRequestException(
          "LIKE restriction is only supported on properly indexed columns. "
              + c.toCql()
              + " is not valid.");
    }
    if (readAsTuple(column)
        && (op == Operator.EQ || op.isSlice())
        && c.target() instanceof ColumnRef.Column) {
      addMultiColumn(
          List.of(c.target().column()),
          c,
          op,
          new io.wcs.parser.ast.Term.TupleLiteral(c.value().span(), List.of(c.value())));
      return;
    }
    ColumnRestriction r = restrictionOf(column);
    if (c.target() instanceof ColumnRef.Element e) {
      check(
          !(column.type() instanceof ListType),
          "Indexes on list entries ("
              + column.name()
              + "[index] = value) are not currently supported.");
      check(
          column.type() instanceof MapType,
          "Invalid element access on column "
              + column.name()
              + ": only equality on the element of a map is supported");
      MapType map = (MapType) column.type();
      check(
          !map.frozen(),
          "Map-entry equality predicates on frozen map column "
              + column.name()
              + " are not supported");
      check(op == Operator.EQ, "Only EQ relations are supported on map entries");
      r.addEntry(
          prepare(e.key(), "key(" + column.name() + ")", map.key()),
          prepare(c.value(), "value(" + column.name() + ")", map.value()));
      return;
    }
    check(
        c.target() instanceof ColumnRef.Column,
        "Field access is not supported in WHERE clauses: " + c.toCql());
    switch (op) {
      case CONTAINS -> {
        CqlType element = CollectionTypes.containedType(column.type());
        check(element != null, "Cannot use CONTAINS on non-collection column " + column.name());
        r.addContains(prepare(c.value(), "value(" + column.name() + ")", element), false);
      }
      case CONTAINS_KEY -> {
        check(
            column.type() instanceof MapType,
            "Cannot use CONTAINS KEY on non-map column " + column.name());
        r.addContains(
            prepare(c.value(), "key(" + column.name() + ")", ((MapType) column.type()).key()),
            true);
      }
      case EQ -> r.addEq(prepare(c.value(), column.name(), column.type()), r.columns);
      default -> addBound(r, op, prepare(c.value(), column.name(), column.type()), r.columns);
    }
  }

  /**
   * A non-frozen collection is only restricted by CONTAINS, CONTAINS KEY or {@code m[k] = v}; a
   * non-frozen UDT by nothing.
   */
  private static void checkMultiCell(ColumnMetadata column, Operator op) {
    if (!column.type().isMultiCell()) {
      return;
    }
    check(
        !(column.type() instanceof io.wcs.engine.types.UserType),
        "Non-frozen UDT column '"
            + column.name()
            + "' ("
            + column.type().cqlName()
            + ") cannot be restricted by any relation");
    check(
        op == Operator.CONTAINS || op == Operator.CONTAINS_KEY,
        "Collection column '"
            + column.name()
            + "' ("
            + column.type().cqlName()
            + ") cannot be restricted by a '"
            + op.toCql()
            + "' relation");
  }

  private static void addBound(
      ColumnRestriction r, Operator op, Term value, List<ColumnMetadata> relationColumns) {
    boolean lower = op == Operator.GT || op == Operator.GTE;
    boolean inclusive = op == Operator.GTE || op == Operator.LTE;
    r.addBound(lower, inclusive, value, relationColumns);
  }

  private void addIn(
      ColumnRestriction r,
      InValues values,
      CqlType elementType,
      List<ColumnMetadata> relationColumns) {
    if (values instanceof InValues.Listed l) {
      List<Term> prepared = new ArrayList<>();
      for (io.wcs.parser.ast.Term t : l.values()) {
        if (r.isTuple()) {
          checkTupleArity(r.columns, t);
        }
        prepared.add(r.isTuple() ? columnsTuple(t, r.columns) : prepare(t, r.name, elementType));
      }
      if (prepared.size() == 1) {
        // Cassandra takes a list of one value, as in c IN (1) or c IN (?), for an equality
        r.addEq(prepared.get(0), relationColumns);
      } else {
        r.addIn(prepared, null, relationColumns);
      }
    } else {
      InValues.Marker m = (InValues.Marker) values;
      r.addIn(
          null,
          // Cassandra's name for a tuple's: in(c,d), not in((c,d))
          terms.prepareInList(
              m.marker(),
              new ColumnSpec(
                  table.keyspace(),
                  table.name(),
                  r.isTuple() ? "in" + r.name : "in(" + r.name + ")",
                  new ListType(elementType, false))),
          relationColumns);
    }
  }

  private void addToken(Relation.Token t) {
    List<ColumnMetadata> pk = table.partitionKey();
    List<ColumnMetadata> columns = t.columns().stream().map(this::column).toList();
    String pkNames = pk.stream().map(ColumnMetadata::name).collect(Collectors.joining(", "));
    check(
        columns.size() == pk.size() && columns.containsAll(pk),
        "The token() function must be applied to all partition key components or none of"
            + " them");
    check(
        columns.equals(pk),
        "The token function arguments must be in the partition key order: " + pkNames);
    check(
        t.operator() != Operator.NEQ && t.operator().ordinal() <= Operator.GTE.ordinal(),
        "Unsupported operator " + t.operator().toCql() + " on the token function");
    if (token == null) {
      token = new ColumnRestriction(pk, "partition key token", NativeType.BIGINT, Target.TOKEN);
    }
    Term value = prepare(t.value(), "partition key token", NativeType.BIGINT);
    if (t.operator() == Operator.EQ) {
      token.addEq(value, pk);
    } else {
      addBound(token, t.operator(), value, pk);
    }
  }

  private void addMultiColumn(
      List<Identifier> names, Relation relation, Operator op, io.wcs.parser.ast.Term value) {
    ColumnRestriction r =
        multiRestriction(names, relation, op == Operator.EQ ? Kind.EQ : Kind.SLICE);
    check(
        op != Operator.NEQ && op.ordinal() <= Operator.GTE.ordinal(),
        "Unsupported operator " + op.toCql() + " in a multi-column relation");
    List<ColumnMetadata> columns = names.stream().map(this::column).toList();
    checkTupleArity(columns, value);
    checkTupleConstants(columns, value);
    Term bound = columnsTuple(value, columns);
    if (op == Operator.EQ) {
      r.addEq(bound, columns);
    } else {
      addBound(r, op, bound, columns);
    }
  }

  /**
   * Each constant of a tuple literal compared with a tuple of columns must suit its column, with
   * Cassandra's message naming that column ("Invalid STRING constant (z) for "d" of type int").
   */
  private void checkTupleConstants(List<ColumnMetadata> columns, io.wcs.parser.ast.Term value) {
    if (value instanceof io.wcs.parser.ast.Term.TupleLiteral t) {
      for (int i = 0; i < Math.min(t.elements().size(), columns.size()); i++) {
        if (t.elements().get(i) instanceof io.wcs.parser.ast.Term.Constant c) {
          Literals.serialize(c.kind(), c.value(), terms.specOf(columns.get(i)));
        }
      }
    }
  }

  /** A tuple literal compared with a tuple of columns has one element per column. */
  private static void checkTupleArity(List<ColumnMetadata> columns, io.wcs.parser.ast.Term value) {
    if (value instanceof io.wcs.parser.ast.Term.TupleLiteral t
        && t.elements().size() != columns.size()) {
      throw new InvalidRequestException(
          "Expected "
              + columns.size()
              + " elements in value tuple, but got "
              + t.elements().size()
              + ": "
              + value.toCql());
    }
  }

  /**
   * The multi-column restriction starting at the relation's first column; relations on tuples
   * starting at the same column merge (the widest giving the columns); a relation of kind {@code
   * added} on columns another restriction holds is refused as that restriction says.
   */
  private ColumnRestriction multiRestriction(
      List<Identifier> names, Relation relation, Kind added) {
    List<ColumnMetadata> columns = names.stream().map(this::column).toList();
    for (ColumnMetadata c : columns) {
      check(
          c.kind() == ColumnMetadata.Kind.CLUSTERING,
          "Multi-column relations can only be applied to clustering columns but was applied to: "
              + c.name());
    }
    for (int i = 1; i < columns.size(); i++) {
      check(
          columns.get(i).position() == columns.get(i - 1).position() + 1,
          "Clustering columns must appear in the PRIMARY KEY order in multi-column relations: "
              + relation.toCql());
    }
    for (ColumnMetadata c : columns) {
      ColumnRestriction single = this.single.get(c);
      ColumnRestriction other = multiCovering(c);
      if (single != null) {
        throw single.conflict(added, columns);
      }
      if (other != null && !other.first().equals(columns.get(0))) {
        throw other.conflict(added, columns);
      }
    }
    ColumnRestriction existing = multis.get(columns.get(0));
    if (existing == null || columns.size() > existing.columns.size()) {
      ColumnRestriction wider =
          new ColumnRestriction(columns, tupleName(columns), tupleOf(columns), Target.TUPLE);
      if (existing != null) {
        wider.copyFrom(existing);
      }
      multis.put(columns.get(0), wider);
      return wider;
    }
    return existing;
  }

  /** A value compared with a tuple of columns, a literal's elements received by each column. */
  private Term columnsTuple(io.wcs.parser.ast.Term value, List<ColumnMetadata> columns) {
    return terms.prepareColumnsTuple(
        value,
        new ColumnSpec(table.keyspace(), table.name(), tupleName(columns), tupleOf(columns)),
        columns.stream().map(terms::specOf).toList());
  }

  private static String tupleName(List<ColumnMetadata> columns) {
    return "(" + columns.stream().map(ColumnMetadata::name).collect(Collectors.joining(",")) + ")";
  }

  private static TupleType tupleOf(List<ColumnMetadata> columns) {
    return new TupleType(columns.stream().map(ColumnMetadata::type).toList());
  }

  private boolean readAsTuple(ColumnMetadata column) {
    return column.kind() == ColumnMetadata.Kind.CLUSTERING && inTuples.contains(column.name());
  }

  private ColumnRestriction restrictionOf(ColumnMetadata c) {
    ColumnRestriction r = single.get(c);
    if (r == null) {
      r = new ColumnRestriction(List.of(c), c.name(), c.type(), Target.COLUMN);
      single.put(c, r);
    }
    return r;
  }

  private Term prepare(io.wcs.parser.ast.Term term, String receiverName, CqlType type) {
    return terms.prepare(term, new ColumnSpec(table.keyspace(), table.name(), receiverName, type));
  }

  private ColumnMetadata column(Identifier name) {
    ColumnMetadata c = table.column(name.name());
    if (c == null) {
      throw new InvalidRequestException(
          "Undefined column name " + name.toCql() + " in table " + table);
    }
    return c;
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new InvalidRequestException(message);
    }
  }
}
