//! `rumino play` as a new player meets it: a whole game of each of the five games through the
//! real binary, seat 0 as "You" (a few lines typed, then the computer plays it; Rumminy's
//! game, in `play_terminal/rumminy.rs`, is typed turn by turn), every printed line read for
//! broken English, and the end of every game told before "Play again?". Also: the same seed
//! plays the same game, options are checked as the bot checks them, leaving is told once and
//! rightly, the turn clock running out is told when it happens, `--lang it` tells every game in
//! Italian (and `es`, `fr`, `de` in Spanish, French and German), and a closed pipe ends the game
//! quietly.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

use crate::support::terminal;

#[path = "play_terminal/rumminy.rs"]
mod rumminy;

use terminal::{
    command,
    english::{agreement_errors, problems},
    play, Played,
};

/// Lines typed before the computer takes over: help, then commands that must be refused whole.
const TYPED: [&str; 4] = ["h", "d 7h", "x", "q now"];

/// Plays a whole game of `game`, typing `typed` first, and checks what every game's transcript
/// must show.
fn whole_game(
    game: &str,
    seed: u64,
    args: &[&str],
    typed: &[&str],
    hand_end: &regex::Regex,
) -> Played {
    let played = play(game, seed, args, typed);
    let text = played.transcript();
    assert!(played.success, "{game} failed: {}\n{text}", played.stderr);
    assert!(played.stderr.is_empty(), "{game} stderr: {}", played.stderr);
    assert_eq!(
        played.lines.last().map(String::as_str),
        Some("Play again? (y/n)"),
        "{game} did not end with its offer of another game:\n{text}"
    );
    let errors = agreement_errors(&played.lines);
    assert!(errors.is_empty(), "{game}: broken English: {errors:#?}");
    // The typed lines were read whole or refused, each with what to do.
    assert!(played.find("Commands:").is_some(), "{text}");
    assert!(
        played.find("“q” takes nothing after it").is_some(),
        "{text}"
    );
    assert!(
        played.find("Cards drawn for the first deal:").is_some(),
        "{text}"
    );
    // The last hand's end is told after its deal, before the game's end.
    let last_deal = played
        .lines
        .iter()
        .rposition(|l| l.starts_with("— Hand "))
        .unwrap_or_else(|| panic!("{game}: no deal told:\n{text}"));
    assert!(
        played.lines[last_deal..]
            .iter()
            .any(|l| hand_end.is_match(l)),
        "{game}: the last hand's end is not told:\n{}",
        played.lines[last_deal..].join("\n")
    );
    played
}

fn re(pattern: &str) -> regex::Regex {
    regex::Regex::new(pattern).expect("regex")
}

#[test]
fn a_whole_game_of_rumino_is_told_in_plain_english() {
    let played = whole_game(
        "rumino",
        3,
        &[],
        &TYPED,
        &re(r"(knocked|went gin|hit RUMINO|claimed the discard|stock ran out)"),
    );
    assert!(played.find("“d” takes nothing after it").is_some());
    assert!(played
        .find("Name the card to discard, like: x 7h")
        .is_some());
    assert!(
        played.find("You drew ").is_some(),
        "the card drawn is named"
    );
    assert!(
        played.find(" 7 cards").is_some(),
        "opponents' cards are counted"
    );
    assert!(played.find(" as the last player standing").is_some());
}

#[test]
fn a_whole_game_of_rummy_is_told_in_plain_english() {
    let played = whole_game(
        "rummy",
        3,
        &["--option", "hands=2"],
        &TYPED,
        &re(r"(went out|The hand is dead)"),
    );
    assert!(played.find("“d” takes nothing after it").is_some());
    let text = played.transcript();
    assert!(played.find("— Hand 2 of 2 —").is_some(), "{text}");
    assert!(played
        .find("Hand 1 of 2 · the highest total wins")
        .is_some());
    assert!(played
        .find("Name the card to discard, like: x 7h")
        .is_some());
    assert!(
        !text.contains("Joker"),
        "Rummy has no jokers, not even in its messages"
    );
}

#[test]
fn a_whole_game_of_tuscan_ramino_in_the_german_pack_is_told_in_plain_english() {
    let played = whole_game(
        "ramino",
        3,
        &["--option", "pack=german", "--option", "target=3"],
        &TYPED,
        &re(r"(wins with|declared a|The stock ran out)"),
    );
    assert!(played.find("“d” takes nothing after it").is_some());
    let text = played.transcript();
    assert!(
        played
            .find("Name the card to discard, like: x Us")
            .is_some(),
        "{text}"
    );
    assert!(played.find("like Us, 7h, 10c").is_some(), "{text}");
    assert!(played.find("first to 3 points wins").is_some(), "{text}");
    assert!(played.find("by reaching the target").is_some(), "{text}");
}

