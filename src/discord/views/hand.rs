//! A player's private hand, shown only to them (ephemeral): their cards grouped by the solver's
//! best arrangement with the deadwood, what they see of the table, and a button for each action
//! that is legal now — and only those.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use super::clip;
use crate::{
    cards::{Card, CardList},
    discord::custom_id::{CustomId, TableButton},
    ids::PlayerId,
    rumino::{lays, Action, GameView, PhaseKind},
    table::{TablePhase, TableState},
};

pub struct HandMessage {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// Renders `player`'s private view of `state`, with an optional note on top (an error, say).
#[must_use]
pub fn hand_message(state: &TableState, player: PlayerId, note: Option<&str>) -> HandMessage {
    let mut lines: Vec<String> = note.map(|n| format!("> {n}")).into_iter().collect();
    let seat = state.seat_of(player);
    let view = match (state.phase, state.live_game(), seat) {
        (TablePhase::Playing, Some(game), Some(seat)) => game.view(Some(seat)),
        (_, _, None) => {
            lines.push("You are not seated at this table. Join it from the table message while it waits for players.".into());
            return HandMessage {
                content: lines.join("\n"),
                components: Vec::new(),
            };
        }
        _ => {
            lines.push("No hand is being played at this table right now.".into());
            return HandMessage {
                content: lines.join("\n"),
                components: Vec::new(),
            };
        }
    };
    describe(state, &view, &mut lines);
    let components = buttons(state, &view);
    HandMessage {
        content: clip(&lines.join("\n"), 2000),
        components,
    }
}

fn describe(state: &TableState, view: &GameView, lines: &mut Vec<String>) {
    let me = view.seat.unwrap_or(0);
    if !view.my_cards.is_empty() {
        let a = lays::arrange(
            &view.my_cards,
            lays::LayRules {
                ace_high: view.ace_high,
            },
        );
        let lays: Vec<String> = a
            .lays
            .iter()
            .map(|l| format!("[{}]", CardList(&l.cards)))
            .collect();
        let loose = if a.deadwood_cards.is_empty() {
            String::new()
        } else {
            format!(" · {}", CardList(&a.deadwood_cards))
        };
        lines.push(format!("**Your hand** — deadwood **{}**", a.deadwood));
        lines.push(format!("{}{loose}", lays.join(" ")));
    }
    let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    lines.push(format!(
        "Discard: **{top}** · stock: {} · your score: {} · pool: {}",
        view.stock_size, view.seats[me].score, view.pool
    ));
    if view.can_claim {
        lines.push(format!(
            "⚡ **{top} completes your rumino!** Claim it now, before it is covered (R17)."
        ));
    }
    if let Some(cost) = view.rebuy_cost {
        lines.push(format!("You are out. Rebuy for **{cost}** chips to re-enter with the highest score still in (R21)?"));
    } else if view.seats[me].eliminated {
        lines.push("You are out of this game.".into());
    } else if view.phase == PhaseKind::Playing {
        match view.turn {
            Some(t) if t == me && view.drawn => {
                lines.push("Your turn: discard a card, or declare gin or rumino.".into())
            }
            Some(t) if t == me => {
                lines.push(format!("Your turn: draw from the stock or take {top}."))
            }
            Some(t) => lines.push(format!("Waiting for {}.", state.player_name(t))),
            None => {}
        }
    } else if view.phase == PhaseKind::Rebuys {
        lines.push("Waiting for rebuy decisions.".into());
    }
}

fn buttons(state: &TableState, view: &GameView) -> Vec<CreateActionRow> {
    let act = |action: Action| CustomId::act(state.id, state.version, action).encode();
    let mut main = Vec::new();
    let mut discards = Vec::new();
    let top = view.discard_top.map_or(String::new(), |c| c.to_string());
    for action in &view.legal {
        let b = |label: String, style| {
            CreateButton::new(act(action.clone()))
                .label(clip(&label, 80))
                .style(style)
        };
        match action {
            Action::DrawStock => main.push(b("Draw from stock".into(), ButtonStyle::Primary)),
            Action::TakeDiscard => main.push(b(format!("Take {top}"), ButtonStyle::Primary)),
            Action::Knock => main.push(b("Knock".into(), ButtonStyle::Success)),
            Action::Gin => main.push(b("Gin!".into(), ButtonStyle::Success)),
            Action::Rumino => main.push(b("RUMINO!".into(), ButtonStyle::Success)),
            Action::ClaimRumino => {
                main.push(b(format!("Claim {top} for RUMINO!"), ButtonStyle::Danger))
            }
            Action::Rebuy => main.push(b(
                format!("Rebuy ({} chips)", view.rebuy_cost.unwrap_or(0)),
                ButtonStyle::Success,
            )),
            Action::DeclineRebuy => main.push(b("No rebuy".into(), ButtonStyle::Secondary)),
            Action::Discard(card) => {
                discards.push((*card, b(format!("Discard {card}"), ButtonStyle::Secondary)))
            }
            Action::Leave => {}
        }
    }
    if main.is_empty() && discards.is_empty() {
        let refresh = CustomId::table(state.id, TableButton::ShowHand).encode();
        main.push(
            CreateButton::new(refresh)
                .label("Refresh")
                .style(ButtonStyle::Secondary),
        );
    }
    // Discards in the order the hand is shown: lays first, then loose cards, highest first.
    let order = lays::arrange(
        &view.my_cards,
        lays::LayRules {
            ace_high: view.ace_high,
        },
    );
    let rank = |c: Card| {
        order
            .deadwood_cards
            .iter()
            .rev()
            .position(|d| *d == c)
            .map_or(100, |p| p)
    };
    discards.sort_by_key(|(c, _)| (rank(*c), std::cmp::Reverse(c.value())));
    let mut rows = Vec::new();
    if !main.is_empty() {
        rows.push(CreateActionRow::Buttons(main));
    }
    let discard_buttons: Vec<CreateButton> = discards.into_iter().map(|(_, b)| b).collect();
    for chunk in discard_buttons.chunks(5).take(3) {
        rows.push(CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows
}
