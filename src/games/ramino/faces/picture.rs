//! Ramino drawn in its own pack (T1, T22): ranks as the table writes them (`F` `D` `R`, or
//! `U` `O` `K`), suits with the Italian marks — batons, cups, coins, swords — when the table
//! names its suits the Italian way, else ♠ ♥ ♦ ♣. The table: seats with scores and cards, the
//! stock and the discard pile, whose turn, and at a hand's end every hand shown (T20). The
//! private hand is sorted as its text sorts it, each card labelled as its Discard button (`F♠`).

use crate::cards::Card;
use crate::games::ramino::{
    cards::SuitStyle, faces::words::sort_for_reading, GameView, HandEnd, PackCard, PhaseKind,
    RaminoGame, RaminoOptions,
};
use crate::games::Seat;
use crate::pictures::{
    card::{Face, Marks},
    held::runs,
    piece::{Deck, Piece},
    piles::{hand_and_pool, pile_table, scored_plates, PileTable},
    seats::SeatMarks,
    sheet::{Labelled, Row},
    words::{count, game_result, Best, Noun, Won},
    Canvas, Held, Pictures, Scene,
};

/// A card with its rank as this pack writes it.
fn face(options: &RaminoOptions, card: Card) -> Face {
    match (card.rank(), card.suit()) {
        (Some(rank), Some(suit)) => Face::Suited {
            rank: options.pack.label(rank),
            suit,
        },
        _ => Face::Joker,
    }
}

fn deck(options: &RaminoOptions, scene: &Scene<'_>) -> Deck {
    let marks = match options.suit_style() {
        SuitStyle::Italian => Marks::Italian,
        SuitStyle::French | SuitStyle::German => Marks::French,
    };
    Deck {
        marks,
        look: scene.look,
    }
}

/// T21: who won the game, how, with what score, and the pool they took.
fn result(view: &GameView, scene: &Scene<'_>) -> Option<String> {
    use crate::games::ramino::GameEnd as E;
    let r = view.result.as_ref()?;
    let lang = scene.lang;
    let score = r.winners.first().map_or(0, |&w| view.seats[w].score);
    let how = match r.end {
        E::Target => format!(
            "{} {}",
            crate::say!(lang, "ramino-target"),
            count(lang, u64::from(score), Noun::Point)
        ),
        E::LastPlayerStanding => Won::LastPlayerIn.said(lang),
        E::CancelledSettled => Won::AtTheCancel(Best::HighestTotal, score.into()).said(lang),
        E::CancelledRefunded => Won::Refunded.said(lang),
    };
    Some(game_result(scene, &r.winners, &how, &r.payouts))
}

/// T20: every hand shown at the last hand's end, while the next has barely begun. The
/// winner's row is tagged ★ with the points it scored (T21); the others' with their cards'
/// total only when the stock ran out, where the greatest total won (T19).
fn shown_rows(view: &GameView) -> Vec<Vec<Row>> {
    let mut rows = vec![Vec::new(); view.seats.len()];
    let Some(last) = view.last_hand.as_ref().filter(|_| view.moves.len() < 3) else {
        return rows;
    };
    let stock_out = matches!(last.end, HandEnd::StockOut { .. });
    for shown in &last.hands {
        let mut cards = shown.cards.clone();
        sort_for_reading(view.options.pack, &mut cards);
        let tag = match (shown.seat == last.winner, stock_out) {
            (true, true) => format!("★ +{} ({})", last.points, shown.value),
            (true, false) => format!("★ +{}", last.points),
            (false, true) => shown.value.to_string(),
            (false, false) => String::new(),
        };
        rows[shown.seat].push(Row {
            tag,
            pieces: cards
                .iter()
                .map(|&c| Piece::Card(face(&view.options, c)))
                .collect(),
        });
    }
    rows
}

