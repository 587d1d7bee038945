//! The table service on a real (temporary) SQLite database: whole games, refusals, concurrency,
//! clocks, restarts, cancel and forfeit. Rule ids from `rumino.md` are cited where they apply.

use std::time::Duration;

use rumino::{
    games::rumino::{Action, GameOptions},
    games::Level,
    ids::{ChannelId, GuildId, PlayerId},
    store::Store,
    table::{
        Clock, SeatInfo, ServiceConfig, TableError, TableOptions, TablePhase, TableRequest,
        TableService, TableState, TimerKind,
    },
};

use crate::support::service::{start_service, wait_for};

const GUILD: GuildId = GuildId(7);
const ALICE: PlayerId = PlayerId(1001);
const BOB: PlayerId = PlayerId(1002);
const CAROL: PlayerId = PlayerId(1003);

fn human(player: PlayerId, name: &str) -> SeatInfo {
    SeatInfo {
        player,
        name: name.to_owned(),
        computer: None,
    }
}

fn computer(n: i64, level: Level) -> SeatInfo {
    SeatInfo {
        player: PlayerId(-100 * (level as i64 + 1) - n),
        name: format!("Computer {n} ({level})"),
        computer: Some(level),
    }
}

async fn service(dir: &tempfile::TempDir, seed: u64) -> (TableService, Store) {
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    start_service(&url, seed).await
}

fn quick() -> TableOptions {
    TableOptions {
        computer_delay_ms: 0,
        ..TableOptions::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r22_r23_a_game_of_computer_players_runs_to_the_end_and_conserves_chips() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 11).await;
    let host = computer(1, Level::Normal);
    let table = service
        .open(GUILD, ChannelId(1), host.clone(), quick())
        .await
        .unwrap()
        .id;
    service
        .send(
            table,
            TableRequest::AddComputer {
                by: host.player,
                level: Level::Easy,
            },
            None,
        )
        .await
        .unwrap();
    service
        .send(
            table,
            TableRequest::AddComputer {
                by: host.player,
                level: Level::Hard,
            },
            None,
        )
        .await
        .unwrap();
    service
        .send(table, TableRequest::Start { by: host.player }, None)
        .await
        .unwrap();
    let state = wait_for(&service, table, |s| s.phase != TablePhase::Playing).await;
    let game = state.game.as_ref().unwrap().as_rumino().unwrap();
    let result = game.result().expect("the game ended");
    assert!(!result.winners.is_empty());
    assert_eq!(
        result.payouts.iter().map(|p| p.chips).sum::<u64>(),
        game.paid_in(),
        "R23: the pool is paid out whole"
    );
    let report = store.check().await.unwrap();
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    let actions = store.actions(table, 0).await.unwrap();
    assert!(
        actions
            .iter()
            .enumerate()
            .all(|(i, a)| a.seq == i as i64 + 1),
        "gapless log"
    );
    // The log replays to the same state.
    let stored = store.table(table).await.unwrap().unwrap();
    assert_eq!(
        *rumino::table::rebuild(&stored, &actions)
            .unwrap()
            .game
            .as_ref()
            .unwrap()
            .as_rumino()
            .unwrap(),
        *game
    );
}

async fn heads_up(service: &TableService, channel: i64) -> rumino::ids::TableId {
    let table = service
        .open(GUILD, ChannelId(channel), human(ALICE, "Alice"), quick())
        .await
        .unwrap()
        .id;
    service
        .send(
            table,
            TableRequest::Join {
                player: BOB,
                name: "Bob".into(),
            },
            None,
        )
        .await
        .unwrap();
    service
        .send(table, TableRequest::Start { by: ALICE }, None)
        .await
        .unwrap();
    wait_for(service, table, |s| {
        s.live_game()
            .is_some_and(|g| g.as_rumino().is_some_and(|g| g.hand().is_some()))
    })
    .await;
    table
}

