//! Computer players for Rumminy: one seat's [`GameView`] in, one [`Action`] out.
//!
//! Pure like the other games' players: no IO, no clocks, no state between calls. Every level
//! commits only what [`solver::best_play`] found legal (N9–N13) and passes otherwise.
//! [`Level::Easy`] never rearranges the playfield (it only lays new combinations of its own) and
//! sometimes passes when it could play; [`Level::Normal`] plays the exact solver's most tiles
//! every turn; [`Level::Hard`] plays the exact solver too, but holds back small plays while the
//! game is young and nobody is close to going out, so it feeds the playfield less and keeps its
//! hand together for a big final turn (it still sheds a joker at once: N13 bars it on the final
//! turn).

use rand::Rng;

use super::{
    solver::{self, best_play, Limits, Objective, Placement},
    Action, GameView, RumminyGame, Seat, Tile,
};
pub use crate::games::Level;

/// What `seat` of `game` does now at `level`, seeing only that seat's view (N20).
pub fn choose(game: &RumminyGame, seat: Seat, level: Level, rng: &mut impl Rng) -> Option<Action> {
    decide(&game.view(Some(seat)), level, rng)
}

/// What the seat of `view` does now at `level`; `None` when it is not on turn (or out).
pub fn decide(view: &GameView, level: Level, rng: &mut impl Rng) -> Option<Action> {
    if !view.legal.contains(&Action::Pass) {
        return None;
    }
    let seat = view.seat?;
    let limits = Limits {
        initial_meld: if view.seats.get(seat).is_some_and(|s| s.melded) {
            0
        } else {
            u32::from(view.options.initial_meld)
        },
    };
    let play = match level {
        Level::Easy => easy(view, limits, rng),
        Level::Normal => best_play(&view.playfield, &view.my_hand, limits),
        Level::Hard => hard(view, seat, limits),
    };
    Some(play.map_or(Action::Pass, |p| Action::Commit(p.commit())))
}

/// New combinations from the hand only, the playfield left as it is; passes now and then.
fn easy(view: &GameView, limits: Limits, rng: &mut impl Rng) -> Option<Placement> {
    if view.stock_size > 0 && rng.gen_bool(0.25) {
        return None;
    }
    if limits.initial_meld > 0 {
        return best_play(&view.playfield, &view.my_hand, limits);
    }
    let own = solver::solve(&[], &view.my_hand, Objective::Tiles)?;
    let joker_out = own.placed.len() == view.my_hand.len()
        && (own.placed.contains(&Tile::JOKER) || own.placed.len() > super::FINAL_TURN_MAX);
    if own.placed.is_empty() || joker_out {
        return None;
    }
    let mut playfield = view.playfield.clone();
    playfield.extend(own.playfield);
    Some(Placement {
        playfield,
        placed: own.placed,
    })
}

/// The exact best play, held back while holding back is cheap (see the module doc).
fn hard(view: &GameView, seat: Seat, limits: Limits) -> Option<Placement> {
    let best = best_play(&view.playfield, &view.my_hand, limits)?;
    let going_out = best.placed.len() == view.my_hand.len();
    let sheds_joker = best.placed.contains(&Tile::JOKER);
    let threat = view
        .seats
        .iter()
        .enumerate()
        .filter(|&(s, p)| s != seat && !p.forfeited)
        .map(|(_, p)| p.tiles)
        .min()
        .unwrap_or(0);
    let hold = !going_out
        && !sheds_joker
        && best.placed.len() <= 2
        && threat >= 7
        && view.stock_size >= 20
        && view.my_hand.len() <= 10;
    (!hold).then_some(best)
}

/// Wins of two levels over `games` two-player games (seats alternating), and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Duel {
    pub first: u32,
    pub second: u32,
    pub draws: u32,
}

/// Plays `games` two-player games of `first` against `second` from seeded deals, the starter
/// alternating, and counts the wins: how the levels' strength is measured.
#[must_use]
pub fn duel(first: Level, second: Level, games: u32, seed: u64) -> Duel {
    use rand::{seq::SliceRandom, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut duel = Duel::default();
    for g in 0..games {
        let starter = (g % 2) as usize;
        let Ok(mut game) = RumminyGame::new(super::RumminyOptions::default(), 2, starter) else {
            continue;
        };
        let mut order: Vec<super::TileId> = super::TileId::all().collect();
        order.shuffle(&mut rng);
        if game.apply(&super::Command::Deal { order }).is_err() {
            continue;
        }
        while let Some(seat) = game.turn() {
            let level = if seat == 0 { first } else { second };
            let action = choose(&game, seat, level, &mut rng).unwrap_or(Action::Pass);
            if game.apply(&super::Command::Play { seat, action }).is_err() {
                break;
            }
        }
        match game.result().map(|r| r.winners.as_slice()) {
            Some([0]) => duel.first += 1,
            Some([1]) => duel.second += 1,
            _ => duel.draws += 1,
        }
    }
    duel
}
