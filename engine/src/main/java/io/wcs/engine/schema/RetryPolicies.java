package io.wcs.engine.schema;

import io.wcs.engine.error.ConfigurationException;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cassandra's speculative_retry / additional_write_policy values: {@code NONE}, {@code ALWAYS},
 * {@code 99p} (or {@code 99PERCENTILE}), {@code 50ms}, and {@code MIN(a,b)} / {@code MAX(a,b)} of a
 * percentile and a time. Returns them in the form system_schema shows, as Cassandra writes its
 * policies back: {@code NEVER} for none, whole milliseconds, the percentile first in MIN and MAX.
 */
final class RetryPolicies {
  private static final Pattern PERCENTILE =
      Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(?:P|PERCENTILE)");
  private static final Pattern MILLIS = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*MS");
  private static final Pattern HYBRID = Pattern.compile("(MIN|MAX)\\s*\\((.+),(.+)\\)");

  private RetryPolicies() {}

  static String normalize(String option, String value) {
    String upper = value.trim().toUpperCase(Locale.ROOT);
    if (upper.equals("NONE") || upper.equals("NEVER")) {
      return "NEVER";
    }
    if (upper.equals("ALWAYS")) {
      return "ALWAYS";
    }
    Matcher hybrid = HYBRID.matcher(upper);
    if (hybrid.matches()) {
      String a = simple(option, value, hybrid.group(2).trim());
      String b = simple(option, value, hybrid.group(3).trim());
      if (a.endsWith("ms") == b.endsWith("ms")) {
        throw invalid(option, value);
      }
      return a.endsWith("ms")
          ? hybrid.group(1) + "(" + b + "," + a + ")"
          : hybrid.group(1) + "(" + a + "," + b + ")";
    }
    return simple(option, value, upper);
  }

  private static String simple(String option, String whole, String upper) {
    Matcher m = PERCENTILE.matcher(upper);
    if (m.matches()) {
      BigDecimal p = new BigDecimal(m.group(1));
      if (p.signum() < 0 || p.compareTo(BigDecimal.valueOf(100)) >= 0) {
        throw invalid(option, whole);
      }
      return plain(p) + "p";
    }
    m = MILLIS.matcher(upper);
    if (m.matches()) {
      // Cassandra keeps whole milliseconds: 1.5ms is 1ms
      return new BigDecimal(m.group(1)).toBigInteger() + "ms";
    }
    throw invalid(option, whole);
  }

  private static String plain(BigDecimal d) {
    BigDecimal stripped = d.stripTrailingZeros();
    return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
  }

  private static ConfigurationException invalid(String option, String value) {
    return new ConfigurationException("Invalid value " + value + " for option '" + option + "'");
  }
}