fn on_turn(state: &TableState) -> PlayerId {
    let hand = state
        .live_game()
        .unwrap()
        .as_rumino()
        .unwrap()
        .hand()
        .unwrap();
    state.players[hand.turn].player
}

#[tokio::test]
async fn stale_foreign_and_out_of_turn_commands_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 2).await;
    let table = heads_up(&service, 1).await;
    let state = service.state(table).unwrap();
    let turn = on_turn(&state);
    let other = if turn == ALICE { BOB } else { ALICE };
    let act = |player, action: Action| TableRequest::Act {
        player,
        action: action.into(),
    };
    let stale = service
        .send(table, act(turn, Action::DrawStock), Some(state.version - 1))
        .await;
    assert_eq!(stale.unwrap_err(), TableError::Stale);
    let foreign = service
        .send(table, act(CAROL, Action::DrawStock), None)
        .await;
    assert_eq!(foreign.unwrap_err(), TableError::NotSeated);
    let early = service
        .send(table, act(other, Action::DrawStock), Some(state.version))
        .await;
    assert!(matches!(
        early.unwrap_err(),
        TableError::Rule(rumino::games::AnyRuleError::Rumino(
            rumino::games::rumino::RuleError::NotYourTurn(_)
        ))
    ));
    let join = service
        .send(
            table,
            TableRequest::Join {
                player: CAROL,
                name: "Carol".into(),
            },
            None,
        )
        .await;
    assert_eq!(join.unwrap_err(), TableError::AlreadyStarted);
    assert_eq!(*service.state(table).unwrap(), *state, "nothing changed");
    assert_eq!(
        store.actions(table, 0).await.unwrap().len() as u64,
        state.version
    );
    // The right command at the right version is accepted.
    service
        .send(table, act(turn, Action::DrawStock), Some(state.version))
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_clicks_on_one_table_apply_once_in_one_order() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 3).await;
    let table = heads_up(&service, 1).await;
    let state = service.state(table).unwrap();
    let turn = on_turn(&state);
    let version = state.version;
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..32 {
        let service = service.clone();
        let action = if i % 2 == 0 {
            Action::DrawStock
        } else {
            Action::TakeDiscard
        };
        tasks.spawn(async move {
            service
                .send(
                    table,
                    TableRequest::Act {
                        player: turn,
                        action: action.into(),
                    },
                    Some(version),
                )
                .await
        });
    }
    let mut accepted = 0;
    while let Some(result) = tasks.join_next().await {
        match result.unwrap() {
            Ok(_) => accepted += 1,
            Err(e) => assert_eq!(e, TableError::Stale),
        }
    }
    assert_eq!(accepted, 1, "exactly one of the identical clicks applies");
    let actions = store.actions(table, 0).await.unwrap();
    assert!(
        actions
            .iter()
            .enumerate()
            .all(|(i, a)| a.seq == i as i64 + 1),
        "gapless log"
    );
    assert_eq!(service.state(table).unwrap().version, state.version + 1);
}

#[tokio::test]
async fn r24_cancel_before_the_first_hand_refunds_every_stake() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 4).await;
    let table = heads_up(&service, 1).await;
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 990);
    let refused = service
        .send(
            table,
            TableRequest::Cancel {
                by: BOB,
                moderator: false,
            },
            None,
        )
        .await;
    assert!(matches!(refused.unwrap_err(), TableError::NotHost(_)));
    service
        .send(
            table,
            TableRequest::Cancel {
                by: ALICE,
                moderator: false,
            },
            None,
        )
        .await
        .unwrap();
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 1000);
    assert_eq!(service.balance(GUILD, BOB).await.unwrap(), 1000);
    assert!(store.check().await.unwrap().violations.is_empty());
    // The channel is free again (the closed table lets go of it as it shuts down).
    tokio::time::timeout(Duration::from_secs(60), async {
        while service.table_in(ChannelId(1)).is_some() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the channel is freed");
}

#[tokio::test]
async fn r24_leaving_forfeits_and_the_other_player_takes_the_pool() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 5).await;
    let table = heads_up(&service, 1).await;
    service
        .send(table, TableRequest::Leave { player: BOB }, None)
        .await
        .unwrap();
    let state = service.state(table).unwrap();
    assert_eq!(state.phase, TablePhase::Lobby);
    assert_eq!(state.lobby.len(), 1, "the forfeiting player is unseated");
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 1010);
    assert_eq!(service.balance(GUILD, BOB).await.unwrap(), 990);
    assert!(store.check().await.unwrap().violations.is_empty());
}

