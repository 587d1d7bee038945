//! The option check against our real registration: what it refuses and how it names it.

use serde_json::{json, Value};

use super::*;

/// `/<path>` (`rumino start rummy`, `rumino hand`) with `options` (`[{name, type, value}]`),
/// resolving user 42.
fn data(path: &str, options: Value) -> Value {
    let mut words: Vec<&str> = path.split_whitespace().collect();
    let command = words.remove(0);
    let mut nested = options;
    for (i, sub) in words.iter().enumerate().rev() {
        let kind = if i + 1 == words.len() { 1 } else { 2 };
        nested = json!([{"name": sub, "type": kind, "options": nested}]);
    }
    json!({
        "id": "1", "name": command, "type": 1,
        "options": nested,
        "resolved": {"users": {"42": {"id": "42", "username": "bob"}}},
    })
}

fn check(sub: &str, options: Value, lang: Lang) -> Result<(), Refusal> {
    check_interaction(registered(), &data(sub, options), lang)
}

fn problem(sub: &str, options: Value) -> (String, Problem) {
    let r = check(sub, options, Lang::En).expect_err("refused");
    (r.option, r.problem)
}

fn range(min: f64, max: f64) -> Problem {
    Problem::Number {
        whole: true,
        min: Some(min),
        max: Some(max),
    }
}

#[test]
fn good_options_pass() {
    let ok = [
        (
            "rumino start rumino",
            json!([{"name": "seats", "type": 4, "value": 4}, {"name": "ace_high", "type": 5, "value": true}, {"name": "bot_level", "type": 3, "value": "hard"}]),
        ),
        ("rumino start rumino", json!([])),
        (
            "rumino leaderboard",
            json!([{"name": "by", "type": 4, "value": 6}, {"name": "period", "type": 4, "value": 0}]),
        ),
        (
            "rumino stats",
            json!([{"name": "player", "type": 6, "value": "42"}]),
        ),
        (
            "rumino-settings rumino",
            json!([{"name": "knock_limit", "type": 4, "value": 30}]),
        ),
        ("rumino hand", json!([])),
    ];
    for (sub, options) in ok {
        assert_eq!(
            check(sub, options.clone(), Lang::En),
            Ok(()),
            "{sub} {options}"
        );
    }
}

#[test]
fn integers_outside_the_registered_range_name_it() {
    let seats = |v: Value| {
        problem(
            "rumino start rumino",
            json!([{"name": "seats", "type": 4, "value": v}]),
        )
    };
    assert_eq!(seats(json!(-354)), ("seats".into(), range(2.0, 6.0)));
    assert_eq!(seats(json!(7)), ("seats".into(), range(2.0, 6.0)));
    assert_eq!(seats(json!(2.5)), ("seats".into(), range(2.0, 6.0)));
    assert_eq!(seats(json!(1e30)), ("seats".into(), range(2.0, 6.0)));
    // Each game registers its own range: Rummoli seats 8, Ramino 4.
    let seats_of = |game: &str, v: i64| {
        check(
            &format!("rumino start {game}"),
            json!([{"name": "seats", "type": 4, "value": v}]),
            Lang::En,
        )
    };
    assert_eq!(seats_of("rummoli", 8), Ok(()));
    assert_eq!(seats_of("ramino", 5).unwrap_err().problem, range(2.0, 4.0));
    // A game's own option is refused, by name, under another game's subcommand.
    let (option, p) = problem(
        "rumino start rummy",
        json!([{"name": "knock_limit", "type": 4, "value": 5}]),
    );
    assert_eq!(option, "knock_limit");
    assert!(
        matches!(p, Problem::Unknown(ref names) if names.contains(&"target".to_owned())),
        "{p:?}"
    );
    // Settings register the ranges their values are checked against.
    let knock = problem(
        "rumino-settings rumino",
        json!([{"name": "knock_limit", "type": 4, "value": 65535}]),
    );
    assert_eq!(knock, ("knock_limit".into(), range(1.0, 30.0)));
}

#[test]
fn unknown_choices_list_the_choices_in_the_players_language() {
    let by = json!([{"name": "by", "type": 4, "value": 99}]);
    let (option, p) = problem("rumino leaderboard", by.clone());
    assert_eq!(option, "by");
    let Problem::Choice(names) = p else {
        panic!("{p:?}")
    };
    assert_eq!(names.first().map(String::as_str), Some("net chips won"));
    assert_eq!(names.len(), 12);
    let it = check("rumino leaderboard", by, Lang::It).expect_err("refused");
    assert_eq!(it.command, "/rumino classifica");
    assert!(
        matches!(&it.problem, Problem::Choice(n) if n[0] == "fiches nette vinte"),
        "{it:?}"
    );
}

