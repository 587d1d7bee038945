//! What a computer player knows of the hand in play, rebuilt from its view each call: its own
//! cards, the cards it cannot get (seen in the discard pile or taken by others), and what the next
//! player is known to hold.

use super::super::{
    cards::PackKind,
    classify::{spot, Holding, Spot},
    GameView, Move,
};
use crate::cards::Card;
use crate::games::Level;

pub struct Knowledge {
    pub level: Level,
    pub pack: PackKind,
    /// The cards held now (with the drawn card after a draw).
    pub hand: Holding,
    /// The card just taken from the discard pile, which cannot be discarded (T16).
    pub taken: Option<Spot>,
    /// The top discard, before drawing.
    pub top: Option<Spot>,
    /// Cards that may still come: for `hard`, all but its own, the discard pile and what others
    /// were seen taking; for the other levels, all but its own.
    pub live: Holding,
    /// Cards the next seat took from the discard pile and still holds.
    pub next_holds: Holding,
    pub stock_size: usize,
    pub players: usize,
}

impl Knowledge {
    pub fn new(view: &GameView, level: Level) -> Knowledge {
        let pack = view.options.pack;
        let of = |cards: &[Card]| {
            let mut h = Holding::default();
            for s in cards.iter().filter_map(|&c| spot(c, pack)) {
                h.add(s);
            }
            h
        };
        let hand = of(&view.my_cards);
        let mut live = of(&pack.pack().ids().map(|id| id.card()).collect::<Vec<_>>());
        let mut held_by: Vec<Holding> = vec![Holding::default(); view.seats.len()];
        for m in &view.moves {
            match *m {
                Move::TookDiscard { seat, card } => {
                    if let (Some(h), Some(s)) = (held_by.get_mut(seat), spot(card, pack)) {
                        h.add(s);
                    }
                }
                Move::Discarded { seat, card, .. } => {
                    if let (Some(h), Some(s)) = (held_by.get_mut(seat), spot(card, pack)) {
                        h.remove(s);
                    }
                }
                _ => {}
            }
        }
        let me = view.seat.unwrap_or(0);
        let players = view.seats.iter().filter(|s| s.cards > 0).count().max(2);
        let next = (1..view.seats.len())
            .map(|i| (me + i) % view.seats.len())
            .find(|&s| view.seats[s].cards > 0)
            .unwrap_or(me);
        let mut dead = hand;
        if level == Level::Hard {
            for s in view.discard_pile.iter().filter_map(|&c| spot(c, pack)) {
                dead.add(s);
            }
            for (seat, h) in held_by.iter().enumerate() {
                if seat != me {
                    for s in h.spots() {
                        dead.add(s);
                    }
                }
            }
        }
        for s in dead.spots() {
            live.remove(s);
        }
        Knowledge {
            level,
            pack,
            hand,
            taken: view.my_taken.and_then(|c| spot(c, pack)),
            top: view.discard_top.and_then(|c| spot(c, pack)),
            live,
            next_holds: held_by.get(next).copied().unwrap_or_default(),
            stock_size: view.stock_size,
            players,
        }
    }
}
