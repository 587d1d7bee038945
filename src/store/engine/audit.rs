//! The queries of `rumino check` (compiled once per engine): every invariant the store keeps,
//! as a query for the rows that break it.

use sqlx::Row as _;

use super::Conn;
use crate::ids::{GuildId, PlayerId, TableId};
use crate::store::buckets::BUCKET_COLUMNS;
use crate::store::check::{CheckStats, Violation, LIMIT};
use crate::store::stats::SPANS_MS;
use crate::store::LedgerKind;

type EngineRow = <super::Engine as sqlx::Database>::Row;

/// How a violation is read from a row of the query that finds it.
type Reading = fn(&EngineRow) -> Violation;

async fn rows(conn: &mut Conn, sql: &str) -> Result<Vec<EngineRow>, sqlx::Error> {
    sqlx::query(&format!("{sql} LIMIT {LIMIT}"))
        .fetch_all(&mut *conn)
        .await
}

/// Adds what `reading` makes of each row `sql` finds.
async fn find(
    conn: &mut Conn,
    v: &mut Vec<Violation>,
    sql: &str,
    reading: Reading,
) -> Result<(), sqlx::Error> {
    v.extend(rows(conn, sql).await?.iter().map(reading));
    Ok(())
}

/// Where chips are not conserved: each query finds the rows that break one of the ledger's
/// sums (every grant is in an account or a pool; each account, pool and seat is its ledger).
const CHIP_CHECKS: [(&str, Reading); 5] = [
    (
        "WITH g AS (SELECT l.guild_id, CAST(SUM(l.amount * k.account_sign) AS BIGINT) AS n \
         FROM ledger l JOIN ledger_kinds k ON k.kind = l.kind WHERE k.pool_sign = 0 \
         GROUP BY l.guild_id), \
         a AS (SELECT guild_id, CAST(SUM(chips) AS BIGINT) AS n FROM accounts GROUP BY guild_id), \
         p AS (SELECT guild_id, CAST(SUM(pool) AS BIGINT) AS n FROM (SELECT guild_id, pool \
         FROM games WHERE status = 'running' UNION ALL SELECT guild_id, pool FROM tournaments) \
         AS pools GROUP BY guild_id), \
         ids AS (SELECT guild_id FROM g UNION SELECT guild_id FROM a UNION SELECT guild_id FROM p) \
         SELECT ids.guild_id, COALESCE(g.n, 0), COALESCE(a.n, 0), COALESCE(p.n, 0) FROM ids \
         LEFT JOIN g ON g.guild_id = ids.guild_id LEFT JOIN a ON a.guild_id = ids.guild_id \
         LEFT JOIN p ON p.guild_id = ids.guild_id \
         WHERE COALESCE(g.n, 0) <> COALESCE(a.n, 0) + COALESCE(p.n, 0) ORDER BY ids.guild_id",
        |r| Violation::ChipsNotConserved {
            guild_id: GuildId(r.get(0)),
            granted: r.get(1),
            in_accounts: r.get(2),
            in_pools: r.get(3),
        },
    ),
    (
        "WITH l AS (SELECT l.guild_id, l.player_id, \
         CAST(SUM(l.amount * k.account_sign) AS BIGINT) AS n \
         FROM ledger l JOIN ledger_kinds k ON k.kind = l.kind GROUP BY l.guild_id, l.player_id) \
         SELECT a.guild_id, a.player_id, a.chips, COALESCE(l.n, 0) FROM accounts a LEFT JOIN l \
         ON l.guild_id = a.guild_id AND l.player_id = a.player_id \
         WHERE a.chips <> COALESCE(l.n, 0) ORDER BY a.guild_id, a.player_id",
        |r| Violation::AccountMismatch {
            guild_id: GuildId(r.get(0)),
            player_id: PlayerId(r.get(1)),
            chips: r.get(2),
            ledger_sum: r.get(3),
        },
    ),
    (
        "WITH l AS (SELECT l.table_id, l.game_no, CAST(SUM(l.amount * k.pool_sign) AS BIGINT) AS n \
         FROM ledger l JOIN ledger_kinds k ON k.kind = l.kind \
         WHERE l.game_no IS NOT NULL GROUP BY l.table_id, l.game_no) \
         SELECT g.table_id, g.game_no, g.pool, COALESCE(l.n, 0) FROM games g LEFT JOIN l \
         ON l.table_id = g.table_id AND l.game_no = g.game_no \
         WHERE g.pool <> COALESCE(l.n, 0) ORDER BY g.table_id, g.game_no",
        |r| Violation::PoolMismatch {
            table_id: TableId(r.get(0)),
            game_no: r.get(1),
            pool: r.get(2),
            ledger_sum: r.get(3),
        },
    ),
    (
        "SELECT table_id, game_no, status, pool FROM games \
         WHERE status <> 'running' AND pool <> 0 ORDER BY table_id, game_no",
        |r| Violation::EndedGameHoldsChips {
            table_id: TableId(r.get(0)),
            game_no: r.get(1),
            status: r.get(2),
            pool: r.get(3),
        },
    ),
    (
        "WITH l AS (SELECT l.table_id, l.game_no, l.player_id, \
         CAST(SUM(CASE WHEN k.pool_sign > 0 THEN l.amount ELSE 0 END) AS BIGINT) AS i, \
         CAST(SUM(CASE WHEN k.pool_sign < 0 THEN l.amount ELSE 0 END) AS BIGINT) AS o \
         FROM ledger l JOIN ledger_kinds k ON k.kind = l.kind \
         WHERE l.game_no IS NOT NULL GROUP BY l.table_id, l.game_no, l.player_id) \
         SELECT s.table_id, s.game_no, s.player_id, s.chips_in, s.chips_out, COALESCE(l.i, 0), \
         COALESCE(l.o, 0) FROM seats s LEFT JOIN l ON l.table_id = s.table_id \
         AND l.game_no = s.game_no AND l.player_id = s.player_id \
         WHERE s.chips_in <> COALESCE(l.i, 0) OR s.chips_out <> COALESCE(l.o, 0) \
         ORDER BY s.table_id, s.game_no, s.seat_no",
        |r| Violation::SeatChipsMismatch {
            table_id: TableId(r.get(0)),
            game_no: r.get(1),
            player_id: PlayerId(r.get(2)),
            chips_in: r.get(3),
            chips_out: r.get(4),
            ledger_in: r.get(5),
            ledger_out: r.get(6),
        },
    ),
];

