//! The glue by which a game's own types join the skeleton: each macro implements one of its
//! traits for types whose variants are named as in every game of the skeleton.

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
