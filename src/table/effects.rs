//! Turning one accepted command into one store `Commit`: the action row, now and then a snapshot,
//! the rows for games, seats and hands that changed, and the chips that moved (R21–R24).

use super::{
    command::TableCommand,
    state::{TableEvent, TablePhase, TableState},
};
use crate::{
    rumino::{Event, Game, GameEnd, GameResult},
    store::{
        ActionRecord, Commit, GameRow, GameStatus, HandRow, LedgerEntry, LedgerKind, SeatOutcome,
        SeatRow, TableStatus,
    },
};

/// The game kind stored with tables and games, so later games share the schema.
pub const GAME_KIND: &str = "rumino";

/// A snapshot of the table goes with every this many actions (and with every game start, game
/// end and closing). Writing the 4-5 KB state with each action was most of what a commit wrote;
/// at 32, start-up replays at most 31 actions per table (well under a millisecond).
pub const SNAPSHOT_EVERY: u64 = 32;

/// Whether the commit that turned the table into `after` with `events` carries a snapshot.
fn snapshots(after: &TableState, events: &[TableEvent]) -> bool {
    after.version % SNAPSHOT_EVERY == 0
        || after.phase == TablePhase::Closed
        || events.iter().any(|e| {
            matches!(
                e,
                TableEvent::GameStarted { .. }
                    | TableEvent::Game {
                        event: Event::GameOver { .. }
                    }
            )
        })
}

/// Builds the commit for `command`, which turned the table into `after` with `events`.
///
/// # Errors
/// Serialization failures (which would be bugs).
pub fn commit_for(
    command: &TableCommand,
    after: &TableState,
    events: &[TableEvent],
    now_ms: i64,
) -> serde_json::Result<Commit> {
    let game_no = (after.game_no > 0).then_some(i64::from(after.game_no));
    let mut commit = Commit {
        table_id: after.id,
        seq: after.version as i64,
        action: ActionRecord {
            kind: command.kind().to_owned(),
            actor: command.actor(),
            game_no,
            payload: serde_json::to_string(command)?,
        },
        status: match after.phase {
            TablePhase::Closed => TableStatus::Closed,
            _ => TableStatus::Open,
        },
        snapshot: if snapshots(after, events) {
            Some(serde_json::to_string(after)?)
        } else {
            None
        },
        games: Vec::new(),
        seats: Vec::new(),
        hands: Vec::new(),
        ledger: Vec::new(),
        now_ms,
    };
    let (Some(game), Some(game_no)) = (after.game.as_ref(), game_no) else {
        return Ok(commit);
    };
    let mut seats_changed = false;
    let mut game_changed = false;
    let mut result = None;
    for event in events {
        match event {
            TableEvent::GameStarted { .. } => {
                game_changed = true;
                seats_changed = true;
                for p in &after.players {
                    push_ledger(
                        &mut commit,
                        p.player,
                        game_no,
                        LedgerKind::Stake,
                        game.options.stake,
                    );
                }
            }
            TableEvent::Game { event } => match event {
                Event::Dealt { hand_no, dealer } => {
                    commit.hands.push(HandRow {
                        game_no,
                        hand_no: i64::from(*hand_no),
                        dealer_seat: *dealer as i64,
                        deck_order: serde_json::to_string(&after.deck_order)?,
                        ended_by: None,
                        result: None,
                    });
                }
                Event::HandEnded { result } => {
                    game_changed = true;
                    seats_changed = true;
                    commit.hands.push(HandRow {
                        game_no,
                        hand_no: i64::from(result.hand_no),
                        dealer_seat: result.dealer as i64,
                        deck_order: serde_json::to_string(&after.deck_order)?,
                        ended_by: Some(
                            serde_json::to_value(result.end)?["by"]
                                .as_str()
                                .unwrap_or("")
                                .to_owned(),
                        ),
                        result: Some(serde_json::to_string(result)?),
                    });
                }
                Event::Rebought { seat, cost, .. } => {
                    seats_changed = true;
                    push_ledger(
                        &mut commit,
                        after.players[*seat].player,
                        game_no,
                        LedgerKind::Rebuy,
                        *cost,
                    );
                }
                Event::Left { .. }
                | Event::TimedOut { removed: true, .. }
                | Event::RebuyDeclined { .. } => seats_changed = true,
                Event::GameOver { result: r } => {
                    game_changed = true;
                    seats_changed = true;
                    for p in &r.payouts {
                        let kind = if p.refund {
                            LedgerKind::Refund
                        } else {
                            LedgerKind::Payout
                        };
                        push_ledger(
                            &mut commit,
                            after.players[p.seat].player,
                            game_no,
                            kind,
                            p.chips,
                        );
                    }
                    result = Some(r);
                }
                Event::TimedOut { .. } | Event::RebuyOffered { .. } => {}
            },
            TableEvent::Seated { .. } | TableEvent::Unseated { .. } | TableEvent::Closed => {}
        }
    }
    if game_changed {
        commit
            .games
            .push(game_row(after, game, game_no, result, now_ms));
    }
    if seats_changed {
        commit.seats = seat_rows(after, game, game_no, result);
    }
    Ok(commit)
}

fn push_ledger(
    commit: &mut Commit,
    player: crate::ids::PlayerId,
    game_no: i64,
    kind: LedgerKind,
    amount: u64,
) {
    if amount > 0 {
        commit.ledger.push(LedgerEntry {
            player_id: player,
            game_no: Some(game_no),
            kind,
            amount: amount as i64,
        });
    }
}

fn game_row(
    after: &TableState,
    game: &Game,
    game_no: i64,
    result: Option<&GameResult>,
    now_ms: i64,
) -> GameRow {
    let status = match result.map(|r| r.end) {
        None => GameStatus::Running,
        Some(GameEnd::CancelledRefunded) => GameStatus::Cancelled,
        Some(_) => GameStatus::Finished,
    };
    GameRow {
        game_no,
        guild_id: after.guild,
        game_kind: GAME_KIND.to_owned(),
        stake: game.options.stake as i64,
        status,
        hands_played: i64::from(game.hands_played),
        started_at: after.game_started_ms,
        ended_at: result.map(|_| now_ms),
    }
}

fn seat_rows(
    after: &TableState,
    game: &Game,
    game_no: i64,
    result: Option<&GameResult>,
) -> Vec<SeatRow> {
    game.seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatRow {
            game_no,
            seat_no: i as i64,
            player_id: after.players[i].player,
            score: i64::from(s.score),
            eliminated: s.eliminated,
            rebuys: i64::from(s.rebuys),
            gins: i64::from(s.gins),
            ruminos: i64::from(s.ruminos),
            knocks: i64::from(s.knocks),
            outcome: result.map(|r| outcome(r, i, s.forfeited)),
        })
        .collect()
}

fn outcome(result: &GameResult, seat: usize, forfeited: bool) -> SeatOutcome {
    if result.end == GameEnd::CancelledRefunded {
        SeatOutcome::Cancelled
    } else if result.winners == [seat] {
        SeatOutcome::Won
    } else if result.winners.contains(&seat) {
        SeatOutcome::Split
    } else if forfeited {
        SeatOutcome::Forfeit
    } else {
        SeatOutcome::Lost
    }
}
