-- Many games, one schema (issue 12). Until now seats and statistics had Rumino's own columns
-- (gins, ruminos, knocks) and the ledger's directions were written twice, in SQL and in Rust.
-- After this migration:
--   - a seat keeps the game's own counters as a JSON object, `tallies` ({"gins": 2, ...} for
--     Rumino, {"hands_won": 3, "rummies": 1} for Rummy), written by the commit from the seat rows'
--     `tallies`; the seat also carries its game's kind, copied from the game and held to it by
--     the foreign key (table_id, game_no, game_kind);
--   - statistics are per game: `stat_buckets` is keyed by game_kind and sums the tallies per name
--     (a JSON object with its keys in order), so each game has its own leaderboards, statistics
--     and history;
--   - `ledger_kinds` says once, for each kind of chip movement, which way it moves chips: the
--     ledger's foreign key accepts only these kinds, its trigger moves chips by these signs, and
--     `rumino check` and the store read them from here.
-- Existing rows are copied with nothing lost: Rumino seats get their three counters as tallies
-- (seats of other games written before this had nowhere to keep theirs), and the buckets are
-- rebuilt from the finished seats, which is what they summed. Never edit this file once it has
-- landed: add a new migration instead.

-- The triggers that name the tables rebuilt below go first (SQLite checks every trigger when a
-- table is renamed); they come back, rewritten, at the end.
DROP TRIGGER commits_apply;
DROP TRIGGER commit_rest_apply;
DROP TRIGGER ledger_moves_chips;

-- ---- Ledger kinds ----

-- Each kind of chip movement and its direction, per chip of the amount: account_sign for the
-- player's account, pool_sign for the game's pool (0: no game). A kind that touches a pool moves
-- chips between it and the account (pool_sign = -account_sign); one that does not creates chips,
-- and is what `rumino check` counts as granted.
CREATE TABLE ledger_kinds (
    kind         TEXT    PRIMARY KEY,
    account_sign INTEGER NOT NULL CHECK (account_sign IN (-1, 1)),
    pool_sign    INTEGER NOT NULL CHECK (pool_sign IN (-1, 0, 1)),
    CHECK (pool_sign = 0 OR pool_sign = -account_sign)
) WITHOUT ROWID;

INSERT INTO ledger_kinds (kind, account_sign, pool_sign) VALUES
    ('grant', 1, 0),
    ('daily', 1, 0),
    ('stake', -1, 1),
    ('rebuy', -1, 1),
    ('payout', 1, -1),
    ('refund', 1, -1);

-- The ledger, as before, but its kind is one of ledger_kinds (a foreign key, where a CHECK listed
-- the words) and whether it names a game follows from the kind (checked by ledger_moves_chips).
-- Append-only: a row is never changed or removed. Per server:
--   sum(amount of kinds with pool_sign 0) = sum(accounts.chips) + sum(pool of running games)
-- which `rumino check` verifies.
CREATE TABLE ledger_new (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    table_id   INTEGER REFERENCES tables (id),
    game_no    INTEGER,
    seq        INTEGER,
    kind       TEXT    NOT NULL REFERENCES ledger_kinds (kind),
    amount     INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    CHECK (game_no IS NULL OR table_id IS NOT NULL),
    FOREIGN KEY (guild_id, player_id) REFERENCES accounts (guild_id, player_id),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
);

INSERT INTO ledger_new (id, guild_id, player_id, table_id, game_no, seq, kind, amount, created_at)
SELECT id, guild_id, player_id, table_id, game_no, seq, kind, amount, created_at FROM ledger;

DROP TABLE ledger;
ALTER TABLE ledger_new RENAME TO ledger;

-- ---- Seats ----

-- A seat's game is named by (table_id, game_no, game_kind), so its copy of the kind cannot
-- disagree with the game's.
CREATE UNIQUE INDEX games_kind ON games (table_id, game_no, game_kind);

