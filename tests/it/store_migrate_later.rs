//! Ratings (migration 6): a database written by the main before them migrates with every row of
//! every table as it was, and a rated game then counts on it. Drafts (migration 7): likewise, and
//! a draft is then kept for the table left open mid-game. The house covering computer players
//! (migration 8): likewise, the open tables' logs written before `dealer_by_game` replay to their
//! snapshots, and a computer's stake its account cannot cover is then covered. The names members
//! play under (migration 13): a database whose log holds members' joins gets each member's latest
//! name in each server, and a join logged afterwards renames them there.

use std::collections::BTreeMap;
use std::path::Path;

use rumino::games::GameKind;
use rumino::ids::{GuildId, PlayerId};
use rumino::store::{Leaderboard, Ranking, Store};
use sqlx::{Connection, Executor, SqliteConnection};

use crate::store_fixtures as support;

use crate::store_migrate::{check_replays, lines, raw, url_of};

/// Columns added to tables that already existed, since the fixtures were written, with the
/// value every existing row takes: `tables.epoch` (migration 9) starts at 0, and
/// `ledger.tournament_id` (migration 10) is NULL (no old row moves a tournament's pool).
const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("tables", "epoch", "0"),
    ("ledger", "tournament_id", "NULL"),
    ("player_settings", "turn_pings", "NULL"),
];

/// Every table of the database and its columns, apart from the migrations' own bookkeeping.
async fn columns(conn: &mut SqliteConnection) -> BTreeMap<String, Vec<String>> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    let mut out = BTreeMap::new();
    for table in tables {
        let columns: Vec<String> =
            sqlx::query_scalar(&format!("SELECT name FROM pragma_table_info('{table}')"))
                .fetch_all(&mut *conn)
                .await
                .unwrap();
        out.insert(table, columns);
    }
    out
}

/// Every row of every table in `columns`, as lines of its quoted values (by table, in order).
async fn every_row(
    conn: &mut SqliteConnection,
    columns: &BTreeMap<String, Vec<String>>,
) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for (table, columns) in columns {
        let line = columns
            .iter()
            .map(|c| format!("quote(\"{c}\")"))
            .collect::<Vec<_>>()
            .join(" || ',' || ");
        let sql = format!("SELECT {line} AS line FROM \"{table}\" ORDER BY line");
        out.insert(table.clone(), lines(conn, &sql).await);
    }
    out
}

/// Tables (and ledger kinds) added by migrations later than some fixtures': a fixture without
/// them gets them empty (and listed); one written since holds them already, compared as its other
/// rows.
const ADDED_SINCE: &[&str] = &[
    "tournaments",
    "tournament_entrants",
    "tournament_tables",
    "player_settings",
    "game_shares",
    "turn_pings",
];
const KINDS_ADDED_SINCE: &[&str] = &["'buy_in',-1,1", "'prize',1,-1"];

/// `player_names`, filled by its migration from the tables and joins already stored: one row per
/// member and server that ever took a seat there (as a table's host or by joining), holding the
/// name of their latest.
async fn names_are_the_latest_joins(conn: &mut SqliteConnection) {
    let seated = "(SELECT guild_id, json_extract(options, '$.host.player') AS player, \
         json_extract(options, '$.host.name') AS name, created_at AS at FROM tables \
         UNION ALL SELECT t.guild_id, json_extract(a.payload, '$.player'), \
         json_extract(a.payload, '$.name'), a.created_at \
         FROM actions a JOIN tables t ON t.id = a.table_id WHERE a.kind = 'join')";
    let members: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM (SELECT DISTINCT guild_id, player FROM {seated} \
         WHERE name IS NOT NULL)"
    ))
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM player_names")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert_eq!(rows, members, "a name for each member who took a seat");
    let stale: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM player_names n WHERE NOT EXISTS (SELECT 1 FROM {seated} s \
         WHERE s.guild_id = n.guild_id AND s.player = n.player_id AND s.name = n.name \
         AND s.at = n.updated_at) OR EXISTS (SELECT 1 FROM {seated} s \
         WHERE s.guild_id = n.guild_id AND s.player = n.player_id AND s.at > n.updated_at)"
    ))
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    assert_eq!(stale, 0, "each name is the one of the member's latest seat");
}

