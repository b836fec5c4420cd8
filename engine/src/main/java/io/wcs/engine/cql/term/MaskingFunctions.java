package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Cassandra 5.0's data masking functions, typed by the value they mask:
 *
 * <ul>
 *   <li>{@code mask_null(v)}: null;
 *   <li>{@code mask_default(v)}: a fixed value of v's type, null or not ({@code '****'} for text,
 *       zero for numbers, the epoch for times, empty collections, each field or element masked in a
 *       tuple, user type or vector);
 *   <li>{@code mask_replace(v, r)}: r, of v's type;
 *   <li>{@code mask_inner(s, begin, end[, padding])}: text with all but its first {@code begin} and
 *       last {@code end} characters replaced by the padding ({@code '*'});
 *   <li>{@code mask_outer(s, begin, end[, padding])}: text with its first {@code begin} and last
 *       {@code end} characters replaced;
 *   <li>{@code mask_hash(v[, algorithm])}: a blob, the digest (SHA-256 unless named) of v's bytes.
 * </ul>
 *
 * A null or negative {@code begin} or {@code end} counts as zero. A null value gives null, except
 * for mask_default and mask_replace.
 */
public final class MaskingFunctions {
  private static final Set<String> NAMES =
      Set.of("mask_null", "mask_default", "mask_replace", "mask_inner", "mask_outer", "mask_hash");

  private static final String DEFAULT_TEXT = "****";
  private static final String DEFAULT_ALGORITHM = "SHA-256";

  /** Cassandra's masked timeuuid: the lowest one at the Unix epoch. */
  private static final UUID EPOCH_TIMEUUID =
      UUID.fromString("13814000-1dd2-11b2-8080-808080808080");

  private MaskingFunctions() {}

  public static boolean isMaskingFunction(String name) {
    return NAMES.contains(name);
  }

  /**
   * The function {@code name} called with {@code arity} arguments ({@link #checkArity checked}),
   * the first of type {@code type}, labelled {@code arg}.
   */
  public static NativeFunction function(String name, int arity, CqlType type, String arg) {
    return switch (name) {
      case "mask_null" -> {
        yield new NativeFunction(name, List.of(type), type, true, args -> null);
      }
      case "mask_default" -> {
        byte[] masked = maskedValue(type);
        yield new NativeFunction(name, List.of(type), type, true, args -> masked);
      }
      case "mask_replace" -> {
        yield new NativeFunction(name, List.of(type, type), type, true, args -> args.get(1));
      }
      case "mask_inner", "mask_outer" -> {
        if (type != NativeType.TEXT && type != NativeType.ASCII) {
          throw NativeFunction.wrongArgumentKind(
              name, "an argument of type [text|varchar|ascii]", arg, type);
        }
        List<CqlType> argTypes = new ArrayList<>(List.of(type, NativeType.INT, NativeType.INT));
        if (arity == 4) {
          argTypes.add(NativeType.TEXT);
        }
        boolean inner = name.equals("mask_inner");
        yield new NativeFunction(name, argTypes, type, true, args -> partly(name, inner, args));
      }
      default -> {
        List<CqlType> argTypes =
            arity == 1 ? List.of(type) : List.of(type, (CqlType) NativeType.TEXT);
        yield new NativeFunction(name, argTypes, NativeType.BLOB, true, MaskingFunctions::hash);
      }
    };
  }

  /**
   * Refuses a call of {@code name} with {@code arity} arguments, as Cassandra does before anything
   * else, naming the function's {@link #parameters}.
   */
  public static void checkArity(String name, int arity) {
    boolean fits =
        switch (name) {
          case "mask_null", "mask_default" -> arity == 1;
          case "mask_replace" -> arity == 2;
          case "mask_inner", "mask_outer" -> arity == 3 || arity == 4;
          default -> arity == 1 || arity == 2;
        };
    if (!fits) {
      throw NativeFunction.wrongArgumentCount(name, parameters(name));
    }
  }

  /** The parameters of {@code name} as Cassandra's messages name them, optional ones bracketed. */
  public static String parameters(String name) {
    return switch (name) {
      case "mask_null", "mask_default" -> "any";
      case "mask_replace" -> "any, any";
      case "mask_inner", "mask_outer" -> "[text|varchar|ascii], int, int, [text]";
      default -> "any, [text]";
    };
  }