impl RaminoGame {
    /// The table as the picture and its sentence say it.
    fn pile(&self, view: &GameView, scene: &Scene<'_>) -> PileTable<'static> {
        let lang = scene.lang;
        let playing = view.phase == PhaseKind::Playing;
        let seats = view.seats.iter().map(|s| {
            let score = i64::from(s.score);
            (
                score,
                s.cards,
                (s.left || s.out).then(|| crate::say!(lang, "ramino-out")),
            )
        });
        let winners = view.result.as_ref().map(|r| r.winners.as_slice());
        let marks = SeatMarks::new(view.turn, playing.then_some(view.dealer), winners);
        PileTable {
            title: "Ramino",
            detail: hand_and_pool(lang, view.hand_no, view.pool),
            result: result(view, scene),
            stock: view.stock_size,
            discard: view
                .discard_pile
                .iter()
                .map(|&c| face(&view.options, c))
                .collect(),
            turn: view.turn.filter(|_| playing).map(|t| scene.name(t)),
            over: view.phase == PhaseKind::Over,
            plates: scored_plates(scene, seats, &marks),
            rows: shown_rows(view),
            caption: crate::say!(lang, "ramino-last-hand-as-shown"),
        }
    }
}

impl Pictures for RaminoGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        let view = self.view(None);
        let table = self.pile(&view, scene);
        pile_table(&table, scene.lang, deck(&view.options, scene))
    }

    fn table_alt(&self, scene: &Scene<'_>) -> String {
        self.pile(&self.view(None), scene).alt(scene.lang)
    }

    /// The hand as its text sorts it, by suit, each card labelled as its Discard button.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held {
        let view = self.view(Some(seat));
        let options = view.options;
        let mut cards = view.my_cards.clone();
        sort_for_reading(options.pack, &mut cards);
        let labelled = cards.into_iter().map(|card| Labelled {
            piece: Piece::Card(face(&options, card)),
            label: PackCard {
                pack: options.pack,
                card,
            }
            .to_string(),
        });
        Held {
            name: scene.name(seat),
            detail: count(scene.lang, view.my_cards.len() as u64, Noun::Card),
            groups: runs(labelled, |a, b| same_suit(a.piece, b.piece)),
        }
    }

    fn hand_deck(&self, scene: &Scene<'_>) -> Deck {
        deck(&self.options, scene)
    }

    fn shows_laid_cards(&self) -> bool {
        self.last_hand.is_some()
    }
}

/// Two cards of one suit; a joker goes with nothing, so each stands apart.
fn same_suit(a: Piece, b: Piece) -> bool {
    match (a, b) {
        (Piece::Card(Face::Suited { suit: x, .. }), Piece::Card(Face::Suited { suit: y, .. })) => {
            x == y
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::faces::pictures::hand_png;
    use crate::games::{AnyGame, AnyOptions, GameKind};
    use crate::pictures::{colours::BLUE, testkit::*};

    /// T20: hands are hidden until the hand ends.
    #[test]
    fn t20_the_table_picture_never_shows_a_hidden_hand() {
        let game = played(GameKind::Ramino, 3, 5, |_| true);
        assert_hidden_hands_unseen(
            &game,
            |g| &mut crate::games::ramino::testkit::hand_mut(g).cards[..],
            |id| id.card(),
        );
    }

    /// T20, T21: the last hand's winner is marked among the hands shown, with the points it
    /// scored, and only its row.
    #[test]
    fn t21_the_last_hands_winner_is_marked_with_its_points() {
        let game = played(GameKind::Ramino, 4, 5, |g| {
            crate::faces::pictures::shows_laid_cards(g) && !g.is_over()
        });
        let AnyGame::Ramino(inner) = &game else {
            unreachable!()
        };
        let last = inner.view(None).last_hand.expect("a hand ended");
        let canvas = crate::faces::pictures::table_canvas(&game, &scene_en());
        let marked: Vec<&str> = canvas
            .report()
            .boxes
            .iter()
            .map(|b| b.what.as_str())
            .filter(|w| w.starts_with("row \"★"))
            .collect();
        let want = format!("row \"★ +{}", last.points);
        assert!(
            marked.len() == 1 && marked[0].starts_with(&want),
            "{marked:?}"
        );
    }

    /// T1: Italian suit names draw the Italian marks, which differ from the French symbols; the
    /// coins (♦) keep the four-colour blue.
    #[test]
    fn t1_italian_suit_names_draw_italian_marks() {
        let italian = crate::games::ramino::RaminoOptions {
            suit_names: crate::games::ramino::SuitNames::Italian,
            ..Default::default()
        };
        let french = played_with(AnyOptions::default_for(GameKind::Ramino), 2, 3, |_| true);
        let marked = played_with(AnyOptions::Ramino(italian), 2, 3, |_| true);
        let scene = scene_en();
        let (a, b) = (hand_png(&french, 0, &scene), hand_png(&marked, 0, &scene));
        assert_ne!(a, b);
        let diamonds = |g: &AnyGame| {
            let AnyGame::Ramino(r) = g else {
                unreachable!()
            };
            r.view(Some(0))
                .my_cards
                .iter()
                .any(|c| c.suit() == Some(crate::cards::Suit::Diamonds))
        };
        if diamonds(&marked) {
            assert!(decode(&b).count(BLUE) > 50);
        }
    }
}
