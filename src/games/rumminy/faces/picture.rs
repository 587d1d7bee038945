//! Rumminy drawn: the seats with their tiles in hand and whether they have made their first
//! play (N11), the stock's count, whose turn, and the playfield as rows of numbered combinations
//! (N7) — the numbers the text and the draft's menus use. At the end, every hand left is shown
//! under its seat (N17). The private hand is the view's order (colour, then number, jokers
//! last), each tile labelled as the Place menu names it (`R7`, `J`).

use crate::games::rumminy::{tile::Colour, GameView, PhaseKind, RumminyGame, Tile};
use crate::games::Seat;
use crate::pictures::{
    alt,
    colours::{INK, MUTED},
    flow::flow,
    held::runs,
    piece::{Deck, Piece, Scale},
    seats::{Plate, SeatMarks},
    sheet::{Labelled, Row, Sheet, MARGIN},
    text::{Align, Style, Weight},
    tile::{TileColour, TileFace},
    words::{count, game_result, signed, Noun, Won},
    Canvas, Held, Pictures, Scene,
};

fn piece(tile: Tile) -> Piece {
    Piece::Tile(match (tile.colour(), tile.number()) {
        (Some(colour), Some(number)) => TileFace::Number {
            number,
            colour: match colour {
                Colour::Red => TileColour::Red,
                Colour::Blue => TileColour::Blue,
                Colour::Yellow => TileColour::Yellow,
                Colour::Black => TileColour::Black,
            },
            letter: colour.letter(),
        },
        _ => TileFace::Joker,
    })
}

fn plate(view: &GameView, seat: Seat, scene: &Scene<'_>) -> Plate {
    let lang = scene.lang;
    let s = &view.seats[seat];
    let mut line = count(lang, s.tiles as u64, Noun::Tile);
    if s.left || s.forfeited {
        line.push_str(crate::say!(lang, "rumminy-out"));
    } else if !s.melded {
        line.push_str(crate::say!(lang, "rumminy-not-opened"));
    }
    let winners = view.result.as_ref().map(|r| r.winners.as_slice());
    let marks = SeatMarks::new(view.turn, Some(view.starter), winners);
    Plate::marked(scene, seat, line, s.left || s.forfeited, &marks)
}

/// N15–N18: who won, how, the points they scored, and the pool they took.
fn result(view: &GameView, scene: &Scene<'_>) -> Option<String> {
    use crate::games::rumminy::GameEnd as E;
    let r = view.result.as_ref()?;
    let lang = scene.lang;
    let points = r
        .winners
        .first()
        .and_then(|&w| r.points.get(w))
        .copied()
        .unwrap_or(0);
    let how = match r.end {
        E::WentOut => format!(
            "{} ({})",
            crate::say!(lang, "rumminy-went-out"),
            signed(points)
        ),
        E::Blocked => format!(
            "{} ({})",
            crate::say!(lang, "rumminy-blocked"),
            signed(points)
        ),
        E::LastPlayer => format!("{} ({})", Won::LastPlayerIn.said(lang), signed(points)),
        E::CancelledRefunded => Won::Refunded.said(lang),
    };
    Some(game_result(scene, &r.winners, &how, &r.payouts))
}

/// N7: the playfield's combinations, numbered from 1, laid left to right; a combination that
/// does not fit the rest of a line starts the next (one longer than a line wraps).
fn playfield(sheet: &mut Sheet, field: &[Vec<Tile>]) {
    let joker = Piece::Tile(TileFace::Joker);
    let (w, h) = joker.size(Scale::Table);
    let number = Style::new(15.0, Weight::Bold, MUTED);
    let right = sheet.canvas.width() as f32 - MARGIN;
    let (mut x, mut top, mut lowest) = (MARGIN, sheet.y, sheet.y);
    for (i, combo) in field.iter().enumerate() {
        let tag = format!("{}", i + 1);
        let full = 22.0 + combo.len() as f32 * joker.least_step(Scale::Table) - 2.0;
        if x > MARGIN && x + full > right {
            (x, top) = (MARGIN, lowest + 10.0);
        }
        sheet
            .canvas
            .text(x + 10.0, top + h / 2.0 - 9.0, &tag, number, Align::Centre);
        let pieces: Vec<Piece> = combo.iter().map(|&t| piece(t)).collect();
        let room = right - x - 22.0;
        let (used, tall) = flow(
            &mut sheet.canvas,
            (x + 22.0, top),
            &pieces,
            room,
            Scale::Table,
            Deck::default(),
        );
        let what = format!("combination {tag}");
        sheet
            .canvas
            .record(what, (x, top, 22.0 + used, tall), false);
        lowest = lowest.max(top + tall);
        x += 22.0 + used.max(w) + 16.0;
    }
    if !field.is_empty() {
        sheet.y = lowest + 14.0;
    }
}

/// N17: the tiles each seat was left with at the end, tagged with the penalty they cost.
fn tiles_left(view: &GameView) -> Vec<Vec<Row>> {
    let Some(result) = view
        .result
        .as_ref()
        .filter(|_| view.phase == PhaseKind::Over)
    else {
        return Vec::new();
    };
    result
        .hands
        .iter()
        .zip(&result.penalties)
        .map(|(hand, penalty)| {
            vec![Row {
                tag: format!("−{penalty}"),
                pieces: hand.iter().map(|&t| piece(t)).collect(),
            }]
        })
        .collect()
}

