-- A player's own choices, wherever they play (issue 29): the colours of the picture of their
-- hand. NULL: the colours of the server where the hand is played. Never edit this file once it
-- has landed: add a new migration.
CREATE TABLE player_settings (
    player_id       INTEGER PRIMARY KEY,
    picture_colours TEXT CHECK (picture_colours IN ('four', 'two')),
    updated_at      INTEGER NOT NULL
);
