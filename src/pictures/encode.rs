//! PNG encoding: 8-bit RGB (pictures are opaque) with fast deflate. Pictures are flat colours
//! with anti-aliased edges, so a fast compressor already keeps them far under Discord's limits
//! (`benches/pictures.rs` measures both time and size).

use super::canvas::Canvas;

/// `canvas` as PNG bytes.
#[must_use]
pub fn png(canvas: &Canvas) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Sub);
    // Writing to a Vec cannot fail, and the header matches the data by construction.
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&canvas.rgb()));
    debug_assert!(written.is_ok(), "{written:?}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::{Rgb, BLUE};
    use crate::pictures::testkit::decode;

    #[test]
    fn a_canvas_round_trips_through_png() {
        let mut canvas = Canvas::new(20, 10, Rgb(1, 2, 3));
        canvas.rect(5.0, 5.0, 2.0, 2.0, BLUE);
        let decoded = decode(&png(&canvas));
        assert_eq!((decoded.width, decoded.height), (20, 10));
        assert_eq!(decoded.rgb, canvas.rgb());
    }
}
