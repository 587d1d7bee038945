//! A page of a server's leaderboard, as every client shows it (`/rumino leaderboard` in Discord,
//! the web page): the same queries, the same computer players' ranking, the same minimum of
//! games, so the figures agree wherever they are read.

use super::{ComputerRanking, Period, TableError, TableService};
use crate::{
    games::GameKind,
    ids::{GuildId, PlayerId},
    store::{LeaderRow, LeaderValue, Leaderboard, Ranking, Store, StoreError},
};

/// Rows per leaderboard page.
pub const PAGE_SIZE: u32 = 10;

/// How many of the computer players' own ranking a leaderboard shows.
const COMPUTERS_SHOWN: usize = 5;

/// Which page of which board: the game, the ranking, the period and the page (from 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardPage {
    pub game: GameKind,
    pub by: Ranking,
    pub period: Period,
    /// From 0.
    pub page: u32,
}

/// Everything one leaderboard page shows.
#[derive(Clone, Debug)]
pub struct LeaderboardView {
    /// The page shown: the one asked for, or the last there is.
    pub at: LeaderboardPage,
    /// Players ranked in all (for the page count).
    pub total: i64,
    pub rows: Vec<LeaderRow>,
    /// The viewer's own row, wherever it is (none for a page with no viewer, such as the web's).
    pub me: Option<LeaderRow>,
    pub viewer: Option<PlayerId>,
    /// Computer players' own ranking, when the server ranks them separately (first page only).
    pub computers: Vec<LeaderRow>,
    /// The minimum number of games to be ranked, when the ranking has one.
    pub min_games: Option<u32>,
    /// The viewer's finished games of the game in the period (what the minimum is held against).
    pub viewer_games: i64,
}

impl LeaderboardView {
    /// How many pages the board has (at least one, empty or not).
    #[must_use]
    pub fn pages(&self) -> u32 {
        pages(self.total)
    }
}

fn pages(total: i64) -> u32 {
    let size = i64::from(PAGE_SIZE);
    u32::try_from((total.max(1) + size - 1) / size).unwrap_or(u32::MAX)
}

impl TableService {
    /// A page of a leaderboard of `guild`, queried now (so an old page's buttons show today's
    /// ranking); a page beyond the last shows the last. `viewer`: whose own row and games to
    /// look up.
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn leaderboard_view(
        &self,
        guild: GuildId,
        viewer: Option<PlayerId>,
        at: LeaderboardPage,
    ) -> Result<LeaderboardView, TableError> {
        let settings = self.server_settings(guild).await?;
        let since = at.period.since_ms(self.clock().now_ms());
        let min_games = (at.by == Ranking::WinRate).then_some(settings.win_rate_min_games);
        let store = self.store();
        let internal = |e: StoreError| TableError::logged("a leaderboard query", &e);
        let board = Leaderboard {
            guild,
            game: at.game,
            by: at.by,
            since_ms: since,
            include_computers: false,
            min_games: i64::from(min_games.unwrap_or(0)),
        };
        let total = store.leaderboard_len(&board).await.map_err(internal)?;
        let at = LeaderboardPage {
            page: at.page.min(pages(total) - 1),
            ..at
        };
        let size = i64::from(PAGE_SIZE);
        let rows = store
            .leaderboard(&board, size, i64::from(at.page) * size)
            .await
            .map_err(internal)?;
        let me = match viewer {
            Some(viewer) => store.rank_of(&board, viewer).await.map_err(internal)?,
            None => None,
        };
        // Computer players' balances are the house's, not won: they have no place among balances.
        let separate = settings.computers_in_rankings == ComputerRanking::Separate;
        let computers = if separate && at.page == 0 && !at.by.server_wide() {
            computers_board(store, &board).await.map_err(internal)?
        } else {
            Vec::new()
        };
        let viewer_games = match viewer {
            Some(viewer) if me.is_none() && !at.by.ignores_period() => store
                .games_played(guild, at.game, since, viewer)
                .await
                .map_err(internal)?,
            _ => 0,
        };
        Ok(LeaderboardView {
            at,
            total,
            rows,
            me,
            viewer,
            computers,
            min_games,
            viewer_games,
        })
    }
}

/// The computer players' own ranking on a board (they are few: a handful per level).
async fn computers_board(store: &Store, board: &Leaderboard) -> Result<Vec<LeaderRow>, StoreError> {
    let everyone = Leaderboard {
        include_computers: true,
        ..*board
    };
    let all = store.leaderboard(&everyone, 1000, 0).await?;
    Ok(rank_among_themselves(
        all.into_iter()
            .filter(|r| r.player_id.is_computer())
            .take(COMPUTERS_SHOWN)
            .collect(),
    ))
}

/// Ranks rows (in board order) among themselves, in competition ranking: equal values share a
/// rank, decided by value, not by how the value reads once rounded.
fn rank_among_themselves(mut rows: Vec<LeaderRow>) -> Vec<LeaderRow> {
    let mut last: Option<(LeaderValue, i64)> = None;
    for (i, r) in rows.iter_mut().enumerate() {
        let rank = match last {
            Some((value, rank)) if value == r.value => rank,
            _ => i as i64 + 1,
        };
        r.rank = rank;
        last = Some((r.value, rank));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(player: i64, value: LeaderValue) -> LeaderRow {
        LeaderRow {
            rank: 0,
            player_id: PlayerId(player),
            value,
            games: 3,
        }
    }

    /// Two win rates that both read "66.7%" are not a tie; equal values are.
    #[test]
    fn computers_tie_by_value_not_by_the_rounded_text() {
        let rows = rank_among_themselves(vec![
            row(-301, LeaderValue::Rate(0.6668)),
            row(-302, LeaderValue::Rate(2.0 / 3.0)),
            row(-303, LeaderValue::Rate(4.0 / 6.0)),
            row(-201, LeaderValue::Rate(0.5)),
        ]);
        let ranks: Vec<i64> = rows.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, [1, 2, 2, 4]);
        assert_eq!(
            format!("{:.1}", 0.6668 * 100.0),
            format!("{:.1}", 200.0 / 3.0)
        );
    }

    #[test]
    fn a_board_has_at_least_one_page() {
        assert_eq!(pages(0), 1);
        assert_eq!(pages(10), 1);
        assert_eq!(pages(11), 2);
    }
}
