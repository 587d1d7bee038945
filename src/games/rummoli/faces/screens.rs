//! Rummoli on Discord. The table message shows each seat's stack and cards, the board with every
//! space's chips, what the hand waits for (with the clock), the poker result and the run-out as
//! it happens (cards per suit and who played them), and the chips each happening moved. The
//! private hand offers only what its player must decide: exchange or auction as dealer, +1/+5/
//! pass in an auction, check/bet/call/raise/fold with the betting option, and a lead among equal
//! lowest cards. Forced plays are made by the table, one per pause, so everyone can follow.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow};

use crate::games::rummoli::faces::words::{
    self, poker_category, rummoli_bet_label, rummoli_board, rummoli_event, rummoli_tx, RummoliTx,
};
use crate::{
    cards::{Card, CardList, Suit},
    faces::{
        buttons::{act_button, button_rows},
        message::{clip, HandMessage},
        screens::{last_bullets, seat_lines, turn_line, HandExtras, Panel, Screens},
    },
    games::{
        rummoli::{
            best_five, strength, Action, GameView, PublicStage, RummoliGame, RummoliOptions, Space,
        },
        Seat,
    },
    i18n::{game_seat_name, tx, Lang, Tx},
    table::TableState,
};

/// How many recent happenings the table message lists.
const LAST_ACTIONS: usize = 6;

/// The second bid button raises by this much over the lowest bid (the issue's "+5").
const BIG_STEP: u64 = 5;

impl Screens for RummoliGame {
    const ACTION_PREFIX: &'static str = "l";

    fn action_code(action: &Action) -> Option<String> {
        Some(match action {
            Action::Exchange => "x".into(),
            Action::Auction => "a".into(),
            Action::Bid(n) => format!("b:{n}"),
            Action::Pass => "p".into(),
            Action::Check => "k".into(),
            Action::Bet => "bet".into(),
            Action::Call => "c".into(),
            Action::Raise => "r".into(),
            Action::Fold => "f".into(),
            Action::Lead(card) => format!("l:{}", card.index()),
            Action::Leave => return None,
        })
    }

    fn parse_action(parts: &[&str]) -> Option<Action> {
        Some(match parts {
            ["x"] => Action::Exchange,
            ["a"] => Action::Auction,
            ["b", n] => Action::Bid(n.parse().ok()?),
            ["p"] => Action::Pass,
            ["k"] => Action::Check,
            ["bet"] => Action::Bet,
            ["c"] => Action::Call,
            ["r"] => Action::Raise,
            ["f"] => Action::Fold,
            ["l", index] => Action::Lead(Card::from_index(index.parse().ok()?)?),
            _ => return None,
        })
    }

    /// L4: a stack bought in, not a stake.
    fn title(o: &RummoliOptions, state: &TableState) -> String {
        tx(
            state.options.lang,
            &Tx::BuyInTitle {
                game: "Rummoli",
                buy_in: o.buy_in,
            },
        )
    }

    fn playing(&self, state: &TableState) -> Panel {
        playing(self, state)
    }

    fn finished(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        let mut panel = Panel::finished(
            self.result()
                .map(|r| words::rummoli_game_over(lang, state, r)),
            self.last_hand.as_ref().map(|last| {
                (
                    words::rummoli_hand_end(lang, state, last),
                    rummoli_board(&self.chips.board),
                )
            }),
        );
        panel.lines.extend(recent(self, state, LAST_ACTIONS));
        panel
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let (note, lang) = (extras.note, extras.lang);
        let view = self.view(Some(seat));
        let cards = sorted(&view.my_cards);
        let mut lines = vec![rummoli_tx(lang, &RummoliTx::YourCards(cards.len()))];
        lines.push(if cards.is_empty() {
            "—".to_owned()
        } else {
            CardList(&cards).to_string()
        });
        if let Some((rank, five)) = best_five(&cards) {
            lines.push(format!(
                "{}: {} ({})",
                rummoli_tx(lang, &RummoliTx::Poker),
                CardList(&five),
                poker_category(lang, rank.category())
            ));
        }
        lines.push(stage_line(&view, state, Some(seat), lang));
        HandMessage::new(note, lines, buttons(lang, state, &view, &cards))
    }
}

