//! Sentences about what happened at a table that every game says the same way (who deals, the
//! card you drew, the draw for the first dealer, a pool won), shared by every client (the
//! terminal game, the bot's "last actions"), in each language. A game's own sentences are in its
//! folder (`games/<game>/words.rs` or `words/`).

use super::{game_seat_name, Lang};
use crate::table::TableState;

/// The name the terminal game gives its human player. English narration addresses it in the
/// second person ("You win", not "You wins").
pub const YOU: &str = "You";

/// Who `subject` is to English's verbs, for a message's `$person`: `you` for [`YOU`] (the
/// terminal's own player: "You deal"), `other` for anyone else ("Anna deals").
#[must_use]
pub(crate) fn person(subject: &str) -> &'static str {
    if subject == YOU {
        "you"
    } else {
        "other"
    }
}

/// Who deals a hand, as a sentence; `hands`, how many the game has when it has a set number.
#[must_use]
pub fn describe_deal(
    lang: Lang,
    state: &TableState,
    hand_no: u32,
    hands: Option<u32>,
    dealer: usize,
) -> String {
    let who = game_seat_name(lang, state, dealer);
    let of = hands.map_or(String::new(), |n| {
        format!(" {} {n}", crate::say!(lang, "narrate-deal-of-hands"))
    });
    let person = person(&who);
    crate::say!(lang, "narrate-deal", hand = hand_no, of, who, person)
}

/// The card the reader just drew from the stock, which only they see.
#[must_use]
pub fn describe_own_draw(lang: Lang, card: &str) -> String {
    crate::say!(lang, "narrate-own-draw", card)
}

/// The turn of a seat that left the game, played for it until its hand ends: the card thrown.
/// Not "ran out of time": nobody was waited for.
#[must_use]
pub fn describe_played_for_leaver(
    lang: Lang,
    state: &TableState,
    seat: usize,
    card: &str,
) -> String {
    let name = game_seat_name(lang, state, seat);
    let name = super::within(lang, name);
    crate::say!(lang, "narrate-played-for-leaver", name, card)
}

/// The draw for the first dealer: each seat's cards in the order drawn (several after a tie),
/// and who deals.
#[must_use]
pub fn describe_dealer_draw(
    lang: Lang,
    state: &TableState,
    draws: &[Vec<String>],
    dealer: usize,
) -> String {
    let drawn = drawn_by_seat(lang, state, draws);
    let who = game_seat_name(lang, state, dealer);
    let person = person(&who);
    crate::say!(lang, "narrate-dealer-draw", drawn, who, person)
}

/// What each seat drew to choose who starts, in draw order: `Anna 7♥, Bob K♠ then 2♣`.
pub(crate) fn drawn_by_seat(lang: Lang, state: &TableState, draws: &[Vec<String>]) -> String {
    let then = crate::say!(lang, "narrate-dealer-draw-then");
    let drawn: Vec<String> = draws
        .iter()
        .enumerate()
        .filter(|(_, cards)| !cards.is_empty())
        .map(|(seat, cards)| format!("{} {}", game_seat_name(lang, state, seat), cards.join(then)))
        .collect();
    drawn.join(", ")
}

/// How a game that pays its pool to its winners ended: "X wins {why} and takes the pool of N
/// chips", a tie's split, or (`why` `None`) the stakes given back on a cancelled game.
#[must_use]
pub fn pool_won(
    lang: Lang,
    state: &TableState,
    winners: &[usize],
    paid: u64,
    why: Option<&str>,
) -> String {
    let Some(why) = why else {
        return crate::say!(lang, "narrate-the-game-was-cancelled-players").to_owned();
    };
    let names: Vec<String> = winners
        .iter()
        .map(|&s| game_seat_name(lang, state, s).into_owned())
        .collect();
    if names.len() > 1 {
        let names = names.join(crate::say!(lang, "narrate-pool-tie-and"));
        return crate::say!(lang, "narrate-pool-tie", names, paid);
    }
    let who = names
        .first()
        .map_or(crate::say!(lang, "narrate-pool-nobody"), String::as_str);
    let person = person(who);
    crate::say!(lang, "narrate-pool-won", who, person, why, paid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_player_is_addressed_as_you() {
        assert_eq!(person(YOU), "you");
        assert_eq!(person("Giulia"), "other");
        let said = |who: &str| {
            crate::say!(
                Lang::En,
                "narrate-pool-won",
                who,
                person = person(who),
                why = "by going out",
                paid = 5
            )
        };
        assert_eq!(
            said(YOU),
            "You win by going out and take the pool of 5 chips."
        );
        assert_eq!(
            said("Giulia"),
            "Giulia wins by going out and takes the pool of 5 chips."
        );
    }
}