#[test]
fn a_whole_game_of_rummoli_is_told_in_plain_english() {
    let played = whole_game(
        "rummoli",
        3,
        &["--option", "poker=betting", "--option", "buy_in=60"],
        &["h", "p now", "b", "q now"],
        &re(r"^Hand \d+: "),
    );
    let text = played.transcript();
    assert!(
        played.find("“p” takes nothing after it").is_some(),
        "{text}"
    );
    assert!(
        played.find("Say how many chips you bid").is_some(),
        "{text}"
    );
    assert!(played.find("— Hand 3 of 3 —").is_some(), "{text}");
    // After each hand's payments, the stacks; a poker win's chips after its hands are shown.
    let hand_end = re(r"^Hand \d+: ");
    let ends: Vec<usize> = (0..played.lines.len())
        .filter(|&i| hand_end.is_match(&played.lines[i]))
        .collect();
    assert_eq!(ends.len(), 3, "{text}");
    for i in ends {
        assert!(played.lines[i + 1].starts_with("Stacks: "), "{text}");
    }
    for (i, line) in played.lines.iter().enumerate() {
        if line.starts_with("Poker: ") && !line.contains("unshown") {
            assert!(
                played.lines[i - 1].starts_with("  "),
                "hands shown first:\n{text}"
            );
        }
    }
    assert!(played.find("finished with the most chips").is_some());
}

/// Only the player on turn acts in Rummy and Rumminy (no claim out of turn to race the
/// computers), so the same seed and the same moves must print the same game, to the letter.
#[test]
fn the_same_seed_plays_the_same_game() {
    for game in ["rummy", "rumminy"] {
        let first = play(game, 11, &[], &[]);
        let again = play(game, 11, &[], &[]);
        assert!(first.success && again.success, "{game}");
        assert!(first.lines.len() > 30, "{game}: {}", first.transcript());
        assert_eq!(first.lines, again.lines, "{game}");
        let other = play(game, 12, &[], &[]);
        assert_ne!(
            first.lines, other.lines,
            "{game}: another seed, another game"
        );
    }
}

#[test]
fn options_are_checked_by_the_games_own_rules() {
    let refused = |game: &str, args: &[&str], says: &str| {
        let played = play(game, 1, args, &[]);
        assert!(!played.success, "{args:?} was accepted");
        assert!(played.stderr.contains(says), "{args:?}: {}", played.stderr);
        assert!(
            played.lines.is_empty(),
            "nothing is played: {:?}",
            played.lines
        );
    };
    refused(
        "ramino",
        &["--option", "target=0"],
        "\"target\" must be between 1 and 100",
    );
    refused(
        "rumino",
        &["--option", "target=100"],
        "\"target\" is not an option of this game",
    );
    refused(
        "rummy",
        &["--option", "ace_high=maybe"],
        "ace_high takes yes or no",
    );
    refused(
        "rummy",
        &["--option", "colour=red"],
        "\"colour\" is not an option",
    );
    refused(
        "rumino",
        &["--players", "7"],
        "--players must be between 2 and 6 for Rumino.",
    );
    // `seats` and `bot_level` are `--players` and `--ai`: said twice, they must agree.
    refused(
        "rumino",
        &["--option", "seats=7"],
        "\"seats\" must be between 2 and 6",
    );
    refused(
        "rummy",
        &["--players", "3", "--option", "seats=4"],
        "--players 3 and --option seats=4 say different things",
    );
    refused(
        "rummy",
        &["--ai", "easy", "--option", "bot_level=hard"],
        "--ai easy and --option bot_level=hard say different things",
    );
    refused(
        "rummy",
        &["--option", "bot_level=expert"],
        "bot_level takes easy or normal or hard",
    );
    refused(
        "rummy",
        &["--option", "rated=yes"],
        "games in the terminal are never rated",
    );
    refused(
        "rummy",
        &["--option", "bots=2"],
        "--players N or --option seats=N",
    );
}

