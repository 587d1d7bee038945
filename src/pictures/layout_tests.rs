//! Every game drawn at its largest table, from the deal to the end, in both languages: the
//! elements each picture reports stay inside its frame, apart from one another, and uncut; and
//! scaled to Discord's preview width, its ranks and words stay readable.

use super::{
    alt::ALT_MAX,
    sheet::PREVIEW_WIDTH,
    testkit::{assert_layout, EIGHT},
    Canvas, Look, Role, Scene,
};
use crate::faces::pictures::{hand_alt, hand_canvas, shows_laid_cards, table_alt, table_canvas};
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
                if looks < 3 || looks % EVERY == 0 || shows_laid_cards(game) && looks % 2 == 0 {
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

/// The least sizes, in pixels, a card's rank and a word keep once Discord shows the picture
/// [`PREVIEW_WIDTH`] wide.
const LEAST_RANK: f32 = 10.0;
const LEAST_WORDS: f32 = 9.0;

/// The smallest rank and the smallest words of `canvas`, scaled to the preview width (a picture
/// narrower than that is shown as it is).
fn smallest_at_preview(canvas: &Canvas) -> (f32, f32) {
    let scale = (PREVIEW_WIDTH / canvas.width() as f32).min(1.0);
    let least = |role| {
        canvas
            .report()
            .type_sizes
            .iter()
            .filter(|(r, _)| *r == role)
            .map(|(_, size)| size * scale)
            .fold(f32::MAX, f32::min)
    };
    (least(Role::Rank), least(Role::Words))
}

#[test]
fn at_discords_preview_width_ranks_keep_10_px_and_words_9_on_tables_and_hands() {
    for &kind in GameKind::ALL {
        let players = usize::from(*kind.seat_range().end());
        let scene = Scene {
            names: &EIGHT[..players],
            look: Look::default(),
            lang: Lang::It,
        };
        let (mut looks, mut ranks, mut words) = (0, f32::MAX, f32::MAX);
        play_any(AnyOptions::default_for(kind), players, 2, &mut |game| {
            looks += 1;
            if looks % EVERY == 1 || game.is_over() {
                let seat = looks % players;
                for canvas in [table_canvas(game, &scene), hand_canvas(game, seat, &scene)] {
                    let (r, w) = smallest_at_preview(&canvas);
                    (ranks, words) = (ranks.min(r), words.min(w));
                }
            }
            true
        });
        assert!(
            ranks >= LEAST_RANK,
            "{}: a rank at {ranks} px",
            kind.as_str()
        );
        assert!(
            words >= LEAST_WORDS,
            "{}: words at {words} px",
            kind.as_str()
        );
    }
}

#[test]
fn every_games_end_picture_names_its_winners_in_both_languages() {
    for &kind in GameKind::ALL {
        let players = usize::from(*kind.seat_range().start()).max(3);
        let players = players.min(usize::from(*kind.seat_range().end()));
        for lang in Lang::ALL {
            let scene = Scene {
                names: &EIGHT[..players],
                look: Look::default(),
                lang,
            };
            let mut end = None;
            play_any(AnyOptions::default_for(kind), players, 4, &mut |game| {
                end = Some(game.clone());
                true
            });
            let end = end.expect("a game was played");
            let winners = end.settlement().expect("the game is over").winners;
            assert!(!winners.is_empty(), "{}: somebody wins", kind.as_str());
            let canvas = table_canvas(&end, &scene);
            let banner = canvas
                .report()
                .boxes
                .iter()
                .find(|b| b.what.starts_with("banner: "))
                .unwrap_or_else(|| panic!("{}: no result drawn", kind.as_str()));
            let over = crate::lang::catalogue::said(lang, "pictures-game-over");
            assert!(banner.what.contains(over), "{}", banner.what);
            for w in winners {
                assert!(banner.what.contains(&EIGHT[w]), "{}", banner.what);
            }
            let marked = canvas
                .report()
                .boxes
                .iter()
                .filter(|b| b.what.starts_with("plate of ★"))
                .count();
            assert!(
                marked >= 1,
                "{}: the winner's plate is marked",
                kind.as_str()
            );
        }
    }
}

#[test]
fn every_picture_says_what_it_shows_in_one_sentence_in_the_tables_language() {
    for &kind in GameKind::ALL {
        let players = usize::from(*kind.seat_range().end());
        let names = &EIGHT[..players];
        for lang in Lang::ALL {
            let scene = Scene {
                names,
                look: Look::default(),
                lang,
            };
            let title = format!("{}, ", kind.as_str()).to_lowercase();

            let mut looks = 0;
            let mut last = None;
            play_any(AnyOptions::default_for(kind), players, 6, &mut |game| {
                looks += 1;
                if looks % EVERY == 1 {
                    let table = table_alt(game, &scene);
                    let what = format!("{} look {looks}: {table}", kind.as_str());
                    assert!(table.to_lowercase().starts_with(&title), "{what}");
                    assert!(table.chars().count() <= ALT_MAX, "{what}");
                    assert!(names.iter().all(|n| table.contains(n.as_str())), "{what}");
                    let seat = looks % players;
                    let hand = hand_alt(game, seat, &scene);
                    assert!(
                        hand.starts_with(&crate::say!(
                            lang,
                            "pictures-alt-hand-of",
                            name = names[seat]
                        )),
                        "{hand}"
                    );
                }
                last = Some(game.clone());
                true
            });
            let end = last.expect("a game was played");
            let said = table_alt(&end, &scene);
            let over = crate::lang::catalogue::said(lang, "pictures-game-over");
            assert!(said.contains(over), "{said}");
            for w in end.settlement().expect("over").winners {
                assert!(said.contains(names[w].as_str()), "{said}");
            }
        }
    }
}
