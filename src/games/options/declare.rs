//! An option declared once, as data: its name as players type it (Discord, `rumino play
//! --option`), what it does in both languages, what values it takes and how the table footer
//! says it. Slash commands, the option check, server settings, the CLI and the footer all read
//! these declarations, so an option is spelled in one place: its game's `options.rs`.

use serde::{Deserialize, Serialize};

use super::OptionError;
use crate::lang::Lang;

/// A text of the message catalogue, by its id: what an option does, a choice's label, how the
/// footer says a value, a counter's name. Declared as data, said in every language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Text(pub &'static str);

impl Text {
    #[must_use]
    pub const fn new(id: &'static str) -> Text {
        Text(id)
    }

    /// The text in `lang`.
    #[must_use]
    pub fn get(self, lang: Lang) -> &'static str {
        crate::lang::catalogue::said(lang, self.0)
    }

    /// The text in `lang` with its `{ $value }` filled in ("to 100 points").
    #[must_use]
    pub fn with_value(self, lang: Lang, value: &str) -> String {
        crate::lang::catalogue::say(lang, self.0, &[("value", value.to_owned().into())])
    }
}

/// A name in English and Italian, as Discord's commands and options are named in the code
/// (their other languages are in the catalogue's `commands.ftl`), or a document in both.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Words {
    pub en: &'static str,
    pub it: &'static str,
}

impl Words {
    #[must_use]
    pub const fn new(en: &'static str, it: &'static str) -> Words {
        Words { en, it }
    }

    /// The name in `lang`: English, Italian, or as the catalogue names the command or option
    /// for the other languages' Discord clients (English where it does not).
    #[must_use]
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::It => self.it,
            _ => crate::lang::catalogue::command_word(lang, self.en).unwrap_or(self.en),
        }
    }
}

/// One value a choice option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ChoiceDecl {
    /// What Discord sends and `--option` reads (`german`).
    pub value: &'static str,
    /// What players read (`German 36`).
    pub label: Text,
}

/// The values an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number in `min..=max`.
    Int { min: i64, max: i64 },
    /// Yes or no.
    Bool,
    /// One of these.
    Choice(&'static [ChoiceDecl]),
}

/// How the table footer says an option's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Not in the footer (the title says it, as it does the stake).
    Never,
    /// Its `$value` is the value (a choice's label).
    Value(Text),
    /// What is said when the option is on, and when it is off (empty: nothing).
    YesNo { yes: Text, no: Text },
    /// As [`Shown::Value`], but `zero` for a number 0 (no initial meld).
    ValueOrZero { value: Text, zero: Text },
    /// A count: `one` for 1 ("1 hand"), else `many` with its `$value` ("5 hands").
    Count { one: Text, many: Text },
}

/// An option as players see it. See the module docs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionDecl {
    /// The name typed in English (`knock_limit`); also the name stored in server settings.
    pub name: &'static str,
    /// The name typed in Italian (`limite_bussata`).
    pub it_name: &'static str,
    /// What the option does (Discord's description: at most 100 characters).
    pub about: Text,
    pub kind: OptionKind,
    pub shown: Shown,
}

/// A value of an option: a number, yes or no, or a choice's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Choice(String),
}

impl OptionValue {
    /// The number, or 0 for another kind (a declaration's check runs before any setter).
    #[must_use]
    pub fn int(&self) -> i64 {
        match self {
            OptionValue::Int(n) => *n,
            _ => 0,
        }
    }

    /// The number as an unsigned count, clamped into `T` (checked ranges always fit).
    #[must_use]
    pub fn count<T: TryFrom<i64> + Default>(&self) -> T {
        T::try_from(self.int()).unwrap_or_default()
    }

    /// Yes or no; no for another kind.
    #[must_use]
    pub fn yes(&self) -> bool {
        matches!(self, OptionValue::Bool(true))
    }

    /// The choice's value; empty for another kind.
    #[must_use]
    pub fn choice(&self) -> &str {
        match self {
            OptionValue::Choice(c) => c,
            _ => "",
        }
    }
}

