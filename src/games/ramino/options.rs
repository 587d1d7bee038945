//! Table options of Ramino (the *(table option)* entries of `docs/rules/ramino.md`).

use serde::{Deserialize, Serialize};

use super::cards::{PackKind, SuitStyle};
use crate::games::options::{
    field_option, ChoiceDecl, GameOption, OptionDecl, OptionKind, OptionValue, Shown, Text, RATED,
    STAKE,
};

/// How suits are named on screen (T1 option `suit_names`, default `french`): display only.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuitNames {
    /// ♠ picche, ♣ fiori, ♦ quadri, ♥ cuori (spades, clubs, diamonds, hearts).
    #[default]
    French,
    /// ♠ bastoni, ♣ spade, ♦ denari, ♥ coppe (T1 pairing).
    Italian,
}

/// The options the rules engine needs. The turn clock's length (T23) belongs to the table: the
/// engine only learns that it ran out ([`super::Command::TurnTimeout`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RaminoOptions {
    /// Chips each player pays into the pool when the game starts; 0 for a friendly game.
    pub stake: u64,
    /// T21: the first to reach this many points wins the match; 1 plays one hand.
    pub target: u32,
    /// T22: the Italian 40-card pack or the German 36-card one.
    pub pack: PackKind,
    /// T1: suit names on screen (Italian pack only; the German pack shows its own, T22).
    pub suit_names: SuitNames,
    /// Whether the game counts for the server's Elo rating (`docs/rules/ramino.md`, Rating): a
    /// server's choice per game, on unless it says otherwise. Options stored before it existed
    /// read as off: a table opened before this game rated stays unrated.
    #[serde(default)]
    pub rated: bool,
}

/// Consecutive timed-out turns after which a player is played to the hand's end and is out (T23).
pub const MAX_TIMEOUTS_IN_A_ROW: u8 = 3;

/// The largest `target` a table may set: about a hundred hands.
pub const MAX_TARGET: u32 = 100;

impl Default for RaminoOptions {
    fn default() -> Self {
        RaminoOptions {
            stake: 10,
            target: 10,
            pack: PackKind::Italian,
            suit_names: SuitNames::French,
            rated: true,
        }
    }
}

impl RaminoOptions {
    /// How suits are shown at this table (T1, T22).
    #[must_use]
    pub fn suit_style(&self) -> SuitStyle {
        match (self.pack, self.suit_names) {
            (PackKind::German, _) => SuitStyle::German,
            (PackKind::Italian, SuitNames::French) => SuitStyle::French,
            (PackKind::Italian, SuitNames::Italian) => SuitStyle::Italian,
        }
    }
}

/// Ramino's table options as players choose them (`/rumino start ramino`, `--option`).
pub const OPTIONS: &[GameOption<RaminoOptions>] = &[
    field_option!(
        STAKE,
        int stake
    ),
    field_option!(
        OptionDecl {
            name: "target",
            it_name: "obiettivo",
            about: Text::new("ramino-option-target-about"),
            kind: OptionKind::Int {
                min: 1,
                max: MAX_TARGET as i64,
            },
            shown: Shown::Value(Text::new("ramino-option-target-shown")),
        },
        int target
    ),
    GameOption {
        decl: OptionDecl {
            name: "pack",
            it_name: "mazzo",
            about: Text::new("ramino-option-pack-about"),
            kind: OptionKind::Choice(&[
                ChoiceDecl {
                    value: "italian",
                    label: Text::new("ramino-choice-italian"),
                },
                ChoiceDecl {
                    value: "german",
                    label: Text::new("ramino-choice-german"),
                },
            ]),
            shown: Shown::Value(Text::new("ramino-option-pack-shown")),
        },
        get: |o| {
            Some(OptionValue::Choice(
                match o.pack {
                    PackKind::Italian => "italian",
                    PackKind::German => "german",
                }
                .to_owned(),
            ))
        },
        set: |o, v| {
            o.pack = match v.choice() {
                "german" => PackKind::German,
                _ => PackKind::Italian,
            }
        },
    },
    GameOption {
        decl: OptionDecl {
            name: "suit_names",
            it_name: "semi",
            about: Text::new("ramino-option-suit-names-about"),
            kind: OptionKind::Choice(&[
                ChoiceDecl {
                    value: "french",
                    label: Text::new("ramino-choice-french"),
                },
                ChoiceDecl {
                    value: "italian",
                    label: Text::new("ramino-choice-suit-names-italian"),
                },
            ]),
            shown: Shown::Value(Text::new("ramino-shown")),
        },
        // The German pack shows its own suits (T22): the names apply to the Italian pack only.
        get: |o| {
            (o.pack == PackKind::Italian).then(|| {
                OptionValue::Choice(
                    match o.suit_names {
                        SuitNames::French => "french",
                        SuitNames::Italian => "italian",
                    }
                    .to_owned(),
                )
            })
        },
        set: |o, v| {
            o.suit_names = match v.choice() {
                "italian" => SuitNames::Italian,
                _ => SuitNames::French,
            }
        },
    },
    // A server's choice (`/rumino-settings`), as in every rated game.
    field_option!(RATED, yes_no rated),
];
