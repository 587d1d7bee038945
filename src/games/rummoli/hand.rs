//! One hand of Rummoli: the deal with the widow (L8), the dealer's choice and the auction
//! (L9–L11); the poker part is in `poker_part.rs`, the run-out in `runout.rs`.

use crate::games::Refusal;
use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    chips::{Chips, Holder, Reason},
    error::{Expected, RuleError},
    event::Event,
    options::PokerMode,
    poker::PokerRank,
    poker_part::Betting,
};
use crate::cards::{Card, CardId};

/// What the hand waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// L9: the dealer exchanges or auctions.
    DealerChoice,
    /// L10: `turn` bids or passes.
    Auction {
        turn: Seat,
        high: Option<(Seat, u64)>,
        /// Per seat: has passed.
        passed: Vec<bool>,
    },
    /// L14.
    Betting(Betting),
    /// L16/L18: `seat` picks which of `options` (equal lowest cards, ♣ ♦ ♥ ♠ order) to lead.
    Lead { seat: Seat, options: Vec<Card> },
    /// L16–L18: `seat` must play `card` (and the run above it): a forced play, made when the
    /// table's pacing clock runs out (`Command::TurnTimeout`), never by the player.
    Play { seat: Seat, card: Card },
    /// The hand has ended.
    Over { end: HandEnd },
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum HandEnd {
    /// L20.
    WentOut { seat: Seat },
    /// L19.
    Deadlock,
}

/// A poker hand shown (L13, L24).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    pub seat: Seat,
    pub cards: Vec<Card>,
    pub rank: PokerRank,
}

/// The public result of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub hand_no: u32,
    pub dealer: Seat,
    pub end: HandEnd,
    /// Who took the widow (the dealer by exchange, or the buyer), if anyone.
    pub widow_taker: Option<Seat>,
    pub poker_winners: Vec<Seat>,
    /// Cards each seat dealt in still held at the end.
    pub cards_left: Vec<(Seat, usize)>,
}

/// A hand in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub no: u32,
    pub dealer: Seat,
    /// Seats dealt in, from the dealer's left round to the dealer (L8).
    pub players: Vec<Seat>,
    /// Each seat's cards (empty if not dealt in). Private (L25).
    pub(super) cards: Vec<Vec<Card>>,
    /// The widow while nobody has it (L8). Never shown (L25).
    pub(super) widow: Vec<Card>,
    /// The dead hand: given up, or the untaken widow (L11). Never shown.
    pub(super) dead: Vec<Card>,
    pub widow_taker: Option<Seat>,
    /// L13/L14.
    pub mode: PokerMode,
    pub stage: Stage,
    /// Who played each card (by `Card::index`), for L18 blocks and L21 combinations.
    pub(super) played_by: Vec<Option<Seat>>,
    /// The run-out so far, in order: public (L25).
    pub plays: Vec<(Seat, Vec<Card>)>,
    /// L10: the auction so far (`None`: a pass).
    pub bids: Vec<(Seat, Option<u64>)>,
    /// L13: the hands shown at the poker part.
    pub shown: Vec<Shown>,
    pub poker_winners: Vec<Seat>,
    /// Decisions and plays made so far in the hand, so each one's clock is told apart.
    pub moves: usize,
}

impl Hand {
    /// Deals `order` (checked by the caller to be the 52-card pack) to `players` (from the
    /// dealer's left, the dealer last) and the widow, one at a time (L8).
    pub(super) fn deal(
        no: u32,
        dealer: Seat,
        players: Vec<Seat>,
        seats: usize,
        mode: PokerMode,
        order: &[CardId],
    ) -> (Hand, Event) {
        let piles = players.len() + 1;
        let mut cards = vec![Vec::new(); seats];
        let mut widow = Vec::new();
        for (k, id) in order.iter().enumerate() {
            match players.get(k % piles) {
                Some(&s) => cards[s].push(id.card()),
                None => widow.push(id.card()),
            }
        }
        let event = Event::Dealt {
            hand_no: no,
            dealer,
            counts: players.iter().map(|&s| (s, cards[s].len())).collect(),
            widow: widow.len(),
        };
        let hand = Hand {
            no,
            dealer,
            players,
            cards,
            widow,
            dead: Vec::new(),
            widow_taker: None,
            mode,
            stage: Stage::DealerChoice,
            played_by: vec![None; 52],
            plays: Vec::new(),
            bids: Vec::new(),
            shown: Vec::new(),
            poker_winners: Vec::new(),
            moves: 0,
        };
        (hand, event)
    }

