"""The Discord side of the Junta game master: commands, services, store, scheduler, delivery."""
