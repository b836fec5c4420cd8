package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MutationSerializerTest {

  @Test
  void randomMutationsRoundTrip() {
    RandomWorkload w = new RandomWorkload(new Random(7), 4);
    for (int i = 0; i < 2000; i++) {
      Mutation m = w.nextMutation(1_000_000);
      byte[] bytes = MutationSerializer.serialize(m);
      Mutation back = MutationSerializer.deserialize(bytes, "test");
      assertEquals(m.toString(), back.toString());
      assertArrayEquals(bytes, MutationSerializer.serialize(back));
    }
  }

  @Test
  void truncatedBodyIsRejectedWithPosition() {
    RandomWorkload w = new RandomWorkload(new Random(3), 4);
    byte[] bytes = MutationSerializer.serialize(w.nextMutation(1000));
    byte[] cut = Arrays.copyOf(bytes, bytes.length - 1);
    MalformedDataException e =
        assertThrows(
            MalformedDataException.class, () -> MutationSerializer.deserialize(cut, "log-7"));
    assertTrue(e.getMessage().contains("log-7 offset"), e.getMessage());
  }
}
