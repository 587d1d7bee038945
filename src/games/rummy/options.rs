//! Table options of Rummy (the *(table option)* entries of `docs/rules/rummy.md`).

use crate::games::options::{
    field_option, GameOption, OptionDecl, OptionKind, OptionValue, Shown, Text, RATED, STAKE,
};
use serde::{Deserialize, Serialize};

/// The options the rules engine needs. The turn clock's length (Y24) belongs to the table: the
/// engine only learns that it ran out ([`super::Command::TurnTimeout`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RummyOptions {
    /// Chips each player pays into the pool when the game starts; 0 for a friendly game.
    pub stake: u64,
    /// Y2/Y3: the ace may also follow the K (Q-K-A) and counts 15.
    pub ace_high: bool,
    /// Y15: the top discard may be taken only to meld or lay it off at once.
    pub discard_must_meld: bool,
    /// Y17: the last card must be discarded; a meld or lay-off emptying the hand is refused.
    pub must_discard_to_go_out: bool,
    /// Y22: the first player to reach this total wins. Ignored when `hands` is set.
    pub target: u32,
    /// Y22: play this many hands instead (dead ones included); the highest total wins, tied
    /// leaders play on.
    pub hands: Option<u32>,
    /// Whether the game counts for the server's Elo rating (`docs/rules/rummy.md`, Rating): a
    /// server's choice per game, on unless it says otherwise. Options stored before it existed
    /// read as off: a table opened before this game rated stays unrated.
    #[serde(default)]
    pub rated: bool,
}

/// Consecutive timed-out turns after which a player is played to the hand's end and is out (Y24).
pub const MAX_TIMEOUTS_IN_A_ROW: u8 = 3;

impl Default for RummyOptions {
    fn default() -> Self {
        RummyOptions {
            stake: 10,
            ace_high: false,
            discard_must_meld: false,
            must_discard_to_go_out: false,
            target: 150,
            hands: None,
            rated: true,
        }
    }
}

/// Cards dealt to each player (Y10): 10 for two players, 7 for three or four, 6 for five or six.
#[must_use]
pub fn hand_size(players: usize) -> usize {
    match players {
        0..=2 => 10,
        3 | 4 => 7,
        _ => 6,
    }
}

const NOTHING: Text = Text::new("rummy-nothing");

/// Rummy's table options as players choose them (`/rumino start rummy`, `--option`).
pub const OPTIONS: &[GameOption<RummyOptions>] = &[
    field_option!(
        STAKE,
        int stake
    ),
    GameOption {
        decl: OptionDecl {
            name: "target",
            it_name: "obiettivo",
            about: Text::new("rummy-option-target-about"),
            kind: OptionKind::Int { min: 50, max: 1000 },
            shown: Shown::Value(Text::new("rummy-option-target-shown")),
        },
        // A game of a number of hands has no target (Y22).
        get: |o| match o.hands {
            Some(_) => None,
            None => Some(OptionValue::Int(i64::from(o.target))),
        },
        set: |o, v| o.target = v.count(),
    },
    GameOption {
        decl: OptionDecl {
            name: "hands",
            it_name: "mani",
            about: Text::new("rummy-option-hands-about"),
            kind: OptionKind::Int { min: 1, max: 50 },
            shown: Shown::Count {
                one: Text::new("rummy-option-hands-one"),
                many: Text::new("rummy-option-hands-many"),
            },
        },
        get: |o| o.hands.map(|h| OptionValue::Int(i64::from(h))),
        set: |o, v| o.hands = Some(v.count()),
    },
    field_option!(
        OptionDecl {
            name: "ace_high",
            it_name: "asso_alto",
            about: Text::new("rummy-option-ace-high-about"),
            kind: OptionKind::Bool,
            shown: Shown::YesNo {
                yes: Text::new("rummy-option-ace-high-yes"),
                no: NOTHING,
            },
        },
        yes_no ace_high
    ),
    field_option!(
        OptionDecl {
            name: "discard_must_meld",
            it_name: "scarto_da_calare",
            about: Text::new("rummy-option-discard-must-meld-about"),
            kind: OptionKind::Bool,
            shown: Shown::YesNo {
                yes: Text::new("rummy-option-discard-must-meld-yes"),
                no: NOTHING,
            },
        },
        yes_no discard_must_meld
    ),
    field_option!(
        OptionDecl {
            name: "must_discard_to_go_out",
            it_name: "chiusura_con_scarto",
            about: Text::new("rummy-option-must-discard-to-go-out-about"),
            kind: OptionKind::Bool,
            shown: Shown::YesNo {
                yes: Text::new("rummy-option-must-discard-to-go-out-yes"),
                no: NOTHING,
            },
        },
        yes_no must_discard_to_go_out
    ),
    // A server's choice (`/rumino-settings`), as in every rated game.
    field_option!(RATED, yes_no rated),
];
