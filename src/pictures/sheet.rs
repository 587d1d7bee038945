//! [`Sheet`]: a picture laid out top to bottom — a title, the seats in a grid with their rows of
//! cards under them — on the table's cloth, cut to the height it used; and the hand picture
//! every game shares: cards in the order the text lists them, each group kept together, a label
//! under each card that reads as the button naming it.
//!
//! Discord previews a picture about [`PREVIEW_WIDTH`] pixels wide, scaling the whole picture
//! down: a table is drawn [`TABLE_WIDTH`] wide, with type large enough that, scaled so, a card's
//! rank keeps at least 10 px and every word at least 9 px (a test holds every game to it).

use super::{
    canvas::Canvas,
    colours::{FELT, INK, MUTED},
    flow::flow,
    piece::{Deck, Piece, Scale},
    seats::{draw_plate, plate_columns, Plate, PLATE_H},
    text::{fit, Align, Style, Weight},
};

/// A table picture's width: at Discord's preview its type keeps 5/8 of its size, and six seats
/// still fit in two rows of three.
pub const TABLE_WIDTH: u32 = 640;
/// The width Discord shows a picture at in a channel, before anyone opens it.
pub const PREVIEW_WIDTH: f32 = 400.0;
/// The space around a picture's content.
pub const MARGIN: f32 = 18.0;
/// The tallest picture (content beyond it is cut: no game comes near it).
const MAX_HEIGHT: u32 = 1600;

/// A picture being laid out from the top.
pub struct Sheet {
    pub canvas: Canvas,
    /// Where the next thing goes.
    pub y: f32,
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::new()
    }
}

impl Sheet {
    /// A table picture, [`TABLE_WIDTH`] wide.
    #[must_use]
    pub fn new() -> Sheet {
        Sheet::with_width(TABLE_WIDTH)
    }

    /// A picture `width` pixels wide.
    #[must_use]
    pub fn with_width(width: u32) -> Sheet {
        Sheet {
            canvas: Canvas::new(width, MAX_HEIGHT, FELT),
            y: MARGIN,
        }
    }

    /// The width content may use.
    #[must_use]
    pub fn inner(&self) -> f32 {
        self.canvas.width() as f32 - 2.0 * MARGIN
    }

    /// A title in bold with `detail` (hand, pool…) after it.
    pub fn title(&mut self, title: &str, detail: &str) {
        let bold = Style::new(22.0, Weight::Bold, INK);
        let w = self.canvas.text(MARGIN, self.y, title, bold, Align::Left);
        let small = Style::new(16.0, Weight::Regular, MUTED);
        let room = self.inner() - w - 16.0;
        let shown = fit(detail, small, room);
        let dw = self
            .canvas
            .text(MARGIN + w + 16.0, self.y + 4.0, &shown, small, Align::Left);
        let h = bold.line_height();
        self.canvas
            .record("title", (MARGIN, self.y, w + 16.0 + dw, h), shown != detail);
        self.y += 34.0;
    }

    /// One line of text in `style`, cut to fit.
    pub fn line(&mut self, text: &str, style: Style) {
        let room = self.inner();
        let shown = fit(text, style, room);
        let w = self.canvas.text(MARGIN, self.y, &shown, style, Align::Left);
        self.canvas.record(
            format!("line {text:?}"),
            (MARGIN, self.y, w, style.line_height()),
            shown != text,
        );
        self.y += style.size * 1.4;
    }

    /// The picture, cut below what was drawn.
    #[must_use]
    pub fn finish(self) -> Canvas {
        let height = (self.y + MARGIN).ceil() as u32;
        self.canvas.cropped(height)
    }
}

/// A row of pieces laid under a seat's plate (a meld, a lay, the cards a hand ended with), with
/// an optional tag before it (the meld's number, as the lay-off menu names it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub tag: String,
    pub pieces: Vec<Piece>,
}

impl Sheet {
    /// The seats: their plates in a grid of columns wide enough for a plate's words, each with
    /// its `rows` (a seat's melds, lays or cards shown; none: `&[]`) under it; a grid row starts
    /// below the longest column of the one before.
    pub fn seats(&mut self, plates: &[Plate], rows: &[Vec<Row>], deck: Deck) {
        let width = self.canvas.width() as f32;
        let per_row = grid_columns(plates.len(), width - 2.0 * MARGIN);
        let columns = plate_columns(per_row, width, MARGIN);
        for (first, chunk) in plates.chunks(per_row.max(1)).enumerate() {
            let top = self.y;
            let mut lowest = top + PLATE_H;
            for (i, (plate, &(x, w))) in chunk.iter().zip(&columns).enumerate() {
                let cut = draw_plate(&mut self.canvas, (x, top, w), plate);
                let what = format!("plate of {}", plate.name);
                self.canvas.record(what, (x, top, w, PLATE_H), cut);
                let seat = first * per_row + i;
                let mut y = top + PLATE_H + 8.0;
                for row in rows.get(seat).map_or(&[][..], Vec::as_slice) {
                    y = self.row(row, (x, y, w), deck) + ROW_GAP;
                }
                lowest = lowest.max(y - ROW_GAP);
            }
            self.y = lowest + 12.0;
        }
    }

