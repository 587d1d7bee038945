//! Pure tests of the table state machine: seating, hosts, timers.

use super::*;
use crate::{
    games::rumino::{Action, Phase},
    games::{GameKind, Level},
    ids::{ChannelId, GuildId, PlayerId, TableId},
};

const T0: i64 = 1_000_000;

fn human(id: i64) -> SeatInfo {
    SeatInfo {
        player: PlayerId(id),
        name: format!("P{id}"),
        computer: None,
    }
}

fn lobby() -> TableState {
    TableState::new(
        TableId(1),
        GuildId(1),
        ChannelId(1),
        human(1),
        TableOptions::default(),
        T0,
    )
}

fn join(id: i64) -> TableCommand {
    TableCommand::Join {
        player: PlayerId(id),
        name: format!("P{id}"),
    }
}

fn leave(player: PlayerId) -> TableCommand {
    TableCommand::Leave { player }
}

/// The host adds a computer player.
fn add_computer(level: Level) -> TableCommand {
    TableCommand::AddComputer {
        by: PlayerId(1),
        level,
    }
}

/// The host removes the computer player in `seat`.
fn remove_computer(seat: usize) -> TableCommand {
    TableCommand::RemoveComputer {
        by: PlayerId(1),
        seat,
    }
}

/// The host starts a game, the dealer drawn from `draw`.
fn start(draw: Vec<crate::cards::CardId>, dealer_by_game: bool) -> TableCommand {
    TableCommand::Start {
        by: PlayerId(1),
        draw,
        dealer_by_game,
    }
}

fn act(player: PlayerId, action: Action) -> TableCommand {
    TableCommand::Act {
        player,
        action: action.into(),
    }
}

fn timeout(timer: TimerKind) -> TableCommand {
    TableCommand::Timeout { timer }
}

/// The Rumino hand being played.
fn hand(s: &TableState) -> &crate::games::rumino::Hand {
    s.live_game().unwrap().as_rumino().unwrap().hand().unwrap()
}

/// `s` with players 2 to `players` joined after the host.
fn joined(mut s: TableState, players: i64) -> TableState {
    for id in 2..=players {
        s.apply(&join(id), T0).unwrap();
    }
    s
}

fn started(players: i64) -> TableState {
    let mut s = joined(lobby(), players);
    let draw = crate::cards::CardId::all().collect();
    s.apply(&start(draw, true), T0).unwrap();
    let order = crate::cards::CardId::all().collect();
    s.apply(
        &TableCommand::Deal {
            order,
            reshuffle_seed: 0,
        },
        T0,
    )
    .unwrap();
    s
}

#[test]
fn lobby_expires_at_its_deadline_and_only_once() {
    let mut s = lobby();
    let timer = s.timer.unwrap();
    assert_eq!(
        timer,
        Timer {
            kind: TimerKind::LobbyExpiry,
            at_ms: T0 + 600_000
        }
    );
    // Joining does not move the lobby's deadline.
    s.apply(&join(2), T0 + 5000).unwrap();
    assert_eq!(s.timer, Some(timer));
    s.apply(&timeout(TimerKind::LobbyExpiry), T0 + 600_000)
        .unwrap();
    assert_eq!(s.phase, TablePhase::Closed);
    assert_eq!(
        s.apply(&timeout(TimerKind::LobbyExpiry), T0),
        Err(TableError::Closed)
    );
}

/// The turn clock of turn `turn_no` of the first hand.
fn first_hands_clock(turn_no: usize) -> TimerKind {
    TimerKind::TurnClock {
        hand_no: 1,
        turn_no,
    }
}

#[test]
fn r25_turn_clock_keeps_its_deadline_within_a_turn_and_restarts_on_the_next() {
    let mut s = started(2);
    let timer = s.timer.unwrap();
    assert_eq!(timer.kind, first_hands_clock(0));
    assert_eq!(timer.at_ms, T0 + 120_000);
    let turn = hand(&s).turn;
    let player = s.players[turn].player;
    s.apply(&act(player, Action::DrawStock), T0 + 10_000)
        .unwrap();
    assert_eq!(s.timer, Some(timer), "drawing does not restart the clock");
    let card = *hand(&s).faces(turn).last().unwrap();
    s.apply(&act(player, Action::Discard(card)), T0 + 20_000)
        .unwrap();
    let next = s.timer.unwrap();
    assert_eq!(next.kind, first_hands_clock(1));
    assert_eq!(next.at_ms, T0 + 140_000);
    // A timeout for the finished turn is stale: a clock fires once.
    assert_eq!(
        s.apply(&timeout(timer.kind), T0 + 130_000),
        Err(TableError::Stale)
    );
}

