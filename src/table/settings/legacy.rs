//! Settings as stored, by this version or an older one. Before each game had its own defaults a
//! server set one stake, seats, knock limit, Q-K-A rule, undercut penalty, turn clock and rebuy
//! window for every table, each applied to the games that had such an option (Rummoli kept its
//! own buy-in). On load each becomes the default of every game whose tables take that option,
//! where it differs from the game's own default: every table opens as it did, and a server that
//! never changed a value follows the bot's defaults as before.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::{ComputerRanking, GameSettings, PictureColours, ServerSettings};
use crate::{
    games::{GameKind, OptionValue},
    ids::ChannelId,
    table::TableOptions,
};

/// [`ServerSettings`] as any version stored it.
#[derive(Deserialize)]
#[serde(default)]
pub(super) struct Stored {
    starting_chips: u64,
    daily_grant: u64,
    games: BTreeMap<GameKind, GameSettings>,
    channels: Vec<ChannelId>,
    computer_delay_ms: Option<u32>,
    computers_in_rankings: ComputerRanking,
    win_rate_min_games: u32,
    pictures: bool,
    picture_colours: PictureColours,
    web: bool,
    turn_pings: bool,
    /// Settings for every game, as stored before games had their own.
    stake: Option<u64>,
    seats: Option<u8>,
    knock_limit: Option<u16>,
    turn_seconds: Option<u32>,
    ace_high: Option<bool>,
    undercut_penalty: Option<bool>,
    rebuy_seconds: Option<u32>,
}

impl Default for Stored {
    fn default() -> Self {
        let s = ServerSettings::default();
        Stored {
            starting_chips: s.starting_chips,
            daily_grant: s.daily_grant,
            games: s.games,
            channels: s.channels,
            computer_delay_ms: s.computer_delay_ms,
            computers_in_rankings: s.computers_in_rankings,
            win_rate_min_games: s.win_rate_min_games,
            pictures: s.pictures,
            picture_colours: s.picture_colours,
            web: s.web,
            turn_pings: s.turn_pings,
            stake: None,
            seats: None,
            knock_limit: None,
            turn_seconds: None,
            ace_high: None,
            undercut_penalty: None,
            rebuy_seconds: None,
        }
    }
}

impl From<Stored> for ServerSettings {
    fn from(stored: Stored) -> ServerSettings {
        let int = |n: Option<u64>| n.map(|n| OptionValue::Int(n as i64));
        let old: [(&str, Option<OptionValue>); 7] = [
            ("stake", int(stored.stake)),
            ("seats", int(stored.seats.map(u64::from))),
            ("knock_limit", int(stored.knock_limit.map(u64::from))),
            ("turn_seconds", int(stored.turn_seconds.map(u64::from))),
            ("ace_high", stored.ace_high.map(OptionValue::Bool)),
            (
                "undercut_penalty",
                stored.undercut_penalty.map(OptionValue::Bool),
            ),
            ("rebuy_seconds", int(stored.rebuy_seconds.map(u64::from))),
        ];
        let mut games = stored.games;
        for &kind in GameKind::ALL {
            carry_over(kind, &old, games.entry(kind).or_default());
        }
        games.retain(|_, set| !set.is_empty());
        ServerSettings {
            starting_chips: stored.starting_chips,
            daily_grant: stored.daily_grant,
            games,
            channels: stored.channels,
            computer_delay_ms: stored.computer_delay_ms,
            computers_in_rankings: stored.computers_in_rankings,
            win_rate_min_games: stored.win_rate_min_games,
            pictures: stored.pictures,
            picture_colours: stored.picture_colours,
            web: stored.web,
            turn_pings: stored.turn_pings,
        }
    }
}

