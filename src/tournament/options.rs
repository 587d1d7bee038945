//! A tournament's own options, declared as a game's are ([`crate::games::options`]), so the
//! command, its registration and its checks read them from one place. The tables' options are
//! the game's and the table's own, as `/rumino start` declares them, but for the seats (the
//! table size), the computer players to seat (computers fill the field instead) and money: a
//! tournament's only money is its entry, so its tables play at the smallest stake their game
//! allows ([`without_money`]), whatever the server's defaults say.

use super::{Format, DEFAULT_ROUNDS, PLAYERS};
use crate::{
    games::{
        options::Text, AnyOptions, GameKind, OptionDecl, OptionError, OptionKind, OptionValue,
    },
    table::{choice, own_option, TableOptions},
};

pub const FORMAT: OptionDecl = own_option(
    "format",
    "formula",
    Text::new("options-swiss-everyone-plays-every-round"),
    OptionKind::Choice(&[
        choice("swiss", Text::new("options-choice-swiss")),
        choice("knockout", Text::new("options-choice-knockout")),
    ]),
);

pub const PLAYERS_DECL: OptionDecl = own_option(
    "players",
    "giocatori",
    Text::new("options-players-the-tournament-takes"),
    OptionKind::Int {
        min: *PLAYERS.start() as i64,
        max: *PLAYERS.end() as i64,
    },
);

pub const TABLE_SIZE: OptionDecl = own_option(
    "table_size",
    "posti_tavolo",
    Text::new("options-players-at-each-table"),
    OptionKind::Int { min: 2, max: 8 },
);

pub const ROUNDS: OptionDecl = own_option(
    "rounds",
    "turni",
    Text::new("options-rounds-of-a-swiss-tournament"),
    OptionKind::Int { min: 1, max: 10 },
);

/// The buy-in. Not named `buy_in`: that is Rummoli's table option.
pub const ENTRY: OptionDecl = own_option(
    "entry",
    "iscrizione",
    Text::new("options-buy-in-chips-each-player"),
    OptionKind::Int {
        min: 0,
        max: crate::games::MAX_STAKE as i64,
    },
);

/// The tournament's own choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub format: Format,
    pub players: u8,
    pub table_size: u8,
    pub rounds: u8,
    pub entry: u64,
}

impl Settings {
    /// The defaults for `kind`: Swiss, 8 players, tables of 4 (or the game's most), 3 rounds,
    /// no buy-in.
    #[must_use]
    pub fn default_for(kind: GameKind) -> Settings {
        Settings {
            format: Format::Swiss,
            players: 8,
            table_size: 4.min(*kind.seat_range().end()),
            rounds: DEFAULT_ROUNDS,
            entry: 0,
        }
    }

    /// Sets option `name` if it is one of the tournament's; `Ok(false)` when it is not.
    ///
    /// # Errors
    /// A value the declaration refuses.
    pub fn choose(&mut self, name: &str, value: &OptionValue) -> Result<bool, OptionError> {
        let Some(decl) = crate::games::options::find(&own(), name).copied() else {
            return Ok(false);
        };
        decl.check(value)?;
        match decl.name {
            n if n == FORMAT.name => {
                self.format = Format::parse(value.choice()).unwrap_or(Format::Swiss);
            }
            n if n == PLAYERS_DECL.name => self.players = value.count(),
            n if n == TABLE_SIZE.name => self.table_size = value.count(),
            n if n == ROUNDS.name => self.rounds = value.count(),
            _ => self.entry = value.count(),
        }
        Ok(true)
    }
}

fn own() -> [OptionDecl; 5] {
    [FORMAT, PLAYERS_DECL, TABLE_SIZE, ROUNDS, ENTRY]
}

