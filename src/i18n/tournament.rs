//! What players read about tournaments.

use super::{game_name, Lang};
use crate::{games::GameKind, store::SignUp, tournament::Format};

/// "Rummy tournament (Swiss)".
#[must_use]
pub fn tournament_title(lang: Lang, game: GameKind, format: Format) -> String {
    let game = game_name(lang, game);
    match format {
        Format::Swiss => crate::say!(lang, "tournament-swiss", game),
        Format::Knockout => crate::say!(lang, "tournament-knockout", game),
    }
}

/// The line under the title: field, tables, rounds, buy-in, pool.
#[must_use]
pub fn tournament_terms(
    lang: Lang,
    players: u8,
    table_size: u8,
    rounds: Option<u8>,
    entry: u64,
    pool: Pool,
) -> String {
    let rounds = rounds.map_or(String::new(), |r| {
        crate::say!(lang, "tournament-terms-rounds", r)
    });
    let entry = lang.number(i64::try_from(entry).unwrap_or(i64::MAX));
    let pool = match pool {
        Pool::Held(n) => {
            let n = lang.number(n);
            crate::say!(lang, "tournament-pool-chips", n)
        }
        Pool::Paid(n) => {
            let n = lang.number(n);
            crate::say!(lang, "tournament-chips-paid-out", n)
        }
    };
    crate::say!(
        lang,
        "tournament-players-tables-of-buy-in",
        players,
        table_size,
        rounds,
        entry,
        pool
    )
}

/// A tournament's pool: what it holds, or (once it is over) what it paid out.
#[derive(Copy, Clone, Debug)]
pub enum Pool {
    Held(i64),
    Paid(i64),
}

/// A table of a round, with its result: "Table 2: Bob 1st, Alice 2nd".
#[must_use]
pub fn round_table(lang: Lang, table_no: u32, seats: &[(String, Option<u32>)]) -> String {
    let seats: Vec<String> = seats
        .iter()
        .map(|(name, place)| match place {
            Some(p) => format!("{name} {}", ordinal(lang, p + 1)),
            None => name.clone(),
        })
        .collect();
    let table = crate::say!(lang, "tournament-table");
    format!("{table} {table_no}: {}", seats.join(", "))
}

/// A place as the language writes it: 1st, 2nd, 3rd, 4th…; in Italian 1°, 2°…
#[must_use]
pub fn ordinal(lang: Lang, n: u32) -> String {
    crate::say!(lang, "tournament-ordinal", n)
}

#[must_use]
pub fn tournament_status(lang: Lang, signed: usize, players: u8, round: u32, over: bool) -> String {
    match (over, round) {
        (true, _) => crate::say!(lang, "tournament-finished-final-standings").to_owned(),
        (false, 0) => crate::say!(lang, "tournament-status-sign-ups-open", signed, players),
        (false, r) => crate::say!(lang, "tournament-round-is-being-played", r),
    }
}

#[must_use]
pub fn standings_heading(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-standings")
}

#[must_use]
pub fn round_heading(lang: Lang, round: u32) -> String {
    crate::say!(lang, "tournament-round", round)
}

#[must_use]
pub fn sign_up_button(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-sign-up")
}

#[must_use]
pub fn start_button(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-start")
}

/// "bye" at a table of one.
#[must_use]
pub fn bye(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-bye")
}

/// The answer to a sign-up.
#[must_use]
pub fn signed_up(lang: Lang, outcome: &SignUp) -> String {
    match outcome {
        SignUp::Done => crate::say!(lang, "tournament-done").to_owned(),
        SignUp::Twice => crate::say!(lang, "tournament-twice").to_owned(),
        SignUp::Closed => crate::say!(lang, "tournament-closed").to_owned(),
        SignUp::Full => crate::say!(lang, "tournament-full").to_owned(),
        SignUp::Short {
            needed,
            tables: 0,
            available,
        } => crate::say!(lang, "tournament-short", needed, available),
        SignUp::Short {
            needed,
            tables,
            available,
        } => crate::say!(
            lang,
            "tournament-short-with-table-chips",
            needed,
            tables,
            available
        ),
    }
}

#[must_use]
pub fn only_organiser(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-only-whoever-created-the-tournament")
}

#[must_use]
pub fn tournament_started(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-the-tournament-has-started-each")
}

#[must_use]
pub fn already_started(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-this-tournament-has-already-started")
}

#[must_use]
pub fn no_such_tournament(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-there-is-no-such-tournament")
}

/// A table's thread name.
#[must_use]
pub fn thread_name(lang: Lang, tournament: i64, round: u32, table_no: u32) -> String {
    crate::say!(
        lang,
        "tournament-tournament-round-table",
        tournament,
        round,
        value = table_no + 1
    )
}

/// The table size is more than the game seats, or the field is smaller than a table.
#[must_use]
pub fn bad_table_size(lang: Lang, table_size: u8, players: u8) -> String {
    crate::say!(
        lang,
        "tournament-tables-of-need-more-players",
        table_size,
        players
    )
}

/// `/rumino cancel` by a player seated at a tournament table.
#[must_use]
pub fn cancel_seated(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-you-play-at-this-tournament")
}

/// `/rumino cancel` at a tournament table by someone neither its organiser nor a manager.
#[must_use]
pub fn cancel_not_organiser(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-only-the-tournament-s-organiser")
}

/// `/rumino-tournament create` run somewhere other than a text channel (a thread, say).
#[must_use]
pub fn tournament_needs_text_channel(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-needs-text-channel")
}

/// `/rumino-tournament create` where the bot may not open threads or post in them.
#[must_use]
pub fn tournament_needs_threads(lang: Lang) -> &'static str {
    crate::say!(lang, "tournament-needs-thread-permissions")
}

/// The description of `/rumino-tournament create <game>`.
#[must_use]
pub fn create_about(lang: Lang, game: GameKind) -> String {
    let game = game_name(lang, game);
    crate::say!(lang, "tournament-create-a-tournament-of-here", game)
}

#[cfg(test)]
mod ordinal_tests {
    use super::*;

    #[test]
    fn ordinals_read_as_places() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 111, 102]
            .map(|n| ordinal(Lang::En, n))
            .into();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
                "102nd"
            ]
        );
        assert_eq!(ordinal(Lang::It, 2), "2°");
        let line = round_table(
            Lang::En,
            2,
            &[("Bob".into(), Some(0)), ("Alice".into(), Some(1))],
        );
        assert_eq!(line, "Table 2: Bob 1st, Alice 2nd");
    }
}
