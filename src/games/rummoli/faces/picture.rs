//! Rummoli drawn: the seats with their stacks, the board's nine pay spaces with their chips (L3),
//! the widow face down while nobody has it (L8), the poker hands once shown (L13), and the
//! run-out by suit as it is played (L16–L21), each play under the name of whoever played it. The
//! private hand is sorted by suit (♣ ♦ ♥ ♠) then rank, as its text, each card labelled as the
//! Lead buttons name it (`7♦`).

use crate::cards::{Card, Suit};
use crate::games::rummoli::{strength, GameEnd, GameView, RummoliGame, Space};
use crate::games::Seat;
use crate::pictures::{
    alt,
    chips::draw_board as draw_chips_board,
    colours::{MUTED, SKY},
    flow::{flow, named_rows, plays_row},
    held::{french_labelled, french_pieces},
    piece::{Deck, Piece, Scale},
    seats::{Plate, SeatMarks},
    sheet::{Labelled, Sheet, MARGIN},
    text::{Style, Weight},
    words::{and_list, count, signed, Noun},
    Canvas, Held, Pictures, Scene,
};

/// The lead order of suits, which the hand and the run-out follow (L1).
const SUITS: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

fn plate(game: &RummoliGame, view: &GameView, seat: Seat, scene: &Scene<'_>) -> Plate {
    let lang = scene.lang;
    let s = &view.seats[seat];
    let state = if s.out || s.left {
        crate::say!(lang, "rummoli-out").to_owned()
    } else {
        count(lang, s.cards as u64, Noun::Card)
    };
    let line = match &view.result {
        // L4: at the end, what each seat was paid back, and what it won or lost.
        Some(r) => {
            let total = r.stacks.get(seat).copied().unwrap_or(0);
            let gain = total as i64 - view.options.buy_in as i64;
            let gain = signed(gain);
            format!(
                "{} {total} · {gain}",
                crate::say!(lang, "rummoli-ends-with")
            )
        }
        None => format!(
            "{} {} · {state}",
            crate::say!(lang, "rummoli-stack"),
            s.stack
        ),
    };
    let marks = SeatMarks {
        turn: game.to_act(),
        dealer: view.hand_no.map(|_| view.dealer),
        winners: &winners(view),
    };
    Plate::marked(scene, seat, line, s.out || s.left, &marks)
}

/// The seats that ended with the most chips (none when the game was called off before a hand
/// was played and every buy-in went back).
fn winners(view: &GameView) -> Vec<Seat> {
    let Some(r) = &view.result else {
        return Vec::new();
    };
    if r.end == GameEnd::Cancelled && view.hands_played == 0 {
        return Vec::new();
    }
    let best = r.stacks.iter().copied().max().unwrap_or(0);
    (0..r.stacks.len())
        .filter(|&s| r.stacks[s] == best)
        .collect()
}

/// L23, L24: the end: who finished with the most chips, with how many and what they won.
fn result(view: &GameView, scene: &Scene<'_>) -> Option<String> {
    let r = view.result.as_ref()?;
    let lang = scene.lang;
    let won = winners(view);
    let Some(&first) = won.first() else {
        return Some(crate::say!(lang, "rummoli-game-over-called-off-before").to_owned());
    };
    let names: Vec<String> = won.iter().map(|&w| scene.name(w)).collect();
    let who = and_list(lang, &names);
    let total = r.stacks[first];
    let chips = count(lang, total, Noun::Chip);
    let gain = signed(total as i64 - view.options.buy_in as i64);
    Some(match won.len() {
        1 => crate::say!(lang, "rummoli-game-over-one-winner", who, chips, gain),
        _ => crate::say!(lang, "rummoli-game-over-tied-winners", who, chips, gain),
    })
}

/// L3: the nine spaces in three rows, each with its label, its count and its chips; the widow
/// beside them.
fn board(sheet: &mut Sheet, view: &GameView, scene: &Scene<'_>, deck: Deck) {
    let spaces: Vec<(&str, u64)> = Space::ALL
        .iter()
        .map(|s| (s.label(), view.board[s.index()]))
        .collect();
    let (w, h) = draw_chips_board(sheet, &spaces, SKY);
    let x = MARGIN + w + 8.0;
    let room = sheet.canvas.width() as f32 - MARGIN - x;
    let word = Style::new(15.0, Weight::Regular, MUTED);
    let y = sheet.paragraph("widow", (x, sheet.y, room), &widow_words(view, scene), word);
    if view.widow_taker.is_none() && view.widow > 0 {
        let backs = vec![Piece::Back; view.widow];
        let at = (x, y + 4.0);
        let (used, tall) = flow(&mut sheet.canvas, at, &backs, room, Scale::Table, deck);
        sheet
            .canvas
            .record("widow's cards", (at.0, at.1, used, tall), false);
    }
    sheet.y += h + 18.0;
}

