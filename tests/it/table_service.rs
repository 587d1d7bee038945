//! The table service on a fresh database of each engine: whole games, refusals and
//! concurrency. Cancel, forfeit and the house's top-up are in `table_service_chips`, clocks and
//! restarts in `table_service_restart`. Rule ids from `rumino.md` are cited where they apply.

use rumino::{
    games::rumino::{Action, GameOptions},
    games::Level,
    ids::{ChannelId, GuildId, PlayerId},
    table::{
        SeatInfo, TableError, TableOptions, TablePhase, TableRequest, TableService, TableState,
    },
};

use crate::support::service::{start_service, wait_for};

pub(crate) const GUILD: GuildId = GuildId(7);
pub(crate) const ALICE: PlayerId = PlayerId(1001);
pub(crate) const BOB: PlayerId = PlayerId(1002);
const CAROL: PlayerId = PlayerId(1003);

fn human(player: PlayerId, name: &str) -> SeatInfo {
    SeatInfo {
        player,
        name: name.to_owned(),
        computer: None,
    }
}

pub(crate) fn computer(n: i64, level: Level) -> SeatInfo {
    SeatInfo {
        player: PlayerId(-100 * (level as i64 + 1) - n),
        name: format!("Computer {n} ({level})"),
        computer: Some(level),
    }
}

pub(crate) fn quick() -> TableOptions {
    TableOptions {
        computer_delay_ms: 0,
        ..TableOptions::default()
    }
}

crate::both_engines! {
    async fn r22_r23_a_game_of_computer_players_runs_to_the_end_and_conserves_chips(db: TestDb) {
        let (service, store) = start_service(&db.url, 11).await;
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
}

pub(crate) async fn heads_up(service: &TableService, channel: i64) -> rumino::ids::TableId {
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

pub(crate) fn on_turn(state: &TableState) -> PlayerId {
    let hand = state
        .live_game()
        .unwrap()
        .as_rumino()
        .unwrap()
        .hand()
        .unwrap();
    state.players[hand.turn].player
}

crate::both_engines! {
    async fn stale_foreign_and_out_of_turn_commands_are_refused_and_change_nothing(db: TestDb) {
        let (service, store) = start_service(&db.url, 2).await;
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
                rumino::games::rumino::RuleError::Refused(rumino::games::Refusal::NotYourTurn(_))
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
}

crate::both_engines! {
    async fn concurrent_clicks_on_one_table_apply_once_in_one_order(db: TestDb) {
        let (service, store) = start_service(&db.url, 3).await;
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
}

crate::both_engines! {
    async fn bad_input_is_refused_with_a_clear_message(db: TestDb) {
        let (service, _) = start_service(&db.url, 6).await;
        let bad = TableOptions {
            seats: 9,
            ..quick()
        };
        let e = service
            .open(GUILD, ChannelId(1), human(ALICE, "Alice"), bad)
            .await
            .unwrap_err();
        assert_eq!(e.to_string(), "`seats` must be between 2 and 6.");
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
}
