package io.wcs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.StorageOptions;
import org.junit.jupiter.api.Test;

class DatabaseOptionsTest {
  @Test
  void theBlockCacheSizeReachesTheStorageEngine() {
    assertEquals(
        StorageOptions.DEFAULT.blockCacheBytes(),
        DatabaseOptions.DEFAULT.storageOptions().blockCacheBytes());
    DatabaseOptions small = DatabaseOptions.DEFAULT.withBlockCacheBytes(1 << 20);
    assertEquals(1 << 20, small.storageOptions().blockCacheBytes());
    // Settings given after it keep it.
    assertEquals(1 << 20, small.withSync("periodic").storageOptions().blockCacheBytes());
  }

  @Test
  void aNegativeBlockCacheSizeIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> DatabaseOptions.DEFAULT.withBlockCacheBytes(-1));
    assertTrue(e.getMessage().contains("block cache"), e.getMessage());
  }
}