/// `--option seats=` seats that many players, the computers filling all but yours, and
/// `--option bot_level=` is their level; no game's first line says it is rated, or unrated.
#[test]
fn seats_and_bot_level_set_the_table_and_nothing_is_rated() {
    let played = play(
        "rummy",
        2,
        &["--option", "seats=5", "--option", "bot_level=hard"],
        &["q"],
    );
    let text = played.transcript();
    assert!(played.success, "{text}\n{}", played.stderr);
    assert!(
        played.lines[0].starts_with("Rummy: you against 4 hard computer players;"),
        "{text}"
    );
    let scores = &played.lines[played.find("Scores: ").expect("scores")];
    assert!(scores.contains("🤖 Computer 4 (hard)"), "{scores}");
    assert!(!scores.contains("Computer 5"), "{scores}");
    let agreeing = play(
        "rummy",
        2,
        &["--players", "5", "--option", "seats=5", "--ai", "hard"],
        &["q"],
    );
    assert_eq!(agreeing.lines[0], played.lines[0]);
    for game in games() {
        let first = play(game, 1, &[], &["q"]).lines.remove(0);
        assert!(!first.contains("rated"), "{first}");
        assert!(
            first.contains("you against 2 normal computer players"),
            "{first}"
        );
    }
}

/// `rumino play` without `--autoplay`, input closed at once: Ctrl-D at the first prompt.
fn ctrl_d(game: &str, seed: u64, args: &[&str]) -> Played {
    let out = std::process::Command::new(terminal::BIN)
        .args(["play", "--game", game, "--seed", &seed.to_string()])
        .args(["--option", "computer_delay_ms=0"])
        .args(args)
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .output()
        .expect("rumino play runs");
    Played {
        lines: String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_owned)
            .collect(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        success: out.status.success(),
    }
}

/// Leaving, by `q` or by the end of input (Ctrl-D), is said once, with what it costs in that
/// game; a leaver's turns are "played for", never "ran out of time"; and "the game goes on
/// without you" only where two players are still in.
#[test]
fn leaving_is_said_once_and_rightly_in_every_game() {
    for game in games() {
        for players in ["2", "3"] {
            let args = ["--players", players];
            for (how, played) in [
                ("q", play(game, 5, &args, &["q"])),
                ("Ctrl-D", ctrl_d(game, 5, &args)),
            ] {
                let text = played.transcript();
                let at = format!("{game}, {players} players, {how}:\n{text}");
                assert!(
                    played.success && played.stderr.is_empty(),
                    "{at}\nstderr: {}",
                    played.stderr
                );
                let left: Vec<&String> = played
                    .lines
                    .iter()
                    .filter(|l| l.contains("left the game"))
                    .collect();
                assert_eq!(left.len(), 1, "{at}");
                let note = if game == "rummoli" {
                    "You left the game: your seat is played for until this hand ends, then your \
                     stack comes back to you."
                } else {
                    "You left the game and forfeited: your chips stay in the pool."
                };
                assert_eq!(left[0], note, "{at}");
                assert!(!text.contains("ran out of time"), "{at}");
                let goes_on = played.find("The game goes on without you.").is_some();
                let ends = played
                    .find("With one player left, the game ends with this hand.")
                    .is_some();
                match (players, game) {
                    ("3", _) => assert!(goes_on && !ends, "{at}"),
                    // Rummoli plays your seat to the hand's end before your stack comes back.
                    ("2", "rummoli") => assert!(ends && !goes_on, "{at}"),
                    _ => {
                        assert!(!goes_on && !ends, "{at}");
                        assert!(
                            text.contains("🤖 Computer 1 (normal) w"),
                            "the winner: {at}"
                        );
                    }
                }
                if players == "3" && (game == "rummy" || game == "ramino") {
                    assert!(
                        played
                            .find("Played for you, who left: discarded ")
                            .is_some(),
                        "{at}"
                    );
                }
                assert!(agreement_errors(&played.lines).is_empty(), "{at}");
            }
        }
    }
}

/// The turn clock running out is told when it happens, with nothing typed, and the prompt
/// comes back with the hand as it now is.
#[test]
fn the_turn_clock_running_out_is_told_when_it_happens() {
    let mut session = terminal::Session::game(
        "rummy",
        4,
        &["--players", "2", "--option", "turn_seconds=15"],
    );
    session
        .until(|l| l.starts_with("Your move:"))
        .expect("your first turn");
    // Nothing is typed: the clock (15 s, the shortest) runs out and the table plays for you.
    let told = session
        .until(|l| l.starts_with("You ran out of time: played for, discarded "))
        .unwrap_or_else(|| panic!("not told:\n{}", session.transcript.join("\n")));
    assert!(
        session.until(|l| l.starts_with("Your move:")).is_some(),
        "no prompt after {told}"
    );
    session.type_line("q");
    let played = session.finish();
    assert!(played.success, "{}", played.stderr);
    assert!(played
        .find("You left the game and forfeited: your chips stay in the pool.")
        .is_some());
}

