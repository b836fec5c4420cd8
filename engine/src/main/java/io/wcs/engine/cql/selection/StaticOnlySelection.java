package io.wcs.engine.cql.selection;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.Selection;
import io.wcs.parser.ast.Selector;
import java.util.List;
import java.util.function.Predicate;

/**
 * Whether a selection reads static columns only, as Cassandra 5.0 judges it before it reads the
 * WHERE clause (where it then refuses clustering restrictions): some selector selects a static
 * column and none a clustering or regular one. Cassandra's judgement of a map or user type written
 * in a selection counts an entry as selecting what its value does not select, and skips a key that
 * is a name: {@code {'a': v}} selects static columns only and {@code {v: 1}} does not. WCS judges
 * as Cassandra does, since it decides which queries Cassandra refuses.
 */
final class StaticOnlySelection {
  private StaticOnlySelection() {}

  static boolean of(TableMetadata table, List<Selection> items) {
    return selects(table, items, c -> c.kind() == ColumnMetadata.Kind.STATIC)
        && !selects(
            table,
            items,
            c ->
                c.kind() != ColumnMetadata.Kind.STATIC
                    && c.kind() != ColumnMetadata.Kind.PARTITION_KEY);
  }

  private static boolean selects(
      TableMetadata table, List<Selection> items, Predicate<ColumnMetadata> kind) {
    return items.stream().anyMatch(item -> selects(table, item.selector(), kind));
  }

  private static boolean selects(TableMetadata table, Selector s, Predicate<ColumnMetadata> kind) {
    if (s instanceof Selector.Column c) {
      ColumnMetadata column = table.column(c.name().name());
      return column != null && kind.test(column);
    }
    if (s instanceof Selector.MapOf m) {
      for (Selector.Entry e : m.entries()) {
        if (!(e.key() instanceof Selector.Column) && selects(table, e.key(), kind)
            || !selects(table, e.value(), kind)) {
          return true;
        }
      }
      return false;
    }
    return SelectorPreparer.parts(s).stream().anyMatch(part -> selects(table, part, kind));
  }
}
