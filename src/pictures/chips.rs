//! A stack of chips seen edge-on, with its count written beside it (the count is the truth; the
//! stack only shows at a glance which pile is big).

use super::{
    canvas::Canvas,
    colours::{Rgb, EDGE, INK},
    text::{Align, Style, Weight},
};

/// Chips drawn in a stack at most; a bigger pile is drawn as tall as this.
const MOST: u64 = 10;
const CHIP_W: f32 = 26.0;
const CHIP_H: f32 = 5.0;
const STEP: f32 = 4.0;

/// Draws `count` chips in `colour` standing on `bottom` from `x`, the count beside them in
/// `ink`; returns the width used.
pub fn draw_chips(
    canvas: &mut Canvas,
    (x, bottom): (f32, f32),
    count: u64,
    colour: Rgb,
    ink: Rgb,
) -> f32 {
    let shown = count.min(MOST);
    for i in 0..shown {
        let y = bottom - CHIP_H - STEP * i as f32;
        canvas.rounded((x, y, CHIP_W, CHIP_H), 2.0, colour, Some((EDGE, 0.8)));
        canvas.rect(x + 8.0, y + 1.5, 10.0, 2.0, INK);
    }
    let style = Style::new(15.0, Weight::Bold, ink);
    let text = count.to_string();
    CHIP_W + 5.0 + canvas.text(x + CHIP_W + 5.0, bottom - 17.0, &text, style, Align::Left)
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
            draw_chips(&mut canvas, (2.0, 70.0), n, ORANGE, INK);
            (0..80)
                .filter(|&y| canvas.pixel(4, y) == Some(ORANGE))
                .count()
        };
        assert_eq!(height(0), 0);
        assert!(height(3) > height(1));
        assert_eq!(height(50), height(10));
    }
}
