//! PNG encoding as an indexed (palette) image. Pictures are flat colours with anti-aliased
//! edges: the 256 most used colours cover all but a few edge pixels, which take the palette colour
//! nearest to theirs. One byte a pixel instead of three, Paeth-filtered, compresses a busy table
//! to a few dozen KiB with the fast deflate (`benches/pictures.rs` measures time and size), and a
//! picture of 256 colours or fewer round-trips exactly.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::canvas::Canvas;

/// A colour as `0x00RRGGBB`.
type Colour = u32;

/// A hasher for colours: one multiply (std's SipHash would take most of the encoding time).
#[derive(Default)]
struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u32(u32::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ u64::from(n)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        // The product's well-mixed high half into the low bits, which pick the bucket.
        self.0.rotate_left(32)
    }
}

type ColourMap<V> = HashMap<Colour, V, BuildHasherDefault<ColourHasher>>;

fn colours(rgba: &[u8]) -> impl Iterator<Item = Colour> + '_ {
    rgba.chunks_exact(4)
        .map(|p| u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2]))
}

fn channels(c: Colour) -> [u8; 3] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8]
}

/// The 256 most used colours of the picture, most used first. Counted by runs: most of a
/// picture is long runs of one colour.
fn palette(rgba: &[u8]) -> Vec<Colour> {
    let mut counts: ColourMap<u32> = ColourMap::default();
    let mut run: Option<(Colour, u32)> = None;
    for c in colours(rgba) {
        match &mut run {
            Some((colour, n)) if *colour == c => *n += 1,
            _ => {
                if let Some((colour, n)) = run {
                    *counts.entry(colour).or_default() += n;
                }
                run = Some((c, 1));
            }
        }
    }
    if let Some((colour, n)) = run {
        *counts.entry(colour).or_default() += n;
    }
    let mut by_use: Vec<(Colour, u32)> = counts.into_iter().collect();
    by_use.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    by_use.into_iter().take(256).map(|(c, _)| c).collect()
}

fn nearest(palette: &[Colour], c: Colour) -> u8 {
    let c = channels(c);
    let distance = |p: Colour| -> i32 {
        let p = channels(p);
        (0..3)
            .map(|i| (i32::from(p[i]) - i32::from(c[i])).pow(2))
            .sum()
    };
    let best = (0..palette.len())
        .min_by_key(|&i| distance(palette[i]))
        .unwrap_or(0);
    u8::try_from(best).unwrap_or(0)
}

/// Each pixel's palette index: its own colour's, or else the nearest to it, found once per cell
/// of a 32×32×32 colour cube (edge pixels differ from their neighbours by shades).
fn indices(rgba: &[u8], palette: &[Colour]) -> Vec<u8> {
    let exact: ColourMap<u8> = palette
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, u8::try_from(i).unwrap_or(0)))
        .collect();
    let mut cube = vec![u16::MAX; 1 << 15];
    let mut out = Vec::with_capacity(rgba.len() / 4);
    let mut last: Option<(Colour, u8)> = None;
    for c in colours(rgba) {
        let i = match last {
            Some((colour, i)) if colour == c => i,
            _ => match exact.get(&c) {
                Some(&i) => i,
                None => {
                    let cell = ((c >> 9) & 0x7C00 | (c >> 6) & 0x03E0 | (c >> 3) & 0x001F) as usize;
                    if cube[cell] == u16::MAX {
                        cube[cell] = u16::from(nearest(palette, c));
                    }
                    cube[cell] as u8
                }
            },
        };
        last = Some((c, i));
        out.push(i);
    }
    out
}

/// `canvas` as PNG bytes.
#[must_use]
pub fn png(canvas: &Canvas) -> Vec<u8> {
    let rgba = canvas.rgba();
    let palette = palette(rgba);
    let data = indices(rgba, &palette);
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    let flat: Vec<u8> = palette.iter().flat_map(|&c| channels(c)).collect();
    encoder.set_palette(flat);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Paeth);
    // Writing to a Vec cannot fail, and the header matches the data by construction.
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&data));
    debug_assert!(written.is_ok(), "{written:?}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::{Rgb, BLUE};
    use crate::pictures::testkit::decode;

    #[test]
    fn a_canvas_of_few_colours_round_trips_exactly() {
        let mut canvas = Canvas::new(20, 10, Rgb(1, 2, 3));
        canvas.rect(5.0, 5.0, 2.0, 2.0, BLUE);
        let decoded = decode(&png(&canvas));
        assert_eq!((decoded.width, decoded.height), (20, 10));
        assert_eq!(decoded.rgb, canvas.rgb());
    }

    #[test]
    fn past_256_colours_the_rare_ones_take_their_nearest() {
        let mut canvas = Canvas::new(300, 4, Rgb(0, 0, 0));
        for x in 0..300 {
            // Each of 300 greys once, and black everywhere else.
            canvas.blend(x, 0, Rgb(255, 255, 255), x as f32 / 300.0);
        }
        let decoded = decode(&png(&canvas));
        for x in 0..300 {
            let (got, want) = (decoded.pixel(x, 0), canvas.pixel(x, 0).unwrap());
            assert!(got.0.abs_diff(want.0) <= 2, "{x}: {got:?} for {want:?}");
        }
        assert_eq!(decoded.pixel(0, 3), Rgb(0, 0, 0));
    }
}
