//! The message catalogue: what Rumino says in each language, in Project Fluent's format
//! (`locales/<language>/<surface>.ftl`), compiled into the binary so a running bot never
//! misses a file. Translators edit those files alone; `docs/translating.md` says how.
//!
//! The catalogue holds the slash commands' names, descriptions and choices in the languages
//! Discord shows them in beyond English and Italian (`crate::discord` puts them in the
//! registration); what the bot answers is still said by the rest of this module in English or
//! Italian.

use std::sync::OnceLock;

use fluent_bundle::{concurrent::FluentBundle, FluentResource};

/// A language of the catalogue: its folder under `locales/`, the Discord locales it serves,
/// and its files.
pub struct Language {
    pub code: &'static str,
    pub discord_locales: &'static [&'static str],
    files: &'static [(&'static str, &'static str)],
}

/// Every language the catalogue holds. A new language is a folder of `.ftl` files and a line
/// here.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "es",
        discord_locales: &["es-ES", "es-419"],
        files: &[(
            "commands.ftl",
            include_str!("../../locales/es/commands.ftl"),
        )],
    },
    Language {
        code: "fr",
        discord_locales: &["fr"],
        files: &[(
            "commands.ftl",
            include_str!("../../locales/fr/commands.ftl"),
        )],
    },
    Language {
        code: "de",
        discord_locales: &["de"],
        files: &[(
            "commands.ftl",
            include_str!("../../locales/de/commands.ftl"),
        )],
    },
];

/// One language's messages, ready to be looked up.
pub struct Bundle {
    pub language: &'static Language,
    bundle: FluentBundle<FluentResource>,
    /// Every message id, in the order the files give them.
    ids: Vec<String>,
}

impl Bundle {
    /// The message `id`, or its attribute `attribute`, with no arguments; `None` when the
    /// language does not have it.
    #[must_use]
    pub fn text(&self, id: &str, attribute: Option<&str>) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Every message id of the language.
    pub fn ids(&self) -> impl Iterator<Item = String> + '_ {
        self.ids.iter().cloned()
    }
}

/// What is wrong with a language's files: a syntax error or an id given twice.
#[derive(Debug)]
pub struct Broken {
    pub language: &'static str,
    pub file: &'static str,
    pub why: String,
}

/// Reads one language's files into a bundle; every problem found is returned with it.
fn load(language: &'static Language) -> (Bundle, Vec<Broken>) {
    let langid = language
        .code
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Names and descriptions go to Discord as they are: no Unicode isolation marks around
    // arguments.
    bundle.set_use_isolating(false);
    let mut broken = Vec::new();
    let mut ids = Vec::new();
    for (file, source) in language.files {
        let resource = match FluentResource::try_new((*source).to_owned()) {
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
    };
    (bundle, broken)
}

/// Every language's bundle, read once.
#[must_use]
pub fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|language| {
                let (bundle, broken) = load(language);
                for b in &broken {
                    tracing::error!(language = b.language, file = b.file, why = %b.why, "a broken translation file");
                }
                bundle
            })
            .collect()
    })
}

/// Every problem in every language's files (what the tests hold at none).
#[cfg(test)]
fn problems() -> Vec<Broken> {
    LANGUAGES.iter().flat_map(|l| load(l).1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_reads_without_a_syntax_error_or_an_id_given_twice() {
        let problems = problems();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn every_language_has_the_same_messages() {
        let mut reference: Vec<String> = bundles()[0].ids().collect();
        reference.sort();
        assert!(!reference.is_empty());
        for bundle in bundles() {
            let mut ids: Vec<String> = bundle.ids().collect();
            ids.sort();
            let missing: Vec<&String> = reference.iter().filter(|i| !ids.contains(i)).collect();
            let extra: Vec<&String> = ids.iter().filter(|i| !reference.contains(i)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{}: missing {missing:?}, not in {}: {extra:?}",
                bundle.language.code,
                bundles()[0].language.code
            );
        }
    }

    #[test]
    fn discord_locales_are_discords() {
        // Discord's own locale codes for these languages.
        let known = ["es-ES", "es-419", "fr", "de"];
        for language in LANGUAGES {
            for locale in language.discord_locales {
                assert!(known.contains(locale), "{locale}");
            }
        }
    }
}
