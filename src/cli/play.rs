//! `rumino play`: a game of Rumino in the terminal against computer players, through the same
//! table service as the bot (with an in-memory database), so anyone can try the game.

use std::process::ExitCode;

use tokio::io::{AsyncBufReadExt, BufReader};

use crate::{
    ai::Level,
    cards::{Card, CardList},
    i18n::{describe_game_over, describe_hand_end, describe_hands, describe_move, Lang},
    ids::{ChannelId, GuildId, PlayerId},
    rumino::{lays, Action, GameOptions, GameView},
    store::Store,
    table::{
        Clock, SeatInfo, ServiceConfig, TableCommand, TableOptions, TablePhase, TableService,
        TableState,
    },
};

const ME: PlayerId = PlayerId(1);

const HELP: &str = "Commands: d = draw from the stock, t = take the discard, a card (7h, 10♦, Joker) = discard it, \
k = knock, g = gin, r = rumino, c = claim the discard for a rumino, y / n = rebuy or not, q = quit.";

/// What the player typed, understood.
enum Input {
    Act(Action),
    Help,
    Quit,
}

fn parse_input(line: &str) -> Result<Input, String> {
    let word = line.trim().to_lowercase();
    Ok(Input::Act(match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "k" | "knock" => Action::Knock,
        "g" | "gin" => Action::Gin,
        "r" | "rumino" => Action::Rumino,
        "c" | "claim" => Action::ClaimRumino,
        "y" | "yes" | "rebuy" => Action::Rebuy,
        "n" | "no" => Action::DeclineRebuy,
        "h" | "help" | "?" => return Ok(Input::Help),
        "q" | "quit" | "exit" => return Ok(Input::Quit),
        "" => return Err("Type a command (h for help).".to_owned()),
        other => Action::Discard(
            other
                .parse::<Card>()
                .map_err(|e| format!("{e}. Type h for help."))?,
        ),
    }))
}

/// # Errors
/// The in-memory store or the table service failed to start.
pub async fn run(players: u8, level: Level, ace_high: bool) -> anyhow::Result<ExitCode> {
    super::app::init_tracing("error");
    let store = Store::open("sqlite::memory:").await?;
    let (service, _) =
        TableService::start(store, ServiceConfig::default(), Clock::system()).await?;
    let options = TableOptions {
        game: GameOptions {
            ace_high,
            ..GameOptions::default()
        },
        seats: players,
        turn_seconds: 3600,
        rebuy_seconds: 600,
        computer_delay_ms: 300,
        lobby_seconds: 86_400,
        computer_level: level,
        lang: Lang::En,
    };
    let me = SeatInfo {
        player: ME,
        name: "You".to_owned(),
        computer: None,
    };
    let table = service
        .open(GuildId(1), ChannelId(1), me, options)
        .await?
        .id;
    for _ in 1..players {
        service
            .send(table, TableCommand::AddComputer { by: ME, level }, None)
            .await?;
    }
    service
        .send(
            table,
            TableCommand::Start {
                by: ME,
                draw: Vec::new(),
            },
            None,
        )
        .await?;
    println!(
        "Rumino: you against {} {level} computer player(s). {HELP}",
        players - 1
    );
    let mut watch = service
        .watch(table)
        .ok_or_else(|| anyhow::anyhow!("the table closed"))?;
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut printed = Printed::default();
    loop {
        let state = watch.borrow_and_update().clone();
        printed.catch_up(&state);
        if state.phase != TablePhase::Playing {
            println!("Play again? (y/n)");
            match lines.next_line().await?.as_deref().map(str::trim) {
                Some("y" | "yes") => {
                    if let Err(e) = service
                        .send(
                            table,
                            TableCommand::Start {
                                by: ME,
                                draw: Vec::new(),
                            },
                            None,
                        )
                        .await
                    {
                        println!("{e}");
                        return Ok(ExitCode::SUCCESS);
                    }
                    continue;
                }
                _ => return Ok(ExitCode::SUCCESS),
            }
        }
        let Some(view) = state
            .seat_of(ME)
            .and_then(|s| state.live_game().map(|g| g.view(Some(s))))
        else {
            return Ok(ExitCode::SUCCESS);
        };
        if !view.legal.iter().any(|a| *a != Action::Leave) {
            if watch.changed().await.is_err() {
                return Ok(ExitCode::SUCCESS);
            }
            continue;
        }
        print_view(&state, &view);
        let Some(line) = lines.next_line().await? else {
            let _ = service
                .send(table, TableCommand::Leave { player: ME }, None)
                .await;
            return Ok(ExitCode::SUCCESS);
        };
        let action = match parse_input(&line) {
            Ok(Input::Act(action)) => action,
            Ok(Input::Help) => {
                println!("{HELP}");
                continue;
            }
            Ok(Input::Quit) => {
                let _ = service
                    .send(table, TableCommand::Leave { player: ME }, None)
                    .await;
                println!("You left the game.");
                return Ok(ExitCode::SUCCESS);
            }
            Err(message) => {
                println!("{message}");
                continue;
            }
        };
        if let Err(e) = service
            .send(
                table,
                TableCommand::Act { player: ME, action },
                Some(state.version),
            )
            .await
        {
            println!("{e}");
        }
    }
}

