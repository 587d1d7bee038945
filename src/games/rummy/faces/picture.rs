//! Rummy drawn: the seats with scores and cards, the stock and the discard pile, whose turn, and
//! the melds on the table under their owners (Y6, Y7), each tagged with the number the lay-off
//! menu names it by; at a hand's end, the cards each seat was left with (Y23). The private hand
//! is sorted by suit then rank, as its text, each card labelled as its buttons name it (`7♦`).

use crate::cards::Card;
use crate::games::rummy::{GameView, PhaseKind, RummyGame};
use crate::games::Seat;
use crate::pictures::{
    card::Face,
    held::{french_labelled, french_pieces, runs},
    piles::{hand_and_pool, pile_table, scored_plates, PileTable},
    seats::SeatMarks,
    sheet::Row,
    words::{count, game_result, Best, Noun, Won},
    Canvas, Held, Pictures, Scene,
};

/// Cards by suit, then rank: the hand's text order (`screens.rs`).
fn by_suit(cards: &[Card]) -> Vec<Vec<Card>> {
    let mut sorted = cards.to_vec();
    sorted.sort_by_key(|c| (c.suit().map(|s| s.index()), c.rank().map(|r| r.number())));
    runs(sorted, |a, b| a.suit() == b.suit())
}

/// Y22: who won the game, how, with what total, and the pool they took.
fn result(view: &GameView, scene: &Scene<'_>) -> Option<String> {
    use crate::games::rummy::GameEnd as E;
    let r = view.result.as_ref()?;
    let lang = scene.lang;
    let total = r.winners.first().map_or(0, |&w| view.seats[w].score);
    let how = match r.end {
        E::Target => format!("{} {total}", crate::say!(lang, "rummy-target")),
        E::Hands => format!("{} ({total})", crate::say!(lang, "rummy-hands")),
        E::LastPlayerStanding => Won::LastPlayerIn.said(lang),
        E::CancelledSettled => Won::AtTheCancel(Best::HighestTotal, total.into()).said(lang),
        E::CancelledRefunded => Won::Refunded.said(lang),
    };
    Some(game_result(scene, &r.winners, &how, &r.payouts))
}

/// Each seat's melds on the table (Y6), or at a new hand's start the cards the last hand left.
fn rows(game: &RummyGame, view: &GameView) -> Vec<Vec<Row>> {
    let mut rows = vec![Vec::new(); view.seats.len()];
    for meld in &view.melds {
        rows[meld.owner].push(Row {
            tag: meld.id.to_string(),
            pieces: french_pieces(&meld.faces()),
        });
    }
    if view.melds.is_empty() && view.moves.len() < 3 {
        for shown in game.last_hand.iter().flat_map(|l| &l.hands) {
            rows[shown.seat].push(Row {
                tag: format!("{}", shown.value),
                pieces: french_pieces(&shown.cards),
            });
        }
    }
    rows
}

impl RummyGame {
    /// The table as the picture and its sentence say it.
    fn pile(&self, scene: &Scene<'_>) -> PileTable<'static> {
        let view = self.view(None);
        let lang = scene.lang;
        let playing = view.phase == PhaseKind::Playing;
        let winners = view.result.as_ref().map(|r| r.winners.as_slice());
        let marks = SeatMarks::new(view.turn, playing.then_some(view.dealer), winners);
        let seats = view.seats.iter().map(|s| {
            let out = (s.left || s.out).then(|| crate::say!(lang, "rummy-out"));
            (i64::from(s.score), s.cards, out)
        });
        let caption = if view.melds.is_empty() {
            crate::say!(lang, "rummy-cards-left-at-the-last")
        } else {
            ""
        };
        PileTable {
            title: "Rummy",
            detail: hand_and_pool(lang, view.hand_no, view.pool),
            result: result(&view, scene),
            stock: view.stock_size,
            discard: view.discard_pile.iter().map(|&c| Face::french(c)).collect(),
            turn: view.turn.filter(|_| playing).map(|t| scene.name(t)),
            over: view.phase == PhaseKind::Over,
            plates: scored_plates(scene, seats, &marks),
            rows: rows(self, &view),
            caption,
        }
    }
}

impl Pictures for RummyGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        pile_table(&self.pile(scene), scene.lang, scene.deck())
    }

    fn table_alt(&self, scene: &Scene<'_>) -> String {
        self.pile(scene).alt(scene.lang)
    }

    /// The hand by suit, with the card it must use, if any.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held {
        let view = self.view(Some(seat));
        let lang = scene.lang;
        let groups = by_suit(&view.my_cards)
            .into_iter()
            .map(|g| g.into_iter().map(french_labelled).collect())
            .collect();
        let mut detail = count(lang, view.my_cards.len() as u64, Noun::Card);
        if let Some(card) = view.must_use {
            detail.push_str(&format!(
                " · {} {card}",
                crate::say!(lang, "rummy-must-use")
            ));
        }
        Held {
            name: scene.name(seat),
            detail,
            groups,
        }
    }

    fn shows_laid_cards(&self) -> bool {
        self.core.hand().is_some_and(|h| !h.melds.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::faces::pictures::table_png;
    use crate::games::{hand_game::HandGame, GameKind};
    use crate::pictures::testkit::*;

    /// Y23: hands stay hidden while played; Y6: melds are public and drawn.
    #[test]
    fn y23_hidden_hands_are_not_drawn_and_y6_melds_are() {
        let game = played(
            GameKind::Rummy,
            3,
            11,
            crate::faces::pictures::shows_laid_cards,
        );
        assert_hidden_hands_unseen(
            &game,
            |g: &mut crate::games::rummy::RummyGame| {
                &mut HandGame::hand_mut(g).expect("in a hand").cards[..]
            },
            |id| id.card(),
        );
        let melds = played(GameKind::Rummy, 3, 11, |_| true);
        let before = decode(&table_png(&melds, &scene_en()));
        assert!(
            decode(&table_png(&game, &scene_en())).height > before.height,
            "melds add rows"
        );
    }
}
