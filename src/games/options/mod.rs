//! Table options: each declared once as data ([`declare`]), and what is wrong with a value
//! (`crate::i18n::option_error` says it in each language).

mod declare;

use crate::lang::Lang;

pub use declare::{
    find, ChoiceDecl, GameOption, OptionDecl, OptionKind, OptionValue, Shown, Text, Words, RATED,
    STAKE,
};

/// A [`GameOption`] kept in field `$field` of the game's options: `int` for a whole number,
/// `yes_no` for yes or no. Most options are one field; the few that are not write their own.
macro_rules! field_option {
    ($decl:expr, int $field:ident) => {
        $crate::games::options::GameOption {
            decl: $decl,
            get: |o| Some($crate::games::OptionValue::Int(o.$field as i64)),
            set: |o, v| o.$field = v.count(),
        }
    };
    ($decl:expr, yes_no $field:ident) => {
        $crate::games::options::GameOption {
            decl: $decl,
            get: |o| Some($crate::games::OptionValue::Bool(o.$field)),
            set: |o, v| o.$field = v.yes(),
        }
    };
}
pub(crate) use field_option;

/// Largest stake a table may ask, so a typo cannot lock a server's chips in one pool.
pub const MAX_STAKE: u64 = 1_000_000;

/// An option out of its range, or not one of the game's. The English text is here (logs, the
/// terminal game); players read it in their language through `crate::i18n::option_error`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// A number out of the option's range (`name` as typed in each language).
    #[error("`{}` must be between {} and {}.", name.en, Lang::En.number(*min), Lang::En.number(*max))]
    OutOfRange { name: Words, min: i64, max: i64 },
    /// A value that is not one of the option's choices.
    #[error("`{}` takes one of: {}.", name.en, choices.iter().map(|c| c.value).collect::<Vec<_>>().join(", "))]
    NotAChoice {
        name: Words,
        choices: &'static [ChoiceDecl],
    },
    /// Another kind of value than the option takes (text for a number).
    #[error("`{}` does not take that kind of value.", .0.en)]
    WrongKind(Words),
    /// An option the chosen game does not have (`knock_limit` for Rummy).
    #[error("`{0}` is not an option of this game: leave it out.")]
    NotForGame(String),
    #[error("The computer-player delay can be at most 10,000 ms.")]
    ComputerDelay,
    #[error("The lobby timeout must be between 30 seconds and a day.")]
    LobbySeconds,
}

/// Applies the declared option `name` with `value` to `options`, after checking the value
/// against the declaration.
///
/// # Errors
/// [`OptionError::NotForGame`] when `options` has no such option; the declaration's check.
pub fn choose<O>(
    declared: &[GameOption<O>],
    options: &mut O,
    name: &str,
    value: &OptionValue,
) -> Result<(), OptionError> {
    let Some(option) = declared
        .iter()
        .find(|o| o.decl.name == name || o.decl.it_name == name)
    else {
        return Err(OptionError::NotForGame(name.to_owned()));
    };
    option.decl.check(value)?;
    (option.set)(options, value);
    Ok(())
}

/// Checks every set option of `options` against its declaration (stored options, server
/// defaults): the ranges live in the declarations only.
///
/// # Errors
/// The first value out of its range.
pub fn check_all<O>(declared: &[GameOption<O>], options: &O) -> Result<(), OptionError> {
    declared
        .iter()
        .filter_map(|o| Some((o, (o.get)(options)?)))
        .try_for_each(|(o, value)| o.decl.check(&value))
}

/// The value `options` hold for the option declared as `decl`, if the game declares it; what the
/// seam reads for the options every game shares (the stake, whether the table is rated).
#[must_use]
pub fn declared_value<O>(
    declared: &[GameOption<O>],
    decl: &OptionDecl,
    options: &O,
) -> Option<OptionValue> {
    declared
        .iter()
        .find(|o| o.decl.name == decl.name)
        .and_then(|o| (o.get)(options))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stake_is_declared_up_to_the_largest_stake() {
        assert_eq!(
            STAKE.kind,
            OptionKind::Int {
                min: 0,
                max: MAX_STAKE as i64
            }
        );
        assert_eq!(
            STAKE.check(&OptionValue::Int(MAX_STAKE as i64 + 1)),
            Err(OptionError::OutOfRange {
                name: Words {
                    en: "stake",
                    it: "posta"
                },
                min: 0,
                max: MAX_STAKE as i64
            })
        );
    }

    #[test]
    fn ranges_are_written_as_readers_write_numbers() {
        let e = STAKE.check(&OptionValue::Int(-1)).unwrap_err();
        assert_eq!(e.to_string(), "`stake` must be between 0 and 1,000,000.");
    }

    #[test]
    fn a_value_is_read_as_its_option_takes_it() {
        assert_eq!(STAKE.read("25"), Ok(OptionValue::Int(25)));
        assert!(STAKE.read("lots").unwrap_err().contains("whole number"));
        assert!(STAKE.read("-1").unwrap_err().contains("between 0 and"));
    }
}
