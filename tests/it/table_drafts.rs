//! Private drafts (Rumminy's new playfield, N14) belong to the table's owner: a change is a
//! request the table judges against its state as it is, keeps for the turn it was made in and
//! writes to the store before it answers; the end of the game drops them.

use rumino::table::{DraftChange, TablePhase, TableRequest};

use crate::support::service::{start_service, wait_for};
use crate::table_service::{heads_up, on_turn, ALICE, BOB};

crate::both_engines! {
    async fn a_draft_is_kept_for_its_turn_by_the_table_and_dropped_with_the_game(db: TestDb) {
        let (service, store) = start_service(&db.url, 5).await;
        let table = heads_up(&service, 1).await;
        let state = service.state(table).unwrap();
        let turn = on_turn(&state);
        let other = if turn == ALICE { BOB } else { ALICE };
        let change = |player, change| TableRequest::Draft { player, change };

        for text in ["first", "second"] {
            let set = change(turn, DraftChange::Set(text.to_owned()));
            let ack = service.send(table, set, None).await.unwrap();
            assert_eq!(ack.version, state.version, "a draft is no move: the table stays put");
        }
        assert_eq!(service.draft(&state, turn).as_deref(), Some("second"));
        let kept = store.open_drafts().await.unwrap();
        assert_eq!(kept.len(), 1, "written through before the answer");
        assert_eq!(kept[0].steps, ["first", "second"]);

        service.send(table, change(turn, DraftChange::Undo), None).await.unwrap();
        assert_eq!(service.draft(&state, turn).as_deref(), Some("first"));

        // Not the other player's turn: nothing of theirs is kept.
        let theirs = change(other, DraftChange::Set("mine".to_owned()));
        service.send(table, theirs, None).await.unwrap();
        assert_eq!(service.draft(&state, other), None);
        assert_eq!(store.open_drafts().await.unwrap().len(), 1);

        // One player leaves a game of two: it ends, and so do its drafts, in the store too.
        service.send(table, TableRequest::Leave { player: other }, None).await.unwrap();
        let ended = wait_for(&service, table, |s| s.phase != TablePhase::Playing).await;
        assert_eq!(service.draft(&ended, turn), None);
        assert_eq!(store.open_drafts().await.unwrap(), vec![]);
    }
}
