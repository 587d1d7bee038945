//! Rumino in the terminal: its narration, its view of the hand, and what can be typed.

use crate::games::rumino::faces::words::{
    describe_game_over, describe_hand_end, describe_hands, describe_move, describe_standing,
    describe_winner_deals, hand_line as held_line, Standing,
};
use crate::{
    cards::{Card, CardId, CardList},
    faces::terminal::{
        common_words, dealer_draw_line, discarded, game_events, hand_line, help_hint, my_seat,
        nothing_after, pool, scores_line, screen::echo, split, turned_up, unknown_command,
        your_move, Input, Retype, Terminal,
    },
    games::rumino::{
        draw_for_dealer, lays, Action, Event, GameView, Move, Step, ELIMINATION_SCORE,
    },
    games::{AnyAction, AnyGame},
    i18n::{describe_deal, describe_own_draw, game_seat_name, Lang},
    table::{TableEvent, TableState},
};

const HELP: &str =
    "Commands: d = draw from the stock, t = take the discard, a card (7h, 10♦, Joker) \
or x and a card = discard it, k = knock, g = gin, r = rumino, c = claim the discard for a rumino, \
y / n = rebuy or not, q = quit. In your hand, [ ] holds cards that meld; the rest is deadwood.";

const HELP_IT: &str =
    "Comandi: d = pesca dal mazzo, t = prendi lo scarto, una carta (7h, 10♦, Joker) \
o x e una carta = scartala, k = bussa, g = gin, r = rumino, c = reclama lo scarto per un rumino, \
s / n = rientra o no, q = esci. Nella tua mano, [ ] raccoglie le carte che fanno combinazione; il \
resto è legno morto. Semi: s picche, h cuori, d quadri, c fiori.";

fn parse_input(lang: Lang, line: &str) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(lang, &word, &rest) {
        return common;
    }
    let card = |text: &str| {
        text.parse::<Card>().map_err(|e| {
            Retype(match lang {
                Lang::It => format!(
                    "“{}” non è una carta: scrivi un valore (A, 2–10, J, Q, K) e un seme \
                     (♠ ♥ ♦ ♣ o s h d c), come 7♥, 10s o Qd, oppure Joker. {}",
                    e.token,
                    help_hint(lang)
                ),
                _ => format!("{e}. {}", help_hint(lang)),
            })
        })
    };
    let action = match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "k" | "knock" => Action::Knock,
        "g" | "gin" => Action::Gin,
        "r" | "rumino" => Action::Rumino,
        "c" | "claim" => Action::ClaimRumino,
        "y" | "yes" | "rebuy" | "s" | "si" | "sì" => Action::Rebuy,
        "n" | "no" => Action::DeclineRebuy,
        other => {
            let Some(typed) = discarded(lang, (other, &rest), "x 7h") else {
                return Err(unknown_command(lang, other));
            };
            return Ok(Input::Act(AnyAction::Rumino(Action::Discard(card(
                typed?,
            )?))));
        }
    };
    nothing_after(lang, &word, &rest)?;
    Ok(Input::Act(AnyAction::Rumino(action)))
}

/// A warning when knocking now would put the player over the elimination score (R14, R20):
/// the knocker adds their own deadwood too.
fn knock_warning(lang: Lang, view: &GameView) -> Option<String> {
    let seat = view.seat?;
    let score = view.seats.get(seat)?.score;
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let deadwood = i32::from(lays::deadwood(&view.my_cards, rules));
    let after = score + deadwood;
    (after > ELIMINATION_SCORE).then(|| {
        crate::say!(
            lang,
            "rumino-careful-knocking-adds-your-points",
            deadwood,
            score,
            after,
            ELIMINATION_SCORE
        )
    })
}

/// Rumino's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(crate) struct Rumino;

impl Terminal for Rumino {
    fn help(&self, lang: Lang) -> &'static str {
        lang.pick(HELP, HELP_IT)
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        for event in game_events(events) {
            tell(state, event);
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        if let Some(game) = state.live_game().and_then(AnyGame::as_rumino) {
            print_view(state, &game.view(Some(seat)));
        }
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(state.options.lang, line)
    }

    fn warning(&self, state: &TableState, seat: usize, action: &AnyAction) -> Option<String> {
        let game = state.live_game().and_then(AnyGame::as_rumino)?;
        match action {
            AnyAction::Rumino(Action::Knock) => {
                knock_warning(state.options.lang, &game.view(Some(seat)))
            }
            _ => None,
        }
    }

    /// R7: the last game's winner, if still seated, deals; only otherwise did the draw choose.
    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let winner = state
            .last_winner
            .and_then(|w| state.players.iter().position(|p| p.player == w));
        if let Some(seat) = winner {
            return Some(describe_winner_deals(state.options.lang, state, seat));
        }
        let drawn = draw_for_dealer(state.players.len(), draw);
        Some(dealer_draw_line(state, &drawn, |c| c.to_string()))
    }
}

