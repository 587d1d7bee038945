-- Ownership of a table by one bot process, as in SQLite's migration `table_epoch`: a process that
-- takes a table over adds one to its `epoch` and commits with the epoch it took; a commit with an
-- older epoch is refused, so a stalled or overlapping process can never write after another took
-- the table over. Never edit this file once it has landed: add a new migration.
ALTER TABLE tables ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0 CHECK (epoch >= 0);

-- The store writes every commit here: the epoch the writing process holds, then the `commits`
-- view's columns.
CREATE VIEW fenced_commits AS SELECT NULL::bigint AS epoch, c.* FROM commits AS c;

-- The table's row is read FOR SHARE: a take-over (an UPDATE of the row) waits for a commit that
-- passed this check to finish, and a commit that comes after the take-over sees the new epoch.
-- So the process taking over reads every action the old owner wrote, and the old owner writes
-- none after that.
CREATE FUNCTION fenced_commits_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    held BIGINT;
BEGIN
    SELECT t.epoch INTO held FROM tables AS t WHERE t.id = NEW.table_id FOR SHARE;
    IF FOUND AND held IS DISTINCT FROM NEW.epoch THEN
        RAISE EXCEPTION 'rumino: the table is run by another process';
    END IF;
    INSERT INTO commits (table_id, seq, status, snapshot, now_ms, kind, actor, game_no, payload,
                         games, seats, hands, ledger)
    VALUES (NEW.table_id, NEW.seq, NEW.status, NEW.snapshot, NEW.now_ms, NEW.kind, NEW.actor,
            NEW.game_no, NEW.payload, NEW.games, NEW.seats, NEW.hands, NEW.ledger);
    RETURN NEW;
END;
$$;

CREATE TRIGGER fenced_commits_apply INSTEAD OF INSERT ON fenced_commits
    FOR EACH ROW EXECUTE FUNCTION fenced_commits_apply();
