//! The glue by which a game's own types join the skeleton: each macro implements one of its
//! traits (or the game's public queries) for types whose fields and variants are named as in
//! every game of the skeleton, so no game writes these accessors by hand.

/// `From<Refusal>` for an error type with the variants of the same names.
macro_rules! impl_from_refusal {
    ($error:ty) => {
        impl From<$crate::games::hand_game::Refusal> for $error {
            fn from(refusal: $crate::games::hand_game::Refusal) -> $error {
                use $crate::games::hand_game::Refusal;
                match refusal {
                    Refusal::NoSuchSeat(seat) => Self::NoSuchSeat(seat),
                    Refusal::OutOfGame => Self::OutOfGame,
                    Refusal::AwaitingDeal => Self::AwaitingDeal,
                    Refusal::NotAwaitingDeal => Self::NotAwaitingDeal,
                    Refusal::GameOver => Self::GameOver,
                }
            }
        }
    };
}
pub(crate) use impl_from_refusal;

/// `From<Told<$move, $result>>` for an event type with the variants `Moved`, `TimedOut`, `Left`
/// and `GameOver` of the same shapes, as every game of this skeleton has.
macro_rules! impl_from_told {
    ($event:ty, $move:ty, $result:ty) => {
        impl From<$crate::games::hand_game::Told<$move, $result>> for $event {
            fn from(told: $crate::games::hand_game::Told<$move, $result>) -> $event {
                use $crate::games::hand_game::Told;
                match told {
                    Told::Moved(m) => Self::Moved(m),
                    Told::TimedOut { seat, removed } => Self::TimedOut { seat, removed },
                    Told::Left { seat } => Self::Left { seat },
                    Told::GameOver { result } => Self::GameOver { result },
                }
            }
        }
    };
}
pub(crate) use impl_from_told;

/// `Standing` for a seat type with the fields `score`, `out`, `left`, `paid_in` and
/// `timeouts_in_a_row`, as every game of this skeleton has.
macro_rules! impl_standing {
    ($seat:ty) => {
        impl $crate::games::hand_game::Standing for $seat {
            fn score(&self) -> u32 {
                self.score
            }
            fn is_out(&self) -> bool {
                self.out
            }
            fn is_left(&self) -> bool {
                self.left
            }
            fn paid_in(&self) -> u64 {
                self.paid_in
            }
            fn put_out(&mut self, left: bool) {
                self.out = true;
                self.left |= left;
            }
            fn timeouts_in_a_row(&mut self) -> &mut u8 {
                &mut self.timeouts_in_a_row
            }
        }
    };
}
pub(crate) use impl_standing;

/// [`PlayedHand`] for a hand with the fields `hand_no`, `turn_no` and `moves` (of `$move`, with
/// a variant `Left { seat }`) and a method `play_default_turn`.
macro_rules! impl_played_hand {
    ($hand:ty, $move:ident) => {
        impl $crate::games::hand_game::PlayedHand for $hand {
            type Move = $move;
            fn hand_no(&self) -> u32 {
                self.hand_no
            }
            fn turn_no(&self) -> u32 {
                self.turn_no
            }
            fn moves(&self) -> &[$move] {
                &self.moves
            }
            fn record_leave(&mut self, seat: $crate::games::Seat) {
                self.moves.push($move::Left { seat });
            }
            fn play_default_turn(&mut self) {
                <$hand>::play_default_turn(self);
            }
        }
    };
}
pub(crate) use impl_played_hand;

/// Accessors of [`HandGame`] for a state type with the fields `seats`, `pool`, `dealer`,
/// `hands_played` and `phase`, as every game of this skeleton has.
macro_rules! hand_game_fields {
    () => {
        fn seats(&self) -> &[Self::Seat] {
            &self.seats
        }
        fn seats_mut(&mut self) -> &mut [Self::Seat] {
            &mut self.seats
        }
        fn pool(&mut self) -> &mut u64 {
            &mut self.pool
        }
        fn dealer(&mut self) -> &mut Seat {
            &mut self.dealer
        }
        fn hands_played(&self) -> u32 {
            self.hands_played
        }
        fn phase(&self) -> &$crate::games::hand_game::PhaseOf<Self> {
            &self.phase
        }
        fn phase_mut(&mut self) -> &mut $crate::games::hand_game::PhaseOf<Self> {
            &mut self.phase
        }
    };
}
pub(crate) use hand_game_fields;

/// The public queries of a game of the skeleton, as inherent methods so that callers need no
/// trait in scope: `players_in`, `hand`, `result`, `is_over` and `paid_in`.
macro_rules! hand_game_api {
    ($hand:ty, $result:ty) => {
        /// Seats still in the game (not out by leaving or timeouts).
        #[must_use]
        pub fn players_in(&self) -> Vec<$crate::games::Seat> {
            $crate::games::hand_game::HandGame::players_in(self)
        }

        #[must_use]
        pub fn hand(&self) -> Option<&$hand> {
            $crate::games::hand_game::HandGame::hand(self)
        }

        #[must_use]
        pub fn result(&self) -> Option<&$result> {
            $crate::games::hand_game::HandGame::result(self)
        }

        #[must_use]
        pub fn is_over(&self) -> bool {
            self.result().is_some()
        }

        /// Every seat's stake, for the chip-conservation invariant.
        #[must_use]
        pub fn paid_in(&self) -> u64 {
            $crate::games::hand_game::HandGame::paid_in(self)
        }
    };
}
pub(crate) use hand_game_api;
