//! The public table message: the lobby's seats and buttons, or the game in play (drawn by the
//! game's screens, `games/<game>/faces/screens.rs`: scores, whose turn with a live countdown, the
//! discard, the last actions, the last hand shown). Pure: state in, message out. It never shows a
//! hand that is in play.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
};

use super::{clip, COLOR_LOBBY, COLOR_OVER, COLOR_PLAYING};
use crate::{
    faces::{
        custom_id::{CustomId, ReplayStep, ReplayTo, TableButton},
        screens::{self, Panel},
    },
    i18n::{self, tx, Tx},
    store::RatingChange,
    table::{TablePhase, TableState},
};

/// The table message's embed and buttons.
pub struct TableMessage {
    pub embed: CreateEmbed,
    pub components: Vec<CreateActionRow>,
}

fn countdown(state: &TableState) -> Option<String> {
    state
        .timer
        .map(|t| format!("<t:{}:R>", t.at_ms.div_euclid(1000)))
}

fn button(state: &TableState, b: TableButton, label: &Tx<'_>, style: ButtonStyle) -> CreateButton {
    CreateButton::new(CustomId::table(state.id, b).encode())
        .label(tx(state.options.lang, label))
        .style(style)
}

/// Renders the table message for `state`, in the table's language (the server's: everyone at the
/// table reads it).
#[must_use]
pub fn table_message(state: &TableState) -> TableMessage {
    table_message_rated(state, &[], false)
}

/// [`table_message`], with what the last game did to its members' ratings (`rated`, from the
/// store: the game's state does not hold ratings) under its result; `share`: with a button that
/// gives the last game's players a link to its page (where the bot serves pages).
#[must_use]
pub fn table_message_rated(
    state: &TableState,
    rated: &[RatingChange],
    share: bool,
) -> TableMessage {
    let lang = state.options.lang;
    let title = screens::title(state);
    let mut lines: Vec<String> = Vec::new();
    let mut embed = CreateEmbed::new().title(title);
    let components;
    match state.phase {
        TablePhase::Lobby | TablePhase::Closed => {
            if let Some(game) = &state.game {
                embed = add_panel(embed, &mut lines, screens::finished(state, game));
                if !rated.is_empty() {
                    lines.push(tx(lang, &Tx::RatingChanges(&rating_list(state, rated))));
                }
                if game.settlement().is_some_and(|s| !s.refunded) {
                    let id = i18n::game_id(state.id.0, state.game_no);
                    lines.push(i18n::replay_hint(lang, &id));
                }
            }
            lines.push(tx(
                lang,
                &Tx::SeatsHeader {
                    taken: state.lobby.len(),
                    seats: state.options.seats,
                    host: state.name_of(state.host),
                },
            ));
            for (i, s) in state.lobby.iter().enumerate() {
                lines.push(format!("{}. {}", i + 1, i18n::seat_name(lang, s)));
            }
            if state.phase == TablePhase::Closed {
                lines.push(tx(lang, &Tx::TableClosed));
                components = Vec::new();
            } else {
                if let Some(t) = countdown(state) {
                    lines.push(tx(lang, &Tx::ClosesUnlessStarted(&t)));
                }
                let finished = state
                    .game
                    .as_ref()
                    .and_then(|g| g.settlement())
                    .is_some_and(|s| !s.refunded);
                components = vec![lobby_buttons(state, share && finished)];
            }
            embed = embed.color(if state.phase == TablePhase::Closed {
                COLOR_OVER
            } else {
                COLOR_LOBBY
            });
        }
        TablePhase::Playing => {
            if let Some(game) = state.live_game() {
                embed = add_panel(embed, &mut lines, screens::playing(state, game));
            }
            if !state.guild.is_server() {
                lines.push(i18n::catches_up_at_clicks(lang).to_owned());
            }
            components = vec![CreateActionRow::Buttons(vec![button(
                state,
                TableButton::ShowHand,
                &Tx::ShowMyHand,
                ButtonStyle::Primary,
            )])];
            embed = embed.color(COLOR_PLAYING);
        }
    }
    let footer = screens::footer(state);
    TableMessage {
        embed: embed
            .description(clip(&lines.join("\n"), 4096))
            .footer(CreateEmbedFooter::new(footer)),
        components,
    }
}

/// The lobby's buttons: Join, Leave, Add a computer, and Start (Play again after a game); after a
/// finished game, Share when `share`.
fn lobby_buttons(state: &TableState, share: bool) -> CreateActionRow {
    let again = state.game_no > 0;
    let mut buttons = vec![
        button(state, TableButton::Join, &Tx::Join, ButtonStyle::Success),
        button(
            state,
            TableButton::Leave,
            &Tx::Leave,
            ButtonStyle::Secondary,
        ),
        button(
            state,
            TableButton::AddComputer,
            &Tx::AddComputer,
            ButtonStyle::Secondary,
        ),
        button(
            state,
            TableButton::Start,
            if again { &Tx::PlayAgain } else { &Tx::Start },
            ButtonStyle::Primary,
        ),
    ];
    if share {
        let id = ReplayStep {
            table: state.id,
            game_no: state.game_no,
            to: ReplayTo::Share,
        };
        buttons.push(
            CreateButton::new(id.encode())
                .label(i18n::share_button(state.options.lang))
                .style(ButtonStyle::Secondary),
        );
    }
    CreateActionRow::Buttons(buttons)
}

/// `**Anna** 1216 (+16) · **Bob** 1184 (-16)`, best place first.
fn rating_list(state: &TableState, rated: &[RatingChange]) -> String {
    let lang = state.options.lang;
    let items: Vec<String> = rated
        .iter()
        .map(|c| {
            let name = state
                .seat_of(c.player)
                .map_or("?".into(), |seat| i18n::game_seat_name(lang, state, seat));
            let sign = if c.change < 0 { "" } else { "+" };
            let change = i18n::chips(lang, c.change);
            let after = i18n::chips(lang, c.after());
            format!("**{name}** {after} ({sign}{change})")
        })
        .collect();
    items.join(" · ")
}

fn add_panel(embed: CreateEmbed, lines: &mut Vec<String>, panel: Panel) -> CreateEmbed {
    lines.extend(panel.lines);
    match panel.field {
        Some((name, value)) => embed.field(name, value, false),
        None => embed,
    }
}