/// A database written by an earlier main (`fixture`, a dump at migration `at` holding a game of
/// each of `kinds`), opened by this build: it migrates, every row of every table is as it was,
/// the tables added since (`new`) start empty, and the store's check passes. Returns the store
/// and the database's path, in `dir`.
pub(crate) async fn migrate_fixture(
    dir: &Path,
    fixture: &str,
    at: usize,
    kinds: &[&str],
    new: &[&str],
) -> (Store, std::path::PathBuf) {
    let path = dir.join("rumino.db");
    let mut conn = raw(&path).await;
    conn.execute(fixture).await.unwrap();
    let versions: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    assert_eq!(versions.len(), at, "the fixture is at migration {at}");
    let columns_before = columns(&mut conn).await;
    let before = every_row(&mut conn, &columns_before).await;
    conn.close().await.unwrap();
    let games: Vec<&str> = before["games"]
        .iter()
        .filter_map(|l| l.split(',').nth(3))
        .collect();
    for kind in kinds {
        assert!(games.contains(kind), "a {kind} game in the fixture");
    }

    let store = Store::open(&url_of(&path)).await.unwrap();
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    let mut conn = raw(&path).await;
    // The rows as they were, in the columns they had; tables added since, whole.
    let mut columns_after = columns(&mut conn).await;
    for (table, column, value) in ADDED_COLUMNS {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE quote({column}) <> '{value}'");
        let other: i64 = sqlx::query_scalar(&sql).fetch_one(&mut conn).await.unwrap();
        assert_eq!(
            other, 0,
            "every existing row has {table}.{column} = {value}"
        );
    }
    for (table, cols) in &mut columns_after {
        if let Some(before) = columns_before.get(table) {
            for added in cols.iter().filter(|c| !before.contains(c)) {
                assert!(
                    ADDED_COLUMNS
                        .iter()
                        .any(|(t, c, _)| t == table && c == added),
                    "{table}.{added} is new: say what existing rows hold in ADDED_COLUMNS"
                );
            }
            cols.clone_from(before);
        }
    }
    let mut after = every_row(&mut conn, &columns_after).await;
    after.remove("player_names");
    names_are_the_latest_joins(&mut conn).await;
    for table in new.iter().chain(ADDED_SINCE) {
        if !before.contains_key(*table) {
            assert_eq!(after.remove(*table), Some(vec![]), "{table} starts empty");
        }
    }
    if let Some(kinds) = after.get_mut("ledger_kinds") {
        let had = before.get("ledger_kinds").cloned().unwrap_or_default();
        kinds.retain(|k| had.contains(k) || !KINDS_ADDED_SINCE.contains(&k.as_str()));
    }
    assert_eq!(after, before);
    let versions: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    // The SQLite migrations: the files of the folder (PostgreSQL's are in a folder of their own).
    let newest = std::fs::read_dir("migrations")
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().is_file())
        .count();
    assert_eq!(versions.len(), newest, "migrated to the newest");
    conn.close().await.unwrap();
    (store, path)
}

