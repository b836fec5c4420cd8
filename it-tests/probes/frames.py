#!/usr/bin/env python3
"""Sends mutated native-protocol frames (v4 or v3) to a server, each on a fresh connection, and
reports any answer that is a SERVER_ERROR or of an unexpected kind, and a server that stops
answering fresh connections. Mutations: bytes flipped, the body cut short or lengthened, a length
inside the body set huge or negative, other flags or opcodes. Look at the server's log too: a
failure it only logs (the connection closed without an answer) is a finding as well.
usage: ./wcs server --mem --port 19500 &   then   frames.py PORT SEED COUNT [VERSION]"""
import random
import socket
import struct
import sys

HOST, PORT = "127.0.0.1", int(sys.argv[1])
SEED, N = int(sys.argv[2]), int(sys.argv[3])
VERSION = int(sys.argv[4]) if len(sys.argv) > 4 else 4
rnd = random.Random(SEED)


def string(s):
    b = s.encode()
    return struct.pack(">H", len(b)) + b


def long_string(s):
    b = s.encode()
    return struct.pack(">i", len(b)) + b


def string_map(m):
    out = struct.pack(">H", len(m))
    for k, v in m.items():
        out += string(k) + string(v)
    return out


def frame(opcode, body, stream=1, flags=0):
    return struct.pack(">BBhBi", VERSION, flags, stream, opcode, len(body)) + body


def value(b):
    if b is None:
        return struct.pack(">i", -1)
    return struct.pack(">i", len(b)) + b


def query_params(values=None, page=None, ts=None):
    flags = 0
    rest = b""
    if values is not None:
        flags |= 0x01
        rest += struct.pack(">H", len(values))
        for v in values:
            rest += value(v)
    if page is not None:
        flags |= 0x04
        rest += struct.pack(">i", page)
    if ts is not None:
        flags |= 0x20
        rest += struct.pack(">q", ts)
    return struct.pack(">HB", 1, flags) + rest


def recv_frame(sock):
    head = b""
    while len(head) < 9:
        chunk = sock.recv(9 - len(head))
        if not chunk:
            return None
        head += chunk
    version, flags, stream, opcode, length = struct.unpack(">BBhBi", head)
    body = b""
    while len(body) < length:
        chunk = sock.recv(length - len(body))
        if not chunk:
            return None
        body += chunk
    return version, flags, stream, opcode, body


def connect():
    s = socket.create_connection((HOST, PORT), timeout=3)
    s.sendall(frame(0x01, string_map({"CQL_VERSION": "3.0.0"})))
    r = recv_frame(s)
    assert r and r[3] == 0x02, r
    return s


SETUP = [
    "CREATE KEYSPACE IF NOT EXISTS fz WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
    "CREATE TABLE IF NOT EXISTS fz.t (k int, c text, v blob, l list<int>, m map<text, int>, PRIMARY KEY (k, c))",
    "INSERT INTO fz.t (k, c, v, l, m) VALUES (1, 'a', 0x01, [1, 2], {'x': 1})",
]


def query(s, q, params=None):
    s.sendall(frame(0x07, long_string(q) + (params or query_params())))
    return recv_frame(s)


def prepared_id(s, q):
    s.sendall(frame(0x09, long_string(q)))
    r = recv_frame(s)
    assert r[3] == 0x08, (q, r)
    body = r[4]
    n = struct.unpack(">H", body[4:6])[0]
    return body[6:6 + n]


