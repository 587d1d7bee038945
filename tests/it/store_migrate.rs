//! Many games, one schema (migration 5): a database written by the version before migrates with
//! nothing lost, and `rumino check` passes on it and on a database mixing Rumino and Rummy. The
//! later migrations (ratings, drafts, the house covering computer players) are checked in
//! `store_migrate_later`.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use rumino::games::GameKind;
use rumino::ids::{GuildId, PlayerId};
use rumino::store::{Leaderboard, Ranking, Store};
use sqlx::{Connection, Executor, Row, SqliteConnection};

const BIN: &str = env!("CARGO_BIN_EXE_rumino");

pub(crate) fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

pub(crate) async fn raw(path: &Path) -> SqliteConnection {
    let opts = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true);
    SqliteConnection::connect_with(&opts).await.unwrap()
}

/// Every row of `sql`'s result, each as one line of quoted values, in order.
pub(crate) async fn lines(conn: &mut SqliteConnection, sql: &str) -> Vec<String> {
    sqlx::query_scalar::<_, String>(sql)
        .fetch_all(&mut *conn)
        .await
        .unwrap()
}

/// What must survive the migration unchanged, read with the same SQL before and after.
const SAME: [&str; 7] = [
    "SELECT quote(guild_id) || ',' || quote(player_id) || ',' || quote(is_computer) || ',' \
     || quote(chips) || ',' || quote(last_daily_at) || ',' || quote(created_at) FROM accounts \
     ORDER BY guild_id, player_id",
    "SELECT quote(id) || ',' || quote(guild_id) || ',' || quote(channel_id) || ',' \
     || quote(game_kind) || ',' || quote(options) || ',' || quote(host_id) || ',' || quote(status) \
     || ',' || quote(message_id) || ',' || quote(snapshot_seq) || ',' || quote(snapshot) || ',' \
     || quote(set_aside_reason) || ',' || quote(created_at) || ',' || quote(updated_at) \
     FROM tables ORDER BY id",
    "SELECT quote(table_id) || ',' || quote(game_no) || ',' || quote(guild_id) || ',' \
     || quote(game_kind) || ',' || quote(stake) || ',' || quote(pool) || ',' || quote(status) \
     || ',' || quote(hands_played) || ',' || quote(started_at) || ',' || quote(ended_at) \
     FROM games ORDER BY table_id, game_no",
    "SELECT quote(table_id) || ',' || quote(game_no) || ',' || quote(seat_no) || ',' \
     || quote(guild_id) || ',' || quote(player_id) || ',' || quote(is_computer) || ',' \
     || quote(score) || ',' || quote(eliminated) || ',' || quote(rebuys) || ',' || quote(outcome) \
     || ',' || quote(chips_in) || ',' || quote(chips_out) || ',' || quote(finished_at) \
     FROM seats ORDER BY table_id, game_no, seat_no",
    "SELECT quote(table_id) || ',' || quote(game_no) || ',' || quote(hand_no) || ',' \
     || quote(dealer_seat) || ',' || quote(deck_order) || ',' || quote(ended_by) || ',' \
     || quote(result) FROM hands ORDER BY table_id, game_no, hand_no",
    "SELECT quote(table_id) || ',' || quote(seq) || ',' || quote(game_no) || ',' || quote(actor) \
     || ',' || quote(kind) || ',' || quote(payload) || ',' || quote(created_at) FROM actions \
     ORDER BY table_id, seq",
    "SELECT quote(id) || ',' || quote(guild_id) || ',' || quote(player_id) || ',' \
     || quote(table_id) || ',' || quote(game_no) || ',' || quote(seq) || ',' || quote(kind) || ',' \
     || quote(amount) || ',' || quote(created_at) FROM ledger ORDER BY id",
];

/// A seat's old counters and its game, before: (table, game, seat) -> (kind, gins, ruminos, knocks).
type OldCounters = BTreeMap<(i64, i64, i64), (String, i64, i64, i64)>;

/// The old all-time buckets: (guild, player) -> the row's values after the key, in column order
/// (games, wins, gins, ruminos, knocks, rebuys, rebuys_survived, score_sum, chips_won,
/// chips_lost, biggest_pool).
type OldTotals = BTreeMap<(i64, i64), Vec<i64>>;

