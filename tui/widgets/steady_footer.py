"""A footer that rebuilds its keys only when the keys it shows change.

Textual's Footer recomposes all its keys on every bindings update (each focus change sends one), and
each new key restyles itself: at start-up that was a few recomposes for the same keys, a tenth of the
first screen's CPU time. The main screen's shown keys are app-level, so most updates change nothing.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class SteadyFooter(Footer):
    """`Footer`, minus the recomposes that would show the same keys again."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[object, ...] | None = None

    def bindings_changed(self, screen: Screen[object]) -> None:
        shown = _shown_keys(screen)
        if shown == self._shown and self._bindings_ready:
            return
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self._shown = shown  # only once a recompose for these keys is on its way
        super().bindings_changed(screen)


def _shown_keys(screen: Screen[object]) -> tuple[object, ...]:
    return tuple((binding.key, binding.action, binding.description, binding.key_display, enabled, tooltip)
                 for _node, binding, enabled, tooltip in screen.active_bindings.values()
                 if binding.show or binding.action == "command_palette")
