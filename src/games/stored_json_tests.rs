//! The JSON the store keeps of every game — its state, the commands that changed it, the events
//! they told and each hand's result — must stay byte for byte what earlier versions wrote: games
//! stored by them are loaded and replayed from it. Each game is played here from fixed seeds,
//! with the clock and a leaver taking their turns too, and every stored value is compared with
//! the golden file captured once under `tests/fixtures/stored_games/`.
//!
//! `RUMINO_WRITE_STORED_GAMES=1 cargo test --lib stored_json` writes the golden files anew, for
//! a change that means to change the stored JSON (and must then still read the old).

use std::fmt::Write as _;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{AnyAction, AnyGame, AnyOptions, GameCommand, GameKind, Level, Waiting};

/// Commands played before the game is cancelled, so that the golden files stay small.
const MOST_COMMANDS: usize = 360;

/// One game of `kind` between three seats (or the nearest count the game allows), as the table
/// would store it: one line per stored value.
fn stored_lines(kind: GameKind, seed: u64) -> String {
    let options = AnyOptions::default_for(kind);
    let seats = options.seat_range();
    let players = usize::from(3.clamp(*seats.start(), *seats.end()));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pack = options.pack();
    let dealer = options.first_dealer(players, &pack.shuffled(&mut rng), None);
    let mut game = options.start(players, dealer).expect("a game");
    let mut out = String::new();
    line(&mut out, "options", &options);
    line(&mut out, "state", &game);
    for n in 0..=MOST_COMMANDS {
        let command = next_command(&game, n, players, &mut rng);
        let Some(command) = command else { break };
        let events = game.apply(&command).expect("a legal command");
        line(&mut out, "command", &command);
        line(&mut out, "events", &events);
        let rounds = game.effects(&events).rounds;
        for result in rounds.iter().filter_map(|r| r.result.as_ref()) {
            let _ = writeln!(out, "round {result}");
        }
        let whole = matches!(command, GameCommand::Deal { .. })
            || !rounds.is_empty()
            || game.is_over()
            || n % 40 == 0;
        if whole {
            line(&mut out, "state", &game);
        } else {
            let json = serde_json::to_string(&game).expect("a game serializes");
            let _ = writeln!(out, "digest {:016x}", digest(&json));
        }
    }
    out
}

/// What the table would send next: deals from the seeded pack, computer players' choices, and
/// now and then a timeout instead; seat 1 leaves at command 150; past [`MOST_COMMANDS`], a
/// cancel. `None` once the game is over.
fn next_command(
    game: &AnyGame,
    n: usize,
    players: usize,
    rng: &mut ChaCha8Rng,
) -> Option<GameCommand<AnyAction>> {
    let options = game.options();
    let decide = |seat, rng: &mut ChaCha8Rng| {
        let action = game.computer_action(seat, Level::Normal, rng)?;
        Some(GameCommand::Play { seat, action })
    };
    let command = match game.waiting() {
        Waiting::Nothing => return None,
        _ if n == MOST_COMMANDS => GameCommand::Cancel,
        Waiting::Deal => GameCommand::Deal {
            order: options.pack().shuffled(rng),
            reshuffle_seed: rng.gen(),
        },
        Waiting::Turn { seat, .. } if n == 150 && seat != 1 && players > 2 => GameCommand::Play {
            seat: 1,
            action: options.leave_action(),
        },
        Waiting::Turn { .. } if n % 23 == 7 => GameCommand::TurnTimeout,
        Waiting::Turn { seat, .. } => {
            let seat = (0..players).find(|&s| game.decides_now(s)).unwrap_or(seat);
            decide(seat, rng).unwrap_or(GameCommand::TurnTimeout)
        }
        Waiting::Decisions { seats, .. } => seats
            .iter()
            .find(|&&s| game.decides_now(s))
            .and_then(|&s| decide(s, rng))
            .unwrap_or(GameCommand::RebuyTimeout),
        Waiting::Paced { .. } => GameCommand::TurnTimeout,
    };
    Some(command)
}

/// FNV-1a of `json`: the states between the whole ones are kept as this digest alone, which
/// still tells any changed byte, so that the golden files stay small.
fn digest(json: &str) -> u64 {
    json.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn line(out: &mut String, what: &str, value: &impl serde::Serialize) {
    let json = serde_json::to_string(value).expect("stored values serialize");
    let _ = writeln!(out, "{what} {json}");
}

fn golden_path(kind: GameKind) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/stored_games")
        .join(format!("{}.txt", kind.as_str()))
}

/// The seeds each game is played from.
const SEEDS: [u64; 2] = [7, 2024];

fn all_lines(kind: GameKind) -> String {
    SEEDS.iter().map(|&seed| stored_lines(kind, seed)).collect()
}

#[test]
fn every_game_stores_the_same_json_as_before() {
    for &kind in GameKind::ALL {
        let path = golden_path(kind);
        let now = all_lines(kind);
        if std::env::var_os("RUMINO_WRITE_STORED_GAMES").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &now).unwrap();
            continue;
        }
        let golden = std::fs::read_to_string(&path).expect("the golden file");
        for (i, (was, is)) in golden.lines().zip(now.lines()).enumerate() {
            assert_eq!(was, is, "{kind:?}: line {} differs", i + 1);
        }
        assert_eq!(golden.lines().count(), now.lines().count(), "{kind:?}");
    }
}

/// Every stored state, command and event list reads back and writes again byte for byte, and
/// each stored state, given the next stored command, becomes the next stored state.
#[test]
fn golden_games_read_back_and_replay_byte_for_byte() {
    for &kind in GameKind::ALL {
        let golden = std::fs::read_to_string(golden_path(kind)).expect("the golden file");
        let mut state: Option<AnyGame> = None;
        for (i, text) in golden.lines().enumerate() {
            let (what, json) = text.split_once(' ').unwrap();
            let at = format!("{kind:?}: line {}", i + 1);
            match what {
                "options" => {
                    state = None;
                    round_trip::<AnyOptions>(json, &at);
                }
                "state" => {
                    let read: AnyGame = round_trip(json, &at);
                    if let Some(replayed) = &state {
                        assert_eq!(serde_json::to_string(replayed).unwrap(), json, "{at}");
                    }
                    state = Some(read);
                }
                "digest" => {
                    let replayed = state.as_ref().expect("a state before a digest");
                    let now = serde_json::to_string(replayed).unwrap();
                    assert_eq!(format!("{:016x}", digest(&now)), json, "{at}");
                }
                "command" => {
                    let command: GameCommand<AnyAction> = round_trip(json, &at);
                    let game = state.as_mut().expect("a state before a command");
                    game.apply(&command).expect("a stored command applies");
                }
                "events" => {
                    round_trip::<Vec<super::AnyEvent>>(json, &at);
                }
                "round" => {}
                other => panic!("{at}: unknown line {other}"),
            }
        }
    }
}

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(json: &str, at: &str) -> T {
    let value: T = serde_json::from_str(json).unwrap_or_else(|e| panic!("{at}: {e}"));
    assert_eq!(serde_json::to_string(&value).unwrap(), json, "{at}");
    value
}
