//! Rummy drawn: the seats with scores and cards, the stock and the discard pile, whose turn, and
//! the melds on the table under their owners (Y6, Y7), each tagged with the number the lay-off
//! menu names it by; at a hand's end, the cards each seat was left with (Y23). The private hand
//! is sorted by suit then rank, as its text, each card labelled as its buttons name it (`7♦`).

use super::{GameView, PhaseKind, RummyGame};
use crate::cards::Card;
use crate::games::Seat;
use crate::pictures::{
    card::Face,
    piece::{Deck, Piece},
    piles::draw_piles,
    seats::Plate,
    sheet::{hand_sheet, Labelled, Row, Sheet},
    Canvas, Pictures, Scene,
};

fn cards(cards: &[Card]) -> Vec<Piece> {
    cards
        .iter()
        .map(|&c| Piece::Card(Face::french(c)))
        .collect()
}

/// Cards by suit, then rank: the hand's text order (`screens.rs`).
fn by_suit(cards: &[Card]) -> Vec<Vec<Card>> {
    let mut sorted = cards.to_vec();
    sorted.sort_by_key(|c| (c.suit().map(|s| s.index()), c.rank().map(|r| r.number())));
    let mut groups: Vec<Vec<Card>> = Vec::new();
    for card in sorted {
        match groups.last_mut() {
            Some(g) if g[0].suit() == card.suit() => g.push(card),
            _ => groups.push(vec![card]),
        }
    }
    groups
}

fn plate(view: &GameView, seat: Seat, scene: &Scene<'_>) -> Plate {
    let lang = scene.lang;
    let s = &view.seats[seat];
    let state = if s.left || s.out {
        lang.pick("out", "fuori").to_owned()
    } else {
        format!("{} {}", s.cards, lang.pick("cards", "carte"))
    };
    Plate {
        name: scene.name(seat),
        line: format!("{} {} · {state}", lang.pick("Score", "Punti"), s.score),
        turn: view.turn == Some(seat),
        dealer: view.phase == PhaseKind::Playing && view.dealer == seat,
        out: s.out || s.left,
    }
}

/// Each seat's melds on the table (Y6), or at a new hand's start the cards the last hand left.
fn rows(game: &RummyGame, view: &GameView) -> Vec<Vec<Row>> {
    let mut rows = vec![Vec::new(); view.seats.len()];
    for meld in &view.melds {
        rows[meld.owner].push(Row {
            tag: meld.id.to_string(),
            pieces: cards(&meld.faces()),
        });
    }
    if view.melds.is_empty() && view.moves.len() < 3 {
        for shown in game.last_hand.iter().flat_map(|l| &l.hands) {
            rows[shown.seat].push(Row {
                tag: format!("{}", shown.value),
                pieces: cards(&shown.cards),
            });
        }
    }
    rows
}

impl Pictures for RummyGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        let view = self.view(None);
        let lang = scene.lang;
        let deck = Deck {
            look: scene.look,
            ..Deck::default()
        };
        let mut sheet = Sheet::new();
        let detail = format!(
            "{} {} · {} {}",
            lang.pick("Hand", "Mano"),
            view.hand_no,
            lang.pick("Pool", "Piatto"),
            view.pool
        );
        sheet.title(lang.pick("Rummy", "Rummy"), &detail);
        let note = match (view.phase, view.turn) {
            (PhaseKind::Playing, Some(turn)) => format!("▶ {}", scene.name(turn)),
            (PhaseKind::Over, _) => lang.pick("Game over", "Partita finita").to_owned(),
            _ => String::new(),
        };
        let pile: Vec<Face> = view.discard_pile.iter().map(|&c| Face::french(c)).collect();
        draw_piles(&mut sheet, view.stock_size, &pile, &note, lang, deck);
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(&view, s, scene))
            .collect();
        let columns = sheet.plates(&plates);
        let rows = rows(self, &view);
        if rows.iter().any(|r| !r.is_empty()) && view.melds.is_empty() {
            let caption = crate::pictures::text::Style::new(
                13.0,
                crate::pictures::text::Weight::Bold,
                crate::pictures::colours::MUTED,
            );
            sheet.line(
                lang.pick(
                    "Cards left at the last hand",
                    "Carte rimaste all'ultima mano",
                ),
                caption,
            );
        }
        sheet.under_plates(&columns, &rows, deck);
        sheet.finish()
    }

    fn hand(&self, seat: Seat, scene: &Scene<'_>) -> Canvas {
        let view = self.view(Some(seat));
        let lang = scene.lang;
        let groups: Vec<Vec<Labelled>> = by_suit(&view.my_cards)
            .into_iter()
            .map(|g| {
                g.into_iter()
                    .map(|c| Labelled {
                        piece: Piece::Card(Face::french(c)),
                        label: c.to_string(),
                    })
                    .collect()
            })
            .collect();
        let mut detail = format!("{} {}", view.my_cards.len(), lang.pick("cards", "carte"));
        if let Some(card) = view.must_use {
            detail.push_str(&format!(" · {} {card}", lang.pick("must use", "da usare")));
        }
        let deck = Deck {
            look: scene.look,
            ..Deck::default()
        };
        hand_sheet(&scene.name(seat), &detail, &groups, deck)
    }

    fn shows_laid_cards(&self) -> bool {
        self.hand().is_some_and(|h| !h.melds.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::games::{AnyGame, GameKind};
    use crate::pictures::{table_png, testkit::*};

    /// Y23: hands stay hidden while played; Y6: melds are public and drawn.
    #[test]
    fn y23_hidden_hands_are_not_drawn_and_y6_melds_are() {
        let game = played(GameKind::Rummy, 3, 11, crate::pictures::shows_laid_cards);
        let AnyGame::Rummy(mut inner) = game.clone() else {
            unreachable!()
        };
        let super::super::Phase::Playing { hand } = &mut inner.phase else {
            panic!("in a hand")
        };
        swap_hidden(&mut hand.cards, |id| id.card());
        assert_table_unchanged(&game, &AnyGame::Rummy(inner));
        let melds = played(GameKind::Rummy, 3, 11, |_| true);
        let before = decode(&table_png(&melds, &scene_en()));
        assert!(
            decode(&table_png(&game, &scene_en())).height > before.height,
            "melds add rows"
        );
    }
}
