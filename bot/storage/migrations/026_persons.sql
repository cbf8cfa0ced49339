-- One person across platforms (/link): the accounts linked to a person, the name they
-- chose and the account their ratings are kept under. An account never linked is a
-- person of its own and has no row here: every rating kept so far is already its
-- person's, under the account it was kept under, and stays as it is.
CREATE TABLE persons (
    id          {key},
    name        TEXT NOT NULL,
    platform    TEXT NOT NULL,          -- the account the person's ratings are kept under
    user_id     TEXT NOT NULL,
    created_at  {stamp} NOT NULL
);

CREATE TABLE person_links (
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    person_id   {ref} NOT NULL REFERENCES persons (id),
    linked_at   {stamp} NOT NULL,
    PRIMARY KEY (platform, user_id)
);
CREATE UNIQUE INDEX person_links_one_a_platform ON person_links (person_id, platform);

-- The one-time codes of /link: only their HMAC is kept (never the code), one waiting
-- code an account; used_at marks a code spent, so a second use is told apart.
CREATE TABLE link_codes (
    digest      TEXT PRIMARY KEY,
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    expires_at  {stamp} NOT NULL,
    used_at     {stamp}
);
CREATE INDEX link_codes_by_account ON link_codes (platform, user_id);

-- Wrong codes typed by an account since a moment (guesses are limited a window).
CREATE TABLE link_tries (
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    since       {stamp} NOT NULL,
    failures    INTEGER NOT NULL,
    PRIMARY KEY (platform, user_id)
);
