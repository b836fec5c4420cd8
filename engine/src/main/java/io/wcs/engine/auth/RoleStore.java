package io.wcs.engine.auth;

import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.RecordTable;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableMutation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
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
  /**
   * The storage table of the roles: below the first user table's id, apart from the ids the
   * (virtual, never stored) system tables are numbered with.
   */
  public static final int ROLES_TABLE_ID = 500;

  /** The role Cassandra creates on a node that has none, with its password. */
  public static final String DEFAULT_SUPERUSER = "cassandra";

  private final StorageEngine engine;
  private final RecordTable records;
  private volatile Roles roles;

  private RoleStore(StorageEngine engine, RecordTable records, Roles roles) {
    this.engine = engine;
    this.records = records;
    this.roles = roles;
  }

  /** Reads the roles from an opened engine (its commit log already replayed). */
  public static RoleStore load(StorageEngine engine, int nowInSeconds) throws IOException {
    Map<String, Role> roles = new HashMap<>();
    RecordTable records =
        RecordTable.load(
            engine,
            ROLES_TABLE_ID,
            nowInSeconds,
            (key, row) -> {
              String what = "role " + new String(key, StandardCharsets.UTF_8);
              Role role = RoleCodec.decode(RecordTable.cell(row, 0, what), what);
              roles.put(role.name(), role);
            });
    return new RoleStore(engine, records, new Roles(roles));
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
    long ts = records.nextTimestamp(System.currentTimeMillis() * 1000);
    List<TableMutation> write = new ArrayList<>();
    for (Role role : before.all()) {
      if (!after.exists(role.name())) {
        write.add(records.delete(key(role.name()), ts));
      }
    }
    for (Role role : after.all()) {
      if (role != before.get(role.name())) {
        write.add(
            records.put(
                key(role.name()), ts, List.of(Cell.live(0, null, ts, RoleCodec.encode(role)))));
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

  private static byte[] key(String role) {
    return role.getBytes(StandardCharsets.UTF_8);
  }
}
