//! Whole tournaments run by the tournament service alone — no Discord, no stand-in — on both
//! engines: the service creates, starts, seats and advances them over the table service, with
//! its plain in-memory places. A Swiss of computer players and a knockout with one member, who
//! signs up and then spends her chips at a table of her own so that she forfeits her first
//! tournament table, run to their payouts; the pool is paid by the documented split
//! (`docs/rules/tournaments.md`, The pool), every table is closed and `store.check()` is clean.

use std::{sync::Arc, time::Duration};

use rumino::{
    games::{GameKind, Level, OptionValue},
    i18n::Lang,
    ids::{ChannelId, GuildId, PlayerId},
    store::{SignUp, Store, StoredTournament, TournamentStatus},
    table::{Clock, SeatInfo, ServiceConfig, TableOptions, TablePhase, TableRequest, TableService},
    tournament::{
        standings, Created, MemoryPlaces, Played, Proposal, Start, TournamentId, TournamentService,
    },
};

use crate::support::engines::TestDb;

const GUILD: GuildId = GuildId(42);
const ORGANISER: PlayerId = PlayerId(1);
const ALICE: PlayerId = PlayerId(2);
/// How long a whole tournament of computer players may take.
const WHOLE: Duration = Duration::from_secs(300);

/// The services on the test's database, the service following the tables.
pub(crate) async fn services(
    db: &TestDb,
    seed: u64,
) -> (TableService, TournamentService, Arc<MemoryPlaces>) {
    let store = Store::open(&db.url).await.unwrap();
    let config = ServiceConfig {
        rng_seed: Some(seed),
        ..ServiceConfig::default()
    };
    let (tables, _) = TableService::start(store, config, Clock::system())
        .await
        .unwrap();
    let tournaments = TournamentService::new(tables.clone());
    let places = Arc::new(MemoryPlaces::new(ChannelId(1000)));
    tokio::spawn(tournaments.clone().follow(places.clone()));
    (tables, tournaments, places)
}

/// Creates a tournament of `game` with the organiser's `given` options, computers playing at
/// once.
pub(crate) async fn create(
    tournaments: &TournamentService,
    game: GameKind,
    given: &[(&str, OptionValue)],
) -> StoredTournament {
    let proposal = Proposal {
        guild: GUILD,
        channel: ChannelId(7),
        creator: ORGANISER,
        game,
        lang: Lang::En,
        defaults: TableOptions {
            computer_delay_ms: 0,
            ..TableOptions::default()
        },
        given: given
            .iter()
            .map(|(n, v)| ((*n).to_owned(), v.clone()))
            .collect(),
    };
    let Created::Made(id) = tournaments.create(&proposal).await.unwrap() else {
        panic!("refused");
    };
    tournaments.store().tournament(id).await.unwrap().unwrap()
}

/// The organiser starts it (computers fill the field) and the service takes it to its end.
pub(crate) async fn run(
    tournaments: &TournamentService,
    places: &MemoryPlaces,
    t: &StoredTournament,
) -> StoredTournament {
    let started = tournaments.start(t, ORGANISER, false).await.unwrap();
    assert_eq!(started, Start::Started);
    tournaments.advance(places, t.id).await.unwrap();
    let over = |t: &StoredTournament| t.status == TournamentStatus::Finished;
    tokio::time::timeout(WHOLE, places.wait_for(t.id, over))
        .await
        .expect("the tournament ends in time")
}

/// Each player's prize, first place first.
fn prizes_by_place(t: &StoredTournament) -> Vec<(PlayerId, i64)> {
    let mut results = t.results.clone();
    results.sort_by_key(|(_, place, _)| *place);
    assert!(
        results.iter().all(|(_, place, _)| place.is_some()),
        "{results:?}"
    );
    results.iter().map(|(p, _, prize)| (*p, *prize)).collect()
}

/// Every table with a result, closed, each in its own place, and the store's books balanced.
async fn assert_played_and_checked(
    tables: &TableService,
    places: &MemoryPlaces,
    t: &StoredTournament,
) {
    assert!(
        t.tables.iter().all(|x| x.places.is_some()),
        "{:?}",
        t.tables
    );
    assert_eq!(t.pool, 0, "the pool is paid out");
    let opened: Vec<_> = t.tables.iter().filter_map(|x| x.table).collect();
    assert_eq!(
        opened,
        places.opened(),
        "every table but a bye opened once, in its own place"
    );
    let mut threads: Vec<_> = t.tables.iter().filter_map(|x| x.thread).collect();
    threads.sort_unstable();
    threads.dedup();
    assert_eq!(threads.len(), opened.len());
    for id in opened {
        let state = tables.state(id);
        assert!(
            state.is_none_or(|s| s.phase == TablePhase::Closed),
            "table {id} still open"
        );
    }
    let store = tables.store();
    assert!(store
        .tournaments_with_tables_to_close()
        .await
        .unwrap()
        .is_empty());
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}