#[tokio::test]
async fn bad_input_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let (service, _) = service(&dir, 6).await;
    let bad = TableOptions {
        seats: 9,
        ..quick()
    };
    let e = service
        .open(GUILD, ChannelId(1), human(ALICE, "Alice"), bad)
        .await
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "Seats must be between 2 and 6 for this game."
    );
    let rich = TableOptions {
        game: GameOptions {
            stake: 5000,
            ..GameOptions::default()
        }
        .into(),
        ..quick()
    };
    let e = service
        .open(GUILD, ChannelId(1), human(ALICE, "Alice"), rich)
        .await
        .unwrap_err();
    assert_eq!(
        e,
        TableError::NotEnoughChips {
            needed: 5000,
            available: 1000
        }
    );
    let table = service
        .open(
            GUILD,
            ChannelId(1),
            human(ALICE, "Alice"),
            TableOptions {
                seats: 2,
                ..quick()
            },
        )
        .await
        .unwrap()
        .id;
    let busy = service
        .open(GUILD, ChannelId(1), human(BOB, "Bob"), quick())
        .await
        .unwrap_err();
    assert_eq!(busy, TableError::ChannelBusy);
    let alone = service
        .send(table, TableRequest::Start { by: ALICE }, None)
        .await;
    assert_eq!(alone.unwrap_err(), TableError::NeedTwoPlayers);
    service
        .send(
            table,
            TableRequest::Join {
                player: BOB,
                name: "Bob".into(),
            },
            None,
        )
        .await
        .unwrap();
    let full = service
        .send(
            table,
            TableRequest::Join {
                player: CAROL,
                name: "Carol".into(),
            },
            None,
        )
        .await;
    assert_eq!(full.unwrap_err(), TableError::Full(2));
    let not_host = service
        .send(table, TableRequest::Start { by: BOB }, None)
        .await;
    assert!(matches!(not_host.unwrap_err(), TableError::NotHost(name) if name == "Alice"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r25_turn_clock_fires_without_clicks_and_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    // Table time runs 200× faster: the 120 s turn clock fires after 0.6 s.
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let store = Store::open(&url).await.unwrap();
    let clock = Clock::accelerated(1_700_000_000_000, 200);
    let (service, _) = TableService::start(store, ServiceConfig::default(), clock)
        .await
        .unwrap();
    let table = heads_up(&service, 1).await;
    let state = service.state(table).unwrap();
    let timer = state.timer.unwrap();
    assert!(matches!(timer.kind, TimerKind::TurnClock { .. }));
    // Nobody clicks: after 120 s the player on turn is played for (R25).
    let played = wait_for(&service, table, |s| s.version > state.version).await;
    let seat = state
        .live_game()
        .unwrap()
        .as_rumino()
        .unwrap()
        .hand()
        .unwrap()
        .turn;
    assert_eq!(
        played.live_game().unwrap().as_rumino().unwrap().seats[seat].timeouts_in_a_row,
        1
    );
    let armed = played.timer.unwrap();
    // Restart: the clock armed before the restart fires once, at its time.
    service.shutdown().await;
    let restarted = Clock::accelerated(clock.now_ms(), 200);
    let store = Store::open(&url).await.unwrap();
    let (service, _) = TableService::start(store, ServiceConfig::default(), restarted)
        .await
        .unwrap();
    let resumed = service.state(table).expect("resumed");
    assert_eq!(resumed.version, played.version);
    assert_eq!(resumed.timer, Some(armed));
    let after = wait_for(&service, table, |s| s.version > played.version).await;
    assert_eq!(
        after.version,
        played.version + 1,
        "the clock fired exactly once"
    );
}

#[tokio::test]
async fn a_computer_host_without_chips_is_topped_up_by_the_house() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 12).await;
    let host = computer(1, Level::Hard);
    store.ensure_account(GUILD, host.player, 0).await.unwrap();
    let table = service
        .open(GUILD, ChannelId(1), host.clone(), quick())
        .await
        .unwrap();
    assert_eq!(table.lobby.len(), 1);
    assert!(
        store.check().await.unwrap().violations.is_empty(),
        "the top-up is a ledger grant"
    );
}

