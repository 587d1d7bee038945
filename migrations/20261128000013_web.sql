-- What the web pages need beside the games.
--
-- player_names: the name each member last took a seat under in each server, as the server showed
-- it then, so a leaderboard or profile page names players as the server does without asking
-- Discord. Kept by triggers on what seats players: a table's host (in its opening options) and
-- each logged join, inside the statement that writes them, so every client that seats players
-- (Discord, the terminal, tournaments) keeps it alike. Filled from the tables and joins already
-- stored. Never edit this file once it has landed: add a new one.
CREATE TABLE player_names (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
) WITHOUT ROWID;

INSERT INTO player_names (guild_id, player_id, name, updated_at)
SELECT guild_id, player, name, at FROM (
    SELECT guild_id, json_extract(options, '$.host.player') AS player,
           json_extract(options, '$.host.name') AS name, created_at AS at
    FROM tables
    UNION ALL
    SELECT t.guild_id, json_extract(a.payload, '$.player'), json_extract(a.payload, '$.name'),
           a.created_at
    FROM actions a JOIN tables t ON t.id = a.table_id WHERE a.kind = 'join'
) WHERE name IS NOT NULL AND player IS NOT NULL
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

CREATE TRIGGER player_names_from_hosts AFTER INSERT ON tables
BEGIN
    INSERT INTO player_names (guild_id, player_id, name, updated_at)
    SELECT NEW.guild_id, json_extract(NEW.options, '$.host.player'),
           json_extract(NEW.options, '$.host.name'), NEW.created_at
    WHERE json_extract(NEW.options, '$.host.name') IS NOT NULL
      AND json_extract(NEW.options, '$.host.player') IS NOT NULL
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
