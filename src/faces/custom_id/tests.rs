use super::table::{MENUS, TABLE_BUTTONS};
use super::*;
use crate::{cards::Card, games::ramino, games::rumino::Action, games::rumminy, games::rummy};
use crate::{
    games::{AnyAction, GameKind},
    ids::TableId,
    store::Ranking,
    table::Period,
};

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
        ReplayTo::Share,
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
