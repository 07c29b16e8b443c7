"""Junta's own use cases, over the shared services' context: `JuntaService` (`service.py`: orders, gifts and trades,
its phases resolving, its Status Page, public status, coup map and past phases), how a Junta game forms (`forming.py`,
its `bot.games.Setup`), and its computers."""
