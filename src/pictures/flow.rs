//! Rows of pieces that always fit their room: fanned while the fan keeps each piece readable,
//! then wrapped onto more lines. A fan never hides what tells a piece: a card's corner (rank and
//! suit), a tile's number (tiles never overlap); backs say nothing and may overlap more.

use super::{
    canvas::{Canvas, Role},
    colours::{Rgb, EDGE, MUTED, PAPER},
    piece::{fan_step, Deck, Piece, Scale},
    sheet::{Sheet, MARGIN},
    text::{fit, width, Align, Style, Weight},
};

/// The gap between the lines of one wrapped row.
pub const LINE_GAP: f32 = 6.0;

/// How `n` pieces `w` wide, at least `least` apart, are cut into lines that fit `max`: the
/// number of pieces on each line, in order. Lines are filled evenly, so a row of 9 that fits 7
/// to a line is laid 5 and 4 rather than 7 and 2.
#[must_use]
pub fn line_counts(n: usize, w: f32, least: f32, max: f32) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let room = ((max - w) / least).floor().max(0.0) as usize + 1;
    let lines = n.div_ceil(room);
    let (each, extra) = (n / lines, n % lines);
    (0..lines).map(|i| each + usize::from(i < extra)).collect()
}

/// Draws `pieces` from `at` in lines at most `max` wide (see [`line_counts`]); returns the
/// width and height used.
pub fn flow(
    canvas: &mut Canvas,
    at: (f32, f32),
    pieces: &[Piece],
    max: f32,
    scale: Scale,
    deck: Deck,
) -> (f32, f32) {
    let Some(first) = pieces.first() else {
        return (0.0, 0.0);
    };
    let (w, h) = first.size(scale);
    let least = first.least_step(scale);
    let mut y = at.1;
    let mut widest: f32 = 0.0;
    let mut start = 0;
    for count in line_counts(pieces.len(), w, least, max) {
        let line = &pieces[start..start + count];
        let step = fan_step(count, w, max, least);
        for (i, piece) in line.iter().enumerate() {
            piece.draw(canvas, (at.0 + step * i as f32, y), scale, deck);
        }
        widest = widest.max(step * (count - 1) as f32 + w);
        start += count;
        y += h + LINE_GAP;
    }
    (widest, y - LINE_GAP - at.1)
}

/// The height [`flow`] takes for `n` pieces like `piece` in `max`.
#[must_use]
pub fn flow_height(piece: Piece, n: usize, max: f32, scale: Scale) -> f32 {
    let (w, h) = piece.size(scale);
    let lines = line_counts(n, w, piece.least_step(scale), max).len() as f32;
    (lines * (h + LINE_GAP) - LINE_GAP).max(0.0)
}

/// A row of plays after a mark (`symbol` in `ink` on a white disc, as on a card: dark inks and
/// the dark cloth would not tell apart): each play's pieces with its player's name under it,
/// wrapped onto more lines when they do not fit one. Moves the sheet below the row.
pub fn plays_row(
    sheet: &mut Sheet,
    (symbol, ink): (char, Rgb),
    plays: &[(String, Vec<Piece>)],
    deck: Deck,
) {
    let (cw, _) = Piece::Back.size(Scale::Table);
    let name = Style::new(15.0, Weight::Regular, MUTED);
    let right = sheet.canvas.width() as f32 - MARGIN;
    let start = MARGIN + 34.0;
    let (cx, cy, r) = (MARGIN + 13.0, sheet.y + 22.0, 13.0);
    sheet.canvas.circle(cx, cy, r, PAPER, Some((EDGE, 1.0)));
    let style = Style::new(20.0, Weight::Regular, ink).role(Role::Mark);
    let mark = symbol.to_string();
    let top = cy - style.line_height() / 2.0;
    sheet.canvas.text(cx, top, &mark, style, Align::Centre);
    let at = (cx - r, cy - r, 2.0 * r, 2.0 * r);
    sheet.canvas.record(format!("mark {mark}"), at, false);
    let (mut x, mut top, mut lowest) = (start, sheet.y, sheet.y);
    for (who, pieces) in plays {
        let label = fit(who, name, right - start);
        let full = pieces.len() as f32 * (cw + 3.0) - 3.0;
        let slot = full.max(width(&label, name)).min(right - start);
        if x > start && x + slot > right {
            (x, top) = (start, lowest + 8.0);
        }
        let at = (x + (slot - full.min(slot)) / 2.0, top);
        let (_, h) = flow(&mut sheet.canvas, at, pieces, slot, Scale::Table, deck);
        let under = top + h + 2.0;
        sheet
            .canvas
            .text(x + slot / 2.0, under, &label, name, Align::Centre);
        let bottom = under + name.line_height();
        let what = format!("play by {who}");
        sheet
            .canvas
            .record(what, (x, top, slot, bottom - top), &label != who);
        lowest = lowest.max(bottom);
        x += slot + 12.0;
    }
    sheet.y = lowest + 10.0;
}

/// Rows of pieces each after a name (the poker hands shown, say): names in a column as wide as
/// the longest (up to a third of the sheet), each row wrapped in the rest. Moves the sheet below.
pub fn named_rows(sheet: &mut Sheet, rows: &[(String, Vec<Piece>)], deck: Deck) {
    let tag = Style::new(15.0, Weight::Bold, MUTED);
    let name_w = rows
        .iter()
        .map(|(n, _)| width(n, tag))
        .fold(90.0, f32::max)
        .min(sheet.inner() / 3.0);
    let room = sheet.inner() - name_w - 8.0;
    for (who, pieces) in rows {
        let label = fit(who, tag, name_w);
        let y = sheet.y;
        sheet.canvas.text(MARGIN, y + 4.0, &label, tag, Align::Left);
        let at = (MARGIN + name_w + 8.0, y);
        let (used, h) = flow(&mut sheet.canvas, at, pieces, room, Scale::Table, deck);
        let span = (MARGIN, y, name_w + 8.0 + used, h);
        sheet
            .canvas
            .record(format!("row of {who}"), span, &label != who);
        sheet.y += h + 6.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_that_fit_stay_on_one_line_and_longer_ones_wrap_evenly() {
        assert_eq!(line_counts(0, 40.0, 20.0, 300.0), Vec::<usize>::new());
        assert_eq!(line_counts(7, 40.0, 20.0, 300.0), vec![7]);
        // 14 fit a line (40 + 13 × 20 = 300): 20 are laid 10 and 10.
        assert_eq!(line_counts(14, 40.0, 20.0, 300.0), vec![14]);
        assert_eq!(line_counts(20, 40.0, 20.0, 300.0), vec![10, 10]);
        assert_eq!(line_counts(15, 40.0, 20.0, 300.0), vec![8, 7]);
        // A room narrower than one piece still takes one a line.
        assert_eq!(line_counts(3, 40.0, 20.0, 30.0), vec![1, 1, 1]);
    }
}
