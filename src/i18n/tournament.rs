//! What players read about tournaments.

use super::{game_name, Lang};
use crate::{games::GameKind, store::SignUp, tournament::Format};

/// "Rummy tournament (Swiss)".
#[must_use]
pub fn tournament_title(lang: Lang, game: GameKind, format: Format) -> String {
    let game = game_name(lang, game);
    match (lang, format) {
        (Lang::En, Format::Swiss) => format!("{game} tournament (Swiss)"),
        (Lang::En, Format::Knockout) => format!("{game} tournament (knockout)"),
        (Lang::It, Format::Swiss) => format!("Torneo di {game} (svizzera)"),
        (Lang::It, Format::Knockout) => format!("Torneo di {game} (eliminazione diretta)"),
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
        lang.pick(format!(", {r} rounds"), format!(", {r} turni"))
    });
    let entry = lang.number(i64::try_from(entry).unwrap_or(i64::MAX));
    let pool = match pool {
        Pool::Held(n) => {
            let n = lang.number(n);
            lang.pick(format!("pool {n} chips"), format!("montepremi {n} fiches"))
        }
        Pool::Paid(n) => {
            let n = lang.number(n);
            lang.pick(format!("{n} chips paid out"), format!("{n} fiches pagate"))
        }
    };
    lang.pick(
        format!("{players} players, tables of {table_size}{rounds}; buy-in {entry}, {pool}"),
        format!("{players} giocatori, tavoli da {table_size}{rounds}; iscrizione {entry}, {pool}"),
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
    let table = lang.pick("Table", "Tavolo");
    format!("{table} {table_no}: {}", seats.join(", "))
}

/// 1st, 2nd, 3rd, 4th…; in Italian 1°, 2°…
#[must_use]
pub fn ordinal(lang: Lang, n: u32) -> String {
    match lang {
        Lang::It => format!("{n}°"),
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, r) if r != 11 => "st",
                (2, r) if r != 12 => "nd",
                (3, r) if r != 13 => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}

#[must_use]
pub fn tournament_status(lang: Lang, signed: usize, players: u8, round: u32, over: bool) -> String {
    match (over, round) {
        (true, _) => lang.pick("Finished: final standings", "Finito: classifica finale").to_owned(),
        (false, 0) => lang.pick(
            format!("Sign-ups open: {signed} of {players}. The organiser starts it; computer players fill the empty places."),
            format!("Iscrizioni aperte: {signed} su {players}. Lo avvia chi l'ha creato; i computer riempiono i posti vuoti."),
        ),
        (false, r) => lang.pick(format!("Round {r} is being played"), format!("Si gioca il turno {r}")),
    }
}

#[must_use]
pub fn standings_heading(lang: Lang) -> &'static str {
    lang.pick("Standings", "Classifica")
}

#[must_use]
pub fn round_heading(lang: Lang, round: u32) -> String {
    lang.pick(format!("Round {round}"), format!("Turno {round}"))
}

#[must_use]
pub fn sign_up_button(lang: Lang) -> &'static str {
    lang.pick("Sign up", "Iscriviti")
}

#[must_use]
pub fn start_button(lang: Lang) -> &'static str {
    lang.pick("Start", "Avvia")
}

/// "bye" at a table of one.
#[must_use]
pub fn bye(lang: Lang) -> &'static str {
    lang.pick("bye", "turno di riposo")
}

/// The answer to a sign-up.
#[must_use]
pub fn signed_up(lang: Lang, outcome: &SignUp) -> String {
    match outcome {
        SignUp::Done => lang.pick("You are signed up. Good luck!", "Sei iscritto. In bocca al lupo!").to_owned(),
        SignUp::Twice => lang.pick("You are already signed up. Nothing was changed.", "Sei già iscritto. Non è cambiato nulla.").to_owned(),
        SignUp::Closed => lang.pick("This tournament has started: sign-ups are closed. Nothing was changed.", "Il torneo è iniziato: iscrizioni chiuse. Non è cambiato nulla.").to_owned(),
        SignUp::Full => lang.pick("This tournament is full. Nothing was changed.", "Il torneo è al completo. Non è cambiato nulla.").to_owned(),
        SignUp::Short { needed, tables: 0, available } => lang.pick(
            format!("The buy-in is {needed} chips and you have {available}. Claim your daily chips with /rumino daily. Nothing was changed."),
            format!("L'iscrizione costa {needed} fiches e ne hai {available}. Ritira le fiches del giorno con /rumino daily. Non è cambiato nulla."),
        ),
        SignUp::Short { needed, tables, available } => lang.pick(
            format!("You need {needed} chips to sign up — the buy-in, and {tables} for the chips this game's tables ask of each player over the tournament — and you have {available}. Claim your daily chips with /rumino daily. Nothing was changed."),
            format!("Per iscriverti servono {needed} fiches — l'iscrizione, e {tables} per le fiches che i tavoli di questo gioco chiedono a ognuno nel torneo — e ne hai {available}. Ritira le fiches del giorno con /rumino daily. Non è cambiato nulla."),
        ),
    }
}

