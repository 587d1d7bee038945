-- The commit's second trigger, commit_rest_apply, as migration 5 wrote it but readable by the
-- `sqlite3` an operator has at hand (Debian 12's is 3.40), not only by the SQLite built into the
-- bot.
--
-- Migration 5 ordered the keys of the tallies it writes with an ORDER BY inside the aggregate,
-- `json_group_object(name, total ORDER BY name)`, a form SQLite reads only since 3.44. A
-- trigger's text is part of the schema every connection parses, so an operator opening the
-- database with an older `sqlite3` could not read anything: "malformed database schema
-- (commit_rest_apply) - near ORDER". Here the rows are ordered in a subquery and the aggregate
-- reads them in that order (SQLite keeps a subquery's ORDER BY under an aggregate other than
-- count(), min() and max()), so each bucket's tallies keep their names in order, as
-- `rumino check` expects. Nothing else changes.
--
-- The whole schema must stay readable by SQLite 3.40: tests/it/store_sqlite_cli.rs checks its
-- text, and opens a database written by the bot with the system's `sqlite3`.
-- Never edit this file once it has landed: add a new migration instead.

DROP TRIGGER commit_rest_apply;

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
        (SELECT json_group_object(name, count) FROM (
            SELECT t.key AS name, t.value AS count FROM json_each(s.tallies) AS t ORDER BY t.key
        ))
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
            SELECT json_group_object(name, total) FROM (
                SELECT t.key AS name, SUM(t.value) AS total FROM (
                    SELECT key, value FROM json_each(stat_buckets.tallies)
                    UNION ALL
                    SELECT key, value FROM json_each(excluded.tallies)
                ) AS t GROUP BY t.key ORDER BY t.key
            )
        );
END;
