//! Running a tournament: each round's tables opened by the bot itself through the table service,
//! each in its own thread of the tournament's channel, seated in the order the pairing gave;
//! each table's result recorded as its game ends, then the table closed; the next round seated
//! when the last table of a round has a result; the end paid out by the final standings.
//!
//! Every step is written before the next is taken, and [`advance`] only looks at what is stored
//! and at the tables' state, so it can run again at any moment — after a kill -9 it picks up
//! where the store says: a table without a thread gets one (the one it started before the kill,
//! if it did), a thread without a table gets one, a table short of players is seated,
//! a finished game whose result was not recorded is recorded, a table whose result was recorded
//! but which is still open is closed. One advance per tournament runs at a time.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock, PoisonError},
};

use poise::serenity_prelude::{self as serenity, EditMessage, Http};

use super::{
    tournament_seat::{open_table, places_by_seat, seat_and_start},
    tournament_thread::table_thread,
    tournament_view::tournament_message,
    Data, Error,
};
use crate::{
    games::{rating::START_RATING, Level},
    i18n,
    ids::PlayerId,
    store::{StoredTournament, TournamentStatus, TournamentTable},
    table::{computer_id, computer_seat, TableOptions, TablePhase, TableRequest},
    tournament::{
        most_tables, options::without_money, pairing, payout, standings, Entrant, Format, Played,
        TournamentId,
    },
};

fn lock(id: TournamentId) -> Arc<tokio::sync::Mutex<()>> {
    static LOCKS: OnceLock<Mutex<HashMap<TournamentId, Arc<tokio::sync::Mutex<()>>>>> =
        OnceLock::new();
    LOCKS
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .entry(id)
        .or_default()
        .clone()
}

/// The tables' options as stored with the tournament, at the least money their game allows
/// (a tournament created before that rule may have stored a server's stake).
///
/// # Errors
/// Options this version cannot read.
pub fn table_options(t: &StoredTournament) -> Result<TableOptions, Error> {
    Ok(without_money(serde_json::from_str(&t.new.options)?))
}

/// Chips a member must hold besides the buy-in to sit at every table they may play: what one of
/// the tournament's tables asks (nothing, in most games) for each of them.
///
/// # Errors
/// Options this version cannot read.
pub fn table_chips(t: &StoredTournament) -> Result<u64, Error> {
    let n = &t.new;
    let tables = most_tables(n.format, n.players, n.table_size, n.rounds);
    Ok(table_options(t)?
        .game
        .stake()
        .saturating_mul(u64::from(tables)))
}

/// Takes the tournament as far as it can go now, and shows where it is.
///
/// # Errors
/// The store or Discord failed; the next call starts again from what was stored.
pub async fn advance(data: &Data, http: &Http, id: TournamentId) -> Result<(), Error> {
    let lock = lock(id);
    let _held = lock.lock().await;
    for _ in 0..64 {
        let Some(t) = data.service.store().tournament(id).await? else {
            return Ok(());
        };
        // Another process runs the servers on other shards, and their tournaments.
        if !data.service.config().shards.owns(t.new.guild) {
            return Ok(());
        }
        close_played(data, &t).await;
        if t.status != TournamentStatus::Running || !step(data, http, &t).await? {
            break;
        }
    }
    show(data, http, id).await
}