#[tokio::test]
async fn a_database_of_the_main_before_ratings_migrates_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v5.sql"),
        5,
        &["'rumino'", "'rummy'", "'ramino'", "'rummoli'"],
        &["ratings", "rating_changes", "drafts"],
    )
    .await;
    let url = url_of(&path);
    let mut conn = raw(&path).await;
    let (guild, table): (i64, i64) =
        sqlx::query_as("SELECT guild_id, MAX(id) FROM tables GROUP BY guild_id")
            .fetch_one(&mut conn)
            .await
            .unwrap();
    conn.close().await.unwrap();
    let guild = GuildId(guild);
    assert!(store
        .leaderboard(
            &Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(guild, GameKind::Rumino, Ranking::Rating)
            },
            10,
            0
        )
        .await
        .unwrap()
        .is_empty());

    // A rated game finished on the migrated database counts, beside the old games.
    let players = [PlayerId(501), PlayerId(502)];
    for p in players {
        store.ensure_account(guild, p, 100).await.unwrap();
    }
    let t = store
        .create_table(&rumino::store::NewTable {
            guild_id: guild,
            channel_id: rumino::ids::ChannelId(table + 1000),
            game_kind: "rumino".into(),
            options: "{}".into(),
            host_id: players[0],
            snapshot: "{}".into(),
        })
        .await
        .unwrap();
    let ended = rated_game_end(t, guild, players);
    for commit in &ended {
        store.commit(commit).await.unwrap();
    }
    let a = store
        .rating(guild, GameKind::Rumino, players[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!((a.rating, a.games_rated, a.last_change), (1216, 1, 16));
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    store.close().await;

    // It goes on working: the check binary (which also replays the open tables) passes.
    check_replays(&url, 2);
}

/// Starting and finishing game 1 of table `t` between two members, the first winning the game
/// and the rating; the table closes with it (its snapshots are not a table's, so it is not
/// replayed).
fn rated_game_end(
    t: rumino::ids::TableId,
    guild: GuildId,
    players: [PlayerId; 2],
) -> [rumino::store::Commit; 2] {
    use rumino::store::{
        ActionRecord, Commit, GameRow, GameStatus, RatedGame, RatedSeat, SeatOutcome, SeatRow,
        TableStatus,
    };
    let commit = |seq: i64, status: GameStatus, ended_at: Option<i64>| Commit {
        table_id: t,
        seq,
        action: ActionRecord {
            kind: "play".into(),
            actor: Some(players[0]),
            game_no: Some(1),
            payload: "{}".into(),
        },
        status: TableStatus::Open,
        snapshot: Some("{}".into()),
        games: vec![GameRow {
            game_no: 1,
            guild_id: guild,
            game_kind: "rumino".into(),
            stake: 0,
            status,
            hands_played: 1,
            started_at: 1_800_000_000_000,
            ended_at,
        }],
        seats: players
            .iter()
            .enumerate()
            .map(|(i, &player_id)| SeatRow {
                game_no: 1,
                seat_no: i as i64,
                player_id,
                score: 0,
                eliminated: false,
                rebuys: 0,
                tallies: BTreeMap::new(),
                outcome: ended_at.map(|_| {
                    if i == 0 {
                        SeatOutcome::Won
                    } else {
                        SeatOutcome::Lost
                    }
                }),
            })
            .collect(),
        hands: vec![],
        ledger: vec![],
        rating: None,
        now_ms: 1_800_000_000_000 + seq,
        epoch: 0,
    };
    let mut end = commit(2, GameStatus::Finished, Some(1_800_000_000_002));
    end.status = TableStatus::Closed;
    end.rating = Some(RatedGame {
        game_no: 1,
        seated: 2,
        seats: vec![
            RatedSeat {
                player_id: players[0],
                place: 0,
            },
            RatedSeat {
                player_id: players[1],
                place: 1,
            },
        ],
    });
    [commit(1, GameStatus::Running, None), end]
}

#[tokio::test]
async fn a_database_of_the_main_before_drafts_migrates_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v6.sql"),
        6,
        &["'rumino'", "'rummy'", "'rummoli'", "'rumminy'"],
        &["drafts"],
    )
    .await;
    let url = url_of(&path);
    let mut conn = raw(&path).await;
    let open: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM tables WHERE status = 'open' ORDER BY id")
            .fetch_all(&mut conn)
            .await
            .unwrap();
    assert_eq!(open.len(), 2, "the fixture's two tables left open mid-game");
    assert!(!open.contains(&1), "table 1 finished its game");
    let open = open[0];
    conn.close().await.unwrap();

    // A table left open mid-game keeps a player's draft; a finished table's is dropped.
    let draft = |table: i64| rumino::store::StoredDraft {
        table: rumino::ids::TableId(table),
        player: PlayerId(501),
        turn: "any".into(),
        steps: vec!["R7 R8 R9".into()],
        version: 1,
    };
    store.save_draft(&draft(open)).await.unwrap();
    store.save_draft(&draft(1)).await.unwrap();
    assert_eq!(store.open_drafts().await.unwrap(), vec![draft(open)]);
    store.close().await;

    // It goes on working: the check binary (which also replays the open tables) passes.
    check_replays(&url, 2);
}

