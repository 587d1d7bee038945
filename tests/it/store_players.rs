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
