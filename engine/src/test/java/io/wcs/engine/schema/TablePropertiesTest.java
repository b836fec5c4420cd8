package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.sstable.io.BlockCodecs;
import io.wcs.engine.sstable.io.BlockCompression;
import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.CreateTable;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TablePropertiesTest {

  private static TableParams create(String with) throws CqlSyntaxException {
    CreateTable t =
        (CreateTable) CqlParser.parse("CREATE TABLE t (k int PRIMARY KEY) WITH " + with);
    return TableProperties.forNewTable(t.options().properties());
  }

  private static void fails(
      Class<? extends CqlRequestException> kind, String message, String with) {
    CqlRequestException e = assertThrows(kind, () -> create(with));
    assertEquals(message, e.getMessage());
  }

  @Test
  void retryPoliciesAreNormalised() throws CqlSyntaxException {
    assertEquals("99p", create("speculative_retry = '99PERCENTILE'").speculativeRetry());
    assertEquals("99.5p", create("speculative_retry = '99.50p'").speculativeRetry());
    assertEquals("50ms", create("speculative_retry = '50MS'").speculativeRetry());
    assertEquals("ALWAYS", create("speculative_retry = 'always'").speculativeRetry());
    assertEquals("NEVER", create("additional_write_policy = 'NONE'").additionalWritePolicy());
    assertEquals(
        "MIN(99p,50ms)", create("speculative_retry = 'min(99p, 50ms)'").speculativeRetry());
    assertEquals(
        "MAX(90p,10ms)", create("speculative_retry = 'MAX(10ms, 90p)'").speculativeRetry());
    assertEquals("1ms", create("speculative_retry = '1.5ms'").speculativeRetry());
    fails(
        ConfigurationException.class,
        "Invalid value 120p for option 'speculative_retry'",
        "speculative_retry = '120p'");
  }

  @Test
  void cachingAndCompressionAreCompleted() throws CqlSyntaxException {
    assertEquals(
        Map.of("keys", "NONE", "rows_per_partition", "10"),
        create("caching = {'keys': 'none', 'rows_per_partition': '10'}").caching());
    fails(
        ConfigurationException.class,
        "Invalid value 'SOME' for caching sub-option 'keys': only 'ALL' and 'NONE' are allowed",
        "caching = {'keys': 'SOME'}");
    assertEquals(
        Map.of("keys", "NONE", "rows_per_partition", "NONE"),
        create("caching = {'rows_per_partition': '0'}").caching(),
        "a sub-option left out is NONE, and so are 0 rows");
    assertEquals(
        Map.of(
            "class", "org.apache.cassandra.io.compress.ZstdCompressor",
            "chunk_length_in_kb", "64",
            "compression_level", "3"),
        create(
                "compression = {'class': 'ZstdCompressor', 'chunk_length_in_kb': 64,"
                    + " 'compression_level': 3}")
            .compression());
    assertEquals(
        Map.of("enabled", "false"), create("compression = {'enabled': 'false'}").compression());
    fails(
        ConfigurationException.class,
        "chunk_length_in_kb must be a power of 2",
        "compression = {'class': 'LZ4Compressor', 'chunk_length_in_kb': 3}");
    fails(
        ConfigurationException.class,
        "Could not create Compression for type org.apache.cassandra.io.compress.Foo",
        "compression = {'class': 'Foo'}");
  }

  @Test
  void compressorOptionsAreCheckedAsCassandraChecksThem() {
    fails(
        ConfigurationException.class,
        "Invalid compressor type 'medium' specified for LZ4 parameter 'lz4_compressor_type'."
            + " Valid options are [high, fast].",
        "compression = {'class': 'LZ4Compressor', 'lz4_compressor_type': 'medium'}");
    fails(
        ConfigurationException.class,
        "Invalid value [18] for parameter 'lz4_high_compressor_level'. Value must be between 1"
            + " and 17.",
        "compression = {'class': 'LZ4Compressor', 'lz4_compressor_type': 'high',"
            + " 'lz4_high_compressor_level': 18}");
    fails(
        ConfigurationException.class,
        "ZstdCompressor.create() threw an error: java.lang.IllegalArgumentException"
            + " compression_level=23 is invalid",
        "compression = {'class': 'ZstdCompressor', 'compression_level': 23}");
    fails(
        ConfigurationException.class,
        "chunk_length_in_kb must be at most 16384 in WCS, got 32768",
        "compression = {'class': 'LZ4Compressor', 'chunk_length_in_kb': 32768}");
  }

  @Test
  void theCompressionOptionIsTheStorageEnginesBlockCompression() throws CqlSyntaxException {
    BlockCompression deflate =
        CompressionParams.toStorage(
            create("compression = {'class': 'DeflateCompressor', 'chunk_length_in_kb': 4}")
                .compression());
    assertEquals(new BlockCompression(BlockCodecs.deflate(), 4096), deflate);
    assertEquals(
        new BlockCompression(BlockCodecs.lz4High(12), 16384),
        CompressionParams.toStorage(
            create(
                    "compression = {'class': 'LZ4Compressor', 'lz4_compressor_type': 'high',"
                        + " 'lz4_high_compressor_level': 12}")
                .compression()));
    assertEquals(
        new BlockCompression(BlockCodecs.stored(), 16384),
        CompressionParams.toStorage(create("compression = {'enabled': false}").compression()));
    assertEquals(
        BlockCompression.DEFAULT, CompressionParams.toStorage(TableParams.DEFAULT.compression()));
  }

  @Test
  void compactionDecidesTheBloomFilterDefault() throws CqlSyntaxException {
    TableParams leveled = create("compaction = {'class': 'LeveledCompactionStrategy'}");
    assertEquals(0.1, leveled.bloomFilterFpChance());
    assertEquals(
        "org.apache.cassandra.db.compaction.LeveledCompactionStrategy",
        leveled.compaction().get("class"));
    assertEquals(
        0.05,
        create(
                "compaction = {'class': 'LeveledCompactionStrategy'} AND bloom_filter_fp_chance = 0.05")
            .bloomFilterFpChance());
    fails(
        ConfigurationException.class,
        "Missing sub-option 'class' for the 'compaction' option",
        "compaction = {'min_threshold': 2}");
  }

  @Test
  void valuesAreCheckedWithCassandrasMessages() {
    fails(SyntaxException.class, "Unknown property 'colour'", "colour = 'red'");
    fails(
        SyntaxException.class,
        "Multiple definitions for property 'comment'",
        "comment = 'a' AND comment = 'b'");
    fails(
        SyntaxException.class,
        "Invalid integer value abc for 'gc_grace_seconds'",
        "gc_grace_seconds = 'abc'");
    fails(
        ConfigurationException.class,
        "bloom_filter_fp_chance must be larger than 6.71E-5 and less than or equal to 1.0 (got 2.0)",
        "bloom_filter_fp_chance = 2");
    fails(
        ConfigurationException.class,
        "max_index_interval must be greater than or equal to min_index_interval (128) (got 64)",
        "max_index_interval = 64");
    fails(
        ConfigurationException.class,
        "Memtable configuration \"fast\" not found.",
        "memtable = 'fast'");
    fails(
        ConfigurationException.class,
        "Invalid value sometimes for option 'read_repair'",
        "read_repair = 'sometimes'");
  }

  @Test
  void optionsCassandraDroppedAreUnknown() throws CqlSyntaxException {
    // Cassandra 5.0 refuses the read repair chances of 3.x, and DataStax's nodesync
    fails(
        SyntaxException.class, "Unknown property 'read_repair_chance'", "read_repair_chance = 0.1");
    fails(SyntaxException.class, "Unknown property 'nodesync'", "nodesync = {'enabled': 'true'}");
    assertEquals(false, create("cdc = 'no'").cdc());
  }

  @Test
  void alterKeepsWhatItDoesNotSet() throws CqlSyntaxException {
    TableParams base = create("comment = 'c' AND gc_grace_seconds = 5");
    CreateTable alter =
        (CreateTable)
            CqlParser.parse("CREATE TABLE t (k int PRIMARY KEY) WITH default_time_to_live = 7");
    TableParams altered = TableProperties.forAlter(alter.options().properties(), base);
    assertEquals("c", altered.comment());
    assertEquals(5, altered.gcGraceSeconds());
    assertEquals(7, altered.defaultTimeToLive());
    CreateTable withId =
        (CreateTable)
            CqlParser.parse(
                "CREATE TABLE t (k int PRIMARY KEY) WITH id = 5a1c395e-b41f-11e5-9f22-ba0be0483c18");
    assertEquals(
        "Cannot alter table id.",
        assertThrows(
                ConfigurationException.class,
                () -> TableProperties.forAlter(withId.options().properties(), base))
            .getMessage());
  }
}
