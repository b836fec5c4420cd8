package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.TimeUuids;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * The built-in scalar functions usable in terms, by lower-case name: now, uuid, the current*
 * functions, the time conversions, min/maxTimeuuid and the blob conversions ({@code intAsBlob},
 * {@code blobAsInt}…), each also by its snake_case name ({@code current_date}, {@code to_date},
 * {@code int_as_blob}…), the math functions of {@link NumericFunctions} and {@code floor} of {@link
 * TimeFunctions}. {@code token} depends on the table and is made by {@link TermPreparer}.
 */
public final class NativeFunctions {
  /** 100-ns intervals between the UUID epoch (1582-10-15) and the Unix epoch. */
  private static final long UUID_EPOCH_OFFSET = 0x01B2_1DD2_1381_4000L;

  /** Cassandra's lowest and highest clock sequence and node, for min/maxTimeuuid. */
  private static final long MIN_CLOCK_SEQ_AND_NODE = 0x8080_8080_8080_8080L;

  private static final long MAX_CLOCK_SEQ_AND_NODE = 0x7F7F_7F7F_7F7F_7F7FL;

  private static final Map<String, List<NativeFunction>> BY_NAME = new HashMap<>();

  /**
   * Cassandra 5.0's second, snake_case names of the functions named in camel case before it ({@code
   * to_date} for {@code toDate}); the blob conversions get theirs where they are made.
   */
  private static final Map<String, String> SNAKE_CASE =
      Map.of(
          "currenttimeuuid", "current_timeuuid",
          "currenttimestamp", "current_timestamp",
          "currentdate", "current_date",
          "currenttime", "current_time",
          "totimestamp", "to_timestamp",
          "todate", "to_date",
          "tounixtimestamp", "to_unix_timestamp",
          "mintimeuuid", "min_timeuuid",
          "maxtimeuuid", "max_timeuuid");

  static {
    generator("now", NativeType.TIMEUUID, TimeUuids::next);
    generator("currenttimeuuid", NativeType.TIMEUUID, TimeUuids::next);
    generator("uuid", NativeType.UUID, UUID::randomUUID);
    generator("currenttimestamp", NativeType.TIMESTAMP, () -> Instant.ofEpochMilli(nowMillis()));
    generator("currentdate", NativeType.DATE, () -> LocalDate.now(ZoneOffset.UTC));
    generator("currenttime", NativeType.TIME, () -> LocalTime.now(ZoneOffset.UTC));

    unary("totimestamp", NativeType.TIMEUUID, NativeType.TIMESTAMP, v -> instantOf((UUID) v));
    unary(
        "totimestamp",
        NativeType.DATE,
        NativeType.TIMESTAMP,
        v -> ((LocalDate) v).atStartOfDay().toInstant(ZoneOffset.UTC));
    unary("todate", NativeType.TIMEUUID, NativeType.DATE, v -> dateOf(instantOf((UUID) v)));
    unary("todate", NativeType.TIMESTAMP, NativeType.DATE, v -> dateOf((Instant) v));
    unary(
        "tounixtimestamp",
        NativeType.TIMEUUID,
        NativeType.BIGINT,
        v -> instantOf((UUID) v).toEpochMilli());
    unary(
        "tounixtimestamp",
        NativeType.TIMESTAMP,
        NativeType.BIGINT,
        v -> ((Instant) v).toEpochMilli());
    unary(
        "tounixtimestamp",
        NativeType.DATE,
        NativeType.BIGINT,
        v -> ((LocalDate) v).toEpochDay() * 86_400_000L);
    unary(
        "mintimeuuid",
        NativeType.TIMESTAMP,
        NativeType.TIMEUUID,
        v -> timeUuid(((Instant) v).toEpochMilli(), 0, MIN_CLOCK_SEQ_AND_NODE));
    unary(
        "maxtimeuuid",
        NativeType.TIMESTAMP,
        NativeType.TIMEUUID,
        v -> timeUuid(((Instant) v).toEpochMilli(), 9_999, MAX_CLOCK_SEQ_AND_NODE));

    for (NativeType type : NativeType.values()) {
      if (type != NativeType.BLOB && type != NativeType.COUNTER) {
        blobConversions(type.cqlName(), type);
      }
    }
    blobConversions("varchar", NativeType.TEXT);
    NumericFunctions.mathFunctions().forEach(NativeFunctions::add);
    TimeFunctions.floorFunctions().forEach(NativeFunctions::add);
    for (Map.Entry<String, String> alias : SNAKE_CASE.entrySet()) {
      for (NativeFunction f : List.copyOf(BY_NAME.get(alias.getKey()))) {
        add(
            new NativeFunction(
                alias.getValue(), f.argTypes(), f.returnType(), f.deterministic(), f.body()));
      }
    }
  }

