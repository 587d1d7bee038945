//! The run-out (L16–L21): leads, runs of consecutive cards, blocks, the change of colour, the
//! deadlock, pay cards and going out. Every play is forced except which of equal lowest cards to
//! lead. A forced play waits as [`Stage::Play`] until the table's pacing clock runs out
//! (`Command::TurnTimeout`), so people at the table can follow the run-out play by play.

use super::{
    action::Seat,
    chips::{ace_king_diamonds, Chips, Holder, Reason, Space},
    event::Event,
    hand::{Hand, HandEnd, Stage},
};
use crate::cards::{Card, Rank, Suit};

/// Rank strength for the run-out (L1): 2 is 0 … A is 12.
#[must_use]
pub fn strength(card: Card) -> u8 {
    card.rank().map_or(0, |r| (r.number() + 11) % 13)
}

fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// The card of `suit` one rank above `card`, unless `card` is the ace (L18).
fn next_up(card: Card) -> Option<Card> {
    let s = strength(card) + 1;
    if s > 12 {
        return None;
    }
    let number = if s == 12 { 1 } else { s + 2 };
    Some(Card::new(Rank::new(number)?, card.suit()?))
}

/// The order in which equal lowest cards are offered; the first is the L26 default.
const LEAD_ORDER: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

impl Hand {
    /// Who holds `card`, if anyone still does.
    fn holder(&self, card: Card) -> Option<Seat> {
        self.players
            .iter()
            .copied()
            .find(|&s| self.cards[s].contains(&card))
    }

    /// `seat`'s lowest cards, among those of colour `red` (any colour for `None`), in
    /// [`LEAD_ORDER`].
    fn lowest(&self, seat: Seat, red: Option<bool>) -> Vec<Card> {
        let fits = |c: &&Card| red.is_none_or(|r| c.suit().is_some_and(|s| is_red(s) == r));
        let Some(low) = self.cards[seat]
            .iter()
            .filter(fits)
            .map(|&c| strength(c))
            .min()
        else {
            return Vec::new();
        };
        let mut v: Vec<Card> = self.cards[seat]
            .iter()
            .filter(fits)
            .filter(|&&c| strength(c) == low)
            .copied()
            .collect();
        v.sort_by_key(|c| c.suit().map(|s| LEAD_ORDER.iter().position(|&o| o == s)));
        v
    }

    /// L16: the poker winner leads their lowest card.
    pub(super) fn first_lead(&mut self, leader: Seat, chips: &mut Chips, ev: &mut Vec<Event>) {
        self.lead(leader, None, chips, ev);
    }

    /// L16/L18: the first player from `seat` round the table holding a card of colour `red`
    /// leads their lowest such card; a choice between equal ranks waits for them; nobody
    /// holding one is a deadlock (L19).
    fn lead(&mut self, seat: Seat, red: Option<bool>, chips: &mut Chips, ev: &mut Vec<Event>) {
        let found = self
            .round_from(seat)
            .into_iter()
            .map(|s| (s, self.lowest(s, red)))
            .find(|(_, low)| !low.is_empty());
        match found {
            None => self.deadlock(chips, ev),
            Some((s, low)) if low.len() == 1 => {
                self.stage = Stage::Play {
                    seat: s,
                    card: low[0],
                }
            }
            Some((s, low)) => {
                self.stage = Stage::Lead {
                    seat: s,
                    options: low,
                }
            }
        }
    }

