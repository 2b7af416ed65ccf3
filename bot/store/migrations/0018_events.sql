-- Duplicate events among people: a server's club night over days. An event gathers entries
-- (pairs, or players alone whom the bot pairs), then plays rounds: each round its pairs meet
-- at tables of four, every table on the same deals from the same seats, and each side's
-- result on a deal is compared with the same seats at the other tables (matchpoints).
CREATE TABLE events (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,  -- where it is announced; its tables are threads there
    name            TEXT    NOT NULL,
    organiser_id    INTEGER NOT NULL,
    entry           TEXT    NOT NULL,  -- 'pairs' or 'individuals'
    deals           INTEGER NOT NULL,  -- about how many deals in all, as asked
    sizes           TEXT    NOT NULL,  -- JSON: the hand sizes the deals are drawn from
    round_window    REAL    NOT NULL,  -- seconds a round may last
    turn_timer      INTEGER,           -- seconds a turn may last at its tables
    starts_at       REAL,              -- NULL: its organiser starts it
    status          TEXT    NOT NULL,  -- entries, running, finished, cancelled
    entries_closed  INTEGER NOT NULL DEFAULT 0,
    secret          TEXT    NOT NULL,  -- hex: the rounds' deals and the pairing come from it
    rounds          INTEGER,           -- fixed at the start
    created_at      REAL    NOT NULL,
    started_at      REAL,
    ended_at        REAL,
    posted_parts    INTEGER NOT NULL DEFAULT 0,  -- its travellers (then standings) said so far
    posted_at       REAL               -- the final results said in the channel
);
CREATE INDEX events_by_channel ON events (channel_id, id);
CREATE INDEX events_by_status ON events (status, starts_at);

-- Who entered, before the start: alone, or with a partner (`partner_id`), who is 'invited'
-- until they accept ('in').
CREATE TABLE event_players (
    event_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT,
    partner_id  INTEGER,
    status      TEXT    NOT NULL,  -- in, invited
    joined_at   REAL    NOT NULL,
    PRIMARY KEY (event_id, user_id)
);

-- The pairs fixed at the start, numbered from 1. A seat without a person is a computer's
-- (`computer`: its level): a pair of computers makes up an odd number, and is not ranked.
CREATE TABLE event_pairs (
    event_id     INTEGER NOT NULL,
    pair         INTEGER NOT NULL,
    first_id     INTEGER,
    first_name   TEXT,
    second_id    INTEGER,
    second_name  TEXT,
    computer     TEXT,
    PRIMARY KEY (event_id, pair)
);

-- Each round, fixed at the start: its deals (seed, first dealer, hand sizes) and window.
CREATE TABLE event_rounds (
    event_id        INTEGER NOT NULL,
    round           INTEGER NOT NULL,
    seed            INTEGER NOT NULL,
    first_dealer    INTEGER NOT NULL,
    players_secret  INTEGER NOT NULL,
    hands           TEXT    NOT NULL,  -- JSON: the hand size of each deal
    opened_at       REAL,
    closes_at       REAL,
    closed_at       REAL,  -- its window closed: the computers play out what is left
    scored_at       REAL,  -- every table finished: its matchpoints are final
    posted_parts    INTEGER NOT NULL DEFAULT 0,  -- its travellers (then standings) said so far
    posted_at       REAL,  -- its travellers and standings said in the channel
    PRIMARY KEY (event_id, round)
);

-- Who meets whom, each round: the pair north-south (seats 1 and 3) and east-west (2 and 4).
CREATE TABLE event_tables (
    event_id     INTEGER NOT NULL,
    round        INTEGER NOT NULL,
    table_no     INTEGER NOT NULL,
    ns_pair      INTEGER NOT NULL,
    ew_pair      INTEGER NOT NULL,
    thread_id    INTEGER,
    game_id      INTEGER,
    finished_at  REAL,
    PRIMARY KEY (event_id, round, table_no)
);
CREATE INDEX event_tables_by_game ON event_tables (game_id);

-- Each deal a table finished, written with the move that ended it: what the traveller shows.
CREATE TABLE event_deals (
    event_id   INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    deal       INTEGER NOT NULL,
    ns_points  INTEGER NOT NULL,
    ew_points  INTEGER NOT NULL,
    bids       TEXT    NOT NULL,  -- JSON, per seat
    tricks     TEXT    NOT NULL,  -- JSON, per seat
    hands      TEXT    NOT NULL,  -- JSON, per seat: the cards as played
    created_at REAL    NOT NULL,
    PRIMARY KEY (event_id, round, table_no, deal)
);

-- The final standings, frozen at the end (what /stats reads).
CREATE TABLE event_standings (
    event_id     INTEGER NOT NULL,
    pair         INTEGER NOT NULL,
    place        INTEGER NOT NULL,
    percent      REAL    NOT NULL,
    matchpoints  REAL    NOT NULL,
    top          REAL    NOT NULL,
    PRIMARY KEY (event_id, pair)
);

-- An event's table is an ordinary game marked with its event, round and table; a closed one
-- is played out by the computer.
ALTER TABLE games ADD COLUMN event_id INTEGER;
ALTER TABLE games ADD COLUMN event_round INTEGER;
ALTER TABLE games ADD COLUMN event_table INTEGER;
ALTER TABLE games ADD COLUMN event_closed INTEGER NOT NULL DEFAULT 0;
