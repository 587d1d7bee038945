//! A tournament's message: the terms, then who signed up, the standings (Swiss) or the bracket
//! (knockout) round by round, and the sign-up and start buttons while it takes sign-ups. A pure
//! function of the stored tournament, edited in place as it changes.

use std::collections::HashMap;

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed};

use super::views::{clip, COLOR_LOBBY, COLOR_OVER, COLOR_PLAYING};
use crate::{
    faces::custom_id::{TournamentButton, TournamentClick},
    i18n::{self, Lang},
    ids::PlayerId,
    store::{StoredTournament, TournamentStatus},
    tournament::{standings, Format, Played},
};

/// The pool as the message shows it: held, or once the tournament is over, paid out.
fn pool(t: &StoredTournament, over: bool) -> i18n::Pool {
    if over {
        i18n::Pool::Paid(t.results.iter().map(|(_, _, prize)| *prize).sum())
    } else {
        i18n::Pool::Held(t.pool)
    }
}

/// The tournament's message.
pub fn tournament_message(t: &StoredTournament, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
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
        round_text(t, lang, r, &who, &mut text);
    }
    let colour = match t.status {
        TournamentStatus::SignUp => COLOR_LOBBY,
        TournamentStatus::Running => COLOR_PLAYING,
        _ => COLOR_OVER,
    };
    let embed = CreateEmbed::new()
        .title(clip(&i18n::tournament_title(lang, n.game, n.format), 256))
        .description(clip(&text, 4096))
        .color(colour);
    (
        embed,
        if over {
            Vec::new()
        } else {
            vec![buttons(t, lang)]
        },
    )
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
        let thread = table
            .thread
            .map_or(String::new(), |c| format!(" <#{}>", c.0));
        let line = i18n::round_table(lang, table.table_no + 1, &seats);
        text.push_str(&format!("{line}{bye}{thread}\n"));
    }
}

/// Sign up and Start, pressable while sign-up is open.
fn buttons(t: &StoredTournament, lang: Lang) -> CreateActionRow {
    let open = t.status == TournamentStatus::SignUp;
    let button = |b: TournamentButton, label: &str, style| {
        CreateButton::new(
            TournamentClick {
                tournament: t.id,
                button: b,
            }
            .encode(),
        )
        .label(label)
        .style(style)
        .disabled(!open)
    };
    CreateActionRow::Buttons(vec![
        button(
            TournamentButton::SignUp,
            i18n::sign_up_button(lang),
            ButtonStyle::Success,
        ),
        button(
            TournamentButton::Start,
            i18n::start_button(lang),
            ButtonStyle::Primary,
        ),
    ])
}
