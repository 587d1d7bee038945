//! Computer players for Rumminy: one seat's [`GameView`] in, one [`Action`] out.
//!
//! Pure like the other games' players: no IO, no clocks, no state between calls. Every level
//! commits only what the solver found legal (N9–N13) and passes otherwise.
//! [`Level::Easy`] never rearranges the playfield (it only lays new combinations of its own) and
//! sometimes passes when it could play; [`Level::Normal`] plays the solver's most tiles every
//! turn.
//!
//! [`Level::Hard`] hoards. Since the playfield may be rearranged freely (N9), a player can go out
//! exactly when the playfield and their hand together split into combinations: tiles placed
//! early do not bring that closer (they are in the union either way), but they are material the
//! others can use, while a drawn tile adds to one's own union only. So hard passes and draws,
//! going out as soon as the whole hand fits; it sheds a joker alone as soon as it can (N13 bars a
//! joker from the final turn), and once it holds 19 tiles (N13's most for a final turn) it places
//! one tile a turn, the costliest that fits. With the stock empty, a pass draws nothing and the
//! lowest penalty wins a blocked game (N16), so it then plays the most tiles. Measured in
//! `docs/perf-rumminy-ai.md`: this wins about nine games in ten against normal heads-up, where
//! holding back only small plays early did not beat normal at all.

use rand::Rng;

use super::{
    solver::{self, best_play, Limits, Objective, Placement, NODE_BUDGET},
    Action, GameView, RumminyGame, Seat, Tile, FINAL_TURN_MAX,
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
    view.seat?;
    let limits = view.limits();
    let play = match level {
        Level::Easy => easy(view, limits, rng),
        Level::Normal => best_play(&view.playfield, &view.my_hand, limits),
        Level::Hard => hard(view, limits),
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
        && (own.placed.contains(&Tile::JOKER) || own.placed.len() > FINAL_TURN_MAX);
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

/// Hard: hoards (see the module doc). Until its first play at a table with an initial meld, it
/// plays as normal does. All its searches of one decision share one [`NODE_BUDGET`].
fn hard(view: &GameView, limits: Limits) -> Option<Placement> {
    let hand = &view.my_hand;
    if limits.initial_meld > 0 {
        return best_play(&view.playfield, hand, limits);
    }
    let mut fits = Fits {
        field: view.playfield.iter().flatten().copied().collect(),
        left: NODE_BUDGET,
    };
    // N15: out as soon as the whole hand fits (N13: no joker in it, at most 19 tiles).
    if !hand.contains(&Tile::JOKER) && hand.len() <= FINAL_TURN_MAX {
        if let Some(out) = fits.with(hand) {
            return Some(out);
        }
    }
    // N16: with the stock empty a pass draws nothing, and the lowest penalty wins a blocked game.
    if view.stock_size == 0 {
        return fits.most(&view.playfield, hand);
    }
    // N13: a joker in the hand bars going out; shed it alone as soon as it fits.
    if hand.contains(&Tile::JOKER) && hand.iter().any(|t| !t.is_joker()) {
        if let Some(p) = fits.with(&[Tile::JOKER]) {
            return Some(p);
        }
    }
    if hand.len() < FINAL_TURN_MAX {
        return None;
    }
    // One tile more and the hand could not go out (N13): place one, the costliest that fits.
    let mut faces: Vec<Tile> = hand.iter().copied().filter(|t| !t.is_joker()).collect();
    faces.sort_unstable_by_key(|t| std::cmp::Reverse((t.penalty(), *t)));
    faces.dedup();
    faces
        .into_iter()
        .find_map(|t| fits.with(&[t]))
        .or_else(|| fits.most(&view.playfield, hand))
}

/// Hard's searches over one playfield, sharing what is left of one budget.
struct Fits {
    field: Vec<Tile>,
    left: u32,
}

impl Fits {
    /// The playfield with exactly `tiles` from the hand joined to it, rearranged as needed.
    fn with(&mut self, tiles: &[Tile]) -> Option<Placement> {
        let mut all = self.field.clone();
        all.extend(tiles);
        let solved = solver::solve_within(&all, &[], Objective::Tiles, self.left);
        self.left -= solved.nodes;
        solved.placement.map(|p| Placement {
            playfield: p.playfield,
            placed: tiles.to_vec(),
        })
    }

    /// The most tiles, as normal plays.
    fn most(&mut self, playfield: &[Vec<Tile>], hand: &[Tile]) -> Option<Placement> {
        let solved = solver::best_play_within(playfield, hand, Limits::default(), self.left);
        self.left -= solved.nodes;
        solved.placement
    }
}
