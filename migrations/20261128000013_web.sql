-- What the web pages need beside the games.
--
-- player_names: the name each member last took a seat under in each server, as the server showed
-- it then, so a leaderboard or profile page names players as the server does without asking
-- Discord. Kept by the action log: a trigger on each logged join, inside the commit that logs
-- it, so every client that seats players (Discord, the terminal, tournaments) keeps it alike.
-- Filled from the joins already logged. Never edit this file once it has landed: add a new one.
CREATE TABLE player_names (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
) WITHOUT ROWID;

INSERT INTO player_names (guild_id, player_id, name, updated_at)
SELECT t.guild_id, json_extract(a.payload, '$.player'), json_extract(a.payload, '$.name'),
       a.created_at
FROM actions a JOIN tables t ON t.id = a.table_id
WHERE a.kind = 'join' AND json_extract(a.payload, '$.name') IS NOT NULL
ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name,
    updated_at = excluded.updated_at
WHERE excluded.updated_at >= player_names.updated_at;

CREATE TRIGGER player_names_from_joins AFTER INSERT ON actions
WHEN NEW.kind = 'join'
BEGIN
    INSERT INTO player_names (guild_id, player_id, name, updated_at)
    SELECT t.guild_id, json_extract(NEW.payload, '$.player'), json_extract(NEW.payload, '$.name'),
           NEW.created_at
    FROM tables t WHERE t.id = NEW.table_id AND json_extract(NEW.payload, '$.name') IS NOT NULL
    ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name,
        updated_at = excluded.updated_at
    WHERE excluded.updated_at >= player_names.updated_at;
END;

-- game_shares: a finished game a member chose to share, under a token nobody can guess, so its
-- replay page opens by that link even where the server's pages are off. One token per game:
-- sharing again gives the same link.
CREATE TABLE game_shares (
    token      TEXT    PRIMARY KEY,
    table_id   INTEGER NOT NULL,
    game_no    INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (table_id, game_no),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
);