pub(crate) async fn chips(conn: &mut Conn, v: &mut Vec<Violation>) -> Result<(), sqlx::Error> {
    for (sql, reading) in CHIP_CHECKS {
        find(conn, v, sql, reading).await?;
    }
    Ok(())
}

pub(crate) async fn log(conn: &mut Conn, v: &mut Vec<Violation>) -> Result<(), sqlx::Error> {
    let found = rows(
        conn,
        "SELECT t.id, t.snapshot_seq, COUNT(a.seq), COALESCE(MAX(a.seq), 0), \
         COALESCE(MIN(a.seq), 1) \
         FROM tables t LEFT JOIN actions a ON a.table_id = t.id GROUP BY t.id, t.snapshot_seq \
         HAVING COUNT(a.seq) <> COALESCE(MAX(a.seq), 0) OR COALESCE(MIN(a.seq), 1) <> 1 \
         OR t.snapshot_seq > COALESCE(MAX(a.seq), 0) ORDER BY t.id",
    )
    .await?;
    for r in found {
        let table_id: i64 = r.get(0);
        let snapshot_seq: i64 = r.get(1);
        let (actions, max_seq, min_seq): (i64, i64, i64) = (r.get(2), r.get(3), r.get(4));
        if actions != max_seq || min_seq != 1 {
            let first_missing: Option<i64> = sqlx::query_scalar(
                "SELECT MIN(n) FROM (SELECT 1 AS n WHERE NOT EXISTS \
                 (SELECT 1 FROM actions WHERE table_id = $1 AND seq = 1) \
                 UNION ALL SELECT a.seq + 1 FROM actions a WHERE a.table_id = $1 AND NOT EXISTS \
                 (SELECT 1 FROM actions b WHERE b.table_id = a.table_id AND b.seq = a.seq + 1)) \
                 AS m WHERE n <= $2",
            )
            .bind(table_id)
            .bind(max_seq)
            .fetch_one(&mut *conn)
            .await?;
            v.push(Violation::SeqGap {
                table_id: TableId(table_id),
                actions,
                max_seq,
                first_missing,
            });
        }
        if snapshot_seq > max_seq {
            v.push(Violation::SnapshotAhead {
                table_id: TableId(table_id),
                snapshot_seq,
                max_seq,
            });
        }
    }
    Ok(())
}