/// Plays `n` actions at a two-player table of humans, each the choice a computer player would
/// make for whoever may act.
async fn play_actions(service: &TableService, table: rumino::ids::TableId, n: usize) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for _ in 0..n {
        let state = service.state(table).unwrap();
        let game = state
            .live_game()
            .and_then(|g| g.as_rumino())
            .expect("a game is running");
        let (player, action) = (0..state.players.len())
            .find_map(|seat| {
                let view = game.view(Some(seat));
                rumino::games::rumino::ai::decide(&view, Level::Normal, &mut rng)
                    .map(|a| (state.players[seat].player, a))
            })
            .expect("someone may act");
        service
            .send(
                table,
                TableRequest::Act {
                    player,
                    action: action.into(),
                },
                Some(state.version),
            )
            .await
            .unwrap();
        // Let automatic steps (the next deal) land before reading the state again: wait until
        // the game no longer waits for a deal (a hand that just ended is dealt by the table).
        wait_for(service, table, |s| {
            s.version > state.version && !s.awaiting_deal()
        })
        .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_resumes_from_the_last_snapshot_and_the_actions_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let (service, store) = service(&dir, 11).await;
    let table = heads_up(&service, 1).await;
    play_actions(&service, table, 45).await;
    let mut before = service.state(table).unwrap();
    if before.version % rumino::table::SNAPSHOT_EVERY == 0 {
        play_actions(&service, table, 1).await;
        before = service.state(table).unwrap();
    }
    let stored = store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.version as u64, before.version);
    assert!(
        stored.snapshot_seq > 0 && (stored.snapshot_seq as u64) < before.version,
        "a snapshot behind the log's head: {} of {}",
        stored.snapshot_seq,
        before.version
    );
    // What `rumino check` does: the whole log gives the snapshot on the way and the same state.
    let log = store.actions(table, 0).await.unwrap();
    assert_eq!(rumino::table::rebuild(&stored, &log).unwrap(), *before);

    service.shutdown().await;
    let store = Store::open(&format!("sqlite://{}", dir.path().join("t.db").display()))
        .await
        .unwrap();
    let (service, report) =
        TableService::start(store.clone(), ServiceConfig::default(), Clock::system())
            .await
            .unwrap();
    assert_eq!(report.resumed, 1);
    assert_eq!(
        *service.state(table).unwrap(),
        *before,
        "resumed exactly where it was"
    );
    // And it plays on.
    play_actions(&service, table, 3).await;

    // A snapshot that the log does not give is caught by the whole-log replay.
    service.shutdown().await;
    let mut tampered = store.table(table).await.unwrap().unwrap();
    tampered.snapshot = tampered.snapshot.replacen("\"score\":", "\"score\":1", 1);
    let log = store.actions(table, 0).await.unwrap();
    let err = rumino::table::rebuild(&tampered, &log).unwrap_err();
    assert!(
        matches!(err, rumino::table::ReplayError::SnapshotDiffers(_)),
        "{err}"
    );
    assert!(err
        .to_string()
        .contains("does not give its stored snapshot"));
}
