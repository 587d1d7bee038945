//! Names at a table. The sentences about what happened there are in `crate::i18n` (narrate), in
//! every language.

use super::state::TableState;

impl TableState {
    /// The name of whoever sits in game seat `seat`.
    #[must_use]
    pub fn player_name(&self, seat: usize) -> &str {
        self.players.get(seat).map_or("?", |p| p.name.as_str())
    }
}
