-- Rumino's core schema: servers, chip accounts, tables, games, seats, hands, the action log and the
-- chip ledger. Never edit this file once it has landed: add a new migration instead.
--
-- Conventions: ids are Discord snowflakes or our own integers (negative player ids are computer
-- players); times are unix milliseconds (INTEGER); JSON columns are TEXT checked with json_valid.
-- The store writes every accepted action as one transaction touching these tables (see
-- src/store/commit.rs); the constraints and triggers below are what keep a crash or a bug from leaving the
-- database in a state no transaction produced.

-- One row per Discord server that changed a setting. Settings are an opaque JSON object.
CREATE TABLE servers (
    guild_id   INTEGER PRIMARY KEY,
    settings   TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    created_at INTEGER NOT NULL
);

-- A member's chips in one server, moved only by ledger rows (ledger_moves_chips). Chips never go
-- below zero: a stake or rebuy that would overdraw the account fails its whole transaction. is_computer is derived from the id, never set apart.
CREATE TABLE accounts (
    guild_id      INTEGER NOT NULL,
    player_id     INTEGER NOT NULL,
    is_computer   INTEGER NOT NULL CHECK (is_computer = (player_id < 0)),
    chips         INTEGER NOT NULL CONSTRAINT chips_not_negative CHECK (chips >= 0),
    last_daily_at INTEGER,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
) WITHOUT ROWID;

-- A table hosted in a channel. `version` is the seq of the last action in its log (0 before any),
-- and `snapshot` the table's state after that action (JSON, not checked here: it is rewritten on
-- every action, and parsing 2 KB each time would cost more than the rest of the commit), so a
-- table can be rebuilt from the snapshot or by replaying the log. `deadline_at` is the next timer (turn clock, rebuy window, lobby expiry).
CREATE TABLE tables (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    game_kind        TEXT    NOT NULL,
    options          TEXT    NOT NULL CHECK (json_valid(options)),
    host_id          INTEGER NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('open', 'closed', 'set_aside')),
    message_id       INTEGER,
    version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    snapshot         TEXT    NOT NULL,
    deadline_at      INTEGER,
    set_aside_reason TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);

-- At most one open table per channel. Also serves "all open tables" at start-up.
CREATE UNIQUE INDEX tables_one_open_per_channel ON tables (channel_id) WHERE status = 'open';

-- A game played at a table. The pool holds the stakes and rebuys paid in minus the payouts and
-- refunds paid out (ledger rows move it, see ledger_moves_chips); it can never go negative. A
-- game that has ended carries its end time, and a running game has none.
CREATE TABLE games (
    table_id     INTEGER NOT NULL REFERENCES tables (id),
    game_no      INTEGER NOT NULL CHECK (game_no >= 1),
    guild_id     INTEGER NOT NULL,
    game_kind    TEXT    NOT NULL,
    stake        INTEGER NOT NULL CHECK (stake >= 0),
    pool         INTEGER NOT NULL DEFAULT 0 CONSTRAINT pool_not_negative CHECK (pool >= 0),
    status       TEXT    NOT NULL CHECK (status IN ('running', 'finished', 'cancelled')),
    hands_played INTEGER NOT NULL DEFAULT 0 CHECK (hands_played >= 0),
    started_at   INTEGER NOT NULL,
    ended_at     INTEGER,
    CHECK ((status = 'running') = (ended_at IS NULL)),
    PRIMARY KEY (table_id, game_no)
) WITHOUT ROWID;

-- A seat in a game: a player (or computer player) and their counters. A player sits at most once
-- per game. chips_in (stake and rebuys paid) and chips_out (payout and refund received) are moved
-- by ledger rows (ledger_moves_chips). guild_id repeats the game's, for per-server statistics.
CREATE TABLE seats (
    table_id    INTEGER NOT NULL,
    game_no     INTEGER NOT NULL,
    seat_no     INTEGER NOT NULL CHECK (seat_no >= 0),
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL,
    is_computer INTEGER NOT NULL CHECK (is_computer = (player_id < 0)),
    score       INTEGER NOT NULL,
    eliminated  INTEGER NOT NULL CHECK (eliminated IN (0, 1)),
    rebuys      INTEGER NOT NULL DEFAULT 0 CHECK (rebuys >= 0),
    gins        INTEGER NOT NULL DEFAULT 0 CHECK (gins >= 0),
    ruminos     INTEGER NOT NULL DEFAULT 0 CHECK (ruminos >= 0),
    knocks      INTEGER NOT NULL DEFAULT 0 CHECK (knocks >= 0),
    outcome     TEXT CHECK (outcome IN ('won', 'split', 'lost', 'forfeit', 'cancelled')),
    chips_in    INTEGER NOT NULL DEFAULT 0 CHECK (chips_in >= 0),
    chips_out   INTEGER NOT NULL DEFAULT 0 CHECK (chips_out >= 0),
    PRIMARY KEY (table_id, game_no, seat_no),
    UNIQUE (table_id, game_no, player_id),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
) WITHOUT ROWID;