/// After the title: the turn, the stock and the pool.
fn detail(view: &GameView, lang: crate::lang::Lang) -> String {
    format!(
        "{} {} · {} {} · {} {}",
        crate::say!(lang, "rumminy-turn"),
        view.turn_no,
        crate::say!(lang, "rumminy-stock"),
        view.stock_size,
        crate::say!(lang, "rumminy-pool"),
        view.pool
    )
}

impl Pictures for RumminyGame {
    fn table(&self, scene: &Scene<'_>) -> Canvas {
        let view = self.view(None);
        let lang = scene.lang;
        let mut sheet = Sheet::new();
        sheet.title("Rumminy", &detail(&view, lang));
        if let Some(result) = result(&view, scene) {
            sheet.banner(&result);
        }
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(&view, s, scene))
            .collect();
        let left = tiles_left(&view);
        if left.iter().flatten().any(|r| !r.pieces.is_empty()) {
            sheet.line(
                crate::say!(lang, "rumminy-tiles-left"),
                Style::new(15.0, Weight::Bold, INK),
            );
        }
        sheet.seats(&plates, &left, Deck::default());
        if view.playfield.is_empty() {
            let style = Style::new(15.0, Weight::Regular, MUTED);
            sheet.line(crate::say!(lang, "rumminy-the-playfield-is-empty"), style);
        }
        playfield(&mut sheet, &view.playfield);
        sheet.finish()
    }

    fn table_alt(&self, scene: &Scene<'_>) -> String {
        let view = self.view(None);
        let lang = scene.lang;
        let mut said = format!("Rumminy, {}", detail(&view, lang).replace(" · ", ", "));
        match (result(&view, scene), view.turn) {
            (Some(r), _) => said.push_str(&format!(". {}", r.trim_end_matches('.'))),
            (None, Some(t)) => {
                said.push_str(&crate::say!(
                    lang,
                    "rumminy-player-to-play",
                    player = scene.name(t)
                ));
            }
            (None, None) => {}
        }
        let plates: Vec<Plate> = (0..view.seats.len())
            .map(|s| plate(&view, s, scene))
            .collect();
        said.push_str(&format!("; {}", alt::seats(&plates, lang)));
        let names: Vec<String> = (0..view.seats.len()).map(|s| scene.name(s)).collect();
        let left = alt::rows(&names, &tiles_left(&view), lang);
        if !left.is_empty() {
            let words = crate::say!(lang, "rumminy-alt-tiles-left");
            said.push_str(&format!("; {words}: {left}"));
        }
        let field: Vec<String> = view
            .playfield
            .iter()
            .enumerate()
            .map(|(i, combo)| {
                let tiles: Vec<Piece> = combo.iter().map(|&t| piece(t)).collect();
                format!("{}: {}", i + 1, alt::pieces(&tiles, lang))
            })
            .collect();
        let words = crate::say!(lang, "rumminy-playfield");
        if field.is_empty() {
            said.push_str(&format!(
                "; {words}: {}",
                crate::say!(lang, "rumminy-empty")
            ));
        } else {
            said.push_str(&format!("; {words}: {}", field.join(", ")));
        }
        alt::clip(format!("{said}."))
    }

    /// The hand in the view's order, a group a colour.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held {
        let view = self.view(Some(seat));
        let tiles = view.my_hand.iter().map(|&tile| (tile, piece(tile)));
        let groups = runs(tiles, |(a, _), (b, _)| a.colour() == b.colour())
            .into_iter()
            .map(|g| {
                g.into_iter()
                    .map(|(tile, piece)| Labelled {
                        piece,
                        label: tile.to_string(),
                    })
                    .collect()
            })
            .collect();
        Held {
            name: scene.name(seat),
            detail: count(scene.lang, view.my_hand.len() as u64, Noun::Tile),
            groups,
        }
    }

    /// Tiles have no suit marks and keep their own colours whoever looks.
    fn hand_deck(&self, _scene: &Scene<'_>) -> Deck {
        Deck::default()
    }

    fn shows_laid_cards(&self) -> bool {
        self.board.as_ref().is_some_and(|b| !b.playfield.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::faces::pictures::hand_png;
    use crate::games::{AnyGame, GameKind};
    use crate::pictures::{colours::PURPLE, testkit::*};

    /// N20: hands are hidden while the game is played.
    #[test]
    fn n20_the_table_picture_never_shows_a_hidden_hand() {
        let game = played(
            GameKind::Rumminy,
            3,
            4,
            crate::faces::pictures::shows_laid_cards,
        );
        assert_hidden_hands_unseen(
            &game,
            |g: &mut crate::games::rumminy::RumminyGame| {
                &mut g.board.as_mut().expect("dealt").hands[..]
            },
            |id| id.tile(),
        );
    }

    /// N1: jokers are drawn apart (purple) in a hand that holds one.
    #[test]
    fn n1_a_joker_in_hand_is_drawn() {
        for seed in 0..40 {
            let game = played(GameKind::Rumminy, 2, seed, |_| true);
            let AnyGame::Rumminy(inner) = &game else {
                unreachable!()
            };
            let holds = |seat| inner.view(Some(seat)).my_hand.iter().any(|t| t.is_joker());
            if let Some(seat) = (0..2).find(|&s| holds(s)) {
                let png = hand_png(&game, seat, &scene_en());
                assert!(decode(&png).count(PURPLE) > 300);
                return;
            }
        }
        panic!("no joker dealt in 40 seeds");
    }
}
