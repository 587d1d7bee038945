-- Group commits at speed: a run of commits applied by one call, set-based where it can be.
-- Never edit this file once it has landed: add a new migration.
--
-- Through the `commits` view (migration 2), each commit is a row whose trigger runs a dozen
-- statements, and those statements, not the rows they write, were most of a group commit's
-- time. This function takes a run of commits as arrays, one element per commit in order (the
-- view's columns), and gives the same result as inserting them into the view in that order:
--   0. which commits go through the view (step 3): those with ledger rows or a game that ends,
--      and any commit with rows (games, seats, hands, ledger) after another such commit of its
--      table in the run; the others' rows are written set-based (step 2), and no two of those
--      touch the same table's games, seats or hands;
--   1. the fence (each commit's epoch is its table's: see migration 3), then the guard, for all
--      of them in one query: each table exists, and each commit's seq is its
--      table's head + its rank among that table's commits in the run (seq runs on with no gap
--      and no repeat, as one commit after the other would require); a table's status changes
--      only in its last commit of the run, which must carry a snapshot;
--   2. the other commits' action rows in one insert, then their games (as running), seats and
--      hands in one upsert each, with the same checks as the view's trigger;
--   3. the commits of step 0, in order, through the view: its trigger applies them exactly as
--      before (their guard passes, the actions they follow being written);
--   4. each table's snapshot and status from its last commit in the run that carries one, if
--      step 3 did not already write it.
-- Rows of a table written in step 2 come from its first commit with rows in the run, and step 3
-- only holds commits after that one, so each table's games, seats and hands change in the order
-- one commit after the other would change them; actions and snapshots are read by no step but
-- the guard, and a status change is the table's last commit of the run. One statement is
-- atomic, so a refusal backs out the whole run, which the store then retries one commit per
-- statement through the view. The guard may refuse a run that one commit after the other would
-- accept (a table whose status changes twice in one run); that retry then gives each commit its
-- own answer.

CREATE FUNCTION commits_apply_run(
    epochs BIGINT[], table_ids BIGINT[], seqs BIGINT[], statuses TEXT[], snapshots TEXT[], now_mss BIGINT[],
    kinds TEXT[], actors BIGINT[], game_nos BIGINT[], payloads TEXT[],
    games TEXT[], seats TEXT[], hands TEXT[], ledgers TEXT[]
) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
    bad_seq    BOOLEAN;
    bad_status BOOLEAN;
    viewed     BOOLEAN[];
BEGIN
    -- 0. The commits that go through the view.
    SELECT array_agg(
               c.has_rows AND (c.ledger IS NOT NULL OR c.after_rows OR EXISTS (
                   SELECT 1 FROM jsonb_array_elements(c.games::jsonb) AS g
                   WHERE g ->> 'status' IS DISTINCT FROM 'running'))
               ORDER BY c.ord)
    INTO viewed
    FROM (
        SELECT u.ord, u.games, u.ledger, u.has_rows,
               COALESCE(bool_or(u.has_rows) OVER (PARTITION BY u.table_id ORDER BY u.ord
                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), FALSE) AS after_rows
        FROM (
            SELECT v.*, (v.games IS NOT NULL OR v.seats IS NOT NULL OR v.hands IS NOT NULL
                         OR v.ledger IS NOT NULL) AS has_rows
            FROM unnest(table_ids, games, seats, hands, ledgers) WITH ORDINALITY
                 AS v(table_id, games, seats, hands, ledger, ord)
        ) AS u
    ) AS c;

    -- 1. The fence (as `fenced_commits`, migration 3): every table's row read FOR SHARE, in id
    --    order, and each commit made with the epoch its table holds; then the guard.
    PERFORM 1 FROM tables AS t WHERE t.id = ANY (table_ids) ORDER BY t.id FOR SHARE;
    IF EXISTS (SELECT 1 FROM unnest(table_ids, epochs) AS u(table_id, epoch)
               JOIN tables AS t ON t.id = u.table_id
               WHERE t.epoch IS DISTINCT FROM u.epoch) THEN
        RAISE EXCEPTION 'rumino: the table is run by another process';
    END IF;

    SELECT COALESCE(bool_or(t.id IS NULL OR c.seq IS DISTINCT FROM
                            (SELECT COALESCE(MAX(a.seq), 0) FROM actions AS a
                             WHERE a.table_id = c.table_id) + c.k), FALSE),
           COALESCE(bool_or(c.status IS DISTINCT FROM t.status
                            AND (c.k < c.n OR NOT c.carries)), FALSE)
    INTO bad_seq, bad_status
    FROM (
        SELECT u.table_id, u.seq, u.status, u.snapshot IS NOT NULL AS carries,
               row_number() OVER (PARTITION BY u.table_id ORDER BY u.ord) AS k,
               count(*) OVER (PARTITION BY u.table_id) AS n
        FROM unnest(table_ids, seqs, statuses, snapshots) WITH ORDINALITY
             AS u(table_id, seq, status, snapshot, ord)
    ) AS c
    LEFT JOIN tables AS t ON t.id = c.table_id;
    IF bad_seq THEN
        RAISE EXCEPTION 'rumino: seq is not the next in the log';
    END IF;
    IF bad_status THEN
        RAISE EXCEPTION 'rumino: a status change must carry a snapshot';
    END IF;

    -- 2. The other commits: their actions, then games, seats and hands (as the trigger writes
    --    them).
    INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at)
    SELECT u.table_id, u.seq, u.game_no, u.actor, u.kind, u.payload, u.now_ms
    FROM unnest(table_ids, seqs, game_nos, actors, kinds, payloads, now_mss, viewed)
         AS u(table_id, seq, game_no, actor, kind, payload, now_ms, viewed)
    WHERE NOT u.viewed;

    IF EXISTS (
        SELECT 1
        FROM unnest(table_ids, games, viewed) AS u(table_id, games, viewed)
        JOIN tables AS t ON t.id = u.table_id
        CROSS JOIN LATERAL jsonb_array_elements(u.games::jsonb) AS g
        WHERE NOT u.viewed AND (g ->> 'guild_id')::bigint IS DISTINCT FROM t.guild_id
    ) THEN
        RAISE EXCEPTION 'rumino: a game names another server than its table';
    END IF;
    INSERT INTO games (table_id, game_no, guild_id, game_kind, stake, status, hands_played,
                       started_at)
    SELECT u.table_id, (g ->> 'game_no')::bigint, (g ->> 'guild_id')::bigint,
           g ->> 'game_kind', (g ->> 'stake')::bigint, 'running',
           (g ->> 'hands_played')::bigint, (g ->> 'started_at')::bigint
    FROM unnest(table_ids, games, viewed) AS u(table_id, games, viewed)
    CROSS JOIN LATERAL jsonb_array_elements(u.games::jsonb) AS g
    WHERE NOT u.viewed
    ON CONFLICT (table_id, game_no) DO UPDATE SET
        game_kind = excluded.game_kind, stake = excluded.stake,
        hands_played = excluded.hands_played, started_at = excluded.started_at;

    INSERT INTO seats (table_id, game_no, seat_no, guild_id, game_kind, player_id,
                       is_computer, score, eliminated, rebuys, tallies, outcome)
    SELECT u.table_id, (s ->> 'game_no')::bigint, (s ->> 'seat_no')::bigint, t.guild_id,
           COALESCE((SELECT g.game_kind FROM games AS g
                     WHERE g.table_id = u.table_id
                       AND g.game_no = (s ->> 'game_no')::bigint), ''),
           (s ->> 'player_id')::bigint, ((s ->> 'player_id')::bigint < 0)::int,
           (s ->> 'score')::bigint, (s -> 'eliminated')::boolean::int,
           (s ->> 'rebuys')::bigint, COALESCE((s -> 'tallies')::text, '{}'),
           s ->> 'outcome'
    FROM unnest(table_ids, seats, viewed) AS u(table_id, seats, viewed)
    JOIN tables AS t ON t.id = u.table_id
    CROSS JOIN LATERAL jsonb_array_elements(u.seats::jsonb) AS s
    WHERE NOT u.viewed
    ON CONFLICT (table_id, game_no, seat_no) DO UPDATE SET
        player_id = excluded.player_id, is_computer = excluded.is_computer,
        score = excluded.score, eliminated = excluded.eliminated, rebuys = excluded.rebuys,
        tallies = excluded.tallies, outcome = excluded.outcome;

    INSERT INTO hands (table_id, game_no, hand_no, dealer_seat, deck_order, ended_by, result)
    SELECT u.table_id, (h ->> 'game_no')::bigint, (h ->> 'hand_no')::bigint,
           (h ->> 'dealer_seat')::bigint, h ->> 'deck_order', h ->> 'ended_by',
           h ->> 'result'
    FROM unnest(table_ids, hands, viewed) AS u(table_id, hands, viewed)
    CROSS JOIN LATERAL jsonb_array_elements(u.hands::jsonb) AS h
    WHERE NOT u.viewed
    ON CONFLICT (table_id, game_no, hand_no) DO UPDATE SET
        dealer_seat = excluded.dealer_seat, deck_order = excluded.deck_order,
        ended_by = excluded.ended_by, result = excluded.result;

    -- 3. The commits of step 0, in order, through the view.
    INSERT INTO commits (table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload,
                         games, seats, hands, ledger)
    SELECT u.table_id, u.seq, u.status, u.snapshot, u.now_ms, u.kind, u.actor, u.game_no,
           u.payload, u.games, u.seats, u.hands, u.ledger
    FROM unnest(table_ids, seqs, statuses, snapshots, now_mss, kinds, actors, game_nos,
                payloads, games, seats, hands, ledgers, viewed) WITH ORDINALITY
         AS u(table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload, games,
              seats, hands, ledger, viewed, ord)
    WHERE u.viewed
    ORDER BY u.ord;

    -- 4. Snapshots of the other commits: each table's last one, unless a later commit of step 3
    --    carried one.
    UPDATE tables AS t
    SET snapshot_seq = l.seq, status = l.status, snapshot = l.snapshot, updated_at = l.now_ms
    FROM (
        SELECT DISTINCT ON (u.table_id) u.table_id, u.seq, u.status, u.snapshot, u.now_ms,
               u.viewed
        FROM unnest(table_ids, seqs, statuses, snapshots, now_mss, viewed) WITH ORDINALITY
             AS u(table_id, seq, status, snapshot, now_ms, viewed, ord)
        WHERE u.snapshot IS NOT NULL
        ORDER BY u.table_id, u.ord DESC
    ) AS l
    WHERE t.id = l.table_id AND NOT l.viewed;
END $$;
