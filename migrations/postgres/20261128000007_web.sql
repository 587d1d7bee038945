-- What the web pages need beside the games, as in SQLite's migration `web`: the name each member
-- last took a seat under in each server (kept by a trigger on each logged join, filled from the
-- joins already logged), and the finished games members shared by a token. Never edit this file
-- once it has landed: add a new one.
CREATE TABLE player_names (
    guild_id   BIGINT NOT NULL,
    player_id  BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

INSERT INTO player_names (guild_id, player_id, name, updated_at)
SELECT DISTINCT ON (t.guild_id, (a.payload::jsonb ->> 'player')::BIGINT)
       t.guild_id, (a.payload::jsonb ->> 'player')::BIGINT, a.payload::jsonb ->> 'name',
       a.created_at
FROM actions a JOIN tables t ON t.id = a.table_id
WHERE a.kind = 'join' AND a.payload::jsonb ->> 'name' IS NOT NULL
ORDER BY t.guild_id, (a.payload::jsonb ->> 'player')::BIGINT, a.created_at DESC, a.seq DESC;

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

CREATE TABLE game_shares (
    token      TEXT   PRIMARY KEY,
    table_id   BIGINT NOT NULL,
    game_no    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (table_id, game_no),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
);