/// Cards by suit (♣ ♦ ♥ ♠, the lead order), low to high (L1).
fn sorted(cards: &[Card]) -> Vec<Card> {
    let order = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    let mut v = cards.to_vec();
    v.sort_by_key(|&c| {
        (
            c.suit().and_then(|s| order.iter().position(|&o| o == s)),
            strength(c),
        )
    });
    v
}

/// What the hand waits for, for `me` (`None`: the table).
fn stage_line(view: &GameView, state: &TableState, me: Option<Seat>, lang: Lang) -> String {
    let name = |s: Seat| game_seat_name(lang, state, s).into_owned();
    let high = |h: Option<(Seat, u64)>| h.map(|(s, b)| (name(s), b));
    let mine = |s: Seat| me == Some(s);
    match &view.stage {
        Some(PublicStage::DealerChoice) if mine(view.dealer) => {
            rummoli_tx(lang, &RummoliTx::DealerChoice)
        }
        Some(PublicStage::DealerChoice) => {
            rummoli_tx(lang, &RummoliTx::DealerChoosing(&name(view.dealer)))
        }
        Some(PublicStage::Auction { turn, high: h }) if mine(*turn) => {
            let h = high(*h);
            rummoli_tx(
                lang,
                &RummoliTx::AuctionTurn {
                    high: h.as_ref().map(|(n, b)| (n.as_str(), *b)),
                    stack: view.seats[*turn].stack,
                },
            )
        }
        Some(PublicStage::Auction { turn, high: h }) => {
            let h = high(*h);
            rummoli_tx(
                lang,
                &RummoliTx::AuctionWaiting {
                    high: h.as_ref().map(|(n, b)| (n.as_str(), *b)),
                    turn: &name(*turn),
                },
            )
        }
        Some(PublicStage::Betting(b)) if mine(b.turn) => rummoli_tx(
            lang,
            &RummoliTx::BettingTurn {
                owed: b.level - b.put[b.turn],
                pot: view.board[Space::Poker.index()],
            },
        ),
        Some(PublicStage::Betting(b)) => {
            rummoli_tx(lang, &RummoliTx::BettingWaiting(&name(b.turn)))
        }
        Some(PublicStage::Lead { seat }) if mine(*seat) => rummoli_tx(lang, &RummoliTx::LeadChoice),
        Some(PublicStage::Lead { seat }) => rummoli_tx(lang, &RummoliTx::LeadWaiting(&name(*seat))),
        Some(PublicStage::Play { seat }) => rummoli_tx(lang, &RummoliTx::PlayComing(&name(*seat))),
        Some(PublicStage::Over { .. }) | None => String::new(),
    }
}

