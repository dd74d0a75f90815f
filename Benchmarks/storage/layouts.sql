-- :layout's tables, filled with the seed; `apply(chunk)` writes one chunk as one transaction's work.
\if :{?layout}
\else
\echo 'set layout'
\quit
\endif
SELECT :'layout' = 'periods' AS is_periods, :'layout' = 'onerow_jsonb' AS is_jsonb, :'layout' = 'onerow_typed' AS is_typed \gset
\if :is_periods
CREATE EXTENSION periods CASCADE;
CREATE TABLE p (id uuid PRIMARY KEY, n integer, label varchar(24), geom geometry(Point,4326));
INSERT INTO p SELECT id, n, label, geom FROM seed;
CREATE INDEX ON p USING gist (geom);
SELECT periods.add_system_time_period('p');
SELECT periods.add_system_versioning('p');
CREATE INDEX ON p_history USING gist (geom); CREATE INDEX ON p_history (id); CREATE INDEX ON p_history (system_time_end);
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE p SET n = u.n FROM ups u JOIN seed s USING (i) WHERE u.chunk = c AND u.n IS NOT NULL AND p.id = s.id;
  UPDATE p SET geom = u.geom FROM ups u JOIN seed s USING (i) WHERE u.chunk = c AND u.n IS NULL AND p.id = s.id;
END $$;
\endif
\if :is_jsonb
-- one row per version: the whole state (attributes jsonb, geom), the chain hash, integer keys,
-- validity as positions (valid_to set once when the next version supersedes it)
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, valid_to int8, attrs jsonb, geom geometry(Point,4326),
  hash bytea NOT NULL, PRIMARY KEY (ws, pos));
CREATE SEQUENCE posseq;
INSERT INTO ev SELECT 1, nextval('posseq'), 1, 1, id, 1, NULL, jsonb_build_object('n', n, 'label', label), geom,
  sha256(id::text::bytea) FROM seed ORDER BY i;
CREATE UNIQUE INDEX ON ev (ws, fid, ver);
CREATE INDEX ev_now ON ev USING gist (geom) WHERE valid_to IS NULL;
CREATE INDEX ev_past ON ev USING gist (geom, int8range(pos, valid_to)) WHERE valid_to IS NOT NULL;
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (UPDATE ev SET valid_to = (SELECT last_value + 1 FROM posseq) FROM ups u JOIN seed s USING (i)
               WHERE u.chunk = c AND ev.fid = s.id AND ev.valid_to IS NULL
               RETURNING ev.*, u.n AS new_n, u.geom AS new_geom)
  INSERT INTO ev SELECT 1, nextval('posseq'), 1, 2, fid, ver + 1, NULL,
    CASE WHEN new_n IS NULL THEN attrs ELSE jsonb_set(attrs, '{n}', to_jsonb(new_n)) END,
    CASE WHEN new_n IS NULL THEN new_geom ELSE geom END, sha256(hash) FROM old;
END $$;
\endif
\if :is_typed
-- the same, with the layer's attributes as typed columns (a table per layer)
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, valid_to int8, n integer, label varchar(24), geom geometry(Point,4326),
  hash bytea NOT NULL, PRIMARY KEY (ws, pos));
CREATE SEQUENCE posseq;
INSERT INTO ev SELECT 1, nextval('posseq'), 1, 1, id, 1, NULL, n, label, geom, sha256(id::text::bytea) FROM seed ORDER BY i;
CREATE UNIQUE INDEX ON ev (ws, fid, ver);
CREATE INDEX ev_now ON ev USING gist (geom) WHERE valid_to IS NULL;
CREATE INDEX ev_past ON ev USING gist (geom, int8range(pos, valid_to)) WHERE valid_to IS NOT NULL;
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (UPDATE ev SET valid_to = (SELECT last_value + 1 FROM posseq) FROM ups u JOIN seed s USING (i)
               WHERE u.chunk = c AND ev.fid = s.id AND ev.valid_to IS NULL
               RETURNING ev.*, u.n AS new_n, u.geom AS new_geom)
  INSERT INTO ev SELECT 1, nextval('posseq'), 1, 2, fid, ver + 1, NULL, coalesce(new_n, n), label,
    CASE WHEN new_n IS NULL THEN new_geom ELSE geom END, sha256(hash) FROM old;
