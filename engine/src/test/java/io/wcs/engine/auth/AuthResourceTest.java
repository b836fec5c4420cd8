package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.parser.ast.Permission;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class AuthResourceTest {

  @Test
  void namesResourcesAsCassandraPrintsThem() {
    assertEquals("<all keyspaces>", AuthResource.allKeyspaces().toString());
    assertEquals("<keyspace ks>", AuthResource.keyspace("ks").toString());
    assertEquals("<all tables in ks>", AuthResource.allTables("ks").toString());
    assertEquals("<table ks.t>", AuthResource.table("ks", "t").toString());
    assertEquals("<all roles>", AuthResource.allRoles().toString());
    assertEquals("<role r>", AuthResource.role("r").toString());
    assertEquals("<all functions>", AuthResource.allFunctions().toString());
    assertEquals("<all functions in ks>", AuthResource.functionsIn("ks").toString());
    assertEquals("<all mbeans>", AuthResource.allMBeans().toString());
  }

  @Test
  void aTableIsUnderItsKeyspaceUnderAllKeyspaces() {
    List<AuthResource> chain = new ArrayList<>();
    for (AuthResource r = AuthResource.table("ks", "t"); r != null; r = r.parent()) {
      chain.add(r);
    }
    assertEquals(
        List.of(
            AuthResource.table("ks", "t"),
            AuthResource.keyspace("ks"),
            AuthResource.allKeyspaces()),
        chain);
    assertEquals(AuthResource.keyspace("ks"), AuthResource.allTables("ks").parent());
    assertEquals(AuthResource.allRoles(), AuthResource.role("r").parent());
    assertNull(AuthResource.allRoles().parent());
  }

  @Test
  void knowsWhatEachPartNames() {
    AuthResource table = AuthResource.table("ks", "t");
    assertEquals("ks", table.keyspace());
    assertEquals("t", table.table());
    assertNull(table.role());
    assertNull(AuthResource.allTables("ks").table());
    assertEquals("ks", AuthResource.functionsIn("ks").keyspace());
    assertEquals("r", AuthResource.role("r").role());
    assertNull(AuthResource.role("r").keyspace());
  }

  @Test
  void offersThePermissionsThatMeanSomethingOnIt() {
    assertTrue(AuthResource.keyspace("ks").applicablePermissions().contains(Permission.CREATE));
    assertTrue(!AuthResource.table("ks", "t").applicablePermissions().contains(Permission.CREATE));
    assertTrue(!AuthResource.keyspace("ks").applicablePermissions().contains(Permission.EXECUTE));
    assertTrue(AuthResource.functionsIn("ks").applicablePermissions().contains(Permission.EXECUTE));
    assertTrue(AuthResource.role("r").applicablePermissions().contains(Permission.DESCRIBE));
  }

  /** LIST PERMISSIONS lists by resource name: data, then functions, then roles. */
  @Test
  void sortsByName() {
    TreeSet<AuthResource> sorted =
        new TreeSet<>(
            List.of(
                AuthResource.role("a"),
                AuthResource.functionsIn("ks"),
                AuthResource.table("ks", "t"),
                AuthResource.keyspace("ks"),
                AuthResource.allKeyspaces()));
    assertEquals(
        List.of(
            AuthResource.allKeyspaces(),
            AuthResource.keyspace("ks"),
            AuthResource.table("ks", "t"),
            AuthResource.functionsIn("ks"),
            AuthResource.role("a")),
        new ArrayList<>(sorted));
  }
}
