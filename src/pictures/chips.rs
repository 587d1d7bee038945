//! A stack of chips seen edge-on, and a board of pay spaces each with its stack and its count
//! written under its label (the count is the truth; the stack only shows at a glance which
//! pile is big).

use super::{
    canvas::Canvas,
    colours::{Rgb, EDGE, INK, PLATE},
    sheet::{Sheet, MARGIN},
    text::{Align, Style, Weight},
};

/// Chips drawn in a stack at most; a bigger pile is drawn as tall as this.
const MOST: u64 = 10;
/// A chip's width.
pub const CHIP_W: f32 = 26.0;
const CHIP_H: f32 = 5.0;
const STEP: f32 = 4.0;

/// Draws `count` chips (at most [`MOST`]) in `colour` standing on `bottom` from `x`; returns
/// the stack's height.
pub fn draw_chips(canvas: &mut Canvas, (x, bottom): (f32, f32), count: u64, colour: Rgb) -> f32 {
    let shown = count.min(MOST);
    for i in 0..shown {
        let y = bottom - CHIP_H - STEP * i as f32;
        canvas.rounded((x, y, CHIP_W, CHIP_H), 2.0, colour, Some((EDGE, 0.8)));
        canvas.rect(x + 8.0, y + 1.5, 10.0, 2.0, INK);
    }
    if shown == 0 {
        0.0
    } else {
        CHIP_H + STEP * (shown - 1) as f32
    }
}

/// A board space's size, and the gap between spaces.
const SPACE: (f32, f32, f32) = (132.0, 66.0, 8.0);

/// Draws `spaces` (label, chips) in rows of three from the sheet's top left, each a plate with
/// its label, its count under the label and its stack of chips in `colour` at its right;
/// returns the board's width and height (the sheet's `y` is left for the caller to move).
pub fn draw_board(sheet: &mut Sheet, spaces: &[(&str, u64)], colour: Rgb) -> (f32, f32) {
    let (w, h, gap) = SPACE;
    let label = Style::new(17.0, Weight::Bold, INK);
    let count = Style::new(16.0, Weight::Bold, INK);
    for (i, &(name, chips)) in spaces.iter().enumerate() {
        let x = MARGIN + (i % 3) as f32 * (w + gap);
        let y = sheet.y + (i / 3) as f32 * (h + gap);
        sheet.canvas.rounded((x, y, w, h), 8.0, PLATE, None);
        let lw = sheet
            .canvas
            .text(x + 8.0, y + 6.0, name, label, Align::Left);
        let at = (x + 8.0, y + 6.0, lw, label.line_height());
        sheet.canvas.record(format!("space {name}"), at, false);
        let top = y + h - 8.0 - count.line_height();
        let n = chips.to_string();
        let cw = sheet.canvas.text(x + 8.0, top, &n, count, Align::Left);
        let at = (x + 8.0, top, cw, count.line_height());
        sheet
            .canvas
            .record(format!("{name}'s count {n}"), at, false);
        let stack_x = x + w - CHIP_W - 8.0;
        let tall = draw_chips(&mut sheet.canvas, (stack_x, y + h - 6.0), chips, colour);
        let at = (stack_x, y + h - 6.0 - tall, CHIP_W, tall);
        sheet.canvas.record(format!("{name}'s chips"), at, false);
    }
    let rows = spaces.len().div_ceil(3) as f32;
    (3.0 * (w + gap) - gap, rows * (h + gap) - gap)
}

/// The height of the tallest stack.
#[must_use]
pub fn stack_height() -> f32 {
    CHIP_H + STEP * (MOST - 1) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::{FELT, ORANGE};

    #[test]
    fn a_bigger_pile_stands_taller_up_to_the_cap() {
        let height = |n| {
            let mut canvas = Canvas::new(80, 80, FELT);
            draw_chips(&mut canvas, (2.0, 70.0), n, ORANGE);
            (0..80)
                .filter(|&y| canvas.pixel(4, y) == Some(ORANGE))
                .count()
        };
        assert_eq!(height(0), 0);
        assert!(height(3) > height(1));
        assert_eq!(height(50), height(10));
    }
}
