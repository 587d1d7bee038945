-- Ratings (N19 of docs/rules/rumminy.md, for every game that rates): each server keeps an Elo
-- rating per member and game. A rated game's end is written in one transaction: the commit that
-- finishes the game, then one `rating_changes` row per rated member, computed by the store from
-- the members' ratings as they stand (`games::rating`). Inserting a change is what moves the
-- rating (rating_changes_move_ratings), as a ledger row moves chips. After this migration:
--   - a game is rated at most once: a change's key is its game and player, and the log is
--     append-only;
--   - only a finished game is rated, and only its seated members: computer players (negative
--     ids) have no rating;
--   - a change starts from the player's rating as it stands (a stale computation is refused), so
--     per server and game: rating = the first change's rating_before + the sum of the changes,
--     and games_rated = the number of changes.
-- Nothing existing changes: no game was rated before. Never edit this file once it has landed:
-- add a new migration instead.

-- A member's rating in one game in a server: rating, how many games it counted, the change of
-- the last one, and when that game ended. A row appears with the member's first rated game (the
-- store starts everyone at games::rating::START_RATING).
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game_kind   TEXT    NOT NULL,
    player_id   INTEGER NOT NULL CHECK (player_id >= 0),
    rating      INTEGER NOT NULL,
    games_rated INTEGER NOT NULL CHECK (games_rated >= 1),
    last_change INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game_kind, player_id)
) WITHOUT ROWID;

-- A server's leaderboard of one game by rating, highest first.
CREATE INDEX ratings_board ON ratings (guild_id, game_kind, rating DESC, player_id);

-- One member's rating change from one finished game: their place among the rated members (0
-- best, equal a draw), their rating before the game and the change. The seat's foreign key
-- holds the player to the game (and so to its server and kind).
CREATE TABLE rating_changes (
    table_id      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    player_id     INTEGER NOT NULL CHECK (player_id >= 0),
    place         INTEGER NOT NULL CHECK (place >= 0),
    rating_before INTEGER NOT NULL,
    rating_change INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (table_id, game_no, player_id),
    FOREIGN KEY (table_id, game_no, player_id) REFERENCES seats (table_id, game_no, player_id)
) WITHOUT ROWID;

CREATE TRIGGER rating_changes_move_ratings AFTER INSERT ON rating_changes
BEGIN
    SELECT RAISE(ABORT, 'rumino: only a finished game is rated')
    WHERE (SELECT status FROM games WHERE table_id = NEW.table_id AND game_no = NEW.game_no)
          IS NOT 'finished';

    SELECT RAISE(ABORT, 'rumino: a rating change must start from the rating as it stands')
    WHERE EXISTS (
        SELECT 1 FROM seats AS s, ratings AS r
        WHERE s.table_id = NEW.table_id AND s.game_no = NEW.game_no
          AND s.player_id = NEW.player_id
          AND r.guild_id = s.guild_id AND r.game_kind = s.game_kind
          AND r.player_id = NEW.player_id AND r.rating <> NEW.rating_before
    );

    INSERT INTO ratings (guild_id, game_kind, player_id, rating, games_rated, last_change,
                         updated_at)
    SELECT s.guild_id, s.game_kind, NEW.player_id, NEW.rating_before + NEW.rating_change, 1,
           NEW.rating_change, NEW.created_at
    FROM seats AS s
    WHERE s.table_id = NEW.table_id AND s.game_no = NEW.game_no AND s.player_id = NEW.player_id
    ON CONFLICT (guild_id, game_kind, player_id) DO UPDATE SET
        rating = rating + excluded.last_change,
        games_rated = games_rated + 1,
        last_change = excluded.last_change,
        updated_at = excluded.updated_at;
END;

CREATE TRIGGER rating_changes_are_append_only_update BEFORE UPDATE ON rating_changes
BEGIN
    SELECT RAISE(ABORT, 'rumino: rating changes are append-only');
END;

CREATE TRIGGER rating_changes_are_append_only_delete BEFORE DELETE ON rating_changes
BEGIN
    SELECT RAISE(ABORT, 'rumino: rating changes are append-only');
END;