pub(crate) fn check_binary(url: &str) -> String {
    let out = Command::new(BIN)
        .args(["check", "--database", url])
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "rumino check failed:\n{text}");
    text
}

/// Runs `rumino check` on `url` and asserts it replayed its `open` open tables, none failing.
pub(crate) fn check_replays(url: &str, open: usize) {
    let text = check_binary(url);
    assert!(
        text.contains(&format!("{open} open table(s) replayed, 0 failed")),
        "{text}"
    );
}

#[tokio::test]
async fn a_database_of_the_previous_main_migrates_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rumino.db");
    let mut conn = raw(&path).await;
    conn.execute(include_str!("../fixtures/prev_main_v4.sql"))
        .await
        .unwrap();
    let versions: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    assert_eq!(versions.len(), 4, "the fixture is at migration 4");

    let mut before = Vec::new();
    for sql in SAME {
        before.push(lines(&mut conn, sql).await);
    }
    let counters: OldCounters = sqlx::query(
        "SELECT s.table_id, s.game_no, s.seat_no, g.game_kind, s.gins, s.ruminos, s.knocks \
         FROM seats s JOIN games g USING (table_id, game_no)",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap()
    .iter()
    .map(|r| {
        (
            (r.get(0), r.get(1), r.get(2)),
            (r.get(3), r.get(4), r.get(5), r.get(6)),
        )
    })
    .collect();
    let totals: OldTotals = sqlx::query(
        "SELECT guild_id, player_id, games, wins, gins, ruminos, knocks, rebuys, rebuys_survived, \
         score_sum, chips_won, chips_lost, biggest_pool FROM stat_buckets \
         WHERE span_ms = 0 AND bucket = 0",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap()
    .iter()
    .map(|r| ((r.get(0), r.get(1)), (2..13).map(|i| r.get(i)).collect()))
    .collect();
    let buckets_before: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM stat_buckets")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    assert!(counters.values().any(|c| c.0 == "rummy"), "a Rummy game");
    assert!(counters.values().map(|c| c.1).sum::<i64>() > 0, "gins");

    // Opening migrates.
    let url = url_of(&path);
    let store = Store::open(&url).await.unwrap();
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    let mut conn = raw(&path).await;
    for (sql, old) in SAME.iter().zip(&before) {
        assert_eq!(&lines(&mut conn, sql).await, old, "{sql}");
    }

    // Every seat: its counters as tallies (Rumino's three; the Rummy seats had none to keep), and
    // its game's kind.
    let seats = sqlx::query("SELECT table_id, game_no, seat_no, game_kind, tallies FROM seats")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    assert_eq!(seats.len(), counters.len());
    for r in &seats {
        let key = (r.get(0), r.get(1), r.get(2));
        let (kind, gins, ruminos, knocks) = &counters[&key];
        assert_eq!(&r.get::<String, _>(3), kind);
        let tallies: BTreeMap<String, i64> = serde_json::from_str(&r.get::<String, _>(4)).unwrap();
        let expected: BTreeMap<String, i64> = if kind == "rumino" {
            [("gins", *gins), ("ruminos", *ruminos), ("knocks", *knocks)]
                .into_iter()
                .map(|(k, n)| (k.to_owned(), n))
                .collect()
        } else {
            assert_eq!((*gins, *ruminos, *knocks), (0, 0, 0), "{key:?}");
            BTreeMap::new()
        };
        assert_eq!(tallies, expected, "seat {key:?}");
    }

    // Every bucket, split by game: the games' sums are the old totals.
    let buckets_after: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM stat_buckets")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert!(buckets_after >= buckets_before);
    for (&(guild, player), old) in &totals {
        let mut sum = vec![0i64; 11];
        for game in GameKind::ALL {
            let s = store
                .player_stats(GuildId(guild), *game, PlayerId(player))
                .await
                .unwrap();
            let t = |k: &str| s.tallies.get(k).copied().unwrap_or(0);
            let new = [
                s.games,
                s.wins,
                t("gins"),
                t("ruminos"),
                t("knocks"),
                s.rebuys,
                0,
                0,
                s.chips_won,
                s.chips_lost,
                0,
            ];
            for (a, b) in sum.iter_mut().zip(new) {
                *a += b;
            }
        }
        let sql_sum: Vec<i64> = {
            let r = sqlx::query(
                "SELECT SUM(rebuys_survived), SUM(score_sum), MAX(biggest_pool) FROM stat_buckets \
                 WHERE guild_id = ? AND player_id = ? AND span_ms = 0",
            )
            .bind(guild)
            .bind(player)
            .fetch_one(&mut conn)
            .await
            .unwrap();
            (0..3).map(|i| r.get(i)).collect()
        };
        sum[6] = sql_sum[0];
        sum[7] = sql_sum[1];
        sum[10] = sql_sum[2];
        assert_eq!(&sum, old, "player {player} in server {guild}");
    }

    // Rankings per game: Rumino's games won are the old ones minus the Rummy games'.
    let guild = GuildId(totals.keys().next().unwrap().0);
    let rumino = store
        .leaderboard(
            &Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(guild, GameKind::Rumino, Ranking::Counter("gins"))
            },
            100,
            0,
        )
        .await
        .unwrap();
    assert!(!rumino.is_empty());
    let rummy = store
        .leaderboard(
            &Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(guild, GameKind::Rummy, Ranking::Counter("gins"))
            },
            100,
            0,
        )
        .await
        .unwrap();
    assert!(rummy.is_empty(), "gins are Rumino's");
    conn.close().await.unwrap();

    // It goes on working: the check binary (which also replays the open tables) passes.
    store.close().await;
    check_replays(&url, 2);
}

