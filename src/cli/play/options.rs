//! `--option NAME=VALUE`: a table option under the name Discord gives it (`/rumino start`, and
//! `/rumino settings` for the computer players' pause), read into the same [`OptionChoices`] and
//! [`TableOptions`] the bot fills, so the same code checks them: [`AnyOptions::choose`] refuses
//! an option the game does not have, [`TableOptions::validate`] one out of its range.
//!
//! Only the spelling of values is read here (a number, yes or no, a pack's name).
//!
//! [`AnyOptions::choose`]: crate::games::AnyOptions::choose

use crate::{
    games::{OptionChoices, PackChoice, PokerChoice, SuitNamesChoice},
    table::TableOptions,
};

/// Every name `--option` takes, as Discord names the option.
pub const NAMES: [&str; 16] = [
    "stake",
    "knock_limit",
    "ace_high",
    "undercut_penalty",
    "target",
    "hands",
    "discard_must_meld",
    "must_discard_to_go_out",
    "pack",
    "suit_names",
    "poker",
    "initial_meld",
    "rated",
    "turn_seconds",
    "rebuy_seconds",
    "computer_delay_ms",
];

/// One `--option` as typed: a name and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub value: String,
}

/// Reads `NAME=VALUE` (for clap).
///
/// # Errors
/// No `=`, or a name that is not an option, with the names there are.
pub fn parse_named(text: &str) -> Result<Named, String> {
    let Some((name, value)) = text.split_once('=') else {
        return Err(format!(
            "write an option as NAME=VALUE, like target=100 (names: {})",
            NAMES.join(", ")
        ));
    };
    let name = name.trim().to_lowercase().replace('-', "_");
    if !NAMES.contains(&name.as_str()) {
        return Err(format!(
            "\"{name}\" is not an option: choose {}",
            NAMES.join(", ")
        ));
    }
    Ok(Named {
        name,
        value: value.trim().to_lowercase(),
    })
}

/// Sets each named option in `choices` (the game's) or `table` (the table's clocks).
///
/// # Errors
/// A value that does not read as what its option takes, saying what it takes.
pub fn apply(
    named: &[Named],
    choices: &mut OptionChoices,
    table: &mut TableOptions,
) -> Result<(), String> {
    for Named { name, value } in named {
        let c = &mut *choices;
        match name.as_str() {
            "stake" => c.stake = Some(number(name, value)?),
            "knock_limit" => c.knock_limit = Some(number(name, value)?),
            "ace_high" => c.ace_high = Some(yes_no(name, value)?),
            "undercut_penalty" => c.undercut_penalty = Some(yes_no(name, value)?),
            "target" => c.target = Some(number(name, value)?),
            "hands" => c.hands = Some(number(name, value)?),
            "discard_must_meld" => c.discard_must_meld = Some(yes_no(name, value)?),
            "must_discard_to_go_out" => c.must_discard_to_go_out = Some(yes_no(name, value)?),
            "pack" => c.pack = Some(pack(value)?),
            "suit_names" => c.suit_names = Some(suit_names(value)?),
            "poker" => c.poker = Some(poker(value)?),
            "initial_meld" => c.initial_meld = Some(number(name, value)?),
            "rated" => c.rated = Some(yes_no(name, value)?),
            "turn_seconds" => table.turn_seconds = number(name, value)?,
            "rebuy_seconds" => table.rebuy_seconds = number(name, value)?,
            "computer_delay_ms" => table.computer_delay_ms = number(name, value)?,
            other => return Err(format!("\"{other}\" is not an option")),
        }
    }
    Ok(())
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{name} takes a whole number, not \"{value}\""))
}

fn yes_no(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "yes" | "true" | "on" | "y" => Ok(true),
        "no" | "false" | "off" | "n" => Ok(false),
        _ => Err(format!("{name} takes yes or no, not \"{value}\"")),
    }
}

fn pack(value: &str) -> Result<PackChoice, String> {
    match value {
        "italian" | "italian40" | "italian_40" => Ok(PackChoice::Italian),
        "german" | "german36" | "german_36" => Ok(PackChoice::German),
        _ => Err(format!("pack takes italian or german, not \"{value}\"")),
    }
}

