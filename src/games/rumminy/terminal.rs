//! Rumminy in the terminal: every move told as it comes (your own passes with the tile drawn),
//! each player's tile count, the playfield numbered, your hand, and your draft of the new
//! playfield, built a command at a time (`terminal_input.rs`): put tiles from your hand on
//! combination N or a new one, move tiles between combinations, type the whole playfield, take
//! the suggestion, undo; then commit it, or pass.
//!
//! The draft is the pure [`Draft`] of the rules engine, kept here for the turn it was made in;
//! it is dropped when the turn ends (N12, N14) and never reaches the table until committed (N20).

#[path = "terminal_input.rs"]
mod input;

use std::cell::{RefCell, RefMut};

use super::words::{
    rumminy_dealt, rumminy_game_over, rumminy_hands, rumminy_move, rumminy_own_draw, rumminy_pool,
    rumminy_start_draw, rumminy_tiles,
};
use crate::{
    cards::{Card, CardId},
    cli::play::{common_words, count, screen::say, split, Input, Retype, Terminal, ME},
    games::{
        rumminy::{
            draft::{Draft, Target, TurnStart},
            draw_for_start,
            solver::suggest,
            tiles_text, Action, Event, GameView, Move, RumminyGame, Tile, TileId,
        },
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{game_seat_name, Lang},
    table::{TableEvent, TableState},
};
use input::Typed;

const LANG: Lang = Lang::En;

/// `c` before the draft was changed.
const NOTHING_DRAFTED: &str = "Your draft is the playfield as it is: put tiles from your hand \
    down first (like R6 2, or R1 R2 R3 new), take the suggestion with s, or pass with p.";

/// Rumminy's terminal: your draft for the turn on, and your hand as last told.
#[derive(Default)]
pub(crate) struct Rumminy {
    /// Edited by [`Terminal::parse`], which sees `&self`; the terminal is used from one task.
    draft: RefCell<Option<TurnDraft>>,
    /// Your hand after the last notice told, to say which tile a pass drew.
    hand: Vec<Tile>,
}

/// A draft and the turn it belongs to.
struct TurnDraft {
    turn_no: u32,
    draft: Draft,
}

fn game(state: &TableState) -> Option<&RumminyGame> {
    state.game.as_ref().and_then(AnyGame::as_rumminy)
}

/// What `after` holds beyond `before`: the tiles a pass drew.
fn drawn(before: &[Tile], after: &[Tile]) -> Vec<Tile> {
    let mut left = before.to_vec();
    after
        .iter()
        .filter(|t| match left.iter().position(|l| l == *t) {
            Some(i) => {
                left.remove(i);
                false
            }
            None => true,
        })
        .copied()
        .collect()
}

/// The tile a card of the table's deck stands for (N1: the tiles are dealt as cards of
/// `Pack::Tiles74`).
fn tile_of(card: Card) -> Option<Tile> {
    TileId::all()
        .find(|id| id.card().map(CardId::card) == Some(card))
        .map(TileId::tile)
}

impl Rumminy {
    /// A line typed at your prompt, over the turn `view` shows.
    fn read(&self, line: &str, view: &GameView) -> Result<Input, Retype> {
        let (word, rest) = split(line);
        if let Some(common) = common_words(&word, &rest) {
            return common;
        }
        self.act(input::parse(line)?, view)
    }

    /// Your draft for the turn `view` shows, a fresh one when the turn has changed.
    fn draft(&self, view: &GameView) -> RefMut<'_, Draft> {
        let start = TurnStart::of(view);
        let mut slot = self.draft.borrow_mut();
        if slot
            .as_ref()
            .is_some_and(|d| d.turn_no != view.turn_no || *d.draft.start() != start)
        {
            *slot = None;
        }
        RefMut::map(slot, |d| {
            &mut d
                .get_or_insert_with(|| TurnDraft {
                    turn_no: view.turn_no,
                    draft: Draft::new(start),
                })
                .draft
        })
    }

    /// A typed line's edit of the draft, or the action it sends.
    fn act(&self, typed: Typed, view: &GameView) -> Result<Input, Retype> {
        let mut draft = self.draft(view);
        let said = match typed {
            Typed::Pass => return Ok(Input::Act(AnyAction::from(Action::Pass))),
            Typed::Commit if !draft.is_edited() => return Err(NOTHING_DRAFTED.into()),
            Typed::Commit => {
                return Ok(Input::Act(AnyAction::from(Action::Commit(draft.commit()))))
            }
            Typed::Suggest => {
                let Some(play) = suggest(&view.playfield, &view.my_hand, view.limits())
                    .filter(|p| !p.placed.is_empty())
                else {
                    return Ok(Input::Say(
                        "No play is possible with your tiles now: p to pass and draw.".to_owned(),
                    ));
                };
                draft.set(play.playfield);
                format!(
                    "Suggested: the play placing the most tiles ({}). It is your draft now: \
                     c to commit it, u to undo.",
                    play.placed.len()
                )
            }
            Typed::Undo => {
                draft.undo().map_err(|e| e.to_string())?;
                "Undone.".to_owned()
            }
            Typed::Place { tiles, to } => {
                draft.place(&tiles, to).map_err(|e| e.to_string())?;
                let tiles = tiles_text(&tiles);
                match to {
                    Target::Combination(n) => format!("Put {tiles} on combination {n}."),
                    Target::New => format!(
                        "Put {tiles} down as new combination {}.",
                        draft.field().len()
                    ),
                }
            }
            Typed::Move { from, tiles, to } => {
                let before = draft.field().len();
                draft
                    .move_tiles(from, &tiles, to)
                    .map_err(|e| e.to_string())?;
                let gone = if draft.field().len() < before {
                    format!(" Combination {from} is empty and gone: the ones after it move up.")
                } else {
                    String::new()
                };
                let to = match to {
                    Target::Combination(n) => format!("combination {n}"),
                    Target::New => format!("new combination {}", draft.field().len()),
                };
                format!(
                    "Moved {} from combination {from} to {to}.{gone}",
                    tiles_text(&tiles)
                )
            }
            Typed::Rearrange(field) => {
                draft.rearrange(field).map_err(|e| e.to_string())?;
                "Your draft is the playfield you typed.".to_owned()
            }
        };
        Ok(Input::Say(said))
    }

    /// What passing now would drop: a draft that places tiles.
    fn pass_warning(&self, view: &GameView) -> Option<String> {
        let draft = self.draft(view);
        let placed = draft.commit().placed;
        (draft.is_edited() && !placed.is_empty()).then(|| {
            format!(
                "Passing drops your draft, which places {}.",
                rumminy_tiles(&placed)
            )
        })
    }
}

