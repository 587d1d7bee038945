-- Group commits at speed: a run of commits applied by one call, set-based where it can be.
-- Never edit this file once it has landed: add a new migration.
--
-- Through the `commits` view (migration 2), each commit is a row whose trigger runs a dozen
-- statements; in a group commit nearly every commit is a bare action (no game, seat, hand or
-- ledger row), and those statements, not the rows they write, were most of the time. This
-- function takes a run of commits as arrays, one element per commit in order (the view's
-- columns), and gives the same result as inserting them into the view in that order:
--   1. the guard, for all of them in one query: each table exists, and each commit's seq is its
--      table's head + its rank among that table's commits in the run (seq runs on with no gap
--      and no repeat, as one commit after the other would require); a table's status changes
--      only in its last commit of the run, which must carry a snapshot;
--   2. the bare commits' action rows, in one insert;
--   3. the other commits (games, seats, hands or ledger rows), in order, through the view: its
--      trigger applies them exactly as before (their guard passes, the actions they follow
--      being written);
--   4. each table's snapshot and status from its last commit in the run that carries one, if
--      step 3 did not already write it.
-- Nothing in steps 2-4 reads what another step writes but the log's head (the guard) and a
-- table's status (a status change is the table's last commit of the run), so the order in which
-- the rows are written does not change the outcome; one statement is atomic, so a refusal backs
-- out the whole run, which the store then retries one commit per statement through the view.
-- The guard may refuse a run that one commit after the other would accept (a table whose status
-- changes twice in one run); that retry then gives each commit its own answer.

CREATE FUNCTION commits_apply_run(
    table_ids BIGINT[], seqs BIGINT[], statuses TEXT[], snapshots TEXT[], now_mss BIGINT[],
    kinds TEXT[], actors BIGINT[], game_nos BIGINT[], payloads TEXT[],
    games TEXT[], seats TEXT[], hands TEXT[], ledgers TEXT[]
) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
    bad_seq    BOOLEAN;
    bad_status BOOLEAN;
BEGIN
    -- 1. The guard.
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

    -- 2. The bare commits' actions.
    INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at)
    SELECT u.table_id, u.seq, u.game_no, u.actor, u.kind, u.payload, u.now_ms
    FROM unnest(table_ids, seqs, game_nos, actors, kinds, payloads, now_mss,
                games, seats, hands, ledgers)
         AS u(table_id, seq, game_no, actor, kind, payload, now_ms, games, seats, hands, ledger)
    WHERE u.games IS NULL AND u.seats IS NULL AND u.hands IS NULL AND u.ledger IS NULL;

    -- 3. The other commits, in order, through the view.
    INSERT INTO commits (table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload,
                         games, seats, hands, ledger)
    SELECT u.table_id, u.seq, u.status, u.snapshot, u.now_ms, u.kind, u.actor, u.game_no,
           u.payload, u.games, u.seats, u.hands, u.ledger
    FROM unnest(table_ids, seqs, statuses, snapshots, now_mss, kinds, actors, game_nos,
                payloads, games, seats, hands, ledgers) WITH ORDINALITY
         AS u(table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload, games,
              seats, hands, ledger, ord)
    WHERE u.games IS NOT NULL OR u.seats IS NOT NULL OR u.hands IS NOT NULL
       OR u.ledger IS NOT NULL
    ORDER BY u.ord;

    -- 4. Snapshots the bare commits carry: each table's last one, unless a later commit of
    --    step 3 carried one.
    UPDATE tables AS t
    SET snapshot_seq = l.seq, status = l.status, snapshot = l.snapshot, updated_at = l.now_ms
    FROM (
        SELECT DISTINCT ON (u.table_id) u.table_id, u.seq, u.status, u.snapshot, u.now_ms,
               (u.games IS NULL AND u.seats IS NULL AND u.hands IS NULL AND u.ledger IS NULL)
               AS bare
        FROM unnest(table_ids, seqs, statuses, snapshots, now_mss, games, seats, hands,
                    ledgers) WITH ORDINALITY
             AS u(table_id, seq, status, snapshot, now_ms, games, seats, hands, ledger, ord)
        WHERE u.snapshot IS NOT NULL
        ORDER BY u.table_id, u.ord DESC
    ) AS l
    WHERE t.id = l.table_id AND l.bare;
END $$;
