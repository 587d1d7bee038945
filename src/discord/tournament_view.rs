//! A tournament's message: the terms, then who signed up, the standings (Swiss) or the bracket
//! (knockout) round by round, and the sign-up and start buttons while it takes sign-ups. A pure
//! function of the stored tournament, edited in place as it changes.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed};

use super::views::{clip, COLOR_LOBBY, COLOR_OVER, COLOR_PLAYING};
use crate::{
    faces::{
        custom_id::{TournamentButton, TournamentClick},
        tournament::{tournament_text, Threads},
    },
    i18n::{self, Lang},
    store::{StoredTournament, TournamentStatus},
};

/// The tournament's message.
pub fn tournament_message(t: &StoredTournament, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
    let over = t.status == TournamentStatus::Finished;
    let text = tournament_text(t, lang, Threads::Mentioned);
    let colour = match t.status {
        TournamentStatus::SignUp => COLOR_LOBBY,
        TournamentStatus::Running => COLOR_PLAYING,
        _ => COLOR_OVER,
    };
    let embed = CreateEmbed::new()
        .title(clip(
            &i18n::tournament_title(lang, t.new.game, t.new.format),
            256,
        ))
        .description(clip(&text, 4096))
        .color(colour);
    (
        embed,
        if over {
            Vec::new()
        } else {
            vec![buttons(t, lang)]
        },
    )
}

/// Sign up and Start, pressable while sign-up is open.
fn buttons(t: &StoredTournament, lang: Lang) -> CreateActionRow {
    let open = t.status == TournamentStatus::SignUp;
    let button = |b: TournamentButton, label: &str, style| {
        CreateButton::new(
            TournamentClick {
                tournament: t.id,
                button: b,
            }
            .encode(),
        )
        .label(label)
        .style(style)
        .disabled(!open)
    };
    CreateActionRow::Buttons(vec![
        button(
            TournamentButton::SignUp,
            i18n::sign_up_button(lang),
            ButtonStyle::Success,
        ),
        button(
            TournamentButton::Start,
            i18n::start_button(lang),
            ButtonStyle::Primary,
        ),
    ])
}
