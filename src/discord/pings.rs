//! Turn pings at slow tables (turn clocks of [`SLOW_TURN_SECONDS`] or more, where a game may last
//! days): when it becomes a player's turn, a short message in the table's channel that mentions
//! them, so Discord notifies them. Opt-in twice: the server sends them
//! (`/rumino-settings server turn_pings:True`) and the player asked for them (`/rumino-pings`).
//! At most one ping stands per player and table; their move removes it, so the channel does not
//! fill up. A player is pinged at most [`PINGS_PER_HOUR`] times an hour whatever the tables. The
//! ping standing is kept in the store, so a restart still removes it.

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::{Duration, Instant},
};

use poise::serenity_prelude::CreateAllowedMentions;
use serde_json::json;

use super::{lang, player_id, rest::Rest, say, Context, Error};
use crate::{
    i18n,
    ids::PlayerId,
    store::StandingPing,
    table::{TablePhase, TableService, TableState, SLOW_TURN_SECONDS},
};

/// The most pings one player gets in an hour, whatever the tables: far more than slow tables
/// ever ask for, so only a runaway stops here.
const PINGS_PER_HOUR: usize = 20;
const HOUR: Duration = Duration::from_secs(3600);

pub struct Pinger {
    rest: Rest,
    tables: TableService,
    /// When each player was pinged in the last hour.
    sent: Mutex<HashMap<PlayerId, VecDeque<Instant>>>,
    /// One change handled at a time: a ping is posted once.
    busy: tokio::sync::Mutex<()>,
}

impl Pinger {
    #[must_use]
    pub fn new(rest: Rest, tables: TableService) -> Pinger {
        Pinger {
            rest,
            tables,
            sent: Mutex::default(),
            busy: tokio::sync::Mutex::new(()),
        }
    }

    /// Pings the players whose turn `state` makes it, and removes the pings of those it no
    /// longer waits for. Tables with a faster clock are never pinged, and cost nothing here.
    pub async fn on_change(&self, state: &TableState) {
        if state.options.turn_seconds < SLOW_TURN_SECONDS {
            return;
        }
        let _one = self.busy.lock().await;
        let store = self.tables.store();
        let standing = match store.standing_pings(state.id).await {
            Ok(standing) => standing,
            Err(error) => {
                tracing::warn!(%error, "could not read the turn pings");
                return;
            }
        };
        // The turn each player is waited for, by the game's key of it.
        let turn_of = |player: PlayerId| {
            let seat = state.seat_of(player)?;
            let game = state
                .live_game()
                .filter(|_| state.phase == TablePhase::Playing)?;
            crate::faces::screens::attention(game, seat).map(|(key, _)| key)
        };
        let mut kept = Vec::new();
        for (player, ping) in &standing {
            if turn_of(*player).as_ref() == Some(&ping.turn) {
                kept.push(*player);
            } else {
                self.remove(state, *player, ping).await;
            }
        }
        for seat in state.players.iter().filter(|p| p.computer.is_none()) {
            let player = seat.player;
            let Some(turn) = turn_of(player) else {
                continue;
            };
            if !kept.contains(&player) && self.wants(state, player).await {
                self.ping(state, player, turn).await;
            }
        }
    }

    /// Whether `player` is to be pinged at `state`'s table now: the server sends pings, they
    /// asked for them, and they have pings left this hour.
    async fn wants(&self, state: &TableState, player: PlayerId) -> bool {
        let server = self.tables.server_settings(state.guild).await;
        if !server.is_ok_and(|s| s.turn_pings) {
            return false;
        }
        if !self
            .tables
            .store()
            .player_pings(player)
            .await
            .unwrap_or(false)
        {
            return false;
        }
        let mut sent = self
            .sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        let mine = sent.entry(player).or_default();
        while mine
            .front()
            .is_some_and(|at| now.duration_since(*at) >= HOUR)
        {
            mine.pop_front();
        }
        if mine.len() >= PINGS_PER_HOUR {
            return false;
        }
        mine.push_back(now);
        true
    }

    async fn ping(&self, state: &TableState, player: PlayerId, turn: String) {
        let store = self.tables.store();
        let link = super::my_tables::table_link(&self.tables, state).await;
        let lang = state.options.lang;
        let game = crate::faces::screens::title(state);
        let text = i18n::turn_ping(lang, &format!("<@{}>", player.0), &game, &link);
        let mentions = CreateAllowedMentions::new().users([player.0 as u64]);
        let body = json!({ "content": text, "allowed_mentions": mentions });
        let channel = state.channel.0 as u64;
        match self.rest.create_message(channel, &body).await {
            Ok(message) => {
                let ping = StandingPing {
                    channel: state.channel,
                    message,
                    turn,
                };
                if let Err(error) = store.ping_stands(state.id, player, &ping).await {
                    tracing::warn!(%error, "a turn ping was sent but not recorded");
                }
            }
            Err(error) => tracing::debug!(%error, "could not send a turn ping"),
        }
    }

    /// Removes a ping whose turn is over (or whose message is already gone).
    async fn remove(&self, state: &TableState, player: PlayerId, ping: &StandingPing) {
        let channel = ping.channel.0 as u64;
        if let Err(error) = self.rest.delete_message(channel, ping.message).await {
            if !error.is_unknown_message() {
                tracing::debug!(%error, "could not remove a turn ping; it is tried again");
                return;
            }
        }
        if let Err(error) = self.tables.store().ping_removed(state.id, player).await {
            tracing::warn!(%error, "a turn ping was removed but is still recorded");
        }
    }
}

/// Whether to be pinged on your turn at slow tables, in every server that sends them
#[poise::command(
    slash_command,
    rename = "rumino-pings",
    name_localized("it", "rumino-menzioni"),
    description_localized(
        "it",
        "Se ricevere una menzione al tuo turno nei tavoli lenti, in ogni server che le invia"
    )
)]
pub async fn rumino_pings(
    ctx: Context<'_>,
    #[description = "True: ping me on my turn at slow tables; False: never"]
    #[description_localized("it", "Sì: menzionami al mio turno nei tavoli lenti; No: mai")]
    on: bool,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let player = player_id(ctx.author().id);
    let data = ctx.data();
    if let Err(e) = data.service.store().set_player_pings(player, on).await {
        let e = crate::table::TableError::logged("saving turn pings", &e);
        return say(ctx, crate::faces::words::table_error(lang, &e)).await;
    }
    let server = match ctx.guild_id() {
        Some(guild) => data
            .service
            .server_settings(super::guild_id(guild))
            .await
            .ok()
            .map(|s| s.turn_pings),
        None => None,
    };
    say(ctx, i18n::pings_saved(lang, on, server)).await
}
