//! The message catalogue: everything Rumino says, in each language, in Project Fluent's format
//! (`locales/<language>/<surface>.ftl`), compiled into the binary so a running bot never
//! misses a file. Translators edit those files alone; `docs/translating.md` says how.
//!
//! Code says a message by its id with [`say!`](crate::say): `say!(lang, "table-join")`, or
//! `say!(lang, "table-footer", table, game = name)` with the variables the message uses. The
//! slash commands' names, descriptions and choices beyond English and Italian are here too
//! (`commands.ftl`; `crate::discord` puts them in the registration).

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};

use super::Lang;

/// What `build.rs` read from `locales/` and `docs/rules/`: [`FILES`] and [`RULES`].
mod read {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}
use read::{FILES, RULES};

/// A language of the catalogue: its folder under `locales/`, how it writes numbers, and the
/// Discord locales whose slash commands its `commands.ftl` names. Its [`Lang`] is its place in
/// [`LANGUAGES`].
pub struct Language {
    pub code: &'static str,
    /// Between thousands: `1,000`, `1.000`, `1 000`.
    pub thousands: char,
    /// Between a whole number and its fraction: `1.5`, `1,5`.
    pub decimal: char,
    /// The Discord locales its `commands.ftl` names the slash commands in (English and Italian
    /// command names are written with the commands themselves).
    pub discord_locales: &'static [&'static str],
}

impl Language {
    /// Its files: what the bot says, then the slash commands' words (`commands.ftl`).
    fn files(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        FILES
            .iter()
            .filter(|(code, _, _)| *code == self.code)
            .map(|(_, file, source)| (*file, *source))
    }

    /// Its [`Lang`].
    #[must_use]
    pub fn lang(&self) -> Lang {
        Lang::parse(self.code).unwrap_or(Lang::En)
    }
}

/// The file of a language that names the slash commands; every other says what the bot says.
const COMMANDS_FILE: &str = "commands.ftl";

/// Every language the bot speaks, English first. A new language is a folder of `.ftl` files
/// under `locales/` (every file of `locales/en/`, translated) and a line here.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        thousands: ',',
        decimal: '.',
        discord_locales: &[],
    },
    Language {
        code: "it",
        thousands: '.',
        decimal: ',',
        discord_locales: &[],
    },
    Language {
        code: "es",
        thousands: '.',
        decimal: ',',
        discord_locales: &["es-ES", "es-419"],
    },
    Language {
        code: "fr",
        thousands: '\u{202f}',
        decimal: ',',
        discord_locales: &["fr"],
    },
    Language {
        code: "de",
        thousands: '.',
        decimal: ',',
        discord_locales: &["de"],
    },
];

/// A game's rules document (`game` as its `--game` word: `ramino`) in `lang`, or in English
/// where the language has none.
#[must_use]
pub fn rules(lang: Lang, game: &str) -> Option<&'static str> {
    let find = |code: &str| {
        RULES
            .iter()
            .find(|(c, g, _)| *c == code && *g == game)
            .map(|(_, _, text)| *text)
    };
    find(lang.code()).or_else(|| find("en"))
}

/// The message `id` in `lang`, with its variables. A message missing in `lang` is said in
/// English, and one missing everywhere is its id: the tests keep both from happening.
#[must_use]
pub fn say(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let args = (!args.is_empty()).then(|| {
        let mut out = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            out.set(*name, value.clone());
        }
        out
    });
    for bundle in [said_bundle(lang), said_bundle(Lang::En)] {
        if let Some(text) = bundle.format(id, None, args.as_ref()) {
            return text;
        }
    }
    tracing::error!(id, "a message the catalogue does not hold");
    id.to_owned()
}

/// The message `id` in `lang`, which names no variable, kept for the life of the process like
/// a string in the code.
#[must_use]
pub fn said(lang: Lang, id: &str) -> &'static str {
    [lang, Lang::En]
        .into_iter()
        .find_map(|lang| said_bundle(lang).plain(id))
        .unwrap_or_else(|| {
            tracing::error!(
                id,
                "a message the catalogue does not hold, or one with variables"
            );
            "…"
        })
}

/// The name a Discord client in `lang` shows for the slash command at `path` (`["rumino",
/// "start", "rummy"]`), for the languages whose command names the catalogue holds.
#[must_use]
pub fn command_name(lang: Lang, path: &[&str]) -> Option<String> {
    let id = format!("cmd--{}", path.join("--"));
    command_bundle(lang).text(&id, None)
}

