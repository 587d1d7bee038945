//! Rummy in the terminal: its narration, the hand and the melds on the table, and what can be
//! typed (draw, take, meld cards, lay a card off on a numbered meld, discard).

use crate::games::rummy::faces::words::{
    rummy_game_over, rummy_hand_end, rummy_hands, rummy_meld, rummy_move,
};
use crate::{
    cards::{Card, CardId, CardList},
    faces::terminal::{
        common_words, dealer_draw_line, discarded, game_events, hand_line, help_hint, my_seat,
        nothing_after, pool, scores_line, screen::echo, split, turned_up, unknown_command,
        your_move, Input, Retype, Terminal,
    },
    games::{
        hand_game,
        rummy::{draw_for_dealer, Action, Dealt, Event, GameView, Move, RummyGame},
        AnyAction, AnyGame,
    },
    i18n::{describe_deal, describe_own_draw, Lang},
    table::{TableEvent, TableState},
};

/// Rummy's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(crate) struct Rummy;

fn game(state: &TableState) -> Option<&RummyGame> {
    state.live_game().and_then(AnyGame::narrow_to)
}

/// A card of Rummy's pack (52 cards, no jokers), or what to type instead.
fn card(lang: Lang, text: &str) -> Result<Card, Retype> {
    text.parse::<Card>()
        .ok()
        .filter(|c| c.rank().is_some())
        .ok_or_else(|| Retype(crate::say!(lang, "rummy-is-not-a-card-write", text)))
}

/// A typed line as a Rummy action.
fn parse_input(lang: Lang, line: &str) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(lang, &word, &rest) {
        return common;
    }
    let card = |text: &str| card(lang, text);
    let action = match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "m" | "meld" => {
            let cards = rest
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
                .map(card)
                .collect::<Result<Vec<_>, _>>()?;
            if cards.is_empty() {
                return Err(crate::say!(lang, "rummy-name-the-cards-to-meld").into());
            }
            return Ok(Input::Act(AnyAction::Rummy(Action::Meld(cards))));
        }
        "o" | "off" => {
            let mut parts = rest.split_whitespace();
            let (Some(c), Some(target), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(crate::say!(lang, "rummy-lay-off-needs-card-and-meld").into());
            };
            let card = card(c)?;
            let target = target.parse().map_err(|_| {
                let not = crate::say!(lang, "rummy-is-not-a-meld-number");
                format!("“{target}” {not}. {}", help_hint(lang))
            })?;
            return Ok(Input::Act(AnyAction::Rummy(Action::LayOff {
                card,
                target,
            })));
        }
        other => {
            let Some(typed) = discarded(lang, (other, &rest), "x 7h") else {
                return Err(unknown_command(lang, other));
            };
            return Ok(Input::Act(AnyAction::Rummy(Action::Discard(card(typed?)?))));
        }
    };
    nothing_after(lang, &word, &rest)?;
    Ok(Input::Act(AnyAction::Rummy(action)))
}

