//! Rumino drawn: the seats with their scores and cards, the stock and the discard pile, whose
//! turn; at a hand's end, every hand shown under its owner in its best arrangement (R18). The
//! private hand is grouped as its text groups it — lays first, then loose cards, sorted by suit
//! and rank so a player finds a card at a glance — and each card is labelled as its Discard
//! button names it (`7♦`).

use crate::cards::Card;
use crate::games::rumino::{lays, GameView, PhaseKind, RuminoGame};
use crate::games::Seat;
use crate::pictures::{
    card::Face,
    held::{french_labelled, french_pieces, runs},
    piles::{hand_and_pool, pile_table, scored_plates, PileTable},
    seats::SeatMarks,
    sheet::{Labelled, Row},
    words::{count, game_result, signed, Best, Noun, Won},
    Canvas, Held, Pictures, Scene,
};

/// Loose cards by suit (♠ ♥ ♦ ♣), then rank (the ace high when the table plays it so), jokers
/// last, each suit a group of its own.
fn by_suit(loose: &[Card], ace_high: bool) -> Vec<Vec<Card>> {
    let mut sorted = loose.to_vec();
    sorted.sort_by_key(|c| {
        let rank = c.rank().map_or(0, |r| match r.number() {
            1 if ace_high => 14,
            n => n,
        });
        (c.suit().map_or(u8::MAX, |s| s.index()), rank)
    });
    runs(sorted, |a, b| a.suit() == b.suit())
}

/// R22: who won the game, how, with what score, and the pool they took.
fn result(view: &GameView, scene: &Scene<'_>) -> Option<String> {
    use crate::games::rumino::result::GameEnd as E;
    let r = view.result.as_ref()?;
    let lang = scene.lang;
    let score = r.winners.first().map_or(0, |&w| view.seats[w].score);
    let how = match r.end {
        E::Rumino => crate::say!(lang, "rumino-rumino").to_owned(),
        E::ThreeGins => crate::say!(lang, "rumino-three-gins").to_owned(),
        E::LastPlayerStanding => Won::LastPlayerIn.said(lang),
        E::AllEliminated => format!("{} ({score})", crate::say!(lang, "rumino-last-player-in")),
        E::CancelledSettled => Won::AtTheCancel(Best::LowestScore, score.into()).said(lang),
        E::CancelledRefunded => Won::Refunded.said(lang),
    };
    Some(game_result(scene, &r.winners, &how, &r.payouts))
}

/// The hands shown at the last hand's end (R18), while the next has barely begun (as the text
/// shows them).
fn shown_rows(game: &RuminoGame, view: &GameView) -> Vec<Vec<Row>> {
    let mut rows = vec![Vec::new(); view.seats.len()];
    let Some(last) = game.last_hand.as_ref().filter(|_| view.moves.len() < 3) else {
        return rows;
    };
    for shown in &last.hands {
        let seat_rows = &mut rows[shown.seat];
        let points = signed(i64::from(shown.points));
        for (i, lay) in shown.arrangement.lays.iter().enumerate() {
            let tag = if i == 0 {
                points.clone()
            } else {
                String::new()
            };
            seat_rows.push(Row {
                tag,
                pieces: french_pieces(&lay.cards),
            });
        }
        if !shown.arrangement.deadwood_cards.is_empty() {
            let tag = if shown.arrangement.lays.is_empty() {
                points
            } else {
                String::new()
            };
            let loose: Vec<Card> =
                by_suit(&shown.arrangement.deadwood_cards, view.ace_high).concat();
            seat_rows.push(Row {
                tag,
                pieces: french_pieces(&loose),
            });
        }
    }
    rows
}

