//! Tuscan Ramino in the terminal: its narration, the hand sorted by suit then rank in the table's
//! pack (`F♠`, `U♦`), and what can be typed (draw, take, a card to discard). Declaring and
//! claiming are automatic (T17, T18), so there is nothing else to type.

use crate::games::ramino::faces::words::{
    ramino_card, ramino_cards, ramino_declaration, ramino_game_over, ramino_hand_end, ramino_hands,
    ramino_move, ramino_suits, sort_for_reading,
};
use crate::{
    cards::CardId,
    faces::terminal::{
        common_words, dealer_draw_line, discarded, game_events, hand_line, my_seat, name,
        nothing_after, pool, scores_line, screen::echo, split, unknown_command, your_move, Input,
        Retype, Terminal,
    },
    games::{
        hand_game,
        ramino::{
            draw_for_dealer, parse_card, Action, Dealt, Event, GameView, Move, PackKind,
            RaminoGame, RaminoOptions,
        },
        AnyAction, AnyGame,
    },
    i18n::{describe_deal, describe_own_draw, Lang},
    table::{TableEvent, TableState},
};

/// Ramino's terminal: everything it tells comes with the events; the help shows cards of the
/// table's pack.
pub(crate) struct Ramino {
    pack: PackKind,
}

impl Ramino {
    pub(crate) fn new(pack: PackKind) -> Ramino {
        Ramino { pack }
    }
}

fn game(state: &TableState) -> Option<&RaminoGame> {
    state.live_game().and_then(AnyGame::narrow_to)
}

/// The options of the table's game, whether or not it is still being played.
fn options(state: &TableState) -> Option<RaminoOptions> {
    state
        .game
        .as_ref()
        .and_then(AnyGame::narrow_to::<RaminoGame>)
        .map(|g| g.options)
}

/// A typed line as a Ramino action, reading cards in `pack`.
fn parse_input(lang: Lang, line: &str, pack: PackKind) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(lang, &word, &rest) {
        return common;
    }
    let card = |text: &str| {
        parse_card(text, pack).map_err(|e| {
            let text = e.token;
            Retype(match pack {
                PackKind::Italian => crate::say!(lang, "ramino-not-a-card-italian-pack", text),
                PackKind::German => crate::say!(lang, "ramino-not-a-card-german-pack", text),
            })
        })
    };
    let action = match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        other => {
            let example = match pack {
                PackKind::Italian => "x Fs",
                PackKind::German => "x Us",
            };
            let Some(typed) = discarded(lang, (other, &rest), example) else {
                return Err(unknown_command(lang, other));
            };
            return Ok(Input::Act(AnyAction::from(Action::Discard(card(typed?)?))));
        }
    };
    nothing_after(lang, &word, &rest)?;
    Ok(Input::Act(AnyAction::from(action)))
}

