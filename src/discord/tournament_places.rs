//! Where the Discord adapter plays a tournament's tables, and how it shows the tournament:
//! each table in a thread of the tournament's channel (found again after a kill -9, see
//! `tournament_thread`), with the table's message posted there as it opens; the tournament's
//! message edited in place. Everything else — pairing, seating, results, the payout — is the
//! tournament service's: this adapter hands it these places, and forwards to it the tables'
//! ends (through [`follow`]) and the buttons' presses.

use std::sync::Arc;

use poise::serenity_prelude::{self as serenity, CreateMessage, EditMessage, Http};

use super::{
    discord_channel, tournament_thread::table_thread, tournament_view::tournament_message, Data,
};
use crate::{
    ids::ChannelId,
    store::StoredTournament,
    table::TableState,
    tournament::{entry::table_options, PlaceError, TournamentId, TournamentPlaces},
};

/// A tournament's places on Discord.
pub struct DiscordPlaces {
    data: Arc<Data>,
    http: Arc<Http>,
}

impl TournamentPlaces for DiscordPlaces {
    async fn place_for_table(
        &self,
        t: &StoredTournament,
        round: u32,
        table_no: u32,
    ) -> Result<ChannelId, PlaceError> {
        let lang = crate::tournament::entry::table_options(t)?.lang;
        let name = crate::i18n::thread_name(lang, t.id.0, round, table_no);
        table_thread(&self.http, t, name).await
    }

    /// Posts the table's message in its thread, and has the renderer keep it up to date.
    async fn table_opened(&self, state: &TableState) -> Result<(), PlaceError> {
        let view = super::views::table_message(state);
        let message = discord_channel(state.channel)
            .send_message(
                &self.http,
                CreateMessage::new()
                    .embed(view.embed)
                    .components(view.components),
            )
            .await?;
        self.data
            .renderer
            .set_message(state.id, message.channel_id.get(), message.id.get());
        self.data
            .service
            .store()
            .set_message_id(state.id, Some(message.id.get() as i64))
            .await?;
        Ok(())
    }

    /// Edits the tournament's message to show it as stored.
    async fn show(&self, t: &StoredTournament) -> Result<(), PlaceError> {
        let Some(message) = t.message_id else {
            return Ok(());
        };
        let (embed, components) = tournament_message(t, table_options(t)?.lang);
        let page = crate::web::paths::tournament(t.new.guild, t.id);
        let embed = match super::web_link(&self.data, t.new.guild, &page).await {
            Some(url) => embed.url(url),
            None => embed,
        };
        discord_channel(t.new.channel)
            .edit_message(
                &self.http,
                serenity::MessageId::new(message.max(1) as u64),
                EditMessage::new().embed(embed).components(components),
            )
            .await?;
        Ok(())
    }
}

/// Has the tournament service follow the tables, with its tournaments shown on Discord.
pub async fn follow(data: Arc<Data>, http: Arc<Http>) {
    let service = data.tournaments.clone();
    service.follow(Arc::new(DiscordPlaces { data, http })).await;
}

/// Advances tournament `id`, again after a growing pause while it fails
/// ([`TournamentService::advance_retrying`](crate::tournament::TournamentService::advance_retrying)).
pub async fn advance_retrying(data: Arc<Data>, http: Arc<Http>, id: TournamentId) {
    let service = data.tournaments.clone();
    let places = DiscordPlaces { data, http };
    service.advance_retrying(&places, id).await;
}
