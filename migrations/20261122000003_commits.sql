-- Commits as one statement. The store writes each accepted action as one INSERT into the
-- `commits` view; this trigger applies it. A statement is atomic, so the whole commit is applied
-- or none of it (an error backs the statement out), and it costs one round trip to SQLite where a
-- statement per row would cost a dozen. Never edit this file once it has landed: add a new
-- migration that replaces the trigger instead.
--
-- Columns: the table and the action's seq; the table's status, snapshot (JSON) and deadline after
-- the action; the time; the action row (kind, actor, game_no, payload); and JSON arrays of the
-- changed rows, in the shape the store's Rust types serialize to:
--   games:  [{game_no, guild_id, game_kind, stake, status, hands_played, started_at, ended_at}]
--   seats:  [{game_no, seat_no, player_id, score, eliminated, rebuys, gins, ruminos, knocks, outcome}]
--   hands:  [{game_no, hand_no, dealer_seat, deck_order, ended_by, result}]
--   ledger: [{player_id, game_no, kind, amount}]   applied in order
-- An empty list may be passed as NULL, which skips its step (most commits change only a seat).
CREATE VIEW commits AS
SELECT
    NULL AS table_id, NULL AS seq, NULL AS status, NULL AS snapshot, NULL AS deadline_at,
    NULL AS now_ms, NULL AS kind, NULL AS actor, NULL AS game_no, NULL AS payload,
    NULL AS games, NULL AS seats, NULL AS hands, NULL AS ledger
WHERE 0;

-- Two helper views with the same columns carry the steps most commits do not need, so a
-- commit that changes only a seat runs five statements, not twelve.
CREATE VIEW commit_games AS SELECT * FROM commits;
CREATE VIEW commit_rest AS SELECT * FROM commits;

CREATE TRIGGER commits_apply INSTEAD OF INSERT ON commits
BEGIN
    -- 1. The guard: the action must be the next in the table's log (this keeps seq gapless), then
    --    the table moves to it, and the action is logged.
    SELECT RAISE(ABORT, 'rumino: seq is not the next in the log')
    WHERE NOT EXISTS (SELECT 1 FROM tables WHERE id = NEW.table_id AND version = NEW.seq - 1);

    UPDATE tables
    SET version = NEW.seq, status = NEW.status, snapshot = NEW.snapshot,
        deadline_at = NEW.deadline_at, updated_at = NEW.now_ms
    WHERE id = NEW.table_id;

    INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at)
    VALUES (NEW.table_id, NEW.seq, NEW.game_no, NEW.actor, NEW.kind, NEW.payload, NEW.now_ms);

    -- 2. Games (if any), seats, then hands, chips and ended games (if any).
    INSERT INTO commit_games
    SELECT NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NEW.deadline_at, NEW.now_ms, NEW.kind,
           NEW.actor, NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger
    WHERE NEW.games IS NOT NULL;

    INSERT INTO seats (table_id, game_no, seat_no, guild_id, player_id, is_computer, score,
                       eliminated, rebuys, gins, ruminos, knocks, outcome)
    SELECT NEW.table_id, s.value ->> 'game_no', s.value ->> 'seat_no', t.guild_id,
           s.value ->> 'player_id', (s.value ->> 'player_id') < 0, s.value ->> 'score',
           s.value ->> 'eliminated', s.value ->> 'rebuys', s.value ->> 'gins',
           s.value ->> 'ruminos', s.value ->> 'knocks', s.value ->> 'outcome'
    FROM json_each(NEW.seats) AS s, tables AS t
    WHERE NEW.seats IS NOT NULL AND t.id = NEW.table_id
    ON CONFLICT (table_id, game_no, seat_no) DO UPDATE SET
        player_id = excluded.player_id, is_computer = excluded.is_computer,
        score = excluded.score, eliminated = excluded.eliminated, rebuys = excluded.rebuys,
        gins = excluded.gins, ruminos = excluded.ruminos, knocks = excluded.knocks,
        outcome = excluded.outcome;

    INSERT INTO commit_rest
    SELECT NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NEW.deadline_at, NEW.now_ms, NEW.kind,
           NEW.actor, NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger
    WHERE NEW.games IS NOT NULL OR NEW.hands IS NOT NULL OR NEW.ledger IS NOT NULL;
END;

-- Games are written as running: a game that ends in this commit ends in commit_rest, after its
-- payouts. A game that has already ended refuses any change (games_ended_are_final and its
-- siblings).
CREATE TRIGGER commit_games_apply INSTEAD OF INSERT ON commit_games
BEGIN
    SELECT RAISE(ABORT, 'rumino: a game names another server than its table')
    WHERE EXISTS (
        SELECT 1 FROM json_each(NEW.games) AS g, tables AS t
        WHERE NEW.games IS NOT NULL AND t.id = NEW.table_id
          AND g.value ->> 'guild_id' IS NOT t.guild_id
    );

    INSERT INTO games (table_id, game_no, guild_id, game_kind, stake, status, hands_played, started_at)
    SELECT NEW.table_id, g.value ->> 'game_no', g.value ->> 'guild_id', g.value ->> 'game_kind',
           g.value ->> 'stake', 'running', g.value ->> 'hands_played', g.value ->> 'started_at'
    FROM json_each(NEW.games) AS g
    WHERE NEW.games IS NOT NULL
    ON CONFLICT (table_id, game_no) DO UPDATE SET
        game_kind = excluded.game_kind, stake = excluded.stake,
        hands_played = excluded.hands_played, started_at = excluded.started_at;
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
    --    the statistics buckets.
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
        guild_id, span_ms, bucket, player_id, games, wins, gins, ruminos, knocks, rebuys,
        rebuys_survived, score_sum, chips_won, chips_lost, biggest_pool
    )
    SELECT
        s.guild_id,
        sp.span_ms,
        CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END,
        s.player_id,
        1,
        CASE WHEN s.outcome IN ('won', 'split') THEN 1 ELSE 0 END,
        s.gins,
        s.ruminos,
        s.knocks,
        s.rebuys,
        CASE WHEN s.outcome IN ('won', 'split') THEN s.rebuys ELSE 0 END,
        s.score,
        CASE WHEN s.chips_out > s.chips_in THEN s.chips_out - s.chips_in ELSE 0 END,
        CASE WHEN s.chips_in > s.chips_out THEN s.chips_in - s.chips_out ELSE 0 END,
        CASE WHEN s.outcome IN ('won', 'split') THEN s.chips_out ELSE 0 END
    FROM json_each(NEW.games) AS g, seats AS s, stat_spans AS sp
    WHERE NEW.games IS NOT NULL AND g.value ->> 'status' = 'finished'
      AND s.table_id = NEW.table_id AND s.game_no = g.value ->> 'game_no'
    ON CONFLICT (guild_id, span_ms, bucket, player_id) DO UPDATE SET
        games = games + excluded.games,
        wins = wins + excluded.wins,
        gins = gins + excluded.gins,
        ruminos = ruminos + excluded.ruminos,
        knocks = knocks + excluded.knocks,
        rebuys = rebuys + excluded.rebuys,
        rebuys_survived = rebuys_survived + excluded.rebuys_survived,
        score_sum = score_sum + excluded.score_sum,
        chips_won = chips_won + excluded.chips_won,
        chips_lost = chips_lost + excluded.chips_lost,
        biggest_pool = MAX(biggest_pool, excluded.biggest_pool);
END;