END $$;
\endif
SELECT :'layout' = 'insertonly_typed' AS is_ins_typed, :'layout' = 'insertonly_jsonb' AS is_ins_jsonb \gset
\if :is_ins_typed
-- one row per version, inserted once and never updated: the whole state, typed columns. A version's
-- end is the next version's position, found through (fid, ver + 1); the current state is a table of
-- live features updated in place (bounded by the number of features, not versions)
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, n integer, label varchar(24), geom geometry(Point,4326),
  hash bytea NOT NULL, PRIMARY KEY (ws, pos));
CREATE SEQUENCE posseq;
INSERT INTO ev SELECT 1, nextval('posseq'), 1, 1, id, 1, n, label, geom, sha256(id::text::bytea) FROM seed ORDER BY i;
CREATE UNIQUE INDEX ON ev (ws, fid, ver) INCLUDE (pos);
CREATE INDEX ev_geom ON ev USING gist (geom);
CREATE TABLE cur (fid uuid PRIMARY KEY, ver int4 NOT NULL, pos int8 NOT NULL, n integer, label varchar(24), geom geometry(Point,4326)) WITH (fillfactor = 90);
INSERT INTO cur SELECT fid, ver, pos, n, label, geom FROM ev;
CREATE INDEX ON cur USING gist (geom);
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (UPDATE cur SET ver = cur.ver + 1, pos = nextval('posseq'), n = coalesce(u.n, cur.n),
                 geom = CASE WHEN u.n IS NULL THEN u.geom ELSE cur.geom END
               FROM ups u JOIN seed s USING (i) WHERE u.chunk = c AND cur.fid = s.id RETURNING cur.*)
  INSERT INTO ev SELECT 1, pos, 1, 2, fid, ver, n, label, geom, sha256(fid::text::bytea) FROM old;
END $$;
\endif
\if :is_ins_jsonb
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, attrs jsonb, geom geometry(Point,4326),
  hash bytea NOT NULL, PRIMARY KEY (ws, pos));
CREATE SEQUENCE posseq;
INSERT INTO ev SELECT 1, nextval('posseq'), 1, 1, id, 1, jsonb_build_object('n', n, 'label', label), geom, sha256(id::text::bytea) FROM seed ORDER BY i;
CREATE UNIQUE INDEX ON ev (ws, fid, ver) INCLUDE (pos);
CREATE INDEX ev_geom ON ev USING gist (geom);
CREATE TABLE cur (fid uuid PRIMARY KEY, ver int4 NOT NULL, pos int8 NOT NULL, attrs jsonb, geom geometry(Point,4326)) WITH (fillfactor = 90);
INSERT INTO cur SELECT fid, ver, pos, attrs, geom FROM ev;
CREATE INDEX ON cur USING gist (geom);
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (UPDATE cur SET ver = cur.ver + 1, pos = nextval('posseq'),
                 attrs = CASE WHEN u.n IS NULL THEN cur.attrs ELSE jsonb_set(cur.attrs, '{n}', to_jsonb(u.n)) END,
                 geom = CASE WHEN u.n IS NULL THEN u.geom ELSE cur.geom END
               FROM ups u JOIN seed s USING (i) WHERE u.chunk = c AND cur.fid = s.id RETURNING cur.*)
  INSERT INTO ev SELECT 1, pos, 1, 2, fid, ver, attrs, geom, sha256(fid::text::bytea) FROM old;
