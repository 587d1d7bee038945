-- Ownership of a table by one bot process, for bots split over processes by shard (several
-- processes, one database). A process that takes a table over (at start-up, for the servers on
-- its shards) adds one to the table's `epoch` and commits with the epoch it took; a process that
-- still holds an older epoch (stalled, or overlapping the new one during a shard handoff) is
-- refused on its next commit and drops the table. SQLite has one writer at a time, so a take-over
-- and a commit never interleave. Never edit this file once it has landed: add a new migration.
ALTER TABLE tables ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0 CHECK (epoch >= 0);

-- The store writes every commit here: the `commits` view's columns, after the epoch the writing
-- process holds. A table that does not exist falls through to `commits`' own guard.
CREATE VIEW fenced_commits AS SELECT NULL AS epoch, * FROM commits;

CREATE TRIGGER fenced_commits_apply INSTEAD OF INSERT ON fenced_commits
BEGIN
    SELECT RAISE(ABORT, 'rumino: the table is run by another process')
    WHERE EXISTS (SELECT 1 FROM tables WHERE id = NEW.table_id AND epoch IS NOT NEW.epoch);

    INSERT INTO commits (table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload,
                         games, seats, hands, ledger)
    VALUES (NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NEW.now_ms, NEW.kind, NEW.actor,
            NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger);
END;
