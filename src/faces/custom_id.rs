//! The one place where a button's `custom_id` is written and read.
//!
//! Ids look like `r1:<table>:<verb>` for the public table message, whose buttons any member may
//! press at any time, and `r1:<table>:<version>:<verb>[:<card>]` for the private hand, whose
//! buttons act on the state the player saw: a click against an older version is stale and changes
//! nothing. A hand's menus are `r1:<table>:<version>:pick:<menu>`, one id per menu (Discord
//! refuses a message whose components share an id); the chosen option's value is the action.
//! Leaderboard pages are `r1:lb:<game>:<ranking>:<period>:<page>` ([`LeaderboardPage`]), a
//! replay's steps `r1:rp:<table>:<game>:<move>` ([`ReplayStep`]), a tournament's buttons
//! `r1:tn:<tournament>:<verb>` ([`TournamentClick`]). The
//! `r1` prefix versions the format itself, so old buttons can be recognised after an upgrade.
//! Everything fits Discord's 100-character limit.

use super::screens;
use crate::{
    games::{AnyAction, GameKind},
    ids::TableId,
    store::Ranking,
    table::Period,
};

const PREFIX: &str = "r1";

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

const MENUS: [Menu; 3] = [Menu::Meld, Menu::LayOff, Menu::Discard];

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

/// A `custom_id` that is not one of ours (or is damaged). Players read
/// [`crate::i18n::bad_custom_id`]; this text is for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a custom_id this bot did not write")]
pub struct BadCustomId;

fn table_verb(b: TableButton) -> &'static str {
    match b {
        TableButton::Join => "join",
        TableButton::Leave => "leave",
        TableButton::AddComputer => "bot",
        TableButton::Start => "start",
        TableButton::ShowHand => "hand",
    }
}

const TABLE_BUTTONS: [TableButton; 5] = [
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

/// A page of a leaderboard: Previous/Next buttons carry the game, the ranking, the period and the
/// page, so any old page still works (it is queried afresh).
/// `r1:lb:<game>:<ranking>:<period>:<page>`; ids written before there were several games,
/// `r1:lb:<ranking>:<period>:<page>`, are Rumino's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardPage {
    pub game: GameKind,
    pub by: Ranking,
    pub period: Period,
    /// From 0.
    pub page: u32,
}

/// Each ranking's code in a leaderboard button: a counter's is its stored name. `chips` stays
/// the balance's, as it always was, so a button of an older message still shows what it showed.
fn ranking_code(by: Ranking) -> &'static str {
    match by {
        Ranking::NetChips => "net",
        Ranking::Balance => "chips",
        Ranking::GamesWon => "won",
        Ranking::WinRate => "rate",
        Ranking::BiggestPool => "pool",
        Ranking::RebuysSurvived => "rebuys",
        Ranking::Rating => "rating",
        Ranking::Counter(name) => name,
    }
}

/// Codes of counters' rankings in buttons written before the games declared their counters,
/// when they were not the counter's name; they are read as they were.
const OLD_COUNTER_CODES: [(&str, &str); 2] = [("rum", "ruminos"), ("hands", "hands_won")];

/// The ranking of a leaderboard button's code.
fn ranking_of(code: &str) -> Option<Ranking> {
    let counter = OLD_COUNTER_CODES
        .iter()
        .find(|(old, _)| *old == code)
        .map_or(code, |(_, name)| name);
    Ranking::COMMON
        .into_iter()
        .find(|r| ranking_code(*r) == code)
        .or_else(|| Ranking::counter(counter))
}

fn period_code(p: Period) -> &'static str {
    match p {
        Period::AllTime => "all",
        Period::Month => "month",
        Period::Week => "week",
    }
}

impl LeaderboardPage {
    #[must_use]
    pub fn encode(&self) -> String {
        format!(
            "{PREFIX}:lb:{}:{}:{}:{}",
            self.game.as_str(),
            ranking_code(self.by),
            period_code(self.period),
            self.page
        )
    }

    /// Reads a leaderboard button's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a leaderboard page we wrote.
    pub fn decode(id: &str) -> Result<LeaderboardPage, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let (game, by, period, page) = match parts.as_slice() {
            [PREFIX, "lb", game, by, period, page] => {
                (GameKind::parse(game).ok_or(BadCustomId)?, by, period, page)
            }
            [PREFIX, "lb", by, period, page] => (GameKind::Rumino, by, period, page),
            _ => return Err(BadCustomId),
        };
        Ok(LeaderboardPage {
            game,
            by: ranking_of(by).ok_or(BadCustomId)?,
            period: *Period::ALL
                .iter()
                .find(|p| period_code(**p) == *period)
                .ok_or(BadCustomId)?,
            page: page.parse().map_err(|_| BadCustomId)?,
        })
    }
}

