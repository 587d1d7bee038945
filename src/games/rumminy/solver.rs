//! The placement solver: given a playfield and a hand, the new playfield that places the most
//! hand tiles, then takes the most penalty (N17) off the hand (N9: the playfield may be
//! rearranged freely), within N11 and N13. One objective for every caller — the computer
//! players, Suggest, an opening (N11: among the plays worth the initial meld): the "Solver"
//! section of `docs/rules/rumminy.md`.
//!
//! Exact, by dynamic programming over the numbers 1 to 9 (`solver_layers.rs`): a state is the runs
//! still open in each colour (their length, up to "3 or more", and whether they hold a joker) and
//! the jokers left, so positions that differ only in how their closed combinations were built are
//! searched once. Which of two equal tiles is used does not matter, and playfield tiles (and
//! jokers) are used before hand tiles, which never loses.
//!
//! Still exact, but fast — branch and bound:
//! - each node tries its steps most promising first;
//! - the bound is each colour's best alone (`solver_bound.rs`: its runs must close and its
//!   playfield tiles be placed, a group needing only that other colours hold its number), with
//!   the jokers shared out among the colours; a state whose colour cannot close its runs is cut
//!   where it starts;
//! - a node is searched against a floor, the value its ancestors already hold: a step whose bound
//!   cannot beat the floor is skipped, deep down as well as at the top, and the memo keeps exact
//!   values apart from "at most the floor" answers.
//!
//! Nothing skipped could have given more, so the answer is the exact optimum. N13's keep-back
//! tries the cheapest tile first and stops at the first keep that places all the rest.
//!
//! Bounded: a call expands at most a budget of states (a memo entry each), all its searches
//! together, so no position can take seconds: [`NODE_BUDGET`] for the computer players, who
//! decide on their table's task, and the larger [`SUGGEST_BUDGET`] for a player's Suggest.
//! Within the budget the answer is exact, and [`Solved::exact`] says so. Beyond it, a state left
//! unexpanded counts as infeasible: the answer is the best placement found so far (the most
//! promising steps are searched first, so it is usually the optimum or close), or the hand's own
//! combinations beside the unchanged playfield if those place more. In 300 of the bench's
//! simulated games (`benches/rumminy_solver.rs`, 14,877 positions) the p99 is 20,900 states
//! (about 8 ms); 35 positions need more than [`NODE_BUDGET`], none more than [`SUGGEST_BUDGET`].

use super::{
    combo::meld_points,
    options::FINAL_TURN_MAX,
    tile::{counts, Tile},
};
use layers::Search;
use node::{Input, Node};

#[path = "solver_bound.rs"]
mod bound;
#[path = "solver_layers.rs"]
mod layers;
#[path = "solver_moves.rs"]
mod moves;
#[path = "solver_node.rs"]
mod node;
#[path = "solver_walk.rs"]
mod walk;

/// A placement: the whole new playfield and the hand tiles it places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub playfield: Vec<Vec<Tile>>,
    pub placed: Vec<Tile>,
}

impl Placement {
    /// The placement as a turn to commit.
    #[must_use]
    pub fn commit(&self) -> super::Commit {
        super::Commit {
            playfield: self.playfield.clone(),
            placed: self.placed.clone(),
        }
    }
}

/// What a placement must reach, beside placing the most hand tiles, then the most penalty (N17)
/// off the hand: the solver's one objective.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Nothing more.
    Tiles,
    /// N11: its combinations, all together, are worth at least `points` (a joker counting as
    /// the highest tile it can stand for there, [`meld_points`]).
    Opening { points: u32 },
}

/// What the position allows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// N11: the player's first play must reach this many points from new combinations of their
    /// own tiles, leaving the playfield untouched; 0 once melded or at tables without it.
    pub initial_meld: u32,
}

/// States one [`best_play`] (or [`solve`]) may expand, all its searches together: the computer
/// players decide on their table's task, so a decision must stay short whatever the position.
/// 99.8% of the positions met in simulated games are solved exactly within it (the rest are the
/// best found so far), and it costs about 30 ms at most (figures in the README).
pub const NODE_BUDGET: u32 = 60_000;

