-- Private drafts (Rumminy's turn as a player builds it, docs/rules/rumminy.md, "On Discord"),
-- kept so that a restart of the bot, even kill -9, gives each player their draft back. A draft
-- is not an action: nothing here is replayed into a game, and a draft only counts for the turn
-- it was made in (`turn`, the game's attention key); the bot drops a draft of an earlier turn
-- when it reads it. One row per player and table, so a table keeps at most one a seat; a
-- table's rows go when its game ends or it closes.
-- `steps` is a JSON array of the draft's texts, oldest first (Undo goes back one). `version`
-- orders writes: a write older than the row is ignored, so writes that cross never bring back
-- an older draft.
-- Nothing existing changes. Never edit this file once it has landed: add a new migration.
CREATE TABLE drafts (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    player_id  INTEGER NOT NULL,
    turn       TEXT    NOT NULL,
    steps      TEXT    NOT NULL CHECK (json_valid(steps) AND json_type(steps) = 'array'),
    version    INTEGER NOT NULL CHECK (version >= 1),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (table_id, player_id)
) WITHOUT ROWID;
