"""The running bot: the `commands.AutoShardedBot` and its start-up, the runner that connects and
reconnects, the settings, logging and the heartbeat."""
