package io.wcs.engine.types;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Types ordered by their serialized bytes, unsigned, shorter first on a common prefix: blob ({@link
 * ByteBuffer}; a {@code byte[]} is accepted too), text (UTF-8), ascii and inet (4 or 16 address
 * bytes). Byte-comparable through {@link ComparableWriter#writeEscaped}.
 */
abstract class BytesCodec implements NativeCodec {
  static final BytesCodec BLOB = new Blob();
  static final BytesCodec TEXT = new Text("text");
  static final BytesCodec ASCII = new Text("ascii");
  static final BytesCodec INET = new Inet();

  @Override
  public int compare(byte[] a, byte[] b) {
    return Arrays.compareUnsigned(a, b);
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    out.writeEscaped(value, 0, value.length);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return in.readEscaped();
  }

  private static final class Blob extends BytesCodec {
    @Override
    public byte[] serialize(Object value) {
      if (value instanceof byte[] bytes) {
        return bytes.clone();
      }
      if (value instanceof ByteBuffer buffer) {
        byte[] out = new byte[buffer.remaining()];
        buffer.duplicate().get(out);
        return out;
      }
      throw NativeCodec.wrongClass("blob", ByteBuffer.class, value);
    }

    @Override
    public Object deserialize(byte[] bytes) {
      return ByteBuffer.wrap(bytes.clone()).asReadOnlyBuffer();
    }
  }

  private static final class Text extends BytesCodec {
    private final String name;
    private final boolean ascii;

    Text(String name) {
      this.name = name;
      this.ascii = name.equals("ascii");
    }

    @Override
    public byte[] serialize(Object value) {
      if (!(value instanceof String s)) {
        throw NativeCodec.wrongClass(name, String.class, value);
      }
      if (ascii) {
        checkAscii(s);
        return s.getBytes(StandardCharsets.US_ASCII);
      }
      byte[] encoded = Utf8.encode(s);
      if (encoded == null) {
        throw new InvalidValueException("text value contains an unpaired surrogate");
      }
      return encoded;
    }

    @Override
    public Object deserialize(byte[] bytes) {
      validate(bytes);
      return new String(bytes, ascii ? StandardCharsets.US_ASCII : StandardCharsets.UTF_8);
    }

    @Override
    public void validate(byte[] bytes) {
      int invalid = ascii ? firstNonAscii(bytes) : Utf8.firstInvalid(bytes);
      if (invalid < 0) {
        return;
      }
      throw new InvalidValueException(
          ascii
              ? "invalid byte 0x"
                  + Integer.toHexString(bytes[invalid] & 0xFF)
                  + " for ascii at "
                  + invalid
              : "invalid UTF-8 bytes for a text value");
    }

    private static int firstNonAscii(byte[] bytes) {
      int i = Utf8.skipAscii(bytes, 0);
      return i < bytes.length ? i : -1;
    }

    private static void checkAscii(String s) {
      int i = Utf8.firstNonAscii(s);
      if (i >= 0) {
        throw new InvalidValueException(
            "invalid non-ASCII character '"
                + s.charAt(i)
                + "' at index "
                + i
                + " in an ascii value; use text for Unicode");
      }
    }
  }

  private static final class Inet extends BytesCodec {
    @Override
    public byte[] serialize(Object value) {
      if (!(value instanceof InetAddress address)) {
        throw NativeCodec.wrongClass("inet", InetAddress.class, value);
      }
      return address.getAddress();
    }

    @Override
    public Object deserialize(byte[] bytes) {
      if (bytes.length != 4 && bytes.length != 16) {
        throw new InvalidValueException(
            "a serialized inet value must be 4 or 16 bytes long, got " + bytes.length);
      }
      try {
        return InetAddress.getByAddress(bytes);
      } catch (UnknownHostException e) {
        throw new InvalidValueException("invalid inet address bytes", e);
      }
    }
  }
}
