package io.wcs.engine.schema;

import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.UserType;
import io.wcs.engine.util.Md5;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The binary form of one keyspace's metadata, as the schema store keeps it. Layout (big-endian,
 * strings as Java modified UTF-8 with a 2-byte length, maps as a count then key/value pairs):
 *
 * <pre>
 * keyspace: u8 format(1) | name | bool durable_writes | map replication
 *           | u16 n, n × type (name | u16 f, f × (field name | type text)), in dependency order
 *           | u16 n, n × table | u16 n, n × (uuid base id | base name | where | bool all | table)
 * table:    name | uuid id | i32 storage id | bool counter | i32 next column id
 *           | u16 n, n × (name | u8 kind | i32 position | type text | bool desc | i32 storage id)
 *           | params | u16 n, n × (name | type text | u8 kind | i64 dropped µs | i32 storage id)
 *           | u16 n, n × (name | u8 kind | map options | i32 storage id)
 * params:   the TableParams components in declaration order; extensions as map of byte arrays
 * </pre>
 *
 * Types are written as their CQL text and parsed back against the keyspace's types. Kind bytes are
 * enum ordinals: values are on disk, never renumber {@link ColumnMetadata.Kind} or {@link
 * IndexMetadata.Kind}.
 */
final class SchemaCodec {
  /** 2 added the indexes' storage ids; a format 1 keyspace is read only if it has no index. */
  private static final int FORMAT = 2;

  private static final int FORMAT_WITHOUT_INDEX_STORAGE = 1;

  private SchemaCodec() {}

