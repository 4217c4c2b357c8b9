"""The app's two themes: one for dark terminals, one for light ones."""

from __future__ import annotations

from textual.theme import Theme

DARK = Theme(
    name="prme-dark",
    primary="#5FAFD7",
    secondary="#87AF87",
    accent="#D7AF5F",
    warning="#D7875F",
    error="#E06C75",
    success="#87D787",
    foreground="#E4E4E4",
    background="#1C1F24",
    surface="#23272E",
    panel="#2C313A",
    dark=True,
)

LIGHT = Theme(
    name="prme-light",
    primary="#005F87",
    secondary="#3A6B3A",
    accent="#8A5A00",
    warning="#A0461A",
    error="#B3261E",
    success="#1E6B2E",
    foreground="#1C1C1C",
    background="#FAFAF7",
    surface="#F0EFEA",
    panel="#E3E1DA",
    dark=False,
)

THEMES = (DARK, LIGHT)
DEFAULT_THEME = DARK.name
