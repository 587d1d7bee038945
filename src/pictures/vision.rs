//! How the pictures' colours read: every ink against what it is drawn on, by WCAG 2.x contrast,
//! and the suits' and tiles' colours as eyes blind to red, green or blue see them (Machado,
//! Oliveira and Fernandes 2009, full severity, applied in linear sRGB), told apart by CIEDE2000.

use super::{
    card::{draw_card, Face, Marks, LARGE, SMALL},
    colours::*,
    tile::TileColour,
    Canvas, Look, Scheme,
};
use crate::cards::Suit;

/// An sRGB channel as linear light.
fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG 2.x relative luminance.
fn luminance(c: Rgb) -> f64 {
    0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
}

/// WCAG 2.x contrast ratio between two colours (1 to 21).
fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// How an eye sees: as most do, or without one kind of cone.
#[derive(Copy, Clone, Debug)]
enum Eye {
    Typical,
    Protan,
    Deutan,
    Tritan,
}

const EYES: [Eye; 4] = [Eye::Typical, Eye::Protan, Eye::Deutan, Eye::Tritan];

/// Machado et al. (2009), severity 1.0, on linear RGB.
fn matrix(eye: Eye) -> [[f64; 3]; 3] {
    match eye {
        Eye::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        Eye::Protan => [
            [0.152_286, 1.052_583, -0.204_868],
            [0.114_503, 0.786_281, 0.099_216],
            [-0.003_882, -0.048_116, 1.051_998],
        ],
        Eye::Deutan => [
            [0.367_322, 0.860_646, -0.227_968],
            [0.280_085, 0.672_501, 0.047_413],
            [-0.011_820, 0.042_940, 0.968_881],
        ],
        Eye::Tritan => [
            [1.255_528, -0.076_749, -0.178_779],
            [-0.078_411, 0.930_809, 0.147_602],
            [0.004_733, 0.691_367, 0.303_900],
        ],
    }
}

