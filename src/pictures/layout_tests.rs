//! Every game drawn at its largest table, from the deal to the end, in both languages: the
//! elements each picture reports stay inside its frame, apart from one another, and uncut.

use super::{
    hand_canvas, table_canvas,
    testkit::{assert_layout, EIGHT},
    Look, Scene,
};
use crate::games::{arena::play_any, AnyOptions, GameKind};
use crate::lang::Lang;

/// Looks at which the pictures are checked: the first ones, then every `EVERY`th and the last.
const EVERY: usize = 7;

#[test]
fn every_game_at_its_largest_table_keeps_its_elements_apart_and_inside_the_frame() {
    for &kind in GameKind::ALL {
        let players = usize::from(*kind.seat_range().end());
        for (seed, lang) in [(3, Lang::En), (5, Lang::It)] {
            let scene = Scene {
                names: &EIGHT[..players],
                look: Look::default(),
                lang,
            };
            let mut looks = 0;
            let mut last = None;
            play_any(AnyOptions::default_for(kind), players, seed, &mut |game| {
                looks += 1;
                if looks < 3
                    || looks % EVERY == 0
                    || super::shows_laid_cards(game) && looks % 2 == 0
                {
                    let what = format!("{} seed {seed} look {looks}", kind.as_str());
                    assert_layout(&table_canvas(game, &scene), &format!("{what} table"));
                    let seat = looks % players;
                    assert_layout(&hand_canvas(game, seat, &scene), &format!("{what} hand"));
                }
                last = Some(game.clone());
                true
            });
            let end = last.expect("a game was played");
            let what = format!("{} seed {seed} end", kind.as_str());
            assert_layout(&table_canvas(&end, &scene), &what);
        }
    }
}
