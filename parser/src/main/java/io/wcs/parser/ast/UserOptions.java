package io.wcs.parser.ast;

/**
 * The tail of the legacy CREATE/ALTER USER: {@code [WITH [HASHED] PASSWORD 'p'] [SUPERUSER |
 * NOSUPERUSER]}. password is null when not given; superuser is null when neither keyword was
 * written.
 */
public record UserOptions(String password, boolean hashed, Boolean superuser) implements Node {
  public static final UserOptions NONE = new UserOptions(null, false, null);

  /** The options, or "" when none were written. */
  @Override
  public String toCql() {
    String withPassword =
        password == null
            ? ""
            : "WITH " + (hashed ? "HASHED " : "") + "PASSWORD " + Cql.string(password);
    String superuserPart = superuser == null ? "" : superuser ? "SUPERUSER" : "NOSUPERUSER";
    String space = withPassword.isEmpty() || superuserPart.isEmpty() ? "" : " ";
    return withPassword + space + superuserPart;
  }
}