END $$;
\endif
SELECT :'layout' = 'lean_two_typed' AS is_lean_typed, :'layout' = 'lean_two_jsonb' AS is_lean_jsonb \gset
\if :is_lean_typed
-- periods' shape under a chain: live features updated in place; a closed version inserted once, when
-- it closes, with its validity (so the as-of box read stays an index look-up); the event row carries
-- no state (the chain link: position, feature, version, kind, hash)
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, hash bytea NOT NULL, PRIMARY KEY (ws, pos));
CREATE SEQUENCE posseq;
CREATE TABLE cur (fid uuid PRIMARY KEY, ver int4 NOT NULL, pos int8 NOT NULL, n integer, label varchar(24), geom geometry(Point,4326)) WITH (fillfactor = 90);
INSERT INTO cur SELECT id, 1, nextval('posseq'), n, label, geom FROM seed ORDER BY i;
INSERT INTO ev SELECT 1, pos, 1, 1, fid, 1, sha256(fid::text::bytea) FROM cur;
CREATE INDEX ON cur USING gist (geom);
CREATE TABLE hist (fid uuid NOT NULL, ver int4 NOT NULL, valid_from int8 NOT NULL, valid_to int8 NOT NULL,
  n integer, label varchar(24), geom geometry(Point,4326));
CREATE UNIQUE INDEX ON hist (fid, ver);
CREATE INDEX hist_asof ON hist USING gist (geom, int8range(valid_from, valid_to));
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH up AS (SELECT cur.*, u.n AS new_n, u.geom AS new_geom, nextval('posseq') AS newpos
              FROM cur JOIN seed s ON s.id = cur.fid JOIN ups u ON u.i = s.i AND u.chunk = c),
       closed AS (INSERT INTO hist SELECT fid, ver, pos, newpos, n, label, geom FROM up RETURNING fid),
       moved AS (UPDATE cur SET ver = up.ver + 1, pos = up.newpos, n = coalesce(up.new_n, up.n),
                   geom = CASE WHEN up.new_n IS NULL THEN up.new_geom ELSE up.geom END
                 FROM up WHERE cur.fid = up.fid RETURNING cur.fid, cur.ver, cur.pos)
  INSERT INTO ev SELECT 1, pos, 1, 2, fid, ver, sha256(fid::text::bytea) FROM moved;
END $$;
\endif
SELECT :'layout' = 'onerow_hot_typed' AS is_hot_typed \gset
\if :is_hot_typed
-- one row per version whose end is set once by a HOT update (no index names valid_to; fillfactor leaves
-- room on the page), plus the table of live features updated in place for reads of now
CREATE TABLE ev (ws int4 NOT NULL, pos int8 NOT NULL, layer int2 NOT NULL, kind int2 NOT NULL,
  fid uuid NOT NULL, ver int4 NOT NULL, valid_to int8, n integer, label varchar(24), geom geometry(Point,4326),
  hash bytea NOT NULL, PRIMARY KEY (ws, pos)) WITH (fillfactor = 85);
CREATE SEQUENCE posseq;
INSERT INTO ev SELECT 1, nextval('posseq'), 1, 1, id, 1, NULL, n, label, geom, sha256(id::text::bytea) FROM seed ORDER BY i;
CREATE UNIQUE INDEX ON ev (ws, fid, ver) INCLUDE (pos);
CREATE INDEX ev_geom ON ev USING gist (geom);
CREATE TABLE cur (fid uuid PRIMARY KEY, ver int4 NOT NULL, pos int8 NOT NULL, n integer, label varchar(24), geom geometry(Point,4326)) WITH (fillfactor = 90);
INSERT INTO cur SELECT fid, ver, pos, n, label, geom FROM ev;
CREATE INDEX ON cur USING gist (geom);
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (UPDATE cur SET ver = cur.ver + 1, pos = nextval('posseq'), n = coalesce(u.n, cur.n),
                 geom = CASE WHEN u.n IS NULL THEN u.geom ELSE cur.geom END
               FROM ups u JOIN seed s USING (i) WHERE u.chunk = c AND cur.fid = s.id RETURNING cur.*),
       closed AS (UPDATE ev SET valid_to = old.pos FROM old WHERE ev.ws = 1 AND ev.fid = old.fid AND ev.ver = old.ver - 1)
  INSERT INTO ev SELECT 1, pos, 1, 2, fid, ver, NULL, n, label, geom, sha256(fid::text::bytea) FROM old;
