-- Commits as one statement, as in SQLite (migrations 3-5): the store writes each accepted action
-- as one row inserted into the `commits` view (several commits may share a statement, applied in
-- order), and its INSTEAD OF trigger applies it. A statement is atomic, so the whole commit is
-- applied or none of it. Never edit this file once it has landed: add a new migration.
--
-- Columns: the table and the action's seq; the table's status and snapshot (JSON, NULL: none
-- with this action); the time; the action row (kind, actor, game_no, payload); and JSON arrays
-- of the changed rows, in the shape the store's Rust types serialize to (NULL: none):
--   games:  [{game_no, guild_id, game_kind, stake, status, hands_played, started_at, ended_at}]
--   seats:  [{game_no, seat_no, player_id, score, eliminated, rebuys, tallies, outcome}]
--   hands:  [{game_no, hand_no, dealer_seat, deck_order, ended_by, result}]
--   ledger: [{player_id, game_no, kind, amount}]   applied in order
CREATE VIEW commits AS
SELECT
    NULL::bigint AS table_id, NULL::bigint AS seq, NULL::text AS status, NULL::text AS snapshot,
    NULL::bigint AS now_ms, NULL::text AS kind,
    NULL::bigint AS actor, NULL::bigint AS game_no, NULL::text AS payload,
    NULL::text AS games, NULL::text AS seats, NULL::text AS hands, NULL::text AS ledger
WHERE FALSE;

CREATE FUNCTION commits_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    t_guild   BIGINT;
    t_status  TEXT;
    game_rows JSONB := NEW.games::jsonb;
    entry     JSONB;
