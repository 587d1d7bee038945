-- Turn pings for slow games, as in SQLite's migration `turn_pings`: whether a player asked to be
-- pinged, and the ping standing for a player at a table until their move removes it. Never edit
-- this file once it has landed: add a new one.
ALTER TABLE player_settings ADD COLUMN turn_pings BIGINT CHECK (turn_pings IN (0, 1));

CREATE TABLE turn_pings (
    table_id   BIGINT NOT NULL REFERENCES tables (id),
    player_id  BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    message_id BIGINT NOT NULL,
    turn       TEXT    NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (table_id, player_id)
);
