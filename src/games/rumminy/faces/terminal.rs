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
#[path = "terminal_show.rs"]
mod show;

use std::cell::{RefCell, RefMut};

use crate::games::rumminy::faces::words::{
    rumminy_dealt, rumminy_draft_error, rumminy_game_over, rumminy_hands, rumminy_move,
    rumminy_own_draw, rumminy_pool, rumminy_start_draw, rumminy_tiles,
};
use crate::{
    cards::{Card, CardId},
    faces::terminal::{
        common_words, game_events, screen::echo, split, Input, Retype, Terminal, ME,
    },
    games::{
        rumminy::{
            draft::{Draft, Target, TurnStart},
            draw_for_start,
            solver::suggest,
            tiles_text, Action, Event, GameView, Move, RumminyGame, Tile, TileId,
        },
        AnyAction, AnyGame,
    },
    i18n::{game_seat_name, Lang},
    table::{TableEvent, TableState},
};
use input::Typed;
use show::{print_field, prompt, show_draft};

/// `c` before the draft was changed.
fn nothing_drafted(lang: Lang) -> &'static str {
    crate::say!(lang, "rumminy-your-draft-is-the-playfield")
}

/// `n` tiles: `1 tile`, `7 tessere`.
pub(super) fn tiles(lang: Lang, n: usize) -> String {
    crate::say!(lang, "rumminy-tiles-count", tiles = n)
}

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
    state.game.as_ref().and_then(AnyGame::narrow_to)
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
    fn read(&self, lang: Lang, line: &str, view: &GameView) -> Result<Input, Retype> {
        let (word, rest) = split(line);
        if let Some(common) = common_words(lang, &word, &rest) {
            return common;
        }
        self.act(lang, input::parse(lang, line)?, view)
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
    fn act(&self, lang: Lang, typed: Typed, view: &GameView) -> Result<Input, Retype> {
        let mut draft = self.draft(view);
        let refused = |e| Retype(rumminy_draft_error(lang, &e));
        let said = match typed {
            Typed::Pass => return Ok(Input::Act(AnyAction::from(Action::Pass))),
            Typed::Commit if !draft.is_edited() => return Err(nothing_drafted(lang).into()),
            Typed::Commit => {
                return Ok(Input::Act(AnyAction::from(Action::Commit(draft.commit()))))
            }
            Typed::Suggest => {
                let Some(play) = suggest(&view.playfield, &view.my_hand, view.limits())
                    .filter(|p| !p.placed.is_empty())
                else {
                    return Ok(Input::Say(crate::say!(lang, "rumminy-act").to_owned()));
                };
                draft.set(play.playfield);
                let n = play.placed.len();
                crate::say!(lang, "rumminy-terminal-suggestion-drafted", n)
            }
            Typed::Undo => {
                draft.undo().map_err(refused)?;
                crate::say!(lang, "rumminy-undone").to_owned()
            }
            Typed::Place { tiles, to } => {
                draft.place(&tiles, to).map_err(refused)?;
                let tiles = tiles_text(&tiles);
                let new = draft.field().len();
                match to {
                    Target::Combination(n) => crate::say!(lang, "rumminy-combination", tiles, n),
                    Target::New => crate::say!(lang, "rumminy-new", tiles, new),
                }
            }
            Typed::Move { from, tiles, to } => {
                let before = draft.field().len();
                draft.move_tiles(from, &tiles, to).map_err(refused)?;
                let after = draft.field().len();
                let gone = if after < before {
                    crate::say!(lang, "rumminy-combination-is-empty-and-gone", from)
                } else {
                    String::new()
                };
                let tiles = tiles_text(&tiles);
                match to {
                    Target::Combination(n) => {
                        crate::say!(lang, "rumminy-moved-to-combination", tiles, from, n, gone)
                    }
                    Target::New => crate::say!(
                        lang,
                        "rumminy-moved-to-new-combination",
                        tiles,
                        from,
                        after,
                        gone
                    ),
                }
            }
            Typed::Rearrange(field) => {
                draft.rearrange(field).map_err(refused)?;
                crate::say!(lang, "rumminy-draft-rearranged").to_owned()
            }
        };
        Ok(Input::Say(said))
    }

    /// What passing now would drop: a draft that places tiles.
    fn pass_warning(&self, lang: Lang, view: &GameView) -> Option<String> {
        let draft = self.draft(view);
        let placed = draft.commit().placed;
        (draft.is_edited() && !placed.is_empty()).then(|| {
            let placed = rumminy_tiles(&placed);
            crate::say!(lang, "rumminy-passing-drops-your-draft-which", placed)
        })
    }
}

