//! [`Canvas`]: an opaque picture being drawn, with the few shapes the pictures use. Shapes are
//! tiny-skia's (anti-aliased paths); text is drawn by [`super::text`]. The canvas is always
//! opaque (it starts filled), so its pixels are plain RGB and the PNG needs no alpha.
//!
//! A canvas also keeps a [`Report`] of what was drawn on it — each element's box and the size of
//! every line of text — so tests can check that a layout keeps its elements apart and inside the
//! frame, and that its type stays readable once Discord scales the picture down.

use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::colours::Rgb;

/// A picture being drawn, `width` × `height` pixels, opaque.
pub struct Canvas {
    pixmap: Pixmap,
    report: Report,
}

/// An element of a picture (a plate, a row of cards, a line of words) and the box it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Boxed {
    /// What it is, for a failing test's message.
    pub what: String,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// Some of its text had to be cut with "…" to fit.
    pub cut: bool,
}

impl Boxed {
    /// Whether the two boxes share some area (touching edges do not count).
    #[must_use]
    pub fn overlaps(&self, other: &Boxed) -> bool {
        const SLACK: f32 = 0.5;
        self.x + self.w > other.x + SLACK
            && other.x + other.w > self.x + SLACK
            && self.y + self.h > other.y + SLACK
            && other.y + other.h > self.y + SLACK
    }
}

/// What a line of text is, for the size it must keep once the picture is scaled down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Words and numbers: names, scores, counts, labels.
    Words,
    /// A card's rank in its corner.
    Rank,
    /// A symbol that marks something also told otherwise (a suit beside its rank).
    Mark,
}

/// What the renderer reports of a picture: the boxes of its elements, and each line of text's
/// role and size in pixels.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub boxes: Vec<Boxed>,
    pub type_sizes: Vec<(Role, f32)>,
}

fn paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(colour.0, colour.1, colour.2, 255));
    paint.anti_alias = true;
    paint
}

/// A rectangle with corners rounded to `r`.
fn rounded_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

