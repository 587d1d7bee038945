//! `--option NAME=VALUE`: a table option under the name Discord gives it (`/rumino start
//! <game>`, and `/rumino-settings server` for the computer players' pause), read by the game's
//! own declaration ([`crate::games::OptionDecl::read`]) and set by the same
//! [`TableOptions::choose`] the bot uses, so the same code checks both. `seats` and `bot_level`
//! are `--players` and `--ai` under their Discord names.

use crate::{
    games::{options::RATED, GameKind, OptionDecl, OptionValue},
    table::{declared, Offered, TableOptions, COMPUTERS},
};

/// The computer players' pause: a server setting on Discord, an option here.
const COMPUTER_DELAY: &str = "computer_delay_ms";

/// The options of `kind`'s tables that a game in the terminal takes: those of `/rumino start
/// <game>` (which leaves out `rated`: nothing is rated here either) but the computer players to
/// seat, which `seats` (or `--players`) already says.
fn taken(kind: GameKind) -> Vec<OptionDecl> {
    let mut taken = declared(kind, Offered::Start);
    taken.retain(|d| d.name != COMPUTERS.name);
    taken
}

/// Every name `--option` takes in some game, as Discord names the option.
#[must_use]
pub fn names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = GameKind::ALL
        .iter()
        .flat_map(|k| taken(*k))
        .map(|d| d.name)
        .collect();
    names.push(COMPUTER_DELAY);
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(*n));
    names
}

/// One `--option` as typed: a name and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub value: String,
}

/// Reads `NAME=VALUE` (for clap).
///
/// # Errors
/// No `=`, or a name that is no game's option, with the names there are.
pub fn parse_named(text: &str) -> Result<Named, String> {
    let Some((name, value)) = text.split_once('=') else {
        return Err(format!(
            "write an option as NAME=VALUE, like target=100 (names: {})",
            names().join(", ")
        ));
    };
    let name = name.trim().to_lowercase().replace('-', "_");
    if name == RATED.name {
        return Err(
            "\"rated\" does not apply here: games in the terminal are never rated (leave it out)"
                .to_owned(),
        );
    }
    if name == COMPUTERS.name {
        return Err(format!(
            "\"{name}\" does not apply here: say how many play, you included, with --players N or \
             --option seats=N"
        ));
    }
    if !names().contains(&name.as_str()) {
        return Err(format!(
            "\"{name}\" is not an option: choose {}",
            names().join(", ")
        ));
    }
    Ok(Named {
        name,
        value: value.trim().to_owned(),
    })
}

/// Sets each named option on `table`, read and checked by its declaration.
///
/// # Errors
/// An option this game's tables do not have, with the ones they have; a value that does not
/// read as what its option takes, or is out of its range.
pub fn apply(named: &[Named], table: &mut TableOptions) -> Result<(), String> {
    let own = taken(table.game.kind());
    for Named { name, value } in named {
        if name == COMPUTER_DELAY {
            table.computer_delay_ms = value
                .parse()
                .map_err(|_| format!("{name} takes a whole number, not \"{value}\""))?;
            continue;
        }
        let Some(decl) = own.iter().find(|d| d.name == name) else {
            let names: Vec<&str> = own.iter().map(|d| d.name).collect();
            return Err(format!(
                "\"{name}\" is not an option of this game: it takes {}",
                names.join(", ")
            ));
        };
        let value: OptionValue = decl.read(value).map_err(|e| e.replace('`', "\""))?;
        table
            .choose(name, &value)
            .map_err(|e| e.to_string().replace('`', "\""))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::{
        discord::option_check::registered,
        games::{AnyOptions, GameKind},
    };

    /// The names of the options of `/<command> <path>` as registered with Discord.
    fn discord_names(command: &str, path: &str) -> Vec<String> {
        let mut at = registered()
            .iter()
            .find(|c| c["name"] == command)
            .expect("the command is registered");
        for step in path.split_whitespace() {
            at = at["options"]
                .as_array()
                .and_then(|subs| subs.iter().find(|s| s["name"] == step))
                .expect("the subcommand is registered");
        }
        at["options"]
            .as_array()
            .map(|o| {
                o.iter()
                    .filter_map(|v: &Value| v["name"].as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn every_name_is_discords_and_every_option_of_start_is_taken() {
        let mut discord = discord_names("rumino-settings", "server");
        for &kind in GameKind::ALL {
            let (sub, _) = crate::discord::subcommand_name(kind);
            let start = discord_names("rumino", &format!("start {sub}"));
            // What `--players` says on the command line.
            for name in start.iter().filter(|n| *n != "bots") {
                assert!(names().contains(&name.as_str()), "--option lacks {name}");
            }
            discord.extend(start);
            // A server's choice per game (`rated`) is a `/rumino-settings <game>` option only.
            discord.extend(discord_names("rumino-settings", sub));
        }
        for name in names() {
            assert!(
                discord.iter().any(|n| n == name),
                "{name} is no Discord option name"
            );
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
            players: Some(2),
            level: None,
            options,
            seed: None,
            autoplay: false,
            lang: crate::i18n::Lang::En,
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
        // Rummoli's stake is its buy-in, under that name.
        let e = chosen(GameKind::Rummoli, &["stake=20"]).unwrap_err();
        assert!(e.contains("buy_in"), "{e}");
        assert!(chosen(GameKind::Rummoli, &["buy_in=20"]).is_ok());
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
