//! A leaderboard page with its paging buttons. Pure: data in, an embed and buttons out, in the
//! reader's language.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
};

use super::{clip, COLOR_PLAYING};
use crate::{
    i18n::{self, Lang, Unranked},
    ids::PlayerId,
    store::{LeaderRow, Ranking},
    table::{LeaderboardPage, LeaderboardView, Period},
};

/// Why the viewer is not on this board, when they are not.
fn unranked(v: &LeaderboardView) -> Unranked {
    match v.at.by {
        Ranking::Balance => Unranked::NoAccount,
        Ranking::Rating => Unranked::NoRating { game: v.at.game },
        _ => Unranked::TooFewGames {
            game: v.at.game,
            period: v.at.period,
            played: v.viewer_games,
            needed: i64::from(v.min_games.unwrap_or(0).max(1)),
        },
    }
}

/// One ranked player; by rating, with their games rated.
fn row_line(lang: Lang, by: Ranking, r: &LeaderRow, viewer: Option<PlayerId>) -> String {
    let who = i18n::player_label(lang, r.player_id);
    let (rank, value) = (
        i18n::chips(lang, r.rank),
        i18n::leader_value(lang, by, r.value),
    );
    let line = if by == Ranking::Rating {
        let games = i18n::games_rated(lang, r.games);
        format!("**{rank}.** {who} — {value} ({games})")
    } else {
        format!("**{rank}.** {who} — {value}")
    };
    if Some(r.player_id) == viewer {
        format!("{line} ◀")
    } else {
        line
    }
}

