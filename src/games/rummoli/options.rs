//! Table options of Rummoli (the *(table option)* entries of `docs/rules/rummoli.md`). The clock
//! (L26) belongs to the table: the engine only learns that it ran out (`Command::TurnTimeout`).

use crate::games::options::{
    field_option, ChoiceDecl, GameOption, OptionDecl, OptionKind, OptionValue, Shown, Text,
    MAX_STAKE, RATED,
};
use serde::{Deserialize, Serialize};

/// How the Poker space is won (L13, L14).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PokerMode {
    /// L13: all show; the best wins.
    #[default]
    Showdown,
    /// L14: one betting round of 1-chip bets, then the rest show.
    Betting,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RummoliOptions {
    /// L4: each player's stack at the start (at least 9, one ante).
    pub buy_in: u64,
    /// L13/L14.
    pub poker: PokerMode,
    /// L23: deals to play; `None` is one per player seated at the start.
    pub hands: Option<u32>,
    /// Whether the game counts for the server's Elo rating (`docs/rules/rummoli.md`, Rating): a
    /// server's choice per game, on unless it says otherwise. Options stored before it existed
    /// read as off: a table opened before this game rated stays unrated.
    #[serde(default)]
    pub rated: bool,
}

impl Default for RummoliOptions {
    fn default() -> Self {
        RummoliOptions {
            buy_in: 100,
            poker: PokerMode::Showdown,
            hands: None,
            rated: true,
        }
    }
}

/// L5: chips a player antes at each hand start, one per space.
pub const ANTE: u64 = 9;

/// The most deals a table may ask for (L23).
pub const MAX_HANDS: u32 = 50;

/// Rummoli's table options as players choose them (`/rumino start rummoli`, `--option`).
pub const OPTIONS: &[GameOption<RummoliOptions>] = &[
    field_option!(
        OptionDecl {
            name: "buy_in",
            it_name: "ingresso",
            about: Text::new("rummoli-option-buy-in-about"),
            kind: OptionKind::Int {
                min: ANTE as i64,
                max: MAX_STAKE as i64,
            },
            shown: Shown::Never,
        },
        int buy_in
    ),
    GameOption {
        decl: OptionDecl {
            name: "hands",
            it_name: "mani",
            about: Text::new("rummoli-option-hands-about"),
            kind: OptionKind::Int {
                min: 1,
                max: MAX_HANDS as i64,
            },
            shown: Shown::Count {
                one: Text::new("rummoli-option-hands-one"),
                many: Text::new("rummoli-option-hands-many"),
            },
        },
        get: |o| o.hands.map(|h| OptionValue::Int(i64::from(h))),
        set: |o, v| o.hands = Some(v.count()),
    },
    GameOption {
        decl: OptionDecl {
            name: "poker",
            it_name: "poker",
            about: Text::new("rummoli-option-poker-about"),
            kind: OptionKind::Choice(&[
                ChoiceDecl {
                    value: "showdown",
                    label: Text::new("rummoli-choice-showdown"),
                },
                ChoiceDecl {
                    value: "betting",
                    label: Text::new("rummoli-choice-betting"),
                },
            ]),
            shown: Shown::Value(Text::new("rummoli-shown")),
        },
        get: |o| {
            Some(OptionValue::Choice(
                match o.poker {
                    PokerMode::Showdown => "showdown",
                    PokerMode::Betting => "betting",
                }
                .to_owned(),
            ))
        },
        set: |o, v| {
            o.poker = match v.choice() {
                "betting" => PokerMode::Betting,
                _ => PokerMode::Showdown,
            }
        },
    },
    // A server's choice (`/rumino-settings`), as in every rated game.
    field_option!(RATED, yes_no rated),
];
