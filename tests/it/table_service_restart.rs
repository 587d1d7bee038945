//! The table service across time and restarts, on both engines: the turn clock fires without clicks and again after
//! a restart (R25), and a restart resumes each table from its last snapshot and the actions
//! after it.

use rumino::{
    games::Level,
    store::Store,
    table::{Clock, ServiceConfig, TableRequest, TableService, TimerKind},
};

use crate::support::service::{start_service, wait_for};

use crate::table_service::heads_up;

crate::both_engines! {
    async fn r25_turn_clock_fires_without_clicks_and_again_after_a_restart(db: TestDb) {
        // Table time runs 200× faster: the 120 s turn clock fires after 0.6 s.
        let url = db.url.clone();
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

crate::both_engines! {
    async fn a_restart_resumes_from_the_last_snapshot_and_the_actions_after_it(db: TestDb) {
        let (service, store) = start_service(&db.url, 11).await;
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
        let store = Store::open(&db.url).await.unwrap();
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

    /// At start-up every open table is rebuilt (several at once), each resumed or, if its stored
    /// state does not parse, set aside with the reason, the others untouched.
    async fn a_restart_sets_aside_only_the_tables_that_do_not_rebuild(db: TestDb) {
        let (service, store) = start_service(&db.url, 11).await;
        let mut tables = Vec::new();
        for channel in 1..=5 {
            let table = heads_up(&service, channel).await;
            play_actions(&service, table, 3).await;
            tables.push((table, service.state(table).unwrap()));
        }
        service.shutdown().await;
        let broken = tables[2].0;
        db.tamper(&format!(
            "UPDATE tables SET options = '{{}}', snapshot = '{{}}' WHERE id = {}",
            broken.0
        ))
        .await;

        let (service, report) =
            TableService::start(store.clone(), ServiceConfig::default(), Clock::system())
                .await
                .unwrap();
        assert_eq!(report.resumed, 4);
        assert_eq!(
            report.set_aside.iter().map(|t| t.0).collect::<Vec<_>>(),
            [broken]
        );
        for (table, before) in &tables {
            if *table == broken {
                assert!(service.state(*table).is_none());
                let aside = store.table(*table).await.unwrap().unwrap();
                assert_eq!(aside.status, rumino::store::TableStatus::SetAside);
                assert!(aside.set_aside_reason.unwrap().contains("does not parse"));
            } else {
                assert_eq!(*service.state(*table).unwrap(), **before);
            }
        }
        service.shutdown().await;
    }
}