/// What the widow's corner says: its cards while nobody has it, who took it, or that nobody
/// did (L10, L11: with no bid it is a dead hand, never shown).
fn widow_words(view: &GameView, scene: &Scene<'_>) -> String {
    let lang = scene.lang;
    match (view.widow, view.widow_taker) {
        (_, Some(taker)) => format!(
            "{} {}",
            crate::say!(lang, "rummoli-widow-taken-by"),
            scene.name(taker)
        ),
        (0, None) if view.hand_no.is_some() => {
            crate::say!(lang, "rummoli-widow-untaken-dead-hand").to_owned()
        }
        (0, None) => String::new(),
        (n, None) => format!(
            "{} · {}",
            crate::say!(lang, "rummoli-widow"),
            count(lang, n as u64, Noun::Card)
        ),
    }
}

/// A row per suit of the run-out (L16–L21): the suit, then each play with its player's name
/// under it, wrapped onto more lines when a suit's plays do not fit one.
fn runout(sheet: &mut Sheet, plays: &[(Seat, Vec<Card>)], scene: &Scene<'_>, deck: Deck) {
    for suit in SUITS {
        let row: Vec<(String, Vec<Piece>)> = plays
            .iter()
            .filter(|(_, c)| c.first().and_then(|c| c.suit()) == Some(suit))
            .map(|(seat, c)| (scene.name(*seat), french_pieces(c)))
            .collect();
        if !row.is_empty() {
            plays_row(sheet, (suit.symbol(), deck.look.suit(suit)), &row, deck);
        }
    }
}

/// L13: the poker hands once shown, each after its player's name.
fn shown_hands(sheet: &mut Sheet, view: &GameView, scene: &Scene<'_>, deck: Deck) {
    if view.shown.is_empty() {
        return;
    }
    let words = crate::say!(scene.lang, "rummoli-poker-hands-shown");
    sheet.line(words, Style::new(15.0, Weight::Bold, MUTED));
    let rows: Vec<(String, Vec<Piece>)> = view
        .shown
        .iter()
        .map(|s| (scene.name(s.seat), french_pieces(&s.cards)))
        .collect();
    named_rows(sheet, &rows, deck);
}

impl RummoliGame {
    /// The table in one sentence: the hand, how the game ended or who is to act, the seats,
    /// the board, the widow, the poker hands shown and the run-out.
    fn said(&self, scene: &Scene<'_>) -> String {
        let view = self.view(None);
        let lang = scene.lang;
        let hand = view.hand_no.unwrap_or(view.hands_played);
        let word = crate::say!(lang, "rummoli-hand");
        let mut said = format!("Rummoli, {word} {hand} / {}", view.hands_total);
        match (result(&view, scene), self.to_act()) {
            (Some(r), _) => said.push_str(&format!(". {}", r.trim_end_matches('.'))),
            (None, Some(s)) => {
                said.push_str(&crate::say!(lang, "rummoli-to-act", value = scene.name(s)))
            }
            (None, None) => {}
        }
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(self, &view, s, scene))
            .collect();
        said.push_str(&format!("; {}", alt::seats(&plates, lang)));
        let board: Vec<String> = Space::ALL
            .iter()
            .map(|s| format!("{} {}", s.label(), view.board[s.index()]))
            .collect();
        let board_word = crate::say!(lang, "rummoli-board");
        said.push_str(&format!("; {board_word}: {}", board.join(", ")));
        let widow = widow_words(&view, scene);
        if !widow.is_empty() {
            said.push_str(&format!("; {}", widow.trim_end_matches('.')));
        }
        let names: Vec<String> = view.shown.iter().map(|s| scene.name(s.seat)).collect();
        let shown: Vec<String> = names
            .iter()
            .zip(&view.shown)
            .map(|(n, s)| format!("{n}: {}", alt::pieces(&french_pieces(&s.cards), lang)))
            .collect();
        if view.plays.is_empty() && !shown.is_empty() {
            let words = crate::say!(lang, "rummoli-alt-poker-hands-shown");
            said.push_str(&format!("; {words}: {}", shown.join(", ")));
        }
        let plays: Vec<String> = view
            .plays
            .iter()
            .map(|(s, c)| {
                format!(
                    "{} {}",
                    scene.name(*s),
                    alt::pieces(&french_pieces(c), lang)
                )
            })
            .collect();
        if !plays.is_empty() {
            let words = crate::say!(lang, "rummoli-played");
            said.push_str(&format!("; {words}: {}", plays.join(", ")));
        }
        alt::clip(format!("{said}."))
    }
}