END $$;
\endif
-- GeoJournal's own layouts, each with its operations table (one operation a chunk) so that the
-- journal's whole cost is counted. Keys and columns as the service writes them.
SELECT :'layout' LIKE 'gj_%' AS is_gj, :'layout' IN ('gj_now', 'gj_slim') AS is_gj_0076,
       :'layout' IN ('gj_target', 'gj_target_dedup', 'gj_target_brin', 'gj_target_lean') AS is_gj_target,
       :'layout' = 'gj_target_dedup' AS is_dedup, :'layout' = 'gj_target_brin' AS is_brin, :'layout' = 'gj_target_lean' AS is_lean \gset
\if :is_gj
CREATE SEQUENCE posseq;
\endif
\if :is_gj_0076
-- gj_now: Schema/0076 as written: text keys; the event carries its change (an update's fields
-- old -> new, a move's new geometry); a closed version repeats the operation id and its times.
-- gj_slim: the same with events that carry no state (Schema/0077): the change an update made is
-- derived by comparing the version with the one before, a created feature's state is its row
CREATE TABLE probe_opts AS SELECT :'layout' = 'gj_now' AS stateful;
CREATE TABLE ops (workspace_id text NOT NULL, id uuid NOT NULL, kind text NOT NULL, first_position int8 NOT NULL,
  last_position int8 NOT NULL, actor text NOT NULL, metadata jsonb NOT NULL DEFAULT '{}', recorded_at timestamptz NOT NULL,
  PRIMARY KEY (workspace_id, id), UNIQUE (workspace_id, first_position));
CREATE INDEX ON ops (workspace_id, actor, first_position); CREATE INDEX ON ops (workspace_id, recorded_at, last_position);
CREATE TABLE ev (workspace_id text NOT NULL, position int8 NOT NULL, operation_id uuid NOT NULL, feature_id uuid,
  feature_version int4, layer text NOT NULL, type text NOT NULL, data jsonb, geom geometry,
  recorded_at timestamptz NOT NULL, hash bytea NOT NULL, PRIMARY KEY (workspace_id, position),
  UNIQUE (workspace_id, feature_id, feature_version));
CREATE INDEX ON ev (workspace_id, layer, position);
CREATE TABLE cur (workspace_id text NOT NULL, id uuid NOT NULL, layer text NOT NULL, version int4 NOT NULL,
  attributes jsonb NOT NULL, geom geometry, position int8 NOT NULL, updated_at timestamptz NOT NULL, object_id int8,
  PRIMARY KEY (workspace_id, id)) WITH (fillfactor = 85);
INSERT INTO ops VALUES ('probe-ws', gen_random_uuid(), 'import', 1, 50000, 'probe', '{}', now());
INSERT INTO cur SELECT 'probe-ws', id, 'Points', 1, jsonb_build_object('n', n, 'label', label), geom, nextval('posseq'), now(), i + 1 FROM seed ORDER BY i;
INSERT INTO ev SELECT 'probe-ws', position, (SELECT id FROM ops), id, 1, 'Points', 'featureCreated',
  CASE WHEN (SELECT stateful FROM probe_opts) THEN jsonb_build_object('attributes', attributes, 'objectId', object_id) END,
  CASE WHEN (SELECT stateful FROM probe_opts) THEN geom END, now(), sha256(id::text::bytea) FROM cur;
CREATE INDEX ON cur (workspace_id, layer, id); CREATE INDEX ON cur (workspace_id, layer, object_id);
CREATE INDEX ON cur USING gist ((geom::geometry(Point, 4326))) WHERE workspace_id = 'probe-ws' AND layer = 'Points';
CREATE TABLE hist (workspace_id text NOT NULL, id uuid NOT NULL, version int4 NOT NULL, layer text NOT NULL,
  attributes jsonb NOT NULL, geom geometry, operation_id uuid NOT NULL, valid_from int8 NOT NULL, valid_to int8,
  valid_from_time timestamptz NOT NULL, valid_to_time timestamptz, object_id int8, PRIMARY KEY (workspace_id, id, version));
CREATE INDEX ON hist (workspace_id, layer, valid_from);
CREATE INDEX ON hist USING gist ((geom::geometry(Point, 4326)),
  ST_MakeLine(ST_MakePoint(valid_from, 0), ST_MakePoint(coalesce(valid_to, 9007199254740992), 0)))
  WHERE workspace_id = 'probe-ws' AND layer = 'Points' AND valid_to IS NOT NULL;
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
DECLARE _op uuid := gen_random_uuid(); _first int8; _n int;
BEGIN
  SELECT count(*) INTO _n FROM ups WHERE chunk = c;
  _first := nextval('posseq'); PERFORM setval('posseq', _first + _n - 1);
  INSERT INTO ops VALUES ('probe-ws', _op, 'edit', _first, _first + _n - 1, 'probe', '{}', now());
  CREATE TEMP TABLE up ON COMMIT DROP AS
    SELECT cur.*, u.n AS new_n, u.geom AS new_geom, _first - 1 + row_number() OVER (ORDER BY u.i) AS newpos
    FROM cur JOIN seed s ON s.id = cur.id JOIN ups u ON u.i = s.i AND u.chunk = c;
  INSERT INTO hist SELECT 'probe-ws', id, version, layer, attributes, geom,
    (SELECT operation_id FROM ev WHERE ev.workspace_id = 'probe-ws' AND ev.position = up.position), position, newpos, updated_at, now(), object_id FROM up;
  INSERT INTO ev SELECT 'probe-ws', newpos, _op, id, version + 1, 'Points', 'featureUpdated',
    CASE WHEN NOT (SELECT stateful FROM probe_opts) THEN NULL WHEN new_n IS NULL THEN '{"changes": {}}'::jsonb
         ELSE jsonb_build_object('changes', jsonb_build_object('n', jsonb_build_object('new', new_n, 'old', attributes->'n'))) END,
    CASE WHEN new_n IS NULL AND (SELECT stateful FROM probe_opts) THEN new_geom END, now(), sha256(id::text::bytea) FROM up;
  INSERT INTO cur SELECT 'probe-ws', id, layer, version + 1,
    CASE WHEN new_n IS NULL THEN attributes ELSE jsonb_set(attributes, '{n}', to_jsonb(new_n)) END,
    coalesce(new_geom, geom), newpos, now(), object_id FROM up
  ON CONFLICT (workspace_id, id) DO UPDATE SET version = EXCLUDED.version, attributes = EXCLUDED.attributes,
    geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at;
END $$;
\endif
\if :is_gj_target
-- The target: integer keys (line, layer, event type), an event's operation and time from its
-- operation by position, events without state, a closed version inserted once at its close with
-- its validity in the layer's GiST. Variants: _dedup (closed versions found by a (line, id) btree,
-- which PostgreSQL deduplicates, instead of a unique (line, id, version)), _brin (events' positions
-- in a BRIN instead of a btree primary key), _lean (both, and no (line, layer, id) btree on live rows)
CREATE TABLE ops (line int4 NOT NULL, id uuid NOT NULL, kind int2 NOT NULL, first_position int8 NOT NULL,
  last_position int8 NOT NULL, actor text NOT NULL, metadata jsonb NOT NULL DEFAULT '{}', recorded_at timestamptz NOT NULL,
  PRIMARY KEY (line, id), UNIQUE (line, first_position));
