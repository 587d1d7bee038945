//! The table's own options (seats, clocks, computer players), declared like a game's
//! ([`crate::games::options`]), and the one list of a game's table options in the order
//! commands show them: the stake, the game's own, then the table's.

use super::TableOptions;
use crate::games::{
    options::{ChoiceDecl, Shown, Text, RATED},
    GameKind, Level, OptionDecl, OptionError, OptionKind, OptionValue,
};

/// An option of the table's or a tournament's own, not a game's: the table footer shows only
/// the game's, so these are never in it.
pub(crate) const fn own_option(
    name: &'static str,
    it_name: &'static str,
    about: Text,
    kind: OptionKind,
) -> OptionDecl {
    OptionDecl {
        name,
        it_name,
        about,
        kind,
        shown: Shown::Never,
    }
}

/// One value of a choice option, with its label.
pub(crate) const fn choice(value: &'static str, label: Text) -> ChoiceDecl {
    ChoiceDecl { value, label }
}

/// Seats at the table; each game narrows the range to what it seats.
pub const SEATS: OptionDecl = own_option(
    "seats",
    "posti",
    Text::new("options-seats-at-the-table"),
    OptionKind::Int { min: 2, max: 8 },
);

/// The longest turn clock: a week, for games played by correspondence.
pub const SLOWEST_TURN_SECONDS: i64 = 7 * 24 * 3600;

/// Turn clocks from this long up make a slow table: its players may be pinged on their turn.
pub const SLOW_TURN_SECONDS: u32 = 15 * 60;

/// The turn clock.
pub const TURN_SECONDS: OptionDecl = own_option(
    "turn_seconds",
    "secondi_turno",
    Text::new("options-option-turn-seconds-about"),
    OptionKind::Int {
        min: 15,
        max: SLOWEST_TURN_SECONDS,
    },
);

/// The rebuy window of games with rebuys.
pub const REBUY_SECONDS: OptionDecl = own_option(
    "rebuy_seconds",
    "secondi_rientro",
    Text::new("options-option-rebuy-seconds-about"),
    OptionKind::Int { min: 10, max: 600 },
);

/// Computer players seated when the table opens (`/rumino start` only).
pub const COMPUTERS: OptionDecl = own_option(
    "bots",
    "computer",
    Text::new("options-computer-players-to-seat-at"),
    OptionKind::Int { min: 0, max: 7 },
);

/// How well computer players play.
pub const COMPUTER_LEVEL: OptionDecl = own_option(
    "bot_level",
    "livello_computer",
    Text::new("options-how-well-computer-players-play"),
    OptionKind::Choice(&LEVELS),
);

/// The choices of [`COMPUTER_LEVEL`], in the order of [`Level::ALL`].
const LEVELS: [ChoiceDecl; 3] = [
    choice("easy", Text::new("options-choice-easy")),
    choice("normal", Text::new("options-choice-normal")),
    choice("hard", Text::new("options-choice-hard")),
];

/// `level` in words, as [`COMPUTER_LEVEL`] offers it: one list names the levels everywhere.
#[must_use]
pub fn level_words(level: Level) -> Text {
    LEVELS[level as usize].label
}

/// Where a list of options is offered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offered {
    /// Opening a table: everything, computer players to seat included, but whether it is rated.
    Start,
    /// A server's defaults for new tables of the game (`rated` included).
    Settings,
}

/// The options of `kind`'s tables, in the order commands list them.
#[must_use]
pub fn declared(kind: GameKind, offered: Offered) -> Vec<OptionDecl> {
    let seats = kind.seat_range();
    let mut all = kind.options();
    if offered == Offered::Start {
        // Whether a game is rated is the server's choice per game, not each opener's: and
        // `/rumino` has no room for it (Discord's 4,000 characters, one option per start
        // subcommand). A table takes it from `/rumino-settings <game>`.
        all.retain(|d| d.name != RATED.name);
    }
    all.push(SEATS.ranged(i64::from(*seats.start()), i64::from(*seats.end())));
    all.push(TURN_SECONDS);
    if kind.rebuys() {
        all.push(REBUY_SECONDS);
    }
    if offered == Offered::Start {
        all.push(COMPUTERS.ranged(0, i64::from(*seats.end()) - 1));
    }
    all.push(COMPUTER_LEVEL);
    all
}

/// A table about to open: its options and the computer players to seat at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub options: TableOptions,
    pub computers: u8,
}

impl TableOptions {
    /// Sets option `name` (English or Italian), the table's own or the game's, checked against
    /// its declaration. Computer players to seat are an [`Opening`]'s.
    ///
    /// # Errors
    /// [`OptionError::NotForGame`] for an option this game's tables do not have; a value the
    /// declaration refuses.
    pub fn choose(&mut self, name: &str, value: &OptionValue) -> Result<(), OptionError> {
        let kind = self.game.kind();
        let Some(decl) =
            crate::games::options::find(&declared(kind, Offered::Settings), name).copied()
        else {
            return Err(OptionError::NotForGame(name.to_owned()));
        };
        decl.check(value)?;
        match decl.name {
            n if n == SEATS.name => self.seats = value.count(),
            n if n == TURN_SECONDS.name => self.turn_seconds = value.count(),
            n if n == REBUY_SECONDS.name => self.rebuy_seconds = value.count(),
            n if n == COMPUTER_LEVEL.name => {
                self.computer_level = value.choice().parse().unwrap_or(Level::Normal);
            }
            n => self.game.choose(n, value)?,
        }
        Ok(())
    }

