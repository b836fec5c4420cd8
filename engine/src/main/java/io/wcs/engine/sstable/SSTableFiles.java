package io.wcs.engine.sstable;

import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The set of generations in a table directory, and its crash recovery: at open, generations without
 * a TOC are deleted when a temporary file of theirs shows that a crash cut their writing or their
 * deletion short, generations that a published TOC says it replaces (a crash during compaction's
 * cleanup) are deleted, and so are TOC-only generations, which only record such a replacement (a
 * compaction that purged all); then the temporaries go.
 *
 * <p>The writer keeps its temporary TOC until it publishes, and {@link #delete} turns the TOC back
 * into a temporary one before it deletes anything else, so neither leaves a generation's data,
 * index, filter and statistics without a TOC of either name. Such a generation has lost its TOC (or
 * was left by a build before 2026-12-03, which wrote and deleted TOCs otherwise): it may hold the
 * only copy of its rows, and recovery refuses it rather than delete it.
 *
 * <p>Every TOC is read and checked, and every generation without one looked at, before anything is
 * deleted: a damaged TOC or a lost one fails the recovery with an error naming it, and leaves every
 * file in place.
 */
public final class SSTableFiles {
  /** The components every writer of a generation with rows renames into place. */
  private static final List<Component> REQUIRED =
      List.of(Component.DATA, Component.INDEX, Component.FILTER, Component.STATISTICS);

  private SSTableFiles() {}

  /** Cleans the directory as described above and returns the live generations, oldest first. */
  public static List<Descriptor> recover(Path directory) throws IOException {
    Set<Long> all = new TreeSet<>();
    Set<Long> published = new TreeSet<>();
    Set<Long> unfinished = new HashSet<>();
    List<Path> temporaries = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
      for (Path f : files) {
        String name = f.getFileName().toString();
        if (name.startsWith(Descriptor.TEMPORARY_PREFIX)) {
          temporaries.add(f);
          Descriptor d =
              Descriptor.ofFileName(
                  directory, name.substring(Descriptor.TEMPORARY_PREFIX.length()));
          if (d != null) {
            unfinished.add(d.generation());
          }
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
      Toc.Content toc = Toc.read(d.path(Component.TOC), g);
      replaced.addAll(toc.replaces());
      if (!Files.exists(d.path(Component.DATA))) {
        if (!isRecord(d, toc)) {
          throw new MalformedDataException(
              d.path(Component.DATA)
                  + " is missing, though "
                  + d.path(Component.TOC)
                  + " publishes generation "
                  + g);
        }
        records.add(g);
      }
    }
    for (long g : all) {
      if (!published.contains(g) && !unfinished.contains(g)) {
        refuseIfComplete(new Descriptor(directory, g));
      }
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
    // Last: while a generation's components remain, its temporaries mark them as leftovers.
    for (Path t : temporaries) {
      Files.deleteIfExists(t);
    }
    if (!temporaries.isEmpty() || live.size() != all.size()) {
      DirectorySync.force(directory);
    }
    return live;
  }

  /**
   * A published generation without data is a replacement record when its TOC replaces others and
   * lists no component, or (a record of a build before 2026-12-03, whose TOC listed them all) when
   * none of them is there. One with some of its components is a compaction's output that lost its
   * data file: its inputs may be gone, so it is an error, not a record to resolve.
   */
  private static boolean isRecord(Descriptor d, Toc.Content toc) {
    if (toc.replaces().isEmpty()) {
      return false;
    }
    if (!toc.listsComponents()) {
      return true;
    }
    for (Component c : Component.values()) {
      if (c != Component.TOC && Files.exists(d.path(c))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A generation with no TOC and no temporary file is a crash's leftover only when some of the
   * components a writer renames are missing (a build before 2026-12-03 renamed them before writing
   * its TOC, and deleted the TOC first); with all of them it lost its TOC.
   */
  private static void refuseIfComplete(Descriptor d) {
    for (Component c : REQUIRED) {
      if (!Files.exists(d.path(c))) {
        return;
      }
    }
    throw new MalformedDataException(
        d
            + " has its data, index, filter and statistics but no "
            + d.path(Component.TOC).getFileName()
            + ": the TOC that publishes them is lost, and they may hold the only copy of their"
            + " rows. Restore the TOC from a backup, or move these files out of the directory to"
            + " open the table without them");
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

  /**
   * Deletes a generation. Its TOC becomes a temporary TOC first, on disk before anything else goes,
   * so that a crash midway leaves a remainder that recovery knows for a deletion's.
   */
  public static void delete(Descriptor d) throws IOException {
    Path toc = d.path(Component.TOC);
    Path temporaryToc = d.temporaryPath(Component.TOC);
    if (Files.exists(toc)) {
      Files.move(
          toc, temporaryToc, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      DirectorySync.force(d.directory());
    }
    for (Component c : Component.values()) {
      if (c != Component.TOC) {
        Files.deleteIfExists(d.path(c));
      }
    }
    Files.deleteIfExists(temporaryToc);
  }
}
