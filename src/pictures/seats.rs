//! Seat plates: a player's name with a line about them (score, cards, stack), who is on turn
//! (an orange border and a ▶ before the name, so shape and colour both tell), who won (the
//! border and a ★), the dealer's `D`, and seats that are out greyed.

use super::{
    canvas::Canvas,
    colours::{BLACK, INK, MUTED, PLATE, PLATE_OUT, TURN},
    text::{fit, Align, Style, Weight},
    Scene,
};
use crate::games::Seat;

/// A plate's height in pixels.
pub const PLATE_H: f32 = 56.0;

/// What a seat's plate says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plate {
    pub name: String,
    /// The line under the name: score, cards held, stack.
    pub line: String,
    pub turn: bool,
    pub dealer: bool,
    /// Eliminated, left or out of the game.
    pub out: bool,
    /// Won the game: a ★ before the name and the border.
    pub winner: bool,
}

/// How the game stands for every plate at once: whose turn it is, who deals, who won.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeatMarks<'a> {
    pub turn: Option<Seat>,
    pub dealer: Option<Seat>,
    pub winners: &'a [Seat],
}

impl<'a> SeatMarks<'a> {
    /// The marks from whose turn it is, who deals (`None` between hands) and, once the game is
    /// over, who won.
    #[must_use]
    pub fn new(turn: Option<Seat>, dealer: Option<Seat>, winners: Option<&'a [Seat]>) -> Self {
        SeatMarks {
            turn,
            dealer,
            winners: winners.unwrap_or_default(),
        }
    }
}

impl Plate {
    /// `seat`'s plate under its name in `scene`, saying `line`, greyed when `out`, with the marks
    /// that fall on it.
    #[must_use]
    pub fn marked(
        scene: &Scene<'_>,
        seat: Seat,
        line: String,
        out: bool,
        marks: &SeatMarks<'_>,
    ) -> Plate {
        Plate {
            name: scene.name(seat),
            line,
            turn: marks.turn == Some(seat),
            dealer: marks.dealer == Some(seat),
            out,
            winner: marks.winners.contains(&seat),
        }
    }
}

/// Draws `plate` at (`x`, `y`), `w` wide; returns whether its name or line had to be cut.
pub fn draw_plate(canvas: &mut Canvas, (x, y, w): (f32, f32, f32), plate: &Plate) -> bool {
    let fill = if plate.out { PLATE_OUT } else { PLATE };
    let border = (plate.turn || plate.winner).then_some((TURN, 3.0));
    canvas.rounded((x, y, w, PLATE_H), 8.0, fill, border);
    let name_style = Style::new(17.0, Weight::Bold, if plate.out { MUTED } else { INK });
    let room = w - 16.0 - if plate.dealer { 26.0 } else { 0.0 };
    let name = match (plate.winner, plate.turn) {
        (true, _) => format!("★ {}", plate.name),
        (false, true) => format!("▶ {}", plate.name),
        (false, false) => plate.name.clone(),
    };
    let shown_name = fit(&name, name_style, room);
    canvas.text(x + 8.0, y + 6.0, &shown_name, name_style, Align::Left);
    let line_style = Style::new(15.0, Weight::Regular, MUTED);
    let shown_line = fit(&plate.line, line_style, w - 16.0);
    canvas.text(x + 8.0, y + 31.0, &shown_line, line_style, Align::Left);
    if plate.dealer {
        let (cx, cy) = (x + w - 17.0, y + 17.0);
        canvas.circle(cx, cy, 11.0, INK, None);
        let d = Style::new(15.0, Weight::Bold, BLACK);
        canvas.text(cx, cy - d.line_height() / 2.0, "D", d, Align::Centre);
    }
    shown_name != name || shown_line != plate.line
}

/// Where `n` plates go across `width` (with `margin` on each side): each plate's x and width.
#[must_use]
pub fn plate_columns(n: usize, width: f32, margin: f32) -> Vec<(f32, f32)> {
    let gap = 10.0;
    let n = n.max(1);
    let w = ((width - 2.0 * margin - gap * (n - 1) as f32) / n as f32).floor();
    (0..n).map(|i| (margin + (w + gap) * i as f32, w)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::FELT;

    #[test]
    fn the_seat_on_turn_has_a_border_and_columns_fill_the_width() {
        let mut canvas = Canvas::new(200, 70, FELT);
        let plate = Plate {
            name: "Ada".into(),
            line: "12 points".into(),
            turn: true,
            ..Plate::default()
        };
        draw_plate(&mut canvas, (5.0, 5.0, 180.0), &plate);
        assert_eq!(canvas.pixel(90, 5), Some(TURN));
        let line = canvas
            .report()
            .type_sizes
            .iter()
            .map(|(_, s)| *s)
            .fold(f32::MAX, f32::min);
        assert!(line >= 15.0, "{line}");
        let columns = plate_columns(4, 960.0, 20.0);
        assert_eq!(columns.len(), 4);
        let (last_x, last_w) = columns[3];
        assert!(last_x + last_w <= 940.0 && last_x + last_w > 930.0);
    }
}
