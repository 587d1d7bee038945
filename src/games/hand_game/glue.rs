//! The glue by which a game's hand joins the skeleton: a macro implements [`super::PlayedHand`]
//! for a hand whose fields are named as in every game of the skeleton.

/// [`PlayedHand`] for a hand with the fields `hand_no`, `turn_no` and `moves` (of `$move`, with
/// a variant `Left { seat }`) and the methods `play_default_turn` and `stock_draw`.
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
            fn stock_draw(&self) -> Option<$crate::cards::CardId> {
                <$hand>::stock_draw(self)
            }
        }
    };
}
pub(crate) use impl_played_hand;