BEGIN
    -- 1. The guard: the table exists and the action is the next in its log. The primary key
    --    refuses a repeat and this refuses a gap, so seq runs 1, 2, 3, ... per table.
    SELECT t.guild_id, t.status INTO t_guild, t_status FROM tables AS t WHERE t.id = NEW.table_id;
    IF NOT FOUND
       OR EXISTS (SELECT 1 FROM actions AS a WHERE a.table_id = NEW.table_id AND a.seq = NEW.seq)
       OR (NEW.seq > 1 AND NOT EXISTS (
              SELECT 1 FROM actions AS a
              WHERE a.table_id = NEW.table_id AND a.seq = NEW.seq - 1)) THEN
        RAISE EXCEPTION 'rumino: seq is not the next in the log';
    END IF;

    --    A table's status only moves with a snapshot, so a closed table's snapshot is final.
    IF NEW.snapshot IS NULL AND NEW.status IS DISTINCT FROM t_status THEN
        RAISE EXCEPTION 'rumino: a status change must carry a snapshot';
    END IF;

    INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at)
    VALUES (NEW.table_id, NEW.seq, NEW.game_no, NEW.actor, NEW.kind, NEW.payload, NEW.now_ms);

    IF NEW.snapshot IS NOT NULL THEN
        UPDATE tables
        SET snapshot_seq = NEW.seq, status = NEW.status, snapshot = NEW.snapshot,
            updated_at = NEW.now_ms
        WHERE id = NEW.table_id;
    END IF;

    -- 2. Games, written as running (a game that ends in this commit ends in step 4, after its
    --    payouts); a game that has already ended refuses any change (games_ended_are_final).
    IF game_rows IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM jsonb_array_elements(game_rows) AS g
                   WHERE (g ->> 'guild_id')::bigint IS DISTINCT FROM t_guild) THEN
            RAISE EXCEPTION 'rumino: a game names another server than its table';
        END IF;
        INSERT INTO games (table_id, game_no, guild_id, game_kind, stake, status, hands_played,
                           started_at)
        SELECT NEW.table_id, (g ->> 'game_no')::bigint, (g ->> 'guild_id')::bigint,
               g ->> 'game_kind', (g ->> 'stake')::bigint, 'running',
               (g ->> 'hands_played')::bigint, (g ->> 'started_at')::bigint
        FROM jsonb_array_elements(game_rows) AS g
        ON CONFLICT (table_id, game_no) DO UPDATE SET
            game_kind = excluded.game_kind, stake = excluded.stake,
            hands_played = excluded.hands_played, started_at = excluded.started_at;
    END IF;

    --    Seats: a seat whose game does not exist is refused by its foreign key (its kind is then
    --    left empty).
    IF NEW.seats IS NOT NULL THEN
        INSERT INTO seats (table_id, game_no, seat_no, guild_id, game_kind, player_id,
                           is_computer, score, eliminated, rebuys, tallies, outcome)
        SELECT NEW.table_id, (s ->> 'game_no')::bigint, (s ->> 'seat_no')::bigint, t_guild,
               COALESCE((SELECT g.game_kind FROM games AS g
                         WHERE g.table_id = NEW.table_id
                           AND g.game_no = (s ->> 'game_no')::bigint), ''),
               (s ->> 'player_id')::bigint, ((s ->> 'player_id')::bigint < 0)::int,
               (s ->> 'score')::bigint, (s -> 'eliminated')::boolean::int,
               (s ->> 'rebuys')::bigint, COALESCE((s -> 'tallies')::text, '{}'),
               s ->> 'outcome'
        FROM jsonb_array_elements(NEW.seats::jsonb) AS s
        ON CONFLICT (table_id, game_no, seat_no) DO UPDATE SET
            player_id = excluded.player_id, is_computer = excluded.is_computer,
            score = excluded.score, eliminated = excluded.eliminated, rebuys = excluded.rebuys,
            tallies = excluded.tallies, outcome = excluded.outcome;
    END IF;

    --    Hands.
    IF NEW.hands IS NOT NULL THEN
        INSERT INTO hands (table_id, game_no, hand_no, dealer_seat, deck_order, ended_by, result)
        SELECT NEW.table_id, (h ->> 'game_no')::bigint, (h ->> 'hand_no')::bigint,
               (h ->> 'dealer_seat')::bigint, h ->> 'deck_order', h ->> 'ended_by',
               h ->> 'result'
        FROM jsonb_array_elements(NEW.hands::jsonb) AS h
        ON CONFLICT (table_id, game_no, hand_no) DO UPDATE SET
            dealer_seat = excluded.dealer_seat, deck_order = excluded.deck_order,
            ended_by = excluded.ended_by, result = excluded.result;
    END IF;

    -- 3. Chips, entry by entry in order, one statement each: each ledger row moves them
    --    (ledger_moves_chips), and the account and pool CHECKs refuse an overdraft.
    IF NEW.ledger IS NOT NULL THEN
        FOR entry IN SELECT e FROM jsonb_array_elements(NEW.ledger::jsonb) AS e LOOP
            INSERT INTO ledger (guild_id, player_id, table_id, game_no, seq, kind, amount,
                                created_at)
            VALUES (t_guild, (entry ->> 'player_id')::bigint, NEW.table_id,
                    (entry ->> 'game_no')::bigint, NEW.seq, entry ->> 'kind',
                    (entry ->> 'amount')::bigint, NEW.now_ms);
        END LOOP;
    END IF;

    -- 4. Games that ended. A finished game's seats take its end time (every one needs an
    --    outcome), then the games take their status and end time, then finished games are added
    --    to their game's statistics buckets.
    IF game_rows IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(game_rows) AS g
                                     WHERE g ->> 'status' <> 'running') THEN
        UPDATE seats AS s SET finished_at = (g ->> 'ended_at')::bigint
        FROM jsonb_array_elements(game_rows) AS g
        WHERE g ->> 'status' = 'finished' AND s.table_id = NEW.table_id
          AND s.game_no = (g ->> 'game_no')::bigint;

        IF EXISTS (
            SELECT 1 FROM jsonb_array_elements(game_rows) AS g, seats AS s
            WHERE g ->> 'status' = 'finished'
              AND s.table_id = NEW.table_id AND s.game_no = (g ->> 'game_no')::bigint
              AND s.outcome IS NULL
        ) THEN
            RAISE EXCEPTION 'rumino: a finished game has a seat without an outcome';
        END IF;

        UPDATE games AS x SET status = g ->> 'status', ended_at = (g ->> 'ended_at')::bigint
        FROM jsonb_array_elements(game_rows) AS g
        WHERE g ->> 'status' <> 'running' AND x.table_id = NEW.table_id
          AND x.game_no = (g ->> 'game_no')::bigint;

        INSERT INTO stat_buckets (
            guild_id, game_kind, span_ms, bucket, player_id, games, wins, rebuys,
            rebuys_survived, score_sum, chips_won, chips_lost, biggest_pool, tallies
        )
        SELECT
            s.guild_id, s.game_kind, sp.span_ms,
            CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END,
            s.player_id, 1,
            CASE WHEN s.outcome IN ('won', 'split') THEN 1 ELSE 0 END,
            s.rebuys,
            CASE WHEN s.outcome IN ('won', 'split') THEN s.rebuys ELSE 0 END,
            s.score,
            CASE WHEN s.chips_out > s.chips_in THEN s.chips_out - s.chips_in ELSE 0 END,
            CASE WHEN s.chips_in > s.chips_out THEN s.chips_in - s.chips_out ELSE 0 END,
            CASE WHEN s.outcome IN ('won', 'split') THEN s.chips_out ELSE 0 END,
            tallies_sum(s.tallies)
        FROM jsonb_array_elements(game_rows) AS g, seats AS s, stat_spans AS sp
        WHERE g ->> 'status' = 'finished'
          AND s.table_id = NEW.table_id AND s.game_no = (g ->> 'game_no')::bigint
        ON CONFLICT (guild_id, game_kind, span_ms, bucket, player_id) DO UPDATE SET
            games = stat_buckets.games + excluded.games,
            wins = stat_buckets.wins + excluded.wins,
            rebuys = stat_buckets.rebuys + excluded.rebuys,
            rebuys_survived = stat_buckets.rebuys_survived + excluded.rebuys_survived,
            score_sum = stat_buckets.score_sum + excluded.score_sum,
            chips_won = stat_buckets.chips_won + excluded.chips_won,
            chips_lost = stat_buckets.chips_lost + excluded.chips_lost,
            biggest_pool = GREATEST(stat_buckets.biggest_pool, excluded.biggest_pool),
            tallies = tallies_sum(stat_buckets.tallies, excluded.tallies);
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER commits_apply INSTEAD OF INSERT ON commits
FOR EACH ROW EXECUTE FUNCTION commits_apply();
