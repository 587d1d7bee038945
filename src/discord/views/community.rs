//! Community views: a leaderboard page with its paging buttons, a player's statistics, their
//! history, and the server settings. Pure: data in, embeds out, in the reader's language.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
};

use super::{clip, COLOR_LOBBY, COLOR_PLAYING};
use crate::{
    discord::custom_id::LeaderboardPage,
    games::GameKind,
    i18n::{self, Lang, StatLabel},
    ids::PlayerId,
    store::{GameSummary, LeaderRow, PlayerRating, PlayerStats, Ranking},
    table::{Period, ServerSettings},
};

/// Rows per leaderboard page.
pub const PAGE_SIZE: u32 = 10;

/// Everything one leaderboard page shows.
#[derive(Clone, Debug)]
pub struct LeaderboardView {
    pub at: LeaderboardPage,
    /// Players ranked in all (for the page count).
    pub total: i64,
    pub rows: Vec<LeaderRow>,
    /// The viewer's own row, wherever it is.
    pub me: Option<LeaderRow>,
    pub viewer: PlayerId,
    /// Computer players' own ranking, when the server ranks them separately (first page only).
    pub computers: Vec<LeaderRow>,
    /// The minimum number of games to be ranked, when the ranking has one.
    pub min_games: Option<u32>,
}

impl LeaderboardView {
    #[must_use]
    pub fn pages(&self) -> u32 {
        let size = i64::from(PAGE_SIZE);
        u32::try_from((self.total.max(1) + size - 1) / size).unwrap_or(u32::MAX)
    }
}

/// One ranked player; by rating, with their games rated.
fn row_line(lang: Lang, by: Ranking, r: &LeaderRow, viewer: PlayerId) -> String {
    let who = i18n::player_label(lang, r.player_id);
    let line = if by == Ranking::Rating {
        let games = i18n::games_rated(lang, r.games);
        format!("**{}.** {who} — {} ({games})", r.rank, r.value)
    } else {
        format!("**{}.** {who} — {}", r.rank, r.value)
    };
    if r.player_id == viewer {
        format!("{line} ◀")
    } else {
        line
    }
}

/// A leaderboard page: an embed and, when there is more than one page, Previous/Next.
pub fn leaderboard_message(lang: Lang, v: &LeaderboardView) -> (CreateEmbed, Vec<CreateActionRow>) {
    let mut lines: Vec<String> = Vec::new();
    if let Some(n) = v.min_games {
        lines.push(format!("*{}*", i18n::leaderboard_min_games(lang, n)));
    }
    if v.at.by == Ranking::Rating && v.at.period != Period::AllTime {
        lines.push(format!("*{}*", i18n::rating_ignores_period(lang)));
    }
    if v.rows.is_empty() {
        lines.push(i18n::leaderboard_empty(lang).to_owned());
    }
    lines.extend(v.rows.iter().map(|r| row_line(lang, v.at.by, r, v.viewer)));
    lines.push(String::new());
    lines.push(match &v.me {
        Some(me) => i18n::your_rank(lang, me.rank, &me.value.to_string()),
        None => i18n::not_ranked(lang).to_owned(),
    });
    let pages = v.pages();
    let mut embed = CreateEmbed::new()
        .title(clip(
            &i18n::leaderboard_title(lang, v.at.game, v.at.by, v.at.period),
            256,
        ))
        .description(clip(&lines.join("\n"), 4096))
        .color(COLOR_PLAYING)
        .footer(CreateEmbedFooter::new(i18n::page_footer(
            lang,
            i64::from(v.at.page) + 1,
            i64::from(pages),
            v.total,
        )));
    if !v.computers.is_empty() {
        let text: Vec<String> = v
            .computers
            .iter()
            .map(|r| row_line(lang, v.at.by, r, v.viewer))
            .collect();
        embed = embed.field(
            i18n::computers_heading(lang),
            clip(&text.join("\n"), 1024),
            false,
        );
    }
    let mut components = Vec::new();
    if pages > 1 {
        let to = |page: u32| LeaderboardPage { page, ..v.at }.encode();
        components.push(CreateActionRow::Buttons(vec![
            CreateButton::new(to(v.at.page.saturating_sub(1)))
                .label(i18n::previous(lang))
                .style(ButtonStyle::Secondary)
                .disabled(v.at.page == 0),
            CreateButton::new(to(v.at.page.saturating_add(1).min(pages - 1)))
                .label(i18n::next(lang))
                .style(ButtonStyle::Secondary)
                .disabled(v.at.page + 1 >= pages),
        ]));
    }
    (embed, components)
}