  /** The value mask_default gives for {@code type}, serialized. */
  static byte[] maskedValue(CqlType type) {
    if (type instanceof ListType || type instanceof SetType || type instanceof MapType) {
      return new byte[4]; // no elements
    }
    if (type instanceof TupleType tuple) {
      return tuple.fromFields(tuple.types().stream().map(MaskingFunctions::maskedValue).toList());
    }
    if (type instanceof UserType udt) {
      return udt.fromFields(udt.fieldTypes().stream().map(MaskingFunctions::maskedValue).toList());
    }
    if (type instanceof VectorType vector) {
      Object element = vector.element().deserialize(maskedValue(vector.element()));
      return vector.serialize(Collections.nCopies(vector.dimension(), element));
    }
    if (!(type instanceof NativeType n)) {
      throw new InvalidRequestException("Function system.mask_default cannot mask a " + type);
    }
    return switch (n) {
      case TEXT, ASCII -> n.serialize(DEFAULT_TEXT);
      case BLOB -> new byte[0];
      case INT -> n.serialize(0);
      case BIGINT, COUNTER -> n.serialize(0L);
      case SMALLINT -> n.serialize((short) 0);
      case TINYINT -> n.serialize((byte) 0);
      case VARINT -> n.serialize(BigInteger.ZERO);
      case DECIMAL -> n.serialize(BigDecimal.ZERO);
      case FLOAT -> n.serialize(0f);
      case DOUBLE -> n.serialize(0d);
      case BOOLEAN -> n.serialize(false);
      case TIMESTAMP -> n.serialize(Instant.EPOCH);
      case DATE -> n.serialize(LocalDate.EPOCH);
      case TIME -> n.serialize(LocalTime.MIDNIGHT);
      case UUID -> n.serialize(new UUID(0, 0));
      case TIMEUUID -> n.serialize(EPOCH_TIMEUUID);
      case INET -> n.serialize(anyAddress());
      case DURATION -> n.serialize(new CqlDuration(0, 0, 0));
    };
  }

  private static InetAddress anyAddress() {
    try {
      return InetAddress.getByAddress(new byte[4]);
    } catch (java.net.UnknownHostException e) {
      throw new AssertionError("four bytes are an IPv4 address", e);
    }
  }

  /** mask_inner and mask_outer on serialized arguments: the text, begin, end and padding. */
  private static byte[] partly(String name, boolean inner, List<byte[]> args) {
    if (args.get(0) == null) {
      return null;
    }
    String text = new String(args.get(0), StandardCharsets.UTF_8);
    char padding = padding(name, args.size() > 3 ? args.get(3) : null);
    int length = text.length();
    int begin = count(args.get(1));
    int end = count(args.get(2));
    StringBuilder out = new StringBuilder(length);
    if (inner) {
      if (begin + end >= length) {
        return args.get(0);
      }
      out.append(text, 0, begin);
      out.append(String.valueOf(padding).repeat(length - begin - end));
      out.append(text, length - end, length);
    } else {
      int masksBegin = Math.min(begin, length);
      int masksEnd = Math.min(end, length - masksBegin);
      out.append(String.valueOf(padding).repeat(masksBegin));
      out.append(text, masksBegin, length - masksEnd);
      out.append(String.valueOf(padding).repeat(masksEnd));
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** A begin or end argument: null or negative counts as zero. */
  private static int count(byte[] serialized) {
    return serialized == null ? 0 : Math.max(0, (Integer) NativeType.INT.deserialize(serialized));
  }

  private static char padding(String name, byte[] serialized) {
    if (serialized == null) {
      return '*';
    }
    String padding = new String(serialized, StandardCharsets.UTF_8);
    if (padding.length() != 1) {
      throw new InvalidRequestException(
          "The padding argument for function system."
              + name
              + " should be single-character, but '"
              + padding
              + "' has "
              + padding.length()
              + " characters.");
    }
    return padding.charAt(0);
  }

  /**
   * The digest of the value; the algorithm is checked first, as Cassandra does, null value or not.
   */
  private static byte[] hash(List<byte[]> args) {
    MessageDigest digest = digest(args.size() > 1 ? args.get(1) : null);
    return args.get(0) == null ? null : digest.digest(args.get(0));
  }

  /**
   * The digest of the algorithm named by {@code algorithm}, serialized text (null: SHA-256).
   *
   * @throws InvalidRequestException, in Cassandra's words, where Java has no such algorithm
   */
  public static MessageDigest digest(byte[] algorithm) {
    String name =
        algorithm == null ? DEFAULT_ALGORITHM : new String(algorithm, StandardCharsets.UTF_8);
    try {
      return MessageDigest.getInstance(name);
    } catch (NoSuchAlgorithmException e) {
      throw new InvalidRequestException("Hash algorithm not found: " + name);
    }
  }
}
