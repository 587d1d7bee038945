//! Rumino on Discord: the table's seats, scores and pool with the turn and the discard, the last
//! hand shown (R18); a private hand grouped by the solver's best arrangement, a button for each
//! legal action; nudges for turns, R17 claims and R21 rebuys.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use crate::games::rumino::faces::words::{
    describe_game_over, describe_hand_end, describe_hands, describe_move,
};
use crate::games::rumino::faces::words_tx::{rumino_tx, RuminoTx};
use crate::{
    cards::{Card, CardList},
    faces::{
        buttons::{act_button, button_rows, discard_button, draw_button, take_button},
        message::{clip, HandMessage},
        screens::{last_bullets, seat_lines, turn_line, HandExtras, Nudge, Panel, Screens},
    },
    games::rumino::{lays, Action, GameView, Move, Phase, PhaseKind, RuminoGame},
    games::Seat,
    i18n::{self, tx, Lang, Tx},
    table::TableState,
};

/// How many recent moves the table message lists.
const LAST_ACTIONS: usize = 5;

fn countdown(state: &TableState) -> Option<String> {
    state
        .timer
        .map(|t| format!("<t:{}:R>", t.at_ms.div_euclid(1000)))
}

impl Screens for RuminoGame {
    const ACTION_PREFIX: &'static str = "";

    fn action_code(action: &Action) -> Option<String> {
        Some(match action {
            Action::DrawStock => "draw".into(),
            Action::TakeDiscard => "take".into(),
            Action::Discard(card) => format!("d:{}", card.index()),
            Action::Knock => "knock".into(),
            Action::Gin => "gin".into(),
            Action::Rumino => "rumino".into(),
            Action::ClaimRumino => "claim".into(),
            Action::Rebuy => "rebuy".into(),
            Action::DeclineRebuy => "norebuy".into(),
            Action::Leave => return None,
        })
    }

    fn parse_action(parts: &[&str]) -> Option<Action> {
        Some(match parts {
            ["draw"] => Action::DrawStock,
            ["take"] => Action::TakeDiscard,
            ["d", index] => Action::Discard(Card::from_index(index.parse().ok()?)?),
            ["knock"] => Action::Knock,
            ["gin"] => Action::Gin,
            ["rumino"] => Action::Rumino,
            ["claim"] => Action::ClaimRumino,
            ["rebuy"] => Action::Rebuy,
            ["norebuy"] => Action::DeclineRebuy,
            _ => return None,
        })
    }

    fn playing(&self, state: &TableState) -> Panel {
        playing(self, state)
    }

    fn finished(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        Panel::finished(
            self.result()
                .map(|result| describe_game_over(lang, state, result)),
            self.last_hand.as_ref().map(|last| {
                (
                    describe_hand_end(lang, state, last),
                    describe_hands(lang, state, last).join("\n"),
                )
            }),
        )
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let (note, lang) = (extras.note, extras.lang);
        let mut lines = Vec::new();
        let view = self.view(Some(seat));
        describe(lang, state, &view, &mut lines);
        HandMessage::new(note, lines, buttons(lang, state, &view))
    }

    /// Besides the turn, an R17 claim and an R21 rebuy are the seat's to decide.
    fn attention(&self, seat: Seat) -> Option<(String, Nudge)> {
        let view = self.view(Some(seat));
        let turn_no = view
            .moves
            .iter()
            .filter(|m| matches!(m, Move::Discarded { .. }))
            .count();
        if view.can_claim {
            Some((
                format!("claim:{}:{}", view.hand_no, view.moves.len()),
                |lang| rumino_tx(lang, &RuminoTx::NudgeClaim),
            ))
        } else if view.rebuy_cost.is_some() {
            let nudge: Nudge = |lang| rumino_tx(lang, &RuminoTx::NudgeRebuy);
            Some((format!("rebuy:{}", self.hands_played), nudge))
        } else if view.phase == PhaseKind::Playing && view.turn == Some(seat) && !view.drawn {
            Some((format!("turn:{}:{turn_no}", view.hand_no), |lang| {
                tx(lang, &Tx::NudgeTurn)
            }))
        } else {
            None
        }
    }
}

/// A seat's state after its score: left, out, or its cards while a hand is dealt; and its rebuys.
fn seat_status(lang: Lang, seat: &crate::games::rumino::PublicSeat, dealt: bool) -> String {
    let mut status = if seat.forfeited {
        tx(lang, &Tx::SeatLeft)
    } else if seat.eliminated {
        tx(lang, &Tx::SeatOut)
    } else if dealt {
        rumino_tx(lang, &RuminoTx::SeatCards(seat.cards))
    } else {
        String::new()
    };
    if seat.rebuys > 0 {
        status.push_str(&rumino_tx(lang, &RuminoTx::SeatRebuys(seat.rebuys)));
    }
    status
}

