//! The public table message: seats, scores, pool, whose turn with a live countdown, the discard,
//! the last actions, the last hand shown (R18) and the buttons of the moment. Pure: state in,
//! message out. It never shows a hand that is in play.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
};

use super::{clip, COLOR_LOBBY, COLOR_OVER, COLOR_PLAYING};
use crate::{
    discord::custom_id::{CustomId, TableButton},
    games::rumino::{Phase, PhaseKind},
    games::{AnyGame, AnyOptions},
    i18n::{
        self, describe_game_over, describe_hand_end, describe_hands, describe_move, tx, Lang, Tx,
    },
    table::{TablePhase, TableState, TimerKind},
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

fn button(state: &TableState, b: TableButton, label: &Tx<'_>, style: ButtonStyle) -> CreateButton {
    CreateButton::new(CustomId::table(state.id, b).encode())
        .label(tx(state.options.lang, label))
        .style(style)
}

/// Renders the table message for `state`, in the table's language (the server's: everyone at the
/// table reads it).
#[must_use]
pub fn table_message(state: &TableState) -> TableMessage {
    let lang = state.options.lang;
    let stake = state.options.game.stake();
    let title = if stake == 0 {
        tx(lang, &Tx::FriendlyGame)
    } else {
        tx(lang, &Tx::StakeTitle(stake))
    };
    let mut lines: Vec<String> = Vec::new();
    let mut embed = CreateEmbed::new().title(title);
    let components;
    match state.phase {
        TablePhase::Lobby | TablePhase::Closed => {
            if let Some(AnyGame::Rummy(game)) = &state.game {
                let (finished, field) = super::rummy::finished_lines(state, game);
                lines.extend(finished);
                if let Some((name, value)) = field {
                    embed = embed.field(name, value, false);
                }
            }
            if let Some(AnyGame::Rumino(game)) = &state.game {
                if let Some(result) = game.result() {
                    lines.push(format!(
                        "🏆 **{}**",
                        describe_game_over(lang, state, result)
                    ));
                }
                if let Some(last) = &game.last_hand {
                    embed = embed.field(
                        clip(&describe_hand_end(lang, state, last), 256),
                        clip(&describe_hands(lang, state, last).join("\n"), 1024),
                        false,
                    );
                }
            }
            lines.push(tx(
                lang,
                &Tx::SeatsHeader {
                    taken: state.seats.len(),
                    seats: state.options.seats,
                    host: state.name_of(state.host),
                },
            ));
            for (i, s) in state.seats.iter().enumerate() {
                lines.push(format!("{}. {}", i + 1, i18n::seat_name(lang, s)));
            }
            if state.phase == TablePhase::Closed {
                lines.push(tx(lang, &Tx::TableClosed));
                components = Vec::new();
            } else {
                let again = state.game_no > 0;
                if let Some(t) = countdown(state) {
                    lines.push(tx(lang, &Tx::ClosesUnlessStarted(&t)));
                }
                components = vec![CreateActionRow::Buttons(vec![
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
                &Tx::ShowMyHand,
                ButtonStyle::Primary,
            )])];
            embed = embed.color(COLOR_PLAYING);
        }
    }
    let footer = match state.options.game {
        AnyOptions::Rumino(o) => tx(
            lang,
            &Tx::Footer {
                table: state.id.0,
                knock: o.knock_limit,
                ace_high: o.ace_high,
                undercut: o.undercut_penalty,
            },
        ),
        AnyOptions::Rummy(o) => tx(
            lang,
            &Tx::RummyFooter {
                table: state.id.0,
                ace_high: o.ace_high,
            },
        ),
    };
    TableMessage {
        embed: embed
            .description(clip(&lines.join("\n"), 4096))
            .footer(CreateEmbedFooter::new(footer)),
        components,
    }
}

fn playing_lines(state: &TableState, lines: &mut Vec<String>, embed: &mut CreateEmbed) {
    let lang: Lang = state.options.lang;
    let game = match state.live_game() {
        Some(AnyGame::Rumino(game)) => game,
        Some(AnyGame::Rummy(game)) => {
            lines.extend(super::rummy::playing_lines(state, game));
            return;
        }
        None => return,
    };
    let view = game.view(None);
    let hand = game.hand();
    for (i, seat) in view.seats.iter().enumerate() {
        let marker = if view.turn == Some(i) { "▶ " } else { "" };
        let mut status = if seat.forfeited {
            tx(lang, &Tx::SeatLeft)
        } else if seat.eliminated {
            tx(lang, &Tx::SeatOut)
        } else if hand.is_some() {
            tx(lang, &Tx::SeatCards(seat.cards))
        } else {
            String::new()
        };
        if seat.rebuys > 0 {
            status.push_str(&tx(lang, &Tx::SeatRebuys(seat.rebuys)));
        }
        lines.push(tx(
            lang,
            &Tx::SeatLine {
                marker,
                n: i + 1,
                name: &i18n::game_seat_name(lang, state, i),
                score: seat.score,
                status: &status,
            },
        ));
    }
    lines.push(tx(
        lang,
        &Tx::Pool {
            pool: view.pool,
            hand: view.hand_no,
        },
    ));
    match (&game.phase, hand) {
        (Phase::Playing { .. }, Some(h)) => {
            let when = match state.timer {
                Some(t) if matches!(t.kind, TimerKind::TurnClock { .. }) => tx(
                    lang,
                    &Tx::TimeRunsOut(&countdown(state).unwrap_or_default()),
                ),
                _ => String::new(),
            };
            let name = i18n::game_seat_name(lang, state, h.turn);
            lines.push(tx(
                lang,
                &Tx::Turn {
                    name: &name,
                    when: &when,
                },
            ));
            let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
            lines.push(tx(
                lang,
                &Tx::DiscardLine {
                    top: &top,
                    stock: view.stock_size,
                    dealer: &i18n::game_seat_name(lang, state, h.dealer),
                },
            ));
            let recent: Vec<String> = h
                .moves
                .iter()
                .rev()
                .take(LAST_ACTIONS)
                .rev()
                .map(|m| format!("• {}", describe_move(lang, state, m)))
                .collect();
            if !recent.is_empty() {
                lines.push(String::new());
                lines.extend(recent);
            }
        }
        (Phase::Rebuys { offers }, _) => {
            let names: Vec<_> = offers
                .iter()
                .map(|&s| i18n::game_seat_name(lang, state, s))
                .collect();
            lines.push(tx(
                lang,
                &Tx::WaitingRebuys {
                    names: &names.join(", "),
                    closes: &countdown(state).unwrap_or_default(),
                },
            ));
        }
        _ => {}
    }
    if let (Some(last), PhaseKind::Playing | PhaseKind::Rebuys | PhaseKind::AwaitingDeal) =
        (&game.last_hand, view.phase)
    {
        if view.moves.len() < 3 {
            let title = tx(lang, &Tx::LastHand(&describe_hand_end(lang, state, last)));
            *embed = embed.clone().field(
                clip(&title, 256),
                clip(&describe_hands(lang, state, last).join("\n"), 1024),
                false,
            );
        }
    }
}
