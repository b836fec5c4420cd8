package io.wcs.engine.schema;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.QualifiedName;
import java.util.Locale;

/** Engine types written back as DDL types (a view's columns are declared from its base's). */
final class CqlTypes {
  private CqlTypes() {}

  static io.wcs.parser.ast.CqlType toAst(CqlType type) {
    if (type instanceof NativeType n) {
      return new io.wcs.parser.ast.CqlType.Native(
          io.wcs.parser.ast.NativeType.valueOf(n.cqlName().toUpperCase(Locale.ROOT)));
    }
    if (type instanceof ListType l) {
      return frozenIf(l.frozen(), new io.wcs.parser.ast.CqlType.ListOf(toAst(l.element())));
    }
    if (type instanceof SetType s) {
      return frozenIf(s.frozen(), new io.wcs.parser.ast.CqlType.SetOf(toAst(s.element())));
    }
    if (type instanceof MapType m) {
      return frozenIf(
          m.frozen(), new io.wcs.parser.ast.CqlType.MapOf(toAst(m.key()), toAst(m.value())));
    }
    if (type instanceof TupleType t) {
      return new io.wcs.parser.ast.CqlType.TupleOf(
          t.types().stream().map(CqlTypes::toAst).toList());
    }
    if (type instanceof VectorType v) {
      return new io.wcs.parser.ast.CqlType.VectorOf(toAst(v.element()), v.dimension());
    }
    UserType u = (UserType) type;
    return frozenIf(
        u.frozen(),
        new io.wcs.parser.ast.CqlType.UserDefined(
            new QualifiedName(null, new Identifier(u.name()))));
  }

  private static io.wcs.parser.ast.CqlType frozenIf(
      boolean frozen, io.wcs.parser.ast.CqlType type) {
    return frozen ? new io.wcs.parser.ast.CqlType.Frozen(type) : type;
  }
}
