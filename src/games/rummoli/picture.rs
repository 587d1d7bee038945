//! Rummoli drawn: the seats with their stacks, the board's nine pay spaces with their chips (L3),
//! the widow face down while nobody has it (L8), the poker hands once shown (L13), and the
//! run-out by suit as it is played (L16–L21), each play under the name of whoever played it. The
//! private hand is sorted by suit (♣ ♦ ♥ ♠) then rank, as its text, each card labelled as the
//! Lead buttons name it (`7♦`).

use super::{strength, GameView, RummoliGame, Space};
use crate::cards::{Card, Suit};
use crate::games::Seat;
use crate::pictures::{
    card::Face,
    chips::draw_chips,
    colours::{INK, MUTED, PLATE, SKY},
    flow::flow,
    piece::{fan, Deck, Piece, Scale},
    seats::Plate,
    sheet::{hand_sheet, Labelled, Sheet, MARGIN},
    text::{fit, width, Align, Style, Weight},
    Canvas, Pictures, Scene,
};

/// The lead order of suits, which the hand and the run-out follow (L1).
const SUITS: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

fn cards(cards: &[Card]) -> Vec<Piece> {
    cards
        .iter()
        .map(|&c| Piece::Card(Face::french(c)))
        .collect()
}

fn plate(game: &RummoliGame, view: &GameView, seat: Seat, scene: &Scene<'_>) -> Plate {
    let lang = scene.lang;
    let s = &view.seats[seat];
    let state = if s.out || s.left {
        lang.pick("out", "fuori").to_owned()
    } else {
        format!("{} {}", s.cards, lang.pick("cards", "carte"))
    };
    Plate {
        name: scene.name(seat),
        line: format!("{} {} · {state}", lang.pick("Stack", "Fiches"), s.stack),
        turn: game.to_act() == Some(seat),
        dealer: view.hand_no.is_some() && view.dealer == seat,
        out: s.out || s.left,
    }
}

/// L3: the nine spaces in three rows, each with its label and chips; the widow beside them.
fn board(sheet: &mut Sheet, view: &GameView, scene: &Scene<'_>, deck: Deck) {
    let (w, h, gap) = (150.0, 62.0, 8.0);
    let label = Style::new(15.0, Weight::Bold, INK);
    for (i, space) in Space::ALL.iter().enumerate() {
        let x = MARGIN + (i % 3) as f32 * (w + gap);
        let y = sheet.y + (i / 3) as f32 * (h + gap);
        sheet.canvas.rounded((x, y, w, h), 8.0, PLATE, None);
        sheet
            .canvas
            .record(format!("space {}", space.label()), (x, y, w, h), false);
        sheet
            .canvas
            .text(x + 8.0, y + 6.0, space.label(), label, Align::Left);
        draw_chips(
            &mut sheet.canvas,
            (x + w - 66.0, y + h - 6.0),
            view.board[space.index()],
            SKY,
            INK,
        );
    }
    let x = MARGIN + 3.0 * (w + gap) + 20.0;
    let word = Style::new(14.0, Weight::Regular, MUTED);
    let lang = scene.lang;
    let widow = match (view.widow, view.widow_taker) {
        (_, Some(taker)) => format!(
            "{} {}",
            lang.pick("Widow taken by", "Vedova presa da"),
            scene.name(taker)
        ),
        (0, None) => String::new(),
        (n, None) => format!(
            "{} · {n} {}",
            lang.pick("Widow", "Vedova"),
            lang.pick("cards", "carte")
        ),
    };
    let ww = sheet.canvas.text(x, sheet.y, &widow, word, Align::Left);
    sheet
        .canvas
        .record("widow", (x, sheet.y, ww, word.line_height()), false);
    if view.widow_taker.is_none() && view.widow > 0 {
        let backs = vec![Piece::Back; view.widow];
        let used = fan(
            &mut sheet.canvas,
            (x, sheet.y + 24.0),
            &backs,
            200.0,
            Scale::Table,
            deck,
        );
        let h = Piece::Back.size(Scale::Table).1;
        sheet
            .canvas
            .record("widow's cards", (x, sheet.y + 24.0, used, h), false);
    }
    sheet.y += 3.0 * (h + gap) + 10.0;
}

