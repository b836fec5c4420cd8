package io.wcs.engine.auth;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableMutation;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Keeps a database's roles durable in the storage engine and publishes them as {@link Roles}
 * snapshots. Layout: storage table {@link #ROLES_TABLE_ID}, one partition per role (key: its name
 * in UTF-8) holding one row whose cell 0 is {@link RoleCodec}'s encoding of the role. A change
 * writes the roles it changed and deletes the ones it dropped in one write, so a crash keeps all of
 * it or none, as durable as the commit log's sync mode makes writes.
 *
 * <p>Threading: {@link #update} is synchronized (changes apply one at a time, each to the snapshot
 * the previous one left); {@link #roles} is a volatile read for any thread.
 */
public final class RoleStore {
  /** The storage table of the roles; below the first user table's id, next to the schema's. */
  public static final int ROLES_TABLE_ID = 1;

  /** The role Cassandra creates on a node that has none, with its password. */
  public static final String DEFAULT_SUPERUSER = "cassandra";

  private static final byte[] NO_CLUSTERING = new byte[0];

  private final StorageEngine engine;
  private volatile Roles roles;
  private long lastTimestamp;

  private RoleStore(StorageEngine engine, Roles roles, long lastTimestamp) {
    this.engine = engine;
    this.roles = roles;
    this.lastTimestamp = lastTimestamp;
  }

  /** Reads the roles from an opened engine (its commit log already replayed). */
  public static RoleStore load(StorageEngine engine, int nowInSeconds) throws IOException {
    engine.createTable(ROLES_TABLE_ID, TableLayout.NONE, TableOptions.DEFAULT);
    Map<String, Role> roles = new HashMap<>();
    long lastTimestamp = Long.MIN_VALUE;
    try (PartitionIterator it =
        engine.scan(ROLES_TABLE_ID, PartitionRange.ALL, Slices.ALL, nowInSeconds)) {
      while (it.hasNext()) {
        LivePartition p = it.next();
        Iterator<Row> rows = p.rows();
        if (!rows.hasNext()) {
          continue;
        }
        Cell cell = rows.next().cell(0, null);
        String key = new String(p.key().key(), StandardCharsets.UTF_8);
        if (cell == null) {
          throw new MalformedDataException("role " + key + " lacks cell 0");
        }
        lastTimestamp = Math.max(lastTimestamp, cell.timestamp());
        Role role = RoleCodec.decode(cell.value(), "role " + key);
        roles.put(role.name(), role);
      }
    }
    return new RoleStore(engine, new Roles(roles), lastTimestamp);
  }

  /** The current roles. */
  public Roles roles() {
    return roles;
  }

  /**
   * Applies {@code change} to the current roles and stores what it changed: roles it replaced or
   * added (told apart from unchanged ones by identity), and roles it removed.
   *
   * @param change may throw a {@link io.wcs.engine.error.CqlRequestException} to refuse the change,
   *     which then changes nothing
   * @return the roles after the change
   */
  public synchronized Roles update(UnaryOperator<Roles> change) {
    Roles before = roles;
    Roles after = change.apply(before);
    long ts = nextTimestamp(System.currentTimeMillis() * 1000);
    int now = (int) (ts / 1_000_000);
    List<TableMutation> write = new ArrayList<>();
    for (Role role : before.all()) {
      if (!after.exists(role.name())) {
        write.add(
            new TableMutation(
                ROLES_TABLE_ID,
                Mutation.builder(key(role.name()))
                    .deletePartition(new DeletionTime(ts, now))
                    .build()));
      }
    }
    for (Role role : after.all()) {
      if (role != before.get(role.name())) {
        Row row =
            Row.of(
                NO_CLUSTERING,
                LivenessInfo.live(ts),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, ts, RoleCodec.encode(role))));
        write.add(
            new TableMutation(
                ROLES_TABLE_ID, Mutation.builder(key(role.name())).addRow(row).build()));
      }
    }
    if (!write.isEmpty()) {
      try {
        engine.apply(write);
      } catch (IOException e) {
        throw new UncheckedIOException("the roles could not be stored", e);
      }
    }
    roles = after;
    return after;
  }

  /**
   * Creates Cassandra's default superuser, {@value #DEFAULT_SUPERUSER} with the password {@value
   * #DEFAULT_SUPERUSER}, when there is no role at all, as a Cassandra node with password logins
   * does on its first start.
   *
   * @return whether it was created
   */
  public boolean createDefaultSuperuserIfNone() {
    if (!roles.isEmpty()) {
      return false;
    }
    String hash = PasswordHash.of(DEFAULT_SUPERUSER);
    Roles[] before = new Roles[1];
    Roles after =
        update(
            current -> {
              before[0] = current;
              return current.isEmpty()
                  ? current.with(Role.of(DEFAULT_SUPERUSER, true, true, hash))
                  : current;
            });
    return after != before[0];
  }

  /**
   * Checks a login: the role must exist, have this password and be allowed to log in.
   *
   * @return null when the role is let in, or Cassandra's refusal message
   */
  public String loginRefusal(String user, String password) {
    Role role = roles.get(user);
    if (role == null || !PasswordHash.matches(password, role.saltedHash())) {
      return "Provided username " + user + " and/or password are incorrect";
    }
    if (!role.login()) {
      return user + " is not permitted to log in";
    }
    return null;
  }

  /** Strictly increasing, so a later change always wins over an earlier one. */
  private long nextTimestamp(long requested) {
    lastTimestamp = Math.max(requested, lastTimestamp + 1);
    return lastTimestamp;
  }

  private static DecoratedKey key(String role) {
    byte[] key = role.getBytes(StandardCharsets.UTF_8);
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }
}
