package io.wcs.server;

import java.nio.ByteBuffer;
import java.util.AbstractList;
import java.util.AbstractQueue;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * A page of the engine's rows (each a {@code byte[][]} of serialized cells, null for null) seen as
 * the queue of cell lists the protocol's ROWS codec writes. Nothing is copied: the codec iterates
 * the page twice (to size the frame, then to write it), and each pass walks the engine's arrays
 * through one reusable row view. Read-only; not thread-safe (a frame is encoded on one thread).
 */
final class RowsData extends AbstractQueue<List<ByteBuffer>> {
  private final List<byte[][]> rows;

  RowsData(List<byte[][]> rows) {
    this.rows = rows;
  }

  @Override
  public Iterator<List<ByteBuffer>> iterator() {
    return new Iterator<>() {
      private final RowView view = new RowView();
      private int next;

      @Override
      public boolean hasNext() {
        return next < rows.size();
      }

      @Override
      public List<ByteBuffer> next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        view.cells = rows.get(next++);
        return view;
      }
    };
  }

  @Override
  public int size() {
    return rows.size();
  }

  @Override
  public boolean offer(List<ByteBuffer> row) {
    throw new UnsupportedOperationException("a page of results is read-only");
  }

  @Override
  public List<ByteBuffer> poll() {
    throw new UnsupportedOperationException("a page of results is read-only");
  }

  @Override
  public List<ByteBuffer> peek() {
    return rows.isEmpty() ? null : new RowView(rows.get(0));
  }

  /** One row's cells as buffers, wrapped when read. */
  private static final class RowView extends AbstractList<ByteBuffer> implements RandomAccess {
    private byte[][] cells;

    RowView() {}

    RowView(byte[][] cells) {
      this.cells = cells;
    }

    @Override
    public ByteBuffer get(int index) {
      byte[] cell = cells[index];
      return cell == null ? null : ByteBuffer.wrap(cell);
    }

    @Override
    public int size() {
      return cells.length;
    }
  }
}
