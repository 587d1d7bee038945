//! A player's private hand, shown only to them (ephemeral): their cards grouped by the solver's
//! best arrangement with the deadwood, what they see of the table, and a button for each action
//! that is legal now — and only those.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use super::clip;
use crate::{
    cards::{Card, CardList},
    discord::custom_id::{CustomId, TableButton},
    games::rumino::{lays, Action, GameView, PhaseKind},
    games::{AnyAction, AnyGame},
    i18n::{self, tx, Lang, Tx},
    ids::PlayerId,
    table::{TablePhase, TableState},
};

pub struct HandMessage {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// Renders `player`'s private view of `state` in their language, with an optional note on top
/// (an error, say).
#[must_use]
pub fn hand_message(
    state: &TableState,
    player: PlayerId,
    note: Option<&str>,
    lang: Lang,
) -> HandMessage {
    let mut lines: Vec<String> = note.map(|n| format!("> {n}")).into_iter().collect();
    let seat = state.seat_of(player);
    let view = match (state.phase, state.live_game(), seat) {
        (TablePhase::Playing, Some(game), Some(seat)) => match game {
            AnyGame::Rumino(game) => game.view(Some(seat)),
            AnyGame::Rummy(game) => {
                return super::rummy::hand_message(state, game, seat, note, lang)
            }
        },
        (_, _, None) => {
            lines.push(tx(lang, &Tx::NotSeated));
            return HandMessage {
                content: lines.join("\n"),
                components: Vec::new(),
            };
        }
        _ => {
            lines.push(tx(lang, &Tx::NoHandInPlay));
            return HandMessage {
                content: lines.join("\n"),
                components: Vec::new(),
            };
        }
    };
    describe(lang, state, &view, &mut lines);
    let components = buttons(lang, state, &view);
    HandMessage {
        content: clip(&lines.join("\n"), 2000),
        components,
    }
}

fn describe(lang: Lang, state: &TableState, view: &GameView, lines: &mut Vec<String>) {
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
        let mut cards = lays.join(" ");
        if !a.deadwood_cards.is_empty() {
            if !cards.is_empty() {
                cards.push_str(" · ");
            }
            cards.push_str(&CardList(&a.deadwood_cards).to_string());
        }
        lines.push(tx(
            lang,
            &Tx::YourHand {
                deadwood: a.deadwood,
            },
        ));
        lines.push(cards);
    }
    let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    lines.push(tx(
        lang,
        &Tx::HandStatus {
            top: &top,
            stock: view.stock_size,
            score: view.seats[me].score,
            pool: view.pool,
        },
    ));
    if view.can_claim {
        lines.push(tx(lang, &Tx::ClaimPrompt(&top)));
    }
    if let Some(cost) = view.rebuy_cost {
        lines.push(tx(lang, &Tx::RebuyPrompt(cost)));
    } else if view.seats[me].eliminated {
        lines.push(tx(lang, &Tx::YouAreOut));
    } else if view.phase == PhaseKind::Playing {
        match view.turn {
            Some(t) if t == me && view.drawn => lines.push(tx(lang, &Tx::DiscardNow)),
            Some(t) if t == me => lines.push(tx(lang, &Tx::DrawNow(&top))),
            Some(t) => lines.push(tx(
                lang,
                &Tx::WaitingFor(&i18n::game_seat_name(lang, state, t)),
            )),
            None => {}
        }
    } else if view.phase == PhaseKind::Rebuys {
        lines.push(tx(lang, &Tx::WaitingForRebuys));
    }
}

fn buttons(lang: Lang, state: &TableState, view: &GameView) -> Vec<CreateActionRow> {
    let act =
        |action: Action| CustomId::act(state.id, state.version, AnyAction::Rumino(action)).encode();
    let mut main = Vec::new();
    let mut discards = Vec::new();
    let top = view.discard_top.map_or(String::new(), |c| c.to_string());
    for action in &view.legal {
        let b = |label: Tx<'_>, style| {
            let label = tx(lang, &label);
            CreateButton::new(act(action.clone()))
                .label(clip(&label, 80))
                .style(style)
        };
        match action {
            Action::DrawStock => main.push(b(Tx::DrawStock, ButtonStyle::Primary)),
            Action::TakeDiscard => main.push(b(Tx::Take(&top), ButtonStyle::Primary)),
            Action::Knock => main.push(b(Tx::Knock, ButtonStyle::Success)),
            Action::Gin => main.push(b(Tx::Gin, ButtonStyle::Success)),
            Action::Rumino => main.push(b(Tx::Rumino, ButtonStyle::Success)),
            Action::ClaimRumino => main.push(b(Tx::Claim(&top), ButtonStyle::Danger)),
            Action::Rebuy => main.push(b(
                Tx::Rebuy(view.rebuy_cost.unwrap_or(0)),
                ButtonStyle::Success,
            )),
            Action::DeclineRebuy => main.push(b(Tx::NoRebuy, ButtonStyle::Secondary)),
            Action::Discard(card) => discards.push((
                *card,
                b(Tx::Discard(&card.to_string()), ButtonStyle::Secondary),
            )),
            Action::Leave => {}
        }
    }
    if main.is_empty() && discards.is_empty() {
        let refresh = CustomId::table(state.id, TableButton::ShowHand).encode();
        main.push(
            CreateButton::new(refresh)
                .label(tx(lang, &Tx::Refresh))
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
