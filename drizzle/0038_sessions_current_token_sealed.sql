-- A rotation keeps the token it issued sealed with the token it replaced (token-seal.ts): a
-- browser whose refresh answer was lost gets the issued token back within the grace window.
ALTER TABLE "sessions" ADD COLUMN "current_token_sealed" text;
