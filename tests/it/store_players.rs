//! A player's own choices: the colours of their hand's picture, kept the same in every
//! server, changed or cleared by them, and only the two the schema knows. On both engines.

use rumino::ids::PlayerId;
use rumino::store::Store;

crate::both_engines! {
async fn a_players_colours_are_kept_changed_and_cleared(db: TestDb) {
    let store = Store::open(&db.url).await.unwrap();
    let (alice, bob) = (PlayerId(301), PlayerId(302));
    assert_eq!(store.player_colours(alice).await.unwrap(), None, "the server's by default");
    store.set_player_colours(alice, Some("two")).await.unwrap();
    assert_eq!(store.player_colours(alice).await.unwrap().as_deref(), Some("two"));
    assert_eq!(store.player_colours(bob).await.unwrap(), None, "another player's is their own");
    store.set_player_colours(alice, Some("four")).await.unwrap();
    assert_eq!(store.player_colours(alice).await.unwrap().as_deref(), Some("four"));
    store.set_player_colours(alice, None).await.unwrap();
    assert_eq!(store.player_colours(alice).await.unwrap(), None, "back to the server's");
    assert!(store.set_player_colours(alice, Some("rainbow")).await.is_err());
    assert_eq!(store.player_colours(alice).await.unwrap(), None, "a refused value changed nothing");
}
}

crate::both_engines! {
async fn turn_pings_are_asked_for_and_one_stands_per_player_and_table(db: TestDb) {
    use rumino::ids::{ChannelId, TableId};
    use rumino::store::StandingPing;

    let store = Store::open(&db.url).await.unwrap();
    let (alice, bob) = (PlayerId(301), PlayerId(302));
    assert!(!store.player_pings(alice).await.unwrap(), "off until asked for");
    store.set_player_colours(alice, Some("two")).await.unwrap();
    store.set_player_pings(alice, true).await.unwrap();
    assert!(store.player_pings(alice).await.unwrap());
    assert_eq!(store.player_colours(alice).await.unwrap().as_deref(), Some("two"), "colours kept");
    assert!(!store.player_pings(bob).await.unwrap());
    store.set_player_pings(alice, false).await.unwrap();
    assert!(!store.player_pings(alice).await.unwrap());

    let table = store.create_table(&crate::store_fixtures::new_table(7)).await.unwrap();
    let ping = |message, turn: &str| StandingPing {
        channel: ChannelId(7),
        message,
        turn: turn.to_owned(),
    };
    assert!(store.standing_pings(table).await.unwrap().is_empty());
    store.ping_stands(table, alice, &ping(11, "turn:1:0")).await.unwrap();
    store.ping_stands(table, alice, &ping(12, "turn:1:1")).await.unwrap();
    store.ping_stands(table, bob, &ping(13, "turn:1:0")).await.unwrap();
    let mut standing = store.standing_pings(table).await.unwrap();
    standing.sort_by_key(|(p, _)| *p);
    assert_eq!(standing, vec![(alice, ping(12, "turn:1:1")), (bob, ping(13, "turn:1:0"))], "one a player");
    store.ping_removed(table, alice).await.unwrap();
    assert_eq!(store.standing_pings(table).await.unwrap(), vec![(bob, ping(13, "turn:1:0"))]);
    assert!(store.standing_pings(TableId(table.0 + 1)).await.unwrap().is_empty());
}
}
