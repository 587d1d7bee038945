//! Interactions serenity cannot read. A dispatch that does not fit serenity's model (an integer
//! option holding text, a number too large for 64 bits, a select without values) reaches neither
//! poise nor our router: serenity hands it over only as an unknown event. It still has an id and a
//! token, so it is answered here, privately, in the player's language, naming the bad option when
//! the command's registration tells which one it is.

use poise::serenity_prelude::{
    self as serenity, CreateInteractionResponse, CreateInteractionResponseMessage, Event,
    InteractionId,
};
use serde_json::Value;

use super::option_check;
use crate::i18n::{self, Lang};

/// Interaction types (Discord's `type`).
const APPLICATION_COMMAND: u64 = 2;
const MESSAGE_COMPONENT: u64 = 3;
const MODAL_SUBMIT: u64 = 5;

/// serenity's raw event hook: answers the interactions it could not read.
pub struct Unparsed;

#[serenity::async_trait]
impl serenity::RawEventHandler for Unparsed {
    async fn raw_event(&self, ctx: serenity::Context, event: Event) {
        if let Event::Unknown(unknown) = event {
            if unknown.kind == "INTERACTION_CREATE" {
                // serenity holds it as its own JSON value: read it as everything else here.
                let value = serde_json::to_value(&unknown.value).unwrap_or_default();
                answer(&ctx.http, &value).await;
            }
        }
    }
}

/// What to tell the player who sent this unreadable interaction; `None` when it cannot get a
/// message (a ping or an autocomplete request).
#[must_use]
pub fn reply_text(interaction: &Value) -> Option<String> {
    let lang = Lang::from_locale(interaction["locale"].as_str().unwrap_or_default());
    match interaction["type"].as_u64()? {
        APPLICATION_COMMAND => Some(
            match option_check::check_interaction(
                option_check::registered(),
                &interaction["data"],
                lang,
            ) {
                Err(refusal) => i18n::option_refused(lang, &refusal),
                Ok(()) => i18n::unreadable_options(lang).to_owned(),
            },
        ),
        MESSAGE_COMPONENT | MODAL_SUBMIT => Some(i18n::unreadable_interaction(lang).to_owned()),
        _ => None,
    }
}

async fn answer(http: &serenity::Http, interaction: &Value) {
    let id = interaction["id"]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok())
        .filter(|id| *id != 0);
    let token = interaction["token"].as_str();
    let (Some(id), Some(token), Some(text)) = (id, token, reply_text(interaction)) else {
        tracing::warn!("an interaction serenity could not read went unanswered");
        return;
    };
    tracing::warn!(
        interaction = id,
        data = %interaction["data"],
        "answering an interaction serenity could not read"
    );
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    if let Err(error) = http
        .create_interaction_response(InteractionId::new(id), token, &response, Vec::new())
        .await
    {
        tracing::warn!(%error, "could not answer an unreadable interaction");
    }
}