    /// Draws `row` at (`x`, `y`) in `w` (its tag first, its pieces wrapped beside the tag);
    /// returns where it ends below.
    fn row(&mut self, row: &Row, (x, y, w): (f32, f32, f32), deck: Deck) -> f32 {
        if row.pieces.is_empty() {
            return y;
        }
        let tag_style = Style::new(15.0, Weight::Bold, MUTED);
        let tag_w = if row.tag.is_empty() {
            0.0
        } else {
            self.canvas
                .text(x, y + 4.0, &row.tag, tag_style, Align::Left)
                + 5.0
        };
        let (used, h) = flow(
            &mut self.canvas,
            (x + tag_w, y),
            &row.pieces,
            w - tag_w,
            Scale::Table,
            deck,
        );
        let what = format!("row {:?} of {}", row.tag, row.pieces.len());
        self.canvas.record(what, (x, y, tag_w + used, h), false);
        y + h
    }
}

/// The space between two rows under a plate.
const ROW_GAP: f32 = 6.0;
/// The narrowest a seat's column may be: a plate's line ("Stack 91 · 5 cards") fits.
const LEAST_COLUMN: f32 = 180.0;

/// How many plates go on one row of the grid across `inner` pixels: as many as fit at
/// [`LEAST_COLUMN`], spread evenly over the rows they take (8 in rows of 3 → 3, 3, 2).
#[must_use]
pub fn grid_columns(n: usize, inner: f32) -> usize {
    let most = (((inner + 10.0) / (LEAST_COLUMN + 10.0)).floor() as usize).max(1);
    let rows = n.max(1).div_ceil(most);
    n.max(1).div_ceil(rows)
}

/// A card or tile in a hand and the label under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    pub piece: Piece,
    pub label: String,
}

/// A hand picture's width.
const HAND_WIDTH: u32 = 960;
const GAP: f32 = 6.0;
const GROUP_GAP: f32 = 22.0;
const LABEL_H: f32 = 22.0;

/// The hand picture: `title`, a line of `detail`, then `groups` of pieces in order (a group —
/// a meld, a suit — stays on one row when it fits), each labelled.
#[must_use]
pub fn hand_sheet(title: &str, detail: &str, groups: &[Vec<Labelled>], deck: Deck) -> Canvas {
    let mut sheet = Sheet::with_width(HAND_WIDTH);
    sheet.title(title, detail);
    let Some((w, h)) = groups
        .iter()
        .flatten()
        .next()
        .map(|l| l.piece.size(Scale::Hand))
    else {
        return sheet.finish();
    };
    let right = HAND_WIDTH as f32 - MARGIN;
    let label = Style::new(14.0, Weight::Bold, INK);
    let mut x = MARGIN;
    for group in groups.iter().filter(|g| !g.is_empty()) {
        let group_w = group.len() as f32 * (w + GAP) - GAP;
        if x > MARGIN && x + group_w > right {
            x = MARGIN;
            sheet.y += h + LABEL_H + 12.0;
        }
        for item in group {
            if x + w > right {
                x = MARGIN;
                sheet.y += h + LABEL_H + 12.0;
            }
            item.piece
                .draw(&mut sheet.canvas, (x, sheet.y), Scale::Hand, deck);
            let text = fit(&item.label, label, w + GAP);
            let lw = sheet
                .canvas
                .text(x + w / 2.0, sheet.y + h + 4.0, &text, label, Align::Centre);
            let left = x.min(x + w / 2.0 - lw / 2.0);
            let right = (x + w).max(x + w / 2.0 + lw / 2.0);
            let cut = text != item.label;
            let tall = h + 4.0 + label.line_height();
            sheet.canvas.record(
                format!("card {}", item.label),
                (left, sheet.y, right - left, tall),
                cut,
            );
            x += w + GAP;
        }
        x += GROUP_GAP - GAP;
    }
    sheet.y += h + LABEL_H;
    sheet.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::pictures::card::Face;

    fn card(rank: &'static str) -> Labelled {
        Labelled {
            piece: Piece::Card(Face::Suited {
                rank,
                suit: Suit::Hearts,
            }),
            label: format!("{rank}♥"),
        }
    }

    #[test]
    fn a_long_hand_wraps_to_more_rows_and_the_sheet_is_cut_to_it() {
        let short = hand_sheet("Hand", "", &[vec![card("2"), card("3")]], Deck::default());
        let long: Vec<Labelled> = (0..30).map(|_| card("9")).collect();
        let tall = hand_sheet("Hand", "", &[long], Deck::default());
        assert_eq!(short.width(), HAND_WIDTH);
        assert!(
            tall.height() > short.height() + 100,
            "{} vs {}",
            tall.height(),
            short.height()
        );
        assert!(tall.height() < 600);
    }
}
