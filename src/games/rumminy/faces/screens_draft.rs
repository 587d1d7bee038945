//! A Rumminy player's private draft on Discord: its combinations as lines, whether it would be
//! accepted, and the menus and buttons that build it.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::{MENU_OPTIONS, TARGET_MENUS, TILE_MENUS};
use crate::games::rumminy::faces::words::{
    rumminy_playfield, rumminy_rule_error, rumminy_tile, rumminy_tiles, rumminy_tx, RumminyTx,
};
use crate::{
    faces::{buttons::act_button, custom_id::CustomId, message::clip},
    games::{
        rumminy::{
            check_combination,
            draft::{DraftError, TurnStart},
            parse_playfield, playfield_text, Action, Commit, GameView, RumminyGame, Tile,
        },
        Seat,
    },
    i18n::Lang,
    table::TableState,
};

pub(super) fn bad_click(lang: Lang) -> String {
    crate::i18n::bad_custom_id(lang)
}

/// Why a Place was refused, in `lang`: the two refusals a menu can meet (the menus offer only
/// tiles in hand and combinations of the draft, but the draft may have changed since).
pub(super) fn draft_error(lang: Lang, e: &DraftError) -> String {
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
pub(super) struct Draft {
    pub(super) picked: Option<Tile>,
    pub(super) field: Vec<Vec<Tile>>,
}

impl Draft {
    /// The draft a turn starts from: the playfield as it is.
    pub(super) fn start(view: &GameView) -> Draft {
        Draft {
            picked: None,
            field: view.playfield.clone(),
        }
    }

    pub(super) fn write(&self) -> String {
        format!(
            "{}\n{}",
            self.picked.map(|t| t.to_string()).unwrap_or_default(),
            playfield_text(&self.field)
        )
    }

    pub(super) fn read(text: &str) -> Option<Draft> {
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
    pub(super) fn hand_left(&self, view: &GameView) -> Vec<Tile> {
        TurnStart::of(view).hand_left(&self.field)
    }
}

/// The draft's combinations, numbered, each not (yet) valid marked.
pub(super) fn draft_lines(field: &[Vec<Tile>]) -> Vec<String> {
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
pub(super) fn draft_status(
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

pub(super) fn select(
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
pub(super) fn draft_components(
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
