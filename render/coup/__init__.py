"""Pillow pictures of a Nomicoup table, drawn from its public view (`rules.coup.views.PublicView`)."""

from render.coup.table import TableLabels, render_table

__all__ = ["TableLabels", "render_table"]