/// What a Discord client in `lang` calls a command, subcommand or option whose English name is
/// `english` (`target` → `objetivo`), for the languages whose command names the catalogue
/// holds. One English name has one name in each language wherever it stands (the tests of
/// `commands.ftl` hold it so).
#[must_use]
pub fn command_word(lang: Lang, english: &str) -> Option<&'static str> {
    static WORDS: OnceLock<HashMap<(Lang, &'static str), &'static str>> = OnceLock::new();
    let words = WORDS.get_or_init(|| {
        let mut words = HashMap::new();
        for bundle in command_bundles() {
            for id in bundle.ids() {
                let Some(last) = id.strip_prefix("cmd--").and_then(|p| p.rsplit("--").next())
                else {
                    continue;
                };
                let Some(name) = bundle.text(id, None) else {
                    continue;
                };
                let last: &'static str = Box::leak(last.into());
                words
                    .entry((bundle.language.lang(), last))
                    .or_insert_with(|| &*Box::leak(name.into_boxed_str()));
            }
        }
        words
    });
    words.get(&(lang, english)).copied()
}

/// A value a message can name: text, or a number (which the message may choose its words by,
/// as in `{ $n -> [one] card *[other] cards }`).
pub trait Arg {
    fn arg(&self) -> FluentValue<'static>;
}

impl<T: Arg + ?Sized> Arg for &T {
    fn arg(&self) -> FluentValue<'static> {
        (**self).arg()
    }
}

impl Arg for str {
    fn arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

impl Arg for String {
    fn arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for std::borrow::Cow<'_, str> {
    fn arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for char {
    fn arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(&self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, i8, i16, i32);

/// Fluent's numbers are `f64`s, exact up to 2⁵³: a larger one (an id) is passed as its digits,
/// which it then is to every language.
macro_rules! wide_number_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(&self) -> FluentValue<'static> {
                const EXACT: i128 = 1 << 53;
                let n = *self as i128;
                if (-EXACT..=EXACT).contains(&n) {
                    FluentValue::from(*self)
                } else {
                    FluentValue::from(self.to_string())
                }
            }
        }
    )*};
}
wide_number_args!(u64, usize, i64, isize);

/// Says message `id` in `lang`, with the variables it names: `say!(lang, "id")` (a
/// `&'static str`), `say!(lang, "id", n, name = player.name)` (a `String`; a bare name passes
/// the variable of that name).
#[macro_export]
macro_rules! say {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::lang::catalogue::said($lang, $id)
    };
    ($lang:expr, $id:literal $(, $name:ident $(= $value:expr)?)+ $(,)?) => {
        $crate::lang::catalogue::say($lang, $id, &[$($crate::say_arg!($name $(= $value)?)),+])
    };
}

/// One variable of [`say!`].
#[doc(hidden)]
#[macro_export]
macro_rules! say_arg {
    ($name:ident = $value:expr) => {
        (
            stringify!($name),
            $crate::lang::catalogue::Arg::arg(&$value),
        )
    };
    ($name:ident) => {
        (stringify!($name), $crate::lang::catalogue::Arg::arg(&$name))
    };
}

/// What a bundle holds of its language's files: what the bot says, or the slash commands'
/// words (`commands.ftl`), which the registration reads for every language at start-up while
/// the rest of a language is read only once someone reads it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Part {
    Said,
    Commands,
}

/// One language's messages, ready to be looked up.
pub struct Bundle {
    pub language: &'static Language,
    bundle: FluentBundle<FluentResource>,
    /// The message ids, in the order the files give them.
    ids: Vec<String>,
    /// The messages naming no variable that Fluent had to build, kept ([`said`]).
    built: std::sync::RwLock<HashMap<String, &'static str>>,
}

impl Bundle {
    /// The message `id`, or its attribute `attribute`, with no arguments; `None` when the
    /// language does not have it.
    #[must_use]
    pub fn text(&self, id: &str, attribute: Option<&str>) -> Option<String> {
        self.format(id, attribute, None)
    }

    /// The message `id` (or its attribute) with `args`; `None` when the language does not have
    /// it or it names a variable it was not given.
    fn format(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::error!(
                language = self.language.code,
                id,
                ?errors,
                "a message said wrong"
            );
        }
        Some(text.into_owned())
    }

    /// The message ids.
    pub fn ids(&self) -> impl Iterator<Item = &str> + '_ {
        self.ids.iter().map(String::as_str)
    }

    /// The message `id`, which names no variable, as a `&'static str`: most messages are
    /// plain text in the catalogue's own files and are handed out as they are; the few that
    /// Fluent builds (quoted spaces, selects) are built once and kept.
    fn plain(&'static self, id: &str) -> Option<&'static str> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, None, &mut errors);
        if !errors.is_empty() {
            return None;
        }
        match text {
            std::borrow::Cow::Borrowed(text) => Some(text),
            std::borrow::Cow::Owned(text) => {
                if let Some(kept) = self.built.read().ok()?.get(id) {
                    return Some(kept);
                }
                let mut built = self.built.write().ok()?;
                let kept = built
                    .entry(id.to_owned())
                    .or_insert_with(|| Box::leak(text.into_boxed_str()));
                Some(*kept)
            }
        }
    }
}

