//! What the pictures' tests share: decoding a PNG, finding a colour in a region, and games
//! played to a chosen moment by computer players.

use super::{colours::Rgb, Look, Scene, Scheme};
use crate::faces::pictures::{hand_png, table_png};
use crate::games::{AnyGame, AnyOptions, GameKind, Narrow};

/// Most a picture may weigh (the issue's ≤ 150 KiB).
pub const MAX_BYTES: usize = 150 * 1024;

/// A decoded PNG: size and RGB pixels.
pub struct Decoded {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<u8>,
}

impl Decoded {
    #[must_use]
    pub fn pixel(&self, x: u32, y: u32) -> Rgb {
        let i = (y * self.width + x) as usize * 3;
        Rgb(self.rgb[i], self.rgb[i + 1], self.rgb[i + 2])
    }

    /// Pixels of exactly `colour` in the whole picture.
    #[must_use]
    pub fn count(&self, colour: Rgb) -> usize {
        self.rgb
            .chunks_exact(3)
            .filter(|p| Rgb(p[0], p[1], p[2]) == colour)
            .count()
    }
}

/// Decodes `bytes`, checking it is an RGB PNG within the size limits.
pub fn decode(bytes: &[u8]) -> Decoded {
    assert!(bytes.len() <= MAX_BYTES, "{} bytes", bytes.len());
    let mut decoder = png::Decoder::new(bytes);
    // Palette pictures come out as RGB.
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    assert!(info.width <= 1000, "{} wide", info.width);
    buf.truncate(info.buffer_size());
    Decoded {
        width: info.width,
        height: info.height,
        rgb: buf,
    }
}

/// A game of `kind` with `players` computer players from `seed`, played until `stop` holds
/// while a seat is to act (or it ends).
pub fn played(
    kind: GameKind,
    players: usize,
    seed: u64,
    stop: impl Fn(&AnyGame) -> bool,
) -> AnyGame {
    played_with(AnyOptions::default_for(kind), players, seed, stop)
}

/// As [`played`], with given options.
pub fn played_with(
    options: AnyOptions,
    players: usize,
    seed: u64,
    stop: impl Fn(&AnyGame) -> bool,
) -> AnyGame {
    let mut last = None;
    crate::games::arena::play_any(options, players, seed, &mut |game| {
        let done = stop(game);
        if done {
            last = Some(game.clone());
        }
        !done
    });
    last.unwrap_or_else(|| panic!("seed {seed}: the game ended before the moment"))
}

/// Three seats' names, for test scenes.
pub static NAMES: std::sync::LazyLock<Vec<String>> =
    std::sync::LazyLock::new(|| ["Ada", "Bo", "Cy", "Dee", "Eve"].map(String::from).to_vec());

/// An English scene with four colours.
#[must_use]
pub fn scene_en() -> Scene<'static> {
    Scene {
        names: &NAMES,
        look: Look::default(),
        lang: crate::lang::Lang::En,
    }
}

/// Swaps a card between the hidden hands of seats 1 and 2 (two that differ in face), so what
/// each holds changes and nothing public does.
pub fn swap_hidden<T: Copy, F: PartialEq>(hands: &mut [Vec<T>], face: impl Fn(&T) -> F) {
    for i in 0..hands[1].len() {
        for j in 0..hands[2].len() {
            if face(&hands[1][i]) != face(&hands[2][j]) {
                let (a, b) = (hands[1][i], hands[2][j]);
                hands[1][i] = b;
                hands[2][j] = a;
                return;
            }
        }
    }
    panic!("seats 1 and 2 hold the same faces");
}

/// The table picture of `changed` (hidden hands changed) is byte-identical to `game`'s, in both
/// schemes, while seat 1's hand picture differs.
/// Swaps a card between seats 1 and 2's hidden hands in a copy of `game` — `hands` finds them
/// in the game's own state, `face` tells two apart — and checks that the table picture did not
/// change while seat 1's hand did.
pub fn assert_hidden_hands_unseen<G: Clone, T: Copy, F: PartialEq>(
    game: &AnyGame,
    hands: impl FnOnce(&mut G) -> &mut [Vec<T>],
    face: impl Fn(&T) -> F,
) where
    AnyGame: Narrow<G> + From<G>,
{
    let mut inner: G = game.narrow().expect("a game of this kind").clone();
    swap_hidden(hands(&mut inner), face);
    assert_table_unchanged(game, &AnyGame::from(inner));
}

pub fn assert_table_unchanged(game: &AnyGame, changed: &AnyGame) {
    for scheme in Scheme::ALL {
        let scene = Scene {
            look: Look { scheme },
            ..scene_en()
        };
        let table = table_png(game, &scene);
        decode(&table);
        assert!(
            table == table_png(changed, &scene),
            "{scheme:?}: a hidden hand shows"
        );
        assert!(
            hand_png(game, 1, &scene) != hand_png(changed, 1, &scene),
            "the hand did change"
        );
    }
}

/// Seats' names for the largest tables, as `rumino render` names them.
pub static EIGHT: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    [
        "Ada", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Gina", "Ugo",
    ]
    .map(String::from)
    .to_vec()
});

/// Checks the layout `canvas` reports: every element inside the frame, no two overlapping, no
/// text cut to fit; `what` names the picture in a failure.
pub fn assert_layout(canvas: &super::Canvas, what: &str) {
    let (w, h) = (canvas.width() as f32, canvas.height() as f32);
    let boxes = &canvas.report().boxes;
    assert!(!boxes.is_empty(), "{what}: nothing reported");
    for b in boxes {
        let inside = b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= w + 0.5 && b.y + b.h <= h + 0.5;
        assert!(inside, "{what}: {b:?} leaves the {w}×{h} frame");
        assert!(!b.cut, "{what}: {b:?} had its text cut");
    }
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            assert!(!a.overlaps(b), "{what}: {a:?} overlaps {b:?}");
        }
    }
}
