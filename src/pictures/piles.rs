//! The stock and the discard pile of a draw-and-discard table (Rumino R11, Rummy Y12, Ramino
//! T16): the stock face down with its count, the discard pile's last cards fanned with the top
//! one whole, each under its word.

use crate::lang::Lang;

use super::{
    card::Face,
    colours::{INK, MUTED},
    piece::{fan, Deck, Piece, Scale},
    sheet::{Sheet, MARGIN},
    text::{Align, Style, Weight},
};

/// Cards of the discard pile shown under the top one.
const SHOWN: usize = 6;

/// Draws the stock (`stock` cards) and the discard pile (bottom first) across the sheet, with
/// `note` (whose turn, say) to their right.
pub fn draw_piles(
    sheet: &mut Sheet,
    stock: usize,
    discard: &[Face],
    note: &str,
    lang: Lang,
    deck: Deck,
) {
    let (w, h) = Piece::Back.size(Scale::Hand);
    let word = Style::new(13.0, Weight::Regular, MUTED);
    let count = Style::new(15.0, Weight::Bold, INK);
    let top = sheet.y;
    let mut x = MARGIN;
    if stock > 0 {
        Piece::Back.draw(&mut sheet.canvas, (x, top), Scale::Hand, deck);
    } else {
        sheet
            .canvas
            .rounded((x, top, w, h), 6.0, super::colours::PLATE, None);
    }
    let label = format!("{} {stock}", lang.pick("Stock", "Mazzo"));
    sheet
        .canvas
        .text(x + w / 2.0, top + h + 4.0, &label, word, Align::Centre);
    x += w + 28.0;
    let shown: Vec<Piece> = discard
        .iter()
        .rev()
        .take(SHOWN)
        .rev()
        .map(|&f| Piece::Card(f))
        .collect();
    let used = if shown.is_empty() {
        sheet
            .canvas
            .rounded((x, top, w, h), 6.0, super::colours::PLATE, None);
        w
    } else {
        fan(
            &mut sheet.canvas,
            (x, top),
            &shown,
            w * 3.0,
            Scale::Hand,
            deck,
        )
    };
    let label = format!("{} {}", lang.pick("Discards", "Scarti"), discard.len());
    sheet.canvas.text(
        x + used - w / 2.0,
        top + h + 4.0,
        &label,
        word,
        Align::Centre,
    );
    x += used + 28.0;
    sheet
        .canvas
        .text(x, top + h / 2.0 - 10.0, note, count, Align::Left);
    sheet.y += h + 28.0;
}
