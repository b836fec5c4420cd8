package io.wcs.engine.auth;

import io.wcs.engine.storage.MalformedDataException;
import io.wcs.parser.ast.Permission;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A role's stored form: a format byte, the name, the superuser and login flags, the password hash
 * (a presence flag, then the hash), the roles granted to it, then each resource's name with its
 * permissions as a bit set of {@link Permission} ordinals. Permissions are only ever added at the
 * end of the enum, so stored bits keep their meaning.
 */
final class RoleCodec {
  private static final byte FORMAT = 1;

  private RoleCodec() {}

  static byte[] encode(Role role) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(FORMAT);
      out.writeUTF(role.name());
      out.writeBoolean(role.superuser());
      out.writeBoolean(role.login());
      out.writeBoolean(role.saltedHash() != null);
      if (role.saltedHash() != null) {
        out.writeUTF(role.saltedHash());
      }
      out.writeInt(role.memberOf().size());
      for (String granted : role.memberOf()) {
        out.writeUTF(granted);
      }
      out.writeInt(role.permissions().size());
      for (Map.Entry<AuthResource, Set<Permission>> e : role.permissions().entrySet()) {
        out.writeUTF(e.getKey().name());
        int bits = 0;
        for (Permission p : e.getValue()) {
          bits |= 1 << p.ordinal();
        }
        out.writeInt(bits);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("a byte array stream does no I/O", e);
    }
    return bytes.toByteArray();
  }

  static Role decode(byte[] stored, String what) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(stored))) {
      byte format = in.readByte();
      if (format != FORMAT) {
        throw new MalformedDataException(what + " has unknown format " + format);
      }
      String name = in.readUTF();
      boolean superuser = in.readBoolean();
      boolean login = in.readBoolean();
      String hash = in.readBoolean() ? in.readUTF() : null;
      Set<String> memberOf = new HashSet<>();
      for (int i = in.readInt(); i > 0; i--) {
        memberOf.add(in.readUTF());
      }
      Map<AuthResource, Set<Permission>> permissions = new HashMap<>();
      for (int i = in.readInt(); i > 0; i--) {
        AuthResource resource = new AuthResource(in.readUTF());
        int bits = in.readInt();
        Set<Permission> granted = EnumSet.noneOf(Permission.class);
        for (Permission p : Permission.values()) {
          if ((bits & (1 << p.ordinal())) != 0) {
            granted.add(p);
          }
        }
        permissions.put(resource, granted);
      }
      return new Role(name, superuser, login, hash, memberOf, permissions);
    } catch (IOException e) {
      throw new MalformedDataException(what + " is truncated or corrupt", e);
    }
  }
}