impl Pictures for RummoliGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        let view = self.view(None);
        let lang = scene.lang;
        let deck = scene.deck();
        let mut sheet = Sheet::new();
        let hand = view.hand_no.unwrap_or(view.hands_played);
        let detail = format!(
            "{} {hand} / {}",
            crate::say!(lang, "rummoli-table-title-hand"),
            view.hands_total
        );
        sheet.title("Rummoli", &detail);
        if let Some(result) = result(&view, scene) {
            sheet.banner(&result);
        }
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(self, &view, s, scene))
            .collect();
        sheet.seats(&plates, &[], deck);
        // At the end the board is empty: every chip went back (L24).
        if view.result.is_none() {
            board(&mut sheet, &view, scene, deck);
        }
        if view.plays.is_empty() {
            shown_hands(&mut sheet, &view, scene, deck);
        } else {
            runout(&mut sheet, &view.plays, scene, deck);
        }
        sheet.finish()
    }

    fn table_alt(&self, scene: &Scene<'_>) -> String {
        self.said(scene)
    }

    /// The hand by suit in lead order, then rank.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held {
        let view = self.view(Some(seat));
        let lang = scene.lang;
        let groups: Vec<Vec<Labelled>> = SUITS
            .iter()
            .map(|&suit| {
                let mut held: Vec<Card> = view
                    .my_cards
                    .iter()
                    .copied()
                    .filter(|c| c.suit() == Some(suit))
                    .collect();
                held.sort_by_key(|&c| strength(c));
                held.into_iter().map(french_labelled).collect()
            })
            .collect();
        let stack = view.seats.get(seat).map_or(0, |s| s.stack);
        let detail = format!(
            "{} · {} {stack}",
            count(lang, view.my_cards.len() as u64, Noun::Card),
            crate::say!(lang, "rummoli-hand-picture-stack")
        );
        Held {
            name: scene.name(seat),
            detail,
            groups,
        }
    }

    fn shows_laid_cards(&self) -> bool {
        self.hand().is_some_and(|h| !h.plays.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::games::{AnyGame, GameKind};
    use crate::pictures::testkit::*;

    /// L10, L11: a widow nobody bid for is said to be dead, not left out without a word.
    #[test]
    fn l11_a_widow_nobody_took_is_said_to_be_dead() {
        let untaken = |g: &AnyGame| {
            let AnyGame::Rummoli(r) = g else {
                unreachable!()
            };
            let v = r.view(None);
            v.hand_no.is_some() && v.widow == 0 && v.widow_taker.is_none()
        };
        let game = (0..40)
            .find_map(|seed| {
                let mut found = None;
                crate::games::arena::play_any(
                    crate::games::AnyOptions::default_for(GameKind::Rummoli),
                    4,
                    seed,
                    &mut |g| {
                        if untaken(g) {
                            found = Some(g.clone());
                        }
                        found.is_none()
                    },
                );
                found
            })
            .expect("in 40 games some widow goes untaken");
        let canvas = crate::faces::pictures::table_canvas(&game, &scene_en());
        let said: Vec<&str> = canvas
            .report()
            .boxes
            .iter()
            .filter_map(|b| b.what.strip_prefix("widow: "))
            .collect();
        let said = said.join(" ");
        assert!(said.contains("Nobody took the widow"), "{said:?}");
    }

    /// L25: hands, the widow and the dead hand are never shown.
    #[test]
    fn l25_the_table_picture_never_shows_a_hidden_hand() {
        let game = played(
            GameKind::Rummoli,
            4,
            9,
            crate::faces::pictures::shows_laid_cards,
        );
        assert_hidden_hands_unseen(
            &game,
            |g: &mut crate::games::rummoli::RummoliGame| match &mut g.phase {
                crate::games::rummoli::Phase::Playing { hand } => &mut hand.cards[..],
                _ => panic!("in a hand"),
            },
            |c| *c,
        );
    }
}
