//! A member's statistics of one game as labelled values, the same wherever they are shown
//! (`/rumino stats`, the web profile): their rating, totals, the game's own counters, chips,
//! best and worst game, and recent form.

use crate::{
    games::Counter,
    i18n::{self, Lang, StatLabel},
    store::{GameRef, PlayerRating, PlayerStats},
};

/// The labelled values of `s` (and `rating`, where the game is rated and the member has one),
/// in the order they are shown. Dates are Discord timestamps (`<t:…:d>`).
#[must_use]
pub fn stat_fields(
    lang: Lang,
    s: &PlayerStats,
    rating: Option<&PlayerRating>,
) -> Vec<(String, String)> {
    let c = |n: i64| i18n::chips(lang, n);
    let game = |g: &Option<GameRef>| {
        g.as_ref().map_or_else(
            || "—".to_owned(),
            |g| i18n::game_line(lang, g.ended_at, g.net_chips),
        )
    };
    let form: String = s
        .recent_form
        .iter()
        .map(|o| i18n::outcome_mark(*o))
        .collect();
    let label = |l: StatLabel| i18n::stat_label(lang, l).to_owned();
    let mut fields: Vec<(String, String)> = rating
        .map(|r| {
            let value = i18n::rating_value(lang, r.rating, r.last_change, r.games_rated);
            (label(StatLabel::Rating), value)
        })
        .into_iter()
        .collect();
    fields.extend([
        (label(StatLabel::Games), c(s.games)),
        (label(StatLabel::Wins), c(s.wins)),
        (label(StatLabel::WinRate), i18n::percent(lang, s.win_rate)),
        (
            label(StatLabel::AvgScore),
            i18n::decimal(lang, s.avg_final_score, 1),
        ),
    ]);
    // The game's own counters: the declared ones in their order, then any other by its name.
    let declared = Counter::all();
    let known = declared.iter().filter_map(|counter| {
        s.tallies
            .get(counter.name)
            .map(|n| (counter.label.get(lang).to_owned(), c(*n)))
    });
    fields.extend(known.collect::<Vec<_>>());
    fields.extend(
        s.tallies
            .iter()
            .filter(|(t, _)| !declared.iter().any(|counter| counter.name == t.as_str()))
            .map(|(t, n)| (t.clone(), c(*n))),
    );
    let rest = [
        (StatLabel::Rebuys, c(s.rebuys)),
        (StatLabel::ChipsWon, c(s.chips_won)),
        (StatLabel::ChipsLost, c(s.chips_lost)),
        (StatLabel::BestGame, game(&s.best_game)),
        (StatLabel::WorstGame, game(&s.worst_game)),
        (
            StatLabel::RecentForm,
            if form.is_empty() {
                "—".to_owned()
            } else {
                form
            },
        ),
    ];
    fields.extend(rest.into_iter().map(|(l, v)| (label(l), v)));
    fields
}
