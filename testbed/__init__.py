"""What the tests and the benchmarks both drive the bot with: a fake Discord API server, a
throwaway PostgreSQL server, random legal moves. Never shipped with the bot."""