-- A seat in a game: a player (or computer player), their score and the game's own counters
-- (`tallies`, a JSON object of name -> count). A player sits at most once per game. chips_in
-- (stakes and rebuys paid) and chips_out (payouts and refunds received) are moved by ledger rows.
-- guild_id and game_kind repeat the game's, for per-server, per-game statistics; finished_at is
-- the game's end once it finished (NULL while it runs, and for cancelled games).
CREATE TABLE seats_new (
    table_id    INTEGER NOT NULL,
    game_no     INTEGER NOT NULL,
    seat_no     INTEGER NOT NULL CHECK (seat_no >= 0),
    guild_id    INTEGER NOT NULL,
    game_kind   TEXT    NOT NULL,
    player_id   INTEGER NOT NULL,
    is_computer INTEGER NOT NULL CHECK (is_computer = (player_id < 0)),
    score       INTEGER NOT NULL,
    eliminated  INTEGER NOT NULL CHECK (eliminated IN (0, 1)),
    rebuys      INTEGER NOT NULL DEFAULT 0 CHECK (rebuys >= 0),
    tallies     TEXT    NOT NULL DEFAULT '{}'
                CHECK (json_valid(tallies) AND json_type(tallies) = 'object'),
    outcome     TEXT CHECK (outcome IN ('won', 'split', 'lost', 'forfeit', 'cancelled')),
    chips_in    INTEGER NOT NULL DEFAULT 0 CHECK (chips_in >= 0),
    chips_out   INTEGER NOT NULL DEFAULT 0 CHECK (chips_out >= 0),
    finished_at INTEGER,
    PRIMARY KEY (table_id, game_no, seat_no),
    UNIQUE (table_id, game_no, player_id),
    FOREIGN KEY (table_id, game_no, game_kind) REFERENCES games (table_id, game_no, game_kind)
) WITHOUT ROWID;

INSERT INTO seats_new (table_id, game_no, seat_no, guild_id, game_kind, player_id, is_computer,
                       score, eliminated, rebuys, tallies, outcome, chips_in, chips_out,
                       finished_at)
SELECT s.table_id, s.game_no, s.seat_no, s.guild_id, g.game_kind, s.player_id, s.is_computer,
       s.score, s.eliminated, s.rebuys,
       CASE WHEN g.game_kind = 'rumino'
            THEN json_object('gins', s.gins, 'knocks', s.knocks, 'ruminos', s.ruminos)
            ELSE '{}' END,
       s.outcome, s.chips_in, s.chips_out, s.finished_at
FROM seats s JOIN games g ON g.table_id = s.table_id AND g.game_no = s.game_no;

DROP TABLE seats;
ALTER TABLE seats_new RENAME TO seats;

-- A player's finished games of one kind in a server, newest first: history, recent form.
CREATE INDEX seats_results_by_player
    ON seats (guild_id, game_kind, player_id, finished_at)
    WHERE finished_at IS NOT NULL;

-- A player's best and worst game of a kind by net chips (the newest among equals).
CREATE INDEX seats_results_by_net
    ON seats (guild_id, game_kind, player_id, (chips_out - chips_in), finished_at, table_id, game_no)
    WHERE finished_at IS NOT NULL;

-- A server's finished games of a kind in a time range (the partial day at the start of a period).
CREATE INDEX seats_results_by_time
    ON seats (guild_id, game_kind, finished_at)
    WHERE finished_at IS NOT NULL;

