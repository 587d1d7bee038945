//! The languages the bot speaks. A plain value every layer may hold (a table's language is one
//! of its options); what is said in each lives in `crate::i18n`.

use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    #[default]
    En,
    It,
}

impl Lang {
    /// Every language, in the order settings list them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// A whole number with thousands separators in the language's style (`1,000` / `1.000`),
    /// "−" before a negative one.
    #[must_use]
    pub fn number(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let sep = self.pick(',', '.');
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

    /// The language for a Discord locale (`"it"`, `"en-US"`, ...): Italian for `it`, else English.
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        if locale
            .get(..2)
            .is_some_and(|p| p.eq_ignore_ascii_case("it"))
        {
            Lang::It
        } else {
            Lang::En
        }
    }

    /// The language's code, as stored in settings.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
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
            Lang::En => en,
            Lang::It => it,
        }
    }
}