/// English words that have no place in a game told in Italian (card and tile notation, the
/// typed commands and names like Poker or Rummoli are the same in both).
fn english_words() -> regex::Regex {
    re(
        r"\b(the|You|Your|you|and|is|of|to|draws?|drew|stock|discard(ed)?|Hand|chips?|pool|Scores|wins?|takes?|left|out|deals?|Turn|tiles?|plays?|Ante|Stacks|Board|cards?|meld|Commands|again)\b",
    )
}

/// `--lang it`: every game told in Italian from its first line to "Giocare ancora?", what is
/// typed refused in Italian, and leaving said in Italian, once.
#[test]
fn every_game_is_told_in_italian_with_lang_it() {
    let english = english_words();
    for game in games() {
        let played = play(game, 3, &["--lang", "it"], &["h", "q now", "zzz"]);
        let text = played.transcript();
        assert!(
            played.success && played.stderr.is_empty(),
            "{game}: {}\n{text}",
            played.stderr
        );
        assert!(
            played.lines[0].contains("tu (Giocatore) contro 2 computer di livello normale"),
            "{text}"
        );
        assert_eq!(
            played.lines.last().map(String::as_str),
            Some("Giocare ancora? (s/n)"),
            "{text}"
        );
        assert!(
            played.find("Comandi").is_some(),
            "{game}: the help:\n{text}"
        );
        assert!(played.find("“q” non vuole altro dopo").is_some(), "{text}");
        assert!(played.find("“zzz” non è").is_some(), "{game}:\n{text}");
        let leaks: Vec<&String> = played
            .lines
            .iter()
            .filter(|l| english.is_match(l))
            .collect();
        assert!(leaks.is_empty(), "{game}: English in Italian: {leaks:#?}");

        let left = play(game, 3, &["--lang", "it", "--players", "3"], &["q"]);
        let said: Vec<&String> = left
            .lines
            .iter()
            .filter(|l| l.contains("lasciato la partita"))
            .collect();
        assert_eq!(said.len(), 1, "{game}: {}", left.transcript());
        assert!(
            left.find("La partita continua senza di te.").is_some(),
            "{}",
            left.transcript()
        );
        let leaks: Vec<&String> = left.lines.iter().filter(|l| english.is_match(l)).collect();
        assert!(leaks.is_empty(), "{game}: English in Italian: {leaks:#?}");
    }
}

#[test]
fn a_closed_pipe_ends_the_game_quietly() {
    for game in ["rummy", "rumminy"] {
        let mut child = command(game, 1, &[])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("rumino runs");
        {
            // Like `| head -3`: read three lines, then stop reading.
            let mut out = BufReader::new(child.stdout.take().expect("stdout"));
            let mut line = String::new();
            for _ in 0..3 {
                line.clear();
                out.read_line(&mut line).expect("a line");
            }
        }
        let output = child.wait_with_output().expect("rumino ends");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success(),
            "{game}: {:?}: {stderr}",
            output.status
        );
        assert!(!stderr.contains("panicked"), "{game}: {stderr}");
        assert!(stderr.is_empty(), "{game}: {stderr}");
    }
}

#[test]
fn the_agreement_checker_flags_broken_english_and_passes_right_lines() {
    for bad in [
        "You wins the pool.",
        "— Hand 2 — You deals.",
        "You takes the discard",
        "You has left",
        "Computer 1 has 1 tiles left",
        "pool 1 chips",
        "You -12, Computer 1 +1 points",
        "you against 1 computer player(s).",
        "You knock and show their own hand",
        "🤖 Computer 1 (normal) pays You 3 chips, one per card held.",
        "The stock ran out: a draw between You and 🤖 Computer 1 (normal)",
    ] {
        assert!(!problems(bad).is_empty(), "not caught: {bad}");
    }
    let good = [
        "You win the pool of 20 chips.",
        "You pass and draw a tile: R7",
        "You place R7 R8 R9 (3 tiles)",
        "Computer 1 wins; You -12, Computer 1 +12",
        "Turn 11 · Computer 1 1 tile · stock 21 tiles · pool 20 chips",
        "You press on",
        "Computer 2 shows their hand.",
        "🤖 Computer 1 (normal) pays you 3 chips, one per card held.",
        "Ante: You, 🤖 Computer 1 (normal) and 🤖 Computer 2 (normal) each put 9 chips on the board.",
        "Stacks: You 55 chips, 🤖 Computer 1 (normal) 51 chips",
        "Tiles drawn to choose who starts: You 🟥R5, 🤖 Computer 1 (normal) 🟦B7. 🤖 Computer 1 (normal) plays first, with the highest number.",
    ];
    for line in good {
        assert!(problems(line).is_empty(), "{line}: {:?}", problems(line));
    }
    let lines: Vec<String> = ["You wins.", "You win."].map(str::to_owned).into();
    assert_eq!(agreement_errors(&lines), ["\"You wins\": You wins."]);
}

