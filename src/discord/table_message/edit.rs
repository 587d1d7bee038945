//! One edit of a table's message: its view with the last game's rating changes and its
//! result's page, its picture when the server wants pictures and the channel allows them, sent
//! with the bot's token or through an interaction's.

use std::sync::{Arc, PoisonError};

use poise::serenity_prelude::EditMessage;

use super::{At, Renderer, Slot};
use crate::{
    discord::{
        rest::RestError,
        table_picture::{self, Plan, Shown, TablePicture},
        views::table_message_rated,
    },
    latency::{self, Stage},
    pictures::Look,
    store::RatingChange,
    table::{PictureColours, TablePhase, TableState},
};

impl Renderer {
    /// What the table's last game did to ratings, if it finished and its game keeps ratings.
    /// A failed read is logged and shows nothing, as it changes nothing.
    pub(super) async fn rated(&self, slot: &Slot, state: &TableState) -> Arc<Vec<RatingChange>> {
        let finished = state.phase != TablePhase::Playing && state.game.is_some();
        if !finished || !state.options.game.kind().rated() {
            return Arc::default();
        }
        if let Some((game_no, rated)) = &*slot.rated.lock().unwrap_or_else(PoisonError::into_inner)
        {
            if *game_no == state.game_no {
                return rated.clone();
            }
        }
        match self
            .store
            .rating_changes(state.id, i64::from(state.game_no))
            .await
        {
            Ok(rated) => {
                let rated = Arc::new(rated);
                *slot.rated.lock().unwrap_or_else(PoisonError::into_inner) =
                    Some((state.game_no, rated.clone()));
                rated
            }
            Err(error) => {
                tracing::warn!(table = %state.id, %error, "could not read the rating changes");
                Arc::default()
            }
        }
    }

    /// The colours of `state`'s picture when its message may show one (the server wants
    /// pictures, and the channel is not known to refuse files), and whether the message gets
    /// the admin's hint instead.
    pub(super) async fn pictures_allowed_in(
        &self,
        slot: &Slot,
        state: &TableState,
    ) -> (Option<Look>, bool) {
        let (wanted, colours) = match self.service.server_settings(state.guild).await {
            Ok(settings) => (settings.pictures, settings.picture_colours),
            Err(error) => {
                tracing::warn!(table = %state.id, %error, "could not read the server settings");
                (true, PictureColours::default())
            }
        };
        let attach = *slot.attach.lock().unwrap_or_else(PoisonError::into_inner);
        let hint = wanted && attach == Some(false);
        let look = (wanted && !hint).then(|| table_picture::look(colours));
        (look, hint)
    }

    /// Edits the table message to `state`, with its picture when the server wants pictures and
    /// the channel allows them; a 403 on an upload marks the channel as text only and the edit
    /// is made again without the picture.
    pub(super) async fn show_once(
        &self,
        slot: &Slot,
        state: &Arc<TableState>,
        at: At<'_>,
        picture: &mut TablePicture,
    ) -> Result<(), RestError> {
        let (look, hint) = self.pictures_allowed_in(slot, state).await;
        let plan = if let Some(look) = look {
            picture.plan(state, look, &self.painter)
        } else {
            picture.clear();
            Plan::None
        };
        let uploading = matches!(plan, Plan::Upload(..));
        let edited = match self.edit(slot, state, at, plan, hint).await {
            Err(RestError::Status { status: 403, body }) if uploading && body.contains("50013") => {
                tracing::info!(table = %state.id, "no Attach Files permission: the table is text only");
                *slot.attach.lock().unwrap_or_else(PoisonError::into_inner) = Some(false);
                picture.clear();
                self.edit(slot, state, at, Plan::None, true).await
            }
            edited => edited,
        };
        // After a failed edit the message's picture is not known: drawn again when owed.
        picture.shown(edited.as_ref().ok().copied().flatten());
        edited.map(drop)
    }

    /// The page of the game whose result `state` shows, where the bot serves pages and the
    /// server shows its own.
    async fn result_page(&self, state: &TableState) -> Option<String> {
        let links = self.web.as_ref()?;
        let finished = state.phase != crate::table::TablePhase::Playing
            && state
                .game
                .as_ref()
                .and_then(|g| g.settlement())
                .is_some_and(|s| !s.refunded);
        if !finished || !self.service.server_settings(state.guild).await.ok()?.web {
            return None;
        }
        let at = crate::web::paths::GameAt::Server {
            guild: state.guild,
            table: state.id,
            game_no: state.game_no,
        };
        Some(links.to(&at.path()))
    }

    /// One edit of the table message to `state` with `picture`, and the admin's hint in the
    /// footer when `hint`; returns the picture it shows.
    async fn edit(
        &self,
        slot: &Slot,
        state: &TableState,
        (channel, message, via): At<'_>,
        picture: Plan,
        hint: bool,
    ) -> Result<Option<Shown>, RestError> {
        let rated = self.rated(slot, state).await;
        let view = table_message_rated(state, &rated, self.web.is_some());
        let embed = match self.result_page(state).await {
            Some(url) => view.embed.url(url),
            None => view.embed,
        };
        let body = EditMessage::new()
            .content("")
            .embed(embed)
            .components(view.components);
        let mut body = serde_json::to_value(&body).unwrap_or_default();
        let shown = match &picture {
            Plan::None => None,
            Plan::Keep(key, id) => Some((*key, Some(*id))),
            Plan::Upload(key, ..) => Some((*key, None)),
        };
        let files = table_picture::apply(picture, &mut body);
        if hint {
            table_picture::add_hint(&mut body, state.options.lang);
        }
        let editing = latency::start();
        let rest = &self.rest;
        let edited = match (via, files.is_empty()) {
            (None, true) => rest
                .edit_message(channel, message, &body)
                .await
                .map(|()| None),
            (None, false) => rest
                .edit_message_files(channel, message, &body, &files)
                .await
                .map(|answer| table_picture::attachment_id(&answer)),
            (Some(t), true) => rest
                .edit_interaction_message(t.application, &t.token, Some(message), &body)
                .await
                .map(|()| None),
            (Some(t), false) => rest
                .edit_interaction_message_files(
                    t.application,
                    &t.token,
                    Some(message),
                    &body,
                    &files,
                )
                .await
                .map(|answer| table_picture::attachment_id(&answer)),
        };
        latency::done(Stage::TableEdit, editing);
        let uploaded = edited?;
        Ok(shown.map(|(key, kept)| Shown {
            key,
            attachment: kept.or(uploaded),
        }))
    }
}
