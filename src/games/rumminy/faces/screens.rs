//! Rumminy on Discord. The table message shows each seat's tile count, the stock and pool, the
//! playfield as numbered combinations (letters and colour squares) and the last moves. The
//! private hand shows the player's tiles and, on their turn, a private draft of the new
//! playfield they build up: **Place** (a tile, then the combination it joins or "new"),
//! **Rearrange** (a text box holding the whole draft in tile notation, to split, join and move
//! anything), **Suggest** (the solver's play placing the most tiles), **Undo**, **Commit** and
//! **Pass**. The draft is checked as it grows (what would still be refused is said on the hand),
//! but only Commit and Pass reach the table.

#[path = "screens_draft.rs"]
mod draft;

use crate::games::rumminy::faces::words::{
    rumminy_game_over, rumminy_hands, rumminy_move, rumminy_parse_error, rumminy_playfield,
    rumminy_tile, rumminy_tiles, rumminy_tx, RumminyTx,
};
use crate::{
    faces::{
        buttons::button_rows,
        message::{clip, HandMessage},
        screens::{
            last_bullets, seat_lines, turn_line, DraftEdit, DraftStep, HandExtras, Panel, Screens,
        },
    },
    games::{
        rumminy::{
            draft::{Target, TurnStart},
            parse_playfield, playfield_text,
            solver::suggest,
            Action, Commit, RumminyGame, Tile,
        },
        Seat,
    },
    i18n::Lang,
    table::TableState,
};
use draft::{bad_click, draft_components, draft_error, draft_lines, draft_status, Draft};

/// How many of the last moves the table message lists.
const LAST_MOVES: usize = 4;

/// Discord's most options in one menu.
const MENU_OPTIONS: usize = 25;

/// Draft menus: tiles in menus 0 and 1, targets in 2 and 3.
const TILE_MENUS: u8 = 0;
const TARGET_MENUS: u8 = 2;

impl Screens for RumminyGame {
    const ACTION_PREFIX: &'static str = "n";

    /// Only Pass is a button; a commit is too long for an id and is built from the draft.
    fn action_code(action: &Action) -> Option<String> {
        match action {
            Action::Pass => Some("p".into()),
            Action::Commit(_) | Action::Leave => None,
        }
    }

    fn parse_action(parts: &[&str]) -> Option<Action> {
        match parts {
            ["p"] => Some(Action::Pass),
            _ => None,
        }
    }

    fn playing(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        let view = self.view(None);
        let mut lines = seat_lines(state, &view.seats, view.turn, |head, _, seat| {
            rumminy_tx(
                lang,
                &RumminyTx::SeatLine {
                    marker: head.marker,
                    n: head.n,
                    name: &head.name,
                    tiles: seat.tiles,
                    forfeited: seat.forfeited,
                },
            )
        });
        lines.push(rumminy_tx(
            lang,
            &RumminyTx::Stock {
                stock: view.stock_size,
                pool: view.pool,
            },
        ));
        lines.push(rumminy_tx(lang, &RumminyTx::Playfield));
        if view.playfield.is_empty() {
            lines.push(rumminy_tx(lang, &RumminyTx::EmptyPlayfield));
        }
        lines.extend(rumminy_playfield(&view.playfield));
        if let Some(turn) = view.turn {
            lines.push(turn_line(state, turn));
        }
        let said = last_bullets(&view.moves, LAST_MOVES, |m| {
            clip(&rumminy_move(lang, state, m), 240)
        });
        Panel {
            lines,
            field: (!said.is_empty()).then(|| {
                (
                    rumminy_tx(lang, &RumminyTx::LastMoves),
                    clip(&said.join("\n"), 1024),
                )
            }),
        }
    }

    fn finished(&self, state: &TableState) -> Panel {
        let lang = state.options.lang;
        let Some(result) = self.result() else {
            return Panel::default();
        };
        Panel::finished(
            Some(rumminy_game_over(lang, state, result)),
            Some((
                crate::say!(lang, "rumminy-finished-tiles-left").to_owned(),
                rumminy_hands(lang, state, result).join("\n"),
            )),
        )
    }