CREATE TRIGGER seats_of_ended_games_are_final_insert BEFORE INSERT ON seats
WHEN (SELECT status FROM games WHERE table_id = NEW.table_id AND game_no = NEW.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

CREATE TRIGGER seats_of_ended_games_are_final_update BEFORE UPDATE ON seats
WHEN (SELECT status FROM games WHERE table_id = OLD.table_id AND game_no = OLD.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

-- ---- The ledger's triggers (after the seats they update) ----

-- A ledger row is the movement: inserting it moves the chips by its kind's signs, in the same
-- statement. The account and pool CHECKs then refuse an overdraft; a kind that moves a pool must
-- name a game (and one that does not, must not), and a movement in a game must be for a player
-- seated in it (whose chips_in / chips_out it updates).
CREATE TRIGGER ledger_moves_chips AFTER INSERT ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: a ledger entry names a game exactly when its kind moves a pool')
    WHERE (SELECT pool_sign <> 0 FROM ledger_kinds WHERE kind = NEW.kind)
          IS NOT (NEW.game_no IS NOT NULL);

    UPDATE accounts
    SET chips = chips + NEW.amount * (SELECT account_sign FROM ledger_kinds WHERE kind = NEW.kind)
    WHERE guild_id = NEW.guild_id AND player_id = NEW.player_id;

    UPDATE games
    SET pool = pool + NEW.amount * (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind)
    WHERE NEW.game_no IS NOT NULL AND table_id = NEW.table_id AND game_no = NEW.game_no;

    SELECT RAISE(ABORT, 'rumino: chips moved for a player who has no seat in the game')
    WHERE NEW.game_no IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM seats
        WHERE table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id
    );

    UPDATE seats
    SET chips_in = chips_in + CASE WHEN (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind) > 0
                                   THEN NEW.amount ELSE 0 END,
        chips_out = chips_out + CASE WHEN (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind) < 0
                                     THEN NEW.amount ELSE 0 END
    WHERE NEW.game_no IS NOT NULL
      AND table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id;
END;

CREATE TRIGGER ledger_is_append_only_update BEFORE UPDATE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: the chip ledger is append-only');
END;

CREATE TRIGGER ledger_is_append_only_delete BEFORE DELETE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: the chip ledger is append-only');
END;

-- ---- Statistics, per game ----

-- Per-player totals of one game over time buckets, added to once per finished game in the
-- statement that finishes it (finished games never change, so these only grow). span_ms = 0 is
-- the all-time bucket (bucket = 0); otherwise bucket = finished_at / span_ms (spans: stat_spans).
-- Every column is the sum (biggest_pool: the maximum) over the bucket's finished seats:
--   games, wins (outcome won or split), rebuys, rebuys_survived (rebuys in won or split games),
--   score_sum (final scores), chips_won / chips_lost (positive / negative parts of
--   chips_out - chips_in), biggest_pool (largest chips_out of a won or split game), and tallies:
--   the seats' tallies summed name by name, a JSON object with its names in order.
-- `rumino check` recomputes them from the seats and reports any difference.
DROP TABLE stat_buckets;

CREATE TABLE stat_buckets (
    guild_id        INTEGER NOT NULL,
    game_kind       TEXT    NOT NULL,
    span_ms         INTEGER NOT NULL CHECK (span_ms >= 0),
    bucket          INTEGER NOT NULL,
    player_id       INTEGER NOT NULL,
    games           INTEGER NOT NULL CHECK (games >= 1),
    wins            INTEGER NOT NULL CHECK (wins BETWEEN 0 AND games),
    rebuys          INTEGER NOT NULL,
    rebuys_survived INTEGER NOT NULL,
    score_sum       INTEGER NOT NULL,
    chips_won       INTEGER NOT NULL CHECK (chips_won >= 0),
    chips_lost      INTEGER NOT NULL CHECK (chips_lost >= 0),
    biggest_pool    INTEGER NOT NULL CHECK (biggest_pool >= 0),
    tallies         TEXT    NOT NULL CHECK (json_valid(tallies)),
    PRIMARY KEY (guild_id, game_kind, span_ms, bucket, player_id)
) WITHOUT ROWID;

-- The backfill: what the buckets summed, from the finished seats (tallies summed per name). Each
-- step is materialized once and joined, so this is linear in the seats.
INSERT INTO stat_buckets (
    guild_id, game_kind, span_ms, bucket, player_id, games, wins, rebuys, rebuys_survived,
    score_sum, chips_won, chips_lost, biggest_pool, tallies
)
WITH c AS MATERIALIZED (
    SELECT s.guild_id, s.game_kind, sp.span_ms,
           CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END AS bucket,
           s.player_id, s.outcome, s.rebuys, s.score, s.chips_in, s.chips_out, s.tallies
    FROM seats s CROSS JOIN stat_spans sp
    WHERE s.finished_at IS NOT NULL
),
n AS MATERIALIZED (
    SELECT c.guild_id, c.game_kind, c.span_ms, c.bucket, c.player_id, t.key AS name,
           SUM(t.value) AS count
    FROM c, json_each(c.tallies) AS t
    GROUP BY 1, 2, 3, 4, 5, 6
),
o AS MATERIALIZED (
    SELECT guild_id, game_kind, span_ms, bucket, player_id,
           json_group_object(name, count ORDER BY name) AS tallies
    FROM n GROUP BY 1, 2, 3, 4, 5
),
t AS MATERIALIZED (
    SELECT guild_id, game_kind, span_ms, bucket, player_id,
           COUNT(*) AS games,
           SUM(CASE WHEN outcome IN ('won', 'split') THEN 1 ELSE 0 END) AS wins,
           SUM(rebuys) AS rebuys,
           SUM(CASE WHEN outcome IN ('won', 'split') THEN rebuys ELSE 0 END) AS rebuys_survived,
           SUM(score) AS score_sum,
           SUM(CASE WHEN chips_out > chips_in THEN chips_out - chips_in ELSE 0 END) AS chips_won,
           SUM(CASE WHEN chips_in > chips_out THEN chips_in - chips_out ELSE 0 END) AS chips_lost,
           MAX(CASE WHEN outcome IN ('won', 'split') THEN chips_out ELSE 0 END) AS biggest_pool
    FROM c GROUP BY 1, 2, 3, 4, 5
)
SELECT t.guild_id, t.game_kind, t.span_ms, t.bucket, t.player_id, t.games, t.wins, t.rebuys,
       t.rebuys_survived, t.score_sum, t.chips_won, t.chips_lost, t.biggest_pool,
       COALESCE(o.tallies, '{}')
FROM t LEFT JOIN o ON o.guild_id = t.guild_id AND o.game_kind = t.game_kind
    AND o.span_ms = t.span_ms AND o.bucket = t.bucket AND o.player_id = t.player_id;

-- ---- Commits ----

-- As in migration 4, but a seat's tallies are written from the seat row's `tallies` (a JSON
-- object) and its game's kind from the game, and finished games add to their own game's buckets.
-- The commit's seat rows are now:
--   seats: [{game_no, seat_no, player_id, score, eliminated, rebuys, tallies, outcome}]
-- A seat whose game does not exist is refused by its foreign key (its kind is then left empty).
CREATE TRIGGER commits_apply INSTEAD OF INSERT ON commits
BEGIN
    -- 1. The guard: the table exists and the action is the next in its log. The primary key
    --    refuses a repeat and this refuses a gap, so seq runs 1, 2, 3, ... per table.
    SELECT RAISE(ABORT, 'rumino: seq is not the next in the log')
    WHERE NOT EXISTS (SELECT 1 FROM tables WHERE id = NEW.table_id)
       OR EXISTS (SELECT 1 FROM actions WHERE table_id = NEW.table_id AND seq = NEW.seq)
       OR (NEW.seq > 1 AND NOT EXISTS (
              SELECT 1 FROM actions WHERE table_id = NEW.table_id AND seq = NEW.seq - 1));

    --    A table's status only moves with a snapshot, so a closed table's snapshot is final.
    SELECT RAISE(ABORT, 'rumino: a status change must carry a snapshot')
    WHERE NEW.snapshot IS NULL
      AND NEW.status IS NOT (SELECT status FROM tables WHERE id = NEW.table_id);

    INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at)
    VALUES (NEW.table_id, NEW.seq, NEW.game_no, NEW.actor, NEW.kind, NEW.payload, NEW.now_ms);

    UPDATE tables
    SET snapshot_seq = NEW.seq, status = NEW.status, snapshot = NEW.snapshot,
        updated_at = NEW.now_ms
    WHERE NEW.snapshot IS NOT NULL AND id = NEW.table_id;

    -- 2. Games (if any), seats, then hands, chips and ended games (if any).
    INSERT INTO commit_games
    SELECT NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NULL, NEW.now_ms, NEW.kind,
           NEW.actor, NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger
    WHERE NEW.games IS NOT NULL;

    INSERT INTO seats (table_id, game_no, seat_no, guild_id, game_kind, player_id, is_computer,
                       score, eliminated, rebuys, tallies, outcome)
    SELECT NEW.table_id, s.value ->> 'game_no', s.value ->> 'seat_no', t.guild_id,
           COALESCE((SELECT g.game_kind FROM games AS g
                     WHERE g.table_id = NEW.table_id AND g.game_no = s.value ->> 'game_no'), ''),
           s.value ->> 'player_id', (s.value ->> 'player_id') < 0, s.value ->> 'score',
           s.value ->> 'eliminated', s.value ->> 'rebuys', COALESCE(s.value -> 'tallies', '{}'),
           s.value ->> 'outcome'
    FROM json_each(NEW.seats) AS s, tables AS t
    WHERE NEW.seats IS NOT NULL AND t.id = NEW.table_id
    ON CONFLICT (table_id, game_no, seat_no) DO UPDATE SET
        player_id = excluded.player_id, is_computer = excluded.is_computer,
        score = excluded.score, eliminated = excluded.eliminated, rebuys = excluded.rebuys,
        tallies = excluded.tallies, outcome = excluded.outcome;

    INSERT INTO commit_rest
    SELECT NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NULL, NEW.now_ms, NEW.kind,
           NEW.actor, NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger
    WHERE NEW.games IS NOT NULL OR NEW.hands IS NOT NULL OR NEW.ledger IS NOT NULL;
