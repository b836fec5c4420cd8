package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.parser.ast.Permission;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RolesTest {
  private static final AuthResource KS = AuthResource.keyspace("ks");
  private static final AuthResource TABLE = AuthResource.table("ks", "t");

  /** ada holds readers, which holds auditors; admins is a superuser nobody holds yet. */
  private final Roles roles =
      Roles.NONE
          .with(new Role("ada", false, true, null, Set.of("readers"), Map.of()))
          .with(
              new Role(
                  "readers",
                  false,
                  false,
                  null,
                  Set.of("auditors"),
                  Map.of(KS, Set.of(Permission.SELECT))))
          .with(
              new Role(
                  "auditors",
                  false,
                  false,
                  null,
                  Set.of(),
                  Map.of(AuthResource.allRoles(), Set.of(Permission.DESCRIBE))))
          .with(Role.of("admins", true, false, null));

  @Test
  void aRoleHoldsWhatItWasGrantedDirectlyOrNot() {
    assertEquals(Set.of("ada", "readers", "auditors"), roles.granted("ada", true));
    assertEquals(Set.of("ada", "readers"), roles.granted("ada", false));
    assertEquals(Set.of(), roles.granted("nobody", true));
  }

  @Test
  void permissionsHoldOnWhatIsUnderTheirResource() {
    assertTrue(roles.hasPermission("ada", Permission.SELECT, TABLE));
    assertTrue(roles.hasPermission("ada", Permission.SELECT, KS));
    assertFalse(roles.hasPermission("ada", Permission.SELECT, AuthResource.allKeyspaces()));
    assertFalse(roles.hasPermission("ada", Permission.MODIFY, TABLE));
    assertTrue(roles.hasPermission("ada", Permission.DESCRIBE, AuthResource.role("admins")));
    assertFalse(roles.hasPermission("nobody", Permission.SELECT, TABLE));
    assertTrue(roles.hasTablePermission("ada", Permission.SELECT, "ks", "t"));
    assertFalse(roles.hasTablePermission("ada", Permission.SELECT, "other", "t"));
    assertFalse(roles.hasTablePermission("ada", Permission.MODIFY, "ks", "t"));
  }

  /** A table's check reads the same grants as any other, at every level of the table's resource. */
  @Test
  void aTableIsCheckedAtItsOwnKeyspaceAndRootLevels() {
    Roles granted =
        Roles.NONE
            .with(
                new Role(
                    "t", false, true, null, Set.of(), Map.of(TABLE, Set.of(Permission.MODIFY))))
            .with(
                new Role(
                    "all",
                    false,
                    true,
                    null,
                    Set.of(),
                    Map.of(AuthResource.allKeyspaces(), Set.of(Permission.SELECT))));
    assertTrue(granted.hasTablePermission("t", Permission.MODIFY, "ks", "t"));
    assertFalse(granted.hasTablePermission("t", Permission.MODIFY, "ks", "u"));
    assertTrue(granted.hasTablePermission("all", Permission.SELECT, "any", "u"));
    assertFalse(granted.hasTablePermission("all", Permission.MODIFY, "any", "u"));
  }

  @Test
  void aSuperuserRoleMakesEveryRoleHoldingItOne() {
    assertFalse(roles.isSuperuser("ada"));
    Roles granted = roles.update("ada", r -> r.withMemberOf(Set.of("readers", "admins")));
    assertTrue(granted.isSuperuser("ada"));
    assertTrue(granted.hasPermission("ada", Permission.DROP, AuthResource.allKeyspaces()));
  }

  @Test
  void droppingARoleTakesItFromTheRolesHoldingIt() {
    Roles dropped = roles.without("readers");
    assertFalse(dropped.exists("readers"));
    assertEquals(Set.of(), dropped.get("ada").memberOf());
    assertFalse(dropped.hasPermission("ada", Permission.SELECT, TABLE));
  }

  @Test
  void droppingAResourceTakesItsPermissionsFromEveryRole() {
    Roles revoked = roles.withoutPermissionsOn(r -> "ks".equals(r.keyspace()));
    assertEquals(Map.of(), revoked.get("readers").permissions());
    assertTrue(revoked.get("auditors") == roles.get("auditors"), "unchanged roles are kept");
  }

  @Test
  void updatingAMissingRoleChangesNothing() {
    assertTrue(roles.update("nobody", r -> r.withMemberOf(Set.of())) == roles);
  }
}