    /// The cards `seat` holds.
    #[must_use]
    pub fn cards_of(&self, seat: Seat) -> &[Card] {
        self.cards.get(seat).map_or(&[], Vec::as_slice)
    }

    /// Whom the hand waits for.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match &self.stage {
            Stage::DealerChoice => Some(self.dealer),
            Stage::Auction { turn, .. } => Some(*turn),
            Stage::Betting(b) => Some(b.turn),
            Stage::Lead { seat, .. } => Some(*seat),
            Stage::Play { .. } | Stage::Over { .. } => None,
        }
    }

    /// The next seat dealt in after `seat`, round the table.
    pub(super) fn next_player(&self, seat: Seat) -> Seat {
        let i = self.players.iter().position(|&s| s == seat).unwrap_or(0);
        self.players[(i + 1) % self.players.len()]
    }

    /// Players from `seat` (included) round the table.
    pub(super) fn round_from(&self, seat: Seat) -> Vec<Seat> {
        let i = self.players.iter().position(|&s| s == seat).unwrap_or(0);
        let n = self.players.len();
        (0..n).map(|k| self.players[(i + k) % n]).collect()
    }

    /// What `seat` may do now.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat, chips: &Chips) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let stack = chips.held(Holder::Seat(seat));
        match &self.stage {
            Stage::DealerChoice => vec![Action::Exchange, Action::Auction],
            Stage::Auction { high, .. } => {
                let min = high.map_or(1, |(_, b)| b + 1);
                let mut v = vec![Action::Pass];
                if stack >= min {
                    v.push(Action::Bid(min));
                }
                v
            }
            Stage::Betting(b) => b.legal(seat, stack),
            Stage::Lead { options, .. } => options.iter().map(|&c| Action::Lead(c)).collect(),
            Stage::Play { .. } | Stage::Over { .. } => Vec::new(),
        }
    }

    /// Applies `action` by `seat`, who is the one the hand waits for.
    pub(super) fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        chips: &mut Chips,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.decide(seat, action, chips, ev)?;
        self.moves += 1;
        Ok(())
    }

    fn decide(
        &mut self,
        seat: Seat,
        action: &Action,
        chips: &mut Chips,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match (&self.stage, action) {
            (Stage::DealerChoice, Action::Exchange) => {
                // L9, L11: the dealer's hand is dead; they keep the widow unseen.
                self.dead =
                    std::mem::replace(&mut self.cards[seat], std::mem::take(&mut self.widow));
                self.widow_taker = Some(seat);
                ev.push(Event::Exchanged { dealer: seat });
                self.start_poker(chips, ev);
                Ok(())
            }
            (Stage::DealerChoice, Action::Auction) => {
                ev.push(Event::AuctionOpened { dealer: seat });
                self.stage = Stage::Auction {
                    turn: self.next_player(self.dealer),
                    high: None,
                    passed: vec![false; self.cards.len()],
                };
                self.after_bid(chips, ev);
                Ok(())
            }
            (Stage::DealerChoice, _) => Err(RuleError::WrongStage(Expected::DealerChoice)),
            (Stage::Auction { .. }, Action::Bid(_) | Action::Pass) => {
                self.bid(seat, action, chips, ev)
            }
            (Stage::Auction { .. }, _) => Err(RuleError::WrongStage(Expected::BidOrPass)),
            (Stage::Betting(_), _) => self.bet(seat, action, chips, ev),
            (Stage::Lead { options, .. }, Action::Lead(card)) => {
                if !options.contains(card) {
                    return Err(RuleError::NotALead(
                        crate::cards::CardList(options).to_string(),
                    ));
                }
                let card = *card;
                self.run(seat, card, chips, ev);
                Ok(())
            }
            (Stage::Lead { .. }, _) => Err(RuleError::WrongStage(Expected::Lead)),
            (Stage::Play { seat, .. }, _) => Err(RuleError::Refused(Refusal::NotYourTurn(*seat))),
            (Stage::Over { .. }, _) => Err(RuleError::Refused(Refusal::NoHandInPlay)),
        }
    }

    /// L10: a bid or a pass by the bidder on turn.
    fn bid(
        &mut self,
        seat: Seat,
        action: &Action,
        chips: &mut Chips,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Stage::Auction { high, passed, .. } = &mut self.stage else {
            return Err(RuleError::WrongStage(Expected::BidOrPass));
        };
        match action {
            Action::Bid(b) => {
                let min = high.map_or(1, |(_, h)| h + 1);
                let stack = chips.held(Holder::Seat(seat));
                if *b < min {
                    return Err(RuleError::BidTooLow(min));
                }
                if *b > stack {
                    return Err(RuleError::BidOverStack(stack));
                }
                *high = Some((seat, *b));
                self.bids.push((seat, Some(*b)));
                ev.push(Event::Bid { seat, chips: *b });
            }
            _ => {
                passed[seat] = true;
                self.bids.push((seat, None));
                ev.push(Event::Passed { seat });
            }
        }
        self.after_bid(chips, ev);
        Ok(())
    }

    /// Moves the auction on, or ends it (L10).
    fn after_bid(&mut self, chips: &mut Chips, ev: &mut Vec<Event>) {
        let Stage::Auction { turn, high, passed } = &self.stage else {
            return;
        };
        let bidders: Vec<Seat> = self
            .round_from(*turn)
            .into_iter()
            .filter(|&s| s != self.dealer && !passed[s])
            .collect();
        let done = match high {
            Some((h, _)) => bidders.iter().all(|s| s == h),
            None => bidders.is_empty(),
        };
        if !done {
            // The next bidder still in after the one who just acted (or the first, at the start).
            let last = self.bids.last().map(|b| b.0);
            let next = match last {
                None => bidders[0],
                Some(l) => self
                    .round_from(self.next_player(l))
                    .into_iter()
                    .find(|s| bidders.contains(s))
                    .unwrap_or(bidders[0]),
            };
            if let Stage::Auction { turn, .. } = &mut self.stage {
                *turn = next;
            }
            return;
        }
        match *high {
            Some((buyer, price)) => {
                // L10, L11: the buyer pays the dealer and keeps the widow; their hand is dead.
                let dealer = Holder::Seat(self.dealer);
                ev.extend(
                    chips
                        .transfer(Holder::Seat(buyer), dealer, price, Reason::Auction)
                        .map(Event::Chips),
                );
                self.dead =
                    std::mem::replace(&mut self.cards[buyer], std::mem::take(&mut self.widow));
                self.widow_taker = Some(buyer);
                ev.push(Event::WidowSold { seat: buyer, price });
            }
            None => {
                self.dead = std::mem::take(&mut self.widow);
                ev.push(Event::WidowDead);
            }
        }
        self.start_poker(chips, ev);
    }

    /// The default move of the seat the hand waits for (L26).
    #[must_use]
    pub fn default_action(&self) -> Option<Action> {
        Some(match &self.stage {
            Stage::DealerChoice => Action::Auction,
            Stage::Auction { .. } => Action::Pass,
            Stage::Betting(b) if b.level == 0 => Action::Check,
            Stage::Betting(_) => Action::Fold,
            Stage::Lead { options, .. } => Action::Lead(*options.first()?),
            Stage::Play { .. } | Stage::Over { .. } => return None,
        })
    }

    /// The public result, once the hand has ended.
    #[must_use]
    pub fn result(&self) -> Option<HandResult> {
        let Stage::Over { end } = self.stage else {
            return None;
        };
        Some(HandResult {
            hand_no: self.no,
            dealer: self.dealer,
            end,
            widow_taker: self.widow_taker,
            poker_winners: self.poker_winners.clone(),
            cards_left: self
                .players
                .iter()
                .map(|&s| (s, self.cards[s].len()))
                .collect(),
        })
    }

    /// Every card of the hand: in hands, widow, dead or played (for the invariant tests).
    #[must_use]
    pub fn card_count(&self) -> usize {
        self.cards.iter().map(Vec::len).sum::<usize>()
            + self.widow.len()
            + self.dead.len()
            + self.played_by.iter().filter(|p| p.is_some()).count()
    }
}