/// A row per suit of the run-out (L16–L21): the suit, then each play with its player's name
/// under it, wrapped onto more lines when a suit's plays do not fit one.
fn runout(sheet: &mut Sheet, plays: &[(Seat, Vec<Card>)], scene: &Scene<'_>, deck: Deck) {
    let (cw, _) = Piece::Back.size(Scale::Table);
    let name = Style::new(11.5, Weight::Regular, MUTED);
    let right = sheet.canvas.width() as f32 - MARGIN;
    let start = MARGIN + 30.0;
    for suit in SUITS {
        let row: Vec<&(Seat, Vec<Card>)> = plays
            .iter()
            .filter(|(_, c)| c.first().and_then(|c| c.suit()) == Some(suit))
            .collect();
        if row.is_empty() {
            continue;
        }
        let symbol = Style::new(26.0, Weight::Regular, deck.look.suit(suit));
        sheet.canvas.text(
            MARGIN + 10.0,
            sheet.y + 14.0,
            &suit.symbol().to_string(),
            symbol,
            Align::Centre,
        );
        let (mut x, mut top, mut lowest) = (start, sheet.y, sheet.y);
        for (seat, played) in row {
            let who = scene.name(*seat);
            let label = fit(&who, name, right - start);
            let full = played.len() as f32 * (cw + 3.0) - 3.0;
            let slot = full.max(width(&label, name)).min(right - start);
            if x > start && x + slot > right {
                (x, top) = (start, lowest + 8.0);
            }
            let at = (x + (slot - full.min(slot)) / 2.0, top);
            let (_, h) = flow(
                &mut sheet.canvas,
                at,
                &cards(played),
                slot,
                Scale::Table,
                deck,
            );
            let under = top + h + 2.0;
            sheet
                .canvas
                .text(x + slot / 2.0, under, &label, name, Align::Centre);
            let bottom = under + name.line_height();
            let what = format!("play by {who}");
            sheet
                .canvas
                .record(what, (x, top, slot, bottom - top), label != who);
            lowest = lowest.max(bottom);
            x += slot + 12.0;
        }
        sheet.y = lowest + 10.0;
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
            lang.pick("Hand", "Mano"),
            view.hands_total
        );
        sheet.title("Rummoli", &detail);
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(self, &view, s, scene))
            .collect();
        sheet.seats(&plates, &[], deck);
        board(&mut sheet, &view, scene, deck);
        if !view.plays.is_empty() {
            runout(&mut sheet, &view.plays, scene, deck);
        } else {
            let tag = Style::new(13.0, Weight::Bold, MUTED);
            if !view.shown.is_empty() {
                sheet.line(
                    lang.pick("Poker hands shown", "Mani di poker mostrate"),
                    tag,
                );
            }
            for shown in &view.shown {
                let w = sheet.canvas.text(
                    MARGIN,
                    sheet.y + 4.0,
                    &scene.name(shown.seat),
                    tag,
                    Align::Left,
                );
                let used = fan(
                    &mut sheet.canvas,
                    (MARGIN + w.max(90.0) + 8.0, sheet.y),
                    &cards(&shown.cards),
                    400.0,
                    Scale::Table,
                    deck,
                );
                let h = Piece::Back.size(Scale::Table).1;
                let span = w.max(90.0) + 8.0 + used;
                sheet.canvas.record(
                    format!("poker hand of {}", scene.name(shown.seat)),
                    (MARGIN, sheet.y, span, h),
                    false,
                );
                sheet.y += h + 6.0;
            }
        }
        sheet.finish()
    }

    fn hand(&self, seat: Seat, scene: &Scene<'_>) -> Canvas {
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
                held.into_iter()
                    .map(|c| Labelled {
                        piece: Piece::Card(Face::french(c)),
                        label: c.to_string(),
                    })
                    .collect()
            })
            .collect();
        let stack = view.seats.get(seat).map_or(0, |s| s.stack);
        let detail = format!(
            "{} {} · {} {stack}",
            view.my_cards.len(),
            lang.pick("cards", "carte"),
            lang.pick("stack", "fiches")
        );
        hand_sheet(&scene.name(seat), &detail, &groups, scene.deck())
    }

    fn shows_laid_cards(&self) -> bool {
        self.hand().is_some_and(|h| !h.plays.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::games::{AnyGame, GameKind};
    use crate::pictures::testkit::*;

    /// L25: hands, the widow and the dead hand are never shown.
    #[test]
    fn l25_the_table_picture_never_shows_a_hidden_hand() {
        let game = played(GameKind::Rummoli, 4, 9, crate::pictures::shows_laid_cards);
        let AnyGame::Rummoli(mut inner) = game.clone() else {
            unreachable!()
        };
        let super::super::Phase::Playing { hand } = &mut inner.phase else {
            panic!("in a hand")
        };
        swap_hidden(&mut hand.cards, |c| *c);
        assert_table_unchanged(&game, &AnyGame::Rummoli(inner));
    }
}