impl OptionDecl {
    /// The name in `lang`, as players type it.
    #[must_use]
    pub fn name_in(&self, lang: Lang) -> &'static str {
        self.words_of_name().get(lang)
    }

    /// This option with its whole-number range narrowed to `min..=max` (a game's seats).
    #[must_use]
    pub const fn ranged(mut self, min: i64, max: i64) -> OptionDecl {
        self.kind = OptionKind::Int { min, max };
        self
    }

    /// Whether `value` is one this option takes.
    ///
    /// # Errors
    /// [`OptionError::OutOfRange`] for a number out of range, [`OptionError::NotAChoice`] for a
    /// choice it does not have, [`OptionError::WrongKind`] for another kind of value.
    pub fn check(&self, value: &OptionValue) -> Result<(), OptionError> {
        match (self.kind, value) {
            (OptionKind::Int { min, max }, OptionValue::Int(n)) if (min..=max).contains(n) => {
                Ok(())
            }
            (OptionKind::Int { min, max }, OptionValue::Int(_)) => Err(OptionError::OutOfRange {
                name: self.words_of_name(),
                min,
                max,
            }),
            (OptionKind::Bool, OptionValue::Bool(_)) => Ok(()),
            (OptionKind::Choice(choices), OptionValue::Choice(c))
                if choices.iter().any(|d| d.value == c) =>
            {
                Ok(())
            }
            (OptionKind::Choice(choices), OptionValue::Choice(_)) => Err(OptionError::NotAChoice {
                name: self.words_of_name(),
                choices,
            }),
            _ => Err(OptionError::WrongKind(self.words_of_name())),
        }
    }

    /// Reads a value as typed in the terminal: a number, yes or no, or a choice's value.
    ///
    /// # Errors
    /// What the option takes, when `text` is not that.
    pub fn read(&self, text: &str) -> Result<OptionValue, String> {
        let text = text.trim().to_lowercase();
        let value = match self.kind {
            OptionKind::Int { min, max } => text.parse().map(OptionValue::Int).map_err(|_| {
                format!(
                    "{} takes a whole number from {min} to {max}, not \"{text}\"",
                    self.name
                )
            })?,
            OptionKind::Bool => match text.as_str() {
                "yes" | "true" | "on" | "y" => OptionValue::Bool(true),
                "no" | "false" | "off" | "n" => OptionValue::Bool(false),
                _ => return Err(format!("{} takes yes or no, not \"{text}\"", self.name)),
            },
            OptionKind::Choice(choices) => {
                let found = choices
                    .iter()
                    .find(|c| c.value == text || c.label.get(Lang::En).eq_ignore_ascii_case(&text));
                let Some(found) = found else {
                    let values: Vec<&str> = choices.iter().map(|c| c.value).collect();
                    return Err(format!(
                        "{} takes {}, not \"{text}\"",
                        self.name,
                        values.join(" or ")
                    ));
                };
                OptionValue::Choice(found.value.to_owned())
            }
        };
        self.check(&value).map_err(|e| e.to_string())?;
        Ok(value)
    }

    fn words_of_name(&self) -> Words {
        Words {
            en: self.name,
            it: self.it_name,
        }
    }
}

/// One option of a game: its declaration and how it reads and writes the game's options.
pub struct GameOption<O: 'static> {
    pub decl: OptionDecl,
    /// The value in `O`; `None` when unset (a game to a target rather than a number of hands).
    pub get: fn(&O) -> Option<OptionValue>,
    /// Sets a value [`OptionDecl::check`] accepted.
    pub set: fn(&mut O, &OptionValue),
}

/// The stake every game but Rummoli asks (R23, Y, T, N): shared so it reads the same everywhere.
pub const STAKE: OptionDecl = OptionDecl {
    name: "stake",
    it_name: "posta",
    about: Text::new("options-option-stake-about"),
    kind: OptionKind::Int {
        min: 0,
        max: super::MAX_STAKE as i64,
    },
    shown: Shown::Never,
};

/// Whether a game counts for the server's Elo rating ([`crate::games::rating`]): every game
/// that rates declares it, so it reads the same everywhere. It is a server's choice per game
/// (`/rumino-settings <game>`), not a start option: see [`crate::table::declared`].
pub const RATED: OptionDecl = OptionDecl {
    name: "rated",
    it_name: "classificata",
    about: Text::new("options-option-rated-about"),
    kind: OptionKind::Bool,
    shown: Shown::YesNo {
        yes: Text::new("options-option-rated-yes"),
        no: Text::new("options-option-rated-no"),
    },
};

/// Finds `name` (as typed in either language) among `options`.
#[must_use]
pub fn find<'a>(options: &'a [OptionDecl], name: &str) -> Option<&'a OptionDecl> {
    options.iter().find(|d| d.name == name || d.it_name == name)
}