/// One step: plays on the current round's tables, then seats the next round or ends the
/// tournament; true if something was stored that calls for another step.
async fn step(data: &Data, http: &Http, t: &StoredTournament) -> Result<bool, Error> {
    let round = t.tables.iter().map(|x| x.round).max().unwrap_or(0);
    let mut recorded = false;
    for table in t
        .tables
        .iter()
        .filter(|x| x.round == round && x.places.is_none())
    {
        recorded |= play_table(data, http, t, table).await?;
    }
    if recorded {
        return Ok(true);
    }
    if t.tables
        .iter()
        .any(|x| x.round == round && x.places.is_none())
    {
        return Ok(false);
    }
    let played: Vec<Played> = t.tables.iter().map(TournamentTable::played).collect();
    let rating: HashMap<PlayerId, i64> = t.entrants.iter().map(|e| (e.player, e.rating)).collect();
    let size = usize::from(t.new.table_size);
    let next = match t.new.format {
        Format::Swiss if round < u32::from(t.new.rounds) => {
            let order: Vec<PlayerId> = standings::swiss(&t.entrants, &played)
                .iter()
                .map(|s| s.player)
                .collect();
            let met = pairing::Met::from_tables(played.iter().map(|p| p.seats.as_slice()));
            Some(pairing::swiss(&order, &met, size))
        }
        Format::Knockout => {
            let mut alive: Vec<PlayerId> = standings::knockout(&t.entrants, &played)
                .iter()
                .filter(|s| s.alive)
                .map(|s| s.player)
                .collect();
            alive.sort_by_key(|p| (std::cmp::Reverse(rating.get(p).copied()), *p));
            (alive.len() > 1).then(|| pairing::knockout(&alive, size))
        }
        Format::Swiss => None,
    };
    let store = data.service.store();
    match next {
        Some(tables) => Ok(store.add_round(t.id, round + 1, &tables).await?),
        None => {
            let order: Vec<PlayerId> = match t.new.format {
                Format::Swiss => standings::swiss(&t.entrants, &played),
                Format::Knockout => standings::knockout(&t.entrants, &played),
            }
            .iter()
            .map(|s| s.player)
            .collect();
            let prizes = payout::split(t.pool.max(0) as u64, order.len());
            store.finish_tournament(t.id, &order, &prizes).await?;
            Ok(false)
        }
    }
}

/// Opens, seats and starts one table of the round, as far as it is not yet; records its result
/// once its game has ended ([`close_played`] then closes it). True if a result was recorded.
async fn play_table(
    data: &Data,
    http: &Http,
    t: &StoredTournament,
    table: &TournamentTable,
) -> Result<bool, Error> {
    let store = data.service.store();
    let lang = table_options(t)?.lang;
    let thread = match table.thread {
        Some(thread) => thread,
        None => {
            let name = i18n::thread_name(lang, t.id.0, table.round, table.table_no);
            let thread = table_thread(http, t, name).await?;
            store
                .set_tournament_table(t.id, table.round, table.table_no, thread, None)
                .await?;
            thread
        }
    };
    let table_id = match table.table.or_else(|| data.service.table_in(thread)) {
        Some(id) => id,
        None => match open_table(data, http, t, table, thread).await? {
            Some(id) => id,
            None => {
                // Nobody could sit: everyone forfeits, a tie.
                let places = vec![0; table.seats.len()];
                store
                    .record_places(t.id, table.round, table.table_no, &places)
                    .await?;
                return Ok(true);
            }
        },
    };
    if table.table.is_none() {
        store
            .set_tournament_table(t.id, table.round, table.table_no, thread, Some(table_id))
            .await?;
    }
    let Some(state) = data.service.state(table_id) else {
        // Closed without a result we recorded (cancelled by a moderator): everyone ties.
        store
            .record_places(
                t.id,
                table.round,
                table.table_no,
                &vec![0; table.seats.len()],
            )
            .await?;
        return Ok(true);
    };
    match (state.phase, state.game_no) {
        (TablePhase::Lobby, 0) => {
            let Some(places) = seat_and_start(data, t, table, &state).await? else {
                return Ok(false);
            };
            store
                .record_places(t.id, table.round, table.table_no, &places)
                .await?;
            Ok(true)
        }
        (TablePhase::Playing, _) => Ok(false),
        _ => {
            let places = places_by_seat(table, &state);
            store
                .record_places(t.id, table.round, table.table_no, &places)
                .await?;
            Ok(true)
        }
    }
}

