package io.wcs.engine.partition;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class PartitionKeyCodecTest {
  private final PartitionKeyCodec single = new PartitionKeyCodec(List.of(NativeType.INT));
  private final PartitionKeyCodec composite =
      new PartitionKeyCodec(List.of(NativeType.TEXT, NativeType.INT));

  @Test
  void singleColumnKeyIsTheValueItself() {
    byte[] value = NativeType.INT.serialize(1);
    assertArrayEquals(value, single.encode(value));
    assertArrayEquals(value, single.decode(value)[0]);
  }

  @Test
  void compositeKeyUsesCompositeTypeLayoutAndDecodesBack() {
    byte[] a = NativeType.TEXT.serialize("ab");
    byte[] b = NativeType.INT.serialize(7);
    byte[] key = composite.encode(a, b);
    assertArrayEquals(HexFormat.of().parseHex("0002616200" + "00040000000700"), key);
    byte[][] back = composite.decode(key);
    assertArrayEquals(a, back[0]);
    assertArrayEquals(b, back[1]);
    assertArrayEquals(new byte[0], composite.decode(composite.encode(new byte[0], b))[0]);
  }

  @Test
  void rejectsBadKeys() {
    assertThrows(InvalidValueException.class, () -> composite.encode(new byte[1]));
    InvalidValueException tooLong =
        assertThrows(InvalidValueException.class, () -> single.encode(new byte[70_000]));
    assertTrue(tooLong.getMessage().contains("longer than maximum of 65535"));
    InvalidValueException malformed =
        assertThrows(
            InvalidValueException.class,
            () -> composite.decode(HexFormat.of().parseHex("0002616201")));
    assertTrue(malformed.getMessage().contains("offset 0"), malformed.getMessage());
    assertThrows(
        InvalidValueException.class,
        () -> composite.decode(HexFormat.of().parseHex("00026162000001")));
  }
}
