package io.wcs.it.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Key pairs, trust stores and certificates for the TLS tests, made by the JDK's keytool. */
final class TestCertificates {
  private TestCertificates() {}

  /** A key pair in a new PKCS12 key store, its certificate self-signed for 127.0.0.1. */
  static void newKeyPair(Path keyStore, String password, String name)
      throws IOException, InterruptedException {
    keytool(
        "-genkeypair",
        "-alias",
        "wcs",
        "-keyalg",
        "EC",
        "-groupname",
        "secp256r1",
        "-dname",
        name,
        "-ext",
        "SAN=ip:127.0.0.1,dns:localhost",
        "-validity",
        "2",
        "-storetype",
        "PKCS12",
        "-keystore",
        keyStore.toString(),
        "-storepass",
        password);
  }

  /** Exports the key store's certificate and imports it in a trust store. */
  static void trustCertificate(
      Path keyStore, String password, Path certificate, Path trust, String trustPassword)
      throws IOException, InterruptedException {
    export(keyStore, password, certificate, false);
    keytool(
        "-importcert",
        "-noprompt",
        "-alias",
        "wcs",
        "-file",
        certificate.toString(),
        "-storetype",
        "PKCS12",
        "-keystore",
        trust.toString(),
        "-storepass",
        trustPassword);
  }

  /** Exports the key store's certificate in PEM, as clients outside Java read it. */
  static void exportPem(Path keyStore, String password, Path pem)
      throws IOException, InterruptedException {
    export(keyStore, password, pem, true);
  }

  private static void export(Path keyStore, String password, Path file, boolean pem)
      throws IOException, InterruptedException {
    List<String> arguments =
        new ArrayList<>(
            List.of(
                "-exportcert",
                "-alias",
                "wcs",
                "-keystore",
                keyStore.toString(),
                "-storepass",
                password,
                "-file",
                file.toString()));
    if (pem) {
      arguments.add("-rfc");
    }
    keytool(arguments.toArray(String[]::new));
  }

  private static void keytool(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output =
        new String(
            process.getInputStream().readAllBytes(), java.nio.charset.Charset.defaultCharset());
    if (process.waitFor() != 0) {
      throw new IOException("keytool " + String.join(" ", arguments) + " failed: " + output);
    }
  }
}
