//! The languages the bot speaks, and what it says in each ([`catalogue`]). A plain value every
//! layer may hold (a table's language is one of its options).
//!
//! Every language is one line of [`catalogue::LANGUAGES`], with its folder of `locales/`: a
//! [`Lang`] is its place in that list.

pub mod catalogue;

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use catalogue::{Language, LANGUAGES};

/// A language the bot speaks: one of [`catalogue::LANGUAGES`], stored and shown by its code
/// (`"en"`, `"it"`).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

#[allow(non_upper_case_globals)]
impl Lang {
    /// English: what the bot says where nothing says otherwise, and the language of the code.
    pub const En: Lang = Lang(0);
    /// Italian, the other language the slash commands are named in by the code.
    pub const It: Lang = Lang(1);
    pub const Es: Lang = Lang(2);
    pub const Fr: Lang = Lang(3);
    pub const De: Lang = Lang(4);
}

impl Lang {
    /// Every language, in the catalogue's order.
    pub const ALL: [Lang; LANGUAGES.len()] = {
        let mut all = [Lang::En; LANGUAGES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Lang(i as u8);
            i += 1;
        }
        all
    };

    /// Its line of the catalogue.
    fn language(self) -> &'static Language {
        &LANGUAGES[usize::from(self.0)]
    }

    /// A whole number with thousands separators in the language's style (`1,000`, `1.000`,
    /// `1 000` with a narrow no-break space in French), "−" before a negative one.
    #[must_use]
    pub fn number(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let sep = self.language().thousands;
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

    /// The mark between a number's whole part and its fraction: `.` in English, `,` in Italian.
    #[must_use]
    pub fn decimal_mark(self) -> char {
        self.language().decimal
    }

    /// The language for a Discord locale (`"it"`, `"es-419"`, `"en-US"`, ...): the language
    /// it is written in, or English for one the bot does not speak.
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split('-').next().unwrap_or_default();
        Lang::parse(code).unwrap_or(Lang::En)
    }

    /// The language's code, as stored in settings: its folder of `locales/`.
    #[must_use]
    pub fn code(self) -> &'static str {
        self.language().code
    }

    /// The language of a code (`"en"`, `"it"`, any case), if the bot speaks it.
    #[must_use]
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(deserializer)?;
        Lang::parse(&code).ok_or_else(|| {
            serde::de::Error::custom(format!("a language the bot does not speak: {code}"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_stored_by_its_code() {
        for lang in Lang::ALL {
            let json = serde_json::to_string(&lang).unwrap();
            assert_eq!(json, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&json).unwrap(), lang);
        }
        assert!(serde_json::from_str::<Lang>("\"xx\"").is_err());
        assert_eq!(Lang::default(), Lang::En);
        assert_eq!(
            [Lang::En, Lang::It, Lang::Es, Lang::Fr, Lang::De].map(Lang::code),
            ["en", "it", "es", "fr", "de"]
        );
    }
}
