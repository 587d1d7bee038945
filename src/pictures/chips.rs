//! A stack of chips seen edge-on; whoever draws it writes its count near it (the count is the
//! truth; the stack only shows at a glance which pile is big).

use super::{
    canvas::Canvas,
    colours::{Rgb, EDGE, INK},
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