fn tell(state: &TableState, event: &Event) {
    let lang = state.options.lang;
    match event {
        Event::Dealt { hand_no, dealer } => {
            echo!("\n{}", describe_deal(lang, state, *hand_no, None, *dealer));
            let hand = state.game.as_ref().and_then(AnyGame::as_rumino);
            if let Some(up) = hand.and_then(|g| g.hand()?.top_discard()) {
                echo!("{}", turned_up(lang, &up.card().to_string()));
            }
        }
        // The leave is told once, by `Event::Left`, which also comes between hands.
        Event::Moved(Move::Left { .. }) => {}
        Event::Moved(m) => echo!("{}", move_line(state, m)),
        Event::HandEnded { result } => {
            echo!("\n{}", describe_hand_end(lang, state, result));
            for line in describe_hands(lang, state, result) {
                echo!("  {line}");
            }
            for h in result.hands.iter().filter(|h| h.eliminated) {
                let out = Standing::Eliminated {
                    score: h.score_after,
                };
                echo!("{}", describe_standing(lang, state, h.seat, out));
            }
        }
        Event::Rebought { seat, cost, score } => {
            let what = Standing::Rebought {
                cost: *cost,
                score: *score,
            };
            echo!("{}", describe_standing(lang, state, *seat, what));
        }
        Event::RebuyDeclined { seat } => {
            echo!(
                "{}",
                describe_standing(lang, state, *seat, Standing::DeclinedRebuy)
            );
        }
        // Your own leaving is told by the session, with what it costs you.
        Event::Left { seat } if Some(*seat) == my_seat(state) => {}
        Event::Left { seat } => {
            let left = Move::Left {
                seat: *seat,
                on_turn: false,
            };
            echo!("{}", describe_move(lang, state, &left));
        }
        Event::GameOver { result } => echo!("\n{}", describe_game_over(lang, state, result)),
        Event::RebuyOffered { seats } => {
            let others: Vec<String> = seats
                .iter()
                .filter(|&&s| Some(s) != my_seat(state))
                .map(|&s| game_seat_name(lang, state, s).into_owned())
                .collect();
            if !others.is_empty() {
                let deciding = crate::say!(lang, "rumino-deciding-whether-to-rebuy");
                echo!("{deciding}: {}.", others.join(", "));
            }
        }
        Event::TimedOut { .. } => {}
    }
}

/// A move as a sentence; your own draw from the stock names the card, which only you see.
fn move_line(state: &TableState, m: &Move) -> String {
    if let Move::DrewStock { seat } = *m {
        if Some(seat) == my_seat(state) {
            if let Some(card) = drawn_card(state, seat) {
                return describe_own_draw(state.options.lang, &card.to_string());
            }
        }
    }
    describe_move(state.options.lang, state, m)
}

/// The card `seat` drew from the stock this turn, while it still holds it undiscarded.
fn drawn_card(state: &TableState, seat: usize) -> Option<Card> {
    let hand = state.game.as_ref()?.as_rumino()?.hand()?;
    let from_stock = hand.turn == seat && hand.step == Step::Drawn { taken: None };
    // A draw puts the card last in the hand; it stays there until the discard.
    from_stock
        .then(|| hand.cards.get(seat)?.last().map(|id| id.card()))
        .flatten()
}

fn print_view(state: &TableState, view: &GameView) {
    let lang = state.options.lang;
    let seats: Vec<(i64, usize, bool)> = view
        .seats
        .iter()
        .map(|s| (i64::from(s.score), s.cards, s.eliminated))
        .collect();
    let (hand, pool) = (view.hand_no, pool(lang, view.pool));
    match lang {
        Lang::It => echo!("\nMano {hand} · oltre {ELIMINATION_SCORE} punti si è fuori · {pool}"),
        _ => echo!("\nHand {hand} · over {ELIMINATION_SCORE} points is out · {pool}"),
    }
    echo!("{}", scores_line(state, view.seat, &seats));
    if let Some(cost) = view.rebuy_cost {
        match lang {
            Lang::It => echo!("Sei fuori. Rientri per {cost} fiches? (s/n)"),
            _ => echo!("You are out. Rebuy for {cost} chips? (y/n)"),
        }
        return;
    }
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let arrangement = lays::arrange(&view.my_cards, rules);
    let lays: Vec<String> = arrangement
        .lays
        .iter()
        .map(|l| format!("[{}]", CardList(&l.cards)))
        .collect();
    let hand = format!(
        "{} ({} {})",
        held_line(&lays, &arrangement.deadwood_cards),
        crate::say!(lang, "rumino-deadwood-2"),
        arrangement.deadwood
    );
    let discard = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    echo!("{}", hand_line(lang, &hand, &discard, view.stock_size));
    echo!("{}", your_move(lang, &move_options(lang, view)));
}