  static byte[] encode(KeyspaceMetadata ks) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      writeKeyspace(ks, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** A digest of the user keyspaces: the schema version, stable across restarts. */
  static UUID digest(Collection<KeyspaceMetadata> keyspaces, int nextStorageId) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(nextStorageId);
      for (KeyspaceMetadata ks : keyspaces) {
        writeKeyspace(ks, out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Md5.nameUuid(bytes.toByteArray());
  }

  static KeyspaceMetadata decode(byte[] data, String where) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(data))) {
      int format = in.readUnsignedByte();
      if (format != FORMAT && format != FORMAT_WITHOUT_INDEX_STORAGE) {
        throw new MalformedDataException(where + ": unknown schema format " + format);
      }
      return readKeyspace(in, format);
    } catch (IOException | IllegalArgumentException e) {
      throw new MalformedDataException(where + ": damaged keyspace definition", e);
    }
  }

  private static void writeKeyspace(KeyspaceMetadata ks, DataOutputStream out) throws IOException {
    out.writeByte(FORMAT);
    out.writeUTF(ks.name());
    out.writeBoolean(ks.durableWrites());
    writeMap(ks.replication(), out);
    List<UserType> types = TypeReferences.dependencyOrder(ks.types().values());
    out.writeShort(types.size());
    for (UserType t : types) {
      out.writeUTF(t.name());
      out.writeShort(t.fieldNames().size());
      for (int i = 0; i < t.fieldNames().size(); i++) {
        out.writeUTF(t.fieldNames().get(i));
        out.writeUTF(t.fieldTypes().get(i).cqlName());
      }
    }
    out.writeShort(ks.tables().size());
    for (TableMetadata t : ks.tables().values()) {
      writeTable(t, out);
    }
    out.writeShort(ks.views().size());
    for (ViewMetadata v : ks.views().values()) {
      writeUuid(v.baseTableId(), out);
      out.writeUTF(v.baseTableName());
      out.writeUTF(v.whereClause());
      out.writeBoolean(v.includeAllColumns());
      writeTable(v.table(), out);
    }
  }

  private static KeyspaceMetadata readKeyspace(DataInputStream in, int format) throws IOException {
    String name = in.readUTF();
    KeyspaceMetadata ks = KeyspaceMetadata.create(name, Map.of(), in.readBoolean());
    ks = ks.withParams(readMap(in), ks.durableWrites());
    Map<String, UserType> types = new HashMap<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      String typeName = in.readUTF();
      List<String> fields = new ArrayList<>();
      List<CqlType> fieldTypes = new ArrayList<>();
      for (int f = in.readUnsignedShort(); f > 0; f--) {
        fields.add(in.readUTF());
        fieldTypes.add(CqlTypeParser.parse(in.readUTF(), types::get));
      }
      UserType t = new UserType(name, typeName, fields, fieldTypes, false);
      types.put(typeName, t);
      ks = ks.withType(t);
    }
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      ks = ks.withTable(readTable(name, types, in, format));
    }
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      UUID baseId = readUuid(in);
      String baseName = in.readUTF();
      String where = in.readUTF();
      boolean all = in.readBoolean();
      ks =
          ks.withView(
              new ViewMetadata(baseId, baseName, where, all, readTable(name, types, in, format)));
    }
    return ks;
  }

  private static void writeTable(TableMetadata t, DataOutputStream out) throws IOException {
    out.writeUTF(t.name());
    writeUuid(t.id(), out);
    out.writeInt(t.storageId());
    out.writeBoolean(t.counter());
    out.writeInt(t.nextColumnId());
    out.writeShort(t.columns().size());
    for (ColumnMetadata c : t.columns()) {
      out.writeUTF(c.name());
      out.writeByte(c.kind().ordinal());
      out.writeInt(c.position());
      out.writeUTF(c.type().cqlName());
      out.writeBoolean(c.descending());
      out.writeInt(c.storageId());
    }
    writeParams(t.params(), out);
    out.writeShort(t.droppedColumns().size());
    for (DroppedColumn d : t.droppedColumns().values()) {
      out.writeUTF(d.name());
      out.writeUTF(d.type().cqlName());
      out.writeByte(d.kind().ordinal());
      out.writeLong(d.droppedTimeMicros());
      out.writeInt(d.storageId());
    }
    out.writeShort(t.indexes().size());
    for (IndexMetadata i : t.indexes()) {
      out.writeUTF(i.name());
      out.writeByte(i.kind().ordinal());
      writeMap(i.options(), out);
      out.writeInt(i.storageId());
    }
  }

  private static TableMetadata readTable(
      String keyspace, Map<String, UserType> types, DataInputStream in, int format)
      throws IOException {
    String name = in.readUTF();
    UUID id = readUuid(in);
    int storageId = in.readInt();
    boolean counter = in.readBoolean();
    int nextColumnId = in.readInt();
    List<ColumnMetadata> columns = new ArrayList<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      columns.add(
          new ColumnMetadata(
              in.readUTF(),
              ColumnMetadata.Kind.values()[in.readUnsignedByte()],
              in.readInt(),
              CqlTypeParser.parse(in.readUTF(), types::get),
              in.readBoolean(),
              in.readInt()));
    }
    TableParams params = readParams(in);
    Map<String, DroppedColumn> dropped = new TreeMap<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      DroppedColumn d =
          new DroppedColumn(
              in.readUTF(),
              CqlTypeParser.parse(in.readUTF(), types::get),
              ColumnMetadata.Kind.values()[in.readUnsignedByte()],
              in.readLong(),
              in.readInt());
      dropped.put(d.name(), d);
    }
    List<IndexMetadata> indexes = new ArrayList<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      if (format == FORMAT_WITHOUT_INDEX_STORAGE) {
        throw new IOException(
            "table " + name + " has an index stored before indexes had storage: drop the keyspace");
      }
      indexes.add(
          new IndexMetadata(
              in.readUTF(),
              IndexMetadata.Kind.values()[in.readUnsignedByte()],
              readMap(in),
              in.readInt()));
    }
    return new TableMetadata(
        keyspace, name, id, storageId, counter, columns, params, dropped, indexes, nextColumnId);
  }

  private static void writeParams(TableParams p, DataOutputStream out) throws IOException {
    out.writeUTF(p.additionalWritePolicy());
    out.writeBoolean(p.allowAutoSnapshot());
    out.writeDouble(p.bloomFilterFpChance());
    writeMap(p.caching(), out);
    out.writeBoolean(p.cdc());
    out.writeUTF(p.comment());
    writeMap(p.compaction(), out);
    writeMap(p.compression(), out);
    out.writeUTF(p.memtable());
    out.writeDouble(p.crcCheckChance());
    out.writeInt(p.defaultTimeToLive());
    out.writeShort(p.extensions().size());
    for (Map.Entry<String, byte[]> e : p.extensions().entrySet()) {
      out.writeUTF(e.getKey());
      out.writeInt(e.getValue().length);
      out.write(e.getValue());
    }
    out.writeInt(p.gcGraceSeconds());
    out.writeBoolean(p.incrementalBackups());
    out.writeInt(p.maxIndexInterval());
    out.writeInt(p.memtableFlushPeriodInMs());
    out.writeInt(p.minIndexInterval());
    out.writeUTF(p.readRepair());
    out.writeUTF(p.speculativeRetry());
  }

  private static TableParams readParams(DataInputStream in) throws IOException {
    String additionalWritePolicy = in.readUTF();
    boolean allowAutoSnapshot = in.readBoolean();
    double bloom = in.readDouble();
    Map<String, String> caching = readMap(in);
    boolean cdc = in.readBoolean();
    String comment = in.readUTF();
    Map<String, String> compaction = readMap(in);
    Map<String, String> compression = readMap(in);
    String memtable = in.readUTF();
    double crc = in.readDouble();
    int ttl = in.readInt();
    Map<String, byte[]> extensions = new TreeMap<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      String key = in.readUTF();
      byte[] value = new byte[in.readInt()];
      in.readFully(value);
      extensions.put(key, value);
    }
    return new TableParams(
        additionalWritePolicy,
        allowAutoSnapshot,
        bloom,
        caching,
        cdc,
        comment,
        compaction,
        compression,
        memtable,
        crc,
        ttl,
        extensions,
        in.readInt(),
        in.readBoolean(),
        in.readInt(),
        in.readInt(),
        in.readInt(),
        in.readUTF(),
        in.readUTF());
  }

  private static void writeMap(Map<String, String> map, DataOutputStream out) throws IOException {
    out.writeShort(map.size());
    for (Map.Entry<String, String> e : map.entrySet()) {
      out.writeUTF(e.getKey());
      out.writeUTF(e.getValue());
    }
  }

  private static Map<String, String> readMap(DataInputStream in) throws IOException {
    Map<String, String> map = new TreeMap<>();
    for (int n = in.readUnsignedShort(); n > 0; n--) {
      map.put(in.readUTF(), in.readUTF());
    }
    return map;
  }

  private static void writeUuid(UUID id, DataOutputStream out) throws IOException {
    out.writeLong(id.getMostSignificantBits());
    out.writeLong(id.getLeastSignificantBits());
  }

  private static UUID readUuid(DataInputStream in) throws IOException {
    return new UUID(in.readLong(), in.readLong());
  }
}