#[test]
fn r25_a_player_leaving_on_turn_gives_the_next_player_a_full_clock() {
    let mut s = started(3);
    let first = s.timer.unwrap();
    let turn = hand(&s).turn;
    let leaver = s.players[turn].player;
    // The player on turn leaves 100 s into a 120 s clock.
    s.apply(&leave(leaver), T0 + 100_000).unwrap();
    assert_ne!(hand(&s).turn, turn, "the turn passed");
    let next = s.timer.unwrap();
    assert_ne!(next.kind, first.kind, "a new turn has its own clock");
    assert_eq!(next.at_ms, T0 + 100_000 + 120_000, "a full clock");
    // The old clock cannot charge the next player a timeout.
    assert_eq!(
        s.apply(&timeout(first.kind), T0 + 120_000),
        Err(TableError::Stale)
    );
}

#[test]
fn r21_rebuy_window_opens_for_humans_and_its_timeout_declines() {
    let mut s = started(3);
    let game = s.game.as_mut().unwrap().as_rumino_mut().unwrap();
    game.phase = Phase::Rebuys { offers: vec![1] };
    game.seats[1].eliminated = true;
    game.hands_played = 1;
    s.timer = s.desired_timer(T0 + 1000);
    let timer = s.timer.unwrap();
    assert_eq!(
        timer,
        Timer {
            kind: TimerKind::RebuyWindow { hand_no: 1 },
            at_ms: T0 + 61_000
        }
    );
    s.apply(&timeout(timer.kind), T0 + 61_000).unwrap();
    assert!(matches!(
        s.game.as_ref().unwrap().as_rumino().unwrap().phase,
        Phase::AwaitingDeal
    ));
    assert!(s.awaiting_deal());
    assert_eq!(
        s.apply(&timeout(timer.kind), T0 + 61_000),
        Err(TableError::Stale)
    );
}

#[test]
fn computer_players_get_distinct_ids_and_decide_claims_at_once() {
    let mut s = lobby();
    for _ in 0..2 {
        s.apply(&add_computer(Level::Hard), T0).unwrap();
    }
    assert_ne!(s.lobby[1].player, s.lobby[2].player);
    assert!(s.lobby[1].player.is_computer());
    let refused = s.apply(
        &TableCommand::AddComputer {
            by: PlayerId(9),
            level: Level::Easy,
        },
        T0,
    );
    assert!(matches!(refused, Err(TableError::NotHost(_))));
    s.apply(&remove_computer(2), T0).unwrap();
    assert_eq!(
        s.apply(&remove_computer(0), T0),
        Err(TableError::NotAComputer)
    );
    assert_eq!(s.lobby.len(), 2);
}

#[test]
fn a_given_computer_is_seated_under_the_name_it_has_everywhere() {
    let mut s = lobby();
    let fifth = super::computer_id(Level::Normal, 5);
    let seat = |player| TableCommand::SeatComputer {
        by: PlayerId(1),
        player,
        level: Level::Normal,
    };
    s.apply(&seat(fifth), T0).unwrap();
    assert_eq!(s.lobby[1].name, "Computer 5 (normal)");
    assert_eq!(s.lobby[1].computer, Some(Level::Normal));
    // The next computer added by number skips none it need not, and never takes the fifth's id.
    s.apply(&add_computer(Level::Normal), T0).unwrap();
    assert_eq!(s.lobby[2].name, "Computer 1 (normal)");
    assert_eq!(s.apply(&seat(fifth), T0), Err(TableError::AlreadySeated));
    // A person's id, or another level's computer, is not this level's computer.
    assert_eq!(
        s.apply(&seat(PlayerId(7)), T0),
        Err(TableError::NotAComputer)
    );
    let hard = super::computer_id(Level::Hard, 1);
    assert_eq!(s.apply(&seat(hard), T0), Err(TableError::NotAComputer));
    // Every computer's id reads back as its level and number; a person's as none.
    assert_eq!(super::computer_of(fifth), Some((Level::Normal, 5)));
    assert_eq!(super::computer_of(hard), Some((Level::Hard, 1)));
    assert_eq!(super::computer_of(PlayerId(7)), None);
}

