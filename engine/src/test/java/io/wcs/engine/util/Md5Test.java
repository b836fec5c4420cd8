package io.wcs.engine.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class Md5Test {

  @Test
  void digestsTheRfcTestSuite() {
    String[][] suite = {
      {"", "d41d8cd98f00b204e9800998ecf8427e"},
      {"a", "0cc175b9c0f1b6a831c399e269772661"},
      {"abc", "900150983cd24fb0d6963f7d28e17f72"},
      {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
      {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
      {
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        "d174ab98d277d9f5a5611c2c9f419d9f"
      },
      {
        "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
        "57edf4a22be3c955ac49da2e2107b67a"
      },
    };
    for (String[] c : suite) {
      assertEquals(
          c[1],
          HexFormat.of().formatHex(Md5.digest(c[0].getBytes(StandardCharsets.US_ASCII))),
          c[0]);
    }
  }

  /** Every length around the padding's edges (55, 56, 63, 64 bytes and their multiples). */
  @Test
  void digestsAsTheJdkDoesAtEveryLengthUpToFourBlocks() throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    for (int length = 0; length <= 256; length++) {
      byte[] data = new byte[length];
      random.nextBytes(data);
      assertArrayEquals(
          MessageDigest.getInstance("MD5").digest(data), Md5.digest(data), "length " + length);
    }
  }

  @Test
  void nameUuidIsTheJdksNameBasedUuid() {
    for (String name : new String[] {"", "system_schema" + "tables", "ks.t\u00e9"}) {
      byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
      UUID uuid = Md5.nameUuid(bytes);
      assertEquals(UUID.nameUUIDFromBytes(bytes), uuid, name);
      assertEquals(3, uuid.version());
      assertEquals(2, uuid.variant());
    }
  }
}
