//! `/rumino-colours`: a player's own colours for the picture of their hand, the same in every
//! server. The table's picture keeps the server's colours: everyone sees it.

use super::{lang, player_id, say, Context, Error};
use crate::{i18n, table::PictureColours};

/// A player's choice of colours for their hand.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum HandColours {
    #[name = "four colours (♦ blue, ♣ green)"]
    #[name_localized("it", "quattro colori (♦ blu, ♣ verde)")]
    Four,
    #[name = "two colours (classic)"]
    #[name_localized("it", "due colori (classico)")]
    Two,
    #[name = "the server's colours"]
    #[name_localized("it", "i colori del server")]
    Server,
}

/// The colours of the picture of your hand, in every server
#[poise::command(
    slash_command,
    rename = "rumino-colours",
    name_localized("it", "rumino-colori"),
    description_localized("it", "I colori dell'immagine della tua mano, in ogni server")
)]
pub async fn rumino_colours(
    ctx: Context<'_>,
    #[description = "Four colours, the classic two, or each server's"]
    #[description_localized("it", "Quattro colori, i due classici, o quelli di ogni server")]
    scheme: HandColours,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let colours = match scheme {
        HandColours::Four => Some(PictureColours::Four),
        HandColours::Two => Some(PictureColours::Two),
        HandColours::Server => None,
    };
    let player = player_id(ctx.author().id);
    match ctx.data().service.set_player_colours(player, colours).await {
        Ok(()) => say(ctx, i18n::hand_colours_saved(lang, colours)).await,
        Err(e) => say(ctx, crate::faces::words::table_error(lang, &e)).await,
    }
}
