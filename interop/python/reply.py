"""What every tool returns: the action and the data it received, as JSON text."""

import json
from typing import Any

from pydantic_core import to_jsonable_python


def received(action: str, data: Any = None) -> str:
    """The tool result's text: `{"action": ..., "data": ...}` (data only when accepted with some)."""
    body: dict[str, Any] = {"action": action}
    if action == "accept" and data is not None:
        body["data"] = to_jsonable_python(data)
    return json.dumps(body)
