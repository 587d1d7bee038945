//! One table of a round, taken as far as it can go now: given its place, opened, seated in the
//! order the pairing gave, started, and its result read back by player once its game ends.
//!
//! A round never waits on one player (`docs/rules/tournaments.md`, Money): tournament tables
//! play at the least their game allows, which is no chips in most games, and sign-up checks a
//! member holds what the rest ask; but a member may have spent those chips since. A member the
//! table refuses for want of chips forfeits that table — the others play it, and the member
//! places last there — instead of holding the round up for good.

use super::{entry::table_options, error::TournamentError, places::TournamentPlaces};
use crate::{
    games::{AnyGame, Level},
    ids::{ChannelId, PlayerId, TableId},
    store::{StoredTournament, TournamentTable},
    table::{SeatInfo, TableError, TablePhase, TableRequest, TableService, TableState},
};

/// The seat of `player` at a table: who they are to the table service.
#[must_use]
pub fn seat_info(t: &StoredTournament, player: PlayerId) -> SeatInfo {
    let entrant = t.entrants.iter().find(|e| e.player == player);
    SeatInfo {
        player,
        name: entrant.map_or_else(|| player.to_string(), |e| e.name.clone()),
        computer: entrant
            .and_then(|e| e.computer.as_deref())
            .map(|l| l.parse().unwrap_or(Level::Normal)),
    }
}

/// Whether the table refused a member for want of chips: they forfeit the table.
fn forfeits(error: &TableError) -> bool {
    matches!(error, TableError::NotEnoughChips { .. })
}

/// Opens, seats and starts one table of the round, as far as it is not yet; records its result
/// once its game has ended (the service then closes it). True if a result was recorded.
///
/// # Errors
/// The store, the table service (but for a forfeit) or the places failed.
pub async fn play_table(
    tables: &TableService,
    places: &impl TournamentPlaces,
    t: &StoredTournament,
    table: &TournamentTable,
) -> Result<bool, TournamentError> {
    let store = tables.store();
    let (round, no) = (table.round, table.table_no);
    // The store calls a table's place its thread, as Discord gives it.
    let place = match table.thread {
        Some(place) => place,
        None => {
            let place = places.place_for_table(t, round, no).await?;
            store
                .set_tournament_table(t.id, round, no, place, None)
                .await?;
            place
        }
    };
    let table_id = match table.table.or_else(|| tables.table_in(place)) {
        Some(id) => id,
        None => match open_table(tables, places, t, table, place).await? {
            Some(id) => id,
            None => {
                // Nobody could sit: everyone forfeits, a tie.
                store.record_places(t.id, round, no, &tie(table)).await?;
                return Ok(true);
            }
        },
    };
    if table.table.is_none() {
        store
            .set_tournament_table(t.id, round, no, place, Some(table_id))
            .await?;
    }
    let Some(state) = tables.state(table_id) else {
        // Closed without a result we recorded (cancelled by a moderator): everyone ties.
        store.record_places(t.id, round, no, &tie(table)).await?;
        return Ok(true);
    };
    let places = match (state.phase, state.game_no) {
        (TablePhase::Lobby, 0) => match seat_and_start(tables, t, table, &state).await? {
            Some(places) => places,
            None => return Ok(false),
        },
        (TablePhase::Playing, _) => return Ok(false),
        _ => places_by_seat(table, &state),
    };
    store.record_places(t.id, round, no, &places).await?;
    Ok(true)
}

/// Everyone at the table in one place.
fn tie(table: &TournamentTable) -> Vec<u8> {
    vec![0; table.seats.len()]
}

/// Opens the table in `place`, hosted by its first seat that can sit (in seating order), and
/// has the adapter show it. `None` when nobody could: everyone at it forfeits.
async fn open_table(
    tables: &TableService,
    places: &impl TournamentPlaces,
    t: &StoredTournament,
    table: &TournamentTable,
    place: ChannelId,
) -> Result<Option<TableId>, TournamentError> {
    let mut options = table_options(t)?;
    options.seats = u8::try_from(table.seats.len()).unwrap_or(options.seats);
    // The table waits for the tournament, not for a lobby clock.
    options.lobby_seconds = 86_400;
    for &player in &table.seats {
        let host = seat_info(t, player);
        match tables.open(t.new.guild, place, host, options).await {
            Ok(state) => {
                places.table_opened(&state).await?;
                return Ok(Some(state.id));
            }
            Err(e) if forfeits(&e) => tracing::info!(%player, "cannot host a tournament table"),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(None)
}

/// Seats the table's players not yet seated, in seating order, then starts its game. `Some`
/// places when fewer than two could sit: the table's result, with no game to play.
async fn seat_and_start(
    tables: &TableService,
    t: &StoredTournament,
    table: &TournamentTable,
    state: &TableState,
) -> Result<Option<Vec<u8>>, TournamentError> {
    for &player in table.seats.iter().filter(|p| !state.is_seated(**p)) {
        let seat = seat_info(t, player);
        let request = match seat.computer {
            Some(level) => TableRequest::SeatComputer {
                by: state.host,
                player,
                level,
            },
            None => TableRequest::Join {
                player,
                name: seat.name,
            },
        };
        match tables.send(state.id, request, None).await {
            Ok(_) => {}
            Err(e) if forfeits(&e) => {
                tracing::info!(%player, table = %state.id, "a tournament seat is forfeited");
            }
            Err(e) => return Err(e.into()),
        }
    }
    let seated = tables.state(state.id);
    let seated = seated.as_deref().unwrap_or(state);
    if seated.lobby.len() < 2 {
        let places = table
            .seats
            .iter()
            .map(|p| u8::from(!seated.is_seated(*p) && !seated.lobby.is_empty()))
            .collect();
        return Ok(Some(places));
    }
    tables
        .send(state.id, TableRequest::Start { by: state.host }, None)
        .await?;
    Ok(None)
}

/// Each tournament seat's place at a table whose game has ended, by player (a seat that did not
/// play the game — a forfeit — places last); a game without places (called off) is a tie.
#[must_use]
pub fn places_by_seat(table: &TournamentTable, state: &TableState) -> Vec<u8> {
    let Some(places) = state.game.as_ref().and_then(AnyGame::places) else {
        return tie(table);
    };
    let last = places.iter().max().map_or(0, |m| m.saturating_add(1));
    table
        .seats
        .iter()
        .map(|p| {
            state
                .seat_of(*p)
                .and_then(|seat| places.get(seat).copied())
                .unwrap_or(last)
        })
        .collect()
}
