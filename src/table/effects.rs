//! Turning one accepted command into one store `Commit`: the action row, now and then a snapshot,
//! the rows for games, seats and rounds that changed, the chips that moved, and, when a rated game
//! finishes, its members' places for the rating. What changed is the game's to say
//! ([`crate::games::Effects`], [`crate::games::Game::places`]); this module only writes it down,
//! the same way for every game.

use super::{
    command::TableCommand,
    state::{SeatInfo, TableEvent, TablePhase, TableState},
};
use crate::{
    games::{rating, AnyGame, ChipMove, Effects, Settlement},
    ids::PlayerId,
    store::{
        ActionRecord, Commit, GameRow, GameStatus, HandRow, LedgerEntry, LedgerKind, RatedGame,
        RatedSeat, SeatOutcome, SeatRow, TableStatus,
    },
};

/// A snapshot of the table goes with every this many actions (and with every game start, game
/// end and closing). Writing the 4-5 KB state with each action was most of what a commit wrote;
/// at 32, start-up replays at most 31 actions per table (well under a millisecond).
pub const SNAPSHOT_EVERY: u64 = 32;

/// Whether the commit that turned the table into `after` carries a snapshot.
fn snapshots(after: &TableState, events: &[TableEvent], effects: &Effects) -> bool {
    after.version.is_multiple_of(SNAPSHOT_EVERY)
        || after.phase == TablePhase::Closed
        || effects.ended
        || events
            .iter()
            .any(|e| matches!(e, TableEvent::GameStarted { .. }))
}

/// What the game says `events` changed, with its opening stakes if the game just started.
pub(super) fn effects_of(game: &AnyGame, events: &[TableEvent]) -> Effects {
    let game_events: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            TableEvent::Game { event } => Some(event.clone()),
            _ => None,
        })
        .collect();
    let mut effects = game.effects(&game_events);
    if events
        .iter()
        .any(|e| matches!(e, TableEvent::GameStarted { .. }))
    {
        let opening = game.opening_effects();
        effects.chips.splice(0..0, opening.chips);
        effects.game_changed |= opening.game_changed;
        effects.seats_changed |= opening.seats_changed;
    }
    effects
}

/// The chips `moves` took from or paid to the seats of game `game_no`, as ledger entries (a move
/// of nothing is left out).
fn ledger_entries(after: &TableState, game_no: i64, moves: &[ChipMove]) -> Vec<LedgerEntry> {
    moves
        .iter()
        .filter_map(|chips| {
            let (seat, kind, amount) = match *chips {
                ChipMove::Stake { seat, chips } => (seat, LedgerKind::Stake, chips),
                ChipMove::Rebuy { seat, chips } => (seat, LedgerKind::Rebuy, chips),
                ChipMove::Payout { seat, chips } => (seat, LedgerKind::Payout, chips),
                ChipMove::Refund { seat, chips } => (seat, LedgerKind::Refund, chips),
            };
            (amount > 0).then(|| LedgerEntry {
                player_id: after.players[seat].player,
                game_no: Some(game_no),
                kind,
                amount: amount as i64,
            })
        })
        .collect()
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
    epoch: i64,
) -> serde_json::Result<Commit> {
    let game_no = (after.game_no > 0).then_some(i64::from(after.game_no));
    let effects = match (after.game.as_ref(), game_no) {
        (Some(game), Some(_)) => effects_of(game, events),
        _ => Effects::default(),
    };
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
        snapshot: if snapshots(after, events, &effects) {
            Some(serde_json::to_string(after)?)
        } else {
            None
        },
        games: Vec::new(),
        seats: Vec::new(),
        hands: Vec::new(),
        ledger: Vec::new(),
        rating: None,
        now_ms,
        epoch,
    };
    let (Some(game), Some(game_no)) = (after.game.as_ref(), game_no) else {
        return Ok(commit);
    };
    for round in &effects.rounds {
        commit.hands.push(HandRow {
            game_no,
            hand_no: i64::from(round.round),
            dealer_seat: round.dealer as i64,
            deck_order: serde_json::to_string(&after.deck_order)?,
            ended_by: round.ended_by.clone(),
            result: round.result.clone(),
        });
    }
    commit.ledger = ledger_entries(after, game_no, &effects.chips);
    let settlement = effects.ended.then(|| game.settlement()).flatten();
    if effects.game_changed {
        commit
            .games
            .push(game_row(after, game, game_no, settlement.as_ref(), now_ms));
    }
    if effects.seats_changed {
        commit.seats = seat_rows(after, game, game_no, settlement.as_ref());
    }
    if settlement.is_some_and(|s| !s.refunded) {
        commit.rating = rated_game(after, game, game_no);
    }
    Ok(commit)
}