/// Prints the draft's combinations, numbered, each not (yet) valid marked, and whether a
/// commit would be accepted now or what is still wrong.
fn show_draft(game: &RumminyGame, seat: usize, draft: &Draft) {
    say!("Your draft (only you see it; nothing is played until you type c):");
    print_field(draft.field());
    let commit = draft.commit();
    if !commit.placed.is_empty() {
        say!("From your hand: {}", rumminy_tiles(&commit.placed));
    }
    match game.check_commit(seat, &commit) {
        Ok(checked) if checked.final_turn => say!(
            "✅ Ready: c places {} and empties your hand: you win.",
            count(checked.placed.len(), "tile", "tiles")
        ),
        Ok(checked) => say!(
            "✅ Ready: c places {}.",
            count(checked.placed.len(), "tile", "tiles")
        ),
        Err(e) => say!("⚠️ Not yet: {e}"),
    }
}

/// A playfield, one numbered combination a line, each not (yet) valid marked.
fn print_field(field: &[Vec<Tile>]) {
    if field.is_empty() {
        say!("  (empty)");
    }
    for (i, combo) in field.iter().enumerate() {
        let mark = match crate::games::rumminy::check_combination(combo) {
            Ok(_) => "",
            Err(_) => "  ⚠️",
        };
        say!("  {:>2}: {}{mark}", i + 1, rumminy_tiles(combo));
    }
}

