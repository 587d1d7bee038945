//! Rumminy on Discord. The table message shows each seat's tile count, the stock and pool, the
//! playfield as numbered combinations (letters and colour squares) and the last moves. The
//! private hand shows the player's tiles and, on their turn, a private draft of the new
//! playfield they build up: **Place** (a tile, then the combination it joins or "new"),
//! **Rearrange** (a text box holding the whole draft in tile notation, to split, join and move
//! anything), **Suggest** (the solver's play placing the most tiles), **Undo**, **Commit** and
//! **Pass**. The draft is checked as it grows (what would still be refused is said on the hand),
//! but only Commit and Pass reach the table.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use crate::games::rumminy::faces::words::{
    rumminy_game_over, rumminy_hands, rumminy_move, rumminy_parse_error, rumminy_playfield,
    rumminy_rule_error, rumminy_tile, rumminy_tiles, rumminy_tx, RumminyTx,
};
use crate::{
    faces::{
        buttons::{act_button, button_rows},
        custom_id::CustomId,
        message::{clip, HandMessage},
        screens::{
            last_bullets, seat_lines, turn_line, DraftEdit, DraftStep, HandExtras, Panel, Screens,
        },
    },
    games::{
        rumminy::{
            check_combination,
            draft::{DraftError, Target, TurnStart},
            parse_playfield, playfield_text,
            solver::suggest,
            Action, Commit, GameView, RumminyGame, Tile,
        },
        Seat,
    },
    i18n::Lang,
    table::TableState,
};

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
                lang.pick("Tiles left", "Tessere rimaste").to_owned(),
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

fn bad_click(lang: Lang) -> String {
    crate::i18n::bad_custom_id(lang)
}

/// Why a Place was refused, in `lang`: the two refusals a menu can meet (the menus offer only
/// tiles in hand and combinations of the draft, but the draft may have changed since).
fn draft_error(lang: Lang, e: &DraftError) -> String {
    match e {
        DraftError::NotInHand(t) => rumminy_tx(lang, &RumminyTx::TileNotInHand(&t.to_string())),
        DraftError::NoSuchCombination(n, _) | DraftError::NoCombinationYet(n) => {
            rumminy_tx(lang, &RumminyTx::NoSuchCombination(*n))
        }
        _ => bad_click(lang),
    }
}

/// A player's draft: the whole new playfield, and the tile picked to place next. Kept as text
/// by the Discord layer: the picked tile (or nothing) on the first line, the playfield in tile
/// notation on the second.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    picked: Option<Tile>,
    field: Vec<Vec<Tile>>,
}

impl Draft {
    /// The draft a turn starts from: the playfield as it is.
    fn start(view: &GameView) -> Draft {
        Draft {
            picked: None,
            field: view.playfield.clone(),
        }
    }

    fn write(&self) -> String {
        format!(
            "{}\n{}",
            self.picked.map(|t| t.to_string()).unwrap_or_default(),
            playfield_text(&self.field)
        )
    }

    fn read(text: &str) -> Option<Draft> {
        let (picked, field) = text.split_once('\n')?;
        Some(Draft {
            picked: match picked {
                "" => None,
                t => Some(t.parse().ok()?),
            },
            field: parse_playfield(field).ok()?,
        })
    }

    /// The hand's tiles this draft does not place, sorted.
    fn hand_left(&self, view: &GameView) -> Vec<Tile> {
        TurnStart::of(view).hand_left(&self.field)
    }
}

/// The draft's combinations, numbered, each not (yet) valid marked.
fn draft_lines(field: &[Vec<Tile>]) -> Vec<String> {
    rumminy_playfield(field)
        .into_iter()
        .zip(field)
        .map(|(line, combo)| {
            if check_combination(combo).is_ok() {
                line
            } else {
                format!("{line} ⚠️")
            }
        })
        .collect()
}