/// English words that are no words of Spanish, French or German: a line of a game told in one
/// of them holding one is English left untranslated. (Rummoli's and poker's own terms, the
/// typed commands and card notation are the same in every language.)
fn english_words_abroad(lang: &str) -> regex::Regex {
    // "Scores" and "points" are French too, "has" Spanish ("has escrito").
    let also = match lang {
        "fr" => "|has",
        "es" => "|Scores|points?",
        _ => "|has|Scores|points?",
    };
    re(&format!(
        r"\b(the|You|Your|you|and|is|of|to|draws?|drew|stock|discard(ed)?|chips?|pool|wins?|takes?|left|deals?|Turn|tiles?|plays?|cards?|meld|Commands|again|with|from{also})\b",
    ))
}

/// `--lang es`, `fr` and `de`: every game told from its first line to its offer of another in
/// the language, with no English left in it, what is typed refused in the language, and the
/// counts said as the language counts.
#[test]
fn every_game_is_told_in_spanish_french_and_german() {
    let catalogue = |lang: &str, id: &str| {
        let lang = rumino::lang::Lang::parse(lang).expect("a language of the bot");
        rumino::lang::catalogue::said(lang, id).to_owned()
    };
    for lang in ["es", "fr", "de"] {
        let english = english_words_abroad(lang);
        for game in games() {
            let played = play(game, 3, &["--lang", lang], &["h", "q now", "zzz"]);
            let text = played.transcript();
            assert!(
                played.success && played.stderr.is_empty(),
                "{lang} {game}: {}\n{text}",
                played.stderr
            );
            let again = catalogue(lang, "terminal-play-again-y-n");
            assert_eq!(
                played.lines.last().map(String::as_str),
                Some(again.as_str()),
                "{lang} {game}:\n{text}"
            );
            // What the player typed, quoted back, is theirs.
            let quoted = re("“[^”]*”");
            let english_in = |l: &&String| english.is_match(&quoted.replace_all(l, ""));
            let leaks: Vec<&String> = played.lines.iter().filter(english_in).collect();
            assert!(
                leaks.is_empty(),
                "{lang} {game}: English left: {leaks:#?}\n{text}"
            );
            let plurals = terminal::plurals::plural_errors(
                rumino::lang::Lang::parse(lang).expect("a language of the bot"),
                &played.lines,
            );
            assert!(plurals.is_empty(), "{lang} {game}: counts: {plurals:#?}");
            let left = play(game, 3, &["--lang", lang, "--players", "3"], &["q"]);
            let leaks: Vec<&String> = left.lines.iter().filter(english_in).collect();
            assert!(leaks.is_empty(), "{lang} {game}: English left: {leaks:#?}");
        }
    }
}

/// The plural check knows each language's rules from the catalogue: French says "0 carte" and
/// "2 cartes", German "1 Karte" and "2 Karten".
#[test]
fn the_plural_checker_follows_each_languages_rules() {
    use rumino::lang::Lang;
    let lines = |ls: &[&str]| ls.iter().map(|l| (*l).to_owned()).collect::<Vec<String>>();
    let errors = terminal::plurals::plural_errors;
    assert!(errors(Lang::Fr, &lines(&["Il reste 0 carte, 1 carte, 2 cartes."])).is_empty());
    assert_eq!(errors(Lang::Fr, &lines(&["0 cartes"])).len(), 1);
    assert_eq!(errors(Lang::De, &lines(&["1 Karten", "2 Karte"])).len(), 2);
    assert!(errors(Lang::De, &lines(&["1 Karte · 12 Karten · 1.000 Chips"])).is_empty());
    assert_eq!(errors(Lang::Es, &lines(&["1 cartas"])).len(), 1);
    assert_eq!(errors(Lang::En, &lines(&["1 cards", "5 card"])).len(), 2);
}

/// Every game the registry lists, by the word `--game` takes.
fn games() -> Vec<&'static str> {
    rumino::games::GameKind::ALL
        .iter()
        .map(|k| k.as_str())
        .collect()
}