impl Terminal for Rumminy {
    fn help(&self) -> &'static str {
        input::HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let me = state.seat_of(ME);
        let hand = match (game(state), me) {
            (Some(g), Some(seat)) => g.view(Some(seat)).my_hand,
            _ => Vec::new(),
        };
        for event in events {
            let TableEvent::Game {
                event: AnyEvent::Rumminy(event),
            } = event
            else {
                continue;
            };
            match event {
                Event::Dealt { starter, hand_size } => {
                    say!("\n{}", rumminy_dealt(LANG, state, *starter, *hand_size));
                }
                Event::Moved(m @ Move::Passed { seat, drew: true }) if Some(*seat) == me => {
                    match drawn(&self.hand, &hand).as_slice() {
                        [tile] => say!("{}", rumminy_own_draw(LANG, *tile)),
                        _ => say!("{}.", rumminy_move(LANG, state, m)),
                    }
                }
                // Your own leaving is told by the session, with what it costs you.
                Event::Moved(Move::Forfeited { seat, left: true }) if Some(*seat) == me => {}
                // A move is a list item on Discord; here a sentence, like every game's.
                Event::Moved(m) => say!("{}.", rumminy_move(LANG, state, m)),
                Event::GameOver { result } => {
                    say!("\n{}", rumminy_game_over(LANG, state, result));
                    if let Some(pool) = rumminy_pool(LANG, state, result) {
                        say!("{pool}");
                    }
                    say!("Tiles left:");
                    for line in rumminy_hands(LANG, state, result) {
                        say!("  {line}");
                    }
                }
            }
        }
        self.hand = hand;
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let view = game.view(Some(seat));
        let others: Vec<String> = (0..view.seats.len())
            .filter(|&s| s != seat)
            .map(|s| {
                let out = if view.seats[s].forfeited {
                    " (out of the game)"
                } else {
                    ""
                };
                format!(
                    "{}: {}{out}",
                    game_seat_name(LANG, state, s),
                    count(view.seats[s].tiles, "tile", "tiles")
                )
            })
            .collect();
        say!(
            "\nTurn {} · {} · stock {} · pool {}",
            view.turn_no,
            others.join(" · "),
            count(view.stock_size, "tile", "tiles"),
            count(view.pool as usize, "chip", "chips")
        );
        if view.turn != Some(seat) {
            say!("Playfield:");
            print_field(&view.playfield);
            return;
        }
        let draft = self.draft(&view);
        if draft.is_edited() {
            show_draft(game, seat, &draft);
        } else {
            say!("Playfield:");
            print_field(&view.playfield);
        }
        let left = draft.hand_left();
        say!("Your tiles ({}): {}", left.len(), rumminy_tiles(&left));
        let meld = view.limits().initial_meld;
        if meld > 0 {
            say!(
                "Your first play must be new combinations of your own tiles worth at least {meld} \
                 points, leaving the playfield as it is."
            );
        }
        if draft.is_edited() {
            say!(
                "Your move: c = commit this draft, u = undo, s = suggest, p = pass and draw \
                 (drops the draft), h = help >"
            );
        } else if view.playfield.is_empty() {
            say!(
                "Your move: R1 R2 R3 new = put tiles down as a new combination, s = suggest, \
                 p = pass and draw, h = help >"
            );
        } else {
            say!(
                "Your move: R6 2 = put R6 on combination 2, R1 R2 R3 new = a new combination, \
                 s = suggest, p = pass and draw, h = help >"
            );
        }
    }

    fn parse(&self, line: &str, state: &TableState, seat: usize) -> Result<Input, Retype> {
        let Some(game) = game(state) else {
            return Err("The game is not being played.".into());
        };
        self.read(line, &game.view(Some(seat)))
    }

    /// N3: each player drew a tile; the highest number starts (drawn anew for every game).
    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let drawn = draw_for_start(state.players.len(), draw);
        let tiles: Vec<Vec<Tile>> = drawn
            .draws
            .iter()
            .map(|cards| cards.iter().filter_map(|&c| tile_of(c)).collect())
            .collect();
        Some(rumminy_start_draw(LANG, state, &tiles, drawn.dealer))
    }

    /// Passing drops a draft that places tiles (N12): say so first.
    fn warning(&self, state: &TableState, seat: usize, action: &AnyAction) -> Option<String> {
        let AnyAction::Rumminy(Action::Pass) = action else {
            return None;
        };
        self.pass_warning(&game(state)?.view(Some(seat)))
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;

impl crate::cli::play::Plays for crate::games::rumminy::RumminyGame {
    fn terminal(_: &crate::games::rumminy::RumminyOptions) -> Box<dyn Terminal> {
        Box::new(Rumminy::default())
    }
}
