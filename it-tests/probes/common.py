"""What the probe generators share: their arguments, the lines their script starts with, and a
choice among ways of writing a statement or a clause, each with its weight."""
import random
import sys


def start(keyspace):
    """The random source and the statement count the command line gives (SEED COUNT), and the
    script's first lines: the keyspace, created if need be, and USE."""
    return random.Random(int(sys.argv[1])), int(sys.argv[2]), [
        f"CREATE KEYSPACE IF NOT EXISTS {keyspace} WITH replication ="
        " {'class': 'SimpleStrategy', 'replication_factor': 1};",
        f"USE {keyspace};"]


def weighted(rnd, *choices):
    """What one of choices, (weight, make) pairs, makes: each is drawn in proportion to its weight,
    and only the one drawn is made (make draws its own values)."""
    r = rnd.random() * sum(w for w, _ in choices)
    for w, make in choices:
        if r < w:
            return make()
        r -= w
    return choices[-1][1]()


def optional(rnd, clause, chance):
    """clause (such as " IF NOT EXISTS") with the given chance, else nothing."""
    return clause if rnd.random() < chance else ""


def conjunction(rnd, first, more):
    """first() and up to two more() relations, in a random order, joined by AND."""
    parts = [first()]
    for _ in range(rnd.randint(0, 2)):
        parts.append(more())
    rnd.shuffle(parts)
    return " AND ".join(parts)


def emit(out, n, statement, *last):
    """Prints the script: its first lines, n statements drawn by statement(), then the last lines
    (the tables' final states)."""
    out.extend(statement() for _ in range(n))
    out.extend(last)
    print("\n".join(out))