/// States [`suggest`] may expand: a player asked for the best play, off the async threads, so
/// exactness comes first. Every position met in 300 simulated games (14,877) needed at most
/// 431,000 states (0.24 s) to be solved exactly; this leaves room beyond that and still answers
/// well within Discord's 3 seconds.
pub const SUGGEST_BUDGET: u32 = 1_000_000;

/// A search's answer and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The placement; `None` when none was found.
    pub placement: Option<Placement>,
    /// States expanded, every search of the call together: never above the budget.
    pub nodes: u32,
    /// Whether the search finished within the budget, so the placement is the exact optimum.
    /// When not, it is the best found before the budget ran out: legal, maybe not the most.
    pub exact: bool,
}

/// The budget left to a call and what it has used.
struct Meter {
    left: u32,
    used: u32,
    exhausted: bool,
}

impl Meter {
    fn new(budget: u32) -> Meter {
        Meter {
            left: budget,
            used: 0,
            exhausted: false,
        }
    }
}

/// N9, N11, N13: the legal placement of the most hand tiles (then the most penalty), or `None`
/// when no tile can be placed. Exact within [`NODE_BUDGET`]; beyond it, the best found so far
/// (see [`best_play_within`]).
#[must_use]
pub fn best_play(playfield: &[Vec<Tile>], hand: &[Tile], limits: Limits) -> Option<Placement> {
    best_play_within(playfield, hand, limits, NODE_BUDGET).placement
}

/// N9, N11, N13: the play to suggest to a player (the Suggest button, the terminal's `s`): as
/// [`best_play`], with the larger [`SUGGEST_BUDGET`], so that it is the exact optimum on every
/// position met in play.
#[must_use]
pub fn suggest(playfield: &[Vec<Tile>], hand: &[Tile], limits: Limits) -> Option<Placement> {
    best_play_within(playfield, hand, limits, SUGGEST_BUDGET).placement
}

/// [`best_play`] expanding at most `budget` states. Exact when [`Solved::exact`]; otherwise the
/// better of the best rearrangement found before 7/8 of the budget ran out and the hand's own
/// new combinations beside the unchanged playfield (searched with the last 1/8): always legal
/// (N9, N11, N13), but it may place fewer tiles than the optimum.
#[must_use]
pub fn best_play_within(
    playfield: &[Vec<Tile>],
    hand: &[Tile],
    limits: Limits,
    budget: u32,
) -> Solved {
    let reserve = budget / 8;
    let mut meter = Meter::new(budget - reserve);
    let mut placement = play(playfield, hand, limits, true, &mut meter);
    let exact = !meter.exhausted;
    if !exact && limits.initial_meld == 0 {
        meter.left += reserve;
        let own = play(playfield, hand, limits, false, &mut meter);
        if own.as_ref().map(value) > placement.as_ref().map(value) {
            placement = own;
        }
    }
    Solved {
        placement,
        nodes: meter.used,
        exact,
    }
}

/// What a placement is worth to [`best_play`]: tiles, then penalty off the hand.
fn value(p: &Placement) -> (usize, u32) {
    (
        p.placed.len(),
        p.placed.iter().map(|t| t.penalty()).sum::<u32>(),
    )
}