-- A hand of a game: its dealer and deck order (a JSON array of card ids), so it can be replayed.
CREATE TABLE hands (
    table_id    INTEGER NOT NULL,
    game_no     INTEGER NOT NULL,
    hand_no     INTEGER NOT NULL CHECK (hand_no >= 1),
    dealer_seat INTEGER NOT NULL CHECK (dealer_seat >= 0),
    deck_order  TEXT    NOT NULL CHECK (json_valid(deck_order)),
    ended_by    TEXT,
    result      TEXT CHECK (result IS NULL OR json_valid(result)),
    PRIMARY KEY (table_id, game_no, hand_no),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
) WITHOUT ROWID;

-- The append-only action log: one row per accepted action. seq runs 1, 2, 3, ... per table with no
-- gap and no repeat: the primary key refuses a repeat, and a commit (see the `commits` view) only
-- inserts seq = version + 1 in the statement that moves tables.version to seq.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    game_no    INTEGER,
    actor      INTEGER,
    kind       TEXT    NOT NULL,
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER actions_are_append_only_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'rumino: the action log is append-only');
END;

CREATE TRIGGER actions_are_append_only_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'rumino: the action log is append-only');
END;

-- The chip ledger: every movement of chips, append-only (a row is never changed or removed).
-- Amounts are positive; the kind gives the direction. grant/daily/payout/refund credit the account; stake/rebuy debit it. stake/rebuy credit
-- the game's pool; payout/refund debit it; grant/daily touch no pool. So, per server:
--   sum(grant + daily) = sum(accounts.chips) + sum(pool of running games)
-- which `rumino check` verifies.
CREATE TABLE ledger (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    table_id   INTEGER REFERENCES tables (id),
    game_no    INTEGER,
    seq        INTEGER,
    kind       TEXT    NOT NULL CHECK (kind IN ('grant', 'daily', 'stake', 'rebuy', 'payout', 'refund')),
    amount     INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    CHECK ((kind IN ('grant', 'daily')) = (game_no IS NULL)),
    CHECK (game_no IS NULL OR table_id IS NOT NULL),
    FOREIGN KEY (guild_id, player_id) REFERENCES accounts (guild_id, player_id),
    FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
);

-- A ledger row is the movement: inserting it moves the chips, in the same statement. The account
-- and pool CHECKs then refuse an overdraft, and a stake, rebuy, payout or refund must be for a
-- player seated in its game (whose chips_in / chips_out it updates).
CREATE TRIGGER ledger_moves_chips AFTER INSERT ON ledger
BEGIN
    UPDATE accounts
    SET chips = chips + CASE WHEN NEW.kind IN ('stake', 'rebuy') THEN -NEW.amount ELSE NEW.amount END
    WHERE guild_id = NEW.guild_id AND player_id = NEW.player_id;

    UPDATE games
    SET pool = pool + CASE WHEN NEW.kind IN ('stake', 'rebuy') THEN NEW.amount ELSE -NEW.amount END
    WHERE NEW.game_no IS NOT NULL AND table_id = NEW.table_id AND game_no = NEW.game_no;

    SELECT RAISE(ABORT, 'rumino: chips moved for a player who has no seat in the game')
    WHERE NEW.game_no IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM seats
        WHERE table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id
    );

    UPDATE seats
    SET chips_in = chips_in + CASE WHEN NEW.kind IN ('stake', 'rebuy') THEN NEW.amount ELSE 0 END,
        chips_out = chips_out + CASE WHEN NEW.kind IN ('payout', 'refund') THEN NEW.amount ELSE 0 END
    WHERE NEW.game_no IS NOT NULL
      AND table_id = NEW.table_id AND game_no = NEW.game_no AND player_id = NEW.player_id;
END;

CREATE TRIGGER ledger_is_append_only_update BEFORE UPDATE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: the chip ledger is append-only');
END;

CREATE TRIGGER ledger_is_append_only_delete BEFORE DELETE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'rumino: the chip ledger is append-only');
END;

-- A game that has ended (finished or cancelled) is final: its row, seats and hands can no longer
-- change, and no chips can move in or out of its pool. A commit ends a game as its last step,
-- after paying it out, so the payouts still see it running.
CREATE TRIGGER games_ended_are_final BEFORE UPDATE ON games
WHEN OLD.status <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

CREATE TRIGGER seats_of_ended_games_are_final_insert BEFORE INSERT ON seats
WHEN (SELECT status FROM games WHERE table_id = NEW.table_id AND game_no = NEW.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

CREATE TRIGGER seats_of_ended_games_are_final_update BEFORE UPDATE ON seats
WHEN (SELECT status FROM games WHERE table_id = OLD.table_id AND game_no = OLD.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

CREATE TRIGGER hands_of_ended_games_are_final_insert BEFORE INSERT ON hands
WHEN (SELECT status FROM games WHERE table_id = NEW.table_id AND game_no = NEW.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;

CREATE TRIGGER hands_of_ended_games_are_final_update BEFORE UPDATE ON hands
WHEN (SELECT status FROM games WHERE table_id = OLD.table_id AND game_no = OLD.game_no) <> 'running'
BEGIN
    SELECT RAISE(ABORT, 'rumino: game has ended');
END;
