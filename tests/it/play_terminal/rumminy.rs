//! A whole game of Rumminy played through `rumino play` by seat 0, "You", against a computer,
//! typed turn by turn: the first turn tries each draft command and the refusals (each must
//! name what was typed), then every turn takes the suggestion with one key or passes. Every
//! printed line is read for English agreement errors; the start draw (N3) and the game's end
//! must be told; each of your passes must say which tile it drew; "Play again" draws anew. The
//! seed fixes the game, so your first turn comes before anybody could go out.

use super::terminal::{english::agreement_errors, Session};

/// A game in which you have turns to try the commands on.
const SEED: u64 = 5;

fn is_prompt(line: &str) -> bool {
    line.starts_with("Your move") || line.starts_with("Play again?") || line.contains("Go ahead?")
}

/// The tiles of the last "Your tiles (n): …" line, as typed (colour squares left out).
fn hand(session: &Session) -> Vec<String> {
    let line = session
        .transcript
        .iter()
        .rev()
        .find(|l| l.starts_with("Your tiles"))
        .expect("the hand is shown before the prompt");
    let (_, tiles) = line.split_once("): ").expect("Your tiles (n): …");
    tiles
        .split_whitespace()
        .map(|t| t.chars().filter(char::is_ascii_alphanumeric).collect())
        .filter(|t: &String| !t.is_empty())
        .collect()
}

/// Types `line` and returns what was printed up to the next prompt.
fn answer(session: &mut Session, line: &str) -> Vec<String> {
    session.type_line(line);
    let from = session.transcript.len();
    session.until(is_prompt).expect("the game goes on");
    session.since(from).to_vec()
}

/// Asserts the first line printed after typing `line` contains every one of `needles`.
fn refused(session: &mut Session, line: &str, needles: &[&str]) {
    let printed = answer(session, line);
    let first = &printed[0];
    for needle in needles {
        assert!(first.contains(needle), "{line} → {first} (wanted {needle})");
    }
}

/// The first turn: every draft command, and refusals naming what was typed.
fn try_the_commands(session: &mut Session) {
    refused(session, "dance", &["“dance”"]);
    refused(session, "p now", &["“p”", "“now”"]);
    refused(session, "Z9 1", &["“Z9” is not a tile"]);
    refused(session, "u", &["nothing to undo"]);
    refused(session, "c", &["R1 R2 R3 new"]);
    let tiles = hand(session);
    let (first, second) = (&tiles[0], &tiles[1]);
    refused(session, first, &[&format!("{first} new")]);
    let put = answer(session, &format!("{first} new"));
    assert_eq!(
        put[0],
        format!(
            "Put {first} down as new combination {}.",
            count_combinations(&put)
        )
    );
    assert!(put.iter().any(|l| l.starts_with("Your draft")), "{put:?}");
    refused(session, &format!("{second} 99"), &["no combination 99"]);
    // Passing with a draft asks first; "n" keeps the draft.
    let asked = answer(session, "p");
    let warning = asked.last().expect("a question");
    assert!(
        warning.starts_with("Passing drops your draft, which places") && warning.contains(first),
        "{asked:?}"
    );
    let kept = answer(session, "n");
    assert_eq!(kept[0], "Nothing was done.");
    assert!(kept.iter().any(|l| l.starts_with("Your draft")), "{kept:?}");
    let undone = answer(session, "u");
    assert_eq!(undone[0], "Undone.");
    assert!(
        !undone.iter().any(|l| l.starts_with("Your draft")),
        "{undone:?}"
    );
    let help = answer(session, "h");
    assert!(help[0].starts_with("Commands"), "{help:?}");
}

/// The number of combinations the draft shows (its numbered lines).
fn count_combinations(printed: &[String]) -> usize {
    let start = printed
        .iter()
        .position(|l| l.starts_with("Your draft"))
        .expect("a draft is shown");
    printed[start + 1..]
        .iter()
        .take_while(|l| l.starts_with("  "))
        .count()
}

/// At your prompt: the suggestion when there is one (s, then c with one key), else a pass.
fn take_turn(session: &mut Session) {
    let printed = answer(session, "s");
    let key = if printed[0].starts_with("Suggested") {
        "c"
    } else {
        assert!(printed[0].contains("p to pass"), "{printed:?}");
        "p"
    };
    session.type_line(key);
}

/// Your turns until the game ends and "Play again?" is asked.
fn play_out(session: &mut Session) {
    loop {
        let Some(prompt) = session.until(is_prompt) else {
            panic!("the game ended without asking to play again");
        };
        if prompt.starts_with("Play again?") {
            return;
        }
        take_turn(session);
    }
}

#[test]
fn n3_n8_n20_a_whole_game_of_rumminy_in_the_terminal_reads_right_to_you() {
    let mut session = Session::game("rumminy", SEED, &["--players", "2"]);
    let first = session.until(is_prompt).expect("a first prompt");
    assert!(
        first.starts_with("Your move"),
        "{}",
        session.transcript.join("\n")
    );
    try_the_commands(&mut session);
    take_turn(&mut session);
    play_out(&mut session);
    // N3: another game draws for its first player anew, whoever won the last.
    session.type_line("y");
    let again = session.until(|l| l.starts_with("Tiles drawn to choose who starts: "));
    assert!(again.is_some(), "{}", session.transcript.join("\n"));
    session.until(is_prompt).expect("the second game asks");
    session.type_line("q");
    let played = session.finish();
    let transcript = &played.lines;
    let all = played.transcript();
    let problems = agreement_errors(transcript);
    assert!(problems.is_empty(), "{problems:#?}\n{all}");
    assert!(
        played.success && played.stderr.is_empty(),
        "{}\n{all}",
        played.stderr
    );
    // N3: the start draw is told before the deal, with who plays first.
    let draw = played
        .find("Tiles drawn to choose who starts: You ")
        .unwrap_or_else(|| panic!("the start draw is not told:\n{all}"));
    assert!(
        transcript[draw].contains(" first, with the highest number."),
        "{all}"
    );
    assert!(
        transcript[draw + 1..]
            .iter()
            .any(|l| l.starts_with("— Game 1 — ")),
        "{all}"
    );
    // The end is told before the question: who won and how, then every hand.
    let again = transcript
        .iter()
        .position(|l| l == "Play again? (y/n)")
        .expect("Play again?");
    let told = &transcript[..again];
    let over = told
        .iter()
        .rposition(|l| l.contains(" won") || l.contains(" tie with the lowest penalty"))
        .unwrap_or_else(|| panic!("the end is not told:\n{all}"));
    assert!(told[over..].iter().any(|l| l == "Tiles left:"), "{all}");
    assert!(
        told[over..].iter().any(|l| l.starts_with("  You: ")),
        "{all}"
    );
    if told[over].contains("went out") {
        assert!(
            told[over - 2].contains(" place"),
            "the last play is told: {all}"
        );
    }
    // N12: each of your passes that drew says what it drew.
    let own_draw = regex::Regex::new(r"^You pass and draw (🟥|🟦|🟨|⬛|🃏)[RBYKJ]\d?\.$").unwrap();
    let passes: Vec<&String> = told.iter().filter(|l| l.starts_with("You pass")).collect();
    assert!(!passes.is_empty(), "{all}");
    for line in passes {
        assert!(
            own_draw.is_match(line) || line == "You pass (the stock is empty).",
            "{line}"
        );
    }
    // Each of your turns shows the other player's tile count.
    assert!(
        told.iter()
            .any(|l| l.starts_with("Turn ") && l.contains("Computer 1")),
        "{all}"
    );
}