#[test]
fn values_of_the_wrong_kind_are_refused() {
    let choices = |c: &[&str]| Problem::Choice(c.iter().map(|&s| s.to_owned()).collect());
    let cases = [
        (
            "rumino start rumino",
            json!([{"name": "seats", "type": 3, "value": "four"}]),
            "seats",
            range(2.0, 6.0),
        ),
        (
            "rumino start rumino",
            json!([{"name": "ace_high", "type": 4, "value": 1}]),
            "ace_high",
            Problem::Boolean,
        ),
        (
            "rumino start rumino",
            json!([{"name": "bot_level", "type": 4, "value": 2}]),
            "bot_level",
            choices(&["easy", "normal", "hard"]),
        ),
        (
            "rumino stats",
            json!([{"name": "player", "type": 6, "value": "77"}]),
            "player",
            Problem::User,
        ),
        (
            "rumino history",
            json!([{"name": "player", "type": 4, "value": 42}]),
            "player",
            Problem::User,
        ),
        (
            "rumino-settings rumino",
            json!([{"name": "ace_high", "type": 3, "value": "yes"}]),
            "ace_high",
            Problem::Boolean,
        ),
    ];
    for (sub, options, name, expected) in cases {
        assert_eq!(problem(sub, options), (name.to_owned(), expected), "{sub}");
    }
}

#[test]
fn unknown_options_and_commands_are_named() {
    let (option, p) = problem(
        "rumino hand",
        json!([{"name": "seats", "type": 4, "value": 2}]),
    );
    assert_eq!(
        (option.as_str(), p),
        ("seats", Problem::Unknown(Vec::new()))
    );
    let r = check_interaction(registered(), &data("rumino deal", json!([])), Lang::En).unwrap_err();
    assert_eq!(
        (r.command.as_str(), r.problem),
        ("/rumino deal", Problem::NoSuchCommand)
    );
    let bare = json!({"name": "rumino", "type": 1, "options": []});
    let r = check_interaction(registered(), &bare, Lang::En).unwrap_err();
    assert!(matches!(r.problem, Problem::Subcommand(ref s) if s.contains(&"start".to_owned())));
}

#[test]
fn every_integer_option_is_registered_with_a_range() {
    // The check can only name a range Discord was told about: poise registers one for every
    // integer option (the Rust type's when the command gives none).
    fn walk(options: &[Value], out: &mut Vec<String>) {
        for o in options {
            walk(list(&o["options"]), out);
            let integer = o["type"] == INTEGER && list(&o["choices"]).is_empty();
            if integer && (o["min_value"].is_null() || o["max_value"].is_null()) {
                out.push(o["name"].to_string());
            }
        }
    }
    let mut missing = Vec::new();
    for c in registered() {
        walk(list(&c["options"]), &mut missing);
    }
    assert!(missing.is_empty(), "{missing:?}");
}

/// Discord refuses a command whose names and descriptions (the longest localization of each)
/// add up to more than 4000 characters: every option added costs from the same budget.
#[test]
fn the_registered_command_fits_discords_4000_character_budget() {
    fn size(v: &serde_json::Value) -> usize {
        let longest = |key: &str, loc: &str| {
            let base = v[key].as_str().map_or(0, |s| s.chars().count());
            let locs = v[loc].as_object().map_or(0, |m| {
                m.values()
                    .filter_map(serde_json::Value::as_str)
                    .map(|s| s.chars().count())
                    .max()
                    .unwrap_or(0)
            });
            base.max(locs)
        };
        // A choice's string value counts too.
        let own = longest("name", "name_localizations")
            + longest("description", "description_localizations")
            + v["value"].as_str().map_or(0, |s| s.chars().count());
        let nested: usize = ["options", "choices"]
            .iter()
            .flat_map(|k| v[*k].as_array().cloned().unwrap_or_default())
            .map(|c| size(&c))
            .sum();
        own + nested
    }
    for command in super::registered() {
        let total = size(command);
        assert!(
            total <= 4000,
            "/{}: {total} characters: shorten option descriptions",
            command["name"]
        );
    }
}
