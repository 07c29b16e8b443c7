"""The games the bot hosts, one folder each."""