impl RuminoGame {
    /// The table as the picture and its sentence say it.
    fn pile(&self, scene: &Scene<'_>) -> PileTable<'static> {
        let view = self.view(None);
        let lang = scene.lang;
        let detail = format!(
            "{} · {} ≤ {}",
            hand_and_pool(lang, view.hand_no, view.pool),
            crate::say!(lang, "rumino-knock"),
            view.knock_limit
        );
        let playing = view.phase == PhaseKind::Playing;
        let seats = view.seats.iter().map(|s| {
            let out = if s.forfeited {
                Some(crate::say!(lang, "rumino-left"))
            } else {
                s.eliminated.then(|| crate::say!(lang, "rumino-out"))
            };
            (i64::from(s.score), s.cards, out)
        });
        let winners = view.result.as_ref().map(|r| r.winners.as_slice());
        let marks = SeatMarks::new(view.turn, playing.then_some(view.dealer), winners);
        PileTable {
            title: "Rumino",
            detail,
            result: result(&view, scene),
            stock: view.stock_size,
            discard: view.discard_pile.iter().map(|&c| Face::french(c)).collect(),
            turn: view.turn.filter(|_| playing).map(|t| scene.name(t)),
            over: view.phase == PhaseKind::Over,
            plates: scored_plates(scene, seats, &marks),
            rows: shown_rows(self, &view),
            caption: crate::say!(lang, "rumino-last-hand-as-shown"),
        }
    }
}

impl Pictures for RuminoGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        pile_table(&self.pile(scene), scene.lang, scene.deck())
    }

    fn table_alt(&self, scene: &Scene<'_>) -> String {
        self.pile(scene).alt(scene.lang)
    }

    /// The hand in its best arrangement: lays first, then the loose cards by suit.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held {
        let view = self.view(Some(seat));
        let lang = scene.lang;
        let a = lays::arrange(
            &view.my_cards,
            lays::LayRules {
                ace_high: view.ace_high,
            },
        );
        let mut groups: Vec<Vec<Labelled>> = a
            .lays
            .iter()
            .map(|l| l.cards.iter().copied().map(french_labelled).collect())
            .collect();
        for suit in by_suit(&a.deadwood_cards, view.ace_high) {
            groups.push(suit.into_iter().map(french_labelled).collect());
        }
        let detail = format!(
            "{} · {} {}",
            count(lang, view.my_cards.len() as u64, Noun::Card),
            crate::say!(lang, "rumino-deadwood"),
            a.deadwood
        );
        Held {
            name: scene.name(seat),
            detail,
            groups,
        }
    }

    fn shows_laid_cards(&self) -> bool {
        self.last_hand.is_some()
    }
}

#[cfg(test)]
mod tests {
    use crate::games::GameKind;
    use crate::pictures::testkit::*;

    /// R10: hands are hidden; the table picture is drawn without them.
    #[test]
    fn r10_the_table_picture_never_shows_a_hidden_hand() {
        let game = played(GameKind::Rumino, 3, 7, |_| true);
        assert_hidden_hands_unseen(
            &game,
            |g: &mut crate::games::rumino::RuminoGame| match &mut g.phase {
                crate::games::rumino::Phase::Playing { hand } => &mut hand.cards[..],
                _ => panic!("in a hand"),
            },
            |id| id.card(),
        );
    }

    /// The loose cards are drawn by suit, then rank, whatever order the hand holds them in.
    #[test]
    fn loose_cards_are_sorted_by_suit_then_rank() {
        use crate::cards::{Card, Rank, Suit};
        let card = |n, suit| Card::new(Rank::new(n).unwrap(), suit);
        let loose = [
            card(9, Suit::Clubs),
            card(1, Suit::Hearts),
            card(13, Suit::Spades),
            card(4, Suit::Hearts),
            card(2, Suit::Spades),
        ];
        let groups = super::by_suit(&loose, false);
        let want = vec![
            vec![card(2, Suit::Spades), card(13, Suit::Spades)],
            vec![card(1, Suit::Hearts), card(4, Suit::Hearts)],
            vec![card(9, Suit::Clubs)],
        ];
        assert_eq!(groups, want);
        let high = super::by_suit(&loose, true);
        assert_eq!(high[1], vec![card(4, Suit::Hearts), card(1, Suit::Hearts)]);
    }

    /// R18: at a hand's end every hand is shown: the table picture grows by those rows.
    #[test]
    fn r18_hands_shown_at_a_hands_end_are_drawn_under_their_seats() {
        let start = played(GameKind::Rumino, 3, 7, |_| true);
        let shown = played(
            GameKind::Rumino,
            3,
            7,
            crate::faces::pictures::shows_laid_cards,
        );
        let scene = scene_en();
        let height = |g| decode(&crate::faces::pictures::table_png(g, &scene)).height;
        assert!(height(&shown) > height(&start) + 40);
    }
}
