package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The reference the storage tests compare against: every mutation kept as written, and a read
 * computed by brute force from the rules (the winning version of each cell, then every deletion
 * that could shadow it, then liveness at the read time). No merging iterators, no incremental
 * state.
 */
public final class ModelTable {
  /** What a read shows of one partition. */
  public record Observed(Row staticRow, List<Row> rows) {}

  private final TreeMap<DecoratedKey, List<Mutation>> writes = new TreeMap<>();

  public void apply(Mutation m) {
    writes.computeIfAbsent(m.key(), k -> new ArrayList<>()).add(m);
  }

  public void clear() {
    writes.clear();
  }

  public List<DecoratedKey> keys() {
    return new ArrayList<>(writes.keySet());
  }

  /** The partition at {@code now}, or null when it shows nothing. */
  public Observed read(DecoratedKey key, Slices slices, boolean reversed, int now) {
    List<Mutation> ms = writes.getOrDefault(key, List.of());
    DeletionTime pd = DeletionTime.LIVE;
    List<RangeTombstone> rts = new ArrayList<>();
    List<Row> statics = new ArrayList<>();
    TreeMap<byte[], List<Row>> versions = new TreeMap<>(Bytes.UNSIGNED);
    for (Mutation m : ms) {
      pd = DeletionTime.max(pd, m.partitionDeletion());
      rts.addAll(m.rangeTombstones());
      if (m.staticRow() != null) {
        statics.add(m.staticRow());
      }
      for (Row r : m.rows()) {
        versions.computeIfAbsent(r.clustering(), k -> new ArrayList<>()).add(r);
      }
    }
    Row staticRow = resolve(Bytes.EMPTY, statics, pd, now);
    List<Row> rows = new ArrayList<>();
    for (Map.Entry<byte[], List<Row>> e : versions.entrySet()) {
      if (!slices.contains(e.getKey())) {
        continue;
      }
      DeletionTime outer = pd;
      for (RangeTombstone rt : rts) {
        if (rt.covers(e.getKey())) {
          outer = DeletionTime.max(outer, rt.deletion());
        }
      }
      Row r = resolve(e.getKey(), e.getValue(), outer, now);
      if (r != null) {
        rows.add(r);
      }
    }
    if (reversed) {
      Collections.reverse(rows);
    }
    return staticRow == null && rows.isEmpty() ? null : new Observed(staticRow, rows);
  }

  private static Row resolve(byte[] clustering, List<Row> versions, DeletionTime outer, int now) {
    LivenessInfo marker = LivenessInfo.EMPTY;
    DeletionTime deletion = outer;
    Map<Integer, DeletionTime> complex = new HashMap<>();
    TreeSet<Cell> positions = new TreeSet<>(Cell::comparePosition);
    for (Row r : versions) {
      if (r.marker().supersedes(marker)) {
        marker = r.marker();
      }
      deletion = DeletionTime.max(deletion, r.deletion());
      for (Row.ComplexDeletion cd : r.complexDeletions()) {
        complex.merge(cd.columnId(), cd.deletion(), DeletionTime::max);
      }
      positions.addAll(r.cells());
    }
    List<Cell> live = new ArrayList<>();
    for (Cell position : positions) {
      Cell winner = null;
      for (Row r : versions) {
        Cell c = r.cell(position.columnId(), position.path());
        if (c != null) {
          winner = winner == null ? c : Cell.reconcile(winner, c);
        }
      }
      DeletionTime cd = complex.getOrDefault(winner.columnId(), DeletionTime.LIVE);
      if (!deletion.deletes(winner.timestamp())
          && !cd.deletes(winner.timestamp())
          && winner.isLive(now)) {
        live.add(winner);
      }
    }
    boolean markerLive = marker.isLive(now) && !deletion.deletes(marker.timestamp());
    if (!markerLive && live.isEmpty()) {
      return null;
    }
    return Row.of(
        clustering, markerLive ? marker : LivenessInfo.EMPTY, DeletionTime.LIVE, List.of(), live);
  }

  /** Drains a live partition into the same shape as {@link #read}. */
  public static Observed observe(LivePartition p) {
    if (p == null || p.isEmpty()) {
      return null;
    }
    List<Row> rows = new ArrayList<>();
    p.rows().forEachRemaining(rows::add);
    return new Observed(p.staticRow(), rows);
  }

  /** Readable diff text for assertion messages. */
  public static String describe(Observed o) {
    if (o == null) {
      return "<nothing>";
    }
    StringBuilder sb = new StringBuilder("static=").append(o.staticRow());
    for (Row r : o.rows()) {
      sb.append("\n  ").append(r);
    }
    return sb.toString();
  }
}
