//! `rumino render`: computer players play one game and the pictures of its table and of every
//! hand are written at four moments — the first deal, the middle of the first hand, the first
//! time cards are laid on the table (a meld, a run-out, hands shown), and the end — in both colour
//! schemes, so anyone can look at every game's pictures without Discord. Beside each picture
//! (`….png`) its description (`….txt`): the sentence a screen reader says of it on Discord.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;

use super::play::Named;
use crate::{
    faces::{
        pictures::{hand_alt, hand_png, shows_laid_cards, table_alt, table_png},
        terminal::screen::{self, echo},
    },
    games::{arena::play_any, AnyGame, AnyOptions, GameKind},
    lang::Lang,
    pictures::{Look, Scene, Scheme},
};

pub struct Args {
    pub game: GameKind,
    pub seed: u64,
    pub out: PathBuf,
    pub schemes: Vec<Scheme>,
    pub players: Option<u8>,
    pub options: Vec<Named>,
    pub lang: Lang,
}

/// The computer players' names on the pictures.
const NAMES: [&str; 8] = [
    "Ada", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Gina", "Ugo",
];

/// The moments drawn: after how many looks at the game (1 = the first deal) and their names.
fn moments(options: AnyOptions, players: usize, seed: u64) -> Vec<(usize, &'static str)> {
    let (mut looks, mut hand_end, mut laid): (usize, Option<usize>, Option<usize>) =
        (0, None, None);
    play_any(options, players, seed, &mut |game| {
        looks += 1;
        if hand_end.is_none() && game.rounds_played() > 0 {
            hand_end = Some(looks);
        }
        if laid.is_none() && shows_laid_cards(game) {
            laid = Some(looks);
        }
        true
    });
    let middle = hand_end.unwrap_or(looks).div_ceil(2);
    let mut moments = vec![(1, "1-start"), (middle.max(2), "2-middle")];
    moments.extend(laid.map(|l| (l, "3-laid")));
    moments.push((looks, "4-end"));
    moments
}

/// The options of `game` with each `--option` set, read and checked by its declaration.
fn chosen(game: GameKind, named: &[Named]) -> anyhow::Result<AnyOptions> {
    let mut options = AnyOptions::default_for(game);
    for Named { name, value } in named {
        let declared = options.values();
        let Some((decl, _)) = declared.iter().find(|(d, _)| d.name == name) else {
            let names: Vec<&str> = declared.iter().map(|(d, _)| d.name).collect();
            anyhow::bail!(
                "\"{name}\" is not an option of {}: it takes {}",
                game.as_str(),
                names.join(", ")
            );
        };
        let value = decl.read(value).map_err(anyhow::Error::msg)?;
        options.choose(name, &value)?;
    }
    Ok(options)
}

fn write(dir: &Path, name: String, bytes: &[u8]) -> anyhow::Result<()> {
    let path = dir.join(name);
    std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    echo!("{} ({} KiB)", path.display(), bytes.len().div_ceil(1024));
    Ok(())
}

fn draw(args: &Args, game: &AnyGame, moment: &str, names: &[String]) -> anyhow::Result<()> {
    let stem = format!("{}-{}-{moment}", args.game.as_str(), args.seed);
    for &scheme in &args.schemes {
        let scene = Scene {
            names,
            look: Look { scheme },
            lang: args.lang,
        };
        let word = scheme.word();
        let table = format!("{stem}-table-{word}");
        write(&args.out, format!("{table}.png"), &table_png(game, &scene))?;
        let said = table_alt(game, &scene);
        write(&args.out, format!("{table}.txt"), said.as_bytes())?;
        for seat in 0..names.len() {
            let hand = format!("{stem}-hand{}-{word}", seat + 1);
            write(
                &args.out,
                format!("{hand}.png"),
                &hand_png(game, seat, &scene),
            )?;
            let said = hand_alt(game, seat, &scene);
            write(&args.out, format!("{hand}.txt"), said.as_bytes())?;
        }
    }
    Ok(())
}

/// Plays the game and writes its pictures, printing each file written; stops early, with
/// success, once nobody reads what it prints.
///
/// # Errors
/// An option the game does not take, a player count outside its range, or a file that cannot
/// be written.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let seats = args.game.seat_range();
    let players = args
        .players
        .unwrap_or_else(|| 3.clamp(*seats.start(), *seats.end()));
    super::check_players(args.game, players)?;
    let options = chosen(args.game, &args.options)?;
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let players = usize::from(players);
    let names: Vec<String> = NAMES
        .iter()
        .take(players)
        .map(|n| (*n).to_owned())
        .collect();
    let wanted = moments(options, players, args.seed);
    let (mut looks, mut failed) = (0, None);
    play_any(options, players, args.seed, &mut |game| {
        looks += 1;
        for (_, moment) in wanted.iter().filter(|(at, _)| *at == looks) {
            if let Err(e) = draw(args, game, moment, &names) {
                failed = Some(e);
                return false;
            }
        }
        // Nobody reads the list of files any more (`| head`): stop, as a Unix tool would.
        !screen::closed()
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(ExitCode::SUCCESS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_writes_the_table_and_every_hand_at_each_moment() {
        let dir = tempfile::tempdir().unwrap();
        let args = Args {
            game: GameKind::Rummy,
            seed: 4,
            out: dir.path().to_owned(),
            schemes: vec![Scheme::FourColour],
            players: Some(2),
            options: Vec::new(),
            lang: Lang::It,
        };
        assert_eq!(run(&args).unwrap(), ExitCode::SUCCESS);
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        for moment in ["1-start", "2-middle", "3-laid", "4-end"] {
            for what in ["table", "hand1", "hand2"] {
                let name = format!("rummy-4-{moment}-{what}-four.png");
                assert!(names.contains(&name), "{name} missing from {names:?}");
                let bytes = std::fs::read(dir.path().join(&name)).unwrap();
                crate::pictures::testkit::decode(&bytes);
                let said = dir.path().join(name.replace(".png", ".txt"));
                let said = std::fs::read_to_string(said).expect("the description beside it");
                let start = if what == "table" {
                    "Rummy, "
                } else {
                    "Mano di "
                };
                assert!(said.starts_with(start), "{said}");
                assert!(said.chars().count() <= crate::pictures::alt::ALT_MAX);
            }
        }
        let refused = Args {
            options: vec![Named {
                name: "colour".into(),
                value: "red".into(),
            }],
            ..args
        };
        let error = run(&refused).unwrap_err().to_string();
        assert!(error.contains("not an option of rummy"), "{error}");
    }
}
