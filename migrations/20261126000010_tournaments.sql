-- Tournaments (issue 30): many tables of one game, round after round, to final standings and a
-- pool paid out by them. What this migration enforces:
--   - a tournament's pool is moved by ledger rows only, like a game's: `buy_in` takes chips
--     from an account into the tournament's pool, `prize` (and `refund`) pays them back out; the
--     pool can never go negative (CHECK), and a ledger row names a game or a tournament exactly
--     when its kind moves a pool, never both (ledger_moves_chips, rewritten below). So per server
--       sum(kinds with pool_sign 0) = sum(accounts) + sum(pools of running games)
--                                     + sum(pools of tournaments)
--     which `rumino check` verifies, with each tournament's pool against its ledger rows;
--   - a member signs up once (the entrants' key); entrants are only added while the tournament
--     takes sign-ups (tournament_entrants_only_at_sign_up);
--   - each table of a round is recorded once (its key); its seats and, once played, its places
--     are JSON arrays in seat order.
-- Never edit this file once it has landed: add a new migration instead.

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    creator_id  INTEGER NOT NULL,
    game_kind   TEXT    NOT NULL,
    format      TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout')),
    players     INTEGER NOT NULL CHECK (players BETWEEN 2 AND 64),
    table_size  INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 8),
    rounds      INTEGER NOT NULL CHECK (rounds >= 1),
    buy_in      INTEGER NOT NULL CHECK (buy_in >= 0),
    options     TEXT    NOT NULL CHECK (json_valid(options)),
    status      TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    pool        INTEGER NOT NULL DEFAULT 0 CHECK (pool >= 0),
    created_at  INTEGER NOT NULL,
    ended_at    INTEGER,
    CHECK ((status IN ('finished', 'cancelled')) = (ended_at IS NOT NULL))
);

CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    computer      TEXT    CHECK ((computer IS NULL) = (player_id >= 0)),
    seed          INTEGER NOT NULL,
    rating        INTEGER NOT NULL,
    place         INTEGER CHECK (place >= 0),
    prize         INTEGER NOT NULL DEFAULT 0 CHECK (prize >= 0),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, seed)
) WITHOUT ROWID;

CREATE TRIGGER tournament_entrants_only_at_sign_up BEFORE INSERT ON tournament_entrants
WHEN (SELECT status FROM tournaments WHERE id = NEW.tournament_id) IS NOT 'signup'
BEGIN
    SELECT RAISE(ABORT, 'rumino: the tournament no longer takes sign-ups');
END;

CREATE TABLE tournament_tables (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    table_no      INTEGER NOT NULL CHECK (table_no >= 0),
    seats         TEXT    NOT NULL CHECK (json_valid(seats) AND json_type(seats) = 'array'),
    thread_id     INTEGER,
    table_id      INTEGER REFERENCES tables (id),
    places        TEXT    CHECK (places IS NULL OR json_valid(places)),
    PRIMARY KEY (tournament_id, round, table_no)
) WITHOUT ROWID;

-- ---- The ledger: a movement names a game's pool or a tournament's ----

ALTER TABLE ledger ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);

CREATE INDEX ledger_by_tournament ON ledger (tournament_id) WHERE tournament_id IS NOT NULL;

INSERT INTO ledger_kinds (kind, account_sign, pool_sign) VALUES
    ('buy_in', -1, 1),
    ('prize', 1, -1);

DROP TRIGGER ledger_moves_chips;

-- As in migration 5, with the tournament's pool: a kind that moves a pool names exactly one of a
-- game or a tournament; a tournament's movement moves its pool (whose CHECK refuses an
-- overdraft) and touches no seat.
CREATE TRIGGER ledger_moves_chips AFTER INSERT ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: a ledger entry names a game or a tournament exactly when its kind moves a pool')
    WHERE (SELECT pool_sign <> 0 FROM ledger_kinds WHERE kind = NEW.kind)
          IS NOT ((NEW.game_no IS NOT NULL) + (NEW.tournament_id IS NOT NULL) = 1)
       OR (NEW.game_no IS NOT NULL AND NEW.tournament_id IS NOT NULL);

    UPDATE accounts
    SET chips = chips + NEW.amount * (SELECT account_sign FROM ledger_kinds WHERE kind = NEW.kind)
    WHERE guild_id = NEW.guild_id AND player_id = NEW.player_id;

    UPDATE games
    SET pool = pool + NEW.amount * (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind)
    WHERE NEW.game_no IS NOT NULL AND table_id = NEW.table_id AND game_no = NEW.game_no;

    UPDATE tournaments
    SET pool = pool + NEW.amount * (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind)
    WHERE NEW.tournament_id IS NOT NULL AND id = NEW.tournament_id;

    SELECT RAISE(ABORT, 'rumino: chips moved for a player who has no seat in the game')
    WHERE NEW.game_no IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM seats
        WHERE table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id
    );

    UPDATE seats
    SET chips_in = chips_in + CASE WHEN (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind) > 0
                                   THEN NEW.amount ELSE 0 END,
        chips_out = chips_out + CASE WHEN (SELECT pool_sign FROM ledger_kinds WHERE kind = NEW.kind) < 0
                                     THEN NEW.amount ELSE 0 END
    WHERE NEW.game_no IS NOT NULL
      AND table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id;
END;
