package io.wcs.parser.ast;

/** A node of the CQL syntax tree: immutable, printable back to canonical CQL. */
public interface Node {

  /**
   * Canonical CQL for this node: keywords in upper case, identifiers quoted only when needed,
   * literals re-escaped. Parsing the result gives back an equal node.
   */
  String toCql();
}
