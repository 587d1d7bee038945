//! Tuscan Ramino on Discord: the table message shows scores, discard top, stock and whose turn
//! with its clock, and the public moves — a claim names who claimed, never a card held (T20);
//! every hand is shown when the hand ends. The private hand is sorted by suit then rank, with
//! draw/take and one discard button per card allowed, and says which discard would declare.

use poise::serenity_prelude::{CreateActionRow, CreateButton};

use crate::games::ramino::faces::words::{
    self, ramino_card, ramino_cards, ramino_declaration, ramino_tx, sort_for_reading, RaminoTx,
};
use crate::{
    cards::Card,
    faces::{
        buttons::{button_rows, discard_button, draw_button, take_button},
        message::{clip, HandMessage},
        screens::{last_bullets, seat_lines, turn_line, HandExtras, Panel, Screens},
    },
    games::{
        ramino::{Action, GameView, RaminoGame},
        Seat,
    },
    i18n::{self, tx, Lang, Tx},
    table::TableState,
};

/// How many recent moves the table message lists.
const LAST_ACTIONS: usize = 5;

impl Screens for RaminoGame {
    const ACTION_PREFIX: &'static str = "t";

    fn action_code(action: &Action) -> Option<String> {
        Some(match action {
            Action::DrawStock => "draw".into(),
            Action::TakeDiscard => "take".into(),
            Action::Discard(card) => format!("d:{}", card.index()),
            Action::Leave => return None,
        })
    }

    fn parse_action(parts: &[&str]) -> Option<Action> {
        Some(match parts {
            ["draw"] => Action::DrawStock,
            ["take"] => Action::TakeDiscard,
            ["d", index] => Action::Discard(Card::from_index(index.parse().ok()?)?),
            _ => return None,
        })
    }

    fn playing(&self, state: &TableState) -> Panel {
        playing(self, state)
    }

    fn finished(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        let o = &self.options;
        Panel::finished(
            self.core
                .result()
                .map(|result| words::ramino_game_over(lang, state, result)),
            self.last_hand.as_ref().map(|last| {
                let shown = words::ramino_hands(lang, state, o, last);
                (
                    words::ramino_hand_end(lang, state, o, last),
                    shown.join("\n"),
                )
            }),
        )
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let (note, lang) = (extras.note, extras.lang);
        let view = self.view(Some(seat));
        let o = &view.options;
        let mut cards = view.my_cards.clone();
        sort_for_reading(o.pack, &mut cards);
        let mut lines = vec![ramino_tx(lang, &RaminoTx::YourCards(cards.len()))];
        lines.push(ramino_cards(o, &cards));
        lines.push(top_and_stock(lang, &view));
        match view.turn {
            Some(t) if t == seat && view.drawn => {
                lines.push(ramino_tx(lang, &RaminoTx::YourTurnDiscard));
                if let Some((card, declaration)) = view.declaring_discard() {
                    lines.push(ramino_tx(
                        lang,
                        &RaminoTx::WouldDeclare {
                            card: &ramino_card(o, card),
                            declaration: &ramino_declaration(lang, o, &declaration),
                        },
                    ));
                }
            }
            Some(t) if t == seat && view.turn_no <= 1 => {
                lines.push(ramino_tx(lang, &RaminoTx::YourTurnFirstDraw));
            }
            Some(t) if t == seat => lines.push(ramino_tx(lang, &RaminoTx::YourTurnDraw)),
            Some(t) => lines.push(ramino_tx(
                lang,
                &RaminoTx::Waiting(&i18n::game_seat_name(lang, state, t)),
            )),
            None => {}
        }
        lines.push(ramino_tx(
            lang,
            &RaminoTx::Suits(&words::ramino_suits(lang, o)),
        ));
        HandMessage::new(note, lines, buttons(lang, state, &view, &cards))
    }
}

/// "Discard: **7♥** · stock: 12".
fn top_and_stock(lang: Lang, view: &GameView) -> String {
    let top = view
        .discard_top
        .map_or("—".to_owned(), |c| ramino_card(&view.options, c));
    ramino_tx(
        lang,
        &RaminoTx::TopAndStock {
            top: &top,
            stock: view.stock_size,
        },
    )
}

fn buttons(
    lang: Lang,
    state: &TableState,
    view: &GameView,
    sorted: &[Card],
) -> Vec<CreateActionRow> {
    let o = &view.options;
    let top = view
        .discard_top
        .map_or(String::new(), |c| ramino_card(o, c));
    let mut main = Vec::new();
    for action in &view.legal {
        match action {
            Action::DrawStock => main.push(draw_button(state, lang, action.clone())),
            Action::TakeDiscard => main.push(take_button(state, lang, action.clone(), &top)),
            Action::Discard(_) | Action::Leave => {}
        }
    }
    let discards: Vec<CreateButton> = sorted
        .iter()
        .filter(|c| view.legal.contains(&Action::Discard(**c)))
        .map(|&c| discard_button(state, lang, Action::Discard(c), &ramino_card(o, c)))
        .collect();
    // At most 11 cards: three rows of five hold them all.
    button_rows(state, lang, main, &discards, 5)
}

fn playing(game: &RaminoGame, state: &TableState) -> Panel {
    let lang = state.options.lang;
    let view = game.view(None);
    let o = &view.options;
    let mut lines = seat_lines(state, &view.seats, view.turn, |head, _, seat| {
        ramino_tx(
            lang,
            &RaminoTx::SeatLine {
                marker: head.marker,
                n: head.n,
                name: &head.name,
                score: seat.score,
                cards: seat.cards,
                out: seat.out,
            },
        )
    });
    lines.push(format!(
        "{} · {}",
        tx(
            lang,
            &Tx::Pool {
                pool: view.pool,
                hand: view.hand_no
            }
        ),
        ramino_tx(lang, &RaminoTx::Target(o.target))
    ));
    lines.push(top_and_stock(lang, &view));
    if let Some(turn) = view.turn {
        lines.push(turn_line(state, turn));
    }
    lines.extend(last_bullets(&view.moves, LAST_ACTIONS, |m| {
        words::ramino_move(lang, state, o, m)
    }));
    // The last hand stays in view for the first moves of the next one.
    let field = match (&game.last_hand, view.moves.len() < 3) {
        (Some(last), true) => Some((
            clip(
                &tx(
                    lang,
                    &Tx::LastHand(&words::ramino_hand_end(lang, state, o, last)),
                ),
                256,
            ),
            clip(&words::ramino_hands(lang, state, o, last).join("\n"), 1024),
        )),
        _ => None,
    };
    Panel { lines, field }
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod tests;