    /// Each option of these tables' settings with its value (`None`: unset), in command order.
    #[must_use]
    pub fn values(&self) -> Vec<(OptionDecl, Option<OptionValue>)> {
        let mut values = self.game.values();
        let int = |n: u32| Some(OptionValue::Int(i64::from(n)));
        for decl in declared(self.game.kind(), Offered::Settings)
            .into_iter()
            .skip(values.len())
        {
            let value = match decl.name {
                n if n == SEATS.name => int(u32::from(self.seats)),
                n if n == TURN_SECONDS.name => int(self.turn_seconds),
                n if n == REBUY_SECONDS.name => int(self.rebuy_seconds),
                _ => Some(OptionValue::Choice(self.computer_level.name().to_owned())),
            };
            values.push((decl, value));
        }
        values
    }
}

impl Opening {
    /// Sets option `name`: computer players to seat, or one of the table's options.
    ///
    /// # Errors
    /// As [`TableOptions::choose`].
    pub fn choose(&mut self, name: &str, value: &OptionValue) -> Result<(), OptionError> {
        if name != COMPUTERS.name && name != COMPUTERS.it_name {
            return self.options.choose(name, value);
        }
        // The range this game's `start` declares (a seat left for the host).
        let kind = self.options.game.kind();
        let start = declared(kind, Offered::Start);
        let computers = start.iter().find(|d| d.name == COMPUTERS.name);
        computers.copied().unwrap_or(COMPUTERS).check(value)?;
        self.computers = value.count();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyOptions, Words};

    fn table(kind: GameKind) -> TableOptions {
        TableOptions {
            game: AnyOptions::default_for(kind),
            ..TableOptions::default()
        }
    }

    #[test]
    fn the_level_choices_follow_the_levels() {
        let values: Vec<&str> = LEVELS.iter().map(|c| c.value).collect();
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(values, names);
        assert_eq!(
            level_words(Level::Hard).get(crate::lang::Lang::It),
            "difficile"
        );
    }

    #[test]
    fn each_game_lists_its_own_options_then_the_tables() {
        let names = |kind| -> Vec<&str> {
            declared(kind, Offered::Start)
                .iter()
                .map(|d| d.name)
                .collect()
        };
        assert_eq!(
            names(GameKind::Rumino),
            [
                "stake",
                "knock_limit",
                "ace_high",
                "undercut_penalty",
                "seats",
                "turn_seconds",
                "rebuy_seconds",
                "bots",
                "bot_level"
            ]
        );
        assert_eq!(
            names(GameKind::Rummoli),
            [
                "buy_in",
                "hands",
                "poker",
                "seats",
                "turn_seconds",
                "bots",
                "bot_level"
            ]
        );
        assert!(!declared(GameKind::Rummy, Offered::Settings)
            .iter()
            .any(|d| d.name == "bots"));
    }

    #[test]
    fn seats_are_each_games_own_range() {
        let mut ramino = table(GameKind::Ramino);
        assert_eq!(
            ramino.choose("seats", &OptionValue::Int(5)),
            Err(OptionError::OutOfRange {
                name: Words {
                    en: "seats",
                    it: "posti"
                },
                min: 2,
                max: 4
            })
        );
        let mut rummoli = table(GameKind::Rummoli);
        assert_eq!(rummoli.choose("posti", &OptionValue::Int(8)), Ok(()));
        assert_eq!(rummoli.seats, 8);
    }

    #[test]
    fn an_option_of_another_game_is_refused_by_name() {
        let mut rummy = table(GameKind::Rummy);
        let before = rummy;
        assert_eq!(
            rummy.choose("knock_limit", &OptionValue::Int(5)),
            Err(OptionError::NotForGame("knock_limit".into()))
        );
        assert_eq!(
            rummy.choose("rebuy_seconds", &OptionValue::Int(30)),
            Err(OptionError::NotForGame("rebuy_seconds".into()))
        );
        assert_eq!(rummy, before, "a refused option changes nothing");
    }

    #[test]
    fn values_read_back_what_was_chosen() {
        let mut rumino = table(GameKind::Rumino);
        rumino
            .choose("limite_bussata", &OptionValue::Int(12))
            .unwrap();
        rumino
            .choose("bot_level", &OptionValue::Choice("hard".into()))
            .unwrap();
        let values = rumino.values();
        let of = |name: &str| {
            values
                .iter()
                .find(|(d, _)| d.name == name)
                .unwrap()
                .1
                .clone()
        };
        assert_eq!(of("knock_limit"), Some(OptionValue::Int(12)));
        assert_eq!(of("bot_level"), Some(OptionValue::Choice("hard".into())));
        assert_eq!(of("rebuy_seconds"), Some(OptionValue::Int(60)));
    }

    #[test]
    fn computers_to_seat_leave_a_seat_for_the_host() {
        let mut opening = Opening {
            options: table(GameKind::Ramino),
            computers: 0,
        };
        assert!(opening.choose("bots", &OptionValue::Int(4)).is_err());
        assert_eq!(opening.choose("computer", &OptionValue::Int(3)), Ok(()));
        assert_eq!(opening.computers, 3);
    }
}
