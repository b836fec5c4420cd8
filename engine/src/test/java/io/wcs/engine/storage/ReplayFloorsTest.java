package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.CommitLogPosition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayFloorsTest {
  @TempDir Path dir;

  private Path file() {
    return dir.resolve("replay-floors");
  }

  private ReplayFloors written() throws IOException {
    ReplayFloors floors = ReplayFloors.load(dir);
    floors.raise(1000, new CommitLogPosition(2, 75482));
    floors.raise(1001, new CommitLogPosition(3, 120));
    return floors;
  }

  @Test
  void floorsReadBackAsWritten() throws IOException {
    written();
    ReplayFloors read = ReplayFloors.load(dir);
    assertTrue(read.skips(1000, new CommitLogPosition(2, 75482)));
    assertFalse(read.skips(1000, new CommitLogPosition(2, 75483)));
    assertTrue(read.skips(1001, new CommitLogPosition(1, 999_999)));
    assertFalse(read.skips(1002, new CommitLogPosition(0, 0)));
  }

  @Test
  void anOlderBuildsFileWithoutHeaderOrChecksumStillReads() throws IOException {
    Files.writeString(file(), "1000 2 75482\n1001 3 120\n", StandardCharsets.US_ASCII);
    ReplayFloors read = ReplayFloors.load(dir);
    assertTrue(read.skips(1001, new CommitLogPosition(3, 120)));
    assertFalse(read.skips(1001, new CommitLogPosition(3, 121)));
  }

  /**
   * A floor raised by damage would skip records and lose them silently: every damage is refused.
   */
  @Test
  void aDamagedFileIsRefusedNamingIt() throws IOException {
    written();
    String sound = Files.readString(file(), StandardCharsets.US_ASCII);
    byte[] notText = sound.getBytes(StandardCharsets.US_ASCII);
    notText[20] = (byte) 0xE9;
    List<byte[]> damaged =
        List.of(
            sound.replace("75482", "95482").getBytes(StandardCharsets.US_ASCII),
            sound.substring(0, sound.indexOf("crc32c=")).getBytes(StandardCharsets.US_ASCII),
            sound.substring(0, sound.indexOf("1001")).getBytes(StandardCharsets.US_ASCII),
            notText);
    for (byte[] bytes : damaged) {
      Files.write(file(), bytes);
      MalformedDataException e =
          assertThrows(MalformedDataException.class, () -> ReplayFloors.load(dir));
      assertTrue(e.getMessage().contains(file().toString()), e.getMessage());
    }
  }
}
