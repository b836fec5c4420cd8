package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class ByteBufferCodecTest {
  private final ByteBufferCodec codec = ByteBufferCodec.INSTANCE;

  @Test
  void readsAValueWithinTheFrame() {
    ByteBuffer source = ByteBuffer.wrap(new byte[] {0, 0, 0, 2, 7, 8, 9});
    assertArrayEquals(new byte[] {7, 8}, codec.readBytes(source).array());
    assertEquals(1, source.remaining());
  }

  /** A server's malformed length must fail the frame, not make the client allocate 2 GiB. */
  @Test
  void refusesLengthsPastTheFramesEnd() {
    ByteBuffer value = ByteBuffer.wrap(new byte[] {0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1});
    assertEquals(
        "a value of 2147483647 bytes where 1 remain",
        assertThrows(IllegalArgumentException.class, () -> codec.readBytes(value)).getMessage());
    ByteBuffer id = ByteBuffer.wrap(new byte[] {(byte) 0xFF, (byte) 0xFF});
    assertEquals(
        "a short byte string of 65535 bytes where 0 remain",
        assertThrows(IllegalArgumentException.class, () -> codec.readShortBytes(id)).getMessage());
    ByteBuffer address = ByteBuffer.wrap(new byte[] {16, 1, 2, 3, 4});
    assertEquals(
        "an inet address of 16 bytes where 4 remain",
        assertThrows(IllegalArgumentException.class, () -> codec.readInetAddr(address))
            .getMessage());
  }
}
