-- The deals of the day's boards: one result per player, day and game (results the server
-- replayed and found true), and the board's order (best score, fewest moves, earliest) as an
-- index. SQLite's schema version 2 (sqlite/migrate.rs) in PostgreSQL's types.

CREATE TABLE daily_results (
    day       text NOT NULL,
    game      text NOT NULL,
    -- The hash of the player's key.
    player    text NOT NULL,
    name      text NOT NULL,
    score     bigint NOT NULL,
    moves     bigint NOT NULL,
    -- Seconds since 1970: when it was sent.
    at        bigint NOT NULL,
    -- The address it came from, for the per-address limit.
    submitter text NOT NULL,
    PRIMARY KEY (day, game, player)
);
CREATE INDEX daily_board ON daily_results (day, game, score DESC, moves, at);
CREATE INDEX daily_by ON daily_results (submitter, at);
