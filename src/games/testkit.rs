//! What every game's tests need alike: card ids placed face by face when a test lays out a
//! hand or stacks a deck, the pool's invariant, and random play that checks the seam's promises
//! (a refused command changes nothing; every action called legal applies). Compiled only for
//! tests.

use std::collections::HashMap;
use std::fmt::Debug;

use serde::{de::DeserializeOwned, Serialize};

use super::{hand_game, Game, GameCommand, Payout, Seat};
use crate::cards::{Card, CardId};

/// The ids of a pack, handed out face by face, each once: a test names faces, the game holds ids.
pub struct Placer {
    ids: Vec<CardId>,
    used: Vec<bool>,
}

impl Placer {
    /// The ids `ids` (a pack's, in its order), none handed out yet.
    pub fn new(ids: impl IntoIterator<Item = CardId>) -> Placer {
        let ids: Vec<CardId> = ids.into_iter().collect();
        let used = vec![false; ids.len()];
        Placer { ids, used }
    }

    /// The first id of `face` not yet handed out.
    ///
    /// # Panics
    /// If every id of `face` is already placed: a test that names a card twice.
    pub fn take(&mut self, face: Card) -> CardId {
        let at = (0..self.ids.len())
            .find(|&i| !self.used[i] && self.ids[i].card() == face)
            .unwrap_or_else(|| panic!("{face} placed twice"));
        self.used[at] = true;
        self.ids[at]
    }

    /// The ids of `faces`, in order.
    pub fn take_all(&mut self, faces: impl IntoIterator<Item = Card>) -> Vec<CardId> {
        faces.into_iter().map(|face| self.take(face)).collect()
    }

    /// The ids not handed out, in the pack's order.
    pub fn rest(&self) -> Vec<CardId> {
        (0..self.ids.len())
            .filter(|&i| !self.used[i])
            .map(|i| self.ids[i])
            .collect()
    }
}

/// A game played for one pool holds every chip paid in until it ends, and then pays it out
/// whole: `payouts` once it has ended, `None` while it runs.
pub fn check_pool(pool: u64, paid_in: u64, payouts: Option<&[Payout]>) {
    match payouts {
        None => assert_eq!(pool, paid_in, "the pool holds every chip paid in"),
        Some(payouts) => {
            assert_eq!(pool, 0);
            let paid_out: u64 = payouts.iter().map(|p| p.chips).sum();
            assert_eq!(paid_out, paid_in, "the pool is paid out whole");
        }
    }
}

/// [`check_pool`] for a game of the skeleton.
pub fn check_core_pool<C, H, E>(core: &hand_game::Core<C, H, E>) {
    let payouts = core.result().map(|r| r.payouts.as_slice());
    check_pool(core.pool, core.paid_in(), payouts);
}

/// A snapshot of `value` reads back from its JSON as it was.
pub fn assert_json_round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) {
    let json = serde_json::to_string(value).unwrap();
    assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), value);
}

/// No card a seat holds shows in another seat's view (`view`, as JSON) nor in `told` (what the
/// table was told, when checked), unless every seat has `seen` it. `faces` are each seat's cards.
pub fn assert_hidden(
    players: usize,
    faces: impl Fn(Seat) -> Vec<Card>,
    seen: &[Card],
    view: impl Fn(Seat) -> String,
    told: Option<&str>,
) {
    for seat in 0..players {
        let json = view(seat);
        for other in (0..players).filter(|&s| s != seat) {
            for c in faces(other).into_iter().filter(|c| !seen.contains(c)) {
                let quoted = format!("\"{c}\"");
                assert!(!json.contains(&quoted), "seat {seat} sees {c}");
                assert!(
                    !told.is_some_and(|t| t.contains(&quoted)),
                    "events show {c}"
                );
            }
        }
    }
}

