//! The tournament service: runs tournaments from the store and the table service. Each round's
//! tables are opened by the service itself through the table service, each in the place its
//! adapter gives it, seated in the order the pairing gave; each table's result is recorded as
//! its game ends, then the table closed; the next round is seated when the last table of a
//! round has a result; the end is paid out by the final standings.
//!
//! Every step is written before the next is taken, and [`TournamentService::advance`] only
//! looks at what is stored and at the tables' state, so it can run again at any moment — after
//! a kill -9 it picks up where the store says: a table without a place gets one (the one it
//! was given before the kill, if the adapter finds it), a place without a table gets one, a
//! table short of players is seated, a finished game whose result was not recorded is
//! recorded, a table whose result was recorded but which is still open is closed. One advance
//! per tournament runs at a time.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};

use super::{
    error::TournamentError,
    next::{current_round, next, Next},
    places::TournamentPlaces,
    seat::play_table,
    TournamentId,
};
use crate::{
    store::{Store, StoredTournament, TournamentStatus},
    table::{TablePhase, TableRequest, TableService},
};

/// The most steps one advance takes before it shows the tournament: more than any tournament
/// needs (a round records its results, then seats the next), so a step that keeps asking for
/// another cannot hold the tournament's lock for good.
const MOST_STEPS: usize = 64;

/// A handle on the running service; cheap to clone. One per process: it holds the lock that
/// lets one advance per tournament run at a time.
#[derive(Clone)]
pub struct TournamentService {
    tables: TableService,
    locks: Arc<Mutex<HashMap<TournamentId, Arc<tokio::sync::Mutex<()>>>>>,
}

impl TournamentService {
    /// The service over the tables of `tables` (and its store).
    #[must_use]
    pub fn new(tables: TableService) -> TournamentService {
        TournamentService {
            tables,
            locks: Arc::default(),
        }
    }

    #[must_use]
    pub fn store(&self) -> &Store {
        self.tables.store()
    }

    #[must_use]
    pub fn tables(&self) -> &TableService {
        &self.tables
    }

    fn lock(&self, id: TournamentId) -> Arc<tokio::sync::Mutex<()>> {
        self.locks
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(id)
            .or_default()
            .clone()
    }

    /// Takes the tournament as far as it can go now, and has `places` show where it is.
    ///
    /// # Errors
    /// The store, the table service or the places failed; the next call starts again from
    /// what was stored.
    pub async fn advance(
        &self,
        places: &impl TournamentPlaces,
        id: TournamentId,
    ) -> Result<(), TournamentError> {
        let lock = self.lock(id);
        let _held = lock.lock().await;
        for _ in 0..MOST_STEPS {
            let Some(t) = self.store().tournament(id).await? else {
                return Ok(());
            };
            // Another process runs the servers on other shards, and their tournaments.
            if !self.tables.config().shards.owns(t.new.guild) {
                return Ok(());
            }
            self.close_played(&t).await;
            if t.status != TournamentStatus::Running || !self.step(places, &t).await? {
                break;
            }
        }
        self.show(places, id).await
    }

    /// Has `places` show the tournament as stored.
    ///
    /// # Errors
    /// The store or the places failed.
    pub async fn show(
        &self,
        places: &impl TournamentPlaces,
        id: TournamentId,
    ) -> Result<(), TournamentError> {
        if let Some(t) = self.store().tournament(id).await? {
            places.show(&t).await?;
        }
        Ok(())
    }

    /// One step: plays on the current round's tables, then seats the next round or ends the
    /// tournament; true if something was stored that calls for another step.
    async fn step(
        &self,
        places: &impl TournamentPlaces,
        t: &StoredTournament,
    ) -> Result<bool, TournamentError> {
        let round = current_round(t);
        let mut recorded = false;
        for table in t
            .tables
            .iter()
            .filter(|x| x.round == round && x.places.is_none())
        {
            recorded |= play_table(&self.tables, places, t, table).await?;
        }
        if recorded {
            return Ok(true);
        }
        match next(t) {
            Next::Wait => Ok(false),
            Next::Round { round, tables } => {
                Ok(self.store().add_round(t.id, round, &tables).await?)
            }
            Next::Finish { standings, prizes } => {
                self.store()
                    .finish_tournament(t.id, &standings, &prizes)
                    .await?;
                Ok(false)
            }
        }
    }

    /// Closes every table of the tournament whose result is recorded but which is still open:
    /// right after its result (the step that records it calls for another), and again after a
    /// restart if a kill -9 came between the two — else its place would keep a lobby, with
    /// Join and Play again, for a day. A table that does not close now is tried again at the
    /// next advance.
    async fn close_played(&self, t: &StoredTournament) {
        let played = t.tables.iter().filter(|x| x.places.is_some());
        for id in played.filter_map(|x| x.table) {
            let Some(state) = self.tables.state(id) else {
                continue;
            };
            if state.phase == TablePhase::Closed {
                continue;
            }
            let close = TableRequest::Cancel {
                by: state.host,
                moderator: true,
            };
            if let Err(error) = self.tables.send(id, close, None).await {
                tracing::warn!(table = %id, %error, "a tournament table did not close");
            }
        }
    }

    /// Advances tournament `id`; a failure (the adapter's answer lost for good, the database
    /// away) is tried again after a growing pause, so a round never waits for another table's
    /// end or a restart to go on. Advancing twice is harmless: it works from what is stored,
    /// under the tournament's lock.
    pub async fn advance_retrying(&self, places: &impl TournamentPlaces, id: TournamentId) {
        let mut pause = Duration::from_secs(2);
        for _ in 0..8 {
            match self.advance(places, id).await {
                Ok(()) => return,
                Err(error) => {
                    tracing::warn!(tournament = %id, %error, pause_s = pause.as_secs(), "tournament did not advance; trying again");
                }
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(120));
        }
    }

    /// Follows the tables: when a tournament table's game ends, its tournament advances. At
    /// start-up, every tournament still running, and every one with a played table still open,
    /// advances once (a kill -9 may have come between two steps). Runs until the table service
    /// stops.
    pub async fn follow<P: TournamentPlaces + 'static>(self, places: Arc<P>) {
        let mut notices = self.tables.subscribe();
        let store = self.store();
        let mut pending = store.live_tournaments().await.unwrap_or_default();
        pending.extend(
            store
                .tournaments_with_tables_to_close()
                .await
                .unwrap_or_default(),
        );
        pending.sort_unstable();
        pending.dedup();
        for id in pending {
            self.spawn_advance(&places, id);
        }
        loop {
            let notice = match notices.recv().await {
                Ok(notice) => notice,
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            };
            if notice.state.phase == TablePhase::Playing || notice.state.game_no == 0 {
                continue;
            }
            let Ok(Some((id, _, _))) = self.store().tournament_of_table(notice.table).await else {
                continue;
            };
            self.spawn_advance(&places, id);
        }
    }

    fn spawn_advance<P: TournamentPlaces + 'static>(&self, places: &Arc<P>, id: TournamentId) {
        let (service, places) = (self.clone(), places.clone());
        tokio::spawn(async move { service.advance_retrying(&*places, id).await });
    }
}
