//! How seats are named to players. A person is named as they joined; a computer player by its
//! number and level in the reader's language (the name stored with its seat is the English
//! form, kept for logs and the terminal game).

use std::borrow::Cow;

use super::{narrate::YOU, player_label, Lang};
use crate::table::{SeatInfo, TableState};

/// The name of a seat's player, in `lang`.
#[must_use]
pub fn seat_name(lang: Lang, seat: &SeatInfo) -> Cow<'_, str> {
    if seat.computer.is_some() {
        Cow::Owned(player_label(lang, seat.player))
    } else {
        Cow::Borrowed(&seat.name)
    }
}

/// The name of whoever sits in game seat `seat` of the table's game, in `lang`.
#[must_use]
pub fn game_seat_name(lang: Lang, state: &TableState, seat: usize) -> Cow<'_, str> {
    state
        .players
        .get(seat)
        .map_or(Cow::Borrowed("?"), |p| seat_name(lang, p))
}

/// A name inside an English sentence: the terminal's player, "You" at the start, is "you" there
/// ("Anna pays you 3 chips").
#[must_use]
pub(crate) fn within(lang: Lang, name: Cow<'_, str>) -> Cow<'_, str> {
    if lang == Lang::En && name == YOU {
        Cow::Borrowed("you")
    } else {
        name
    }
}

/// Several game seats named as a list: `Anna, Bob and Carla` / `Anna, Bob e Carla`; `—` for none.
#[must_use]
pub(crate) fn seat_names(lang: Lang, state: &TableState, seats: &[usize]) -> String {
    list(lang, seats.iter().map(|&s| game_seat_name(lang, state, s)))
}

/// [`seat_names`] inside a sentence: `Anna and you` (see [`within`]).
#[must_use]
pub(crate) fn seat_names_within(lang: Lang, state: &TableState, seats: &[usize]) -> String {
    list(
        lang,
        seats
            .iter()
            .map(|&s| within(lang, game_seat_name(lang, state, s))),
    )
}

fn list<'a>(lang: Lang, names: impl Iterator<Item = Cow<'a, str>>) -> String {
    let names: Vec<Cow<'a, str>> = names.collect();
    match names.as_slice() {
        [] => "—".to_owned(),
        [one] => one.clone().into_owned(),
        [init @ .., last] => format!(
            "{} {} {last}",
            init.join(", "),
            crate::say!(lang, "names-and")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::Level, ids::PlayerId};

    #[test]
    fn computer_players_are_named_in_the_readers_language_people_as_they_joined() {
        let computer = SeatInfo {
            player: PlayerId(-302),
            name: "Computer 2 (hard)".into(),
            computer: Some(Level::Hard),
        };
        assert_eq!(seat_name(Lang::En, &computer), "🤖 Computer 2 (hard)");
        assert_eq!(seat_name(Lang::It, &computer), "🤖 Computer 2 (difficile)");
        let person = SeatInfo {
            player: PlayerId(42),
            name: "Giulia".into(),
            computer: None,
        };
        assert_eq!(seat_name(Lang::It, &person), "Giulia");
    }

    #[test]
    fn inside_an_english_sentence_you_is_lower_case() {
        assert_eq!(within(Lang::En, Cow::Borrowed(YOU)), "you");
        assert_eq!(within(Lang::En, Cow::Borrowed("Giulia")), "Giulia");
        assert_eq!(within(Lang::It, Cow::Borrowed(YOU)), YOU);
    }
}
