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
    colours::{FELT, INK, MUTED, PLATE, TURN},
    flow::flow,
    piece::{Deck, Piece, Scale},
    seats::{draw_plate, plate_columns, Plate, PLATE_H},
    text::{fit, width, wrap, Align, Style, Weight},
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

    /// A band across the picture saying `text` in bold (how the game ended), wrapped to fit.
    pub fn banner(&mut self, text: &str) {
        let style = Style::new(17.0, Weight::Bold, INK);
        let lines = wrap(text, style, self.inner() - 24.0);
        let step = style.size * 1.35;
        let h = lines.len() as f32 * step + 14.0;
        let box_ = (MARGIN, self.y, self.inner(), h);
        self.canvas.rounded(box_, 8.0, PLATE, Some((TURN, 2.0)));
        for (i, line) in lines.iter().enumerate() {
            let y = self.y + 8.0 + i as f32 * step;
            self.canvas.text(MARGIN + 12.0, y, line, style, Align::Left);
        }
        self.canvas.record(format!("banner: {text}"), box_, false);
        self.y += h + 12.0;
    }

    /// `text` in `style` from (`x`, `y`), wrapped to `room` pixels; returns the y below it.
    /// Each line is reported as `what: line`.
    pub fn paragraph(
        &mut self,
        what: &str,
        (x, y, room): (f32, f32, f32),
        text: &str,
        style: Style,
    ) -> f32 {
        let mut y = y;
        for line in wrap(text, style, room) {
            let w = self.canvas.text(x, y, &line, style, Align::Left);
            let at = (x, y, w, style.line_height());
            self.canvas.record(format!("{what}: {line}"), at, false);
            y += style.size * 1.35;
        }
        y
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
        let full = self.canvas.width() as f32;
        let per_row = grid_columns(plates.len(), full - 2.0 * MARGIN);
        let columns = plate_columns(per_row, full, MARGIN);
        for (first, chunk) in plates.chunks(per_row.max(1)).enumerate() {
            let top = self.y;
            let mut lowest = top + PLATE_H;
            for (i, (plate, &(x, w))) in chunk.iter().zip(&columns).enumerate() {
                let cut = draw_plate(&mut self.canvas, (x, top, w), plate);
                let star = if plate.winner { "★ " } else { "" };
                let what = format!("plate of {star}{}", plate.name);
                self.canvas.record(what, (x, top, w, PLATE_H), cut);
                let seat_rows = rows.get(first * per_row + i).map_or(&[][..], Vec::as_slice);
                // Every row of a seat starts after the widest of its tags, so they line up.
                let indent = seat_rows
                    .iter()
                    .filter(|r| !r.tag.is_empty())
                    .map(|r| width(&r.tag, TAG) + 5.0)
                    .fold(0.0, f32::max);
                let mut y = top + PLATE_H + 8.0;
                for row in seat_rows {
                    y = self.row(row, (x, y, w), indent, deck) + ROW_GAP;
                }
                lowest = lowest.max(y - ROW_GAP);
            }
            self.y = lowest + 12.0;
        }
    }

    /// Draws `row` at (`x`, `y`) in `w`: its tag first, its pieces `indent` to the right,
    /// wrapped; returns where it ends below.
    fn row(&mut self, row: &Row, (x, y, w): (f32, f32, f32), indent: f32, deck: Deck) -> f32 {
        if row.pieces.is_empty() {
            return y;
        }
        if !row.tag.is_empty() {
            self.canvas.text(x, y + 4.0, &row.tag, TAG, Align::Left);
        }
        let tag_w = indent;
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

/// A row's tag (a meld's number, the points a hand scored).
const TAG: Style = Style {
    size: 15.0,
    weight: Weight::Bold,
    colour: MUTED,
    role: super::canvas::Role::Words,
    squeeze: 1.0,
};
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

/// The widest a hand picture grows before its cards wrap: at Discord's preview a hand's rank
/// (22.9 px) keeps 11.4 px and its labels (18 px) 9 px.
pub const HAND_MAX_WIDTH: u32 = 800;
/// The narrowest hand picture: room for a name and a short line.
const HAND_MIN_WIDTH: u32 = 280;
const GAP: f32 = 6.0;
const GROUP_GAP: f32 = 22.0;

/// Where each card of a hand goes, in rows no wider than `room`: its x from the left margin and
/// its row, and the widest row. A group (a meld, a suit) starts a new row rather than break,
/// when it fits one.
fn hand_places(groups: &[Vec<Labelled>], w: f32, room: f32) -> (Vec<(f32, usize)>, f32) {
    let mut places = Vec::new();
    let (mut x, mut row, mut widest) = (0.0_f32, 0, 0.0_f32);
    for group in groups.iter().filter(|g| !g.is_empty()) {
        let group_w = group.len() as f32 * (w + GAP) - GAP;
        if x > 0.0 && x + group_w > room {
            (x, row) = (0.0, row + 1);
        }
        for _ in group {
            if x > 0.0 && x + w > room {
                (x, row) = (0.0, row + 1);
            }
            places.push((x, row));
            widest = widest.max(x + w);
            x += w + GAP;
        }
        x += GROUP_GAP - GAP;
    }
    (places, widest)
}

/// The hand picture: `title` and `detail` (beside it, or under it when the cards are too few to
/// hold both on a line), then `groups` of pieces in order, each labelled. The picture is as wide
/// as its cards (Discord scales a whole picture to fit: blank width would only shrink them), up
/// to [`HAND_MAX_WIDTH`], where rows wrap.
#[must_use]
pub fn hand_sheet(title: &str, detail: &str, groups: &[Vec<Labelled>], deck: Deck) -> Canvas {
    let size = groups
        .iter()
        .flatten()
        .next()
        .map(|l| l.piece.size(Scale::Hand));
    let room = HAND_MAX_WIDTH as f32 - 2.0 * MARGIN;
    let (places, widest) = size.map_or((Vec::new(), 0.0), |(w, _)| hand_places(groups, w, room));
    let name = Style::new(22.0, Weight::Bold, INK);
    let small = Style::new(18.0, Weight::Regular, MUTED);
    let words = width(title, name).max(width(detail, small));
    let inner = widest.max(words).min(room);
    let full = (inner + 2.0 * MARGIN).ceil() as u32;
    let mut sheet = Sheet::with_width(full.clamp(HAND_MIN_WIDTH, HAND_MAX_WIDTH));
    sheet.heading(title, detail, (name, small));
    let Some((w, h)) = size else {
        return sheet.finish();
    };
    let label = Style::new(18.0, Weight::Bold, INK);
    let row_h = h + 4.0 + label.line_height() + 12.0;
    let top = sheet.y;
    for (item, &(x, row)) in groups.iter().flatten().zip(&places) {
        let (x, y) = (MARGIN + x, top + row as f32 * row_h);
        item.piece
            .draw(&mut sheet.canvas, (x, y), Scale::Hand, deck);
        let text = fit(&item.label, label, w + GAP);
        let lw = sheet
            .canvas
            .text(x + w / 2.0, y + h + 4.0, &text, label, Align::Centre);
        let left = x.min(x + (w - lw) / 2.0);
        let span = w.max(lw);
        let tall = h + 4.0 + label.line_height();
        let what = format!("card {}", item.label);
        sheet
            .canvas
            .record(what, (left, y, span, tall), text != item.label);
    }
    let rows = places.last().map_or(0, |&(_, row)| row + 1);
    sheet.y = top + rows as f32 * row_h - 12.0;
    sheet.finish()
}

impl Sheet {
    /// A hand's heading: `title` in `styles.0`, `detail` in `styles.1` beside it when both fit
    /// the width, else under it.
    fn heading(&mut self, title: &str, detail: &str, (name, small): (Style, Style)) {
        let w = self.canvas.text(MARGIN, self.y, title, name, Align::Left);
        let beside = w + 16.0 + width(detail, small) <= self.inner();
        let (x, y) = if beside {
            (MARGIN + w + 16.0, self.y + (name.size - small.size) * 0.8)
        } else {
            (MARGIN, self.y + name.line_height() + 2.0)
        };
        let shown = fit(detail, small, self.inner() - (x - MARGIN));
        let dw = self.canvas.text(x, y, &shown, small, Align::Left);
        let bottom = y + small.line_height();
        let span = (x + dw - MARGIN).max(w);
        self.canvas.record(
            "heading",
            (MARGIN, self.y, span, bottom - self.y),
            shown != detail,
        );
        self.y = bottom + 12.0;
    }
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
    fn a_hand_is_as_wide_as_its_cards_and_a_long_one_wraps_at_the_widest() {
        let hand = |n: usize| {
            let cards: Vec<Labelled> = (0..n).map(|_| card("9")).collect();
            hand_sheet("Ada", "7 cards", &[cards], Deck::default())
        };
        let (w, _) = Piece::Back.size(Scale::Hand);
        let seven = hand(7);
        let cards = 7.0 * (w + GAP) - GAP;
        assert_eq!(seven.width(), (cards + 2.0 * MARGIN).ceil() as u32);
        assert_eq!(hand(1).width(), HAND_MIN_WIDTH, "a card and its name");
        let long = hand(30);
        let row = ((HAND_MAX_WIDTH as f32 - 2.0 * MARGIN + GAP) / (w + GAP)).floor();
        let widest = row * (w + GAP) - GAP + 2.0 * MARGIN;
        assert_eq!(
            long.width(),
            widest.ceil() as u32,
            "as wide as its widest row"
        );
        assert!(
            long.height() > seven.height() + 100,
            "{} vs {}",
            long.height(),
            seven.height()
        );
        assert!(long.height() < 600);
    }
}
