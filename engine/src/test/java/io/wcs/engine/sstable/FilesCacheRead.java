package io.wcs.engine.sstable;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Holds a read of {@link SSTableTest#FILES}'s block cache open through each test, for tests that
 * read SSTables through that cache without a storage engine, whose read views would register their
 * reads.
 */
final class FilesCacheRead implements BeforeEachCallback, AfterEachCallback {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(FilesCacheRead.class);

  @Override
  public void beforeEach(ExtensionContext context) {
    context.getStore(NAMESPACE).put("read", SSTableTest.FILES.cache().beginRead());
  }

  @Override
  public void afterEach(ExtensionContext context) {
    SSTableTest.FILES.cache().endRead(context.getStore(NAMESPACE).remove("read", Integer.class));
  }
}
