-- Snapshots every few actions instead of on every action.
--
-- Before: every commit rewrote its table's row with the whole state (4-5 KB of JSON for a table
-- with a game, so two or three pages), which was most of what a commit wrote. Now a commit only
-- appends its action; the table layer sends a snapshot with some commits (every 32nd action, when
-- a game starts or ends, when the table closes), and a table is rebuilt from its latest snapshot
-- plus the actions after it. The log stays the truth; `rumino check` replays every open table's
-- whole log and compares it with the snapshot on the way.
--
-- `tables.version` becomes `snapshot_seq`, the seq the snapshot reflects (0: the opening state);
-- the log's head is MAX(actions.seq). `deadline_at` goes: the next timer is part of the table's
-- state (and so of the snapshot and of every replay), and a column that lagged behind it would
-- only mislead.
--
-- Only the `commits` trigger changes: `snapshot` may now be NULL (no snapshot with this action).
-- The views keep their columns, so the helper triggers of migration 3 stay as they are; the
-- views' `deadline_at` column is no longer written by the store and is always NULL. Never edit
-- this file once it has landed: add a new migration instead.

DROP TRIGGER commits_apply;

ALTER TABLE tables RENAME COLUMN version TO snapshot_seq;
ALTER TABLE tables DROP COLUMN deadline_at;

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
    SELECT NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NULL, NEW.now_ms, NEW.kind,
           NEW.actor, NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger
    WHERE NEW.games IS NOT NULL OR NEW.hands IS NOT NULL OR NEW.ledger IS NOT NULL;
END;
