package io.wcs.engine.sstable;

import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The set of generations in a table directory, and its crash recovery: at open, temporaries are
 * deleted, generations without a TOC (a crash before publishing) are deleted, and generations that
 * a published TOC says it replaces (a crash during compaction's cleanup) are deleted, and so are
 * TOC-only generations, which only record such a replacement (a compaction that purged all).
 *
 * <p>Every TOC is read and checked before anything is deleted: a damaged TOC fails the recovery
 * with an error naming it, and leaves every file in place.
 */
public final class SSTableFiles {
  private SSTableFiles() {}

  /** Cleans the directory as described above and returns the live generations, oldest first. */
  public static List<Descriptor> recover(Path directory) throws IOException {
    Set<Long> all = new TreeSet<>();
    Set<Long> published = new TreeSet<>();
    List<Path> temporaries = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
      for (Path f : files) {
        String name = f.getFileName().toString();
        if (name.startsWith(Descriptor.TEMPORARY_PREFIX)) {
          temporaries.add(f);
          continue;
        }
        Descriptor d = Descriptor.ofFileName(directory, name);
        if (d != null) {
          all.add(d.generation());
          if (name.endsWith("-" + Component.TOC.suffix())) {
            published.add(d.generation());
          }
        }
      }
    }
    Set<Long> replaced = new HashSet<>();
    Set<Long> records = new HashSet<>();
    for (long g : published) {
      Descriptor d = new Descriptor(directory, g);
      List<Long> replaces = Toc.readReplaces(d.path(Component.TOC), g);
      replaced.addAll(replaces);
      if (!Files.exists(d.path(Component.DATA))) {
        if (replaces.isEmpty()) {
          throw new MalformedDataException(
              d.path(Component.TOC)
                  + " publishes generation "
                  + g
                  + " but its data file is missing");
        }
        records.add(g);
      }
    }
    for (Path t : temporaries) {
      Files.deleteIfExists(t);
    }
    List<Descriptor> live = new ArrayList<>();
    // Ascending: replaced generations go before the record that names them.
    for (long g : all) {
      Descriptor d = new Descriptor(directory, g);
      if (!published.contains(g) || replaced.contains(g) || records.contains(g)) {
        delete(d);
      } else {
        live.add(d);
      }
    }
    if (!temporaries.isEmpty() || live.size() != all.size()) {
      DirectorySync.force(directory);
    }
    return live;
  }

  /** The highest generation number present in the directory, or 0. */
  public static long maxGeneration(Path directory) throws IOException {
    long max = 0;
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
      for (Path f : files) {
        String name = f.getFileName().toString();
        if (name.startsWith(Descriptor.TEMPORARY_PREFIX)) {
          name = name.substring(Descriptor.TEMPORARY_PREFIX.length());
        }
        Descriptor d = Descriptor.ofFileName(directory, name);
        if (d != null) {
          max = Math.max(max, d.generation());
        }
      }
    }
    return max;
  }

  /** Deletes a generation, TOC first so that a crash midway leaves an unpublished remainder. */
  public static void delete(Descriptor d) throws IOException {
    Files.deleteIfExists(d.path(Component.TOC));
    for (Component c : Component.values()) {
      Files.deleteIfExists(d.path(c));
    }
  }
}
