//! Seating one table of a tournament's round, and reading its result back by player.
//!
//! A round never waits on one player (`docs/rules/tournaments.md`, Money): tournament tables
//! play at the least their game allows, which is no chips in most games, and sign-up checks a
//! member holds what the rest ask; but a member may have spent those chips since. A member the
//! table refuses for want of chips forfeits that table — the others play it, and the member
//! places last there — instead of holding the round up for good.

use poise::serenity_prelude::{CreateMessage, Http};

use super::{tournament_run::table_options, Error};
use crate::{
    games::{AnyGame, Level},
    ids::{ChannelId, PlayerId, TableId},
    store::{StoredTournament, TournamentTable},
    table::{SeatInfo, TableError, TableRequest, TableState},
};

/// The seat of `player` at a table: who they are to the table service.
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

/// Opens the table in `thread`, hosted by its first seat that can sit (in seating order), and
/// posts its message. `None` when nobody could: everyone at it forfeits.
///
/// # Errors
/// The table service (but for a forfeit), the store or Discord failed.
pub async fn open_table(
    data: &super::Data,
    http: &Http,
    t: &StoredTournament,
    table: &TournamentTable,
    thread: ChannelId,
) -> Result<Option<TableId>, Error> {
    let mut options = table_options(t)?;
    options.seats = u8::try_from(table.seats.len()).unwrap_or(options.seats);
    // The table waits for the tournament, not for a lobby clock.
    options.lobby_seconds = 86_400;
    let mut opened = None;
    for &player in &table.seats {
        let host = seat_info(t, player);
        match data.service.open(t.new.guild, thread, host, options).await {
            Ok(state) => {
                opened = Some(state);
                break;
            }
            Err(e) if forfeits(&e) => tracing::info!(%player, "cannot host a tournament table"),
            Err(e) => return Err(e.into()),
        }
    }
    let Some(state) = opened else {
        return Ok(None);
    };
    let view = super::views::table_message(&state);
    let message = super::discord_channel(thread)
        .send_message(
            http,
            CreateMessage::new()
                .embed(view.embed)
                .components(view.components),
        )
        .await?;
    data.renderer
        .set_message(state.id, message.channel_id.get(), message.id.get());
    data.service
        .store()
        .set_message_id(state.id, Some(message.id.get() as i64))
        .await?;
    Ok(Some(state.id))
}

/// Seats the table's players not yet seated, in seating order, then starts its game. `Some`
/// places when fewer than two could sit: the table's result, with no game to play.
///
/// # Errors
/// The table service (but for a forfeit) failed.
pub async fn seat_and_start(
    data: &super::Data,
    t: &StoredTournament,
    table: &TournamentTable,
    state: &TableState,
) -> Result<Option<Vec<u8>>, Error> {
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
        match data.service.send(state.id, request, None).await {
            Ok(_) => {}
            Err(e) if forfeits(&e) => {
                tracing::info!(%player, table = %state.id, "a tournament seat is forfeited");
            }
            Err(e) => return Err(e.into()),
        }
    }
    let seated = data.service.state(state.id);
    let seated = seated.as_deref().unwrap_or(state);
    if seated.lobby.len() < 2 {
        let places = table
            .seats
            .iter()
            .map(|p| u8::from(!seated.is_seated(*p) && !seated.lobby.is_empty()))
            .collect();
        return Ok(Some(places));
    }
    data.service
        .send(state.id, TableRequest::Start { by: state.host }, None)
        .await?;
    Ok(None)
}

/// Each tournament seat's place at a table whose game has ended, by player (a seat that did not
/// play the game — a forfeit — places last); a game without places (called off) is a tie.
#[must_use]
pub fn places_by_seat(table: &TournamentTable, state: &TableState) -> Vec<u8> {
    let Some(places) = state.game.as_ref().and_then(AnyGame::places) else {
        return vec![0; table.seats.len()];
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
