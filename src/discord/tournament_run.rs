//! Running a tournament: each round's tables opened by the bot itself through the table service,
//! each in its own thread of the tournament's channel, seated in the order the pairing gave;
//! each table's result recorded as its game ends, then the table closed; the next round seated
//! when the last table of a round has a result; the end paid out by the final standings.
//!
//! Every step is written before the next is taken, and [`advance`] only looks at what is stored
//! and at the tables' state, so it can run again at any moment — after a kill -9 it picks up
//! where the store says: a thread without a table gets one, a table short of players is seated,
//! a finished game whose result was not recorded is recorded. One advance per tournament runs at
//! a time.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock, PoisonError},
};

use poise::serenity_prelude::{
    self as serenity, ChannelType, CreateMessage, CreateThread, EditMessage, Http,
};

use super::{tournament_view::tournament_message, Data, Error};
use crate::{
    games::{rating::START_RATING, Level},
    i18n,
    ids::{ChannelId, PlayerId},
    store::{StoredTournament, TournamentStatus, TournamentTable},
    table::{computer_id, computer_seat, SeatInfo, TableOptions, TablePhase, TableRequest},
    tournament::{pairing, payout, standings, Entrant, Format, Played, TournamentId},
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

/// The tables' options as stored with the tournament.
fn table_options(t: &StoredTournament) -> Result<TableOptions, Error> {
    Ok(serde_json::from_str(&t.new.options)?)
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

/// The seat of `player` at a table: who they are to the table service.
fn seat_info(t: &StoredTournament, player: PlayerId) -> SeatInfo {
    let entrant = t.entrants.iter().find(|e| e.player == player);
    SeatInfo {
        player,
        name: entrant.map_or_else(|| player.to_string(), |e| e.name.clone()),
        computer: entrant
            .and_then(|e| e.computer.as_deref())
            .map(|l| l.parse().unwrap_or(Level::Normal)),
    }
}

/// Opens, seats and starts one table of the round, as far as it is not yet; records its result
/// once its game has ended, then closes it. True if a result was recorded.
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
            let builder = CreateThread::new(name).kind(ChannelType::PublicThread);
            let made = super::discord_channel(t.new.channel)
                .create_thread(http, builder)
                .await?;
            let thread = super::channel_id(made.id);
            store
                .set_tournament_table(t.id, table.round, table.table_no, thread, None)
                .await?;
            thread
        }
    };
    let table_id = match table.table.or_else(|| data.service.table_in(thread)) {
        Some(id) => id,
        None => open_table(data, http, t, table, thread).await?,
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
            for &player in &table.seats[state.lobby.len().min(table.seats.len())..] {
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
                data.service.send(table_id, request, None).await?;
            }
            data.service
                .send(table_id, TableRequest::Start { by: state.host }, None)
                .await?;
            Ok(false)
        }
        (TablePhase::Playing, _) => Ok(false),
        _ => {
            let places = state
                .game
                .as_ref()
                .and_then(crate::games::AnyGame::places)
                .unwrap_or_else(|| vec![0; table.seats.len()]);
            store
                .record_places(t.id, table.round, table.table_no, &places)
                .await?;
            let close = TableRequest::Cancel {
                by: state.host,
                moderator: true,
            };
            if let Err(error) = data.service.send(table_id, close, None).await {
                tracing::warn!(table = %table_id, %error, "a tournament table did not close");
            }
            Ok(true)
        }
    }
}

/// Opens a table in `thread` with the table's first seat as its host, and posts its message.
async fn open_table(
    data: &Data,
    http: &Http,
    t: &StoredTournament,
    table: &TournamentTable,
    thread: ChannelId,
) -> Result<crate::ids::TableId, Error> {
    let mut options = table_options(t)?;
    options.seats = u8::try_from(table.seats.len()).unwrap_or(options.seats);
    // The table waits for the tournament, not for a lobby clock.
    options.lobby_seconds = 86_400;
    let host = seat_info(t, table.seats[0]);
    let state = data
        .service
        .open(t.new.guild, thread, host, options)
        .await?;
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
    Ok(state.id)
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
/// start-up, every tournament still running advances once (a kill -9 may have come between two
/// steps).
pub async fn follow(data: Arc<Data>, http: Arc<Http>) {
    let mut notices = data.service.subscribe();
    if let Ok(live) = data.service.store().live_tournaments().await {
        for id in live {
            if let Err(error) = advance(&data, &http, id).await {
                tracing::warn!(tournament = %id, %error, "tournament did not advance");
            }
        }
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
        let (data, http) = (data.clone(), http.clone());
        tokio::spawn(async move {
            if let Err(error) = advance(&data, &http, id).await {
                tracing::warn!(tournament = %id, %error, "tournament did not advance");
            }
        });
    }
}
