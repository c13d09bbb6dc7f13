-- Trigram indexes back the case-insensitive substring search of every list (ILIKE '%term%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
