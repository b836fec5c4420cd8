package io.wcs.parser.ast;

/** {@code USING TTL t AND TIMESTAMP ts}; either may be null, both are for no USING clause. */
public record Using(Term ttl, Term timestamp) implements Node {
  public static final Using NONE = new Using(null, null);

  public boolean isEmpty() {
    return ttl == null && timestamp == null;
  }

  /** The clause, or "" when empty. */
  @Override
  public String toCql() {
    if (isEmpty()) {
      return "";
    }
    String ttlPart = ttl == null ? "" : "TTL " + ttl.toCql();
    String timestampPart = timestamp == null ? "" : "TIMESTAMP " + timestamp.toCql();
    String and = ttl != null && timestamp != null ? " AND " : "";
    return "USING " + ttlPart + and + timestampPart;
  }
}