/// What the prompt offers: the legal actions, and discarding only on one's own turn after drawing
/// (out of turn, the only thing to do is an R17 claim).
fn move_options(lang: Lang, view: &GameView) -> Vec<&'static str> {
    let mut options: Vec<&str> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::DrawStock => Some(crate::say!(lang, "rumino-draw-stock")),
            Action::TakeDiscard => Some(crate::say!(lang, "rumino-take-discard")),
            Action::Knock => Some(crate::say!(lang, "rumino-knock-2")),
            Action::Gin => Some("g gin"),
            Action::Rumino => Some("r rumino"),
            Action::ClaimRumino => Some(crate::say!(lang, "rumino-claim-rumino")),
            _ => None,
        })
        .collect();
    let my_turn = view.turn.is_some() && view.turn == view.seat;
    if my_turn && view.drawn {
        options.push(crate::say!(lang, "rumino-a-card-to-discard-like"));
    }
    options
}

impl crate::faces::terminal::Plays for crate::games::rumino::RuminoGame {
    fn terminal(_: &crate::games::rumino::GameOptions) -> Box<dyn Terminal> {
        Box::new(Rumino)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_is_understood_or_explained() {
        assert!(matches!(
            parse_input(Lang::En, " D "),
            Ok(Input::Act(AnyAction::Rumino(Action::DrawStock)))
        ));
        assert!(
            matches!(parse_input(Lang::En, "7h"), Ok(Input::Act(AnyAction::Rumino(Action::Discard(c)))) if c.to_string() == "7♥")
        );
        assert!(matches!(parse_input(Lang::En, "q"), Ok(Input::Quit)));
        let Err(Retype(err)) = parse_input(Lang::En, "xyz") else {
            panic!("xyz was understood");
        };
        assert!(err.contains("“xyz”") && err.contains("help"), "{err}");
        assert!(parse_input(Lang::En, "").is_err());
        // A command is read whole or not at all; a bare x says what is missing.
        let refused = |line| match parse_input(Lang::En, line) {
            Err(Retype(e)) => e,
            Ok(_) => panic!("{line} was understood"),
        };
        assert!(refused("d 7h").contains("“d” takes nothing after it"));
        assert!(refused("q now").contains("“q” takes nothing after it"));
        assert!(refused("x").contains("Name the card to discard"));
        assert!(matches!(
            parse_input(Lang::En, "x 7h"),
            Ok(Input::Act(AnyAction::Rumino(Action::Discard(_))))
        ));
    }

    use crate::games::rumino::{
        testkit::{card, dealt_game, play},
        GameOptions,
    };

    const LOOSE: &str = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣";

    #[test]
    fn out_of_turn_the_prompt_offers_only_the_claim() {
        let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣"; // 2♥ completes it
        let hands = ["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE, six];
        let mut game = dealt_game(GameOptions::default(), 2, &hands, "Q♦", "A♣ 7♣");
        game.apply(&play(0, Action::DrawStock)).unwrap();
        game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
        // Seat 1 draws, so the player on turn could discard; seat 2 can only claim.
        game.apply(&play(1, Action::DrawStock)).unwrap();
        assert_eq!(
            move_options(Lang::En, &game.view(Some(2))),
            ["c CLAIM the discard for a rumino"]
        );
        let on_turn = move_options(Lang::En, &game.view(Some(1)));
        assert!(
            on_turn.contains(&"a card to discard (like 7h)"),
            "{on_turn:?}"
        );
    }

    #[test]
    fn r7_the_last_winner_deals_else_the_draw_is_told() {
        let mut state = crate::faces::terminal::two_seats(crate::games::GameKind::Rumino);
        let deck: Vec<CardId> = ["3♠", "K♦"]
            .iter()
            .map(|c| CardId::all().find(|id| id.card() == card(c)).unwrap())
            .collect();
        assert_eq!(
            Rumino.dealer_draw(&state, &deck).unwrap(),
            "Cards drawn for the first deal: You 3♠, 🤖 Computer 1 (normal) K♦. \
             🤖 Computer 1 (normal) deals first."
        );
        state.last_winner = Some(crate::faces::terminal::ME);
        assert_eq!(
            Rumino.dealer_draw(&state, &deck).unwrap(),
            "You won the last game and deal first."
        );
    }

    #[test]
    fn a_knock_that_would_eliminate_the_knocker_is_warned_about() {
        let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣"; // deadwood 7
        let mut game = dealt_game(GameOptions::default(), 1, &[low, LOOSE], "K♥", "");
        game.seats[0].score = 93;
        assert_eq!(
            knock_warning(Lang::En, &game.view(Some(0))),
            None,
            "93 + 7 = 100 stays in"
        );
        game.seats[0].score = 94;
        let warning = knock_warning(Lang::En, &game.view(Some(0))).unwrap();
        assert!(warning.contains("101 is over 100"), "{warning}");
    }
}
