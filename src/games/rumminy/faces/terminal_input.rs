//! What a line typed at Rumminy's prompt asks for, beyond the words every game reads (h, q:
//! [`crate::faces::terminal::common_words`]). A line is read whole or refused whole: every word must have
//! its place, and a refusal quotes the word the player typed that did not fit.

use crate::faces::terminal::{help_hint, nothing_after, Retype};
use crate::{
    games::rumminy::faces::words::rumminy_not_a_tile,
    games::rumminy::{draft::Target, parse_playfield, ParseTileError, Tile},
    i18n::Lang,
};

/// A typed line, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Typed {
    Pass,
    Commit,
    Suggest,
    Undo,
    Place {
        tiles: Vec<Tile>,
        to: Target,
    },
    Move {
        from: usize,
        tiles: Vec<Tile>,
        to: Target,
    },
    Rearrange(Vec<Vec<Tile>>),
}

/// `line` as a command.
///
/// # Errors
/// What did not fit, quoting the word typed, and how to type it.
pub(super) fn parse(lang: Lang, line: &str) -> Result<Typed, Retype> {
    let line = line.trim();
    let (first, rest) = line
        .split_once(char::is_whitespace)
        .map_or((line, ""), |(w, r)| (w, r.trim()));
    let alone = |typed: Typed| nothing_after(lang, first, rest).map(|()| typed);
    match first.to_lowercase().as_str() {
        "p" | "pass" => alone(Typed::Pass),
        "c" | "commit" => alone(Typed::Commit),
        "s" | "suggest" => alone(Typed::Suggest),
        "u" | "undo" => alone(Typed::Undo),
        "r" | "rearrange" => rearrange(lang, rest),
        "m" | "move" => move_tiles(lang, rest),
        _ if line.contains(['|', ',', ';']) => Err(Retype(crate::say!(
            lang,
            "rumminy-to-type-the-whole-playfield",
            line
        ))),
        _ => place(lang, line),
    }
}

fn rearrange(lang: Lang, rest: &str) -> Result<Typed, Retype> {
    if rest.is_empty() {
        return Err(crate::say!(lang, "rumminy-type-the-whole-new-playfield").into());
    }
    parse_playfield(rest)
        .map(Typed::Rearrange)
        .map_err(|e| not_a_tile(lang, &e))
}

fn not_a_tile(lang: Lang, e: &ParseTileError) -> Retype {
    Retype(rumminy_not_a_tile(lang, &e.0))
}

/// `R6 2`, `R1 R2 R3 new`: tiles, then where they go.
fn place(lang: Lang, line: &str) -> Result<Typed, Retype> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (last, tiles) = words.split_last().unwrap_or((&"", &[]));
    if last.parse::<Tile>().is_err() {
        if tiles.is_empty() {
            let not = crate::say!(lang, "rumminy-is-not-a-command-or");
            return Err(format!("“{last}” {not}. {}", help_hint(lang)).into());
        }
        let to =
            target(last).map_err(|()| crate::say!(lang, "rumminy-is-neither-a-tile-nor", last))?;
        return Ok(Typed::Place {
            tiles: parse_words(lang, tiles)?,
            to,
        });
    }
    let tiles = parse_words(lang, &words)?;
    let named = crate::games::rumminy::tiles_text(&tiles);
    Err(match tiles.as_slice() {
        [_] => crate::say!(lang, "rumminy-say-where-tile-goes", tiles = named),
        _ => crate::say!(lang, "rumminy-say-where-tiles-go", tiles = named),
    }
    .into())
}

/// `m 2 R9 3`: a combination, tiles, then where they go.
fn move_tiles(lang: Lang, rest: &str) -> Result<Typed, Retype> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let example = crate::say!(lang, "rumminy-like-m-r-moves-r");
    let [from, middle @ .., to] = words.as_slice() else {
        let say = crate::say!(lang, "rumminy-say-which-combination-which-tiles");
        return Err(format!("{say}, {example}.").into());
    };
    let from = from.parse::<usize>().map_err(|_| {
        let not = crate::say!(lang, "rumminy-is-not-a-combination-number");
        format!("“{from}” {not}: {example}.")
    })?;
    if middle.is_empty() {
        let say = crate::say!(lang, "rumminy-say-which-tiles-to-move");
        return Err(format!("{say}, {example}.").into());
    }
    Ok(Typed::Move {
        from,
        tiles: parse_words(lang, middle)?,
        to: target(to).map_err(|()| {
            let not = crate::say!(lang, "rumminy-not-a-move-target");
            format!("“{to}” {not}: {example}.")
        })?,
    })
}

/// A combination number, or `new`.
fn target(word: &str) -> Result<Target, ()> {
    if matches!(word.to_lowercase().as_str(), "n" | "new") {
        return Ok(Target::New);
    }
    word.parse().map(Target::Combination).map_err(|_| ())
}

fn parse_words(lang: Lang, words: &[&str]) -> Result<Vec<Tile>, Retype> {
    words
        .iter()
        .map(|w| w.parse::<Tile>().map_err(|e| not_a_tile(lang, &e)))
        .collect()
}

#[cfg(test)]
#[path = "terminal_input_tests.rs"]
mod tests;
