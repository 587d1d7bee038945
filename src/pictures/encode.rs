//! PNG encoding as an indexed (palette) image with fast deflate. Pictures are flat colours with
//! anti-aliased edges: the 256 most used colours cover all but a few edge pixels, which take their
//! nearest palette colour. One byte a pixel instead of three keeps a busy table well under the
//! issue's 150 KiB, and a picture of 256 colours or fewer round-trips exactly.
//! `benches/pictures.rs` measures time and size.

use std::collections::HashMap;

use super::canvas::Canvas;

type Colour = [u8; 3];

/// The 256 most used colours of `rgb` (pixels of three bytes), most used first. Counted by runs:
/// most of a picture is long runs of one colour, so this is fast.
fn palette(rgb: &[u8]) -> Vec<Colour> {
    let mut counts: HashMap<Colour, u32> = HashMap::new();
    let mut run: Option<(Colour, u32)> = None;
    for p in rgb.chunks_exact(3) {
        let c = [p[0], p[1], p[2]];
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
    let distance = |p: &Colour| -> i32 {
        (0..3).map(|i| (i32::from(p[i]) - i32::from(c[i])).pow(2)).sum()
    };
    let best = (0..palette.len()).min_by_key(|&i| distance(&palette[i])).unwrap_or(0);
    u8::try_from(best).unwrap_or(0)
}

/// Each pixel's palette index.
fn indices(rgb: &[u8], palette: &[Colour]) -> Vec<u8> {
    let mut index: HashMap<Colour, u8> = palette
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, u8::try_from(i).unwrap_or(0)))
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 3);
    let mut last: Option<(Colour, u8)> = None;
    for p in rgb.chunks_exact(3) {
        let c = [p[0], p[1], p[2]];
        let i = match last {
            Some((colour, i)) if colour == c => i,
            _ => *index.entry(c).or_insert_with(|| nearest(palette, c)),
        };
        last = Some((c, i));
        out.push(i);
    }
    out
}

/// `canvas` as PNG bytes.
#[must_use]
pub fn png(canvas: &Canvas) -> Vec<u8> {
    let rgb = canvas.rgb();
    let palette = palette(&rgb);
    let data = indices(&rgb, &palette);
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.concat());
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::NoFilter);
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