impl Terminal for Rumminy {
    fn help(&self, lang: Lang) -> &'static str {
        crate::say!(lang, "rumminy-help")
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = state.options.lang;
        let me = state.seat_of(ME);
        let hand = match (game(state), me) {
            (Some(g), Some(seat)) => g.view(Some(seat)).my_hand,
            _ => Vec::new(),
        };
        for event in game_events::<Event>(events) {
            match event {
                Event::Dealt { starter, hand_size } => {
                    echo!("\n{}", rumminy_dealt(lang, state, *starter, *hand_size));
                }
                Event::Moved(m @ Move::Passed { seat, drew: true }) if Some(*seat) == me => {
                    match drawn(&self.hand, &hand).as_slice() {
                        [tile] => echo!("{}", rumminy_own_draw(lang, *tile)),
                        _ => echo!("{}.", rumminy_move(lang, state, m)),
                    }
                }
                // Your own leaving is told by the session, with what it costs you.
                Event::Moved(Move::Forfeited { seat, left: true }) if Some(*seat) == me => {}
                // A move is a list item on Discord; here a sentence, like every game's.
                Event::Moved(m) => echo!("{}.", rumminy_move(lang, state, m)),
                Event::GameOver { result } => {
                    echo!("\n{}", rumminy_game_over(lang, state, result));
                    if let Some(pool) = rumminy_pool(lang, state, result) {
                        echo!("{pool}");
                    }
                    echo!("{}:", crate::say!(lang, "rumminy-terminal-tiles-left"));
                    for line in rumminy_hands(lang, state, result) {
                        echo!("  {line}");
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
        let lang = state.options.lang;
        let view = game.view(Some(seat));
        let others: Vec<String> = (0..view.seats.len())
            .filter(|&s| s != seat)
            .map(|s| {
                let out = if view.seats[s].forfeited {
                    crate::say!(lang, "rumminy-out-of-the-game")
                } else {
                    ""
                };
                let who = game_seat_name(lang, state, s);
                format!(
                    "{}{out}",
                    crate::faces::terminal::labelled(lang, &who, tiles(lang, view.seats[s].tiles))
                )
            })
            .collect();
        let (turn, others, stock) = (
            view.turn_no,
            others.join(" · "),
            tiles(lang, view.stock_size),
        );
        let pool = match view.pool {
            1 => crate::say!(lang, "rumminy-chip").to_owned(),
            n => crate::say!(lang, "rumminy-chips", n),
        };
        let status = crate::say!(lang, "rumminy-turn-status", turn, others, stock, pool);
        echo!("\n{status}");
        let playfield = crate::say!(lang, "rumminy-terminal-playfield");
        if view.turn != Some(seat) {
            echo!("{playfield}");
            print_field(lang, &view.playfield);
            return;
        }
        let draft = self.draft(&view);
        if draft.is_edited() {
            show_draft(lang, game, seat, &draft);
        } else {
            echo!("{playfield}");
            print_field(lang, &view.playfield);
        }
        let left = draft.hand_left();
        let yours = crate::say!(lang, "rumminy-your-tiles");
        echo!("{yours} ({}): {}", left.len(), rumminy_tiles(&left));
        let meld = view.limits().initial_meld;
        if meld > 0 {
            echo!(
                "{}",
                crate::say!(lang, "rumminy-initial-meld-rule", points = meld)
            );
        }
        echo!(
            "{}",
            prompt(lang, draft.is_edited(), view.playfield.is_empty())
        );
    }

    fn parse(&self, line: &str, state: &TableState, seat: usize) -> Result<Input, Retype> {
        let lang = state.options.lang;
        let Some(game) = game(state) else {
            let not = crate::say!(lang, "rumminy-the-game-is-not-being");
            return Err(not.into());
        };
        self.read(lang, line, &game.view(Some(seat)))
    }

    /// N3: each player drew a tile; the highest number starts (drawn anew for every game).
    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let drawn = draw_for_start(state.players.len(), draw);
        let tiles: Vec<Vec<Tile>> = drawn
            .draws
            .iter()
            .map(|cards| cards.iter().filter_map(|&c| tile_of(c)).collect())
            .collect();
        Some(rumminy_start_draw(
            state.options.lang,
            state,
            &tiles,
            drawn.dealer,
        ))
    }

    /// Passing drops a draft that places tiles (N12): say so first.
    fn warning(&self, state: &TableState, seat: usize, action: &AnyAction) -> Option<String> {
        let AnyAction::Rumminy(Action::Pass) = action else {
            return None;
        };
        self.pass_warning(state.options.lang, &game(state)?.view(Some(seat)))
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;

impl crate::faces::terminal::Plays for crate::games::rumminy::RumminyGame {
    fn terminal(_: &crate::games::rumminy::RumminyOptions) -> Box<dyn Terminal> {
        Box::new(Rumminy::default())
    }
}