    /// L17/L18: `seat` plays `card` with the unbroken run above it they hold; then the holder
    /// of the next card is to follow, or the suit stops and the colour changes. One play: the
    /// next forced play waits as [`Stage::Play`].
    pub(super) fn run(&mut self, seat: Seat, card: Card, chips: &mut Chips, ev: &mut Vec<Event>) {
        let mut run = vec![card];
        while let Some(up) = next_up(*run.last().unwrap_or(&card)) {
            if !self.cards[seat].contains(&up) {
                break;
            }
            run.push(up);
        }
        self.cards[seat].retain(|c| !run.contains(c));
        for &c in &run {
            self.played_by[usize::from(c.index())] = Some(seat);
        }
        self.plays.push((seat, run.clone()));
        ev.push(Event::Played {
            seat,
            cards: run.clone(),
        });
        for &c in &run {
            self.pay_cards(seat, c, chips, ev);
        }
        if self.cards[seat].is_empty() {
            self.went_out(seat, chips, ev);
            return;
        }
        let top = *run.last().unwrap_or(&card);
        match next_up(top).and_then(|n| self.holder(n).map(|h| (h, n))) {
            Some((h, n)) => self.stage = Stage::Play { seat: h, card: n },
            None => {
                // L18: blocked (ace, dead or already played): change colour.
                let red = top.suit().is_some_and(is_red);
                self.lead(seat, Some(!red), chips, ev);
            }
        }
    }

    /// Makes the forced play the hand waits for, if any; whether there was one.
    pub(super) fn step(&mut self, chips: &mut Chips, ev: &mut Vec<Event>) -> bool {
        let Stage::Play { seat, card } = self.stage else {
            return false;
        };
        self.run(seat, card, chips, ev);
        self.moves += 1;
        true
    }

    /// `seat` plays `card`, then every forced play follows at once (tests of the run-out).
    #[cfg(test)]
    pub(super) fn run_all(
        &mut self,
        seat: Seat,
        card: Card,
        chips: &mut Chips,
        ev: &mut Vec<Event>,
    ) {
        self.run(seat, card, chips, ev);
        while self.step(chips, ev) {}
    }

    /// L21: the spaces `card`, just played by `seat`, collects.
    fn pay_cards(&mut self, seat: Seat, card: Card, chips: &mut Chips, ev: &mut Vec<Event>) {
        let by = |c: Card| self.played_by[usize::from(c.index())];
        let mut spaces = Vec::new();
        if let Some(space) = Space::paid_by_card(card) {
            spaces.push(space);
        }
        let akd = ace_king_diamonds();
        if akd.contains(&card) && akd.iter().all(|&c| by(c) == Some(seat)) {
            spaces.push(Space::AceKingDiamonds);
        }
        if let (Some(rank), Some(suit)) = (card.rank(), card.suit()) {
            let trio = [7, 8, 9].map(|n| Card::new(Rank::new(n).unwrap_or(rank), suit));
            if trio.contains(&card) && trio.iter().all(|&c| by(c) == Some(seat)) {
                spaces.push(Space::SevenEightNine);
            }
        }
        for space in spaces {
            ev.extend(
                chips
                    .collect(space, seat, Reason::PayCard)
                    .map(Event::Chips),
            );
        }
    }

    /// L20: `seat` went out: takes the Rummoli space; every other player pays 1 chip per card
    /// (L6: no more than their stack).
    fn went_out(&mut self, seat: Seat, chips: &mut Chips, ev: &mut Vec<Event>) {
        ev.extend(
            chips
                .collect(Space::Rummoli, seat, Reason::RummoliSpace)
                .map(Event::Chips),
        );
        for &s in &self.players {
            let owed = self.cards[s].len() as u64;
            ev.extend(
                chips
                    .transfer(Holder::Seat(s), Holder::Seat(seat), owed, Reason::GoingOut)
                    .map(Event::Chips),
            );
        }
        self.stage = Stage::Over {
            end: HandEnd::WentOut { seat },
        };
    }

    /// L19: nobody can change colour: 1 chip per card held to the Rummoli space.
    fn deadlock(&mut self, chips: &mut Chips, ev: &mut Vec<Event>) {
        for &s in &self.players {
            let owed = self.cards[s].len() as u64;
            let to = Holder::Space(Space::Rummoli);
            ev.extend(
                chips
                    .transfer(Holder::Seat(s), to, owed, Reason::Deadlock)
                    .map(Event::Chips),
            );
        }
        self.stage = Stage::Over {
            end: HandEnd::Deadlock,
        };
    }
}