impl Canvas {
    /// A `width` × `height` canvas filled with `background` (at least 1 × 1).
    #[must_use]
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut pixmap = Pixmap::new(width.max(1), height.max(1)).unwrap_or_else(|| {
            Pixmap::new(1, 1).unwrap_or_else(|| unreachable!("a 1×1 pixmap always fits"))
        });
        pixmap.fill(Color::from_rgba8(
            background.0,
            background.1,
            background.2,
            255,
        ));
        Canvas {
            pixmap,
            report: Report::default(),
        }
    }

    /// Notes that the element `what` took the box (`x`, `y`, `w`, `h`); `cut`: some of its text
    /// was cut to fit.
    pub fn record(
        &mut self,
        what: impl Into<String>,
        (x, y, w, h): (f32, f32, f32, f32),
        cut: bool,
    ) {
        self.report.boxes.push(Boxed {
            what: what.into(),
            x,
            y,
            w,
            h,
            cut,
        });
    }

    /// Notes a line of text of `role` drawn `size` pixels high.
    pub fn record_type(&mut self, role: Role, size: f32) {
        self.report.type_sizes.push((role, size));
    }

    /// What was drawn on this canvas.
    #[must_use]
    pub fn report(&self) -> &Report {
        &self.report
    }

    #[must_use]
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    #[must_use]
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The colour at (`x`, `y`); `None` outside the canvas.
    #[must_use]
    pub fn pixel(&self, x: u32, y: u32) -> Option<Rgb> {
        let p = self.pixmap.pixel(x, y)?;
        Some(Rgb(p.red(), p.green(), p.blue()))
    }

    /// Lays `colour` over the pixel at (`x`, `y`) with `coverage` (0–1); nothing outside.
    pub fn blend(&mut self, x: i32, y: i32, colour: Rgb, coverage: f32) {
        let (Ok(x), Ok(y)) = (u32::try_from(x), u32::try_from(y)) else {
            return;
        };
        if x >= self.width() || y >= self.height() || coverage <= 0.0 {
            return;
        }
        let i = (y * self.width() + x) as usize * 4;
        let data = self.pixmap.data_mut();
        let under = Rgb(data[i], data[i + 1], data[i + 2]);
        let mixed = colour.over(under, coverage.min(1.0));
        data[i..i + 3].copy_from_slice(&[mixed.0, mixed.1, mixed.2]);
    }

    /// Fills `path` with `colour`.
    pub fn fill(&mut self, path: &Path, colour: Rgb) {
        self.pixmap.fill_path(
            path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    /// Strokes `path` `width` wide in `colour`.
    pub fn stroke(&mut self, path: &Path, colour: Rgb, width: f32) {
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
    }

    /// A filled rectangle.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        // As a path: tiny-skia's own `fill_rect` trips a debug assertion on sub-pixel rects.
        if let Some(rect) = Rect::from_xywh(x, y, w, h) {
            self.fill(&PathBuilder::from_rect(rect), colour);
        }
    }

    /// A rectangle with rounded corners, filled, with an optional border (colour, width).
    pub fn rounded(
        &mut self,
        (x, y, w, h): (f32, f32, f32, f32),
        r: f32,
        fill: Rgb,
        border: Option<(Rgb, f32)>,
    ) {
        if let Some(path) = rounded_path(x, y, w, h, r) {
            self.fill(&path, fill);
            if let Some((colour, width)) = border {
                self.stroke(&path, colour, width);
            }
        }
    }

    /// A filled circle, with an optional border (colour, width).
    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: Rgb, border: Option<(Rgb, f32)>) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.fill(&path, fill);
            if let Some((colour, width)) = border {
                self.stroke(&path, colour, width);
            }
        }
    }

    /// A filled polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], colour: Rgb) {
        let mut pb = PathBuilder::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        pb.close();
        if let Some(path) = pb.finish() {
            self.fill(&path, colour);
        }
    }

    /// The top `height` rows (a picture laid out before its height was known).
    #[must_use]
    pub fn cropped(self, height: u32) -> Canvas {
        let height = height.clamp(1, self.height());
        if height == self.height() {
            return self;
        }
        let rect = tiny_skia::IntRect::from_xywh(0, 0, self.width(), height);
        match rect.and_then(|r| self.pixmap.clone_rect(r)) {
            Some(pixmap) => Canvas {
                pixmap,
                report: self.report,
            },
            None => self,
        }
    }

    /// The pixels as RGBA rows, top first (alpha always 255).
    #[must_use]
    pub fn rgba(&self) -> &[u8] {
        self.pixmap.data()
    }

    /// The pixels as RGB rows, top first.
    #[must_use]
    pub fn rgb(&self) -> Vec<u8> {
        self.pixmap
            .data()
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::{BLACK, PAPER};

    #[test]
    fn shapes_land_where_they_are_drawn_and_crop_keeps_the_top() {
        let mut canvas = Canvas::new(40, 30, PAPER);
        canvas.rect(10.0, 10.0, 5.0, 5.0, BLACK);
        assert_eq!(canvas.pixel(12, 12), Some(BLACK));
        assert_eq!(canvas.pixel(2, 2), Some(PAPER));
        canvas.circle(30.0, 20.0, 4.0, BLACK, None);
        assert_eq!(canvas.pixel(30, 20), Some(BLACK));
        let top = canvas.cropped(15);
        assert_eq!((top.width(), top.height()), (40, 15));
        assert_eq!(top.pixel(12, 12), Some(BLACK));
        assert_eq!(top.rgb().len(), 40 * 15 * 3);
    }

    #[test]
    fn a_canvas_reports_the_boxes_and_type_drawn_on_it_and_boxes_apart_do_not_overlap() {
        use crate::pictures::text::{Align, Style, Weight};
        let mut canvas = Canvas::new(100, 60, PAPER);
        canvas.text(
            2.0,
            2.0,
            "Ada",
            Style::new(14.0, Weight::Bold, BLACK),
            Align::Left,
        );
        canvas.record("a", (0.0, 0.0, 10.0, 10.0), false);
        canvas.record("b", (10.0, 0.0, 10.0, 10.0), true);
        canvas.record("c", (5.0, 5.0, 10.0, 10.0), false);
        let report = canvas.cropped(30).report().clone();
        assert_eq!(report.type_sizes, vec![(Role::Words, 14.0)]);
        let [a, b, c] = &report.boxes[..] else {
            panic!("{:?}", report.boxes)
        };
        assert!(!a.overlaps(b), "touching is not overlapping");
        assert!(a.overlaps(c) && b.overlaps(c) && c.overlaps(a));
        assert!(b.cut && !a.cut);
    }
}