/// The options of `/rumino-tournament create <game>`: the tournament's (the table size in the
/// game's range), then the tables' as `/rumino start` declares them, without seats, computer
/// players to seat and money.
#[must_use]
pub fn declared(kind: GameKind) -> Vec<OptionDecl> {
    let seats = kind.seat_range();
    let mut all = own().to_vec();
    all[2] = TABLE_SIZE.ranged(i64::from(*seats.start()), i64::from(*seats.end()));
    let table = crate::table::declared(kind, crate::table::Offered::Start);
    let money = money(kind);
    all.extend(
        table
            .into_iter()
            .filter(|d| d.name != "seats" && d.name != "bots" && !money.contains(d)),
    );
    all
}

/// The options of `kind` that are money: the ones that set the chips each player pays in (the
/// stake; Rummoli's buy-in, which makes its stacks). Found from the declarations and the game's
/// own `stake`, so a game declares its money once, where it declares the option.
#[must_use]
pub fn money(kind: GameKind) -> Vec<OptionDecl> {
    let stake_at = |decl: &OptionDecl, n: i64| {
        let mut options = AnyOptions::default_for(kind);
        options.choose(decl.name, &OptionValue::Int(n)).ok()?;
        Some(options.stake())
    };
    kind.options()
        .into_iter()
        .filter(|d| match d.kind {
            OptionKind::Int { min, max } => stake_at(d, min) != stake_at(d, max),
            _ => false,
        })
        .collect()
}

/// `options` with every money option at the smallest its declaration allows: no chips at all in
/// a game that can be played for none, else the least it can (Rummoli's one ante).
#[must_use]
pub fn without_money(mut options: TableOptions) -> TableOptions {
    for decl in money(options.game.kind()) {
        if let OptionKind::Int { min, .. } = decl.kind {
            if let Err(error) = options.game.choose(decl.name, &OptionValue::Int(min)) {
                tracing::warn!(%error, option = decl.name, "a money option kept its value");
            }
        }
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tournaments_options_come_first_and_no_name_is_taken_twice() {
        for &kind in GameKind::ALL {
            let names: Vec<&str> = declared(kind).iter().map(|d| d.name).collect();
            assert_eq!(
                names[..5],
                ["format", "players", "table_size", "rounds", "entry"]
            );
            assert!(!names.contains(&"stake") && !names.contains(&"buy_in"));
            let mut unique = names.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), names.len(), "{kind:?}: {names:?}");
            assert!(!names.contains(&"seats") && !names.contains(&"bots"));
        }
    }

    #[test]
    fn money_is_the_stake_or_the_stacks_and_tournament_tables_play_at_its_least() {
        let names = |kind| -> Vec<&str> { money(kind).iter().map(|d| d.name).collect() };
        assert_eq!(names(GameKind::Rummy), ["stake"]);
        assert_eq!(names(GameKind::Rummoli), ["buy_in"]);
        for &kind in GameKind::ALL {
            // A server's default of 551,729 chips, as `/rumino-settings` may set it.
            let mut server = TableOptions {
                game: AnyOptions::default_for(kind),
                seats: *kind.seat_range().start(),
                ..TableOptions::default()
            };
            let decl = money(kind)[0];
            server
                .game
                .choose(decl.name, &OptionValue::Int(551_729))
                .unwrap();
            let table = without_money(server);
            let least = if kind == GameKind::Rummoli { 9 } else { 0 };
            assert_eq!(table.game.stake(), least, "{kind:?}");
            assert_eq!(table.validate(), Ok(()), "{kind:?}");
        }
    }

    #[test]
    fn choices_are_checked_against_their_declarations() {
        let mut s = Settings::default_for(GameKind::Rummy);
        assert_eq!(
            s.choose("formula", &OptionValue::Choice("knockout".into())),
            Ok(true)
        );
        assert_eq!(s.format, Format::Knockout);
        assert!(s.choose("players", &OptionValue::Int(3)).is_err());
        assert_eq!(s.players, 8, "a refused value changes nothing");
        assert_eq!(s.choose("target", &OptionValue::Int(100)), Ok(false));
    }
}