/// Adds to `set` (one game's defaults) each old setting the game's tables take, where the old
/// value differs from what the game's tables would otherwise have. Seats are clamped to the
/// game's range, as opening a table did. A game's own setting, if any, wins.
fn carry_over(kind: GameKind, old: &[(&str, Option<OptionValue>)], set: &mut GameSettings) {
    let defaults = super::base(kind, TableOptions::default()).values();
    let range = kind.seat_range();
    for (name, value) in old {
        let Some(mut value) = value.clone() else {
            continue;
        };
        let Some((_, default)) = defaults.iter().find(|(d, _)| d.name == *name) else {
            continue;
        };
        if *name == "seats" {
            let seats = value
                .int()
                .clamp(i64::from(*range.start()), i64::from(*range.end()));
            value = OptionValue::Int(seats);
        }
        if default.as_ref() != Some(&value) && !set.contains_key(*name) {
            set.insert((*name).to_owned(), value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(json: &str) -> ServerSettings {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn old_or_partial_json_loads_with_defaults() {
        let s = load(r#"{"daily_grant": 50}"#);
        assert_eq!(s.daily_grant, 50);
        assert!(
            s.pictures,
            "pictures are on unless a server turned them off"
        );
        assert_eq!(
            s.picture_colours,
            PictureColours::Four,
            "four colours by default"
        );
        assert_eq!(s.starting_chips, 1000);
        assert_eq!(load("{}"), ServerSettings::default());
        let two = load(r#"{"picture_colours": "two"}"#);
        assert_eq!(two.picture_colours, PictureColours::Two);
        let saved = serde_json::to_string(&two).unwrap();
        assert_eq!(load(&saved), two, "saved as it loads");
    }

    /// Settings as the previous version wrote them: every field, most at their defaults.
    #[test]
    fn old_settings_become_each_games_defaults_where_the_game_has_the_option() {
        let s = load(
            r#"{"starting_chips":500,"daily_grant":100,"stake":25,"seats":6,"knock_limit":9,
            "turn_seconds":120,"ace_high":true,"undercut_penalty":false,"rebuy_seconds":60,
            "channels":[7],"computer_delay_ms":null,"computers_in_rankings":"separate",
            "win_rate_min_games":5}"#,
        );
        let get = |kind: GameKind| s.games.get(&kind).cloned().unwrap_or_default();
        let rumino = get(GameKind::Rumino);
        assert_eq!(rumino.get("stake"), Some(&OptionValue::Int(25)));
        assert_eq!(rumino.get("knock_limit"), Some(&OptionValue::Int(9)));
        assert_eq!(rumino.get("ace_high"), Some(&OptionValue::Bool(true)));
        assert_eq!(
            rumino.len(),
            3,
            "the values at their defaults stay unset: {rumino:?}"
        );
        assert_eq!(get(GameKind::Rummy).len(), 2, "stake and Q-K-A");
        assert_eq!(get(GameKind::Ramino).len(), 1, "the stake");
        assert!(
            get(GameKind::Rummoli).is_empty(),
            "Rummoli kept its own buy-in"
        );
        assert_eq!(s.starting_chips, 500);
        assert_eq!(s.channels, [ChannelId(7)]);
        assert_eq!(s.validate(), Ok(()));
    }

    #[test]
    fn carried_seats_are_clamped_to_each_games_range_as_opening_did() {
        let s = load(r#"{"seats":3}"#);
        for kind in [GameKind::Rumino, GameKind::Ramino, GameKind::Rummoli] {
            let options = s.table_options(kind, TableOptions::default());
            assert_eq!(options.seats, 3, "{kind}");
        }
        let s = load(r#"{"seats":6,"turn_seconds":300}"#);
        let ramino = s.table_options(GameKind::Ramino, TableOptions::default());
        assert_eq!((ramino.seats, ramino.turn_seconds), (4, 300));
    }

    #[test]
    fn settings_saved_now_load_back_unchanged() {
        let mut s = ServerSettings::default();
        s.set_default(
            GameKind::Ramino,
            "pack",
            OptionValue::Choice("german".into()),
        )
        .unwrap();
        s.set_default(GameKind::Rumino, "rebuy_seconds", OptionValue::Int(90))
            .unwrap();
        let json = serde_json::to_string(&s).unwrap();
        assert!(
            json.contains(r#""games":{"rumino":{"rebuy_seconds":90},"ramino":{"pack":"german"}}"#),
            "{json}"
        );
        assert_eq!(load(&json), s);
    }
}
