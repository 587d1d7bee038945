//! Tournaments in the store, on both engines: a sign-up takes its buy-in into the pool in one
//! transaction and is refused (changing nothing, not even opening an account) twice, when full,
//! after the start or without the chips; a member signed up is told so on a full field; the
//! computer players filling a tournament are covered by the house; the prizes empty the pool;
//! `rumino check` holds every pool to its ledger rows and counts the pools in the server's
//! chips; a table whose result is recorded but which is still open is found for start-up.

use rumino::games::GameKind;
use rumino::ids::{ChannelId, GuildId, PlayerId};
use rumino::store::{NewTournament, SignUp, SignUpTerms, Store, TableStatus, TournamentStatus};
use rumino::tournament::{Entrant, Format};

const GUILD: GuildId = GuildId(42);

fn member(id: i64) -> Entrant {
    Entrant {
        player: PlayerId(id),
        name: format!("p{id}"),
        computer: None,
        rating: 1200,
    }
}

fn computer(id: i64) -> Entrant {
    Entrant {
        player: PlayerId(id),
        name: format!("Computer {}", -id),
        computer: Some("easy".into()),
        rating: 1200,
    }
}

fn new(players: u8, buy_in: u64) -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: ChannelId(7),
        creator: PlayerId(1),
        game: GameKind::Rummy,
        format: Format::Swiss,
        players,
        table_size: 2,
        rounds: 2,
        buy_in,
        options: "{}".into(),
    }
}

/// A sign-up where a new member's account opens with 100 chips and the tables ask nothing.
const TERMS: SignUpTerms = SignUpTerms {
    starting_chips: 100,
    tables: 0,
};

async fn chips(store: &Store, player: i64) -> i64 {
    store
        .ensure_account(GUILD, PlayerId(player), 0)
        .await
        .unwrap()
}

