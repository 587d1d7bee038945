//! A tournament as words: its terms, who signed up, the standings (Swiss) or the bracket
//! (knockout), and round by round who sat at each table, by place once played. The same text
//! wherever it is shown (its Discord message, its web page); a pure function of the stored
//! tournament.

use std::collections::HashMap;

use crate::{
    i18n::{self, Lang},
    ids::PlayerId,
    store::{StoredTournament, TournamentStatus},
    tournament::{standings, Format, Played},
};

/// Whether each table's line ends with its thread (`<#id>`, where Discord shows a link).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Threads {
    Mentioned,
    Left,
}

/// The pool as the message shows it: held, or once the tournament is over, paid out.
fn pool(t: &StoredTournament, over: bool) -> i18n::Pool {
    if over {
        i18n::Pool::Paid(t.results.iter().map(|(_, _, prize)| *prize).sum())
    } else {
        i18n::Pool::Held(t.pool)
    }
}

/// The tournament's text, in the bot's Markdown.
#[must_use]
pub fn tournament_text(t: &StoredTournament, lang: Lang, threads: Threads) -> String {
    let n = &t.new;
    let round = t.tables.iter().map(|x| x.round).max().unwrap_or(0);
    let over = t.status == TournamentStatus::Finished;
    let rounds = (n.format == Format::Swiss).then_some(n.rounds);
    let mut text = format!(
        "{}\n{}\n",
        i18n::tournament_terms(
            lang,
            n.players,
            n.table_size,
            rounds,
            n.buy_in,
            pool(t, over)
        ),
        i18n::tournament_status(lang, t.entrants.len(), n.players, round, over)
    );
    let name: HashMap<PlayerId, &str> = t
        .entrants
        .iter()
        .map(|e| (e.player, e.name.as_str()))
        .collect();
    let who = |p: &PlayerId| name.get(p).copied().unwrap_or("?").to_owned();
    standings_text(t, lang, round, &who, &mut text);
    for r in 1..=round {
        round_text(t, lang, r, &who, threads, &mut text);
    }
    text
}

/// The standings, with each player's points (Swiss) or whether they are out (knockout), and
/// the prizes once paid.
fn standings_text(
    t: &StoredTournament,
    lang: Lang,
    round: u32,
    who: &dyn Fn(&PlayerId) -> String,
    text: &mut String,
) {
    let played: Vec<Played> = t.tables.iter().map(|x| x.played()).collect();
    text.push_str(&format!("\n**{}**\n", i18n::standings_heading(lang)));
    let lines = match t.new.format {
        Format::Swiss => standings::swiss(&t.entrants, &played),
        Format::Knockout => standings::knockout(&t.entrants, &played),
    };
    let prize: HashMap<PlayerId, i64> =
        t.results.iter().map(|(p, _, prize)| (*p, *prize)).collect();
    for (i, line) in lines.iter().enumerate() {
        let mut row = format!("{}. {}", i + 1, who(&line.player));
        match t.new.format {
            Format::Swiss if round > 0 => row.push_str(&format!(" — {} pt", line.points)),
            Format::Knockout if round > 0 && !line.alive => row.push_str(" ✗"),
            _ => {}
        }
        if let Some(&p) = prize.get(&line.player).filter(|&&p| p > 0) {
            row.push_str(&format!(" · +{}", lang.number(p)));
        }
        text.push_str(&row);
        text.push('\n');
    }
}

/// Round `r`'s tables: who sat at each, by place once it has its result, and its thread.
fn round_text(
    t: &StoredTournament,
    lang: Lang,
    r: u32,
    who: &dyn Fn(&PlayerId) -> String,
    threads: Threads,
    text: &mut String,
) {
    text.push_str(&format!("\n**{}**\n", i18n::round_heading(lang, r)));
    for table in t.tables.iter().filter(|x| x.round == r) {
        // Sorted by place once the table has its result.
        let mut seats: Vec<(String, Option<u32>)> = table
            .seats
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let place = table.places.as_ref().filter(|_| table.seats.len() > 1);
                (
                    who(p),
                    place.and_then(|places| places.get(seat).map(|&x| u32::from(x))),
                )
            })
            .collect();
        seats.sort_by_key(|(_, place)| *place);
        let bye = if table.seats.len() == 1 {
            format!(" — {}", i18n::bye(lang))
        } else {
            String::new()
        };
        let thread = match (threads, table.thread) {
            (Threads::Mentioned, Some(c)) => format!(" <#{}>", c.0),
            _ => String::new(),
        };
        let line = i18n::round_table(lang, table.table_no + 1, &seats);
        text.push_str(&format!("{line}{bye}{thread}\n"));
    }
}
