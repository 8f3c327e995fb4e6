-- Used bot-check answers are kept only until they expire (ten minutes). Unlogged, recording one
-- no longer waits for the write-ahead log's flush to disk; a crash of the database (not a clean
-- stop) empties the table, so an answer solved in the ten minutes before it could pass once more:
-- one proof of work saved, no account's protection lost (docs/decisions/18-login-speed.md).
ALTER TABLE "used_bot_checks" SET UNLOGGED;
