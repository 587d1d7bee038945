//! Text on a canvas, in DejaVu Sans (regular and bold), embedded in the binary so pictures need
//! no system font (licence: `assets/fonts/LICENSE`). DejaVu has the suit symbols ♠ ♥ ♦ ♣, so card
//! labels read exactly as the buttons and the text write them.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::{
    canvas::{Canvas, Role},
    colours::Rgb,
};

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The two weights pictures use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

fn font(weight: Weight) -> &'static FontRef<'static> {
    static FONTS: OnceLock<[FontRef<'static>; 2]> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let load = |bytes| {
            FontRef::try_from_slice(bytes)
                .unwrap_or_else(|e| unreachable!("the embedded DejaVu font parses: {e}"))
        };
        [load(REGULAR), load(BOLD)]
    });
    &fonts[usize::from(weight == Weight::Bold)]
}

/// How a line of text is placed relative to its `x`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// A style of text: size in pixels, weight, ink, what the text is, and how narrow it is drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Style {
    /// The type's height in pixels (its em).
    pub size: f32,
    pub weight: Weight,
    pub colour: Rgb,
    pub role: Role,
    /// Glyph width as a share of the usual (1: as designed): a card's `10` is drawn narrow at
    /// full height, as printed decks do, so it stays as tall as the other ranks.
    pub squeeze: f32,
}

impl Style {
    /// Words in `size`, `weight` and `colour`.
    #[must_use]
    pub fn new(size: f32, weight: Weight, colour: Rgb) -> Style {
        Style {
            size,
            weight,
            colour,
            role: Role::Words,
            squeeze: 1.0,
        }
    }

    /// The same style for text of `role`.
    #[must_use]
    pub fn role(self, role: Role) -> Style {
        Style { role, ..self }
    }

    /// The same style, glyphs `squeeze` times as wide.
    #[must_use]
    pub fn squeezed(self, squeeze: f32) -> Style {
        Style { squeeze, ..self }
    }

    fn scale(self) -> PxScale {
        PxScale {
            x: self.size * self.squeeze,
            y: self.size,
        }
    }

    /// The height a line of this style takes, ascent to descent.
    #[must_use]
    pub fn line_height(self) -> f32 {
        let font = font(self.weight).as_scaled(self.scale());
        font.ascent() - font.descent()
    }
}

/// Glyphs of `text` with the caret position before each, and the line's width.
fn layout(text: &str, style: Style) -> (Vec<(GlyphId, f32)>, f32) {
    let font = font(style.weight).as_scaled(style.scale());
    let mut caret = 0.0;
    let mut prev: Option<GlyphId> = None;
    let mut glyphs = Vec::with_capacity(text.len());
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            caret += font.kern(p, id);
        }
        glyphs.push((id, caret));
        caret += font.h_advance(id);
        prev = Some(id);
    }
    (glyphs, caret)
}

/// The width `text` takes in `style`.
#[must_use]
pub fn width(text: &str, style: Style) -> f32 {
    layout(text, style).1
}

/// `text` cut (with "…") to fit in `max` pixels.
#[must_use]
pub fn fit(text: &str, style: Style, max: f32) -> String {
    if width(text, style) <= max {
        return text.to_owned();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().collect::<String>() + "…";
        if width(&cut, style) <= max {
            return cut;
        }
    }
    String::new()
}

/// `text` broken at spaces into lines that fit in `max` pixels (a word wider than a line is cut
/// with "…").
#[must_use]
pub fn wrap(text: &str, style: Style, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let longer = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if width(&longer, style) <= max {
            line = longer;
        } else {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            line = fit(word, style, max);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Whether the embedded fonts draw `c` (rather than a missing-glyph box).
#[must_use]
pub fn has_glyph(c: char, weight: Weight) -> bool {
    font(weight).glyph_id(c).0 != 0
}

impl Canvas {
    /// Draws one line of `text` with its top at `top`, placed about `x` by `align`; returns its
    /// width.
    pub fn text(&mut self, x: f32, top: f32, text: &str, style: Style, align: Align) -> f32 {
        let font = font(style.weight);
        let scaled = font.as_scaled(style.scale());
        let (glyphs, line) = layout(text, style);
        self.record_type(style.role, style.size);
        let left = match align {
            Align::Left => x,
            Align::Centre => x - line / 2.0,
            Align::Right => x - line,
        };
        let baseline = top + scaled.ascent();
        for (id, caret) in glyphs {
            let glyph =
                id.with_scale_and_position(style.scale(), ab_glyph::point(left + caret, baseline));
            if let Some(outline) = font.outline_glyph(glyph) {
                let bounds = outline.px_bounds();
                let (bx, by) = (bounds.min.x as i32, bounds.min.y as i32);
                outline.draw(|gx, gy, coverage| {
                    self.blend(bx + gx as i32, by + gy as i32, style.colour, coverage);
                });
            }
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::{BLACK, PAPER};

    #[test]
    fn the_embedded_fonts_have_the_suit_symbols_and_the_ellipsis() {
        for c in ['♠', '♥', '♦', '♣', '…', '▶', '×', '·'] {
            assert!(has_glyph(c, Weight::Regular), "{c}");
            assert!(has_glyph(c, Weight::Bold), "{c}");
        }
    }

    #[test]
    fn text_puts_ink_inside_its_width_and_fit_cuts_long_names() {
        let style = Style::new(20.0, Weight::Bold, BLACK);
        let mut canvas = Canvas::new(200, 40, PAPER);
        let w = canvas.text(10.0, 5.0, "K♦", style, Align::Left);
        assert!((20.0..60.0).contains(&w), "{w}");
        let inked =
            |x0: u32, x1: u32| (x0..x1).any(|x| (0..40).any(|y| canvas.pixel(x, y) != Some(PAPER)));
        assert!(inked(10, 10 + w as u32));
        assert!(!inked(12 + w as u32, 200));
        let cut = fit("Bartholomew the Magnificent", style, 80.0);
        assert!(cut.ends_with('…') && width(&cut, style) <= 80.0, "{cut}");
        assert_eq!(fit("Al", style, 80.0), "Al");
    }
}