impl Terminal for Ramino {
    fn help(&self, lang: Lang) -> &'static str {
        match self.pack {
            PackKind::Italian => crate::say!(lang, "ramino-help-italian-pack"),
            PackKind::German => crate::say!(lang, "ramino-help-german-pack"),
        }
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = state.options.lang;
        let Some(options) = options(state) else {
            return;
        };
        let events: Vec<&Event> = game_events(events).collect();
        for event in &events {
            match event {
                Event::Dealt(Dealt {
                    hand_no, dealer, ..
                }) => echo!("\n{}", describe_deal(lang, state, *hand_no, None, *dealer)),
                // How the hand ended is told with its scores, just after.
                Event::Moved(Move::StockOut) => {}
                // Your own leaving is told by the session, with what it costs you.
                Event::Moved(Move::Left { seat }) | Event::Left { seat }
                    if Some(*seat) == my_seat(state) => {}
                Event::Moved(m) => echo!("{}", move_line(state, &options, m)),
                Event::HandEnded { result } => {
                    echo!("\n{}", ramino_hand_end(lang, state, &options, result));
                    for line in ramino_hands(lang, state, &options, result) {
                        echo!("  {line}");
                    }
                }
                Event::GameOver { result } => {
                    echo!("\n{}", ramino_game_over(lang, state, result));
                }
                // A leave during a hand is told by its move, which says more.
                Event::Left { seat }
                    if !events.contains(&&Event::Moved(Move::Left { seat: *seat })) =>
                {
                    let who = name(state, *seat);
                    let left = crate::say!(lang, "ramino-left-the-game");
                    echo!("{who} {left}.");
                }
                Event::Left { .. } | Event::TimedOut { .. } => {}
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let lang = state.options.lang;
        let view = game.view(Some(seat));
        let o = &view.options;
        let [goal, scores] = status_lines(state, &view);
        echo!("\n{goal}\n{scores}");
        let mut cards = view.my_cards.clone();
        sort_for_reading(o.pack, &mut cards);
        let discard = view
            .discard_top
            .map_or("—".to_owned(), |c| ramino_card(o, c));
        echo!(
            "{}",
            hand_line(lang, &ramino_cards(o, &cards), &discard, view.stock_size)
        );
        if let Some((card, d)) = view.declaring_discard() {
            let (card, declaration) = (ramino_card(o, card), ramino_declaration(lang, o, &d));
            echo!(
                "{}",
                crate::say!(lang, "ramino-discarding-declares", card, declaration)
            );
        }
        let mut options = Vec::new();
        for action in &view.legal {
            let option = match (action, o.pack) {
                (Action::DrawStock, _) => crate::say!(lang, "ramino-draw-stock"),
                (Action::TakeDiscard, _) => crate::say!(lang, "ramino-take-discard"),
                (Action::Discard(_), PackKind::Italian) => crate::say!(lang, "ramino-discard"),
                (Action::Discard(_), PackKind::German) => {
                    crate::say!(lang, "ramino-discard-german-pack")
                }
                (Action::Leave, _) => continue,
            };
            if !options.contains(&option) {
                options.push(option);
            }
        }
        echo!("{}", your_move(lang, &options));
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        let pack = game(state).map_or(self.pack, |g| g.options.pack);
        parse_input(state.options.lang, line, pack)
    }

    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let o = options(state)?;
        let drawn = draw_for_dealer(state.players.len(), draw, o.pack);
        Some(dealer_draw_line(state, &drawn, |c| ramino_card(&o, c)))
    }
}

/// The hand number, the match's target, the pool and the suits; then every seat's score and
/// cards in hand.
fn status_lines(state: &TableState, view: &GameView) -> [String; 2] {
    let o = &view.options;
    let lang = state.options.lang;
    let seats: Vec<(i64, usize, bool)> = view
        .seats
        .iter()
        .map(|s| (i64::from(s.score), s.cards, s.out))
        .collect();
    let target = crate::say!(lang, "ramino-target-points", points = o.target);
    let goal = crate::say!(
        lang,
        "ramino-hand-first-to-wins",
        hand_no = view.hand_no,
        target
    );
    [
        format!(
            "{goal} · {} · {}",
            pool(lang, view.pool),
            ramino_suits(lang, o)
        ),
        scores_line(state, view.seat, &seats),
    ]
}

/// A move as a sentence; your own draw from the stock names the card, which only you see.
fn move_line(state: &TableState, options: &RaminoOptions, m: &Move) -> String {
    if let Move::DrewStock { seat, .. } = *m {
        let drawn =
            hand_game::own_stock_draw::<RaminoGame>(state.game.as_ref(), seat, my_seat(state));
        if let Some(card) = drawn {
            return describe_own_draw(state.options.lang, &ramino_card(options, card.card()));
        }
    }
    ramino_move(state.options.lang, state, options, m)
}

impl crate::faces::terminal::Plays for crate::games::ramino::RaminoGame {
    fn terminal(options: &crate::games::ramino::RaminoOptions) -> Box<dyn Terminal> {
        Box::new(Ramino::new(options.pack))
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;
