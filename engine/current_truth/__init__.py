"""Memory that knows what is current: the offline update check run on every capture path.

``slots`` reads statements as (subject, attribute, value) with cardinality, change cue, tense
and negation; ``owner`` gives the owner one subject; ``slot_table`` keeps what was read, in the
memory's own transaction; ``decision`` turns a new slot and the current ones into update /
contest / leave alone; ``sources`` carries a retirement to the nodes that said the same thing;
``check`` runs all of it inside the write transaction.
"""

from engine.current_truth.check import check_in_transaction
from engine.current_truth.fallback import gives_another_value_of_its_kind, has_change_cue, named_values, says_what_changed, tells_an_event
from engine.current_truth.owner import checked_part, is_owner_message, owner_names
from engine.current_truth.slots import OWNER, Slot, Speaker, is_history, parse

__all__ = ["OWNER", "Slot", "Speaker", "check_in_transaction", "checked_part", "gives_another_value_of_its_kind", "has_change_cue", "is_history", "is_owner_message", "named_values", "owner_names", "parse", "says_what_changed", "tells_an_event"]
