//! The languages the bot speaks, and what it says in each ([`catalogue`]). A plain value every
//! layer may hold (a table's language is one of its options).

pub mod catalogue;

use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    #[default]
    En,
    It,
    Es,
    Fr,
    De,
}

impl Lang {
    /// Every language, in the order settings list them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::It, Lang::Es, Lang::Fr, Lang::De];

    /// A whole number with thousands separators in the language's style (`1,000`, `1.000`,
    /// `1 000` with a narrow no-break space in French), "−" before a negative one.
    #[must_use]
    pub fn number(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let sep = match self {
            Lang::En => ',',
            Lang::It | Lang::Es | Lang::De => '.',
            Lang::Fr => '\u{202f}',
        };
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(sep);
            }
            out.push(c);
        }
        if n < 0 {
            format!("−{out}")
        } else {
            out
        }
    }

    /// The mark between a number's whole part and its fraction: `.` in English, `,` elsewhere.
    #[must_use]
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::En => '.',
            Lang::It | Lang::Es | Lang::Fr | Lang::De => ',',
        }
    }

    /// The language for a Discord locale (`"it"`, `"es-419"`, `"en-US"`, ...): the language
    /// it is written in, or English for one the bot does not speak.
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split('-').next().unwrap_or_default();
        Lang::parse(code).unwrap_or(Lang::En)
    }

    /// The language's code, as stored in settings.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language of a code (`"en"`, `"it"`, any case), if the bot speaks it.
    #[must_use]
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// Picks the sentence of this language.
    #[must_use]
    pub fn pick<T>(self, en: T, it: T) -> T {
        match self {
            Lang::It => it,
            _ => en,
        }
    }
}
