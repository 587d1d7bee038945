//! `rumino simulate` with many tables at once: computer players never run short of chips (every
//! table's seat k is the same computer account), the same `--seed` plays the same games whatever
//! `--parallel` is, `--games` counts the chosen game's finished games only, and `--lang it`
//! says the report in Italian.

use sqlx::Connection;

use crate::support::cli::run;

fn url(dir: &tempfile::TempDir, name: &str) -> String {
    format!("sqlite://{}", dir.path().join(name).display())
}

/// Every seat of every game, with its result and chips, and every hand's deck, in order: what
/// "the same games" means.
async fn games_played(url: &str) -> (Vec<String>, Vec<String>) {
    let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
    let seats: Vec<String> = sqlx::query_scalar(
        "SELECT table_id || ',' || game_no || ',' || seat_no || ',' || player_id || ',' || \
         score || ',' || outcome || ',' || chips_in || ',' || chips_out FROM seats \
         ORDER BY table_id, game_no, seat_no",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let hands: Vec<String> = sqlx::query_scalar(
        "SELECT table_id || ',' || hand_no || ',' || deck_order FROM hands \
         ORDER BY table_id, game_no, hand_no",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    (seats, hands)
}

/// Rummoli at 5 to 8 seats used to fail in about half of the runs at `--parallel 16`: sixteen
/// tables took the same computers' stakes at once and one was told to "claim your daily chips".
#[test]
fn rummoli_at_eight_seats_and_sixteen_tables_never_runs_a_computer_short() {
    let dir = tempfile::tempdir().unwrap();
    let db = url(&dir, "rummoli.db");
    let report = run(&[
        "simulate",
        "--game",
        "rummoli",
        "--players",
        "8",
        "--games",
        "32",
        "--parallel",
        "16",
        "--seed",
        "4",
        "--database",
        &db,
    ]);
    assert!(
        report.contains("rummoli games finished this run: 32"),
        "{report}"
    );
    assert!(!report.to_lowercase().contains("daily"), "{report}");
    let check = run(&["check", "--database", &db]);
    assert!(check.contains("ok: no violation"), "{check}");
}

#[test]
fn the_same_seed_plays_the_same_games_whatever_parallel_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut played = Vec::new();
    for parallel in ["1", "16"] {
        let db = url(&dir, &format!("p{parallel}.db"));
        run(&[
            "simulate",
            "--game",
            "rummoli",
            "--players",
            "4",
            "--games",
            "24",
            "--parallel",
            parallel,
            "--seed",
            "1",
            "--database",
            &db,
        ]);
        let rt = tokio::runtime::Runtime::new().unwrap();
        played.push(rt.block_on(games_played(&db)));
    }
    let ((seats, hands), (seats_16, hands_16)) = (&played[0], &played[1]);
    assert_eq!((seats.len(), seats_16.len()), (24 * 4, 24 * 4));
    assert!(hands.len() >= 24);
    let differ: Vec<(&String, &String)> =
        seats.iter().zip(seats_16).filter(|(a, b)| a != b).collect();
    assert!(
        differ.is_empty(),
        "{} of {} seats differ between --parallel 1 and 16, e.g. {:?}",
        differ.len(),
        seats.len(),
        &differ[..differ.len().min(4)]
    );
    assert!(hands == hands_16, "the decks differ");
}

#[test]
fn games_counts_the_finished_games_of_the_chosen_game_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = url(&dir, "both.db");
    let simulate = |game: &str, games: &str| {
        run(&[
            "simulate",
            "--game",
            game,
            "--games",
            games,
            "--parallel",
            "2",
            "--database",
            &db,
        ])
    };
    let first = simulate("rumino", "3");
    assert!(
        first.contains("rumino games finished this run: 3"),
        "{first}"
    );
    // A second game into the same database plays its own games...
    let second = simulate("rummy", "2");
    assert!(
        second.contains("rummy games finished this run: 2") && second.contains("0 before this run"),
        "{second}"
    );
    // ...and asking again for as many as are finished plays none, and says why.
    let again = simulate("rumino", "3");
    assert!(
        again.contains("rumino games finished this run: 0")
            && again.contains(
                "--games 3 counts the finished rumino games in the database: 3 before this run"
            ),
        "{again}"
    );
    let check = run(&["check", "--database", &db]);
    assert!(check.contains("5 games (0 running, 5 finished)"), "{check}");
}

/// `--lang it`: the report is said in Italian, the levels by their Italian names.
#[test]
fn the_report_is_said_in_italian_with_lang_it() {
    let report = run(&[
        "simulate", "--game", "rummy", "--games", "2", "--seed", "3", "--lang", "it",
    ]);
    for said in [
        "simulazione di rummy: 2 giocatori, livelli [difficile, normale], seme 3",
        "partite di rummy finite in questa esecuzione: 2",
        "livello ",
        "mani per partita: ",
        "tempo di decisione per livello (µs)",
    ] {
        assert!(report.contains(said), "{said}:\n{report}");
    }
    for english in ["simulation", "games finished", "win rate", "hands per game"] {
        assert!(!report.contains(english), "{english}:\n{report}");
    }
}