  private NativeFunctions() {}

  /**
   * {@code toJson(x)} (named {@code name}, as called) for a value of {@code type}: its JSON text;
   * null for null and for a type's empty value.
   */
  public static NativeFunction toJson(String name, CqlType type) {
    return new NativeFunction(
        name,
        List.of(type),
        NativeType.TEXT,
        true,
        args ->
            args.get(0) != null && type.isEmptyValue(args.get(0))
                ? null
                : JsonFormatter.format(type, args.get(0)).getBytes(StandardCharsets.UTF_8));
  }

  /**
   * {@code token(k1, …)}: the Murmur3 token of values of a table's partition key types; null when
   * any is null.
   */
  public static NativeFunction token(PartitionKeyCodec codec) {
    return new NativeFunction(
        "token",
        codec.types(),
        NativeType.BIGINT,
        true,
        args -> {
          if (args.contains(null)) {
            return null; // as Cassandra's: a selection shows null, a restriction refuses it
          }
          long token = Murmur3Partitioner.token(codec.encode(args.toArray(new byte[0][])));
          return NativeType.BIGINT.serialize(token);
        });
  }

  /** The overloads of a function, or an empty list when there is no such function. */
  public static List<NativeFunction> overloads(String name) {
    return BY_NAME.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
  }

  /** Every overload of every function here, in no particular order (for JDBC's getFunctions). */
  public static List<NativeFunction> all() {
    return BY_NAME.values().stream().flatMap(List::stream).toList();
  }

  private static void add(NativeFunction f) {
    BY_NAME.computeIfAbsent(f.name(), n -> new ArrayList<>()).add(f);
  }

  private static void generator(
      String name, NativeType returnType, java.util.function.Supplier<Object> supplier) {
    add(
        new NativeFunction(
            name, List.of(), returnType, false, args -> returnType.serialize(supplier.get())));
  }

  private static void unary(
      String name, CqlType arg, CqlType result, java.util.function.Function<Object, Object> body) {
    add(NativeFunction.ofJava(name, List.of(arg), result, args -> body.apply(args.get(0))));
  }

  /**
   * {@code typeAsBlob} is the identity on bytes; {@code blobAsType} checks the bytes fit. Each also
   * goes by its snake_case name, {@code type_as_blob} and {@code blob_as_type}.
   */
  private static void blobConversions(String typeName, NativeType type) {
    for (String name : List.of(typeName + "asblob", typeName + "_as_blob")) {
      add(new NativeFunction(name, List.of(type), NativeType.BLOB, true, args -> args.get(0)));
    }
    for (String name : List.of("blobas" + typeName, "blob_as_" + typeName)) {
      add(
          new NativeFunction(
              name,
              List.of(NativeType.BLOB),
              type,
              true,
              args -> {
                byte[] value = args.get(0);
                if (value != null) {
                  checkBlobFits(name, type, value);
                }
                return value;
              }));
    }
  }

  private static void checkBlobFits(String function, NativeType type, byte[] value) {
    try {
      type.deserialize(value);
    } catch (InvalidValueException e) {
      throw new InvalidRequestException(
          "In call to function system."
              + function
              + ", value 0x"
              + HexFormat.of().formatHex(value)
              + " is not a valid binary representation for type "
              + type.cqlName());
    }
  }

  /**
   * The date of an instant as Cassandra counts it: whole days from the epoch, cut toward it, so a
   * time before 1970 that is not midnight falls on the day after its calendar day.
   */
  /**
   * The day of {@code instant}, its millis divided toward zero; beyond a date's range the day wraps
   * round its 32 bits, as Cassandra's does.
   */
  private static LocalDate dateOf(Instant instant) {
    return LocalDate.ofEpochDay((int) (instant.toEpochMilli() / 86_400_000L));
  }

  private static long nowMillis() {
    return System.currentTimeMillis();
  }

  static Instant instantOf(UUID timeUuid) {
    return Instant.ofEpochMilli((timeUuid.timestamp() - UUID_EPOCH_OFFSET) / 10_000);
  }

  /** A version 1 UUID at {@code millis} plus {@code extraTicks} 100-ns ticks. */
  private static UUID timeUuid(long millis, long extraTicks, long clockSeqAndNode) {
    long ticks = millis * 10_000 + UUID_EPOCH_OFFSET + extraTicks;
    long msb =
        (ticks & 0xFFFF_FFFFL) << 32 // time_low
            | (ticks >>> 32 & 0xFFFF) << 16 // time_mid
            | 0x1000 // version 1
            | ticks >>> 48 & 0x0FFF; // time_hi
    return new UUID(msb, clockSeqAndNode);
  }
}