/// Alice opens a Rummoli table of her own with a computer, putting `buy_in` of her chips in.
async fn alice_spends(tables: &TableService, buy_in: i64) {
    let mut options = TableOptions {
        game: rumino::games::AnyOptions::default_for(GameKind::Rummoli),
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    options.choose("buy_in", &OptionValue::Int(buy_in)).unwrap();
    let alice = SeatInfo {
        player: ALICE,
        name: "Alice".into(),
        computer: None,
    };
    let own = tables
        .open(GUILD, ChannelId(8), alice, options)
        .await
        .unwrap();
    let add = TableRequest::AddComputer {
        by: ALICE,
        level: Level::Easy,
    };
    tables.send(own.id, add, None).await.unwrap();
    let start = TableRequest::Start { by: ALICE };
    tables.send(own.id, start, None).await.unwrap();
}

crate::both_engines! {
    async fn a_swiss_of_computers_runs_three_rounds_to_its_payout(db: TestDb) {
        let (tables, tournaments, places) = services(&db, 11).await;
        let given = [
            ("format", OptionValue::Choice("swiss".into())),
            ("players", OptionValue::Int(8)),
            ("table_size", OptionValue::Int(4)),
            ("rounds", OptionValue::Int(3)),
            ("entry", OptionValue::Int(100)),
        ];
        let t = create(&tournaments, GameKind::Rummy, &given).await;
        let t = run(&tournaments, &places, &t).await;
        assert_eq!(t.entrants.len(), 8);
        assert!(t.entrants.iter().all(|e| e.computer.is_some()));
        for round in 1..=3 {
            let seated: Vec<_> = t.tables.iter().filter(|x| x.round == round).collect();
            assert_eq!(seated.len(), 2, "round {round}: two tables of four");
            assert!(seated.iter().all(|x| x.seats.len() == 4));
        }
        // Eight players pay three places, 50 : 30 : 20 of the 800 the house put in.
        let paid = prizes_by_place(&t);
        let prizes: Vec<i64> = paid.iter().map(|(_, prize)| *prize).collect();
        assert_eq!(prizes, [400, 240, 160, 0, 0, 0, 0, 0]);
        let played: Vec<Played> = t.tables.iter().map(|x| x.played()).collect();
        let order: Vec<PlayerId> = standings::swiss(&t.entrants, &played)
            .iter()
            .map(|s| s.player)
            .collect();
        let by_place: Vec<PlayerId> = paid.iter().map(|(p, _)| *p).collect();
        assert_eq!(by_place, order, "paid by the final standings");
        assert_played_and_checked(&tables, &places, &t).await;
    }

    async fn a_knockout_with_a_member_who_cannot_pay_runs_to_its_payout(db: TestDb) {
        let (tables, tournaments, places) = services(&db, 12).await;
        let given = [
            ("format", OptionValue::Choice("knockout".into())),
            ("players", OptionValue::Int(5)),
            ("table_size", OptionValue::Int(2)),
            ("entry", OptionValue::Int(10)),
        ];
        let t = create(&tournaments, GameKind::Rummoli, &given).await;
        let signed = tournaments.sign_up(&t, ALICE, "Alice".into()).await.unwrap();
        assert_eq!(signed, SignUp::Done);
        let store = tables.store();
        assert_eq!(store.balance(GUILD, ALICE).await.unwrap(), Some(990));
        let again = tournaments.sign_up(&t, ALICE, "Alice".into()).await.unwrap();
        assert_eq!(again, SignUp::Twice);
        let t = store.tournament(t.id).await.unwrap().unwrap();
        assert_eq!(
            tournaments.start(&t, ALICE, false).await.unwrap(),
            Start::NotOrganiser
        );
        // Her tournament tables ask 9 chips each: she keeps 5.
        alice_spends(&tables, 985).await;
        assert_eq!(store.balance(GUILD, ALICE).await.unwrap(), Some(5));

        let t = run(&tournaments, &places, &t).await;
        let first = t
            .tables
            .iter()
            .find(|x| x.round == 1 && x.seats.contains(&ALICE))
            .expect("Alice seated in round 1");
        let at = first.seats.iter().position(|p| *p == ALICE).unwrap();
        let places_there = first.places.clone().unwrap();
        assert!(
            places_there.iter().all(|&p| p <= places_there[at]) && places_there[at] > 0,
            "she forfeits her first table: {places_there:?}"
        );
        assert!(!t.tables.iter().any(|x| x.round > 1 && x.seats.contains(&ALICE)));
        // Five tables of two: 5 → 3 → 2 → 1, the byes to the highest seeded.
        let last = t.tables.iter().map(|x| x.round).max();
        assert_eq!(last, Some(3));
        // Five players pay two places, 62.5 % and 37.5 % of 50 rounded down, the rest to 1st.
        let paid = prizes_by_place(&t);
        let prizes: Vec<i64> = paid.iter().map(|(_, prize)| *prize).collect();
        assert_eq!(prizes, [32, 18, 0, 0, 0]);
        let final_table = t.tables.iter().find(|x| x.round == 3).unwrap();
        let winner = final_table.places.as_ref().unwrap().iter().position(|&p| p == 0);
        assert_eq!(Some(paid[0].0), winner.map(|w| final_table.seats[w]), "the last standing wins");
        assert!(paid.iter().any(|(p, prize)| *p == ALICE && *prize == 0));
        assert_played_and_checked(&tables, &places, &t).await;
    }
}

/// A tournament the service has never heard of is left alone.
#[tokio::test]
async fn an_unknown_tournament_advances_to_nothing() {
    let db = TestDb::fresh(crate::support::engines::Engine::Sqlite)
        .await
        .unwrap();
    let (_, tournaments, places) = services(&db, 13).await;
    tournaments
        .advance(&*places, TournamentId(99))
        .await
        .unwrap();
    assert!(places.shown(TournamentId(99)).is_none());
}
