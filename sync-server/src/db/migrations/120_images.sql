-- Pictures users upload (recipe photos, profile pictures), kept in the database so every server
-- instance serves them. Only processed copies are stored (re-encoded, metadata such as EXIF location
-- stripped); the id is a digest of the owner and the uploaded bytes, so a retried upload is one row.
CREATE TABLE images (
  owner text NOT NULL,
  id text NOT NULL,
  card bytea NOT NULL,
  header bytea NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, id)
);