crate::both_engines! {
    async fn sign_ups_take_the_buy_in_and_refusals_change_nothing(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        for p in [1, 2, 3] {
            store.ensure_account(GUILD, PlayerId(p), 100).await.unwrap();
        }
        store.ensure_account(GUILD, PlayerId(4), 30).await.unwrap();
        let id = store.create_tournament(&new(4, 50)).await.unwrap();
        assert_eq!(store.sign_up(id, &member(1), TERMS).await.unwrap(), SignUp::Done);
        assert_eq!(chips(&store, 1).await, 50);
        assert_eq!(store.sign_up(id, &member(1), TERMS).await.unwrap(), SignUp::Twice);
        assert_eq!(
            store.sign_up(id, &member(4), TERMS).await.unwrap(),
            SignUp::Short { needed: 50, tables: 0, available: 30 }
        );
        assert_eq!(chips(&store, 4).await, 30, "a refused buy-in takes nothing");
        let t = store.tournament(id).await.unwrap().unwrap();
        assert_eq!((t.pool, t.entrants.len()), (50, 1));
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "the pool counts as the server's chips: {report}");

        assert_eq!(store.sign_up(id, &member(2), TERMS).await.unwrap(), SignUp::Done);
        // The computers fill the field, their accounts opened by the start: the house covers
        // their buy-ins.
        let started = store
            .start_tournament(id, &[computer(-101), computer(-102)], &[(PlayerId(2), 1300)], 0)
            .await
            .unwrap();
        assert!(started);
        assert_eq!(store.sign_up(id, &member(3), TERMS).await.unwrap(), SignUp::Closed);
        assert_eq!(chips(&store, 3).await, 100);
        let t = store.tournament(id).await.unwrap().unwrap();
        assert_eq!(t.status, TournamentStatus::Running);
        assert_eq!(t.pool, 200);
        assert_eq!(t.entrants[1].rating, 1300, "seeded by the rating at the start");
        assert!(store.check().await.unwrap().is_ok());

        // Rounds are recorded once; a bye is played as it is recorded.
        let seats = vec![vec![PlayerId(1), PlayerId(2)], vec![PlayerId(-101)], vec![PlayerId(-102)]];
        assert!(store.add_round(id, 1, &seats).await.unwrap());
        assert!(!store.add_round(id, 1, &seats).await.unwrap());
        store.record_places(id, 1, 0, &[1, 0]).await.unwrap();
        store.record_places(id, 1, 0, &[0, 1]).await.unwrap();
        let t = store.tournament(id).await.unwrap().unwrap();
        assert_eq!(t.tables.len(), 3);
        assert_eq!(t.tables[0].places, Some(vec![1, 0]), "a result is recorded once");
        assert_eq!(t.tables[1].places, Some(vec![0]));

        let order = [PlayerId(2), PlayerId(1), PlayerId(-101), PlayerId(-102)];
        assert!(store.finish_tournament(id, &order, &[125, 75]).await.unwrap());
        assert!(!store.finish_tournament(id, &order, &[125, 75]).await.unwrap(), "paid once");
        assert_eq!(chips(&store, 2).await, 50 + 125);
        assert_eq!(chips(&store, 1).await, 50 + 75);
        let t = store.tournament(id).await.unwrap().unwrap();
        assert_eq!((t.status, t.pool), (TournamentStatus::Finished, 0));
        assert_eq!(t.results[1], (PlayerId(2), Some(0), 125));
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
    }

    async fn a_full_tournament_refuses_the_next_and_check_finds_a_pool_moved_by_hand(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        for p in [1, 2, 3] {
            store.ensure_account(GUILD, PlayerId(p), 100).await.unwrap();
        }
        let id = store.create_tournament(&new(2, 10)).await.unwrap();
        store.sign_up(id, &member(1), TERMS).await.unwrap();
        store.sign_up(id, &member(2), TERMS).await.unwrap();
        assert_eq!(store.sign_up(id, &member(3), TERMS).await.unwrap(), SignUp::Full);
        assert_eq!(chips(&store, 3).await, 100);
        assert_eq!(
            store.sign_up(id, &member(2), TERMS).await.unwrap(),
            SignUp::Twice,
            "a member signed up is told so, full field or not"
        );
        assert_eq!(store.live_tournaments().await.unwrap(), vec![id]);
        db.tamper("UPDATE tournaments SET pool = pool + 5").await;
        let found: Vec<String> = store
            .check()
            .await
            .unwrap()
            .violations
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            found.iter().any(|v| v.contains("pool holds 25 chips but its ledger rows sum to 20")),
            "{found:?}"
        );
    }

    async fn a_refused_sign_up_or_start_opens_no_account(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let id = store.create_tournament(&new(4, 150)).await.unwrap();
        // A newcomer: the account would open with 100 chips, short of the buy-in.
        assert_eq!(
            store.sign_up(id, &member(5), TERMS).await.unwrap(),
            SignUp::Short { needed: 150, tables: 0, available: 100 }
        );
        assert_eq!(store.balance(GUILD, PlayerId(5)).await.unwrap(), None);
        // What the tables ask counts on top of the buy-in.
        let rich = SignUpTerms { starting_chips: 200, tables: 60 };
        assert_eq!(
            store.sign_up(id, &member(6), rich).await.unwrap(),
            SignUp::Short { needed: 210, tables: 60, available: 200 }
        );
        assert_eq!(store.balance(GUILD, PlayerId(6)).await.unwrap(), None);
        // Taken: the account opens in the same transaction and pays the buy-in.
        let terms = SignUpTerms { starting_chips: 200, tables: 0 };
        assert_eq!(store.sign_up(id, &member(6), terms).await.unwrap(), SignUp::Done);
        assert_eq!(store.balance(GUILD, PlayerId(6)).await.unwrap(), Some(50));
        assert!(store.start_tournament(id, &[computer(-101)], &[], 0).await.unwrap());
        // Too late: neither a member's press nor a second start opens an account.
        assert_eq!(store.sign_up(id, &member(7), TERMS).await.unwrap(), SignUp::Closed);
        assert!(!store.start_tournament(id, &[computer(-102)], &[], 0).await.unwrap());
        assert_eq!(store.balance(GUILD, PlayerId(7)).await.unwrap(), None);
        assert_eq!(store.balance(GUILD, PlayerId(-102)).await.unwrap(), None);
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
    }

    async fn a_played_table_left_open_is_found_until_it_closes(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let id = store.create_tournament(&new(4, 0)).await.unwrap();
        let seats = vec![vec![PlayerId(1), PlayerId(2)], vec![PlayerId(3), PlayerId(4)]];
        assert!(store.add_round(id, 1, &seats).await.unwrap());
        let tables = [
            store.create_table(&crate::store_fixtures::new_table(70)).await.unwrap(),
            store.create_table(&crate::store_fixtures::new_table(71)).await.unwrap(),
        ];
        for (no, table) in tables.iter().enumerate() {
            let thread = ChannelId(70 + no as i64);
            store.set_tournament_table(id, 1, no as u32, thread, Some(*table)).await.unwrap();
        }
        assert!(store.tournaments_with_tables_to_close().await.unwrap().is_empty());
        store.record_places(id, 1, 0, &[0, 1]).await.unwrap();
        assert_eq!(store.tournaments_with_tables_to_close().await.unwrap(), vec![id]);
        let mut close = crate::store_fixtures::bare(tables[0], 1);
        close.status = TableStatus::Closed;
        store.commit(&close).await.unwrap();
        assert!(store.tournaments_with_tables_to_close().await.unwrap().is_empty());
    }
}