/// A replay's control (`/rumino replay`): the game (table and game number) and where to go. The
/// id carries the step to show, not "next", so an old message's buttons still go where they
/// said; the log is replayed afresh on every click.
/// `r1:rp:<table>:<game>:b:<step>` (◀), `…:f:<step>` (▶), `…:hand` (the menu: the chosen
/// option's value is the step).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    pub table: TableId,
    pub game_no: u32,
    pub to: ReplayTo,
}

/// Where a replay control goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayTo {
    /// ◀: back to this step.
    Back(usize),
    /// ▶: on to this step.
    Forward(usize),
    /// The "jump to hand" menu: the chosen value is the step.
    Hand,
}

impl ReplayStep {
    #[must_use]
    pub fn encode(&self) -> String {
        let head = format!("{PREFIX}:rp:{}:{}", self.table.0, self.game_no);
        match self.to {
            ReplayTo::Back(step) => format!("{head}:b:{step}"),
            ReplayTo::Forward(step) => format!("{head}:f:{step}"),
            ReplayTo::Hand => format!("{head}:hand"),
        }
    }

    /// Reads a replay control's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a replay control we wrote.
    pub fn decode(id: &str) -> Result<ReplayStep, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [PREFIX, "rp", table, game, rest @ ..] = parts.as_slice() else {
            return Err(BadCustomId);
        };
        let step = |s: &str| s.parse::<usize>().map_err(|_| BadCustomId);
        let to = match rest {
            ["b", s] => ReplayTo::Back(step(s)?),
            ["f", s] => ReplayTo::Forward(step(s)?),
            ["hand"] => ReplayTo::Hand,
            _ => return Err(BadCustomId),
        };
        Ok(ReplayStep {
            table: TableId(table.parse().map_err(|_| BadCustomId)?),
            game_no: game.parse().map_err(|_| BadCustomId)?,
            to,
        })
    }
}

/// A button on a tournament's message: anyone may press it; who may do what is checked then.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TournamentClick {
    pub tournament: crate::tournament::TournamentId,
    pub button: TournamentButton,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentButton {
    SignUp,
    Start,
}

impl TournamentClick {
    #[must_use]
    pub fn encode(&self) -> String {
        let verb = match self.button {
            TournamentButton::SignUp => "join",
            TournamentButton::Start => "start",
        };
        format!("{PREFIX}:tn:{}:{verb}", self.tournament.0)
    }

    /// Reads a tournament button's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a tournament button we wrote.
    pub fn decode(id: &str) -> Result<TournamentClick, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [PREFIX, "tn", tournament, verb] = parts.as_slice() else {
            return Err(BadCustomId);
        };
        let button = match *verb {
            "join" => TournamentButton::SignUp,
            "start" => TournamentButton::Start,
            _ => return Err(BadCustomId),
        };
        Ok(TournamentClick {
            tournament: crate::tournament::TournamentId(
                tournament.parse().map_err(|_| BadCustomId)?,
            ),
            button,
        })
    }
}

/// A component interaction's custom id, read once, with what was chosen in a menu folded in:
/// the one value the router, the table and the answer share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    /// A table's button or a hand's: a hand's menu arrives as the action chosen
    /// ([`Click::Act`]), a draft's menu as the edit chosen ([`Click::Draft`]).
    Table(CustomId),
    Tournament(TournamentClick),
    Replay(ReplayStep),
    Leaderboard(LeaderboardPage),
}

