"""Junta's own use cases (orders, gifts and trades, its Status Page, its computers)."""

# Until the seam is done (issue 24) the shared use cases import these modules and these import them: the shared
# package is loaded first, as when they lived in it.
import bot.services  # noqa: F401