#[tokio::test]
async fn check_passes_on_a_database_mixing_rumino_and_rummy() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.db");
    let url = url_of(&path);
    for (game, games, ai) in [("rummy", "2", "normal"), ("rumino", "4", "normal,easy")] {
        let out = Command::new(BIN)
            .args([
                "simulate",
                "--game",
                game,
                "--games",
                games,
                "--players",
                "3",
            ])
            .args([
                "--ai",
                ai,
                "--seed",
                "3",
                "--parallel",
                "2",
                "--database",
                &url,
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let text = check_binary(&url);
    assert!(text.contains("ok: no violation"), "{text}");

    let store = Store::open(&url).await.unwrap();
    let mut conn = raw(&path).await;
    let kinds: Vec<(String, i64)> = sqlx::query_as(
        "SELECT game_kind, COUNT(*) FROM games WHERE status = 'finished' GROUP BY 1 ORDER BY 1",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    // `--games` counts the chosen game's finished games: 4 Rumino beside the 2 Rummy.
    assert_eq!(kinds, vec![("rumino".into(), 4), ("rummy".into(), 2)]);
    let (guild, player): (i64, i64) =
        sqlx::query_as("SELECT guild_id, player_id FROM seats WHERE game_kind = 'rummy' LIMIT 1")
            .fetch_one(&mut conn)
            .await
            .unwrap();
    conn.close().await.unwrap();
    // Each game has its own statistics, with its own counters.
    let rummy = store
        .player_stats(GuildId(guild), GameKind::Rummy, PlayerId(player))
        .await
        .unwrap();
    assert_eq!(
        rummy.tallies.keys().collect::<Vec<_>>(),
        ["hands_won", "rummies"]
    );
    let rumino = store
        .player_stats(GuildId(guild), GameKind::Rumino, PlayerId(player))
        .await
        .unwrap();
    assert!(rumino.tallies.is_empty() || rumino.tallies.contains_key("gins"));
    let history = store
        .history(GuildId(guild), GameKind::Rummy, PlayerId(player), 10)
        .await
        .unwrap();
    assert_eq!(history.len() as i64, rummy.games);
    let board = store
        .leaderboard(
            &Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(
                    GuildId(guild),
                    GameKind::Rummy,
                    Ranking::Counter("hands_won"),
                )
            },
            10,
            0,
        )
        .await
        .unwrap();
    let hands_won: i64 = board
        .iter()
        .map(|r| match r.value {
            rumino::store::LeaderValue::Count(n) => n,
            rumino::store::LeaderValue::Rate(_) => 0,
        })
        .sum();
    assert!(hands_won > 0, "{board:?}");
    store.close().await;
}