def bases(s):
    """Valid frames to mutate."""
    out = []
    out.append(frame(0x05, b""))
    out.append(frame(0x0B, struct.pack(">H", 2) + string("SCHEMA_CHANGE") + string("STATUS_CHANGE")))
    out.append(frame(0x07, long_string("SELECT * FROM fz.t WHERE k = 1") + query_params(page=1)))
    out.append(frame(0x07, long_string("SELECT * FROM fz.t WHERE k = ?") + query_params([struct.pack(">i", 1)])))
    out.append(frame(0x07, long_string("INSERT INTO fz.t (k, c, v, l, m) VALUES (?, ?, ?, ?, ?)") + query_params(
        [struct.pack(">i", 2), b"b", b"\x00\x01", struct.pack(">i", 1) + struct.pack(">i", 4) + struct.pack(">i", 7),
         struct.pack(">i", 1) + struct.pack(">i", 1) + b"y" + struct.pack(">i", 4) + struct.pack(">i", 3)], ts=12345)))
    out.append(frame(0x09, long_string("SELECT k, c, v FROM fz.t WHERE k = ?")))
    for q, vals in (("SELECT k, c, v FROM fz.t WHERE k = ?", [struct.pack(">i", 1)]),
                    ("UPDATE fz.t SET l = ?, m = ? WHERE k = ? AND c = ?",
                     [struct.pack(">i", 1) + struct.pack(">i", 4) + struct.pack(">i", 7),
                      struct.pack(">i", 1) + struct.pack(">i", 1) + b"y" + struct.pack(">i", 4) + struct.pack(">i", 3),
                      struct.pack(">i", 3), b"c"])):
        pid = prepared_id(s, q)
        body = struct.pack(">H", len(pid)) + pid
        out.append(frame(0x0A, body + query_params(vals, page=2)))
    batch = struct.pack(">BH", 0, 2)
    batch += b"\x00" + long_string("INSERT INTO fz.t (k, c) VALUES (5, 'x')") + struct.pack(">H", 0)
    batch += b"\x00" + long_string("INSERT INTO fz.t (k, c) VALUES (?, ?)") + struct.pack(">H", 2) + value(struct.pack(">i", 6)) + value(b"y")
    batch += struct.pack(">H", 1) + struct.pack(">B", 0)
    out.append(frame(0x0D, batch))
    out.append(frame(0x0F, value(b"\x00cassandra\x00cassandra")))
    return out


def mutate(f):
    b = bytearray(f)
    kind = rnd.randrange(7)
    if kind == 0:  # flip bytes
        for _ in range(rnd.randint(1, 4)):
            i = rnd.randrange(len(b))
            b[i] = rnd.randrange(256)
    elif kind == 1 and len(b) > 9:  # truncate the body, fixing the length
        cut = rnd.randrange(9, len(b))
        b = b[:cut]
        b[5:9] = struct.pack(">i", len(b) - 9)
    elif kind == 2 and len(b) > 9:  # corrupt a body byte at a length position
        i = rnd.randrange(9, len(b))
        b[i] = rnd.choice([0x00, 0x7f, 0x80, 0xff])
    elif kind == 3:  # extra garbage in the body
        extra = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 8)))
        b = b + extra
        b[5:9] = struct.pack(">i", len(b) - 9)
    elif kind == 4 and len(b) > 13:  # a length field inside the body set huge or negative
        i = rnd.randrange(9, len(b) - 3)
        b[i:i + 4] = struct.pack(">i", rnd.choice([-2, -1, 0x7fffffff, 65535, 1 << 20]))
    elif kind == 5:  # flags
        b[1] = rnd.choice([0x01, 0x02, 0x04, 0x08, 0x10, 0xff])
    else:  # opcode
        b[4] = rnd.randrange(0x12)
    return bytes(b)


def main():
    s = connect()
    for q in SETUP:
        r = query(s, q)
        assert r[3] in (0x08,), (q, r)
    base = bases(s)
    s.close()
    problems = 0
    for i in range(N):
        f = mutate(rnd.choice(base))
        s = connect()
        query(s, "USE fz")
        s.settimeout(1.5)
        try:
            s.sendall(f)
            r = recv_frame(s)
        except socket.timeout:
            r = "timeout"
        except (ConnectionResetError, BrokenPipeError):
            r = None
        if r not in (None, "timeout"):
            op = r[3]
            if op == 0x00:
                code = struct.unpack(">i", r[4][:4])[0]
                msg = r[4][6:].decode(errors="replace")
                if code == 0x0000:
                    problems += 1
                    print(f"#{i} SERVER_ERROR {msg!r}\n   frame {f.hex()}")
            elif op not in (0x02, 0x06, 0x08, 0x0E, 0x10, 0x03):
                problems += 1
                print(f"#{i} unexpected opcode {op:#x} for frame {f.hex()}")
        s.close()
        try:
            t = connect()
            r = query(t, "SELECT k FROM fz.t WHERE k = 1")
            assert r[3] == 0x08, r
            t.close()
        except Exception as e:
            print(f"#{i} server unusable after frame {f.hex()}: {e!r}")
            return 1
    print(f"{N} frames, {problems} problems", file=sys.stderr)
    return 0


sys.exit(main())