fn buttons(
    lang: Lang,
    state: &TableState,
    view: &GameView,
    cards: &[Card],
) -> Vec<CreateActionRow> {
    let button = |action: &Action, label: String, style: ButtonStyle| {
        act_button(state, action.clone(), &label, style)
    };
    let mut main = Vec::new();
    let mut leads = Vec::new();
    let stack = view.seat.map_or(0, |s| view.seats[s].stack);
    for action in &view.legal {
        match action {
            Action::Exchange => main.push(button(
                action,
                rummoli_tx(lang, &RummoliTx::Exchange),
                ButtonStyle::Primary,
            )),
            Action::Auction => main.push(button(
                action,
                rummoli_tx(lang, &RummoliTx::Auction),
                ButtonStyle::Primary,
            )),
            // L10: the lowest bid (+1 over the highest), and +5 when the stack allows it.
            Action::Bid(min) => {
                main.push(button(
                    action,
                    format!("{} (+1)", rummoli_tx(lang, &RummoliTx::Bid(*min))),
                    ButtonStyle::Primary,
                ));
                let big = min + BIG_STEP - 1;
                if big <= stack {
                    main.push(button(
                        &Action::Bid(big),
                        format!("{} (+{BIG_STEP})", rummoli_tx(lang, &RummoliTx::Bid(big))),
                        ButtonStyle::Secondary,
                    ));
                }
            }
            Action::Pass => main.push(button(
                action,
                rummoli_tx(lang, &RummoliTx::Pass),
                ButtonStyle::Secondary,
            )),
            Action::Check | Action::Bet | Action::Call | Action::Raise | Action::Fold => {
                let style = if *action == Action::Fold {
                    ButtonStyle::Danger
                } else {
                    ButtonStyle::Primary
                };
                main.push(button(
                    action,
                    rummoli_bet_label(lang, action).to_owned(),
                    style,
                ));
            }
            Action::Lead(_) | Action::Leave => {}
        }
    }
    for card in cards {
        let lead = Action::Lead(*card);
        if view.legal.contains(&lead) {
            leads.push(button(&lead, card.to_string(), ButtonStyle::Primary));
        }
    }
    button_rows(state, lang, main, &leads, 5)
}

/// The last `n` happenings, as bullet lines.
fn recent(game: &RummoliGame, state: &TableState, n: usize) -> Vec<String> {
    let lang = state.options.lang;
    let said: Vec<String> = game
        .recent
        .iter()
        .filter_map(|e| rummoli_event(lang, state, e))
        .collect();
    last_bullets(&said, n, |s| clip(s, 200))
}

fn playing(game: &RummoliGame, state: &TableState) -> Panel {
    let lang = state.options.lang;
    let view = game.view(None);
    let to_act = game.to_act();
    let mut lines = seat_lines(state, &view.seats, to_act, |head, seat_no, seat| {
        rummoli_tx(
            lang,
            &RummoliTx::SeatLine {
                marker: head.marker,
                n: head.n,
                name: &head.name,
                stack: seat.stack,
                cards: seat.cards,
                dealer: view.hand_no.is_some() && seat_no == view.dealer,
                out: seat.out.then_some(seat.took),
            },
        )
    });
    let hand = view.hand_no.unwrap_or(view.hands_played + 1);
    lines.push(format!(
        "**{}** · {}",
        rummoli_tx(
            lang,
            &RummoliTx::HandOf {
                hand,
                of: view.hands_total
            }
        ),
        rummoli_board(&view.board)
    ));
    if view.widow > 0 {
        lines.push(rummoli_tx(lang, &RummoliTx::Widow(view.widow)));
    }
    let stage = stage_line(&view, state, None, lang);
    if !stage.is_empty() {
        lines.push(stage);
    }
    if let Some(turn) = to_act {
        lines.push(turn_line(state, turn));
    }
    lines.extend(recent(game, state, LAST_ACTIONS));
    // The run-out as it happens; before it, the poker hands shown; at a new hand's start, the
    // last hand's end.
    let field = if !view.plays.is_empty() {
        Some((
            rummoli_tx(lang, &RummoliTx::RunOut),
            words::rummoli_runout(lang, state, &view.plays).join("\n"),
        ))
    } else if !view.shown.is_empty() {
        Some((
            rummoli_tx(lang, &RummoliTx::Poker),
            words::rummoli_shown(lang, state, &view.shown).join("\n"),
        ))
    } else {
        game.last_hand.as_ref().map(|last| {
            (
                tx(
                    lang,
                    &Tx::LastHand(&words::rummoli_hand_end(lang, state, last)),
                ),
                words::rummoli_board(&view.board),
            )
        })
    };
    Panel {
        lines,
        field: field.map(|(name, value)| (clip(&name, 256), clip(&value, 1024))),
    }
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod tests;
