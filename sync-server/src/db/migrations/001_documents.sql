-- Every replicated document of every collection. The body (data) is exactly the client schema;
-- the sequence and bookkeeping stay outside it so the client's assumed master state keeps matching.
CREATE SEQUENCE documents_seq;

CREATE TABLE documents (
  owner text NOT NULL,
  collection text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  -- Taken after the per-owner advisory lock in the writing transaction: sequence order = commit order per owner.
  seq bigint NOT NULL DEFAULT nextval('documents_seq'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, collection, id)
);

CREATE INDEX documents_owner_collection_seq_id ON documents (owner, collection, seq, id);
