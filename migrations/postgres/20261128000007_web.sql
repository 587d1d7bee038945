-- What the web pages need beside the games, as in SQLite's migration `web`: the name each member
-- last took a seat under in each server (kept by triggers on a table's host and each logged join,
-- filled from the tables and joins already stored), and the finished games members shared by a
-- token. Never edit this file
-- once it has landed: add a new one.
CREATE TABLE player_names (
    guild_id   BIGINT NOT NULL,
    player_id  BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

INSERT INTO player_names (guild_id, player_id, name, updated_at)
SELECT DISTINCT ON (guild_id, player) guild_id, player, name, at FROM (
    SELECT guild_id, (options::jsonb -> 'host' ->> 'player')::BIGINT AS player,
           options::jsonb -> 'host' ->> 'name' AS name, created_at AS at
    FROM tables
    UNION ALL
    SELECT t.guild_id, (a.payload::jsonb ->> 'player')::BIGINT, a.payload::jsonb ->> 'name',
           a.created_at
    FROM actions a JOIN tables t ON t.id = a.table_id WHERE a.kind = 'join'
) seated
WHERE name IS NOT NULL AND player IS NOT NULL
ORDER BY guild_id, player, at DESC;

CREATE FUNCTION player_names_from_joins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_names (guild_id, player_id, name, updated_at)
    SELECT t.guild_id, (NEW.payload::jsonb ->> 'player')::BIGINT, NEW.payload::jsonb ->> 'name',
           NEW.created_at
    FROM tables t WHERE t.id = NEW.table_id AND NEW.payload::jsonb ->> 'name' IS NOT NULL
    ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name,
        updated_at = excluded.updated_at
    WHERE excluded.updated_at >= player_names.updated_at;
    RETURN NULL;
END $$;

CREATE TRIGGER player_names_from_joins AFTER INSERT ON actions
FOR EACH ROW WHEN (NEW.kind = 'join') EXECUTE FUNCTION player_names_from_joins();

CREATE FUNCTION player_names_from_hosts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_names (guild_id, player_id, name, updated_at)
    SELECT NEW.guild_id, (NEW.options::jsonb -> 'host' ->> 'player')::BIGINT,
           NEW.options::jsonb -> 'host' ->> 'name', NEW.created_at
    WHERE NEW.options::jsonb -> 'host' ->> 'name' IS NOT NULL
      AND NEW.options::jsonb -> 'host' ->> 'player' IS NOT NULL
    ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name,
        updated_at = excluded.updated_at
    WHERE excluded.updated_at >= player_names.updated_at;
    RETURN NULL;
END $$;

CREATE TRIGGER player_names_from_hosts AFTER INSERT ON tables
FOR EACH ROW EXECUTE FUNCTION player_names_from_hosts();

CREATE TABLE game_shares (
    token      TEXT   PRIMARY KEY,
    table_id   BIGINT NOT NULL,
    game_no    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (table_id, game_no),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
);
