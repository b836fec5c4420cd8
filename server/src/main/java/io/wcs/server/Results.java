package io.wcs.server;

import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.result.ColumnSpec;
import com.datastax.oss.protocol.internal.response.result.DefaultRows;
import com.datastax.oss.protocol.internal.response.result.Prepared;
import com.datastax.oss.protocol.internal.response.result.RowsMetadata;
import com.datastax.oss.protocol.internal.response.result.SchemaChange;
import com.datastax.oss.protocol.internal.response.result.SetKeyspace;
import com.datastax.oss.protocol.internal.response.result.Void;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.util.Md5;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The engine's answers as the native protocol's RESULT messages (spec section 4.2.5). A page of
 * rows carries its column specifications unless the client asked to skip them and holds the columns
 * it gets. When a client holds other columns (a {@code SELECT *} prepared before an {@code ALTER
 * TABLE … ADD}), the columns are sent whatever it asked: under v5 flagged as changed, with their
 * new result metadata id; under v4, which has no such flag, plainly (drivers read the columns of a
 * page that carries them instead of the prepared ones).
 */
final class Results {
  private Results() {}

  /**
   * @param skipMetadata whether the client asked not to be sent the columns
   * @param clientMetadataId the result metadata id of the columns the client holds (sent in a v5
   *     EXECUTE, or remembered from the PREPARE a v4 client got), or null when unknown
   */
  static Response of(
      QueryResult result, int protocolVersion, boolean skipMetadata, byte[] clientMetadataId) {
    if (result instanceof QueryResult.Rows rows) {
      return new Response(
          new DefaultRows(
              rowsMetadata(rows, protocolVersion, skipMetadata, clientMetadataId),
              new RowsData(rows.rows())),
          rows.warnings());
    }
    if (result instanceof QueryResult.KeyspaceSet set) {
      return new Response(new SetKeyspace(set.keyspace()), set.warnings());
    }
    if (result instanceof QueryResult.SchemaChanged change) {
      return new Response(schemaChange(change), change.warnings());
    }
    return new Response(Void.INSTANCE, result.warnings());
  }

  private static RowsMetadata rowsMetadata(
      QueryResult.Rows rows, int protocolVersion, boolean skipMetadata, byte[] clientMetadataId) {
    ByteBuffer pagingState =
        rows.pagingState() == null ? null : ByteBuffer.wrap(rows.pagingState());
    byte[] changedId = null;
    if (clientMetadataId != null) {
      byte[] id = metadataId(rows.columns());
      if (!Arrays.equals(id, clientMetadataId)) {
        changedId = protocolVersion >= ProtocolConstants.Version.V5 ? id : null;
      } else if (skipMetadata) {
        return new RowsMetadata(rows.columns().size(), pagingState, null, null);
      }
    }
    return new RowsMetadata(
        columnSpecs(rows.columns(), protocolVersion), pagingState, null, changedId);
  }

  static SchemaChange schemaChange(QueryResult.SchemaChanged change) {
    return new SchemaChange(
        change.change().name(),
        change.target().name(),
        change.keyspace(),
        change.name(),
        List.of());
  }

  static Prepared prepared(io.wcs.engine.cql.Prepared prepared, int protocolVersion) {
    RowsMetadata variables =
        new RowsMetadata(
            columnSpecs(prepared.variables(), protocolVersion),
            null,
            prepared.partitionKeyIndexes(),
            null);
    RowsMetadata result =
        prepared.resultColumns().isEmpty()
            ? new RowsMetadata(0, null, null, null)
            : new RowsMetadata(
                columnSpecs(prepared.resultColumns(), protocolVersion), null, null, null);
    return new Prepared(prepared.id(), metadataId(prepared.resultColumns()), variables, result);
  }

  private static List<ColumnSpec> columnSpecs(
      List<io.wcs.engine.cql.ColumnSpec> columns, int protocolVersion) {
    List<ColumnSpec> specs = new ArrayList<>(columns.size());
    for (io.wcs.engine.cql.ColumnSpec column : columns) {
      specs.add(
          new ColumnSpec(
              column.keyspace(),
              column.table(),
              column.name(),
              specs.size(),
              RawTypes.of(column.type(), protocolVersion)));
    }
    return specs;
  }

  /**
   * The v5 result metadata id: a digest of the columns' names and types, so that it changes exactly
   * when what a client decodes changes.
   */
  static byte[] metadataId(List<io.wcs.engine.cql.ColumnSpec> columns) {
    StringBuilder text = new StringBuilder();
    for (io.wcs.engine.cql.ColumnSpec column : columns) {
      text.append(column.keyspace())
          .append('.')
          .append(column.table())
          .append('.')
          .append(column.name())
          .append(' ')
          .append(column.type().cqlName())
          .append('\n');
    }
    return Md5.digest(text.toString().getBytes(StandardCharsets.UTF_8));
  }
}