/// What has been printed already, so each move and result is printed once.
#[derive(Default)]
struct Printed {
    hand_no: u32,
    moves: usize,
    hands_scored: u32,
    game_no: u32,
    game_over: bool,
}

impl Printed {
    fn catch_up(&mut self, state: &TableState) {
        let Some(game) = state.game.as_ref() else {
            return;
        };
        if state.game_no != self.game_no {
            *self = Printed {
                game_no: state.game_no,
                ..Printed::default()
            };
        }
        if game.hands_played > self.hands_scored {
            // Moves of the hand that just ended are gone with it; its result says how it ended.
            if let Some(result) = &game.last_hand {
                println!("\n{}", describe_hand_end(Lang::En, state, result));
                for line in describe_hands(Lang::En, state, result) {
                    println!("  {line}");
                }
            }
            self.hands_scored = game.hands_played;
        }
        if let Some(hand) = game.hand() {
            if hand.hand_no != self.hand_no {
                self.hand_no = hand.hand_no;
                self.moves = 0;
                println!(
                    "\n— Hand {} — {} deals.",
                    hand.hand_no,
                    state.player_name(hand.dealer)
                );
            }
            for m in &hand.moves[self.moves.min(hand.moves.len())..] {
                println!("{}", describe_move(Lang::En, state, m));
            }
            self.moves = hand.moves.len();
        }
        if let (Some(result), false) = (game.result(), self.game_over) {
            println!("\n{}", describe_game_over(Lang::En, state, result));
            self.game_over = true;
        }
    }
}

fn print_view(state: &TableState, view: &GameView) {
    let scores: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "{} {}{}",
                state.player_name(i),
                s.score,
                if s.eliminated { " (out)" } else { "" }
            )
        })
        .collect();
    println!("\nScores: {} | pool {} chips", scores.join(", "), view.pool);
    if let Some(cost) = view.rebuy_cost {
        println!("You are out. Rebuy for {cost} chips? (y/n)");
        return;
    }
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let arrangement = lays::arrange(&view.my_cards, rules);
    let lays: Vec<String> = arrangement
        .lays
        .iter()
        .map(|l| format!("[{}]", CardList(&l.cards)))
        .collect();
    println!(
        "Your hand: {} {} (deadwood {}) | discard: {} | stock: {}",
        lays.join(" "),
        CardList(&arrangement.deadwood_cards),
        arrangement.deadwood,
        view.discard_top.map_or("—".to_owned(), |c| c.to_string()),
        view.stock_size
    );
    let options: Vec<&str> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::DrawStock => Some("d draw"),
            Action::TakeDiscard => Some("t take"),
            Action::Knock => Some("k knock"),
            Action::Gin => Some("g gin"),
            Action::Rumino => Some("r rumino"),
            Action::ClaimRumino => Some("c CLAIM the discard for a rumino"),
            _ => None,
        })
        .collect();
    let mut options = options;
    if view.drawn {
        options.push("a card to discard (like 7h)");
    }
    println!("Your move: {} >", options.join(", "));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_is_understood_or_explained() {
        assert!(matches!(
            parse_input(" D "),
            Ok(Input::Act(Action::DrawStock))
        ));
        assert!(
            matches!(parse_input("7h"), Ok(Input::Act(Action::Discard(c))) if c.to_string() == "7♥")
        );
        assert!(matches!(parse_input("q"), Ok(Input::Quit)));
        let err = parse_input("xyz").err().unwrap();
        assert!(err.contains("“xyz”") && err.contains("help"), "{err}");
        assert!(parse_input("").is_err());
    }
}