/// Rows whose parent is missing: (description of the row, description of the parent, query
/// returning the two descriptions).
const ORPHAN_QUERIES: [&str; 8] = [
    "SELECT 'game ' || c.game_no || ' of table ' || c.table_id, 'table ' || c.table_id \
     FROM games c WHERE NOT EXISTS (SELECT 1 FROM tables p WHERE p.id = c.table_id)",
    "SELECT 'seat ' || c.seat_no || ' of game ' || c.game_no || ' of table ' || c.table_id, \
     'game ' || c.game_no || ' of table ' || c.table_id FROM seats c WHERE NOT EXISTS \
     (SELECT 1 FROM games p WHERE p.table_id = c.table_id AND p.game_no = c.game_no)",
    "SELECT 'hand ' || c.hand_no || ' of game ' || c.game_no || ' of table ' || c.table_id, \
     'game ' || c.game_no || ' of table ' || c.table_id FROM hands c WHERE NOT EXISTS \
     (SELECT 1 FROM games p WHERE p.table_id = c.table_id AND p.game_no = c.game_no)",
    "SELECT 'action ' || c.seq || ' of table ' || c.table_id, 'table ' || c.table_id \
     FROM actions c WHERE NOT EXISTS (SELECT 1 FROM tables p WHERE p.id = c.table_id)",
    "SELECT 'action ' || c.seq || ' of table ' || c.table_id, \
     'game ' || c.game_no || ' of table ' || c.table_id FROM actions c \
     WHERE c.game_no IS NOT NULL AND NOT EXISTS \
     (SELECT 1 FROM games p WHERE p.table_id = c.table_id AND p.game_no = c.game_no)",
    "SELECT 'ledger entry ' || c.id, 'table ' || c.table_id FROM ledger c \
     WHERE c.table_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tables p WHERE p.id = c.table_id)",
    "SELECT 'ledger entry ' || c.id, 'game ' || c.game_no || ' of table ' || c.table_id \
     FROM ledger c WHERE c.game_no IS NOT NULL AND NOT EXISTS \
     (SELECT 1 FROM games p WHERE p.table_id = c.table_id AND p.game_no = c.game_no)",
    "SELECT 'ledger entry ' || c.id, 'the account of player ' || c.player_id || ' in server ' \
     || c.guild_id FROM ledger c WHERE NOT EXISTS (SELECT 1 FROM accounts p \
     WHERE p.guild_id = c.guild_id AND p.player_id = c.player_id)",
];

pub(crate) async fn orphans(conn: &mut Conn, v: &mut Vec<Violation>) -> Result<(), sqlx::Error> {
    for sql in ORPHAN_QUERIES {
        find(conn, v, sql, |r| Violation::Orphan {
            row: r.get(0),
            missing: r.get(1),
        })
        .await?;
    }
    Ok(())
}

/// Columns copied from another row: (row description, detail).
const COPY_QUERIES: [&str; 5] = [
    "SELECT 'game ' || g.game_no || ' of table ' || g.table_id, 'it is a game of ' || g.game_kind \
     || ' but its table plays ' || t.game_kind FROM games g JOIN tables t ON t.id = g.table_id \
     WHERE g.game_kind <> t.game_kind",
    "SELECT 'seat ' || s.seat_no || ' of game ' || s.game_no || ' of table ' || s.table_id, \
     'it is a seat of ' || s.game_kind || ' but its game is ' || g.game_kind \
     FROM seats s JOIN games g ON g.table_id = s.table_id AND g.game_no = s.game_no \
     WHERE s.game_kind <> g.game_kind",
    "SELECT 'game ' || g.game_no || ' of table ' || g.table_id, 'it is in server ' || g.guild_id \
     || ' but its table is in server ' || t.guild_id FROM games g JOIN tables t \
     ON t.id = g.table_id WHERE g.guild_id <> t.guild_id",
    "SELECT 'seat ' || s.seat_no || ' of game ' || s.game_no || ' of table ' || s.table_id, \
     'it is in server ' || s.guild_id || ' but its game is in server ' || g.guild_id \
     FROM seats s JOIN games g ON g.table_id = s.table_id AND g.game_no = s.game_no \
     WHERE s.guild_id <> g.guild_id",
    "SELECT 'seat ' || s.seat_no || ' of game ' || s.game_no || ' of table ' || s.table_id, \
     'its finish time ' || COALESCE(CAST(s.finished_at AS TEXT), 'NULL') \
     || ' does not match its ' || g.status || ' game''s end ' \
     || COALESCE(CAST(g.ended_at AS TEXT), 'NULL') \
     || CASE WHEN s.finished_at IS NOT NULL AND s.outcome IS NULL THEN ' (and it has no outcome)' \
     ELSE '' END FROM seats s JOIN games g ON g.table_id = s.table_id AND g.game_no = s.game_no \
     WHERE s.finished_at IS DISTINCT FROM (CASE WHEN g.status = 'finished' THEN g.ended_at END) \
     OR (s.finished_at IS NOT NULL AND s.outcome IS NULL)",
];

