//! Ratings at the table (N19, `docs/rules/rumminy.md`): a finished rated Rumminy game changes its
//! members' ratings in the commit that ends it, computer players left out and the members ranked
//! among themselves; an unrated game changes none; a restart changes nothing, and the next rated
//! game starts from the ratings as they stand. On both engines.

use rumino::{
    games::{rating, rumminy::RumminyOptions, AnyOptions, GameKind, Level, Waiting},
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::{PlayerRating, Store},
    table::{SeatInfo, TableOptions, TablePhase, TableRequest, TableService},
};

use crate::support::service::{start_service, wait_for};

const GUILD: GuildId = GuildId(7);
const ALICE: PlayerId = PlayerId(1001);
const BOB: PlayerId = PlayerId(1002);

fn rumminy(rated: bool, seats: u8) -> TableOptions {
    TableOptions {
        game: AnyOptions::Rumminy(RumminyOptions {
            rated,
            ..RumminyOptions::default()
        }),
        seats,
        computer_delay_ms: 0,
        ..TableOptions::default()
    }
}

/// A table of `options` in `channel` where Alice and Bob (and a computer player, if `computer`)
/// have started a game and it is dealt.
pub(crate) async fn started(
    service: &TableService,
    channel: i64,
    options: TableOptions,
    computer: bool,
) -> TableId {
    let alice = SeatInfo {
        player: ALICE,
        name: "Alice".into(),
        computer: None,
    };
    let table = service
        .open(GUILD, ChannelId(channel), alice, options)
        .await
        .unwrap()
        .id;
    let join = TableRequest::Join {
        player: BOB,
        name: "Bob".into(),
    };
    service.send(table, join, None).await.unwrap();
    if computer {
        let add = TableRequest::AddComputer {
            by: ALICE,
            level: Level::Easy,
        };
        service.send(table, add, None).await.unwrap();
    }
    let start = TableRequest::Start { by: ALICE };
    service.send(table, start, None).await.unwrap();
    wait_for(service, table, |s| {
        s.live_game()
            .is_some_and(|g| !matches!(g.waiting(), Waiting::Deal))
    })
    .await;
    table
}

/// `first` leaves the running game, then `second` (if any); the game ends.
async fn leave(service: &TableService, table: TableId, first: PlayerId, second: Option<PlayerId>) {
    for player in std::iter::once(first).chain(second) {
        service
            .send(table, TableRequest::Leave { player }, None)
            .await
            .unwrap();
    }
    wait_for(service, table, |s| s.phase != TablePhase::Playing).await;
}

async fn rating_of(store: &Store, player: PlayerId) -> Option<PlayerRating> {
    store
        .rating(GUILD, GameKind::Rumminy, player)
        .await
        .unwrap()
}

/// (rating, games rated) of Alice and of Bob.
async fn both(store: &Store) -> [Option<(i64, i64)>; 2] {
    let mut out = [None, None];
    for (slot, p) in out.iter_mut().zip([ALICE, BOB]) {
        *slot = rating_of(store, p).await.map(|r| (r.rating, r.games_rated));
    }
    out
}

crate::both_engines! {
async fn a_finished_rated_rumminy_game_changes_its_members_ratings_and_no_computers(db: TestDb) {
    let url = db.url.clone();
    let (service, store) = start_service(&url, 5).await;
    assert!(GameKind::Rumminy.rated());

    // Alice forfeits first, then Bob: the computer player wins (or went out before), Bob is
    // ahead of Alice (N14: the earlier forfeit lower). Among the members: Bob first. N19: n counts
    // every player seated, the computer too, so K = 32 / (3 - 1) = 16 and the pair moves by 8.
    let table = started(&service, 1, rumminy(true, 3), true).await;
    let computer = service.state(table).unwrap().players[2].player;
    assert!(computer.is_computer());
    leave(&service, table, ALICE, Some(BOB)).await;
    let state = service.state(table).unwrap();
    let places = state.game.as_ref().unwrap().places().expect("rated");
    assert_eq!(places.len(), 3);
    assert!(places[1] < places[0], "Bob ahead of Alice: {places:?}");
    assert_eq!(both(&store).await, [Some((1192, 1)), Some((1208, 1))]);
    assert_eq!(rating_of(&store, computer).await, None);
    let changes: Vec<(PlayerId, i64)> = store
        .rating_changes(table, 1)
        .await
        .unwrap()
        .iter()
        .map(|c| (c.player, c.change))
        .collect();
    assert_eq!(changes, vec![(BOB, 8), (ALICE, -8)]);

    // An unrated table changes no rating.
    let unrated = started(&service, 2, rumminy(false, 2), false).await;
    leave(&service, unrated, BOB, None).await;
    let state = service.state(unrated).unwrap();
    assert_eq!(state.game.as_ref().unwrap().places(), None);
    assert_eq!(both(&store).await, [Some((1192, 1)), Some((1208, 1))]);
    assert!(store.check().await.unwrap().is_ok());

    // A restart replays the open tables and changes no rating.
    service.shutdown().await;
    drop(service);
    store.close().await;
    let (service, store) = start_service(&url, 5).await;
    assert_eq!(both(&store).await, [Some((1192, 1)), Some((1208, 1))]);

    // The next rated game, heads-up, starts from the ratings as they stand: Alice wins as Bob
    // leaves.
    let table = started(&service, 3, rumminy(true, 2), false).await;
    leave(&service, table, BOB, None).await;
    let change = rating::rating_changes(&[1192, 1208], &[0, 1]);
    assert_eq!(
        both(&store).await,
        [
            Some((1192 + i64::from(change[0]), 2)),
            Some((1208 + i64::from(change[1]), 2))
        ]
    );
    assert!(store.check().await.unwrap().is_ok());
    service.shutdown().await;
}
}