impl Terminal for Rummy {
    fn help(&self, lang: Lang) -> &'static str {
        crate::say!(lang, "rummy-help")
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = state.options.lang;
        for event in game_events::<Event>(events) {
            match event {
                Event::Dealt(Dealt { hand_no, dealer }) => {
                    let hands = state_options(state).and_then(|o| o.hands);
                    echo!("\n{}", describe_deal(lang, state, *hand_no, hands, *dealer));
                    let game = state
                        .game
                        .as_ref()
                        .and_then(AnyGame::narrow_to::<RummyGame>);
                    if let Some(up) = game.and_then(|g| g.core.hand()?.top_discard()) {
                        echo!("{}", turned_up(lang, &up.card().to_string()));
                    }
                }
                // How the hand ended is told with its scores, just after.
                Event::Moved(Move::WentOut { .. } | Move::Dead) => {}
                Event::Moved(m) => echo!("{}", move_line(state, m)),
                Event::HandEnded { result } => {
                    echo!("\n{}", rummy_hand_end(lang, state, result));
                    for line in rummy_hands(lang, state, result) {
                        echo!("  {line}");
                    }
                }
                Event::GameOver { result } => {
                    echo!("\n{}", rummy_game_over(lang, state, result));
                }
                // Your own leaving is told by the session, with what it costs you.
                Event::Left { seat } if Some(*seat) == my_seat(state) => {}
                Event::Left { seat } => {
                    echo!("{}", rummy_move(lang, state, &Move::Left { seat: *seat }))
                }
                Event::TimedOut { .. } => {}
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let lang = state.options.lang;
        let view = game.view(Some(seat));
        let [goal, scores] = status_lines(state, &view);
        echo!("\n{goal}\n{scores}");
        for meld in &view.melds {
            echo!(
                "  {} {}",
                crate::say!(lang, "rummy-meld"),
                rummy_meld(lang, state, meld).replace('`', "")
            );
        }
        let mut cards = view.my_cards.clone();
        cards.sort_by_key(|c| (c.suit().map(|s| s.index()), c.rank().map(|r| r.number())));
        echo!(
            "{}",
            hand_line(
                lang,
                &CardList(&cards).to_string(),
                &view.discard_top.map_or("—".to_owned(), |c| c.to_string()),
                view.stock_size
            )
        );
        let melds: Vec<String> = game
            .meld_choices(seat)
            .iter()
            .take(6)
            .map(|m| format!("[{}]", CardList(m)))
            .collect();
        if !melds.is_empty() {
            let could = crate::say!(lang, "rummy-you-could-meld");
            echo!(
                "{}",
                crate::faces::terminal::labelled(lang, could, melds.join(" "))
            );
        }
        echo!("{}", your_move(lang, &move_options(lang, &view)));
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(state.options.lang, line)
    }

    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let drawn = draw_for_dealer(state.players.len(), draw);
        Some(dealer_draw_line(state, &drawn, |c| c.to_string()))
    }
}

/// The options of the table's game, whether or not it is still being played.
fn state_options(state: &TableState) -> Option<crate::games::rummy::RummyOptions> {
    state
        .game
        .as_ref()
        .and_then(AnyGame::narrow_to::<RummyGame>)
        .map(|g| g.options)
}

/// The hand number, what wins and the pool; then every seat's score and cards in hand.
fn status_lines(state: &TableState, view: &GameView) -> [String; 2] {
    let o = &view.options;
    let lang = state.options.lang;
    let hand = view.hand_no;
    let goal = match o.hands {
        Some(n) => crate::say!(lang, "rummy-hand-of-the-highest-total", hand, n),
        None => crate::say!(
            lang,
            "rummy-hand-first-to-points-wins",
            hand,
            target = o.target
        ),
    };
    let seats: Vec<(i64, usize, bool)> = view
        .seats
        .iter()
        .map(|s| (i64::from(s.score), s.cards, s.out))
        .collect();
    [
        format!("{goal} · {}", pool(lang, view.pool)),
        scores_line(state, view.seat, &seats),
    ]
}

/// What the prompt offers: each kind of legal action once.
fn move_options(lang: Lang, view: &GameView) -> Vec<&'static str> {
    let mut options = Vec::new();
    for action in &view.legal {
        let option = match action {
            Action::DrawStock => crate::say!(lang, "rummy-draw-stock"),
            Action::TakeDiscard => crate::say!(lang, "rummy-take-discard"),
            Action::Meld(_) => crate::say!(lang, "rummy-meld-option"),
            Action::LayOff { .. } => crate::say!(lang, "rummy-lay-off"),
            Action::Discard(_) => crate::say!(lang, "rummy-discard"),
            Action::Leave => continue,
        };
        if !options.contains(&option) {
            options.push(option);
        }
    }
    options
}

/// A move as a sentence; your own draw from the stock names the card, which only you see.
fn move_line(state: &TableState, m: &Move) -> String {
    if let Move::DrewStock { seat } = *m {
        let drawn =
            hand_game::own_stock_draw::<RummyGame>(state.game.as_ref(), seat, my_seat(state));
        if let Some(card) = drawn {
            return describe_own_draw(state.options.lang, &card.card().to_string());
        }
    }
    rummy_move(state.options.lang, state, m)
}

impl crate::faces::terminal::Plays for crate::games::rummy::RummyGame {
    fn terminal(_: &crate::games::rummy::RummyOptions) -> Box<dyn Terminal> {
        Box::new(Rummy)
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;