impl Component {
    /// Reads `custom_id` and, for a menu, the first of the `values` chosen.
    ///
    /// # Errors
    /// [`BadCustomId`] for an id we did not write, or a menu's value that is not ours.
    pub fn read(custom_id: &str, values: &[String]) -> Result<Component, BadCustomId> {
        let read = match custom_id.split(':').nth(1) {
            Some("tn") => Component::Tournament(TournamentClick::decode(custom_id)?),
            Some("rp") => Component::Replay(ReplayStep::decode(custom_id)?),
            Some("lb") => Component::Leaderboard(LeaderboardPage::decode(custom_id)?),
            _ => Component::Table(CustomId::decode(custom_id)?),
        };
        let Component::Table(CustomId { table, click }) = read else {
            return Ok(read);
        };
        let chosen = || values.first().ok_or(BadCustomId);
        let click = match click {
            Click::Pick { version, .. } => Click::Act {
                version,
                action: CustomId::parse_action_value(chosen()?)?,
            },
            Click::DraftPick { version, .. } => Click::Draft {
                version,
                edit: chosen()?.clone(),
            },
            other => other,
        };
        Ok(Component::Table(CustomId { table, click }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{cards::Card, games::ramino, games::rumino::Action, games::rumminy, games::rummy};

    #[test]
    fn a_component_is_read_once_with_its_menu_choice_folded_in() {
        let table = TableId(7);
        let discard = CustomId::pick(table, 3, Menu::Discard).encode();
        let action = AnyAction::from(Action::Knock);
        let value = CustomId::action_value(&action);
        assert_eq!(
            Component::read(&discard, &[value]),
            Ok(Component::Table(CustomId {
                table,
                click: Click::Act { version: 3, action }
            }))
        );
        assert_eq!(Component::read(&discard, &[]), Err(BadCustomId));
        assert_eq!(
            Component::read(&discard, &["not-an-action".into()]),
            Err(BadCustomId)
        );
        let click = TournamentClick {
            tournament: crate::tournament::TournamentId(9),
            button: TournamentButton::Start,
        };
        assert_eq!(
            Component::read(&click.encode(), &[]),
            Ok(Component::Tournament(click))
        );
        assert_eq!(Component::read("hello", &[]), Err(BadCustomId));
    }

    #[test]
    fn tournament_buttons_round_trip_and_nothing_else_reads_as_one() {
        for button in [TournamentButton::SignUp, TournamentButton::Start] {
            let click = TournamentClick {
                tournament: crate::tournament::TournamentId(123_456),
                button,
            };
            let text = click.encode();
            assert_eq!(TournamentClick::decode(&text), Ok(click));
            assert_eq!(ReplayStep::decode(&text), Err(BadCustomId));
            assert!(CustomId::decode(&text).is_err(), "{text}");
        }
        for bad in ["r1:tn:x:join", "r1:tn:1:leave", "r1:tn:1", "r2:tn:1:join"] {
            assert_eq!(TournamentClick::decode(bad), Err(BadCustomId), "{bad}");
        }
    }

    #[test]
    fn replay_steps_round_trip_and_are_nothing_else() {
        for to in [
            ReplayTo::Back(0),
            ReplayTo::Forward(usize::MAX),
            ReplayTo::Hand,
        ] {
            let id = ReplayStep {
                table: TableId(i64::MAX),
                game_no: u32::MAX,
                to,
            };
            let text = id.encode();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(ReplayStep::decode(&text), Ok(id));
            assert_eq!(CustomId::decode(&text), Err(BadCustomId));
            assert_eq!(LeaderboardPage::decode(&text), Err(BadCustomId));
        }
        for bad in [
            "r1:rp:5:1",
            "r1:rp:5:1:f",
            "r1:rp:5:1:f:-1",
            "r1:rp:x:1:b:0",
            "r1:rp:5:1:hands",
            "r1:5:join",
            "r1:lb:rummy:rating:month:2",
        ] {
            assert_eq!(ReplayStep::decode(bad), Err(BadCustomId), "{bad}");
        }
    }

    #[test]
    fn leaderboard_pages_round_trip_and_are_not_table_ids() {
        for game in GameKind::ALL.iter().copied() {
            for by in Ranking::all() {
                for period in Period::ALL {
                    for page in [0, 1, u32::MAX] {
                        let id = LeaderboardPage {
                            game,
                            by,
                            period,
                            page,
                        };
                        let text = id.encode();
                        assert!(text.len() <= 100, "{text}");
                        assert_eq!(LeaderboardPage::decode(&text), Ok(id));
                        assert_eq!(CustomId::decode(&text), Err(BadCustomId));
                    }
                }
            }
        }
        // Ids written before there were several games are Rumino's.
        assert_eq!(
            LeaderboardPage::decode("r1:lb:gins:week:3"),
            Ok(LeaderboardPage {
                game: GameKind::Rumino,
                by: Ranking::Counter("gins"),
                period: Period::Week,
                page: 3,
            })
        );
        // Every code a button of an older message carries reads as it did.
        for (code, by) in [
            ("net", Ranking::NetChips),
            ("won", Ranking::GamesWon),
            ("rate", Ranking::WinRate),
            ("gins", Ranking::Counter("gins")),
            ("rum", Ranking::Counter("ruminos")),
            ("pool", Ranking::BiggestPool),
            ("rebuys", Ranking::RebuysSurvived),
            ("hands", Ranking::Counter("hands_won")),
            ("rummies", Ranking::Counter("rummies")),
            ("ramini", Ranking::Counter("ramini")),
            ("rating", Ranking::Rating),
            ("chips", Ranking::Balance),
        ] {
            let id = format!("r1:lb:ramino:{code}:all:0");
            assert_eq!(LeaderboardPage::decode(&id).map(|p| p.by), Ok(by), "{id}");
        }
        assert_eq!(
            LeaderboardPage::decode("r1:lb:rummy:rating:month:2"),
            Ok(LeaderboardPage {
                game: GameKind::Rummy,
                by: Ranking::Rating,
                period: Period::Month,
                page: 2,
            })
        );
        for bad in [
            "r1:lb:chips:all",
            "r1:lb:chess:chips:all:0",
            "r1:lb:rummy:chips:all",
            "r1:lb:x:all:0",
            "r1:lb:rumino:knocks:all:0",
            "r1:lb:chips:year:0",
            "r1:lb:chips:all:-1",
            "r1:5:join",
        ] {
            assert_eq!(LeaderboardPage::decode(bad), Err(BadCustomId), "{bad}");
        }
    }

    #[test]
    fn every_id_round_trips_and_fits_discord() {
        let mut ids: Vec<CustomId> = TABLE_BUTTONS
            .iter()
            .map(|b| CustomId::table(TableId(i64::MAX), *b))
            .collect();
        let actions = [
            Action::DrawStock,
            Action::TakeDiscard,
            Action::Knock,
            Action::Gin,
            Action::Rumino,
            Action::ClaimRumino,
            Action::Rebuy,
            Action::DeclineRebuy,
        ];
        for action in actions
            .into_iter()
            .chain((0..=52).map(|i| Action::Discard(Card::from_index(i).unwrap())))
        {
            ids.push(CustomId::act(TableId(i64::MAX), u64::MAX, action.into()));
        }
        let ten: Vec<Card> = (0..10).map(|i| Card::from_index(i).unwrap()).collect();
        for action in [
            rummy::Action::DrawStock,
            rummy::Action::TakeDiscard,
            rummy::Action::Discard(Card::from_index(51).unwrap()),
            rummy::Action::Meld(ten),
            rummy::Action::LayOff {
                card: Card::from_index(51).unwrap(),
                target: 99,
            },
        ] {
            let action = AnyAction::from(action);
            let value = CustomId::action_value(&action);
            assert!(value.len() <= 100, "{value}");
            assert_eq!(CustomId::parse_action_value(&value), Ok(action.clone()));
            ids.push(CustomId::act(TableId(i64::MAX), u64::MAX, action));
        }
        for action in [
            ramino::Action::DrawStock,
            ramino::Action::TakeDiscard,
            ramino::Action::Discard(Card::from_index(38).unwrap()),
        ] {
            let action = AnyAction::from(action);
            let text = CustomId::act(TableId(i64::MAX), u64::MAX, action.clone()).encode();
            assert!(
                text.contains(":t:"),
                "Ramino's actions carry its prefix: {text}"
            );
            ids.push(CustomId::act(TableId(i64::MAX), u64::MAX, action));
        }
        for menu in MENUS {
            ids.push(CustomId::pick(TableId(i64::MAX), u64::MAX, menu));
        }
        ids.push(CustomId::act(
            TableId(i64::MAX),
            u64::MAX,
            rumminy::Action::Pass.into(),
        ));
        for edit in ["undo", "suggest", "commit", "text", "to:new", "tile:R7"] {
            ids.push(CustomId::draft(TableId(i64::MAX), u64::MAX, edit));
        }
        ids.push(CustomId::draft_pick(TableId(i64::MAX), u64::MAX, 3));
        ids.push(CustomId::draft_text(TableId(i64::MAX), u64::MAX));
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(CustomId::decode(&text), Ok(id), "{text}");
        }
    }

    #[test]
    fn forged_or_damaged_ids_are_refused() {
        for bad in [
            "",
            "r1",
            "r1:x:join",
            "r1:5:dance",
            "r2:5:join",
            "r1:5:7:d:53",
            "r1:5:7:d:x",
            "r1:5:-1:draw",
            "r1:5:7:draw:extra",
            "r1:5:7",
            "r1:5:7:pick",
            "r1:5:7:pick:x",
            "r1:5:7:pick:m:1",
            "r1:5:7:draft",
            "r1:5:7:dpick",
            "r1:5:7:dpick:x",
            "r1:5:7:dtext:1",
        ] {
            assert_eq!(CustomId::decode(bad), Err(BadCustomId), "{bad}");
        }
    }
}
