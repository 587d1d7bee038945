-- Turn pings for slow games.
--
-- player_settings.turn_pings: whether the player asked to be pinged when it is their turn at a
-- slow table (1), or not (NULL or 0: the default, as pings are opt-in).
--
-- turn_pings: the ping message standing for a player at a table, and the turn it is for (the
-- game's own key of what waits for them), until their move removes it: never more than one per
-- player and table, and a restart finds it to remove, or to keep if that turn still waits. Never
-- edit this file once it has landed: add a new one.
ALTER TABLE player_settings ADD COLUMN turn_pings INTEGER CHECK (turn_pings IN (0, 1));

CREATE TABLE turn_pings (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    player_id  INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    turn       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (table_id, player_id)
) WITHOUT ROWID;
