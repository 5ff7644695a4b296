-- Session rows are keyed by the SHA-256 of the token the browser's cookie carries, not by the token itself, as
-- reset and invitation tokens already are. The sessions open now keep working: their cookies carry the old ids,
-- whose hashes these become.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