/// A player's statistics of one game: their rating (in a game that rates, once they have one),
/// the common totals, then the game's own counters.
pub fn stats_embed(
    lang: Lang,
    game: GameKind,
    name: &str,
    s: &PlayerStats,
    rating: Option<&PlayerRating>,
) -> CreateEmbed {
    let embed = CreateEmbed::new()
        .title(clip(&i18n::stats_title(lang, game, name), 256))
        .color(COLOR_PLAYING);
    if s.games == 0 {
        return embed.description(clip(&i18n::no_games(lang, game, name), 4096));
    }
    let c = |n: i64| i18n::chips(lang, n);
    let game = |g: &Option<crate::store::GameRef>| {
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
        (
            label(StatLabel::WinRate),
            format!("{:.1}%", s.win_rate * 100.0),
        ),
        (
            label(StatLabel::AvgScore),
            format!("{:.1}", s.avg_final_score),
        ),
    ]);
    // The game's own counters: the known ones in their order, then any other by its name.
    let known = i18n::TALLY_ORDER.iter().filter_map(|t| {
        s.tallies
            .get(*t)
            .map(|n| (i18n::tally_label(lang, t).unwrap_or(t).to_owned(), c(*n)))
    });
    fields.extend(known.collect::<Vec<_>>());
    fields.extend(
        s.tallies
            .iter()
            .filter(|(t, _)| !i18n::TALLY_ORDER.contains(&t.as_str()))
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
    fields.into_iter().fold(embed, |e, (label, value)| {
        e.field(clip(&label, 256), clip(&value, 1024), true)
    })
}

/// A player's last games of one game, newest first.
pub fn history_embed(lang: Lang, game: GameKind, name: &str, games: &[GameSummary]) -> CreateEmbed {
    let embed = CreateEmbed::new()
        .title(clip(&i18n::history_title(lang, game, name), 256))
        .color(COLOR_PLAYING);
    if games.is_empty() {
        return embed.description(clip(&i18n::no_games(lang, game, name), 4096));
    }
    let lines: Vec<String> = games
        .iter()
        .map(|g| {
            let opponents: Vec<String> = g
                .opponents
                .iter()
                .map(|p| i18n::player_label(lang, *p))
                .collect();
            i18n::history_line(
                lang,
                g.ended_at,
                g.outcome,
                g.net_chips,
                g.pool,
                &opponents.join(", "),
            )
        })
        .collect();
    // Whole lines only, within the description's 4,096 characters.
    let mut text = String::new();
    for line in lines {
        if text.chars().count() + line.chars().count() + 1 > 4096 {
            break;
        }
        text.push_str(&line);
        text.push('\n');
    }
    embed.description(text)
}

