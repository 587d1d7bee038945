//! Refusals of a command's options before it runs: the option named, with the range or the
//! choices it takes, and the reassurance that nothing changed.

use super::{chips, Lang};
use crate::games::{options::Shown, OptionDecl, OptionKind, OptionValue};

/// What is wrong with one option, with names as the player sees them in their language.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// The command as typed, e.g. `/rumino start` (`/rumino apri` in Italian).
    pub command: String,
    /// The option's name.
    pub option: String,
    pub problem: Problem,
}

/// Why an option was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// Not a number in the range (`whole`: an integer option).
    Number {
        whole: bool,
        min: Option<f64>,
        max: Option<f64>,
    },
    /// Not one of these choices.
    Choice(Vec<String>),
    /// Not true or false.
    Boolean,
    /// Not a user of this server.
    User,
    /// Not text of this length.
    Text { min: Option<u64>, max: Option<u64> },
    /// Some other kind of value than the option takes.
    Kind,
    /// A required option left out.
    Required,
    /// No such option; the command's options are these.
    Unknown(Vec<String>),
    /// No subcommand given; these are the command's subcommands.
    Subcommand(Vec<String>),
    /// No such command (`option` names it).
    NoSuchCommand,
}

/// A number as players read it: whole numbers grouped by thousands in the language's style.
fn number(lang: Lang, n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 9.0e15 {
        chips(lang, n as i64)
    } else {
        n.to_string()
    }
}

fn range(lang: Lang, min: Option<f64>, max: Option<f64>) -> String {
    let n = |v| number(lang, v);
    match (min, max) {
        (None, None) => String::new(),
        (Some(a), Some(b)) => crate::say!(lang, "options-from-to", n = n(a), n2 = n(b)),
        (Some(a), None) => crate::say!(lang, "options-of-at-least", n = n(a)),
        (None, Some(b)) => crate::say!(lang, "options-of-at-most", n = n(b)),
    }
}

fn length(lang: Lang, min: Option<u64>, max: Option<u64>) -> String {
    match (min, max) {
        (None, None) => String::new(),
        (Some(a), Some(b)) => crate::say!(lang, "options-of-to-characters", a, b),
        (Some(a), None) => crate::say!(lang, "options-of-at-least-characters", a),
        (None, Some(b)) => crate::say!(lang, "options-of-at-most-characters", b),
    }
}

fn names(list: &[String]) -> String {
    list.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a command's option was refused, in `lang`, ending with "nothing was changed".
#[must_use]
pub fn option_refused(lang: Lang, r: &Refusal) -> String {
    use Problem as P;
    let (option, command) = (&r.option, &r.command);
    let what = match &r.problem {
        P::Number {
            whole: true,
            min,
            max,
        } => {
            crate::say!(
                lang,
                "options-refused-whole-number",
                option,
                range = range(lang, *min, *max)
            )
        }
        P::Number { min, max, .. } => {
            crate::say!(
                lang,
                "options-refused-number",
                option,
                range = range(lang, *min, *max)
            )
        }
        P::Choice(list) => crate::say!(
            lang,
            "options-refused-choice",
            option,
            choices = names(list)
        ),
        P::Boolean => crate::say!(lang, "options-refused-boolean", option),
        P::User => crate::say!(lang, "options-refused-user", option),
        P::Text { min, max } => {
            crate::say!(
                lang,
                "options-refused-text",
                option,
                length = length(lang, *min, *max)
            )
        }
        P::Kind => crate::say!(lang, "options-refused-kind", option),
        P::Required => crate::say!(lang, "options-refused-required", option, command),
        P::Unknown(known) if known.is_empty() => {
            crate::say!(lang, "options-refused-takes-none", option, command)
        }
        P::Unknown(known) => {
            crate::say!(
                lang,
                "options-refused-unknown",
                option,
                command,
                options = names(known)
            )
        }
        P::Subcommand(subs) => {
            crate::say!(
                lang,
                "options-refused-subcommand",
                command,
                subcommands = names(subs)
            )
        }
        P::NoSuchCommand => crate::say!(lang, "options-refused-no-such-command", command),
    };
    crate::say!(
        lang,
        "options-refused-and-nothing-changed",
        what,
        nothing = nothing_changed(lang)
    )
}

fn nothing_changed(lang: Lang) -> &'static str {
    crate::say!(lang, "options-nothing-was-changed")
}

/// A command whose options could not be read at all (nothing identifies the bad one).
#[must_use]
pub fn unreadable_options(lang: Lang) -> &'static str {
    crate::say!(lang, "options-i-could-not-read-this")
}

/// An interaction that could not be read at all (a click or a form).
#[must_use]
pub fn unreadable_interaction(lang: Lang) -> &'static str {
    crate::say!(lang, "options-i-could-not-read-that")
}

/// A command refused by a check without a reason of its own.
#[must_use]
pub fn command_not_allowed(lang: Lang) -> &'static str {
    crate::say!(lang, "options-you-cannot-use-this-command")
}

