package io.wcs.driver;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.NativeType;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The columns of each result set {@link java.sql.DatabaseMetaData} returns, named, ordered and
 * typed as the JDBC 4.3 javadoc lists them ({@code NAME} is a String, {@code NAME:int}, {@code
 * :smallint}, {@code :bigint}, {@code :boolean} the Java types int, short, long, boolean), and
 * marked {@code ?} where the javadoc lets the value be null ("may be null", "null if", "unused");
 * every other column always has a value. An empty result keeps these columns, so tools that read
 * them by name work on empty catalogs too.
 */
enum MetadataShape {
  PROCEDURES(
      "PROCEDURE_CAT?",
      "PROCEDURE_SCHEM?",
      "PROCEDURE_NAME",
      "RESERVED1?",
      "RESERVED2?",
      "RESERVED3?",
      "REMARKS",
      "PROCEDURE_TYPE:smallint",
      "SPECIFIC_NAME"),
  PROCEDURE_COLUMNS(
      "PROCEDURE_CAT?",
      "PROCEDURE_SCHEM?",
      "PROCEDURE_NAME",
      "COLUMN_NAME",
      "COLUMN_TYPE:smallint",
      "DATA_TYPE:int",
      "TYPE_NAME",
      "PRECISION:int",
      "LENGTH:int",
      "SCALE:smallint?",
      "RADIX:smallint",
      "NULLABLE:smallint",
      "REMARKS",
      "COLUMN_DEF?",
      "SQL_DATA_TYPE:int?",
      "SQL_DATETIME_SUB:int?",
      "CHAR_OCTET_LENGTH:int?",
      "ORDINAL_POSITION:int",
      "IS_NULLABLE",
      "SPECIFIC_NAME"),
  TABLES(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "TABLE_TYPE",
      "REMARKS?",
      "TYPE_CAT?",
      "TYPE_SCHEM?",
      "TYPE_NAME?",
      "SELF_REFERENCING_COL_NAME?",
      "REF_GENERATION?"),
  SCHEMAS("TABLE_SCHEM", "TABLE_CATALOG?"),
  CATALOGS("TABLE_CAT"),
  TABLE_TYPES("TABLE_TYPE"),
  COLUMNS(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "COLUMN_NAME",
      "DATA_TYPE:int",
      "TYPE_NAME",
      "COLUMN_SIZE:int?",
      "BUFFER_LENGTH:int?",
      "DECIMAL_DIGITS:int?",
      "NUM_PREC_RADIX:int",
      "NULLABLE:int",
      "REMARKS?",
      "COLUMN_DEF?",
      "SQL_DATA_TYPE:int?",
      "SQL_DATETIME_SUB:int?",
      "CHAR_OCTET_LENGTH:int?",
      "ORDINAL_POSITION:int",
      "IS_NULLABLE",
      "SCOPE_CATALOG?",
      "SCOPE_SCHEMA?",
      "SCOPE_TABLE?",
      "SOURCE_DATA_TYPE:smallint?",
      "IS_AUTOINCREMENT",
      "IS_GENERATEDCOLUMN"),
  COLUMN_PRIVILEGES(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "COLUMN_NAME",
      "GRANTOR?",
      "GRANTEE",
      "PRIVILEGE",
      "IS_GRANTABLE?"),
  TABLE_PRIVILEGES(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "GRANTOR?",
      "GRANTEE",
      "PRIVILEGE",
      "IS_GRANTABLE?"),
  /** getBestRowIdentifier and getVersionColumns share these columns. */
  ROW_IDENTIFIER(
      "SCOPE:smallint",
      "COLUMN_NAME",
      "DATA_TYPE:int",
      "TYPE_NAME",
      "COLUMN_SIZE:int",
      "BUFFER_LENGTH:int?",
      "DECIMAL_DIGITS:smallint?",
      "PSEUDO_COLUMN:smallint"),
  PRIMARY_KEYS(
      "TABLE_CAT?", "TABLE_SCHEM?", "TABLE_NAME", "COLUMN_NAME", "KEY_SEQ:smallint", "PK_NAME?"),
  /** getImportedKeys, getExportedKeys and getCrossReference share these columns. */
  FOREIGN_KEYS(
      "PKTABLE_CAT?",
      "PKTABLE_SCHEM?",
      "PKTABLE_NAME",
      "PKCOLUMN_NAME",
      "FKTABLE_CAT?",
      "FKTABLE_SCHEM?",
      "FKTABLE_NAME",
      "FKCOLUMN_NAME",
      "KEY_SEQ:smallint",
      "UPDATE_RULE:smallint",
      "DELETE_RULE:smallint",
      "FK_NAME?",
      "PK_NAME?",
      "DEFERRABILITY:smallint"),
  TYPE_INFO(
      "TYPE_NAME",
      "DATA_TYPE:int",
      "PRECISION:int",
      "LITERAL_PREFIX?",
      "LITERAL_SUFFIX?",
      "CREATE_PARAMS?",
      "NULLABLE:smallint",
      "CASE_SENSITIVE:boolean",
      "SEARCHABLE:smallint",
      "UNSIGNED_ATTRIBUTE:boolean",
      "FIXED_PREC_SCALE:boolean",
      "AUTO_INCREMENT:boolean",
      "LOCAL_TYPE_NAME?",
      "MINIMUM_SCALE:smallint",
      "MAXIMUM_SCALE:smallint",
      "SQL_DATA_TYPE:int?",
      "SQL_DATETIME_SUB:int?",
      "NUM_PREC_RADIX:int"),
  /**
   * JDBC's index columns plus three that JDBC lets drivers append: INDEX_KIND is {@code PRIMARY
   * KEY} for the primary key, else system_schema.indexes' kind (COMPOSITES for a native index,
   * CUSTOM for SAI and other classes); INDEX_CLASS the class of a custom index; INDEX_TARGET what
   * the index is on as system_schema writes it ({@code v}, {@code keys(m)}, {@code values(l)}).
   */
  INDEX_INFO(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "NON_UNIQUE:boolean",
      "INDEX_QUALIFIER?",
      "INDEX_NAME",
      "TYPE:smallint",
      "ORDINAL_POSITION:smallint",
      "COLUMN_NAME",
      "ASC_OR_DESC?",
      "CARDINALITY:bigint",
      "PAGES:bigint",
      "FILTER_CONDITION?",
      "INDEX_KIND",
      "INDEX_CLASS?",
      "INDEX_TARGET?"),
  UDTS(
      "TYPE_CAT?",
      "TYPE_SCHEM?",
      "TYPE_NAME",
      "CLASS_NAME",
      "DATA_TYPE:int",
      "REMARKS",
      "BASE_TYPE:smallint?"),
  SUPER_TYPES(
      "TYPE_CAT?",
      "TYPE_SCHEM?",
      "TYPE_NAME",
      "SUPERTYPE_CAT?",
      "SUPERTYPE_SCHEM?",
      "SUPERTYPE_NAME"),
  SUPER_TABLES("TABLE_CAT?", "TABLE_SCHEM?", "TABLE_NAME", "SUPERTABLE_NAME"),
  ATTRIBUTES(
      "TYPE_CAT?",
      "TYPE_SCHEM?",
      "TYPE_NAME",
      "ATTR_NAME",
      "DATA_TYPE:int",
      "ATTR_TYPE_NAME",
      "ATTR_SIZE:int",
      "DECIMAL_DIGITS:int?",
      "NUM_PREC_RADIX:int",
      "NULLABLE:int",
      "REMARKS?",
      "ATTR_DEF?",
      "SQL_DATA_TYPE:int?",
      "SQL_DATETIME_SUB:int?",
      "CHAR_OCTET_LENGTH:int?",
      "ORDINAL_POSITION:int",
      "IS_NULLABLE",
      "SCOPE_CATALOG?",
      "SCOPE_SCHEMA?",
      "SCOPE_TABLE?",
      "SOURCE_DATA_TYPE:smallint?"),
  CLIENT_INFO_PROPERTIES("NAME", "MAX_LEN:int", "DEFAULT_VALUE", "DESCRIPTION"),
  FUNCTIONS(
      "FUNCTION_CAT?",
      "FUNCTION_SCHEM?",
      "FUNCTION_NAME",
      "REMARKS",
      "FUNCTION_TYPE:smallint",
      "SPECIFIC_NAME"),
  FUNCTION_COLUMNS(
      "FUNCTION_CAT?",
      "FUNCTION_SCHEM?",
      "FUNCTION_NAME",
      "COLUMN_NAME",
      "COLUMN_TYPE:smallint",
      "DATA_TYPE:int",
      "TYPE_NAME",
      "PRECISION:int",
      "LENGTH:int",
      "SCALE:smallint?",
      "RADIX:smallint",
      "NULLABLE:smallint",
      "REMARKS",
      "CHAR_OCTET_LENGTH:int?",
      "ORDINAL_POSITION:int",
      "IS_NULLABLE",
      "SPECIFIC_NAME"),
  PSEUDO_COLUMNS(
      "TABLE_CAT?",
      "TABLE_SCHEM?",
      "TABLE_NAME",
      "COLUMN_NAME",
      "DATA_TYPE:int",
      "COLUMN_SIZE:int",
      "DECIMAL_DIGITS:int?",
      "NUM_PREC_RADIX:int",
      "COLUMN_USAGE",
      "REMARKS?",
      "CHAR_OCTET_LENGTH:int",
      "IS_NULLABLE");

  private final List<ColumnSpec> columns;
  private final Set<String> nullable = new HashSet<>();

  MetadataShape(String... columns) {
    List<ColumnSpec> specs = new ArrayList<>(columns.length);
    for (String column : columns) {
      if (column.endsWith("?")) {
        column = column.substring(0, column.length() - 1);
      }
      int colon = column.indexOf(':');
      String name = colon < 0 ? column : column.substring(0, colon);
      NativeType type =
          colon < 0 ? NativeType.TEXT : NativeType.byName(column.substring(colon + 1));
      specs.add(new ColumnSpec("", "", name, type));
      if (column.length() < columns[specs.size() - 1].length()) {
        nullable.add(name);
      }
    }
    this.columns = List.copyOf(specs);
  }

  List<String> columnNames() {
    return columns.stream().map(ColumnSpec::name).toList();
  }

  /** Whether JDBC lets this column be null. */
  boolean allowsNull(String column) {
    return nullable.contains(column);
  }

  /** A builder for a result of this shape. */
  MetadataRows rows() {
    return new MetadataRows(columns);
  }

  /** A result of this shape without rows. */
  ResultSet empty() {
    return rows().resultSet();
  }
}
