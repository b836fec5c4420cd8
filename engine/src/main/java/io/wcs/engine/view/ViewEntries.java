package io.wcs.engine.view;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Row;
import io.wcs.engine.types.ClusteringCodec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The view rows of one view that changes to the rows of one base partition imply, with Cassandra
 * 5.0's rules. Given a base row before a write (with its tombstones) and after it, the view either
 * gains an entry, updates it, loses it, or moves it to a new key (when the base column in the view
 * key changes value); an entry exists only for base rows that have live data (or a live key-column
 * cell) and match the view's WHERE.
 *
 * <p>Timestamps and TTLs are carried, not invented: cells are copied with theirs; a view keyed by
 * the base key alone takes the base row marker (or, when some base columns are not selected, a
 * marker that stays live as long as they do); a view keyed by a base regular column takes that
 * column's cell as its marker, and is read with strict liveness (no live marker, no row). A view
 * entry that goes away receives the base row deletion and, when that does not cover it, an expired
 * marker at the timestamp of what made it go: an entry that comes back later at a higher timestamp
 * is live again with its older cells, which a row tombstone would have destroyed.
 *
 * <p>Not thread-safe: one per base partition derivation, under that partition's lock.
 */
final class ViewEntries {
  private enum Action {
    NONE,
    CREATE,
    UPDATE,
    DELETE,
    SWITCH
  }

  private final PreparedView view;
  private final DecoratedKey baseKey;
  private final byte[][] basePartitionKey;
  private final int nowInSeconds;
  private final RowView rowView;
  private final ViewMutations out;

  ViewEntries(PreparedView view, DecoratedKey baseKey, int nowInSeconds, ViewMutations out) {
    this.view = view;
    this.baseKey = baseKey;
    this.basePartitionKey = view.baseKeys.partitionKey().decode(baseKey.key());
    this.nowInSeconds = nowInSeconds;
    this.out = out;
    this.rowView = new RowView(view.baseKeys.clustering(), nowInSeconds, QueryOptions.DEFAULT);
    rowView.setPartition(basePartitionKey, baseKey.token(), null);
  }

  /**
   * Records the view changes for one base row going from {@code existing} (null when absent) to
   * {@code merged}; both hold tombstones, with what they shadow removed.
   */
  void update(Row existing, Row merged) {
    switch (action(existing, merged)) {
      case NONE -> {}
      case CREATE -> createEntry(merged);
      case UPDATE -> updateEntry(existing, merged);
      case DELETE -> {
        if (matches(existing)) {
          deleteEntry(existing, merged);
        }
      }
      case SWITCH -> {
        createEntry(merged);
        if (matches(existing)) {
          deleteEntry(existing, merged);
        }
      }
    }
  }

  private Action action(Row existing, Row merged) {
    if (view.hasBaseKeyOnly()) {
      boolean before = hasLiveData(existing);
      boolean after = hasLiveData(merged);
      if (before) {
        return after ? Action.UPDATE : Action.DELETE;
      }
      return after ? Action.CREATE : Action.NONE;
    }
    Cell before = existing == null ? null : view.keyCell(existing, nowInSeconds);
    Cell after = view.keyCell(merged, nowInSeconds);
    if (before == null) {
      return after == null ? Action.NONE : Action.CREATE;
    }
    if (after == null) {
      return Action.DELETE;
    }
    return Arrays.equals(before.value(), after.value()) ? Action.UPDATE : Action.SWITCH;
  }

  private boolean hasLiveData(Row row) {
    return row != null && row.liveView(nowInSeconds) != null;
  }

  private boolean matches(Row baseRow) {
    return view.filter.matches(baseKey, baseRow.liveView(nowInSeconds), rowView);
  }

  private void createEntry(Row merged) {
    if (!matches(merged)) {
      return;
    }
    List<Cell> cells = new ArrayList<>();
    for (Cell c : merged.cells()) {
      addCell(c, cells);
    }
    List<Row.ComplexDeletion> deletions = new ArrayList<>();
    for (Row.ComplexDeletion cd : merged.complexDeletions()) {
      addComplexDeletion(cd, deletions);
    }
    write(merged, liveness(merged), merged.deletion(), deletions, cells);
  }

  private void updateEntry(Row existing, Row merged) {
    if (!matches(existing)) {
      createEntry(merged);
    } else if (!matches(merged)) {
      deleteEntry(existing, merged);
    } else {
      List<Row.ComplexDeletion> deletions = new ArrayList<>();
      write(
          merged,
          liveness(merged),
          merged.deletion(),
          deletions,
          changes(existing, merged, deletions));
    }
  }

  private void deleteEntry(Row existing, Row merged) {
    long timestamp = deletionTimestamp(existing, merged);
    DeletionTime rowDeletion = merged.deletion();
    LivenessInfo marker =
        timestamp > rowDeletion.markedForDeleteAt()
            ? LivenessInfo.expired(timestamp, nowInSeconds)
            : LivenessInfo.EMPTY;
    List<Row.ComplexDeletion> deletions = new ArrayList<>();
    write(existing, marker, rowDeletion, deletions, changes(existing, merged, deletions));
  }