/// [`best_play`]'s search; with `rearrange` false the playfield stays as it is and only the
/// hand's own new combinations join it.
fn play(
    playfield: &[Vec<Tile>],
    hand: &[Tile],
    limits: Limits,
    rearrange: bool,
    meter: &mut Meter,
) -> Option<Placement> {
    let mut attempt = |hand: &[Tile]| -> Option<Placement> {
        if limits.initial_meld > 0 || !rearrange {
            let objective = if limits.initial_meld > 0 {
                Objective::Opening {
                    points: limits.initial_meld,
                }
            } else {
                Objective::Tiles
            };
            let new = metered(&[], hand, objective, meter)?;
            let points: u32 = new.playfield.iter().map(|c| meld_points(c)).sum();
            // The search counts a joker where it placed it, never above what N11 counts.
            debug_assert!(points >= limits.initial_meld, "{points} points");
            let mut field = playfield.to_vec();
            field.extend(new.playfield);
            return Some(Placement {
                playfield: field,
                placed: new.placed,
            });
        }
        let mandatory: Vec<Tile> = playfield.iter().flatten().copied().collect();
        metered(&mandatory, hand, Objective::Tiles, meter)
    };
    let best = attempt(hand).filter(|p| !p.placed.is_empty())?;
    let going_out_barred = hand.iter().any(|t| t.is_joker()) || hand.len() > FINAL_TURN_MAX;
    if best.placed.len() < hand.len() || !going_out_barred {
        return Some(best);
    }
    // N13: this would be an illegal final turn; keep back one tile, whichever costs least. Keeping
    // back the lowest penalty first: the first keep that lets all the rest be placed is the best
    // (no placement of hand − 1 tiles is worth more), so the others need not be tried.
    let mut faces: Vec<Tile> = hand.to_vec();
    faces.sort_unstable_by_key(|t| (t.penalty(), *t));
    faces.dedup();
    let mut best: Option<Placement> = None;
    for keep in faces {
        let Some(at) = hand.iter().position(|&t| t == keep) else {
            continue;
        };
        let mut rest = hand.to_vec();
        rest.remove(at);
        let Some(p) = attempt(&rest).filter(|p| !p.placed.is_empty()) else {
            continue;
        };
        let all_rest = p.placed.len() == rest.len();
        if best.as_ref().is_none_or(|b| value(&p) > value(b)) {
            best = Some(p);
        }
        if all_rest {
            break;
        }
    }
    best
}

/// The exact optimum: every `mandatory` tile and the subset of `optional` ones placing the most
/// of them, then the most penalty, in valid combinations that reach `objective`. `None` when
/// the mandatory tiles cannot all be placed (or the objective not be reached), or when some face
/// is given more than twice (or jokers more than twice). Exact within [`NODE_BUDGET`]; beyond
/// it, the best found so far (see [`solve_within`]).
#[must_use]
pub fn solve(mandatory: &[Tile], optional: &[Tile], objective: Objective) -> Option<Placement> {
    solve_within(mandatory, optional, objective, NODE_BUDGET).placement
}

/// [`solve`] expanding at most `budget` states: exact when [`Solved::exact`], otherwise the best
/// placement found before the budget ran out (`None` if none was, even if one exists).
#[must_use]
pub fn solve_within(
    mandatory: &[Tile],
    optional: &[Tile],
    objective: Objective,
    budget: u32,
) -> Solved {
    let mut meter = Meter::new(budget);
    let placement = metered(mandatory, optional, objective, &mut meter);
    Solved {
        placement,
        nodes: meter.used,
        exact: !meter.exhausted,
    }
}

/// One search within what is left of `meter`.
fn metered(
    mandatory: &[Tile],
    optional: &[Tile],
    objective: Objective,
    meter: &mut Meter,
) -> Option<Placement> {
    let m = counts(mandatory);
    let o = counts(optional);
    if Tile::all().any(|t| m[t.index()] + o[t.index()] > 2) {
        return None;
    }
    let points = match objective {
        Objective::Tiles => 0,
        Objective::Opening { points } => u16::try_from(points).unwrap_or(u16::MAX),
    };
    let mut input = Input {
        m: [[0; 9]; 4],
        o: [[0; 9]; 4],
        points,
    };
    for t in Tile::all() {
        if let (Some(c), Some(n)) = (t.colour(), t.number()) {
            input.m[c as usize][usize::from(n) - 1] = m[t.index()];
            input.o[c as usize][usize::from(n) - 1] = o[t.index()];
        }
    }
    let (jm, jo) = (m[Tile::JOKER.index()], o[Tile::JOKER.index()]);
    let root = Node::start(jm, jo, points);
    let mut search = Search::new(input, jm + jo, meter.left);
    let found = search.best(root, layers::NEG);
    meter.exhausted |= search.exhausted;
    let placement = (found >= 0).then(|| search.walk(root));
    meter.used += search.nodes;
    meter.left -= search.nodes;
    placement
}
