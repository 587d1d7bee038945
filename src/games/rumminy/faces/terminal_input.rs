//! What a line typed at Rumminy's prompt asks for, beyond the words every game reads (h, q:
//! [`crate::faces::terminal::common_words`]). A line is read whole or refused whole: every word must have
//! its place, and a refusal quotes the word the player typed that did not fit.

use crate::faces::terminal::{help_hint, nothing_after, Retype};
use crate::{
    games::rumminy::faces::words::rumminy_not_a_tile,
    games::rumminy::{draft::Target, parse_playfield, ParseTileError, Tile},
    i18n::Lang,
};

/// The commands, with the examples [`HELP`] gives (each one is parsed by a test).
pub(super) const HELP: &str = "Commands (you build a draft of the new playfield; nothing is \
played until you commit it):
  R6 2          put R6 from your hand on combination 2
  R1 R2 R3 new  put R1 R2 R3 from your hand down as a new combination
  m 2 R9 3      move R9 from combination 2 to combination 3 (or new)
  r R7 R8 R9 | B5 Y5 K5   type the whole new playfield, combinations split by |
  s             suggest the play placing the most tiles (it becomes your draft)
  u             undo your last change to the draft
  c             commit the draft: play it
  p             pass and draw a tile
  h             help, q = quit
Tiles: a colour R red, B blue, Y yellow, K black and a number 1–9 (R7); J is a joker.";

/// [`HELP`] in Italian: the same commands and examples.
pub(super) const HELP_IT: &str = "Comandi (costruisci una bozza del nuovo tavolo; non si gioca \
niente finché non la confermi):
  R6 2          metti R6 dalla tua mano sulla combinazione 2
  R1 R2 R3 new  metti giù R1 R2 R3 dalla tua mano come nuova combinazione
  m 2 R9 3      sposta R9 dalla combinazione 2 alla combinazione 3 (o new)
  r R7 R8 R9 | B5 Y5 K5   scrivi tutto il nuovo tavolo, combinazioni divise da |
  s             suggerisci la giocata che mette giù più tessere (diventa la tua bozza)
  u             annulla l'ultima modifica alla bozza
  c             conferma la bozza: giocala
  p             passa e pesca una tessera
  h             aiuto, q = esci
Tessere: un colore R rosso, B blu, Y giallo, K nero e un numero 1–9 (R7); J è un jolly.";

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
    Err(match lang {
        Lang::It => format!(
            "Di' dove va {named}: {named} 2 mette sulla combinazione 2, {named} new comincia \
             una nuova combinazione."
        ),
        _ => format!(
            "Say where {named} should go: {named} 2 puts {} on combination 2, {named} new \
             starts a new combination.",
            if tiles.len() == 1 { "it" } else { "them" }
        ),
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
            let not = crate::say!(lang, "rumminy-is-not-a-combination-number-2");
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
mod tests {
    use super::*;
    use crate::{
        faces::terminal::{common_words, split},
        games::rumminy::{parse_playfield, parse_tiles},
    };

    fn tiles(s: &str) -> Vec<Tile> {
        parse_tiles(s).unwrap()
    }

    #[test]
    fn every_example_of_the_help_is_a_valid_command() {
        for (lang, help, quit) in [
            (Lang::En, HELP, "q = quit"),
            (Lang::It, HELP_IT, "q = esci"),
        ] {
            let examples: Vec<&str> = help
                .lines()
                .filter_map(|l| l.strip_prefix("  "))
                .map(|l| l.split("  ").next().unwrap_or(l).trim())
                .collect();
            assert_eq!(examples.len(), 9, "{examples:?}");
            // h and q are every game's words; the rest are Rumminy's.
            let understood = |line: &str| {
                let (word, rest) = split(line);
                common_words(lang, &word, &rest)
                    .map_or_else(|| parse(lang, line).is_ok(), |c| c.is_ok())
            };
            for example in examples {
                assert!(understood(example), "{example}: {:?}", parse(lang, example));
            }
            assert!(help.contains(quit) && understood("q"));
        }
    }

    #[test]
    fn n9_commands_are_read_whole() {
        assert_eq!(
            parse(Lang::En, " r6 2 "),
            Ok(Typed::Place {
                tiles: tiles("R6"),
                to: Target::Combination(2)
            })
        );
        assert_eq!(
            parse(Lang::En, "R1 R2 J New"),
            Ok(Typed::Place {
                tiles: tiles("R1 R2 J"),
                to: Target::New
            })
        );
        assert_eq!(
            parse(Lang::En, "m 2 R9 R8 n"),
            Ok(Typed::Move {
                from: 2,
                tiles: tiles("R9 R8"),
                to: Target::New
            })
        );
        assert_eq!(
            parse(Lang::En, "r R7 R8 R9 | B5 Y5 K5"),
            Ok(Typed::Rearrange(
                parse_playfield("R7 R8 R9 | B5 Y5 K5").unwrap()
            ))
        );
        assert_eq!(parse(Lang::En, "S"), Ok(Typed::Suggest));
        assert_eq!(parse(Lang::En, "undo"), Ok(Typed::Undo));
    }

    #[test]
    fn a_refusal_quotes_the_word_that_did_not_fit() {
        let refused = |line: &str| parse(Lang::En, line).unwrap_err().0;
        let e = refused("p now");
        assert!(e.contains("“p”") && e.contains("“now”"), "{e}");
        let e = refused("R6");
        assert!(e.contains("R6 2") && e.contains("R6 new"), "{e}");
        // A line, and what its refusal quotes or shows as the way to write it.
        for (line, said) in [
            ("c please", "“please”"),
            ("dance", "“dance”"),
            ("R6 R7 two", "“two”"),
            ("m", "m 2 R9 3"),
            ("m x R9 3", "“x”"),
            ("m 2 3", "which tiles"),
            ("m 2 R9 there", "“there”"),
            ("r", "r R7 R8 R9"),
            ("R7 R8 R9 | B5 Y5 K5", "r R7 R8 R9 | B5 Y5 K5"),
        ] {
            assert!(refused(line).contains(said), "{line}");
        }
        for (line, tile) in [("R6 X9 2", "X9"), ("r R7 Q8", "Q8")] {
            assert!(refused(line).starts_with(&format!("“{tile}” is not a tile")));
        }
    }
}