/// The server's settings.
pub fn settings_embed(lang: Lang, s: &ServerSettings) -> CreateEmbed {
    CreateEmbed::new()
        .title(i18n::settings_title(lang))
        .description(clip(&i18n::settings_lines(lang, s).join("\n"), 4096))
        .color(COLOR_LOBBY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        discord::views::tests::check_limits,
        ids::TableId,
        store::{GameRef, LeaderValue, SeatOutcome},
    };

    fn json(embed: CreateEmbed, components: Vec<CreateActionRow>) -> serde_json::Value {
        let body = poise::serenity_prelude::CreateInteractionResponseMessage::new()
            .embed(embed)
            .components(components);
        serde_json::to_value(body).unwrap()
    }

    fn row(rank: i64, player: i64) -> LeaderRow {
        LeaderRow {
            rank,
            player_id: PlayerId(player),
            value: LeaderValue::Count(i64::MAX),
            games: i64::MAX,
        }
    }

    fn view(page: u32, total: i64) -> LeaderboardView {
        LeaderboardView {
            at: LeaderboardPage {
                game: GameKind::Rummy,
                by: Ranking::WinRate,
                period: Period::Week,
                page,
            },
            total,
            rows: (0..i64::from(PAGE_SIZE))
                .map(|i| row(i + 1, i64::MAX - i))
                .collect(),
            me: Some(row(999_999, 7)),
            viewer: PlayerId(7),
            computers: (1..=10).map(|i| row(i, -300 - i)).collect(),
            min_games: Some(1000),
        }
    }

    #[test]
    fn leaderboard_pages_fit_and_page_correctly() {
        for lang in Lang::ALL {
            let (e, c) = leaderboard_message(lang, &view(0, 25));
            let j = json(e, c);
            check_limits(&j);
            let buttons = &j["components"][0]["components"];
            assert_eq!(buttons[0]["disabled"], true, "no Previous on page 1");
            assert_eq!(
                LeaderboardPage::decode(buttons[1]["custom_id"].as_str().unwrap())
                    .unwrap()
                    .page,
                1
            );
            let (e, c) = leaderboard_message(lang, &view(2, 25));
            let j = json(e, c);
            assert_eq!(
                j["components"][0]["components"][1]["disabled"], true,
                "no Next on the last"
            );
            let (e, c) = leaderboard_message(lang, &view(0, 3));
            assert!(json(e, c)
                .get("components")
                .map_or(true, |c| c.as_array().unwrap().is_empty()));
        }
        assert_eq!(view(0, 0).pages(), 1);
        assert_eq!(view(0, 10).pages(), 1);
        assert_eq!(view(0, 11).pages(), 2);
    }

    #[test]
    fn a_leaderboard_by_rating_shows_games_rated_and_says_the_period_does_not_apply() {
        let mut v = view(0, 3);
        v.at.by = Ranking::Rating;
        v.min_games = None;
        v.computers.clear();
        v.rows = vec![LeaderRow {
            rank: 1,
            player_id: PlayerId(7),
            value: LeaderValue::Count(1224),
            games: 3,
        }];
        for (lang, note, games) in [
            (
                Lang::En,
                "the period does not apply",
                "1224 (3 games rated) ◀",
            ),
            (
                Lang::It,
                "il periodo non vale",
                "1224 (3 partite valutate) ◀",
            ),
        ] {
            let j = json(leaderboard_message(lang, &v).0, vec![]);
            check_limits(&j);
            let text = j["embeds"][0]["description"].as_str().unwrap();
            assert!(text.contains(note) && text.contains(games), "{text}");
            let title = j["embeds"][0]["title"].as_str().unwrap();
            assert!(
                !title.contains(i18n::period_name(lang, Period::Week)),
                "{title}"
            );
        }
        v.at.period = Period::AllTime;
        let j = json(leaderboard_message(Lang::En, &v).0, vec![]);
        let text = j["embeds"][0]["description"].as_str().unwrap();
        assert!(!text.contains("period"), "{text}");
    }

    #[test]
    fn stats_history_and_settings_fit() {
        let game = GameRef {
            table_id: TableId(i64::MAX),
            game_no: 1,
            ended_at: i64::MAX / 2,
            net_chips: i64::MIN / 2,
        };
        let stats = PlayerStats {
            games: i64::MAX,
            wins: 1,
            win_rate: 1.0,
            avg_final_score: 99.5,
            best_game: Some(game.clone()),
            worst_game: Some(game),
            recent_form: vec![SeatOutcome::Won; 10],
            tallies: [
                ("gins", 3),
                ("knocks", 1),
                ("ruminos", 0),
                ("rummies", 2),
                ("new", 9),
            ]
            .into_iter()
            .map(|(k, n)| (k.to_owned(), n))
            .collect(),
            ..PlayerStats::default()
        };
        let name = "Ŵ".repeat(32);
        let summary = GameSummary {
            table_id: TableId(i64::MAX),
            game_no: 1,
            ended_at: 1_700_000_000_000,
            stake: 1_000_000,
            pool: 6_000_000,
            outcome: SeatOutcome::Forfeit,
            net_chips: -1_000_000,
            opponents: (0..5).map(|i| PlayerId(i64::MAX - i)).collect(),
        };
        for (lang, game) in Lang::ALL
            .into_iter()
            .zip([GameKind::Rumino, GameKind::Rummy])
        {
            let j = json(stats_embed(lang, game, &name, &stats, None), vec![]);
            check_limits(&j);
            // Common totals (4), the five tallies, then the six after them.
            assert_eq!(j["embeds"][0]["fields"].as_array().unwrap().len(), 15);
            assert_eq!(j["embeds"][0]["fields"][8]["name"], "new");
            // A rating goes first.
            let rating = PlayerRating {
                rating: i64::MAX,
                games_rated: i64::MAX,
                last_change: i64::MIN,
                updated_at: 0,
            };
            let j = json(
                stats_embed(lang, game, &name, &stats, Some(&rating)),
                vec![],
            );
            check_limits(&j);
            assert_eq!(j["embeds"][0]["fields"].as_array().unwrap().len(), 16);
            let first = &j["embeds"][0]["fields"][0];
            assert_eq!(first["name"], i18n::stat_label(lang, StatLabel::Rating));
            check_limits(&json(
                stats_embed(lang, game, &name, &PlayerStats::default(), None),
                vec![],
            ));
            let j = json(
                history_embed(lang, game, &name, &vec![summary.clone(); 50]),
                vec![],
            );
            check_limits(&j);
            check_limits(&json(history_embed(lang, game, &name, &[]), vec![]));
            let settings = ServerSettings {
                channels: (0..25)
                    .map(|i| crate::ids::ChannelId(i64::MAX - i))
                    .collect(),
                ..ServerSettings::default()
            };
            check_limits(&json(settings_embed(lang, &settings), vec![]));
        }
    }
}
