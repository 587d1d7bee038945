-- A player's own choices, as in SQLite's migration `player_settings`: the colours of the picture
-- of their hand (NULL: the server's). Never edit this file once it has landed.
CREATE TABLE player_settings (
    player_id       BIGINT PRIMARY KEY,
    picture_colours TEXT CHECK (picture_colours IN ('four', 'two')),
    updated_at      BIGINT NOT NULL
);
