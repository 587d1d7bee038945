//! Where Rummoli's chips are (L3–L6): each seat's stack and the nine spaces of the board, carried
//! from hand to hand (L22). Chips only move between these holders, through [`Chips::transfer`],
//! which never moves more than the payer holds (L6), so the total never changes (L4).

use serde::{Deserialize, Serialize};

use super::action::Seat;
use crate::cards::{Card, Rank, Suit};

/// The nine spaces of the board (L3), in board order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    TenSpades,
    JackDiamonds,
    QueenClubs,
    KingHearts,
    AceSpades,
    /// `A♦K♦`: both cards played by one player (L21).
    AceKingDiamonds,
    /// `7-8-9` of one suit played by one player (L21).
    SevenEightNine,
    Poker,
    Rummoli,
}

impl Space {
    pub const ALL: [Space; 9] = [
        Space::TenSpades,
        Space::JackDiamonds,
        Space::QueenClubs,
        Space::KingHearts,
        Space::AceSpades,
        Space::AceKingDiamonds,
        Space::SevenEightNine,
        Space::Poker,
        Space::Rummoli,
    ];

    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The single pay space `card` collects the moment it is played (L21), if any.
    #[must_use]
    pub fn paid_by_card(card: Card) -> Option<Space> {
        let (rank, suit) = (card.rank()?, card.suit()?);
        match (rank.number(), suit) {
            (10, Suit::Spades) => Some(Space::TenSpades),
            (11, Suit::Diamonds) => Some(Space::JackDiamonds),
            (12, Suit::Clubs) => Some(Space::QueenClubs),
            (13, Suit::Hearts) => Some(Space::KingHearts),
            (1, Suit::Spades) => Some(Space::AceSpades),
            _ => None,
        }
    }

    /// The space's label as printed on the board.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Space::TenSpades => "10♠",
            Space::JackDiamonds => "J♦",
            Space::QueenClubs => "Q♣",
            Space::KingHearts => "K♥",
            Space::AceSpades => "A♠",
            Space::AceKingDiamonds => "A♦K♦",
            Space::SevenEightNine => "7-8-9",
            Space::Poker => "Poker",
            Space::Rummoli => "Rummoli",
        }
    }
}

/// The card `A♦` or `K♦` (L21 `A♦K♦`).
#[must_use]
pub fn ace_king_diamonds() -> [Card; 2] {
    [
        Card::new(Rank::ACE, Suit::Diamonds),
        Card::new(Rank::KING, Suit::Diamonds),
    ]
}

/// Somewhere chips can be: a seat's stack or a board space.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "h", content = "v", rename_all = "snake_case")]
pub enum Holder {
    Seat(Seat),
    Space(Space),
}

/// Why chips moved: what the seam would have to carry (see `docs/rules/rummoli.md`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// L5: one chip from a seat to each space.
    Ante,
    /// L10: the widow's price, bidder to dealer.
    Auction,
    /// L14: a bet, call or raise onto the Poker space.
    PokerBet,
    /// L13–L15: the Poker space (or a tied share) to the winner(s).
    PokerWin,
    /// L21: a pay space to the player who played its card(s).
    PayCard,
    /// L20: the Rummoli space to the player going out.
    RummoliSpace,
    /// L20: one chip per card held, to the player going out.
    GoingOut,
    /// L19: one chip per card held, to the Rummoli space.
    Deadlock,
    /// L24: the leftover board to the final deal's winner(s).
    FinalDeal,
}

/// One movement of chips. `chips` is what actually moved (L6: no more than the payer held).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    pub from: Holder,
    pub to: Holder,
    pub chips: u64,
    pub reason: Reason,
}

/// Every chip of the game: stacks and board (L4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chips {
    pub stacks: Vec<u64>,
    /// Chips on each space, indexed by [`Space::index`].
    pub board: [u64; 9],
}

impl Chips {
    /// `players` stacks of `buy_in` chips and an empty board (L4).
    #[must_use]
    pub fn new(players: usize, buy_in: u64) -> Self {
        Chips {
            stacks: vec![buy_in; players],
            board: [0; 9],
        }
    }

    /// Every chip: the conservation invariant is that this never changes (L4).
    #[must_use]
    pub fn total(&self) -> u64 {
        self.stacks.iter().sum::<u64>() + self.board_total()
    }

    #[must_use]
    pub fn board_total(&self) -> u64 {
        self.board.iter().sum()
    }

    #[must_use]
    pub fn on(&self, space: Space) -> u64 {
        self.board[space.index()]
    }

    #[must_use]
    pub fn held(&self, h: Holder) -> u64 {
        match h {
            Holder::Seat(s) => self.stacks.get(s).copied().unwrap_or(0),
            Holder::Space(sp) => self.on(sp),
        }
    }

    fn slot(&mut self, h: Holder) -> &mut u64 {
        match h {
            Holder::Seat(s) => &mut self.stacks[s],
            Holder::Space(sp) => &mut self.board[sp.index()],
        }
    }

    /// Moves up to `chips` from `from` to `to`: all of it, or all `from` holds if less (L6).
    /// Returns the movement, to be reported as an event; `None` if nothing moved.
    pub fn transfer(
        &mut self,
        from: Holder,
        to: Holder,
        chips: u64,
        reason: Reason,
    ) -> Option<Transfer> {
        let moved = chips.min(self.held(from));
        if moved == 0 || from == to {
            return None;
        }
        *self.slot(from) -= moved;
        *self.slot(to) += moved;
        Some(Transfer {
            from,
            to,
            chips: moved,
            reason,
        })
    }

    /// Empties `space` into `seat`'s stack.
    pub fn collect(&mut self, space: Space, seat: Seat, reason: Reason) -> Option<Transfer> {
        let all = self.on(space);
        self.transfer(Holder::Space(space), Holder::Seat(seat), all, reason)
    }
}

/// Splits `pot` among `winners` given in priority order: each gets an even share; the
/// remainder is returned (L15 leaves it on the space; L24 hands it out one each).
#[must_use]
pub fn even_shares(pot: u64, winners: usize) -> (u64, u64) {
    if winners == 0 {
        return (0, pot);
    }
    let k = winners as u64;
    (pot / k, pot % k)
}