#[must_use]
pub fn only_organiser(lang: Lang) -> &'static str {
    lang.pick(
        "Only whoever created the tournament, or a member with Manage Server, can start it. Nothing was changed.",
        "Solo chi ha creato il torneo, o chi può gestire il server, può avviarlo. Non è cambiato nulla.",
    )
}

#[must_use]
pub fn tournament_started(lang: Lang) -> &'static str {
    lang.pick(
        "The tournament has started: each table opens in its own thread.",
        "Il torneo è iniziato: ogni tavolo si apre nel suo thread.",
    )
}

#[must_use]
pub fn already_started(lang: Lang) -> &'static str {
    lang.pick(
        "This tournament has already started. Nothing was changed.",
        "Il torneo è già iniziato. Non è cambiato nulla.",
    )
}

#[must_use]
pub fn no_such_tournament(lang: Lang) -> &'static str {
    lang.pick("There is no such tournament.", "Questo torneo non esiste.")
}

/// A table's thread name.
#[must_use]
pub fn thread_name(lang: Lang, tournament: i64, round: u32, table_no: u32) -> String {
    lang.pick(
        format!(
            "Tournament {tournament} · round {round} · table {}",
            table_no + 1
        ),
        format!(
            "Torneo {tournament} · turno {round} · tavolo {}",
            table_no + 1
        ),
    )
}

/// The table size is more than the game seats, or the field is smaller than a table.
#[must_use]
pub fn bad_table_size(lang: Lang, table_size: u8, players: u8) -> String {
    lang.pick(
        format!("Tables of {table_size} need more players than {players}. Nothing was created."),
        format!("Tavoli da {table_size} richiedono più di {players} giocatori. Non è stato creato nulla."),
    )
}

/// `/rumino cancel` by a player seated at a tournament table.
#[must_use]
pub fn cancel_seated(lang: Lang) -> &'static str {
    lang.pick(
        "You play at this tournament table, so you cannot cancel it: a tournament game ends by being played (leaving it forfeits it). The tournament's organiser, or a member with Manage Server who does not play here, can close it. Nothing was changed.",
        "Giochi a questo tavolo del torneo, quindi non puoi annullarlo: una partita del torneo finisce giocandola (uscire vale come sconfitta). Può chiuderlo chi ha creato il torneo, o chi può gestire il server e non gioca qui. Non è cambiato nulla.",
    )
}

/// `/rumino cancel` at a tournament table by someone neither its organiser nor a manager.
#[must_use]
pub fn cancel_not_organiser(lang: Lang) -> &'static str {
    lang.pick(
        "Only the tournament's organiser, or a member with Manage Server, can close a tournament table. Nothing was changed.",
        "Solo chi ha creato il torneo, o chi può gestire il server, può chiudere un tavolo del torneo. Non è cambiato nulla.",
    )
}

/// `/rumino-tournament create` run somewhere other than a text channel (a thread, say).
#[must_use]
pub fn tournament_needs_text_channel(lang: Lang) -> &'static str {
    lang.pick(
        "A tournament opens each of its tables in a thread of its channel, and Discord opens threads only in a text channel, not inside a thread: run this in one of the server's text channels. Nothing was created.",
        "Un torneo apre ogni suo tavolo in un thread del suo canale, e Discord apre thread solo in un canale testuale, non dentro un thread: usa questo comando in un canale testuale del server. Non è stato creato nulla.",
    )
}

/// `/rumino-tournament create` where the bot may not open threads or post in them.
#[must_use]
pub fn tournament_needs_threads(lang: Lang) -> &'static str {
    lang.pick(
        "A tournament opens each of its tables in a thread of this channel, and I may not: I need Create Public Threads and Send Messages in Threads here. Ask a moderator to allow them, or run this in another channel. Nothing was created.",
        "Un torneo apre ogni suo tavolo in un thread di questo canale, e io non posso: mi servono i permessi Crea thread pubblici e Invia messaggi nei thread. Chiedili a un moderatore, o usa questo comando in un altro canale. Non è stato creato nulla.",
    )
}

/// The description of `/rumino-tournament create <game>`.
#[must_use]
pub fn create_about(lang: Lang, game: GameKind) -> String {
    let game = game_name(lang, game);
    lang.pick(
        format!("Create a tournament of {game} here"),
        format!("Crea un torneo di {game} qui"),
    )
}

#[cfg(test)]
mod ordinal_tests {
    use super::*;

    #[test]
    fn ordinals_read_as_places() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22]
            .map(|n| ordinal(Lang::En, n))
            .into();
        assert_eq!(
            en,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
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
