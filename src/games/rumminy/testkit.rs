//! Test helpers: tiles from notation, games dealt from an ordered set, and positions laid out
//! tile by tile. Compiled only for tests.

use super::{
    parse_playfield, parse_tiles, Action, Board, Command, Commit, Phase, RumminyGame,
    RumminyOptions, Seat, Tile, TileId,
};

pub fn tile(s: &str) -> Tile {
    s.parse().unwrap()
}

pub fn tiles(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

pub fn field(s: &str) -> Vec<Vec<Tile>> {
    parse_playfield(s).unwrap()
}

pub fn play(seat: Seat, action: Action) -> Command {
    Command::Play { seat, action }
}

/// A commit of playfield `s` over the game's current playfield.
pub fn commit_to(game: &RumminyGame, s: &str) -> Action {
    let before = game
        .board
        .as_ref()
        .map(|b| b.playfield_tiles())
        .unwrap_or_default();
    Action::Commit(Commit::over(&before, field(s)))
}

/// The 74 tiles in id order.
pub fn ordered() -> Vec<TileId> {
    TileId::all().collect()
}

/// A dealt game of `players` with seat 0 starting.
pub fn dealt(options: RumminyOptions, players: usize) -> RumminyGame {
    let mut game = RumminyGame::new(options, players, 0).unwrap();
    game.apply(&Command::Deal { order: ordered() }).unwrap();
    game
}

/// Physical tiles for faces, taken from `pool` (each tile once).
fn take(pool: &mut Vec<TileId>, faces: &[Tile]) -> Vec<TileId> {
    faces
        .iter()
        .map(|f| {
            let at = pool
                .iter()
                .position(|t| t.tile() == *f)
                .unwrap_or_else(|| panic!("no {f} left"));
            pool.remove(at)
        })
        .collect()
}

/// A game in play laid out anew: each seat's hand, the playfield and the stock (top first), seat
/// `turn` to play. With `rest_to_stock`, every tile not named goes under the stock, so all 74
/// are in play; otherwise they are out of the game (for positions with a short stock).
pub fn layout(
    options: RumminyOptions,
    hands: &[&str],
    playfield: &str,
    stock: &str,
    turn: Seat,
    rest_to_stock: bool,
) -> RumminyGame {
    let mut game = RumminyGame::new(options, hands.len(), turn).unwrap();
    let mut pool = ordered();
    let hands = hands.iter().map(|h| take(&mut pool, &tiles(h))).collect();
    let playfield = field(playfield)
        .iter()
        .map(|c| take(&mut pool, &super::arrange(c)))
        .collect();
    let mut stock = take(&mut pool, &tiles(stock));
    if rest_to_stock {
        stock.extend(pool);
    }
    game.board = Some(Board {
        hands,
        playfield,
        stock,
        turn,
        turn_no: 1,
        moves: Vec::new(),
    });
    game.phase = Phase::Playing;
    game
}

/// N1: every one of the 74 tiles is in exactly one hand, the playfield or the stock.
pub fn assert_all_tiles_accounted(game: &RumminyGame) {
    let Some(b) = &game.board else {
        return;
    };
    let mut all: Vec<TileId> = b
        .hands
        .iter()
        .flatten()
        .chain(b.playfield.iter().flatten())
        .chain(&b.stock)
        .copied()
        .collect();
    all.sort_unstable();
    assert_eq!(all, ordered(), "tiles lost or duplicated");
}