/// An option's value as players read it: a number, yes or no, a choice's label; a dash when
/// unset (a game to a target has no number of hands).
#[must_use]
pub fn option_value(lang: Lang, decl: &OptionDecl, value: Option<&OptionValue>) -> String {
    match value {
        None => "—".to_owned(),
        Some(OptionValue::Int(n)) => chips(lang, *n),
        Some(OptionValue::Bool(true)) => crate::say!(lang, "options-yes").to_owned(),
        Some(OptionValue::Bool(false)) => crate::say!(lang, "options-no").to_owned(),
        Some(OptionValue::Choice(c)) => match decl.kind {
            OptionKind::Choice(choices) => choices
                .iter()
                .find(|d| d.value == c)
                .map_or_else(|| c.clone(), |d| d.label.get(lang).to_owned()),
            _ => c.clone(),
        },
    }
}

/// How a table's game options are said after `head` (the table and its game on Discord, the
/// stake in the terminal): "head · to 100 points · Q-K-A allowed, aces 15".
#[must_use]
pub fn options_said(lang: Lang, head: String, options: &crate::games::AnyOptions) -> String {
    options_said_of(lang, head, options.values())
}

/// [`options_said`] for some of a game's options (`AnyOptions::values`, filtered).
#[must_use]
pub fn options_said_of(
    lang: Lang,
    head: String,
    values: Vec<(OptionDecl, Option<OptionValue>)>,
) -> String {
    let said = values
        .into_iter()
        .map(|(decl, value)| option_shown(lang, &decl, value.as_ref()))
        .filter(|s| !s.is_empty());
    std::iter::once(head)
        .chain(said)
        .collect::<Vec<_>>()
        .join(" · ")
}

/// How the table footer says an option's value ([`Shown`]); empty when it says nothing.
#[must_use]
fn option_shown(lang: Lang, decl: &OptionDecl, value: Option<&OptionValue>) -> String {
    match (decl.shown, value) {
        (Shown::Never, _) | (_, None) => String::new(),
        (Shown::YesNo { yes, no }, Some(v)) => if v.yes() { yes } else { no }.get(lang).to_owned(),
        (Shown::ValueOrZero { zero, .. }, Some(OptionValue::Int(0))) => zero.get(lang).to_owned(),
        (Shown::ValueOrZero { value: words, .. }, v) => {
            words.with_value(lang, &option_value(lang, decl, v))
        }
        (Shown::Count { one, .. }, Some(OptionValue::Int(1))) => one.get(lang).to_owned(),
        (Shown::Value(words) | Shown::Count { many: words, .. }, v) => {
            words.with_value(lang, &option_value(lang, decl, v))
        }
    }
}

/// One game's options for new tables, one line each, under the names players type; those the
/// server set itself (`set`, by English name) are marked.
#[must_use]
pub fn option_lines(
    lang: Lang,
    values: &[(OptionDecl, Option<OptionValue>)],
    set: &[&str],
) -> Vec<String> {
    let mark = crate::say!(lang, "options-set-by-this-server");
    values
        .iter()
        .map(|(decl, value)| {
            format!(
                "`{}`: {}{}",
                decl.name_in(lang),
                option_value(lang, decl, value.as_ref()),
                if set.contains(&decl.name) { mark } else { "" }
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(problem: Problem) -> Refusal {
        Refusal {
            command: "/rumino start".into(),
            option: "seats".into(),
            problem,
        }
    }

    #[test]
    fn every_refusal_names_the_option_in_both_languages() {
        let problems = [
            Problem::Number {
                whole: true,
                min: Some(2.0),
                max: Some(6.0),
            },
            Problem::Choice(vec!["easy".into(), "hard".into()]),
            Problem::Boolean,
            Problem::User,
            Problem::Text {
                min: None,
                max: Some(10),
            },
            Problem::Kind,
            Problem::Required,
            Problem::Unknown(vec!["stake".into()]),
            Problem::Unknown(Vec::new()),
        ];
        for p in problems {
            let en = option_refused(Lang::En, &refusal(p.clone()));
            let it = option_refused(Lang::It, &refusal(p));
            assert!(
                en.contains("`seats`") && en.ends_with("Nothing was changed."),
                "{en}"
            );
            assert!(
                it.contains("`seats`") && it.ends_with("Non è stato cambiato nulla."),
                "{it}"
            );
        }
    }

    #[test]
    fn ranges_read_as_numbers_in_each_language() {
        let p = Problem::Number {
            whole: true,
            min: Some(0.0),
            max: Some(1_000_000.0),
        };
        assert_eq!(
            option_refused(Lang::En, &refusal(p.clone())),
            "`seats` must be a whole number from 0 to 1,000,000. Nothing was changed."
        );
        assert_eq!(
            option_refused(Lang::It, &refusal(p)),
            "`seats` deve essere un numero intero da 0 a 1.000.000. Non è stato cambiato nulla."
        );
    }

    #[test]
    fn a_count_of_one_is_said_in_the_singular() {
        use crate::games::options::{OptionDecl, OptionKind, Shown, Text};
        let hands = OptionDecl {
            name: "hands",
            it_name: "mani",
            about: Text::new("rummy-option-hands-about"),
            kind: OptionKind::Int { min: 1, max: 50 },
            shown: Shown::Count {
                one: Text::new("rummy-option-hands-one"),
                many: Text::new("rummy-option-hands-many"),
            },
        };
        let said = |lang, n| option_shown(lang, &hands, Some(&OptionValue::Int(n)));
        assert_eq!(said(Lang::En, 1), "1 hand");
        assert_eq!(said(Lang::En, 5), "5 hands");
        assert_eq!(said(Lang::It, 1), "1 mano");
    }
}