CREATE INDEX ON ops (line, actor, first_position); CREATE INDEX ON ops (line, recorded_at, last_position);
CREATE TABLE ev (line int4 NOT NULL, position int8 NOT NULL, feature_id uuid, feature_version int4, layer int2 NOT NULL,
  type int2 NOT NULL, data jsonb, hash bytea NOT NULL);
CREATE TABLE cur (line int4 NOT NULL, id uuid NOT NULL, layer int2 NOT NULL, version int4 NOT NULL, position int8 NOT NULL,
  object_id int8, attributes jsonb NOT NULL, geom geometry, PRIMARY KEY (line, id)) WITH (fillfactor = 85);
INSERT INTO ops VALUES (1, gen_random_uuid(), 1, 1, 50000, 'probe', '{}', now());
INSERT INTO cur SELECT 1, id, 1, 1, nextval('posseq'), i + 1, jsonb_build_object('n', n, 'label', label), geom FROM seed ORDER BY i;
INSERT INTO ev SELECT 1, position, id, 1, 1, 1, NULL, sha256(id::text::bytea) FROM cur;
\if :is_brin
CREATE INDEX ON ev USING brin (line, position);
\elif :is_lean
CREATE INDEX ON ev USING brin (line, position);
\else
ALTER TABLE ev ADD PRIMARY KEY (line, position);
\endif
\if :is_lean
\else
CREATE INDEX ON cur (line, layer, id);
\endif
CREATE INDEX ON cur (line, layer, object_id);
CREATE INDEX ON cur USING gist ((geom::geometry(Point, 4326))) WHERE line = 1 AND layer = 1;
CREATE TABLE hist (line int4 NOT NULL, id uuid NOT NULL, version int4 NOT NULL, layer int2 NOT NULL,
  valid_from int8 NOT NULL, valid_to int8 NOT NULL, object_id int8, attributes jsonb NOT NULL, geom geometry);
