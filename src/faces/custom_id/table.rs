//! The table's buttons and a private hand's buttons and menus: `r1:<table>:<verb>` and
//! `r1:<table>:<version>:<verb>[:<card>]`.

use super::{BadCustomId, PREFIX};
use crate::{faces::screens, games::AnyAction, ids::TableId};

/// A button on the public table message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableButton {
    Join,
    Leave,
    AddComputer,
    /// Start (or play again).
    Start,
    ShowHand,
}

/// What a click asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    Table(TableButton),
    /// A game action from a player's private hand, against state `version`.
    Act {
        version: u64,
        action: AnyAction,
    },
    /// A choice from a private hand's menu, against state `version`: the chosen option's value
    /// is the action ([`CustomId::action_value`]).
    Pick {
        version: u64,
        menu: Menu,
    },
    /// A change to the player's private draft, against state `version`: the game's own code.
    Draft {
        version: u64,
        edit: String,
    },
    /// A choice from a draft menu (`n` keeps the menus' ids apart); the chosen value is the edit.
    DraftPick {
        version: u64,
        menu: u8,
    },
    /// The draft typed in its text box (a modal), against state `version`.
    DraftText {
        version: u64,
    },
}

/// Which menu of a private hand a choice came from. It only keeps the menus' ids apart: the
/// action is read from the chosen value, and the rules judge it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    Meld,
    LayOff,
    Discard,
}

pub(super) const MENUS: [Menu; 3] = [Menu::Meld, Menu::LayOff, Menu::Discard];

fn menu_code(menu: Menu) -> &'static str {
    match menu {
        Menu::Meld => "m",
        Menu::LayOff => "o",
        Menu::Discard => "d",
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomId {
    pub table: TableId,
    pub click: Click,
}

fn table_verb(b: TableButton) -> &'static str {
    match b {
        TableButton::Join => "join",
        TableButton::Leave => "leave",
        TableButton::AddComputer => "bot",
        TableButton::Start => "start",
        TableButton::ShowHand => "hand",
    }
}

pub(super) const TABLE_BUTTONS: [TableButton; 5] = [
    TableButton::Join,
    TableButton::Leave,
    TableButton::AddComputer,
    TableButton::Start,
    TableButton::ShowHand,
];

impl CustomId {
    #[must_use]
    pub fn table(table: TableId, button: TableButton) -> CustomId {
        CustomId {
            table,
            click: Click::Table(button),
        }
    }

    #[must_use]
    pub fn act(table: TableId, version: u64, action: AnyAction) -> CustomId {
        CustomId {
            table,
            click: Click::Act { version, action },
        }
    }

    /// A menu on a private hand whose options are actions.
    #[must_use]
    pub fn pick(table: TableId, version: u64, menu: Menu) -> CustomId {
        CustomId {
            table,
            click: Click::Pick { version, menu },
        }
    }

    /// A draft button (`edit` is the game's code, `:`-separated).
    #[must_use]
    pub fn draft(table: TableId, version: u64, edit: impl Into<String>) -> CustomId {
        CustomId {
            table,
            click: Click::Draft {
                version,
                edit: edit.into(),
            },
        }
    }

    /// The `menu`th draft menu of a hand; its options' values are draft edits.
    #[must_use]
    pub fn draft_pick(table: TableId, version: u64, menu: u8) -> CustomId {
        CustomId {
            table,
            click: Click::DraftPick { version, menu },
        }
    }

    /// The text box a player types their draft in.
    #[must_use]
    pub fn draft_text(table: TableId, version: u64) -> CustomId {
        CustomId {
            table,
            click: Click::DraftText { version },
        }
    }

    /// An action as a menu option's value (read back by [`CustomId::parse_action_value`]).
    #[must_use]
    pub fn action_value(action: &AnyAction) -> String {
        screens::action_code(action).unwrap_or_default()
    }

    /// The action a menu option's value names.
    ///
    /// # Errors
    /// [`BadCustomId`] for a value we did not write.
    pub fn parse_action_value(value: &str) -> Result<AnyAction, BadCustomId> {
        let parts: Vec<&str> = value.split(':').collect();
        screens::parse_action(&parts).ok_or(BadCustomId)
    }

    /// The id as sent to Discord. Leaving has no button (it is `/rumino leave`), so an `Act` of
    /// `Leave` encodes as the table's Leave button.
    #[must_use]
    pub fn encode(&self) -> String {
        match &self.click {
            Click::Table(b) => format!("{PREFIX}:{}:{}", self.table.0, table_verb(*b)),
            Click::Pick { version, menu } => format!(
                "{PREFIX}:{}:{version}:pick:{}",
                self.table.0,
                menu_code(*menu)
            ),
            Click::Draft { version, edit } => {
                format!("{PREFIX}:{}:{version}:draft:{edit}", self.table.0)
            }
            Click::DraftPick { version, menu } => {
                format!("{PREFIX}:{}:{version}:dpick:{menu}", self.table.0)
            }
            Click::DraftText { version } => format!("{PREFIX}:{}:{version}:dtext", self.table.0),
            Click::Act { version, action } => match screens::action_code(action) {
                Some(code) => format!("{PREFIX}:{}:{version}:{code}", self.table.0),
                None => format!(
                    "{PREFIX}:{}:{}",
                    self.table.0,
                    table_verb(TableButton::Leave)
                ),
            },
        }
    }

    /// Reads an id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything we did not write.
    pub fn decode(id: &str) -> Result<CustomId, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [PREFIX, table, rest @ ..] = parts.as_slice() else {
            return Err(BadCustomId);
        };
        let table = TableId(table.parse().map_err(|_| BadCustomId)?);
        let click = match rest {
            [verb] => Click::Table(
                *TABLE_BUTTONS
                    .iter()
                    .find(|b| table_verb(**b) == *verb)
                    .ok_or(BadCustomId)?,
            ),
            [version, "pick", menu] => Click::Pick {
                version: version.parse().map_err(|_| BadCustomId)?,
                menu: *MENUS
                    .iter()
                    .find(|m| menu_code(**m) == *menu)
                    .ok_or(BadCustomId)?,
            },
            [version, "draft", edit @ ..] if !edit.is_empty() => Click::Draft {
                version: version.parse().map_err(|_| BadCustomId)?,
                edit: edit.join(":"),
            },
            [version, "dpick", menu] => Click::DraftPick {
                version: version.parse().map_err(|_| BadCustomId)?,
                menu: menu.parse().map_err(|_| BadCustomId)?,
            },
            [version, "dtext"] => Click::DraftText {
                version: version.parse().map_err(|_| BadCustomId)?,
            },
            [version, action @ ..] => Click::Act {
                version: version.parse().map_err(|_| BadCustomId)?,
                action: screens::parse_action(action).ok_or(BadCustomId)?,
            },
            [] => return Err(BadCustomId),
        };
        Ok(CustomId { table, click })
    }
}