#[test]
fn the_host_leaving_the_lobby_passes_the_table_on_or_closes_it() {
    let mut s = lobby();
    s.apply(&add_computer(Level::Easy), T0).unwrap();
    s.apply(&join(2), T0).unwrap();
    s.apply(&leave(PlayerId(1)), T0).unwrap();
    assert_eq!(s.host, PlayerId(2));
    s.apply(&leave(PlayerId(2)), T0).unwrap();
    assert_eq!(s.phase, TablePhase::Closed, "only computer players left");
}

#[test]
fn r7_the_winner_of_a_game_deals_the_next() {
    let mut s = started(3);
    s.apply(&act(PlayerId(2), Action::Leave), T0).unwrap();
    s.apply(&act(PlayerId(3), Action::Leave), T0).unwrap();
    assert_eq!(s.phase, TablePhase::Lobby);
    assert_eq!(s.last_winner, Some(PlayerId(1)));
    assert_eq!(s.lobby.len(), 1, "forfeiting players are unseated");
    s.apply(&join(4), T0).unwrap();
    s.apply(&start(crate::cards::CardId::all().collect(), true), T0)
        .unwrap();
    assert_eq!(
        s.game.as_ref().unwrap().as_rumino().unwrap().dealer,
        0,
        "the winner (seat 0) deals"
    );
}

/// A lobby of `kind` with three players where P3 (now seat 2) won the table's last game alone,
/// started from `draw`; the dealer the start chose.
fn dealer_after_a_win(kind: GameKind, draw: &[crate::cards::CardId], by_game: bool) -> usize {
    let options = TableOptions {
        game: crate::games::AnyOptions::default_for(kind),
        seats: 3,
        ..TableOptions::default()
    };
    let table = TableState::new(TableId(1), GuildId(1), ChannelId(1), human(1), options, T0);
    let mut s = joined(table, 3);
    s.last_winner = Some(PlayerId(3));
    let events = s.apply(&start(draw.to_vec(), by_game), T0).unwrap();
    match events.as_slice() {
        [TableEvent::GameStarted { dealer, .. }] => *dealer,
        other => panic!("{other:?}"),
    }
}

#[test]
fn r7_y9_t14_l7_n3_each_game_chooses_the_first_dealer_of_a_new_game() {
    for kind in GameKind::ALL.iter().copied() {
        let options = crate::games::AnyOptions::default_for(kind);
        let pack: Vec<_> = options.pack().ids().collect();
        // A draw in which the winner's seat (2) would not deal by the draw.
        let draw = (0..pack.len())
            .map(|k| {
                let mut d = pack.clone();
                d.rotate_left(k);
                d
            })
            .find(|d| options.first_dealer(3, d, None) != 2)
            .unwrap();
        let drawn = options.first_dealer(3, &draw, None);
        let dealer = dealer_after_a_win(kind, &draw, true);
        if kind == GameKind::Rumino {
            assert_eq!(dealer, 2, "R7: the last winner deals");
        } else {
            assert_eq!(dealer, drawn, "{kind:?} draws again at every new game");
        }
        // A start logged before each game chose (no `dealer_by_game`) replays as it was
        // played then: the last winner dealt in every game.
        assert_eq!(dealer_after_a_win(kind, &draw, false), 2, "{kind:?}");
    }
}

#[test]
fn a_start_logged_before_each_game_chose_its_dealer_reads_as_the_old_rule() {
    let old: TableCommand = serde_json::from_str(r#"{"cmd":"start","by":1,"draw":[]}"#).unwrap();
    assert!(matches!(
        old,
        TableCommand::Start {
            dealer_by_game: false,
            ..
        }
    ));
}