#[tokio::test]
async fn a_database_of_the_main_before_the_house_covered_computers_migrates_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v7.sql"),
        7,
        &["'rumino'", "'rummy'", "'ramino'", "'rummoli'", "'rumminy'"],
        &[],
    )
    .await;
    let url = url_of(&path);
    let mut conn = raw(&path).await;
    let open: Vec<String> = sqlx::query_scalar(
        "SELECT t.game_kind FROM tables t JOIN games g ON g.table_id = t.id \
         WHERE t.status = 'open' AND g.status = 'running' AND g.pool > 0 ORDER BY t.id",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    assert_eq!(
        open,
        ["rummy", "rummy", "rumino", "ramino"],
        "the fixture's tables left open mid-game, chips in their pools"
    );
    // Their logs are the old ones: no start says how its dealer was chosen.
    let marked: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM actions WHERE kind = 'start' \
         AND json_type(payload, '$.dealer_by_game') IS NOT NULL",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap();
    assert_eq!(marked, 0);
    let (guild, computers): (i64, String) = sqlx::query_as(
        "SELECT guild_id, json_group_array(player_id) FROM accounts WHERE is_computer \
         GROUP BY guild_id",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    store.close().await;

    // Each open table's whole log replays to its stored snapshot and pool.
    check_replays(&url, 4);

    // The old computers now play on the house: a stake beyond their chips is covered.
    let computers: Vec<i64> = serde_json::from_str(&computers).unwrap();
    house_covers(&path, GuildId(guild), [computers[0], computers[1]]).await;
}

/// Two of the fixture's computer players start a game at a new table of their server with a stake
/// beyond what either holds: each is granted its shortfall, naming the table, and the store's
/// check still passes.
async fn house_covers(path: &Path, guild: GuildId, players: [i64; 2]) {
    let store = Store::open(&url_of(path)).await.unwrap();
    let mut held = Vec::new();
    for p in players {
        held.push(store.balance(guild, PlayerId(p)).await.unwrap().unwrap());
    }
    let stake = held.iter().max().unwrap() + 50;
    let table = store
        .create_table(&rumino::store::NewTable {
            guild_id: guild,
            ..support::new_table(10_000)
        })
        .await
        .unwrap();
    let mut start = support::start_game(table, 1, 1, stake, &players);
    start.games[0].guild_id = guild;
    store.commit(&start).await.unwrap();
    for p in players {
        assert_eq!(store.balance(guild, PlayerId(p)).await.unwrap(), Some(0));
    }
    assert_eq!(store.game_pool(table, 1).await.unwrap(), Some(2 * stake));
    let mut conn = raw(path).await;
    let grants: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT player_id, amount FROM ledger WHERE kind = 'grant' AND table_id = ? AND seq = 1 \
         ORDER BY id",
    )
    .bind(table.0)
    .fetch_all(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    let shortfalls: Vec<(i64, i64)> = players
        .iter()
        .zip(&held)
        .map(|(&p, &h)| (p, stake - h))
        .collect();
    assert_eq!(grants, shortfalls);
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    store.close().await;
}

/// Epochs (migration 9): a database written by the version before migrates with every row as it
/// was and every table at epoch 0; the table service then takes the open tables over (epoch 1),
/// their computer players play on, and a commit with the old epoch is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_previous_main_gets_epochs_and_its_open_tables_are_taken_over() {
    use rumino::store::StoreError;
    use rumino::table::{Clock, ServiceConfig, TableService};

    let dir = tempfile::tempdir().unwrap();
    let (store, _path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v8.sql"),
        8,
        &["'rumino'", "'rummy'", "'ramino'", "'rummoli'", "'rumminy'"],
        &[],
    )
    .await;
    let open = store.open_tables().await.unwrap();
    assert_eq!(open.len(), 3, "the fixture's open tables");
    assert!(open.iter().all(|t| t.epoch == 0));

    let (service, report) =
        TableService::start(store.clone(), ServiceConfig::default(), Clock::system())
            .await
            .unwrap();
    assert_eq!(report.resumed, 3, "{:?}", report.set_aside);
    let taken = store.open_tables().await.unwrap();
    assert!(taken.iter().all(|t| t.epoch == 1), "{taken:?}");
    for table in &open {
        crate::support::service::wait_for(&service, table.id, |s| {
            s.version >= table.version as u64 + 3
        })
        .await;
    }
    service.shutdown().await;

    // What the previous owner (epoch 0) would write next is refused.
    let table = store.table(open[0].id).await.unwrap().unwrap();
    let mut stale = support::bare(table.id, table.version + 1);
    stale.snapshot = None;
    let refused = store.commit(&stale).await.unwrap_err();
    assert!(
        matches!(refused, StoreError::LostOwnership(_)),
        "{refused:?}"
    );
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}

