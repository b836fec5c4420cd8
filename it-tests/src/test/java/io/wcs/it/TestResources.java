package io.wcs.it;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The test resources the script suites read: folders of scripts and their recorded answers. */
public final class TestResources {
  private TestResources() {}

  /** The resource {@code name} on the test class path, as a file or folder. */
  public static Path resource(String name) {
    URL url = TestResources.class.getResource("/" + name);
    if (url == null) {
      throw new IllegalStateException("test resource " + name + " is missing");
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("test resource " + name + " has no file path", e);
    }
  }

  /**
   * The files of the resource folder {@code folder} whose names end with {@code ending}, by name.
   */
  public static List<Path> files(String folder, String ending) throws IOException {
    try (Stream<Path> files = Files.list(resource(folder))) {
      return files.filter(p -> p.getFileName().toString().endsWith(ending)).sorted().toList();
    }
  }

  /** The file in {@code folder} that holds a script's recorded answers: its name, ending .out. */
  public static Path answersOf(Path script, Path folder) {
    String name = script.getFileName().toString();
    return folder.resolve(name.substring(0, name.lastIndexOf('.')) + ".out");
  }
}
