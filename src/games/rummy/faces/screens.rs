//! Rummy's screens: the game part of the public table message (seats, melds under their owners'
//! numbers, discard and stock, whose turn) and a player's private hand, which offers only what is
//! legal now — draw or take as buttons; meld, lay off and discard as menus of valid choices, so a
//! player never has to type or arrange cards.

use poise::serenity_prelude::{
    CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::{
    cards::{Card, CardList},
    faces::{
        buttons::{draw_button, refresh_button, take_button},
        custom_id::{CustomId, Menu},
        message::{clip, HandMessage},
        screens::{last_bullets, seat_lines, turn_line, HandExtras, Panel, Screens},
    },
    games::{
        rummy::{
            faces::words::{self, rummy_tx, RummyTx},
            Action, GameView, RummyGame,
        },
        AnyAction, Seat,
    },
    i18n::{self, tx, Lang, Tx},
    table::TableState,
};

/// Discord's limit on a select menu's options.
const MAX_OPTIONS: usize = 25;

/// Cards sorted for reading: by suit, then rank.
fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut cards = cards.to_vec();
    cards.sort_by_key(|c| (c.suit().map(|s| s.index()), c.rank().map(|r| r.number())));
    cards
}

impl Screens for RummyGame {
    const ACTION_PREFIX: &'static str = "y";

    fn action_code(action: &Action) -> Option<String> {
        Some(match action {
            Action::DrawStock => "draw".into(),
            Action::TakeDiscard => "take".into(),
            Action::Discard(card) => format!("d:{}", card.index()),
            Action::Meld(cards) => format!("m:{}", card_list_code(cards)),
            Action::LayOff { card, target } => format!("o:{}:{target}", card.index()),
            Action::Leave => return None,
        })
    }

    fn parse_action(parts: &[&str]) -> Option<Action> {
        Some(match parts {
            ["draw"] => Action::DrawStock,
            ["take"] => Action::TakeDiscard,
            ["d", index] => Action::Discard(parse_card(index)?),
            ["m", list] => Action::Meld(list.split('.').map(parse_card).collect::<Option<_>>()?),
            ["o", card, target] => Action::LayOff {
                card: parse_card(card)?,
                target: target.parse().ok()?,
            },
            _ => return None,
        })
    }

    fn playing(&self, state: &TableState) -> Panel {
        Panel {
            lines: playing_lines(state, self),
            field: last_hand(state, self),
        }
    }

    fn finished(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        Panel::finished(
            self.core
                .result()
                .map(|result| words::rummy_game_over(lang, state, result)),
            self.last_hand.as_ref().map(|last| {
                (
                    words::rummy_hand_end(lang, state, last),
                    words::rummy_hands(lang, state, last).join("\n"),
                )
            }),
        )
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let (note, lang) = (extras.note, extras.lang);
        hand_message(state, self, seat, note, lang)
    }
}

/// Cards as their indexes joined by dots: `12.13.14`.
fn card_list_code(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.index().to_string())
        .collect::<Vec<_>>()
        .join(".")
}

fn parse_card(index: &str) -> Option<Card> {
    Card::from_index(index.parse().ok()?)
}

/// The game lines of the public table message while a Rummy game is played.
fn playing_lines(state: &TableState, game: &RummyGame) -> Vec<String> {
    let lang = state.options.lang;
    let view = game.view(None);
    let mut lines = seat_lines(state, &view.seats, view.turn, |head, _, seat| {
        rummy_tx(
            lang,
            &RummyTx::SeatLine {
                marker: head.marker,
                n: head.n,
                name: &head.name,
                score: seat.score,
                cards: seat.cards,
                out: seat.out,
            },
        )
    });
    let goal = match view.options.hands {
        Some(n) => rummy_tx(lang, &RummyTx::Hands(n)),
        None => rummy_tx(lang, &RummyTx::Target(view.options.target)),
    };
    lines.push(format!(
        "{} · {goal}",
        tx(
            lang,
            &Tx::Pool {
                pool: view.pool,
                hand: view.hand_no
            }
        )
    ));
    lines.extend(melds(lang, state, &view));
    lines.push(top_and_stock(lang, &view));
    if let Some(turn) = view.turn {
        lines.push(turn_line(state, turn));
    }
    lines.extend(last_bullets(&view.moves, 4, |m| {
        words::rummy_move(lang, state, m)
    }));
    lines
}

/// How the last hand ended and what each seat was left holding, kept in view for the first moves
/// of the next hand (as the other games do), so a reader sees every hand's end, not only the
/// game's last.
fn last_hand(state: &TableState, game: &RummyGame) -> Option<(String, String)> {
    let lang = state.options.lang;
    let last = game.last_hand.as_ref()?;
    if game.view(None).moves.len() >= 3 {
        return None;
    }
    Some((
        clip(
            &tx(
                lang,
                &Tx::LastHand(&words::rummy_hand_end(lang, state, last)),
            ),
            256,
        ),
        clip(&words::rummy_hands(lang, state, last).join("\n"), 1024),
    ))
}