/// The names members play under (migration 13) are filled from what an earlier main stored, and
/// only a database with human players shows whose name wins: in each server a member is named by
/// their latest seat there (Alice joined server A as "Alice" then "Alice Liddell", and server B as
/// "Ali"; Carol joined server A as "Carol" and hosts a table of server B as "Carol B."), and a
/// join logged through the table service afterwards renames them in that server alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_with_members_who_joined_names_them_by_their_latest_seat_in_each_server() {
    use rumino::games::Level;
    use rumino::ids::ChannelId;
    use rumino::table::{Clock, ServiceConfig, TableRequest, TableService};

    use crate::table_service::{computer, quick};

    const A: GuildId = GuildId(4101);
    const B: GuildId = GuildId(4102);
    const ALICE: PlayerId = PlayerId(501);
    const BOB: PlayerId = PlayerId(502);
    const CAROL: PlayerId = PlayerId(503);
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v12.sql"),
        12,
        &["'rumino'", "'rummy'"],
        &[],
    )
    .await;
    let names = |guild: GuildId| {
        let store = store.clone();
        async move {
            let mut names = store
                .player_names(guild, &[ALICE, BOB, CAROL, PlayerId(999)])
                .await
                .unwrap();
            names.sort();
            names.into_iter().map(|(p, n)| (p.0, n)).collect::<Vec<_>>()
        }
    };
    assert_eq!(
        names(A).await,
        [
            (501, "Alice Liddell".to_owned()),
            (502, "Bob".to_owned()),
            (503, "Carol".to_owned())
        ],
        "the latest join in server A names each member; one who never sat has no name"
    );
    assert_eq!(
        names(B).await,
        [
            (501, "Ali".to_owned()),
            (502, "Bobby".to_owned()),
            (503, "Carol B.".to_owned())
        ],
        "server B keeps the names its own joins and its table's host gave"
    );

    // The service takes the open table over; a join at a new table of server B renames Bob
    // there, through the log's trigger, and not in server A. Its clock reads a second after the
    // fixture's last action whatever the machine's date, so the join is the latest one and the
    // open table's turn clock is still running.
    let mut conn = raw(&path).await;
    let last: i64 = sqlx::query_scalar("SELECT MAX(created_at) FROM actions")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let clock = Clock::accelerated(last + 1000, 1);
    let (service, report) = TableService::start(store.clone(), ServiceConfig::default(), clock)
        .await
        .unwrap();
    assert_eq!(report.resumed, 1, "{:?}", report.set_aside);
    let table = service
        .open(B, ChannelId(23), computer(9, Level::Normal), quick())
        .await
        .unwrap()
        .id;
    service
        .send(
            table,
            TableRequest::Join {
                player: BOB,
                name: "Robert".into(),
            },
            None,
        )
        .await
        .unwrap();
    service.shutdown().await;
    assert_eq!(names(B).await[1], (502, "Robert".to_owned()));
    assert_eq!(names(A).await[1], (502, "Bob".to_owned()));
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}