fn playing(game: &RuminoGame, state: &TableState) -> Panel {
    let lang: Lang = state.options.lang;
    let mut lines = Vec::new();
    let view = game.view(None);
    let hand = game.hand();
    lines.extend(seat_lines(
        state,
        &view.seats,
        view.turn,
        |head, _, seat| {
            let status = seat_status(lang, seat, hand.is_some());
            tx(
                lang,
                &Tx::SeatLine {
                    marker: head.marker,
                    n: head.n,
                    name: &head.name,
                    score: seat.score,
                    status: &status,
                },
            )
        },
    ));
    lines.push(tx(
        lang,
        &Tx::Pool {
            pool: view.pool,
            hand: view.hand_no,
        },
    ));
    match (&game.phase, hand) {
        (Phase::Playing { .. }, Some(h)) => {
            lines.push(turn_line(state, h.turn));
            let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
            lines.push(rumino_tx(
                lang,
                &RuminoTx::DiscardLine {
                    top: &top,
                    stock: view.stock_size,
                    dealer: &i18n::game_seat_name(lang, state, h.dealer),
                },
            ));
            let recent = last_bullets(&h.moves, LAST_ACTIONS, |m| describe_move(lang, state, m));
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
            lines.push(rumino_tx(
                lang,
                &RuminoTx::WaitingRebuys {
                    names: &names.join(", "),
                    closes: &countdown(state).unwrap_or_default(),
                },
            ));
        }
        _ => {}
    }
    let mut field = None;
    if let (Some(last), PhaseKind::Playing | PhaseKind::Rebuys | PhaseKind::AwaitingDeal) =
        (&game.last_hand, view.phase)
    {
        if view.moves.len() < 3 {
            let title = tx(lang, &Tx::LastHand(&describe_hand_end(lang, state, last)));
            field = Some((
                clip(&title, 256),
                clip(&describe_hands(lang, state, last).join("\n"), 1024),
            ));
        }
    }
    Panel { lines, field }
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
        lines.push(rumino_tx(
            lang,
            &RuminoTx::YourHand {
                deadwood: a.deadwood,
            },
        ));
        lines.push(cards);
    }
    let top = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    lines.push(rumino_tx(
        lang,
        &RuminoTx::HandStatus {
            top: &top,
            stock: view.stock_size,
            score: view.seats[me].score,
            pool: view.pool,
        },
    ));
    if view.can_claim {
        lines.push(rumino_tx(lang, &RuminoTx::ClaimPrompt(&top)));
    }
    if let Some(cost) = view.rebuy_cost {
        lines.push(rumino_tx(lang, &RuminoTx::RebuyPrompt(cost)));
    } else if view.seats[me].eliminated {
        lines.push(rumino_tx(lang, &RuminoTx::YouAreOut));
    } else if view.phase == PhaseKind::Playing {
        match view.turn {
            Some(t) if t == me && view.drawn => lines.push(rumino_tx(lang, &RuminoTx::DiscardNow)),
            Some(t) if t == me => lines.push(rumino_tx(lang, &RuminoTx::DrawNow(&top))),
            Some(t) => lines.push(rumino_tx(
                lang,
                &RuminoTx::WaitingFor(&i18n::game_seat_name(lang, state, t)),
            )),
            None => {}
        }
    } else if view.phase == PhaseKind::Rebuys {
        lines.push(rumino_tx(lang, &RuminoTx::WaitingForRebuys));
    }
}

fn buttons(lang: Lang, state: &TableState, view: &GameView) -> Vec<CreateActionRow> {
    let mut main = Vec::new();
    let mut discards = Vec::new();
    let top = view.discard_top.map_or(String::new(), |c| c.to_string());
    for action in &view.legal {
        let b = |label: String, style| act_button(state, action.clone(), &label, style);
        match action {
            Action::DrawStock => main.push(draw_button(state, lang, action.clone())),
            Action::TakeDiscard => main.push(take_button(state, lang, action.clone(), &top)),
            Action::Knock => main.push(b(rumino_tx(lang, &RuminoTx::Knock), ButtonStyle::Success)),
            Action::Gin => main.push(b(rumino_tx(lang, &RuminoTx::Gin), ButtonStyle::Success)),
            Action::Rumino => {
                main.push(b(rumino_tx(lang, &RuminoTx::Rumino), ButtonStyle::Success))
            }
            Action::ClaimRumino => main.push(b(
                rumino_tx(lang, &RuminoTx::Claim(&top)),
                ButtonStyle::Danger,
            )),
            Action::Rebuy => main.push(b(
                rumino_tx(lang, &RuminoTx::Rebuy(view.rebuy_cost.unwrap_or(0))),
                ButtonStyle::Success,
            )),
            Action::DeclineRebuy => main.push(b(
                rumino_tx(lang, &RuminoTx::NoRebuy),
                ButtonStyle::Secondary,
            )),
            Action::Discard(card) => discards.push((
                *card,
                discard_button(state, lang, action.clone(), &card.to_string()),
            )),
            Action::Leave => {}
        }
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
    let discard_buttons: Vec<CreateButton> = discards.into_iter().map(|(_, b)| b).collect();
    // At most eight cards: two rows of five hold them all.
    button_rows(state, lang, main, &discard_buttons, 4)
}
