-- Statistics: what the leaderboard, player-stats and history queries read, kept small enough that
-- they answer in milliseconds with hundreds of thousands of finished games. Never edit this file
-- once it has landed: add a new migration instead.

-- When the seat's game finished (NULL while it runs, and for cancelled games): only finished games
-- count in statistics. Set by the store in the transaction that finishes the game.
ALTER TABLE seats ADD COLUMN finished_at INTEGER;

-- A player's finished games in a server, newest first: history, recent form, period edges.
CREATE INDEX seats_results_by_player
    ON seats (guild_id, player_id, finished_at)
    WHERE finished_at IS NOT NULL;

-- A player's best and worst game by net chips (the newest among equals).
CREATE INDEX seats_results_by_net
    ON seats (guild_id, player_id, (chips_out - chips_in), finished_at, table_id, game_no)
    WHERE finished_at IS NOT NULL;

-- A server's finished games in a time range (the partial day at the start of a period).
CREATE INDEX seats_results_by_time
    ON seats (guild_id, finished_at)
    WHERE finished_at IS NOT NULL;

-- Per-player totals over time buckets, added to once per finished game, in the transaction that
-- finishes it (finished games never change, so these only grow). span_ms = 0 is the all-time
-- bucket (bucket = 0); otherwise bucket = finished_at / span_ms. A period's totals are the sum of
-- the coarsest buckets that fit in it plus the raw seats of the partial day at its start.
-- Every column is the sum (biggest_pool: the maximum) over the bucket's finished seats:
--   games, wins (outcome won or split), gins, ruminos, knocks, rebuys, rebuys_survived (rebuys in
--   won or split games), score_sum (final scores), chips_won / chips_lost (positive / negative
--   parts of chips_out - chips_in), biggest_pool (largest chips_out of a won or split game).
-- `rumino check` recomputes them from the seats and reports any difference.
CREATE TABLE stat_buckets (
    guild_id        INTEGER NOT NULL,
    span_ms         INTEGER NOT NULL CHECK (span_ms >= 0),
    bucket          INTEGER NOT NULL,
    player_id       INTEGER NOT NULL,
    games           INTEGER NOT NULL CHECK (games >= 1),
    wins            INTEGER NOT NULL CHECK (wins BETWEEN 0 AND games),
    gins            INTEGER NOT NULL,
    ruminos         INTEGER NOT NULL,
    knocks          INTEGER NOT NULL,
    rebuys          INTEGER NOT NULL,
    rebuys_survived INTEGER NOT NULL,
    score_sum       INTEGER NOT NULL,
    chips_won       INTEGER NOT NULL CHECK (chips_won >= 0),
    chips_lost      INTEGER NOT NULL CHECK (chips_lost >= 0),
    biggest_pool    INTEGER NOT NULL CHECK (biggest_pool >= 0),
    PRIMARY KEY (guild_id, span_ms, bucket, player_id)
) WITHOUT ROWID;

-- The bucket spans, in milliseconds: all time, 1 day, 8 days, 64 days, 512 days. The store's
-- queries (src/store/stats.rs) must list the same spans.
CREATE TABLE stat_spans (
    span_ms INTEGER PRIMARY KEY
);
INSERT INTO stat_spans (span_ms) VALUES (0), (86400000), (691200000), (5529600000), (44236800000);

-- Backfill a database written before this migration: mark the seats of finished games, then
-- build the buckets from them. The seat guard is set aside for the backfill only.
DROP TRIGGER seats_of_ended_games_are_final_update;

UPDATE seats
SET finished_at = (
    SELECT g.ended_at FROM games g
    WHERE g.table_id = seats.table_id AND g.game_no = seats.game_no AND g.status = 'finished'
);

CREATE TRIGGER seats_of_ended_games_are_final_update BEFORE UPDATE ON seats
WHEN (SELECT status FROM games WHERE table_id = OLD.table_id AND game_no = OLD.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

INSERT INTO stat_buckets (
    guild_id, span_ms, bucket, player_id, games, wins, gins, ruminos, knocks, rebuys,
    rebuys_survived, score_sum, chips_won, chips_lost, biggest_pool
)
SELECT
    s.guild_id,
    sp.span_ms,
    CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END,
    s.player_id,
    COUNT(*),
    SUM(CASE WHEN s.outcome IN ('won', 'split') THEN 1 ELSE 0 END),
    SUM(s.gins),
    SUM(s.ruminos),
    SUM(s.knocks),
    SUM(s.rebuys),
    SUM(CASE WHEN s.outcome IN ('won', 'split') THEN s.rebuys ELSE 0 END),
    SUM(s.score),
    SUM(CASE WHEN s.chips_out > s.chips_in THEN s.chips_out - s.chips_in ELSE 0 END),
    SUM(CASE WHEN s.chips_in > s.chips_out THEN s.chips_in - s.chips_out ELSE 0 END),
    MAX(CASE WHEN s.outcome IN ('won', 'split') THEN s.chips_out ELSE 0 END)
FROM seats s CROSS JOIN stat_spans sp
WHERE s.finished_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
