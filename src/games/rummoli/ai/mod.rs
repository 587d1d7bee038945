//! Computer players for Rummoli: one seat's [`GameView`] in, one of its legal [`Action`]s out.
//!
//! Pure like the other games' players: no IO, no clock, no state between calls, and nothing but
//! the view, so a hidden card (the widow, the dead hand, another hand: L25) is never seen. Which
//! decision is asked is read from `view.legal`, not from the engine's stages. The decisions:
//! the dealer's choice (L9), the bids (L10), the betting round (L14) and the choice between equal
//! lowest cards to lead (L16, L18); everything else in the run-out is forced.
//!
//! [`Level::Easy`] follows rules of thumb (no pay card: exchange; bids a few chips at random;
//! bets on the poker category; leads at random). [`Level::Normal`] samples the others' hands from
//! the unseen cards and weighs the Poker space it would win plus its pay cards at a flat rate
//! ([`value`]). [`Level::Hard`] samples more worlds, reads the run-out for dead cards and voids,
//! plays each world's run-out to its end (pay cards collected, going out, cards left paid for),
//! and reads a bet or raise as a stronger hand.

mod bits;
mod sim;
mod value;
mod world;

use rand::{Rng, RngCore};

use super::{Action, Betting, Category, GameView, PublicStage, ANTE};
pub use crate::games::Level;
use bits::{mask, poker_key, Mask, PAY_CARDS};
use value::{auctioned, with_mine, Eval, Variant};
use world::{Knowledge, World};

/// Chips the dealer expects an auction to bring (L10): bids are mostly small.
const AUCTION_PRICE: f64 = 1.5;
/// Chips a bidder keeps in hand over its estimate of the widow's worth.
const BID_MARGIN: f64 = 0.5;

/// What the seat of `view` does now at `level`: always one of `view.legal`, `None` when that is
/// empty (not this seat's decision, or a forced play the engine makes).
pub fn choose(view: &GameView, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
    let chosen = decide(view, level, rng);
    match chosen {
        Some(a) if view.legal.contains(&a) => Some(a),
        _ => view.legal.first().cloned(),
    }
}

fn decide(view: &GameView, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
    let legal = &view.legal;
    if legal.contains(&Action::Exchange) {
        return Some(dealer_choice(view, level, rng));
    }
    if legal.contains(&Action::Pass) {
        return Some(bid(view, level, rng));
    }
    if legal.iter().any(|a| matches!(a, Action::Lead(_))) {
        return Some(lead(view, level, rng));
    }
    match &view.stage {
        Some(PublicStage::Betting(b)) => betting(view, b, level, rng),
        _ => None,
    }
}

fn holds_pay_card(hand: Mask) -> bool {
    PAY_CARDS.iter().any(|&b| hand >> b & 1 == 1)
}

/// L9: exchange for the unseen widow, or auction it and keep this hand (plus the price).
fn dealer_choice(view: &GameView, level: Level, rng: &mut dyn RngCore) -> Action {
    let Some(k) = Knowledge::new(view).filter(|_| level != Level::Easy) else {
        let weak = !holds_pay_card(mask(&view.my_cards));
        return if weak != rng.gen_bool(0.25) {
            Action::Exchange
        } else {
            Action::Auction
        };
    };
    let me = k.known[k.me];
    let keep = |w: &World| with_mine(&k, w, me);
    let sell = |w: &World| auctioned(&k, w);
    let exchange = |w: &World| with_mine(&k, w, w.rest);
    let (auction, price): (Variant, f64) = match level {
        Level::Hard => (&sell, 0.0),
        _ => (&keep, AUCTION_PRICE),
    };
    let v = value::compare(&k, Eval::of(level), rng, &[auction, &exchange]);
    if v[1] > v[0] + price {
        Action::Exchange
    } else {
        Action::Auction
    }
}

/// L10: bid the minimum while the widow is worth more than this hand by more than the price.
fn bid(view: &GameView, level: Level, rng: &mut dyn RngCore) -> Action {
    let Some(min) = view.legal.iter().find_map(|a| match a {
        Action::Bid(b) => Some(*b),
        _ => None,
    }) else {
        return Action::Pass;
    };
    let stack = view.seat.map_or(0, |s| view.seats[s].stack);
    let last_hand = view.hands_played + 1 >= view.hands_total;
    if stack < min + ANTE && !last_hand {
        return Action::Pass; // L5: keep an ante for the next hand.
    }
    let worth = match Knowledge::new(view).filter(|_| level != Level::Easy) {
        Some(k) => {
            let me = k.known[k.me];
            let keep = |w: &World| with_mine(&k, w, me);
            let take = |w: &World| with_mine(&k, w, w.rest);
            let v = value::compare(&k, Eval::of(level), rng, &[&keep, &take]);
            v[1] - v[0] - BID_MARGIN
        }
        None if rng.gen_bool(0.5) => 3.0,
        None => 0.0,
    };
    if min as f64 <= worth {
        Action::Bid(min)
    } else {
        Action::Pass
    }
}

/// L16/L18: which of the equal lowest cards to lead.
fn lead(view: &GameView, level: Level, rng: &mut dyn RngCore) -> Action {
    let options: Vec<_> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Lead(c) => Some(*c),
            _ => None,
        })
        .collect();
    let hand = mask(&view.my_cards);
    let pick = match (level, Knowledge::new(view)) {
        (Level::Easy, _) | (_, None) => options[rng.gen_range(0..options.len())],
        (Level::Normal, _) => bits::card(sim::pick_lead(hand, mask(&options))),
        (Level::Hard, Some(k)) => {
            let values = value::leads(&k, Eval::of(level), rng, mask(&options));
            let best = values
                .iter()
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .map_or(0, |v| v.0);
            bits::card(best)
        }
    };
    Action::Lead(pick)
}

/// L14: check or bet, then fold, call or raise, by the share of the Poker space expected.
fn betting(view: &GameView, b: &Betting, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
    let k = Knowledge::new(view)?;
    let me = view.seat?;
    let contenders: Vec<usize> = (0..k.seats.len())
        .filter(|&p| !b.folded[k.seats[p]])
        .collect();
    let fair = 1.0 / contenders.len().max(1) as f64;
    let eq = match level {
        Level::Easy => {
            let category = Category::ALL[(poker_key(k.known[k.me]) >> 20).min(8) as usize];
            match category {
                c if c >= Category::TwoPair => fair + 0.35,
                Category::Pair => fair,
                _ => 0.0,
            }
        }
        _ => {
            let picky: Vec<u32> = k
                .seats
                .iter()
                .map(|&s| match level {
                    Level::Hard if s != me => 1 + b.put[s].min(2) as u32,
                    _ => 1,
                })
                .collect();
            value::equity(&k, Eval::of(level), rng, &contenders, &picky)
        }
    };
    let pot = k.board[super::Space::Poker.index()] as f64;
    let legal = &view.legal;
    let has = |a: &Action| legal.contains(a);
    Some(if b.level == 0 {
        if has(&Action::Bet) && eq > fair + 0.15 {
            Action::Bet
        } else {
            Action::Check
        }
    } else {
        let owed = b.level.saturating_sub(b.put[me]) as f64;
        if has(&Action::Raise) && eq > fair + 0.3 {
            Action::Raise
        } else if has(&Action::Call) && eq * (pot + owed) >= owed {
            Action::Call
        } else {
            Action::Fold
        }
    })
}

#[cfg(test)]
mod tests;
