package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.types.NativeType;
import org.junit.jupiter.api.Test;

class ResultValuesTest {
  @Test
  void aDoubleReadsBackBitForBit() throws Exception {
    for (double v :
        new double[] {
          0.0, -0.0, Math.PI, -1e300, Double.MIN_VALUE, Double.NaN, Double.NEGATIVE_INFINITY
        }) {
      byte[] raw = NativeType.DOUBLE.serialize(v);
      assertEquals(
          Double.doubleToRawLongBits(v),
          Double.doubleToRawLongBits(ResultValues.getDouble(NativeType.DOUBLE, raw)),
          String.valueOf(v));
    }
  }

  @Test
  void fixedWidthIntegersReadBackSigned() throws Exception {
    for (long v : new long[] {0, 1, -1, 255, -256, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40}) {
      assertReadsBack(NativeType.BIGINT, v);
    }
    for (int v : new int[] {0, -1, 128, -129, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertReadsBack(NativeType.INT, v);
    }
    for (short v : new short[] {0, -1, Short.MIN_VALUE, Short.MAX_VALUE}) {
      assertReadsBack(NativeType.SMALLINT, v);
    }
  }

  /** {@code value}, boxed as {@code type} holds it, serialized and read back by getLong. */
  private static void assertReadsBack(NativeType type, Number value) throws Exception {
    byte[] raw = type.serialize(value);
    assertEquals(
        value.longValue(),
        ResultValues.getLong(type, raw, Long.MIN_VALUE, Long.MAX_VALUE, "long"),
        type + " " + value);
  }

  @Test
  void otherNumbersStillConvertToDouble() throws Exception {
    assertEquals(1.5, ResultValues.getDouble(NativeType.FLOAT, NativeType.FLOAT.serialize(1.5f)));
    assertEquals(-7.0, ResultValues.getDouble(NativeType.INT, NativeType.INT.serialize(-7)));
  }
}