\if :is_dedup
CREATE INDEX ON hist (line, id);
\elif :is_lean
CREATE INDEX ON hist (line, id);
\else
ALTER TABLE hist ADD PRIMARY KEY (line, id, version);
\endif
CREATE INDEX ON hist USING gist ((geom::geometry(Point, 4326)),
  ST_MakeLine(ST_MakePoint(valid_from, 0), ST_MakePoint(valid_to, 0))) WHERE line = 1 AND layer = 1;
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
DECLARE _first int8; _n int;
BEGIN
  SELECT count(*) INTO _n FROM ups WHERE chunk = c;
  _first := nextval('posseq'); PERFORM setval('posseq', _first + _n - 1);
  INSERT INTO ops VALUES (1, gen_random_uuid(), 2, _first, _first + _n - 1, 'probe', '{}', now());
  CREATE TEMP TABLE up ON COMMIT DROP AS
    SELECT cur.*, u.n AS new_n, u.geom AS new_geom, _first - 1 + row_number() OVER (ORDER BY u.i) AS newpos
    FROM cur JOIN seed s ON s.id = cur.id JOIN ups u ON u.i = s.i AND u.chunk = c;
  INSERT INTO hist SELECT 1, id, version, layer, position, newpos, object_id, attributes, geom FROM up;
  INSERT INTO ev SELECT 1, newpos, id, version + 1, 1, 2, NULL, sha256(id::text::bytea) FROM up;
  INSERT INTO cur SELECT 1, id, layer, version + 1, newpos, object_id,
    CASE WHEN new_n IS NULL THEN attributes ELSE jsonb_set(attributes, '{n}', to_jsonb(new_n)) END,
    coalesce(new_geom, geom) FROM up
  ON CONFLICT (line, id) DO UPDATE SET version = EXCLUDED.version, attributes = EXCLUDED.attributes,
    geom = EXCLUDED.geom, position = EXCLUDED.position;
