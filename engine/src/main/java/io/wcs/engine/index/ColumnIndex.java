package io.wcs.engine.index;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.IndexMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One index resolved against its table: the column it reads, what of the column it indexes, which
 * relations it answers (Cassandra 5.0's rules for legacy and storage-attached indexes) and how a
 * value becomes the index term, the partition key of the index table. Immutable and thread-safe.
 */
public final class ColumnIndex {
  /** What of the column is indexed, as the target's function names it. */
  public enum Target {
    SIMPLE,
    VALUES,
    KEYS,
    ENTRIES,
    FULL
  }

  private final IndexMetadata metadata;
  private final ColumnMetadata column;
  private final Target target;
  private final boolean sai;
  private final boolean caseInsensitive;
  private final boolean unicodeNormalized;

  private ColumnIndex(IndexMetadata metadata, ColumnMetadata column, Target target, boolean sai) {
    this.metadata = metadata;
    this.column = column;
    this.target = target;
    this.sai = sai;
    this.caseInsensitive =
        sai && "false".equalsIgnoreCase(metadata.options().getOrDefault("case_sensitive", "true"));
    this.unicodeNormalized =
        sai && "true".equalsIgnoreCase(metadata.options().getOrDefault("normalize", "false"));
  }

  /**
   * The indexes of {@code table} this engine maintains and queries: built-in ones and
   * storage-attached ones on one column. Other custom classes (SASI) are recorded in the schema
   * only.
   */
  public static List<ColumnIndex> of(TableMetadata table) {
    List<ColumnIndex> out = new ArrayList<>(table.indexes().size());
    for (IndexMetadata index : table.indexes()) {
      String target = index.target();
      ColumnMetadata column = table.column(index.targetColumn());
      boolean sai = index.isStorageAttached();
      if (column == null
          || target.contains(",")
          || (index.kind() == IndexMetadata.Kind.CUSTOM && !sai)) {
        continue;
      }
      int open = target.indexOf('(');
      Target kind =
          open > 0 && target.endsWith(")") && !target.startsWith("\"")
              ? Target.valueOf(target.substring(0, open).toUpperCase(Locale.ROOT))
              : Target.SIMPLE;
      out.add(new ColumnIndex(index, column, kind, sai));
    }
    return out;
  }

  public IndexMetadata metadata() {
    return metadata;
  }

  public ColumnMetadata column() {
    return column;
  }

  public Target target() {
    return target;
  }

  /** Storage-attached indexes of a table answer together (Cassandra's one index group). */
  public boolean isStorageAttached() {
    return sai;
  }

  /** Whether {@code column = v} is answered (a FULL index compares whole frozen collections). */
  public boolean supportsEq() {
    return target == Target.SIMPLE || target == Target.FULL;
  }

  /**
   * Whether {@code column < v} and the like are answered: by storage-attached indexes only, and
   * only for types SAI does not treat as literals (text, ascii, boolean, uuid, but not timeuuid,
   * and frozen values).
   */
  public boolean supportsSlice() {
    CqlType type = column.type();
    return sai
        && target == Target.SIMPLE
        && type instanceof NativeType
        && type != NativeType.TEXT
        && type != NativeType.ASCII
        && type != NativeType.BOOLEAN
        && type != NativeType.UUID;
  }

  public boolean supportsContains() {
    return target == Target.VALUES;
  }

  public boolean supportsContainsKey() {
    return target == Target.KEYS;
  }

  /** Whether {@code m[k] = v} is answered. */
  public boolean supportsEntryEq() {
    return target == Target.ENTRIES;
  }

  /** The term of an entry {@code m[key] = value}: length of the key, key, value. */
  public static byte[] entryTerm(byte[] key, byte[] value) {
    return ByteBuffer.allocate(4 + key.length + value.length)
        .putInt(key.length)
        .put(key)
        .put(value)
        .array();
  }

  /**
   * The value as the index compares it: for a storage-attached index on text, in Unicode NFC with
   * {@code 'normalize': 'true'} and lower-cased with {@code 'case_sensitive': 'false'}; otherwise
   * unchanged.
   */
  public byte[] normalize(byte[] value) {
    if (!normalizes()) {
      return value;
    }
    String text = new String(value, StandardCharsets.UTF_8);
    if (unicodeNormalized) {
      text = Normalizer.normalize(text, Normalizer.Form.NFC);
    }
    if (caseInsensitive) {
      text = text.toLowerCase(Locale.ROOT);
    }
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** Whether values are normalized before they are compared. */
  public boolean normalizes() {
    return (caseInsensitive || unicodeNormalized) && isText(valueType());
  }

  /** The type of what is indexed: the column's, or the element's, key's or value's. */
  CqlType valueType() {
    CqlType type = column.type();
    return switch (target) {
      case SIMPLE, FULL, ENTRIES -> type;
      case KEYS -> ((MapType) type).key();
      case VALUES ->
          type instanceof ListType l
              ? l.element()
              : type instanceof SetType s ? s.element() : ((MapType) type).value();
    };
  }

  private static boolean isText(CqlType type) {
    return type == NativeType.TEXT || type == NativeType.ASCII;
  }

  @Override
  public String toString() {
    return metadata.name() + " on " + column.name() + " (" + target + ")";
  }
}