fn suit_names(value: &str) -> Result<SuitNamesChoice, String> {
    match value {
        "french" => Ok(SuitNamesChoice::French),
        "italian" => Ok(SuitNamesChoice::Italian),
        _ => Err(format!(
            "suit_names takes french or italian, not \"{value}\""
        )),
    }
}

fn poker(value: &str) -> Result<PokerChoice, String> {
    match value {
        "showdown" => Ok(PokerChoice::Showdown),
        "betting" => Ok(PokerChoice::Betting),
        _ => Err(format!("poker takes showdown or betting, not \"{value}\"")),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::{
        discord::option_check::registered,
        games::{AnyOptions, GameKind},
    };

    /// The names of the options of `/rumino <sub>` as registered with Discord.
    fn discord_names(sub: &str) -> Vec<String> {
        let rumino = registered()
            .iter()
            .find(|c| c["name"] == "rumino")
            .expect("/rumino is registered");
        let sub = rumino["options"]
            .as_array()
            .and_then(|subs| subs.iter().find(|s| s["name"] == sub))
            .expect("the subcommand is registered");
        sub["options"]
            .as_array()
            .map(|o| {
                o.iter()
                    .filter_map(|v: &Value| v["name"].as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn every_name_is_discords_and_every_game_option_of_start_is_taken() {
        let start = discord_names("start");
        let settings = discord_names("settings");
        for name in NAMES {
            assert!(
                start.iter().any(|n| n == name) || settings.iter().any(|n| n == name),
                "{name} is no Discord option name"
            );
        }
        // What `--game`, `--players` and `--ai` say on the command line.
        let flags = ["game", "seats", "bots", "bot_level"];
        for name in start.iter().filter(|n| !flags.contains(&n.as_str())) {
            assert!(NAMES.contains(&name.as_str()), "--option lacks {name}");
        }
    }

    /// The table `rumino play --game KIND --players 2 --option …` would open, or its refusal.
    fn chosen(kind: GameKind, typed: &[&str]) -> Result<TableOptions, String> {
        let options: Vec<Named> = typed
            .iter()
            .map(|t| parse_named(t))
            .collect::<Result<_, _>>()?;
        let args = super::super::Args {
            game: kind,
            players: 2,
            level: crate::games::Level::Normal,
            ace_high: false,
            options,
            seed: None,
            autoplay: false,
        };
        super::super::table_options(&args).map_err(|e| e.to_string())
    }

    #[test]
    fn options_are_read_and_checked_by_the_games_own_code() {
        let german = chosen(GameKind::Ramino, &["pack=German", "target=5"]).unwrap();
        let AnyOptions::Ramino(ramino) = german.game else {
            panic!("not Ramino's options");
        };
        assert_eq!(
            (ramino.pack, ramino.target),
            (crate::games::ramino::PackKind::German, 5)
        );
        let fast = chosen(GameKind::Rummy, &["computer_delay_ms=0", "hands=3"]).unwrap();
        assert_eq!(fast.computer_delay_ms, 0);
        // Refused by the game: Rumino has no target; a target of 0 is out of range.
        let e = chosen(GameKind::Rumino, &["target=100"]).unwrap_err();
        assert!(
            e.contains("\"target\" is not an option of this game"),
            "{e}"
        );
        let e = chosen(GameKind::Ramino, &["target=0"]).unwrap_err();
        assert!(e.contains("between 1 and"), "{e}");
        // Spelling errors say what is taken.
        let e = chosen(GameKind::Rummy, &["ace_high=maybe"]).unwrap_err();
        assert!(e.contains("yes or no"), "{e}");
        let e = chosen(GameKind::Rummy, &["colour=red"]).unwrap_err();
        assert!(
            e.contains("\"colour\" is not an option") && e.contains("stake"),
            "{e}"
        );
        assert!(parse_named("target").unwrap_err().contains("NAME=VALUE"));
    }
}
