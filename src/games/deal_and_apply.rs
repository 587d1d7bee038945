//! What every game does alike around its commands, whatever its rules: a command is applied to
//! a copy of the game, so that a refusal part-way leaves nothing half-done, and none is taken
//! once the game is over; and the deal passes round the table to the next seat still in.

use super::Seat;

/// Applies `inner` to a copy of `game` and keeps the copy only if `inner` succeeds; refuses with
/// `game_over` at once when the game is `over`.
///
/// # Errors
/// `game_over`, or what `inner` refuses (the game is then unchanged).
pub fn apply_on_a_copy<G: Clone, T, E>(
    game: &mut G,
    over: bool,
    game_over: E,
    inner: impl FnOnce(&mut G) -> Result<T, E>,
) -> Result<T, E> {
    if over {
        return Err(game_over);
    }
    let mut next = game.clone();
    let done = inner(&mut next)?;
    *game = next;
    Ok(done)
}

/// Who deals the next hand: the first dealer deals the first (`hands_played` 0); after that the
/// deal passes to the left of `last`, to the next seat not `out`; `last` again if every seat is.
#[must_use]
pub fn next_dealer(
    last: Seat,
    hands_played: u32,
    out: impl Fn(Seat) -> bool,
    seats: usize,
) -> Seat {
    let start = if hands_played == 0 { last } else { last + 1 };
    (0..seats)
        .map(|i| (start + i) % seats)
        .find(|&s| !out(s))
        .unwrap_or(last)
}