END;

CREATE TRIGGER commit_rest_apply INSTEAD OF INSERT ON commit_rest
BEGIN
    INSERT INTO hands (table_id, game_no, hand_no, dealer_seat, deck_order, ended_by, result)
    SELECT NEW.table_id, h.value ->> 'game_no', h.value ->> 'hand_no', h.value ->> 'dealer_seat',
           h.value ->> 'deck_order', h.value ->> 'ended_by', h.value ->> 'result'
    FROM json_each(NEW.hands) AS h
    WHERE NEW.hands IS NOT NULL
    ON CONFLICT (table_id, game_no, hand_no) DO UPDATE SET
        dealer_seat = excluded.dealer_seat, deck_order = excluded.deck_order,
        ended_by = excluded.ended_by, result = excluded.result;

    -- 3. Chips, entry by entry in order: each ledger row moves them (ledger_moves_chips), and the
    --    account and pool CHECKs refuse an overdraft.
    INSERT INTO ledger (guild_id, player_id, table_id, game_no, seq, kind, amount, created_at)
    SELECT t.guild_id, e.value ->> 'player_id', NEW.table_id, e.value ->> 'game_no', NEW.seq,
           e.value ->> 'kind', e.value ->> 'amount', NEW.now_ms
    FROM json_each(NEW.ledger) AS e, tables AS t
    WHERE NEW.ledger IS NOT NULL AND t.id = NEW.table_id
    ORDER BY e.key;

    -- 4. Games that ended. A finished game's seats take its end time (every one needs an
    --    outcome), then the games take their status and end time, then finished games are added to
    --    their game's statistics buckets.
    UPDATE seats
    SET finished_at = (
        SELECT g.value ->> 'ended_at' FROM json_each(NEW.games) AS g
        WHERE g.value ->> 'game_no' = seats.game_no
    )
    WHERE NEW.games IS NOT NULL AND table_id = NEW.table_id AND game_no IN (
        SELECT g.value ->> 'game_no' FROM json_each(NEW.games) AS g
        WHERE g.value ->> 'status' = 'finished'
    );

    SELECT RAISE(ABORT, 'rumino: a finished game has a seat without an outcome')
    WHERE EXISTS (
        SELECT 1 FROM json_each(NEW.games) AS g, seats AS s
        WHERE NEW.games IS NOT NULL AND g.value ->> 'status' = 'finished'
          AND s.table_id = NEW.table_id AND s.game_no = g.value ->> 'game_no'
          AND s.outcome IS NULL
    );

    UPDATE games
    SET status = (
            SELECT g.value ->> 'status' FROM json_each(NEW.games) AS g
            WHERE g.value ->> 'game_no' = games.game_no
        ),
        ended_at = (
            SELECT g.value ->> 'ended_at' FROM json_each(NEW.games) AS g
            WHERE g.value ->> 'game_no' = games.game_no
        )
    WHERE NEW.games IS NOT NULL AND table_id = NEW.table_id AND game_no IN (
        SELECT g.value ->> 'game_no' FROM json_each(NEW.games) AS g
        WHERE g.value ->> 'status' <> 'running'
    );

    INSERT INTO stat_buckets (
        guild_id, game_kind, span_ms, bucket, player_id, games, wins, rebuys, rebuys_survived,
        score_sum, chips_won, chips_lost, biggest_pool, tallies
    )
    SELECT
        s.guild_id,
        s.game_kind,
        sp.span_ms,
        CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END,
        s.player_id,
        1,
        CASE WHEN s.outcome IN ('won', 'split') THEN 1 ELSE 0 END,
        s.rebuys,
        CASE WHEN s.outcome IN ('won', 'split') THEN s.rebuys ELSE 0 END,
        s.score,
        CASE WHEN s.chips_out > s.chips_in THEN s.chips_out - s.chips_in ELSE 0 END,
        CASE WHEN s.chips_in > s.chips_out THEN s.chips_in - s.chips_out ELSE 0 END,
        CASE WHEN s.outcome IN ('won', 'split') THEN s.chips_out ELSE 0 END,
        (SELECT json_group_object(t.key, t.value ORDER BY t.key) FROM json_each(s.tallies) AS t)
    FROM json_each(NEW.games) AS g, seats AS s, stat_spans AS sp
    WHERE NEW.games IS NOT NULL AND g.value ->> 'status' = 'finished'
      AND s.table_id = NEW.table_id AND s.game_no = g.value ->> 'game_no'
    ON CONFLICT (guild_id, game_kind, span_ms, bucket, player_id) DO UPDATE SET
        games = games + excluded.games,
        wins = wins + excluded.wins,
        rebuys = rebuys + excluded.rebuys,
        rebuys_survived = rebuys_survived + excluded.rebuys_survived,
        score_sum = score_sum + excluded.score_sum,
        chips_won = chips_won + excluded.chips_won,
        chips_lost = chips_lost + excluded.chips_lost,
        biggest_pool = MAX(biggest_pool, excluded.biggest_pool),
        tallies = (
            SELECT json_group_object(name, total ORDER BY name) FROM (
                SELECT t.key AS name, SUM(t.value) AS total FROM (
                    SELECT key, value FROM json_each(stat_buckets.tallies)
                    UNION ALL
                    SELECT key, value FROM json_each(excluded.tallies)
                ) AS t GROUP BY t.key
            )
        );
END;