    fn hand(&self, state: &TableState, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
        let lang = extras.lang;
        let view = self.view(Some(seat));
        let mine = view.turn == Some(seat);
        let draft = extras
            .draft
            .filter(|_| mine)
            .and_then(Draft::read)
            .unwrap_or_else(|| Draft::start(&view));
        let drafted = mine && extras.draft.is_some();
        let left = draft.hand_left(&view);
        let mut lines = vec![rumminy_tx(lang, &RumminyTx::YourTiles(left.len()))];
        lines.push(rumminy_tiles(&left));
        if mine {
            lines.push(rumminy_tx(
                lang,
                &RumminyTx::YourTurn {
                    initial_meld: Some(view.limits().initial_meld)
                        .filter(|&p| p > 0)
                        .map(|p| p as u16),
                },
            ));
            lines.push(if drafted {
                rumminy_tx(lang, &RumminyTx::DraftHeader)
            } else {
                rumminy_tx(lang, &RumminyTx::Playfield)
            });
            lines.extend(draft_lines(&draft.field));
            if drafted {
                lines.extend(draft_status(self, seat, &view, &draft, lang));
            }
            if let Some(t) = draft.picked {
                lines.push(rumminy_tx(lang, &RumminyTx::Picked(&rumminy_tile(t))));
            }
        } else if let Some(turn) = view.turn {
            lines.push(turn_line(state, turn));
        }
        let components = if mine {
            draft_components(state, &draft, &left, drafted, lang)
        } else {
            button_rows(state, lang, Vec::new(), &[], 1)
        };
        HandMessage::new(extras.note, lines, components)
    }

    fn edit_draft(
        &self,
        seat: Seat,
        draft: Option<&str>,
        edit: DraftEdit<'_>,
        lang: Lang,
    ) -> DraftStep<Action> {
        let view = self.view(Some(seat));
        if view.turn != Some(seat) {
            return DraftStep::Refuse(rumminy_tx(lang, &RumminyTx::NotYourTurn));
        }
        let current = draft.and_then(Draft::read);
        let mut next = current.clone().unwrap_or_else(|| Draft::start(&view));
        match edit {
            DraftEdit::Text(text) => match parse_playfield(text) {
                Ok(field) => {
                    next.field = field;
                    next.picked = None;
                }
                Err(e) => return DraftStep::Refuse(rumminy_parse_error(lang, &e)),
            },
            DraftEdit::Code(["tile", tile]) => {
                let Ok(tile) = tile.parse::<Tile>() else {
                    return DraftStep::Refuse(bad_click(lang));
                };
                if !next.hand_left(&view).contains(&tile) {
                    return DraftStep::Refuse(rumminy_tx(
                        lang,
                        &RumminyTx::TileNotInHand(&tile.to_string()),
                    ));
                }
                next.picked = Some(tile);
            }
            DraftEdit::Code(["to", target]) => {
                let Some(tile) = next.picked.take() else {
                    return DraftStep::Refuse(bad_click(lang));
                };
                let to = match *target {
                    "new" => Target::New,
                    n => match n.parse() {
                        Ok(n) => Target::Combination(n),
                        Err(_) => return DraftStep::Refuse(bad_click(lang)),
                    },
                };
                if let Err(e) = TurnStart::of(&view).place(&mut next.field, &[tile], to) {
                    return DraftStep::Refuse(draft_error(lang, &e));
                }
            }
            DraftEdit::Code(["undo"]) => return DraftStep::Undo,
            DraftEdit::Code(["text"]) => {
                return DraftStep::Ask {
                    title: rumminy_tx(lang, &RumminyTx::RearrangeTitle),
                    label: rumminy_tx(lang, &RumminyTx::RearrangeLabel),
                    text: playfield_text(&next.field),
                }
            }
            DraftEdit::Code(["suggest"]) => {
                return match suggest(&view.playfield, &view.my_hand, view.limits()) {
                    Some(p) if !p.placed.is_empty() => DraftStep::Set(
                        Draft {
                            picked: None,
                            field: p.playfield,
                        }
                        .write(),
                    ),
                    _ => DraftStep::Refuse(rumminy_tx(lang, &RumminyTx::NothingToSuggest)),
                };
            }
            DraftEdit::Code(["commit"]) => {
                return match current {
                    Some(d) => {
                        DraftStep::Play(Action::Commit(Commit::over(&view.playfield, d.field)))
                    }
                    None => DraftStep::Refuse(rumminy_tx(lang, &RumminyTx::NothingDrafted)),
                };
            }
            DraftEdit::Code(_) => return DraftStep::Refuse(bad_click(lang)),
        }
        DraftStep::Set(next.write())
    }
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod tests;