/// "Discard: **7♥** · stock: 12".
fn top_and_stock(lang: Lang, view: &GameView) -> String {
    let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    rummy_tx(
        lang,
        &RummyTx::TopAndStock {
            top: &top,
            stock: view.stock_size,
        },
    )
}

fn melds(lang: Lang, state: &TableState, view: &GameView) -> Vec<String> {
    if view.melds.is_empty() {
        return vec![rummy_tx(lang, &RummyTx::NoMelds)];
    }
    let mut lines = vec![rummy_tx(lang, &RummyTx::Melds)];
    lines.extend(view.melds.iter().map(|m| words::rummy_meld(lang, state, m)));
    lines
}

/// `player`'s private view of a Rummy table, with only the legal actions offered.
fn hand_message(
    state: &TableState,
    game: &RummyGame,
    seat: usize,
    note: Option<&str>,
    lang: Lang,
) -> HandMessage {
    let view = game.view(Some(seat));
    let mut lines = vec![rummy_tx(lang, &RummyTx::YourCards(view.my_cards.len()))];
    lines.push(CardList(&sorted(&view.my_cards)).to_string());
    lines.extend(melds(lang, state, &view));
    lines.push(top_and_stock(lang, &view));
    if let Some(card) = view.must_use {
        lines.push(rummy_tx(lang, &RummyTx::MustUse(&card.to_string())));
    }
    match view.turn {
        Some(t) if t == seat && view.drawn => lines.push(rummy_tx(lang, &RummyTx::YourTurnPlay)),
        Some(t) if t == seat => lines.push(rummy_tx(lang, &RummyTx::YourTurnDraw)),
        Some(t) => lines.push(rummy_tx(
            lang,
            &RummyTx::Waiting(&i18n::game_seat_name(lang, state, t)),
        )),
        None => {}
    }
    HandMessage::new(note, lines, components(lang, state, game, seat, &view))
}

fn option(label: String, action: Action) -> CreateSelectMenuOption {
    CreateSelectMenuOption::new(
        clip(&label, 100),
        CustomId::action_value(&AnyAction::Rummy(action)),
    )
}

fn menu(
    state: &TableState,
    which: Menu,
    placeholder: String,
    options: Vec<CreateSelectMenuOption>,
) -> CreateActionRow {
    let id = CustomId::pick(state.id, state.version, which).encode();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(clip(&placeholder, 150)),
    )
}

fn components(
    lang: Lang,
    state: &TableState,
    game: &RummyGame,
    seat: usize,
    view: &GameView,
) -> Vec<CreateActionRow> {
    let top = view.discard_top.map_or(String::new(), |c| c.to_string());
    let mut buttons = Vec::new();
    let mut melds = Vec::new();
    let mut lay_offs = Vec::new();
    let mut discards = Vec::new();
    for action in &view.legal {
        match action {
            Action::DrawStock => buttons.push(draw_button(state, lang, action.clone())),
            Action::TakeDiscard => buttons.push(take_button(state, lang, action.clone(), &top)),
            Action::Discard(card) => discards.push(*card),
            Action::Meld(_) | Action::LayOff { .. } | Action::Leave => {}
        }
    }
    let can_meld = view.legal.iter().any(|a| matches!(a, Action::Meld(_)));
    if can_meld || view.legal.iter().any(|a| matches!(a, Action::Discard(_))) {
        let mut choices = game.meld_choices(seat);
        choices.sort_by_key(|m| std::cmp::Reverse(m.len()));
        melds = choices
            .into_iter()
            .take(MAX_OPTIONS)
            .map(|cards| option(CardList(&cards).to_string(), Action::Meld(cards)))
            .collect();
        for card in sorted(&view.my_cards) {
            for target in game.lay_off_targets(seat, card) {
                let owner = view
                    .melds
                    .iter()
                    .find(|m| m.id == target)
                    .map(|m| i18n::game_seat_name(lang, state, m.owner).into_owned())
                    .unwrap_or_default();
                let label = rummy_tx(
                    lang,
                    &RummyTx::LayOffOption {
                        card: &card.to_string(),
                        meld: target,
                        owner: &owner,
                    },
                );
                lay_offs.push(option(label, Action::LayOff { card, target }));
            }
        }
        lay_offs.truncate(MAX_OPTIONS);
    }
    let mut rows = Vec::new();
    if buttons.is_empty() && discards.is_empty() && melds.is_empty() {
        buttons.push(refresh_button(state, lang));
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    let discards = sorted(&discards)
        .into_iter()
        .take(MAX_OPTIONS)
        .map(|c| option(c.to_string(), Action::Discard(c)))
        .collect();
    for (which, placeholder, options) in [
        (Menu::Meld, RummyTx::MeldPlaceholder, melds),
        (Menu::LayOff, RummyTx::LayOffPlaceholder, lay_offs),
        (Menu::Discard, RummyTx::DiscardPlaceholder, discards),
    ] {
        if !options.is_empty() {
            rows.push(menu(state, which, rummy_tx(lang, &placeholder), options));
        }
    }
    rows
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod tests;
