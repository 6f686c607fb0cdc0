-- A generation's slot and its commit, each one call of a function (see generate/usageRepository.ts): the server
-- sends one short prepared statement instead of BEGIN, the owner's lock, a long statement and COMMIT, and the
-- plans of the statements inside are kept per connection instead of made on every generation. Each statement of
-- a volatile function reads what committed before it started (READ COMMITTED), so the reads after the lock see
-- every slot taken by the requests that held it before.

-- Takes one slot of the owner's day (and with p_budget one AI call) under a lock the caller holds (the owner's).
-- p_limit NULL: no daily limit.
CREATE OR REPLACE FUNCTION take_generation_slot_in(
  p_owner text, p_day text, p_limit int, p_ttl_seconds int, p_id text,
  p_budget boolean, p_since timestamptz, p_per_hour int, p_now timestamptz
) RETURNS TABLE (day text, used numeric, in_flight bigint, calls bigint, oldest timestamptz, budget_ok boolean, ok boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_calls bigint := 0;
  v_oldest timestamptz;
  v_latest text;
  v_day text;
  v_used numeric;
  v_in_flight bigint;
  v_budget_ok boolean;
  v_ok boolean;
  v_live_since timestamptz := now() - (p_ttl_seconds * interval '1 second');
BEGIN
  IF p_budget THEN
    DELETE FROM ai_provider_calls c WHERE c.owner = p_owner AND c.called_at <= p_since;
    SELECT count(*), min(c.called_at) INTO v_calls, v_oldest FROM ai_provider_calls c
      WHERE c.owner = p_owner AND c.called_at > p_since;
  END IF;
  DELETE FROM generation_reservations r WHERE r.created_at < v_live_since;
  SELECT max(x.d) INTO v_latest FROM (
    SELECT d.id AS d FROM documents d WHERE d.owner = p_owner AND d.collection = 'usage'
    UNION ALL SELECT r.day FROM generation_reservations r WHERE r.owner = p_owner AND r.created_at >= v_live_since
  ) AS x;
  v_day := CASE WHEN v_latest COLLATE "C" > p_day COLLATE "C" THEN v_latest ELSE p_day END;
  SELECT (d.data->>'conversions')::numeric INTO v_used FROM documents d
    WHERE d.owner = p_owner AND d.collection = 'usage' AND d.id = v_day AND NOT d.deleted;
  SELECT count(*) INTO v_in_flight FROM generation_reservations r
    WHERE r.owner = p_owner AND r.day = v_day AND r.created_at >= v_live_since;
  v_budget_ok := NOT (p_budget AND v_calls >= p_per_hour);
  v_ok := v_budget_ok AND (p_limit IS NULL OR COALESCE(v_used, 0) + v_in_flight < p_limit);
  IF v_ok THEN
    INSERT INTO generation_reservations (id, owner, day) VALUES (p_id, p_owner, v_day);
    IF p_budget THEN
      INSERT INTO ai_provider_calls (owner, called_at) VALUES (p_owner, p_now);
    END IF;
  END IF;
  RETURN QUERY SELECT v_day, v_used, v_in_flight, v_calls, v_oldest, v_budget_ok, v_ok;
END
$$;

-- take_generation_slot_in in a transaction of its own: the owner's lock first. The transaction commits without
-- waiting for its WAL to reach the disk (see usageRepository.ts for why that is safe here).
CREATE OR REPLACE FUNCTION take_generation_slot(
  p_owner text, p_day text, p_limit int, p_ttl_seconds int, p_id text,
  p_budget boolean, p_since timestamptz, p_per_hour int, p_now timestamptz
) RETURNS TABLE (day text, used numeric, in_flight bigint, calls bigint, oldest timestamptz, budget_ok boolean, ok boolean)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext(p_owner));
  RETURN QUERY SELECT * FROM take_generation_slot_in(p_owner, p_day, p_limit, p_ttl_seconds, p_id, p_budget, p_since, p_per_hour, p_now);
END
$$;

-- A successful generation: under the owner's lock, the reservation goes, the day's usage document is written with
-- its count plus one and a fresh sequence, and the change notice is sent (delivered on commit). Returns the
-- document written. Commits without waiting for the disk, as the slot does.
CREATE OR REPLACE FUNCTION commit_generation_slot(p_owner text, p_day text, p_reservation text, p_stamp text, p_channel text)
RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_old jsonb;
  v_data jsonb;
  v_seq bigint;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext(p_owner));
  DELETE FROM generation_reservations r WHERE r.id = p_reservation;
  SELECT d.data INTO v_old FROM documents d
    WHERE d.owner = p_owner AND d.collection = 'usage' AND d.id = p_day AND NOT d.deleted;
  INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at)
  VALUES (
    p_owner, 'usage', p_day,
    jsonb_build_object(
      'id', p_day,
      'date', p_day,
      'conversions', COALESCE((v_old->>'conversions')::numeric, 0) + 1,
      'createdAt', COALESCE(v_old->>'createdAt', p_stamp),
      'updatedAt', p_stamp
    ),
    false, nextval('documents_seq'), now()
  )
  ON CONFLICT (owner, collection, id)
  DO UPDATE SET data = EXCLUDED.data, deleted = EXCLUDED.deleted, seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at
  RETURNING documents.data, documents.seq INTO v_data, v_seq;
  PERFORM pg_notify(p_channel, json_build_object('owner', p_owner, 'collection', 'usage', 'seq', v_seq)::text);
  RETURN v_data;
END
$$;