END $$;
\endif
\if :is_gj
SELECT :'layout' = 'gj_identity' AS is_identity \gset
\if :is_identity
-- gj_target_lean, and what never changes along a feature's versions (its layer, its OBJECTID) in
-- one row per feature instead of in every version: closed versions keep their line, id, version,
-- validity and state; the event row its chain link
CREATE TABLE ops (line int4 NOT NULL, id uuid NOT NULL, kind int2 NOT NULL, first_position int8 NOT NULL,
  last_position int8 NOT NULL, actor text NOT NULL, metadata jsonb NOT NULL DEFAULT '{}', recorded_at timestamptz NOT NULL,
  PRIMARY KEY (line, id), UNIQUE (line, first_position));
CREATE INDEX ON ops (line, actor, first_position); CREATE INDEX ON ops (line, recorded_at, last_position);
CREATE TABLE ident (line int4 NOT NULL, id uuid NOT NULL, layer int2 NOT NULL, object_id int8 NOT NULL, PRIMARY KEY (line, id));
CREATE TABLE ev (line int4 NOT NULL, position int8 NOT NULL, feature_id uuid, feature_version int4, type int2 NOT NULL, data jsonb, hash bytea NOT NULL);
CREATE TABLE cur (line int4 NOT NULL, id uuid NOT NULL, layer int2 NOT NULL, version int4 NOT NULL, position int8 NOT NULL,
  attributes jsonb NOT NULL, geom geometry, PRIMARY KEY (line, id)) WITH (fillfactor = 85);
INSERT INTO ops VALUES (1, gen_random_uuid(), 1, 1, 50000, 'probe', '{}', now());
INSERT INTO cur SELECT 1, id, 1, 1, nextval('posseq'), jsonb_build_object('n', n, 'label', label), geom FROM seed ORDER BY i;
INSERT INTO ident SELECT 1, id, 1, position FROM cur;
INSERT INTO ev SELECT 1, position, id, 1, 1, NULL, sha256(id::text::bytea) FROM cur;
CREATE INDEX ON ev USING brin (line, position);
CREATE INDEX ON ident (line, layer, object_id);
CREATE INDEX ON cur USING gist ((geom::geometry(Point, 4326))) WHERE line = 1 AND layer = 1;
CREATE TABLE hist (line int4 NOT NULL, id uuid NOT NULL, version int4 NOT NULL, valid_from int8 NOT NULL, valid_to int8 NOT NULL,
  attributes jsonb NOT NULL, geom geometry);
CREATE INDEX ON hist (line, id);
CREATE INDEX ON hist USING gist ((geom::geometry(Point, 4326)),
  ST_MakeLine(ST_MakePoint(valid_from, 0), ST_MakePoint(valid_to, 0))) WHERE line = 1;
CREATE PROCEDURE apply(c int) LANGUAGE plpgsql AS $$
DECLARE _first int8; _n int;
BEGIN
  SELECT count(*) INTO _n FROM ups WHERE chunk = c;
  _first := nextval('posseq'); PERFORM setval('posseq', _first + _n - 1);
  INSERT INTO ops VALUES (1, gen_random_uuid(), 2, _first, _first + _n - 1, 'probe', '{}', now());
  CREATE TEMP TABLE up ON COMMIT DROP AS
    SELECT cur.*, u.n AS new_n, u.geom AS new_geom, _first - 1 + row_number() OVER (ORDER BY u.i) AS newpos
    FROM cur JOIN seed s ON s.id = cur.id JOIN ups u ON u.i = s.i AND u.chunk = c;
  INSERT INTO hist SELECT 1, id, version, position, newpos, attributes, geom FROM up;
  INSERT INTO ev SELECT 1, newpos, id, version + 1, 2, NULL, sha256(id::text::bytea) FROM up;
  INSERT INTO cur SELECT 1, id, layer, version + 1, newpos,
    CASE WHEN new_n IS NULL THEN attributes ELSE jsonb_set(attributes, '{n}', to_jsonb(new_n)) END,
    coalesce(new_geom, geom) FROM up
  ON CONFLICT (line, id) DO UPDATE SET version = EXCLUDED.version, attributes = EXCLUDED.attributes,
    geom = EXCLUDED.geom, position = EXCLUDED.position;
END $$;
\endif
\endif
