//! The public table message: seats, scores, pool, whose turn with a live countdown, the discard,
//! the last actions, the last hand shown (R18) and the buttons of the moment. Pure: state in,
//! message out. It never shows a hand that is in play.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
};

use super::{clip, COLOR_LOBBY, COLOR_OVER, COLOR_PLAYING};
use crate::{
    discord::custom_id::{CustomId, TableButton},
    rumino::{Phase, PhaseKind},
    table::{
        describe_game_over, describe_hand_end, describe_hands, describe_move, TablePhase,
        TableState, TimerKind,
    },
};

/// How many recent moves the table message lists.
const LAST_ACTIONS: usize = 5;

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

fn button(state: &TableState, b: TableButton, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(CustomId::table(state.id, b).encode())
        .label(label)
        .style(style)
}

/// Renders the table message for `state`.
#[must_use]
pub fn table_message(state: &TableState) -> TableMessage {
    let stake = state.options.game.stake;
    let title = if stake == 0 {
        "Rumino — friendly game".to_owned()
    } else {
        format!("Rumino — stake {stake} chips")
    };
    let mut lines: Vec<String> = Vec::new();
    let mut embed = CreateEmbed::new().title(title);
    let components;
    match state.phase {
        TablePhase::Lobby | TablePhase::Closed => {
            if let Some(game) = &state.game {
                if let Some(result) = game.result() {
                    lines.push(format!("🏆 **{}**", describe_game_over(state, result)));
                }
                if let Some(last) = &game.last_hand {
                    embed = embed.field(
                        clip(&describe_hand_end(state, last), 256),
                        clip(&describe_hands(state, last).join("\n"), 1024),
                        false,
                    );
                }
            }
            lines.push(format!(
                "**Seats** ({}/{}) — host: {}",
                state.seats.len(),
                state.options.seats,
                state.name_of(state.host)
            ));
            for (i, s) in state.seats.iter().enumerate() {
                lines.push(format!("{}. {}", i + 1, s.name));
            }
            if state.phase == TablePhase::Closed {
                lines.push("This table is closed. Open a new one with `/rumino start`.".to_owned());
                components = Vec::new();
            } else {
                let again = state.game_no > 0;
                if let Some(t) = countdown(state) {
                    lines.push(format!("Closes {t} unless the host starts a game."));
                }
                components = vec![CreateActionRow::Buttons(vec![
                    button(state, TableButton::Join, "Join", ButtonStyle::Success),
                    button(state, TableButton::Leave, "Leave", ButtonStyle::Secondary),
                    button(
                        state,
                        TableButton::AddComputer,
                        "Add computer player",
                        ButtonStyle::Secondary,
                    ),
                    button(
                        state,
                        TableButton::Start,
                        if again { "Play again" } else { "Start" },
                        ButtonStyle::Primary,
                    ),
                ])];
            }
            embed = embed.color(if state.phase == TablePhase::Closed {
                COLOR_OVER
            } else {
                COLOR_LOBBY
            });
        }
        TablePhase::Playing => {
            playing_lines(state, &mut lines, &mut embed);
            components = vec![CreateActionRow::Buttons(vec![button(
                state,
                TableButton::ShowHand,
                "Show my hand",
                ButtonStyle::Primary,
            )])];
            embed = embed.color(COLOR_PLAYING);
        }
    }
    let footer = format!(
        "Table {} · knock at {} or less{}",
        state.id,
        state.options.game.knock_limit,
        if state.options.game.ace_high {
            " · Q-K-A allowed"
        } else {
            ""
        }
    );
    TableMessage {
        embed: embed
            .description(clip(&lines.join("\n"), 4096))
            .footer(CreateEmbedFooter::new(footer)),
        components,
    }
}

fn playing_lines(state: &TableState, lines: &mut Vec<String>, embed: &mut CreateEmbed) {
    let Some(game) = state.live_game() else {
        return;
    };
    let view = game.view(None);
    let hand = game.hand();
    for (i, seat) in view.seats.iter().enumerate() {
        let marker = if view.turn == Some(i) { "▶ " } else { "" };
        let status = if seat.forfeited {
            " — left".to_owned()
        } else if seat.eliminated {
            " — out".to_owned()
        } else if hand.is_some() {
            format!(" · {} cards", seat.cards)
        } else {
            String::new()
        };
        let rebuys = if seat.rebuys > 0 {
            format!(" · rebuys {}", seat.rebuys)
        } else {
            String::new()
        };
        lines.push(format!(
            "{marker}{}. **{}** — {} pts{status}{rebuys}",
            i + 1,
            state.player_name(i),
            seat.score
        ));
    }
    lines.push(format!(
        "Pool: **{}** chips · hand {}",
        view.pool, view.hand_no
    ));
    match (&game.phase, hand) {
        (Phase::Playing { .. }, Some(h)) => {
            let when = match state.timer {
                Some(t) if matches!(t.kind, TimerKind::TurnClock { .. }) => {
                    format!(" — time runs out {}", countdown(state).unwrap_or_default())
                }
                _ => String::new(),
            };
            lines.push(format!("Turn: **{}**{when}", state.player_name(h.turn)));
            let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
            lines.push(format!(
                "Discard: **{top}** · stock: {} cards · dealer: {}",
                view.stock_size,
                state.player_name(h.dealer)
            ));
            let recent: Vec<String> = h
                .moves
                .iter()
                .rev()
                .take(LAST_ACTIONS)
                .rev()
                .map(|m| format!("• {}", describe_move(state, m)))
                .collect();
            if !recent.is_empty() {
                lines.push(String::new());
                lines.extend(recent);
            }
        }
        (Phase::Rebuys { offers }, _) => {
            let names: Vec<&str> = offers.iter().map(|&s| state.player_name(s)).collect();
            lines.push(format!(
                "Waiting for rebuy decisions: {} — window closes {}",
                names.join(", "),
                countdown(state).unwrap_or_default()
            ));
        }
        _ => {}
    }
    if let (Some(last), PhaseKind::Playing | PhaseKind::Rebuys | PhaseKind::AwaitingDeal) =
        (&game.last_hand, view.phase)
    {
        if view.moves.len() < 3 {
            let title = format!("Last hand: {}", describe_hand_end(state, last));
            *embed = embed.clone().field(
                clip(&title, 256),
                clip(&describe_hands(state, last).join("\n"), 1024),
                false,
            );
        }
    }
}
