//! Tuscan Ramino on Discord: the table message shows scores, discard top, stock and whose turn
//! with its clock, and the public moves — a claim names who claimed, never a card held (T20);
//! every hand is shown when the hand ends. The private hand is sorted by suit then rank, with
//! draw/take and one discard button per card allowed, and says which discard would declare.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use crate::games::ramino::faces::words::{
    self, ramino_card, ramino_cards, ramino_declaration, ramino_tx, sort_for_reading, RaminoTx,
};
use crate::{
    cards::Card,
    faces::{
        custom_id::{CustomId, TableButton},
        message::{clip, HandMessage},
        screens::{turn_line, HandExtras, Panel, Screens},
    },
    games::{
        ramino::{Action, GameView, RaminoGame},
        AnyAction, Seat,
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
        Panel {
            lines: self
                .core
                .result()
                .map(|result| format!("🏆 **{}**", words::ramino_game_over(lang, state, result)))
                .into_iter()
                .collect(),
            field: self.last_hand.as_ref().map(|last| {
                (
                    clip(
                        &words::ramino_hand_end(lang, state, &self.options, last),
                        256,
                    ),
                    clip(
                        &words::ramino_hands(lang, state, &self.options, last).join("\n"),
                        1024,
                    ),
                )
            }),
        }
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let (note, lang) = (extras.note, extras.lang);
        let view = self.view(Some(seat));
        let o = &view.options;
        let mut lines: Vec<String> = note.map(|n| format!("> {n}")).into_iter().collect();
        let mut cards = view.my_cards.clone();
        sort_for_reading(o.pack, &mut cards);
        lines.push(ramino_tx(lang, &RaminoTx::YourCards(cards.len())));
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
        HandMessage {
            content: clip(&lines.join("\n"), 2000),
            components: buttons(lang, state, &view, &cards),
        }
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
    let act =
        |action: Action| CustomId::act(state.id, state.version, AnyAction::from(action)).encode();
    let o = &view.options;
    let top = view
        .discard_top
        .map_or(String::new(), |c| ramino_card(o, c));
    let mut main = Vec::new();
    for action in &view.legal {
        match action {
            Action::DrawStock => main.push(
                CreateButton::new(act(action.clone()))
                    .label(tx(lang, &Tx::DrawStock))
                    .style(ButtonStyle::Primary),
            ),
            Action::TakeDiscard => main.push(
                CreateButton::new(act(action.clone()))
                    .label(clip(&tx(lang, &Tx::Take(&top)), 80))
                    .style(ButtonStyle::Primary),
            ),
            Action::Discard(_) | Action::Leave => {}
        }
    }
    let discards: Vec<CreateButton> = sorted
        .iter()
        .filter(|c| view.legal.contains(&Action::Discard(**c)))
        .map(|&c| {
            CreateButton::new(act(Action::Discard(c)))
                .label(clip(&tx(lang, &Tx::Discard(&ramino_card(o, c))), 80))
                .style(ButtonStyle::Secondary)
        })
        .collect();
    if main.is_empty() && discards.is_empty() {
        main.push(
            CreateButton::new(CustomId::table(state.id, TableButton::ShowHand).encode())
                .label(tx(lang, &Tx::Refresh))
                .style(ButtonStyle::Secondary),
        );
    }
    let mut rows = Vec::new();
    if !main.is_empty() {
        rows.push(CreateActionRow::Buttons(main));
    }
    // At most 11 cards: three rows of five hold them all.
    for chunk in discards.chunks(5).take(4) {
        rows.push(CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows
}

fn playing(game: &RaminoGame, state: &TableState) -> Panel {
    let lang = state.options.lang;
    let view = game.view(None);
    let o = &view.options;
    let mut lines = Vec::new();
    for (i, seat) in view.seats.iter().enumerate() {
        let marker = if view.turn == Some(i) { "▶ " } else { "" };
        lines.push(ramino_tx(
            lang,
            &RaminoTx::SeatLine {
                marker,
                n: i + 1,
                name: &i18n::game_seat_name(lang, state, i),
                score: seat.score,
                cards: seat.cards,
                out: seat.out,
            },
        ));
    }
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
    let recent: Vec<String> = view
        .moves
        .iter()
        .rev()
        .take(LAST_ACTIONS)
        .rev()
        .map(|m| format!("• {}", words::ramino_move(lang, state, o, m)))
        .collect();
    lines.extend(recent);
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