/// Closes every table of the tournament whose result is recorded but which is still open: right
/// after its result (the step that records it calls for another), and again after a restart if
/// a kill -9 came between the two — else its thread would keep a lobby, with Join and Play
/// again, for a day. A table that does not close now is tried again at the next advance.
async fn close_played(data: &Data, t: &StoredTournament) {
    let played = t.tables.iter().filter(|x| x.places.is_some());
    for id in played.filter_map(|x| x.table) {
        let Some(state) = data.service.state(id) else {
            continue;
        };
        if state.phase == TablePhase::Closed {
            continue;
        }
        let close = TableRequest::Cancel {
            by: state.host,
            moderator: true,
        };
        if let Err(error) = data.service.send(id, close, None).await {
            tracing::warn!(table = %id, %error, "a tournament table did not close");
        }
    }
}

/// Edits the tournament's message to show it as stored.
///
/// # Errors
/// The store or Discord failed.
pub async fn show(data: &Data, http: &Http, id: TournamentId) -> Result<(), Error> {
    let Some(t) = data.service.store().tournament(id).await? else {
        return Ok(());
    };
    let Some(message) = t.message_id else {
        return Ok(());
    };
    let (embed, components) = tournament_message(&t, table_options(&t)?.lang);
    super::discord_channel(t.new.channel)
        .edit_message(
            http,
            serenity::MessageId::new(message.max(1) as u64),
            EditMessage::new().embed(embed).components(components),
        )
        .await?;
    Ok(())
}

/// The computer players that fill the empty places of a field, at the tables' level.
#[must_use]
pub fn computers_to_fill(t: &StoredTournament, level: Level) -> Vec<Entrant> {
    let free = usize::from(t.new.players).saturating_sub(t.entrants.len());
    // Named as the tables name them, so a thread and the standings say the same name.
    (1..)
        .filter_map(|n| computer_seat(computer_id(level, n), level))
        .filter(|seat| !t.entrants.iter().any(|e| e.player == seat.player))
        .take(free)
        .map(|seat| Entrant {
            player: seat.player,
            name: seat.name,
            computer: Some(level.name().to_owned()),
            rating: i64::from(START_RATING),
        })
        .collect()
}

/// Follows the tables: when a tournament table's game ends, its tournament advances. At
/// start-up, every tournament still running, and every one with a played table still open,
/// advances once (a kill -9 may have come between two steps).
pub async fn follow(data: Arc<Data>, http: Arc<Http>) {
    let mut notices = data.service.subscribe();
    let store = data.service.store();
    let mut pending = store.live_tournaments().await.unwrap_or_default();
    pending.extend(
        store
            .tournaments_with_tables_to_close()
            .await
            .unwrap_or_default(),
    );
    pending.sort_unstable();
    pending.dedup();
    for id in pending {
        tokio::spawn(advance_retrying(data.clone(), http.clone(), id));
    }
    loop {
        let notice = match notices.recv().await {
            Ok(notice) => notice,
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        };
        if notice.state.phase == TablePhase::Playing || notice.state.game_no == 0 {
            continue;
        }
        let Ok(Some((id, _, _))) = data.service.store().tournament_of_table(notice.table).await
        else {
            continue;
        };
        tokio::spawn(advance_retrying(data.clone(), http.clone(), id));
    }
}

/// Advances tournament `id`; a failure (Discord's answer lost for good, the database away) is
/// tried again after a growing pause, so a round never waits for another table's end or a
/// restart to go on. Advancing twice is harmless: it works from what is stored, under the
/// tournament's lock.
pub async fn advance_retrying(data: Arc<Data>, http: Arc<Http>, id: TournamentId) {
    let mut pause = std::time::Duration::from_secs(2);
    for _ in 0..8 {
        match advance(&data, &http, id).await {
            Ok(()) => return,
            Err(error) => {
                tracing::warn!(tournament = %id, %error, pause_s = pause.as_secs(), "tournament did not advance; trying again");
            }
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(std::time::Duration::from_secs(120));
    }
}
