//! Community views: a player's statistics, their history, and the server settings (a leaderboard
//! page is in `leaderboard`). Pure: data in, embeds out, in the reader's language.

use poise::serenity_prelude::CreateEmbed;

use super::{clip, COLOR_LOBBY, COLOR_PLAYING};
use crate::{
    games::GameKind,
    i18n::{self, Lang},
    store::{GameSummary, PlayerRating, PlayerStats},
    table::{ServerSettings, TableOptions},
};

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
    let fields = crate::faces::stats::stat_fields(lang, s, rating);
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
            let game_no = u32::try_from(g.game_no).unwrap_or(0);
            i18n::history_line(
                lang,
                &i18n::game_id(g.table_id.0, game_no),
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

/// One game's defaults for new tables in this server, under the names `/rumino-settings` takes;
/// `set` names the options the server set itself.
pub fn game_settings_embed(
    lang: Lang,
    kind: GameKind,
    options: &TableOptions,
    set: &[&str],
) -> CreateEmbed {
    let lines = i18n::option_lines(lang, &options.values(), set);
    CreateEmbed::new()
        .title(i18n::game_settings_title(lang, kind))
        .description(clip(&lines.join("\n"), 4096))
        .color(COLOR_LOBBY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        discord::views::tests::check_limits,
        ids::{PlayerId, TableId},
        store::{GameRef, SeatOutcome},
    };

    fn json(embed: CreateEmbed) -> serde_json::Value {
        let body = poise::serenity_prelude::CreateInteractionResponseMessage::new().embed(embed);
        serde_json::to_value(body).unwrap()
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
            let j = json(stats_embed(lang, game, &name, &stats, None));
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
            let j = json(stats_embed(lang, game, &name, &stats, Some(&rating)));
            check_limits(&j);
            assert_eq!(j["embeds"][0]["fields"].as_array().unwrap().len(), 16);
            let first = &j["embeds"][0]["fields"][0];
            assert_eq!(
                first["name"],
                i18n::stat_label(lang, i18n::StatLabel::Rating)
            );
            check_limits(&json(stats_embed(
                lang,
                game,
                &name,
                &PlayerStats::default(),
                None,
            )));
            let j = json(history_embed(lang, game, &name, &vec![summary.clone(); 50]));
            check_limits(&j);
            check_limits(&json(history_embed(lang, game, &name, &[])));
            let settings = ServerSettings {
                channels: (0..25)
                    .map(|i| crate::ids::ChannelId(i64::MAX - i))
                    .collect(),
                ..ServerSettings::default()
            };
            check_limits(&json(settings_embed(lang, &settings)));
        }
    }
}
