-- Computer players play on the house. A computer player's account is shared by its seats at
-- every table of a server (seat k of each table is the same computer), so tables that take its
-- stake at once used to overdraw it: each had read the balance and topped it up by its own
-- shortfall, and the last commits were refused ("You need 100 chips… claim your daily chips").
-- A check outside the commit cannot close that race; this trigger does it inside the statement
-- that takes the chips. Before a ledger row takes chips from a computer player's account
-- (a kind whose account_sign is negative: stake, rebuy), if the account holds fewer than the
-- amount, a `grant` row for the difference is inserted first, in the same statement, naming the
-- table and action it covered. So a computer's stake or rebuy never fails for want of chips,
-- and every chip it receives is still a ledger row (`rumino check`'s conservation holds: a grant
-- creates chips). People's accounts are untouched: an overdraft is still refused by the
-- account's CHECK. Nothing existing changes. Never edit this file once it has landed: add a new
-- migration.
CREATE TRIGGER ledger_house_covers_computers BEFORE INSERT ON ledger
WHEN NEW.player_id < 0
    AND (SELECT account_sign FROM ledger_kinds WHERE kind = NEW.kind) < 0
    AND (SELECT chips FROM accounts
         WHERE guild_id = NEW.guild_id AND player_id = NEW.player_id) < NEW.amount
BEGIN
    INSERT INTO ledger (guild_id, player_id, table_id, game_no, seq, kind, amount, created_at)
    SELECT a.guild_id, a.player_id, NEW.table_id, NULL, NEW.seq, 'grant', NEW.amount - a.chips,
           NEW.created_at
    FROM accounts AS a
    WHERE a.guild_id = NEW.guild_id AND a.player_id = NEW.player_id;
END;