pub(crate) async fn copies(conn: &mut Conn, v: &mut Vec<Violation>) -> Result<(), sqlx::Error> {
    for sql in COPY_QUERIES {
        find(conn, v, sql, |r| Violation::Inconsistent {
            row: r.get(0),
            detail: r.get(1),
        })
        .await?;
    }
    let spans: Vec<i64> = sqlx::query_scalar("SELECT span_ms FROM stat_spans ORDER BY span_ms")
        .fetch_all(&mut *conn)
        .await?;
    let expected: Vec<i64> = std::iter::once(0).chain(SPANS_MS).collect();
    if spans != expected {
        v.push(Violation::Inconsistent {
            row: "stat_spans".into(),
            detail: format!("it lists {spans:?}, the store uses {expected:?}"),
        });
    }
    let kinds: Vec<String> = sqlx::query_scalar("SELECT kind FROM ledger_kinds ORDER BY kind")
        .fetch_all(&mut *conn)
        .await?;
    let mut expected: Vec<String> = LedgerKind::ALL.iter().map(|k| k.to_string()).collect();
    expected.sort();
    if kinds != expected {
        v.push(Violation::Inconsistent {
            row: "ledger_kinds".into(),
            detail: format!("it lists {kinds:?}, the store uses {expected:?}"),
        });
    }
    Ok(())
}

pub(crate) async fn stats_buckets(
    conn: &mut Conn,
    v: &mut Vec<Violation>,
) -> Result<(), sqlx::Error> {
    let sql = format!(
        "WITH r AS ({}), b AS (SELECT {BUCKET_COLUMNS} FROM stat_buckets), \
         d AS (SELECT * FROM (SELECT * FROM r EXCEPT SELECT * FROM b) AS rb \
         UNION SELECT * FROM (SELECT * FROM b EXCEPT SELECT * FROM r) AS br) \
         SELECT DISTINCT guild_id, game_kind, player_id, span_ms, bucket FROM d \
         ORDER BY guild_id, game_kind, player_id, span_ms, bucket",
        super::RECOMPUTE_BUCKETS_SQL
    );
    find(conn, v, &sql, |r| Violation::StatsMismatch {
        guild_id: GuildId(r.get(0)),
        game_kind: r.get(1),
        player_id: PlayerId(r.get(2)),
        span_ms: r.get(3),
        bucket: r.get(4),
    })
    .await
}

pub(crate) async fn counts(conn: &mut Conn) -> Result<CheckStats, sqlx::Error> {
    let r = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM tables), \
         (SELECT COUNT(*) FROM tables WHERE status = 'open'), \
         (SELECT COUNT(*) FROM games), \
         (SELECT COUNT(*) FROM games WHERE status = 'running'), \
         (SELECT COUNT(*) FROM games WHERE status = 'finished'), \
         (SELECT COUNT(*) FROM actions), (SELECT COUNT(*) FROM accounts), \
         (SELECT COUNT(*) FROM ledger), \
         (SELECT CAST(COALESCE(SUM(chips), 0) AS BIGINT) FROM accounts), \
         (SELECT CAST(COALESCE(SUM(pool), 0) AS BIGINT) FROM games WHERE status = 'running')",
    )
    .fetch_one(&mut *conn)
    .await?;
    Ok(CheckStats {
        tables: r.get(0),
        open_tables: r.get(1),
        games: r.get(2),
        running_games: r.get(3),
        finished_games: r.get(4),
        actions: r.get(5),
        accounts: r.get(6),
        ledger_entries: r.get(7),
        chips_in_accounts: r.get(8),
        chips_in_pools: r.get(9),
    })
}
