"""Computer players for Furrow & Foundry: they read the engine's legal actions only."""
