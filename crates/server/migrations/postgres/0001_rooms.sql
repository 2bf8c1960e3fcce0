-- Rooms, their logs and the record of who made rooms lately: SQLite's schema (sqlite/migrate.rs,
-- version 1) in PostgreSQL's types. Applied once, in the transaction of migrate.rs.

CREATE TABLE rooms (
    id          text PRIMARY KEY,
    game        text NOT NULL,
    -- Settings, deal and host; seat tokens only as their hashes (store::token_hash).
    header      text NOT NULL,
    creator     text NOT NULL,
    finished    boolean NOT NULL DEFAULT false,
    -- Seconds since 1970: the room's last command.
    last_active bigint NOT NULL,
    -- The hash of the key its create was sent with: the same create sent again finds it.
    create_key  text UNIQUE
);
CREATE INDEX rooms_creator ON rooms (creator, finished);
CREATE INDEX rooms_active ON rooms (last_active);

-- A room's log. The primary key is what lets one append win when two nodes write the same
-- seq of one room at once: the second insert fails, and its append with it.
CREATE TABLE entries (
    room  text NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    seq   bigint NOT NULL,
    entry text NOT NULL,
    PRIMARY KEY (room, seq)
);

-- Rooms each address made (for rooms_per_hour), kept when the rooms are deleted.
CREATE TABLE made (
    creator text NOT NULL,
    at      bigint NOT NULL
);
CREATE INDEX made_by ON made (creator, at);
