package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** {@link Utf8} must accept and refuse exactly what the JDK's reporting coders do. */
class Utf8Test {

  @Test
  void validatesRandomBytesAsTheReportingDecoderDoes() {
    // Mostly bytes around the multi-byte boundaries, where the rules are.
    checkAgainstJdk(7, 200_000, 8, r -> r.nextBoolean() ? 0x80 + r.nextInt(0x80) : r.nextInt());
  }

  @Test
  void validatesLongerMostlyAsciiBytesAsTheReportingDecoderDoes() {
    // ASCII runs, eight bytes at a time on the fast path, broken by the odd other byte.
    checkAgainstJdk(11, 100_000, 40, r -> r.nextInt(10) == 0 ? r.nextInt() : r.nextInt(0x80));
  }

  private static void checkAgainstJdk(
      long seed, int rounds, int maxLength, ToIntFunction<SplittableRandom> nextByte) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int round = 0; round < rounds; round++) {
      byte[] bytes = new byte[random.nextInt(maxLength)];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) nextByte.applyAsInt(random);
      }
      assertEquals(jdkAccepts(bytes), Utf8.firstInvalid(bytes) < 0, () -> hex(bytes));
    }
  }

  @Test
  void findsABadByteAtAnyOffsetOfAsciiText() {
    for (int length = 1; length <= 40; length++) {
      for (int at = 0; at < length; at++) {
        byte[] bytes = new byte[length];
        java.util.Arrays.fill(bytes, (byte) 'x');
        bytes[at] = (byte) 0xFF;
        assertEquals(at, Utf8.firstInvalid(bytes), length + " bytes, bad at " + at);
        assertEquals(at, Utf8.skipAscii(bytes, 0), length + " bytes, bad at " + at);
      }
    }
  }

  @Test
  void findsTheOffsetOfTheFirstBadSequence() {
    assertEquals(-1, Utf8.firstInvalid("añ€😀".getBytes(StandardCharsets.UTF_8)));
    assertEquals(1, Utf8.firstInvalid(new byte[] {'a', (byte) 0xC0, (byte) 0x80}));
    assertEquals(0, Utf8.firstInvalid(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}));
    assertEquals(2, Utf8.firstInvalid(new byte[] {'a', 'b', (byte) 0xE2, (byte) 0x82}));
    assertEquals(0, Utf8.firstInvalid(new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, 0}));
  }

  @Test
  void encodesRandomStringsAsTheReportingEncoderDoes() {
    SplittableRandom random = new SplittableRandom(11);
    char[] interesting = {'a', '?', 'é', '€', '\uD83D', '\uDE00', '\uDBFF', '\uDC00', '\u0000'};
    for (int round = 0; round < 100_000; round++) {
      char[] chars = new char[random.nextInt(6)];
      for (int i = 0; i < chars.length; i++) {
        chars[i] = interesting[random.nextInt(interesting.length)];
      }
      String s = new String(chars);
      byte[] expected = jdkEncode(s);
      byte[] actual = Utf8.encode(s);
      if (expected == null) {
        assertNull(actual, s);
      } else {
        assertArrayEquals(expected, actual, s);
      }
    }
  }

  @Test
  void findsAnUnpairedSurrogateAtAnyOffsetOfOtherwiseAsciiText() {
    // Longer strings than the random ones above, the surrogate at every offset, among '?' too: the
    // JDK's encoder writes '?' for an unpaired surrogate, so an encoder that checks its bytes
    // instead of the chars must tell the two apart.
    for (char fill : new char[] {'x', '?'}) {
      for (int length = 1; length <= 40; length++) {
        for (int at = 0; at < length; at++) {
          char[] chars = new char[length];
          java.util.Arrays.fill(chars, fill);
          chars[at] = '\uDC00';
          String what = length + " chars of " + fill + ", surrogate at " + at;
          assertNull(Utf8.encode(new String(chars)), what);
          chars[at] = '?';
          String text = new String(chars);
          assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), Utf8.encode(text), what);
        }
      }
    }
  }

  @Test
  void textTypeRefusesBadValuesWithTheirReason() {
    InvalidValueException surrogate =
        assertThrows(InvalidValueException.class, () -> NativeType.TEXT.serialize("a\uD800"));
    assertEquals("text value contains an unpaired surrogate", surrogate.getMessage());
    InvalidValueException utf8 =
        assertThrows(
            InvalidValueException.class, () -> NativeType.TEXT.validate(new byte[] {(byte) 0xFF}));
    assertEquals("invalid UTF-8 bytes for a text value", utf8.getMessage());
    InvalidValueException ascii =
        assertThrows(
            InvalidValueException.class,
            () -> NativeType.ASCII.validate(new byte[] {'o', 'k', (byte) 0xE9}));
    assertEquals("invalid byte 0xe9 for ascii at 2", ascii.getMessage());
  }

  private static boolean jdkAccepts(byte[] bytes) {
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  private static byte[] jdkEncode(String s) {
    try {
      ByteBuffer encoded =
          StandardCharsets.UTF_8
              .newEncoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .encode(CharBuffer.wrap(s));
      byte[] out = new byte[encoded.remaining()];
      encoded.get(out);
      return out;
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder();
    for (byte b : bytes) {
      out.append(Integer.toHexString(b & 0xFF)).append(' ');
    }
    return out.toString();
  }
}