/// What is wrong with a language's files: a syntax error or an id given twice.
#[derive(Debug)]
pub struct Broken {
    pub language: &'static str,
    pub file: &'static str,
    pub why: String,
}

/// Reads one part of a language's files into a bundle; every problem found is returned with it.
fn load(language: &'static Language, part: Part) -> (Bundle, Vec<Broken>) {
    let langid = language
        .code
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Messages go to Discord and the terminal as they are: no Unicode isolation marks around
    // variables.
    bundle.set_use_isolating(false);
    let mut broken = Vec::new();
    if let Err(e) = bundle.add_function("ORDINAL", ordinal_category(language.code)) {
        broken.push(Broken {
            language: language.code,
            file: "",
            why: format!("{e:?}"),
        });
    }
    let mut ids = Vec::new();
    let files = language
        .files()
        .filter(|(file, _)| (*file == COMMANDS_FILE) == (part == Part::Commands));
    for (file, source) in files {
        let resource = match FluentResource::try_new(source.to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                broken.extend(errors.iter().map(|e| Broken {
                    language: language.code,
                    file,
                    why: format!("{e:?}"),
                }));
                resource
            }
        };
        ids.extend(resource.entries().filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        }));
        if let Err(errors) = bundle.add_resource(resource) {
            broken.extend(errors.iter().map(|e| Broken {
                language: language.code,
                file,
                why: format!("{e:?}"),
            }));
        }
    }
    let bundle = Bundle {
        language,
        bundle,
        ids,
        built: std::sync::RwLock::default(),
    };
    (bundle, broken)
}

/// `ORDINAL($n)`: the CLDR ordinal category of a number in the language (`one`, `two`, `few`,
/// `other`…), for messages that write "1st", "2nd", "3rd", "4th" as the language does:
/// `{ ORDINAL($n) -> [one] { $n }st … *[other] { $n }th }`. Fluent's own selectors only know
/// the cardinal categories.
fn ordinal_category(
    code: &str,
) -> impl for<'a> Fn(&[FluentValue<'a>], &FluentArgs) -> FluentValue<'a> + Send + Sync + 'static {
    let langid: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
    let rules =
        intl_pluralrules::PluralRules::create(langid, intl_pluralrules::PluralRuleType::ORDINAL)
            .ok();
    move |positional, _| {
        let category = match (positional.first(), &rules) {
            (Some(FluentValue::Number(n)), Some(rules)) => rules.select(n.value).ok(),
            _ => None,
        };
        FluentValue::from(match category {
            Some(intl_pluralrules::PluralCategory::ZERO) => "zero",
            Some(intl_pluralrules::PluralCategory::ONE) => "one",
            Some(intl_pluralrules::PluralCategory::TWO) => "two",
            Some(intl_pluralrules::PluralCategory::FEW) => "few",
            Some(intl_pluralrules::PluralCategory::MANY) => "many",
            _ => "other",
        })
    }
}

/// The bundles of `part`, one a language, each read the first time it is asked for.
fn part_bundle(part: Part, lang: Lang) -> &'static Bundle {
    static SAID: [OnceLock<Bundle>; LANGUAGES.len()] = [const { OnceLock::new() }; LANGUAGES.len()];
    static COMMANDS: [OnceLock<Bundle>; LANGUAGES.len()] =
        [const { OnceLock::new() }; LANGUAGES.len()];
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    let slots = match part {
        Part::Said => &SAID,
        Part::Commands => &COMMANDS,
    };
    slots[index].get_or_init(|| {
        let (bundle, broken) = load(&LANGUAGES[index], part);
        for b in &broken {
            tracing::error!(language = b.language, file = b.file, why = %b.why, "a broken translation file");
        }
        bundle
    })
}

/// What the bot says in `lang`.
#[must_use]
pub fn said_bundle(lang: Lang) -> &'static Bundle {
    part_bundle(Part::Said, lang)
}

/// The slash commands' words in `lang` (empty for English and Italian, named in the code).
#[must_use]
pub fn command_bundle(lang: Lang) -> &'static Bundle {
    part_bundle(Part::Commands, lang)
}

/// What the bot says, in every language (its tests read them all).
#[cfg(test)]
pub fn said_bundles() -> impl Iterator<Item = &'static Bundle> {
    Lang::ALL.into_iter().map(said_bundle)
}

/// The slash commands' words, in every language.
pub fn command_bundles() -> impl Iterator<Item = &'static Bundle> {
    Lang::ALL.into_iter().map(command_bundle)
}

#[cfg(test)]
mod tests;
