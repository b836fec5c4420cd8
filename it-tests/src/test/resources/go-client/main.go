// The gocql driver, unchanged, against a WCS server: each check runs in order and prints
// "ok <name>"; the first failure prints "FAILED <name>" with its error and ends the run with
// status 1.
// Usage: go run main.go <port> [--login <user> <password>] [--tls <CA certificate, PEM>]
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"os"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/gocql/gocql"
	"gopkg.in/inf.v0"
)

var (
	port     int
	user     string
	password string
	caFile   string
	session  *gocql.Session
)

type check struct {
	name string
	body func() error
}

var checks []check

// Error codes of the native protocol that the checks expect.
const (
	syntaxError   = 0x2000
	invalid       = 0x2200
	alreadyExists = 0x2400
)

// newCluster is the configuration an application writes: token-aware in datacenter1, protocol v4
// (gocql's highest), snappy when asked.
func newCluster(login string, snappy bool) *gocql.ClusterConfig {
	cluster := gocql.NewCluster("127.0.0.1")
	cluster.Port = port
	cluster.ProtoVersion = 4
	cluster.Timeout = 10 * time.Second
	cluster.Consistency = gocql.LocalOne
	cluster.PoolConfig.HostSelectionPolicy =
		gocql.TokenAwareHostPolicy(gocql.DCAwareRoundRobinPolicy("datacenter1"))
	if user != "" {
		cluster.Authenticator = gocql.PasswordAuthenticator{Username: user, Password: login}
	}
	if caFile != "" {
		// the server's certificate, trusted as its own authority: it names 127.0.0.1
		cluster.SslOpts = &gocql.SslOptions{CaPath: caFile, EnableHostVerification: true}
	}
	if snappy {
		cluster.Compressor = &gocql.SnappyCompressor{}
	}
	return cluster
}

func expect(condition bool, format string, args ...interface{}) error {
	if condition {
		return nil
	}
	return fmt.Errorf(format, args...)
}

// codeOf is the error code the server answered with, or -1.
func codeOf(err error) int {
	var request gocql.RequestError
	if errors.As(err, &request) {
		return request.Code()
	}
	return -1
}

func exec(statements ...string) error {
	for _, statement := range statements {
		if err := session.Query(statement).Exec(); err != nil {
			return fmt.Errorf("%s: %w", statement, err)
		}
	}
	return nil
}

type address struct {
	Street string `cql:"street"`
	Zip    int    `cql:"zip"`
}