/// Plays up to `steps` commands from `next` until the game is over, telling `hand_ended` every
/// hand's result and counting in `ends` how each game ended (by its `Debug`).
pub fn play_to_the_end<G>(
    game: &mut G,
    steps: usize,
    mut next: impl FnMut(&G) -> GameCommand<<G as Game>::Action>,
    ends: &mut HashMap<String, u32>,
    mut hand_ended: impl FnMut(&G::HandResult),
) where
    G: Game<Event = hand_game::EventOf<G>> + hand_game::HandGame,
    G::End: Debug,
{
    for _ in 0..steps {
        if game.core().is_over() {
            break;
        }
        let command = next(game);
        for e in Game::apply(game, &command).unwrap_or_default() {
            match e {
                hand_game::Event::HandEnded { result } => hand_ended(&result),
                hand_game::Event::GameOver { result } => {
                    *ends.entry(format!("{:?}", result.end)).or_insert(0) += 1;
                }
                _ => {}
            }
        }
    }
}

/// Plays up to `steps` commands from `next` on `game` with `apply` (the game's own `apply`,
/// true when it accepts), until the game is over. After each: a refused command left the game
/// unchanged, `check` holds (cards and chips accounted for), and every action the game calls
/// legal for any of its `players` seats applies.
pub fn play_randomly<G: Game + Debug, C>(
    game: &mut G,
    players: usize,
    steps: usize,
    mut next: impl FnMut(&G) -> C,
    apply: impl Fn(&mut G, &C) -> bool,
    check: impl Fn(&G),
) {
    for _ in 0..steps {
        if game.settlement().is_some() {
            break;
        }
        let command = next(game);
        let before = game.clone();
        if !apply(game, &command) {
            assert_eq!(*game, before, "a refused command changed the game");
        }
        check(game);
        every_legal_action_applies(game, players);
    }
}

/// Every action `game` calls legal for any seat applies.
pub fn every_legal_action_applies<G: Game + Debug>(game: &G, players: usize) {
    for seat in 0..players {
        for action in game.legal_actions(seat) {
            let mut probe = game.clone();
            let play = GameCommand::Play {
                seat,
                action: action.clone(),
            };
            let r = probe.apply(&play);
            assert!(r.is_ok(), "legal {action:?} by {seat} refused: {r:?}");
        }
    }
}

/// `game` ended by `end` with `winners`, the seats' totals and who is out as given, for tests of
/// what a finished game of the skeleton reports.
pub fn over<G: hand_game::HandGame>(
    mut game: G,
    end: G::End,
    winners: &[Seat],
    scores: &[u32],
    out: &[Seat],
) -> G {
    let core = game.core_mut();
    for (seat, &score) in scores.iter().enumerate() {
        core.seats[seat].score = score;
        core.seats[seat].out = out.contains(&seat);
    }
    core.phase = hand_game::Phase::Over {
        result: hand_game::GameResult {
            end,
            winners: winners.to_vec(),
            payouts: Vec::new(),
        },
    };
    game
}

/// A finished game's places as a case: how it ended, the winners, the seats' totals, the seats
/// out, and the places expected.
pub type PlacesCase<'a, E> = (E, &'a [Seat], &'a [u32], &'a [Seat], &'a [u8]);

/// Each case's game (`new` seats as many players as there are totals) ends as the case says and
/// is placed as it expects.
pub fn assert_places<G: Game + hand_game::HandGame>(
    new: impl Fn(usize) -> G,
    cases: &[PlacesCase<'_, G::End>],
) {
    for &(end, winners, scores, out, places) in cases {
        let game = over(new(scores.len()), end, winners, scores, out);
        assert_eq!(
            game.places().as_deref(),
            Some(places),
            "{winners:?} won with {scores:?}, out {out:?}"
        );
    }
}

/// A finished game at a table that is not rated, a running game, and a game cancelled before any
/// hand was scored (refunded through the engine) have no places.
pub fn assert_no_places_unrated_running_or_refunded<G: Game + Debug>(unrated: &G, mut running: G) {
    assert_eq!(unrated.places(), None);
    assert_eq!(running.places(), None);
    Game::apply(&mut running, &GameCommand::Cancel).unwrap();
    assert!(running.settlement().unwrap().refunded);
    assert_eq!(running.places(), None);
}