  /**
   * The view's cells of {@code merged} that {@code existing} does not hold as they are, and (into
   * {@code deletions}) the collection deletions that are newer than the existing ones.
   */
  private List<Cell> changes(Row existing, Row merged, List<Row.ComplexDeletion> deletions) {
    List<Cell> cells = new ArrayList<>();
    for (Cell c : merged.cells()) {
      if (!c.equals(existing.cell(c.columnId(), c.path()))) {
        addCell(c, cells);
      }
    }
    Row.ComplexDeletion[] before = existing.complexDeletions();
    for (Row.ComplexDeletion cd : merged.complexDeletions()) {
      DeletionTime old = DeletionTime.LIVE;
      for (Row.ComplexDeletion b : before) {
        if (b.columnId() == cd.columnId()) {
          old = b.deletion();
        }
      }
      if (cd.deletion().supersedes(old)) {
        addComplexDeletion(cd, deletions);
      }
    }
    return cells;
  }

  private void addCell(Cell c, List<Cell> cells) {
    int id = view.viewColumnId(c.columnId());
    if (id >= 0) {
      cells.add(new Cell(id, c.path(), c.timestamp(), c.ttl(), c.localDeletionTime(), c.value()));
    }
  }

  private void addComplexDeletion(Row.ComplexDeletion cd, List<Row.ComplexDeletion> deletions) {
    int id = view.viewColumnId(cd.columnId());
    if (id >= 0) {
      deletions.add(new Row.ComplexDeletion(id, cd.deletion()));
    }
  }

  /**
   * The view row marker for a base row that has an entry. Keyed by a base regular column: that
   * column's cell. Keyed by the base key and selecting every column: the base marker. Otherwise the
   * base marker extended by the unselected columns' live cells, so that the entry lives as long as
   * the base row does (the newest timestamp; no TTL when any of them has none, else the latest
   * expiry).
   */
  private LivenessInfo liveness(Row baseRow) {
    if (!view.hasBaseKeyOnly()) {
      Cell c = view.keyCell(baseRow, nowInSeconds);
      return c.isExpiring()
          ? new LivenessInfo(c.timestamp(), c.ttl(), c.localDeletionTime())
          : LivenessInfo.live(c.timestamp());
    }
    LivenessInfo marker = baseRow.marker();
    if (view.view.includeAllColumns()) {
      return marker;
    }
    long timestamp = marker.timestamp();
    boolean nonExpiring = marker.isLive(nowInSeconds) && !marker.isExpiring();
    Cell latestExpiring = null;
    for (Cell c : baseRow.cells()) {
      if (view.viewColumnId(c.columnId()) >= 0 || !c.isLive(nowInSeconds)) {
        continue;
      }
      timestamp = Math.max(timestamp, c.timestamp());
      if (!c.isExpiring()) {
        nonExpiring = true;
      } else if (latestExpiring == null
          || c.localDeletionTime() > latestExpiring.localDeletionTime()) {
        latestExpiring = c;
      }
    }
    if (nonExpiring) {
      return LivenessInfo.live(timestamp);
    }
    if (latestExpiring != null
        && (!marker.isLive(nowInSeconds)
            || latestExpiring.localDeletionTime() > marker.localExpirationTime())) {
      return new LivenessInfo(timestamp, latestExpiring.ttl(), latestExpiring.localDeletionTime());
    }
    return marker;
  }

  /**
   * When an entry goes away: the base row deletion if it removed the key column's cell, else that
   * cell's timestamp; for a view keyed by the base key, the newest of the row deletion, the base
   * marker and (when not every column is selected) the unselected cells, which kept it alive.
   */
  private long deletionTimestamp(Row existing, Row merged) {
    DeletionTime deletion = merged.deletion();
    if (!view.hasBaseKeyOnly()) {
      Cell before = view.keyCell(existing, nowInSeconds);
      return deletion.deletes(before.timestamp())
          ? deletion.markedForDeleteAt()
          : before.timestamp();
    }
    long timestamp = Math.max(deletion.markedForDeleteAt(), existing.marker().timestamp());
    if (!view.view.includeAllColumns()) {
      for (Cell c : existing.cells()) {
        if (view.viewColumnId(c.columnId()) < 0) {
          timestamp = Math.max(timestamp, c.timestamp());
        }
      }
    }
    return timestamp;
  }

  /** Adds the view row of the base row {@code keySource}'s entry, unless it carries nothing. */
  private void write(
      Row keySource,
      LivenessInfo marker,
      DeletionTime deletion,
      List<Row.ComplexDeletion> deletions,
      List<Cell> cells) {
    byte[][] key = view.viewKey(basePartitionKey, keySource, nowInSeconds);
    int split = view.partitionKeySize();
    DecoratedKey partition = view.viewKeys.decoratedKey(Arrays.copyOfRange(key, 0, split));
    ClusteringCodec codec = view.viewKeys.clustering();
    byte[][] clusteringValues = Arrays.copyOfRange(key, split, key.length);
    Row row =
        Row.of(codec.encode(clusteringValues), marker, deletion, deletions, cells)
            .withWrittenClustering(codec.writtenValues(clusteringValues));
    if (!row.isEmpty()) {
      out.partition(view.view.table().storageId(), partition).addRow(row);
    }
  }
}