/// The members' places in a game that just finished, if it counts for the rating.
fn rated_game(after: &TableState, game: &AnyGame, game_no: i64) -> Option<RatedGame> {
    rated_members(&after.players, &game.places()?, game_no)
}

/// The rated seats among `players` with their `places`: computer players are not members and
/// have no rating, so the places are ranked again among the members, and a game with fewer than
/// two members rates nobody.
fn rated_members(players: &[SeatInfo], places: &[u8], game_no: i64) -> Option<RatedGame> {
    let members: Vec<(PlayerId, u8)> = players
        .iter()
        .zip(places)
        .filter(|(p, _)| p.computer.is_none() && !p.player.is_computer())
        .map(|(p, &place)| (p.player, place))
        .collect();
    if members.len() < 2 {
        return None;
    }
    let among: Vec<u8> = members.iter().map(|&(_, place)| place).collect();
    Some(RatedGame {
        game_no,
        seated: places.len(),
        seats: members
            .iter()
            .zip(rating::rerank(&among))
            .map(|(&(player_id, _), place)| RatedSeat { player_id, place })
            .collect(),
    })
}

fn game_row(
    after: &TableState,
    game: &AnyGame,
    game_no: i64,
    settlement: Option<&Settlement>,
    now_ms: i64,
) -> GameRow {
    let status = match settlement {
        None => GameStatus::Running,
        Some(s) if s.refunded => GameStatus::Cancelled,
        Some(_) => GameStatus::Finished,
    };
    GameRow {
        game_no,
        guild_id: after.guild,
        game_kind: game.kind().as_str().to_owned(),
        stake: game.options().stake() as i64,
        status,
        hands_played: i64::from(game.rounds_played()),
        started_at: after.game_started_ms,
        ended_at: settlement.map(|_| now_ms),
    }
}

fn seat_rows(
    after: &TableState,
    game: &AnyGame,
    game_no: i64,
    settlement: Option<&Settlement>,
) -> Vec<SeatRow> {
    game.tallies()
        .into_iter()
        .enumerate()
        .map(|(i, t)| SeatRow {
            game_no,
            seat_no: i as i64,
            player_id: after.players[i].player,
            score: t.score,
            eliminated: t.eliminated,
            rebuys: t.rebuys,
            tallies: t
                .counters
                .iter()
                .map(|&(name, n)| (name.to_owned(), n))
                .collect(),
            outcome: settlement.map(|s| outcome(s, i, t.forfeited)),
        })
        .collect()
}

fn outcome(settlement: &Settlement, seat: usize, forfeited: bool) -> SeatOutcome {
    if settlement.refunded {
        SeatOutcome::Cancelled
    } else if settlement.winners == [seat] {
        SeatOutcome::Won
    } else if settlement.winners.contains(&seat) {
        SeatOutcome::Split
    } else if forfeited {
        SeatOutcome::Forfeit
    } else {
        SeatOutcome::Lost
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;

    fn seat(player: i64, computer: Option<Level>) -> SeatInfo {
        SeatInfo {
            player: PlayerId(player),
            name: format!("p{player}"),
            computer,
        }
    }

    #[test]
    fn computers_are_not_rated_and_members_are_ranked_among_themselves() {
        let players = [
            seat(-101, Some(Level::Easy)),
            seat(7, None),
            seat(8, None),
            seat(-301, Some(Level::Hard)),
        ];
        // The computers finished first and third; the members second and last.
        let rated = rated_members(&players, &[0, 1, 2, 3], 4).unwrap();
        assert_eq!(rated.game_no, 4);
        assert_eq!(rated.seated, 4, "N19: n counts the computer players seated");
        assert_eq!(
            rated.seats,
            vec![
                RatedSeat {
                    player_id: PlayerId(7),
                    place: 0
                },
                RatedSeat {
                    player_id: PlayerId(8),
                    place: 1
                },
            ]
        );
        // A draw between members stays a draw.
        let rated = rated_members(&players, &[3, 1, 1, 0], 1).unwrap();
        assert!(rated.seats.iter().all(|s| s.place == 0), "{rated:?}");
    }

    #[test]
    fn fewer_than_two_members_rate_nobody() {
        let one = [seat(7, None), seat(-201, Some(Level::Normal))];
        assert_eq!(rated_members(&one, &[0, 1], 1), None);
        let computers = [seat(-101, Some(Level::Easy)), seat(-102, Some(Level::Easy))];
        assert_eq!(rated_members(&computers, &[0, 1], 1), None);
        let two = [seat(7, None), seat(8, None)];
        assert_eq!(
            rated_members(&two, &[1, 0], 1).map(|r| r.seats.len()),
            Some(2)
        );
    }
}