/// A leaderboard page: an embed and, when there is more than one page, Previous/Next.
pub fn leaderboard_message(lang: Lang, v: &LeaderboardView) -> (CreateEmbed, Vec<CreateActionRow>) {
    let mut lines: Vec<String> = Vec::new();
    if let Some(n) = v.min_games {
        lines.push(format!(
            "*{}*",
            i18n::leaderboard_min_games(lang, n, v.at.period)
        ));
    }
    if v.at.by.ignores_period() && v.at.period != Period::AllTime {
        lines.push(format!("*{}*", i18n::ignores_period(lang, v.at.by)));
    }
    if v.rows.is_empty() {
        lines.push(i18n::leaderboard_empty(lang).to_owned());
    }
    lines.extend(v.rows.iter().map(|r| row_line(lang, v.at.by, r, v.viewer)));
    lines.push(String::new());
    lines.push(match &v.me {
        Some(me) => i18n::your_rank(lang, me.rank, &i18n::leader_value(lang, v.at.by, me.value)),
        None => i18n::not_ranked(lang, unranked(v)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::PAGE_SIZE;
    use crate::{discord::views::tests::check_limits, games::GameKind, store::LeaderValue};

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
            viewer: Some(PlayerId(7)),
            computers: (1..=10).map(|i| row(i, -300 - i)).collect(),
            min_games: Some(1000),
            viewer_games: 999_999,
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
                .is_none_or(|c| c.as_array().unwrap().is_empty()));
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
                "1,224 (3 games rated) ◀",
            ),
            (
                Lang::It,
                "il periodo non vale",
                "1.224 (3 partite valutate) ◀",
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

    /// The text of a page as a player reads it: title, description, computers, footer.
    fn read(lang: Lang, v: &LeaderboardView) -> String {
        let (embed, components) = leaderboard_message(lang, v);
        let j = json(embed, components);
        check_limits(&j);
        let e = &j["embeds"][0];
        let fields: Vec<String> = e["fields"]
            .as_array()
            .map(|f| f.iter().map(|f| f["value"].to_string()).collect())
            .unwrap_or_default();
        format!(
            "{}\n{}\n{}\n{}",
            e["title"].as_str().unwrap(),
            e["description"].as_str().unwrap(),
            fields.join("\n"),
            e["footer"]["text"].as_str().unwrap()
        )
    }

    fn board(game: GameKind, by: Ranking, period: Period, values: &[i64]) -> LeaderboardView {
        let rows: Vec<LeaderRow> = values
            .iter()
            .enumerate()
            .map(|(i, &v)| LeaderRow {
                rank: i as i64 + 1,
                player_id: PlayerId(10 + i as i64),
                value: LeaderValue::Count(v),
                games: 4,
            })
            .collect();
        LeaderboardView {
            at: LeaderboardPage {
                game,
                by,
                period,
                page: 0,
            },
            total: 1234,
            me: None,
            viewer: Some(PlayerId(7)),
            computers: Vec::new(),
            min_games: None,
            viewer_games: 0,
            rows,
        }
    }

    #[test]
    fn net_chips_read_signed_with_separators_in_utc_calendar_periods() {
        let v = board(
            GameKind::Rummy,
            Ranking::NetChips,
            Period::Week,
            &[12_345, 0, -1_000],
        );
        let en = read(Lang::En, &v);
        for want in [
            "Rummy leaderboard — Net chips won, this calendar week (from Monday, UTC)",
            "**1.** <@10> — +12,345",
            "**2.** <@11> — 0",
            "**3.** <@12> — −1,000",
            "Page 1 of 124 · 1,234 ranked",
        ] {
            assert!(en.contains(want), "{want}\n{en}");
        }
        let it = read(
            Lang::It,
            &board(
                GameKind::Ramino,
                Ranking::NetChips,
                Period::Month,
                &[12_345],
            ),
        );
        for want in [
            "Classifica Ramino toscano — Fiches nette vinte, di questo mese di calendario (UTC)",
            "— +12.345",
            "1.234 in classifica",
        ] {
            assert!(it.contains(want), "{want}\n{it}");
        }
    }

    #[test]
    fn the_balances_are_the_servers_board_and_say_the_period_does_not_apply() {
        let v = board(
            GameKind::Rummoli,
            Ranking::Balance,
            Period::Week,
            &[1_500_000],
        );
        let en = read(Lang::En, &v);
        assert!(en.starts_with("🏆 Chips here — balances now\n"), "{en}");
        assert!(!en.contains("Rummoli"), "{en}");
        assert!(
            en.contains("— 1,500,000") && en.contains("Balances as they stand now"),
            "{en}"
        );
        assert!(en.contains("you have no chips account here"), "{en}");
        let it = read(Lang::It, &v);
        assert!(
            it.contains("Fiches qui") && it.contains("— 1.500.000"),
            "{it}"
        );
    }

    #[test]
    fn not_being_ranked_says_why() {
        let mut v = board(GameKind::Rummy, Ranking::WinRate, Period::Week, &[]);
        v.min_games = Some(5);
        v.viewer_games = 2;
        let en = read(Lang::En, &v);
        assert!(
            en.contains("Players with at least 5 games in this period."),
            "{en}"
        );
        assert!(
            en.contains("it needs at least 5 finished Rummy games in this period and you have 2."),
            "{en}"
        );
        let it = read(Lang::It, &v);
        assert!(it.contains("almeno 5 partite in questo periodo"), "{it}");
        assert!(
            it.contains(
                "servono almeno 5 partite a Ramino base finite in questo periodo e tu ne hai 2"
            ),
            "{it}"
        );
        v.viewer_games = 0;
        v.at.period = Period::AllTime;
        let en = read(Lang::En, &v);
        assert!(en.contains("at least 5 games, all time."), "{en}");
        assert!(
            en.contains("you have not finished a Rummy game here."),
            "{en}"
        );
        let mut v = board(GameKind::Rumminy, Ranking::Rating, Period::AllTime, &[]);
        v.viewer_games = 0;
        assert!(read(Lang::En, &v).contains("you have no Rumminy rating"));
    }

    #[test]
    fn rates_read_in_the_readers_decimals_and_ranks_with_separators() {
        let mut v = board(GameKind::Rumino, Ranking::WinRate, Period::AllTime, &[]);
        v.rows = vec![LeaderRow {
            rank: 1_001,
            player_id: PlayerId(10),
            value: LeaderValue::Rate(2.0 / 3.0),
            games: 3,
        }];
        v.me = v.rows.first().cloned();
        v.viewer = Some(PlayerId(10));
        let en = read(Lang::En, &v);
        assert!(en.contains("**1,001.** <@10> — 66.7% ◀"), "{en}");
        assert!(en.contains("Your rank: **#1,001** (66.7%)"), "{en}");
        let it = read(Lang::It, &v);
        assert!(it.contains("**1.001.** <@10> — 66,7% ◀"), "{it}");
    }
}
