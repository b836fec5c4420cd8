package io.wcs.engine.view;

import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableMutation;
import io.wcs.parser.ast.CreateMaterializedView;
import io.wcs.parser.ast.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Keeps materialized views equal to their base tables: every base write derives the view rows it
 * changes ({@link ViewEntries}), applied in the same storage write; a new view is built from the
 * data already stored ({@link ViewBuilder}). Views are prepared once per version of the view and
 * base metadata, and forgotten when dropped.
 *
 * <p>Thread-safe: derivations for different partitions run concurrently; each runs under its base
 * partition's lock, which {@link io.wcs.engine.cql.modification.MutationCollector} holds.
 */
public final class ViewMaintenance implements DerivedWrites {
  private final SchemaStore schemaStore;
  private final Map<UUID, PreparedView> prepared = new ConcurrentHashMap<>();

  public ViewMaintenance(SchemaStore schemaStore) {
    this.schemaStore = schemaStore;
  }

  @Override
  public boolean derivesFrom(TableMetadata table) {
    // asked for every write: keyspaces without views answer without a search
    KeyspaceMetadata ks = schemaStore.schema().keyspace(table.keyspace());
    return ks != null && !ks.views().isEmpty() && !ks.viewsOf(table.name()).isEmpty();
  }

  @Override
  public void derive(
      TableMetadata table, Mutation base, ExecutionContext context, List<TableMutation> out) {
    KeyspaceMetadata ks = context.schemaStore().schema().keyspace(table.keyspace());
    if (ks == null || ks.table(table.name()) == null) {
      return;
    }
    ViewMutations mutations = new ViewMutations();
    List<ViewEntries> entries = new ArrayList<>();
    for (ViewMetadata view : ks.viewsOf(table.name())) {
      entries.add(
          new ViewEntries(prepare(view, ks), base.key(), context.nowInSeconds(), mutations));
    }
    if (entries.isEmpty()) {
      return;
    }
    BaseRowChanges.forEach(
        context.storage(),
        table.storageId(),
        base,
        (existing, merged) -> entries.forEach(e -> e.update(existing, merged)));
    mutations.addTo(out);
  }

  @Override
  public void schemaChanged(Statement ddl, SchemaChange change, ExecutionContext context) {
    if (change.change() == SchemaChange.Change.DROPPED) {
      prepared.values().removeIf(p -> !exists(change.schema(), p.view));
    }
    if (!(ddl instanceof CreateMaterializedView)
        || change.change() != SchemaChange.Change.CREATED) {
      return;
    }
    KeyspaceMetadata ks = change.schema().keyspace(change.keyspace());
    ViewBuilder.build(prepare(ks.view(change.name()), ks), context);
  }

  private static boolean exists(Schema schema, ViewMetadata view) {
    KeyspaceMetadata ks = schema.keyspace(view.keyspace());
    return ks != null && ks.view(view.name()) != null;
  }

  /** The view prepared against the keyspace's current base table, reused while both are. */
  private PreparedView prepare(ViewMetadata view, KeyspaceMetadata ks) {
    TableMetadata base = ks.table(view.baseTableName());
    PreparedView p = prepared.get(view.table().id());
    if (p == null || p.view != view || p.base != base) {
      p = new PreparedView(view, base, ks);
      prepared.put(view.table().id(), p);
    }
    return p;
  }
}