/// `c` as `eye` sees it, in CIELAB (D65).
fn lab(c: Rgb, eye: Eye) -> [f64; 3] {
    let rgb = [linear(c.0), linear(c.1), linear(c.2)];
    let m = matrix(eye);
    let seen: Vec<f64> = m
        .iter()
        .map(|row| (0..3).map(|j| row[j] * rgb[j]).sum::<f64>().clamp(0.0, 1.0))
        .collect();
    let (r, g, b) = (seen[0], seen[1], seen[2]);
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f64| {
        if t > 216.0 / 24_389.0 {
            t.cbrt()
        } else {
            (24_389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The hue angle of (`a`, `b`), in degrees 0–360.
fn hue(a: f64, b: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        0.0
    } else {
        b.atan2(a).to_degrees().rem_euclid(360.0)
    }
}

/// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005).
fn delta_e2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let (h1p, h2p) = (hue(a1p, b1), hue(a2p, b2));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let d_h = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * cp_bar;
    let s_h = 1.0 + 0.015 * cp_bar * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    ((dl / s_l).powi(2) + (dc / s_c).powi(2) + (d_h / s_h).powi(2) + r_t * (dc / s_c) * (d_h / s_h))
        .sqrt()
}

/// The least CIEDE2000 difference between two of `inks`, for any of the four eyes, with the
/// pair and the eye.
fn least_apart(inks: &[(&str, Rgb)]) -> (f64, String) {
    let mut least = (f64::MAX, String::new());
    for eye in EYES {
        for (i, &(n1, c1)) in inks.iter().enumerate() {
            for &(n2, c2) in &inks[i + 1..] {
                let d = delta_e2000(lab(c1, eye), lab(c2, eye));
                if d < least.0 {
                    least = (d, format!("{n1}–{n2}, {eye:?}"));
                }
            }
        }
    }
    least
}

/// What a pairing of ink and ground is, and the contrast WCAG 2.x asks of it.
#[derive(Copy, Clone, Debug)]
enum Use {
    /// Text under 18 px (and all card corners, plates, labels).
    Text,
    /// Bold text of 18.7 px and more (a tile's number: 29 px on the table, 36 in a hand).
    LargeText,
    /// A shape that means something (a suit, a star, a band, a border).
    Mark,
}

impl Use {
    fn least(self) -> f64 {
        match self {
            Use::Text => 4.5,
            Use::LargeText | Use::Mark => 3.0,
        }
    }
}

/// Every ink the pictures draw on every ground it is drawn on, in both schemes.
fn pairings() -> Vec<(String, Rgb, Rgb, Use)> {
    let mut out: Vec<(String, Rgb, Rgb, Use)> = Vec::new();
    let mut add = |what: &str, ink, ground, use_| out.push((what.to_owned(), ink, ground, use_));
    for scheme in Scheme::ALL {
        let look = Look { scheme };
        for suit in Suit::ALL {
            let what = format!("{suit:?} rank and mark on a card ({scheme:?})");
            add(&what, look.suit(suit), PAPER, Use::Text);
        }
    }
    add("the joker's JK on a card", PURPLE, PAPER, Use::Text);
    add("the joker's star on a card", PURPLE, PAPER, Use::Mark);
    add("the joker's star on a tile", PURPLE, IVORY, Use::Mark);
    add("the joker tile's J on its band", INK, PURPLE, Use::Text);
    for colour in [
        TileColour::Red,
        TileColour::Blue,
        TileColour::Yellow,
        TileColour::Black,
    ] {
        let (ink, letter) = colour.inks();
        add(&format!("{colour:?} number"), ink, IVORY, Use::LargeText);
        add(&format!("{colour:?} band"), ink, IVORY, Use::Mark);
        add(&format!("{colour:?} band's letter"), letter, ink, Use::Text);
    }
    for (ground, name) in [(FELT, "the cloth"), (PLATE, "a plate")] {
        add(&format!("words on {name}"), INK, ground, Use::Text);
        add(
            &format!("quieter words on {name}"),
            MUTED,
            ground,
            Use::Text,
        );
        add(
            &format!("the turn's border on {name}"),
            TURN,
            ground,
            Use::Mark,
        );
    }
    add("a seat out's words", MUTED, PLATE_OUT, Use::Text);
    add("the dealer's D", BLACK, INK, Use::Text);
    add("a card on the cloth", PAPER, FELT, Use::Mark);
    add("a tile on the cloth", IVORY, FELT, Use::Mark);
    out
}

#[test]
fn every_ink_reads_on_its_ground_in_both_schemes() {
    let failing: Vec<String> = pairings()
        .into_iter()
        .map(|(what, ink, ground, use_)| (what, contrast(ink, ground), use_))
        .filter(|(_, ratio, use_)| *ratio < use_.least())
        .map(|(what, ratio, use_)| format!("{what}: {ratio:.2}:1, {use_:?} needs {}", use_.least()))
        .collect();
    assert!(failing.is_empty(), "{failing:#?}");
}

#[test]
fn contrast_and_difference_match_published_values() {
    assert!((contrast(BLACK, PAPER) - 21.0).abs() < 1e-9);
    assert!((contrast(Rgb(0x77, 0x77, 0x77), PAPER) - 4.48).abs() < 0.01);
    // Sharma et al. (2005), test pairs 1 and 17.
    let d = delta_e2000([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485]);
    assert!((d - 2.0425).abs() < 1e-3, "{d}");
    let d = delta_e2000([50.0, 2.5, 0.0], [73.0, 25.0, -18.0]);
    assert!((d - 27.1492).abs() < 1e-3, "{d}");
    // A protan eye loses red against green; a typical one does not.
    let (red, green) = (Rgb(0xD5, 0x5E, 0x00), Rgb(0x00, 0x9E, 0x73));
    let typical = delta_e2000(lab(red, Eye::Typical), lab(green, Eye::Typical));
    let protan = delta_e2000(lab(red, Eye::Protan), lab(green, Eye::Protan));
    assert!(protan < typical / 2.0, "{protan} vs {typical}");
}

/// The four suits in four colours and the four tile colours stay 20 ΔE2000 apart for every eye.
/// In two colours ♠ shares black with ♣ and ♥ red with ♦, as in a classic deck: there the suit's
/// symbol tells them apart, in every card's corner at every size (checked below), as every
/// tile carries its colour's letter (`tile.rs` checks the letters).
#[test]
fn suits_and_tiles_stay_apart_for_colour_blind_eyes() {
    let four = Look::default();
    let suits: Vec<(&str, Rgb)> = Suit::ALL
        .iter()
        .zip(["♠", "♥", "♦", "♣"])
        .map(|(&s, name)| (name, four.suit(s)))
        .collect();
    let (least, pair) = least_apart(&suits);
    assert!(least >= 20.0, "suits {pair}: {least:.1}");
    let tiles: Vec<(&str, Rgb)> = [
        ("R", TileColour::Red),
        ("B", TileColour::Blue),
        ("Y", TileColour::Yellow),
        ("K", TileColour::Black),
    ]
    .iter()
    .map(|&(name, c)| (name, c.inks().0))
    .collect();
    let (least, pair) = least_apart(&tiles);
    assert!(least >= 20.0, "tiles {pair}: {least:.1}");
    let two = Look {
        scheme: Scheme::TwoColour,
    };
    let (least, pair) = least_apart(&[
        ("♠♣", two.suit(Suit::Spades)),
        ("♥♦", two.suit(Suit::Hearts)),
    ]);
    assert!(least >= 20.0, "two colours {pair}: {least:.1}");
    for size in [SMALL, LARGE] {
        let corner = |suit| {
            let mut canvas = Canvas::new(size.w as u32 + 4, size.h as u32 + 4, FELT);
            let face = Face::Suited { rank: "7", suit };
            draw_card(&mut canvas, (2.0, 2.0), size, face, Marks::French, two);
            let h = (size.h * 0.55) as u32;
            let w = size.corner() as u32;
            (0..w)
                .flat_map(|x| (0..h).map(move |y| (x, y)))
                .map(|(x, y)| canvas.pixel(x, y))
                .collect::<Vec<_>>()
        };
        assert_ne!(corner(Suit::Spades), corner(Suit::Clubs), "{size:?}");
        assert_ne!(corner(Suit::Hearts), corner(Suit::Diamonds), "{size:?}");
    }
}