func init() {
	checks = append(checks,
		check{"connects and reads the node from system.local", func() error {
			var release, dc string
			if err := session.Query("SELECT release_version, data_center FROM system.local").Scan(&release, &dc); err != nil {
				return err
			}
			return expect(release == "5.0.2" && dc == "datacenter1", "system.local: %s %s", release, dc)
		}},
		check{"creates a keyspace, a type and tables, and sees them in its metadata", func() error {
			err := exec("DROP KEYSPACE IF EXISTS gok",
				"CREATE KEYSPACE gok WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
				"CREATE TYPE gok.address (street text, zip int)",
				"CREATE TABLE gok.everything (k text, c int, v text, n bigint, d decimal, vi varint,"+
					" u uuid, tu timeuuid, ts timestamp, dt date, tm time, du duration, b blob,"+
					" bo boolean, f float, db double, ip inet, sm smallint, ti tinyint, s set<text>,"+
					" l list<int>, m map<text, int>, tp tuple<int, text>, a frozen<address>,"+
					" PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)",
				"CREATE TABLE gok.counts (k int PRIMARY KEY, n counter)",
				"CREATE MATERIALIZED VIEW gok.by_text AS SELECT k, c, v FROM gok.everything"+
					" WHERE k IS NOT NULL AND c IS NOT NULL AND v IS NOT NULL PRIMARY KEY (v, k, c)")
			if err != nil {
				return err
			}
			keyspace, err := session.KeyspaceMetadata("gok")
			if err != nil {
				return err
			}
			if err := expect(keyspace.StrategyClass == "org.apache.cassandra.locator.SimpleStrategy",
				"strategy %s", keyspace.StrategyClass); err != nil {
				return err
			}
			table := keyspace.Tables["everything"]
			if err := expect(table != nil && len(table.Columns) == 24, "table %+v", table); err != nil {
				return err
			}
			if err := expect(table.PartitionKey[0].Name == "k" && table.ClusteringColumns[0].Name == "c" &&
				table.ClusteringColumns[0].ClusteringOrder == "desc",
				"key %s %s %s", table.PartitionKey[0].Name, table.ClusteringColumns[0].Name,
				table.ClusteringColumns[0].ClusteringOrder); err != nil {
				return err
			}
			if err := expect(table.Columns["m"].Type.Type() == gocql.TypeMap, "m is %v", table.Columns["m"].Type); err != nil {
				return err
			}
			udt := keyspace.UserTypes["address"]
			if err := expect(udt != nil && reflect.DeepEqual(udt.FieldNames, []string{"street", "zip"}),
				"type %+v", udt); err != nil {
				return err
			}
			view := keyspace.MaterializedViews["by_text"]
			return expect(view != nil && view.BaseTable == table && !view.IncludeAllColumns &&
				view.GcGraceSeconds == 864000, "view %+v", view)
		}},
		check{"binds and reads back every type", func() error {
			n := int64(9007199254740993)
			d := inf.NewDec(-1234560, 4)
			vi, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
			u, _ := gocql.ParseUUID("65a8874b-5136-4ca0-8cef-6ff875a25979")
			tu, _ := gocql.ParseUUID("36d13ac0-ef06-11f1-9aaa-486bfb86d67f")
			ts := time.UnixMilli(1700000000123).UTC()
			dt := time.Date(2024, 2, 29, 0, 0, 0, 0, time.UTC)
			tm := 12*time.Hour + 34*time.Minute + 56*time.Second + 789012345
			du := gocql.Duration{Months: 1, Days: 2, Nanoseconds: 3*3600*1e9 + 4}
			b := []byte{0, 1, 254, 255}
			ip := net.ParseIP("2001:db8::1")
			s := []string{"a", "b"}
			l := []int{3, 1, 2}
			m := map[string]int{"x": 1, "y": 2}
			a := address{"Main", 12345}
			// gocql 1.3 asks for a value for each of a tuple's elements and then fails to bind them,
			// against Cassandra too: the tuple is written as a literal
			err := session.Query("INSERT INTO gok.everything (k, c, v, n, d, vi, u, tu, ts, dt, tm, du, b, bo,"+
				" f, db, ip, sm, ti, s, l, m, tp, a) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"+
				" ?, ?, ?, ?, ?, (7, 'seven'), ?)", "p1", 1, "h\u00e9llo", n, d, vi, u, tu, ts, dt, tm, du, b,
				true, float32(1.5), -2.25e300, ip, int16(math.MinInt16), int8(127), s, l, m, a).Exec()
			if err != nil {
				return err
			}
			var (
				rv, rtpText string
				rn          int64
				rd          *inf.Dec
				rvi         *big.Int
				ru, rtu     gocql.UUID
				rts, rdt    time.Time
				rtm         time.Duration
				rdu         gocql.Duration
				rb          []byte
				rbo         bool
				rf          float32
				rdb         float64
				rip         net.IP
				rsm         int16
				rti         int8
				rs          []string
				rl          []int
				rm          map[string]int
				rtpInt      int
				ra          address
			)
			err = session.Query("SELECT v, n, d, vi, u, tu, ts, dt, tm, du, b, bo, f, db, ip, sm, ti, s, l, m,"+
				" tp, a FROM gok.everything WHERE k = ? AND c = ?", "p1", 1).Scan(&rv, &rn, &rd, &rvi, &ru,
				&rtu, &rts, &rdt, &rtm, &rdu, &rb, &rbo, &rf, &rdb, &rip, &rsm, &rti, &rs, &rl, &rm,
				&rtpInt, &rtpText, &ra)
			if err != nil {
				return err
			}
			got := []interface{}{rv, rn, rd.String(), rvi.String(), ru, rtu, rts.UnixMilli(), rdt, rtm, rdu,
				rb, rbo, rf, rdb, rip.String(), rsm, rti, rs, rl, rm, rtpInt, rtpText, ra}
			want := []interface{}{"h\u00e9llo", n, "-123.4560", vi.String(), u, tu, ts.UnixMilli(), dt, tm, du,
				b, true, float32(1.5), -2.25e300, "2001:db8::1", int16(math.MinInt16), int8(127), s, l, m,
				7, "seven", a}
			for i := range want {
				if !reflect.DeepEqual(got[i], want[i]) {
					return fmt.Errorf("value %d: %#v is not %#v", i, got[i], want[i])
				}
			}
			return nil
		}},
		check{"pages through a partition by page state and by iterator", func() error {
			for i := 0; i < 24; i++ {
				if err := session.Query("INSERT INTO gok.everything (k, c, v) VALUES (?, ?, ?)",
					"p2", i, "v"+strconv.Itoa(i)).Exec(); err != nil {
					return err
				}
			}
			var seen []int
			var state []byte
			pages := 0
			for {
				iter := session.Query("SELECT c FROM gok.everything WHERE k = ?", "p2").
					PageSize(7).PageState(state).Iter()
				var c int
				for iter.Scan(&c) {
					seen = append(seen, c)
				}
				state = iter.PageState()
				if err := iter.Close(); err != nil {
					return err
				}
				pages++
				if len(state) == 0 {
					break
				}
			}
			if err := expect(pages == 4 && len(seen) == 24 && seen[0] == 23 && seen[23] == 0,
				"%d pages: %v", pages, seen); err != nil {
				return err
			}
			iter := session.Query("SELECT c FROM gok.everything WHERE k = ?", "p2").PageSize(5).Iter()
			count := 0
			var c int
			for iter.Scan(&c) {
				if c != 23-count {
					return fmt.Errorf("row %d is %d", count, c)
				}
				count++
			}
			if err := iter.Close(); err != nil {
				return err
			}
			return expect(count == 24, "%d rows by the iterator", count)
		}},
		check{"runs logged and counter batches", func() error {
			batch := session.NewBatch(gocql.LoggedBatch)
			batch.Query("INSERT INTO gok.everything (k, c, v) VALUES (?, ?, ?)", "p3", 1, "b1")
			batch.Query("UPDATE gok.everything SET v = ? WHERE k = ? AND c = ?", "b2", "p3", 2)
			if err := session.ExecuteBatch(batch); err != nil {
				return err
			}
			var count int
			if err := session.Query("SELECT count(*) FROM gok.everything WHERE k = 'p3'").Scan(&count); err != nil {
				return err
			}
			if err := expect(count == 2, "%d rows", count); err != nil {
				return err
			}
			counters := session.NewBatch(gocql.CounterBatch)
			counters.Query("UPDATE gok.counts SET n = n + ? WHERE k = ?", int64(5), 1)
			counters.Query("UPDATE gok.counts SET n = n - ? WHERE k = ?", int64(2), 1)
			if err := session.ExecuteBatch(counters); err != nil {
				return err
			}
			var n int64
			if err := session.Query("SELECT n FROM gok.counts WHERE k = 1").Scan(&n); err != nil {
				return err
			}
			return expect(n == 3, "counter %d", n)
		}},
		check{"answers lightweight transactions with applied and the existing row", func() error {
			insert := "INSERT INTO gok.everything (k, c, v) VALUES (?, ?, ?) IF NOT EXISTS"
			applied, err := session.Query(insert, "p4", 1, "first").MapScanCAS(map[string]interface{}{})
			if err != nil || !applied {
				return fmt.Errorf("first insert: %v %v", applied, err)
			}
			existing := map[string]interface{}{}
			applied, err = session.Query(insert, "p4", 1, "second").MapScanCAS(existing)
			if err != nil {
				return err
			}
			if err := expect(!applied && existing["v"] == "first", "second insert: %v %v", applied, existing); err != nil {
				return err
			}
			var v string
			applied, err = session.Query("UPDATE gok.everything SET v = 'third' WHERE k = 'p4' AND c = 1" +
				" IF v = 'first'").ScanCAS(&v)
			return expect(err == nil && applied, "update: %v %v", applied, err)
		}},
		check{"writes with the client timestamp it sends", func() error {
			if err := session.Query("INSERT INTO gok.everything (k, c, v) VALUES ('p5', 1, 't')").
				WithTimestamp(1600000000000000).Exec(); err != nil {
				return err
			}
			var w int64
			if err := session.Query("SELECT writetime(v) FROM gok.everything WHERE k = 'p5' AND c = 1").Scan(&w); err != nil {
				return err
			}
			return expect(w == 1600000000000000, "writetime %d", w)
		}},
		check{"reads and writes JSON", func() error {
			if err := session.Query("INSERT INTO gok.everything JSON ?", `{"k": "p6", "c": 2, "l": [4, 5]}`).Exec(); err != nil {
				return err
			}
			var json string
			if err := session.Query("SELECT JSON k, c, l FROM gok.everything WHERE k = 'p6'").Scan(&json); err != nil {
				return err
			}
			return expect(json == `{"k": "p6", "c": 2, "l": [4, 5]}`, "json %s", json)
		}},
		check{"reports Cassandra's error codes and messages", func() error {
			if code := codeOf(session.Query("SELEC 1").Exec()); code != syntaxError {
				return fmt.Errorf("syntax error code %x", code)
			}
			err := session.Query("SELECT * FROM gok.everything WHERE bo = true").Exec()
			if codeOf(err) != invalid || !strings.Contains(err.Error(), "ALLOW FILTERING") {
				return fmt.Errorf("filtering: %v", err)
			}
			err = session.Query("CREATE TABLE gok.counts (k int PRIMARY KEY)").Exec()
			var exists *gocql.RequestErrAlreadyExists
			if !errors.As(err, &exists) || exists.Keyspace != "gok" || exists.Table != "counts" {
				return fmt.Errorf("already exists: %#v", err)
			}
			return nil
		}},
		check{"returns warnings with the rows", func() error {
			iter := session.Query("SELECT count(*) FROM gok.everything").Iter()
			warnings := iter.Warnings()
			if err := iter.Close(); err != nil {
				return err
			}
			return expect(reflect.DeepEqual(warnings, []string{"Aggregation query used without partition key"}),
				"warnings %v", warnings)
		}},
		check{"traces a query on request", func() error {
			var trace bytes.Buffer
			if err := session.Query("SELECT * FROM gok.everything WHERE k = 'p3'").
				Trace(gocql.NewTraceWriter(session, &trace)).Exec(); err != nil {
				return err
			}
			return expect(strings.Contains(trace.String(), "(coordinator: 127.0.0.1,"), "trace %s", trace.String())
		}},
		check{"agrees on the schema after a change and sees the change", func() error {
			if err := exec("ALTER TABLE gok.counts ADD other counter"); err != nil {
				return err
			}
			if err := session.AwaitSchemaAgreement(context.Background()); err != nil {
				return err
			}
			// the driver drops its cached metadata when the schema event reaches it, a moment later
			for wait := 0; wait < 100; wait++ {
				keyspace, err := session.KeyspaceMetadata("gok")
				if err != nil {
					return err
				}
				if _, found := keyspace.Tables["counts"].Columns["other"]; found {
					return nil
				}
				time.Sleep(100 * time.Millisecond)
			}
			return errors.New("the added column is not in the metadata after 10 s")
		}},
		check{"speaks protocol v3 as Cassandra does", func() error {
			cluster := newCluster(password, false)
			cluster.ProtoVersion = 3
			cluster.Keyspace = "gok"
			v3, err := cluster.CreateSession()
			if err != nil {
				return err
			}
			defer v3.Close()
			// v3 predates date, smallint and tinyint: they travel as custom types, which gocql
			// can neither bind nor read (against Cassandra too), so their JSON is read
			if err := v3.Query("INSERT INTO everything (k, c, dt, sm, ti) VALUES (?, ?, '2024-02-29', 7, -7)",
				"p8", 1).Exec(); err != nil {
				return err
			}
			var dt, sm, ti string
			if err := v3.Query("SELECT toJson(dt), toJson(sm), toJson(ti) FROM everything WHERE k = ? AND c = ?",
				"p8", 1).Scan(&dt, &sm, &ti); err != nil {
				return err
			}
			if err := expect(dt == `"2024-02-29"` && sm == "7" && ti == "-7", "read %s %s %s", dt, sm, ti); err != nil {
				return err
			}
			iter := v3.Query("SELECT count(*) FROM everything").Iter()
			warnings := iter.Warnings()
			if err := iter.Close(); err != nil {
				return err
			}
			return expect(len(warnings) == 0, "warnings in v3: %v", warnings)
		}},
		check{"uses a keyspace and snappy compression given to the cluster", func() error {
			cluster := newCluster(password, true)
			cluster.Keyspace = "gok"
			other, err := cluster.CreateSession()
			if err != nil {
				return err
			}
			defer other.Close()
			var v string
			if err := other.Query("SELECT v FROM everything WHERE k = 'p3' AND c = 1").Scan(&v); err != nil {
				return err
			}
			big := bytes.Repeat([]byte("0123456789"), 30000)
			if err := other.Query("UPDATE everything SET b = ? WHERE k = 'p7' AND c = 1", big).Exec(); err != nil {
				return err
			}
			var read []byte
			if err := other.Query("SELECT b FROM everything WHERE k = 'p7' AND c = 1").Scan(&read); err != nil {
				return err
			}
			return expect(v == "b1" && bytes.Equal(read, big), "read %q and %d bytes", v, len(read))
		}},
	)
}

func main() {
	port, _ = strconv.Atoi(os.Args[1])
	flags := os.Args[2:]
	for i, flag := range flags {
		switch flag {
		case "--login":
			user, password = flags[i+1], flags[i+2]
		case "--tls":
			caFile = flags[i+1]
		}
	}
	if user != "" {
		checks = append(checks, check{"refuses a wrong password", func() error {
			intruder, err := newCluster("not "+password, false).CreateSession()
			if err == nil {
				intruder.Close()
				return errors.New("a wrong password connected")
			}
			return expect(strings.Contains(err.Error(), "Provided username cassandra and/or password are incorrect"),
				"refusal %v", err)
		}})
	}
	var err error
	session, err = newCluster(password, false).CreateSession()
	if err != nil {
		fmt.Println("FAILED connects:", err)
		os.Exit(1)
	}
	defer session.Close()
	for _, c := range checks {
		if err := c.body(); err != nil {
			fmt.Printf("FAILED %s\n%v\n", c.name, err)
			session.Close()
			os.Exit(1)
		}
		fmt.Printf("ok %s\n", c.name)
	}
}