/// What the draft places and whether Commit would be accepted, or what is still wrong.
fn draft_status(
    game: &RumminyGame,
    seat: Seat,
    view: &GameView,
    draft: &Draft,
    lang: Lang,
) -> Vec<String> {
    let commit = Commit::over(&view.playfield, draft.field.clone());
    let mut lines = Vec::new();
    if !commit.placed.is_empty() {
        lines.push(rumminy_tx(
            lang,
            &RumminyTx::DraftPlaces(&rumminy_tiles(&commit.placed)),
        ));
    }
    lines.push(match game.check_commit(seat, &commit) {
        Ok(checked) => rumminy_tx(
            lang,
            &RumminyTx::DraftReady {
                placed: checked.placed.len(),
                out: checked.final_turn,
            },
        ),
        Err(e) => rumminy_tx(
            lang,
            &RumminyTx::DraftProblem(&rumminy_rule_error(lang, &e)),
        ),
    });
    lines
}

fn select(
    state: &TableState,
    menu: u8,
    placeholder: String,
    options: Vec<CreateSelectMenuOption>,
) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            CustomId::draft_pick(state.id, state.version, menu).encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(clip(&placeholder, 150)),
    )
}

/// Place (tile menus, then target menus once a tile is picked) and the draft's buttons: at most
/// two menus of each, so the hand stays within Discord's five rows.
fn draft_components(
    state: &TableState,
    draft: &Draft,
    left: &[Tile],
    drafted: bool,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut distinct: Vec<(Tile, usize)> = Vec::new();
    for &t in left {
        match distinct.last_mut() {
            Some((last, n)) if *last == t => *n += 1,
            _ => distinct.push((t, 1)),
        }
    }
    for (i, chunk) in distinct.chunks(MENU_OPTIONS).take(2).enumerate() {
        let options = chunk
            .iter()
            .map(|&(t, n)| {
                let label = if n > 1 {
                    format!("{} ×{n}", rumminy_tile(t))
                } else {
                    rumminy_tile(t)
                };
                CreateSelectMenuOption::new(label, format!("tile:{t}"))
                    .default_selection(draft.picked == Some(t))
            })
            .collect();
        rows.push(select(
            state,
            TILE_MENUS + i as u8,
            rumminy_tx(lang, &RumminyTx::PlaceTile),
            options,
        ));
    }
    if let Some(t) = draft.picked {
        let targets: Vec<CreateSelectMenuOption> = std::iter::once(CreateSelectMenuOption::new(
            rumminy_tx(lang, &RumminyTx::NewCombination),
            "to:new",
        ))
        .chain(draft.field.iter().enumerate().map(|(i, combo)| {
            CreateSelectMenuOption::new(
                clip(&format!("{}: {}", i + 1, rumminy_tiles(combo)), 100),
                format!("to:{}", i + 1),
            )
        }))
        .collect();
        for (i, chunk) in targets.chunks(MENU_OPTIONS).take(2).enumerate() {
            rows.push(select(
                state,
                TARGET_MENUS + i as u8,
                rumminy_tx(lang, &RumminyTx::PlaceWhere(&t.to_string())),
                chunk.to_vec(),
            ));
        }
    }
    let button = |edit: &str, label: RumminyTx<'_>, style: ButtonStyle| {
        CreateButton::new(CustomId::draft(state.id, state.version, edit).encode())
            .label(rumminy_tx(lang, &label))
            .style(style)
    };
    rows.push(CreateActionRow::Buttons(vec![
        button("commit", RumminyTx::Commit, ButtonStyle::Success).disabled(!drafted),
        button("suggest", RumminyTx::Suggest, ButtonStyle::Primary),
        button("text", RumminyTx::Rearrange, ButtonStyle::Secondary),
        button("undo", RumminyTx::Undo, ButtonStyle::Secondary).disabled(!drafted),
        act_button(
            state,
            Action::Pass,
            &rumminy_tx(lang, &RumminyTx::Pass),
            ButtonStyle::Danger,
        ),
    ]));
    rows
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod tests;
