package io.wcs.engine.schema;

import io.wcs.engine.error.InvalidRequestException;

/**
 * Dynamic data masking is off in WCS, as it is by default in Cassandra 5.0 ({@code
 * dynamic_data_masking_enabled: false}); masks are refused with Cassandra's message.
 */
final class MaskingSupport {
  private MaskingSupport() {}

  static InvalidRequestException disabled() {
    return new InvalidRequestException(
        "Cannot mask columns because dynamic data masking is not enabled. You can enable it with"
            + " the dynamic_data_masking_enabled property on cassandra.yaml");
  }
}
