"""Python FastMCP 4.0.x, eliciting the way its docs show, over Streamable HTTP on 127.0.0.1.

- `ask_<model>`: `ctx.elicit(message, response_type=<dataclass or pydantic model>)` (pushed, 2025-11-25).
- `ask_str` / `ask_int` / `ask_bool` / `ask_literal` / `ask_enum`: scalar response types (wrapped in `value`).
- `ask_pick` / `ask_multi` / `ask_titled`: the list and dict shorthands (`["a", "b"]`, `[["a", "b"]]`, `{"a": {"title": …}}`).
- `ask_url`: `ctx.session.elicit_url(...)` and then `send_elicit_complete`.
- `guard_profile`: the 2026-07-28 guard pattern, returning an `InputRequiredResult`.

Every tool returns what it received (see reply.py). Run: `python fastmcp_server.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from dataclasses import is_dataclass  # noqa: E402
from enum import Enum  # noqa: E402
from typing import Any, Literal  # noqa: E402

from fastmcp import Context, FastMCP  # noqa: E402
from fastmcp.server.elicitation import get_elicitation_schema  # noqa: E402
from mcp_types import ElicitRequest, ElicitRequestFormParams, InputRequiredResult  # noqa: E402

from reply import received  # noqa: E402
from serve import serve  # noqa: E402
from shapes import MODELS, Profile  # noqa: E402

mcp = FastMCP("elicit-kit-interop-fastmcp")


class Color(Enum):
    RED = "red"
    GREEN = "green"


SCALARS: dict[str, Any] = {
    "str": str,
    "int": int,
    "bool": bool,
    "literal": Literal["small", "large"],
    "enum": Color,
    "pick": ["north", "south"],
    "multi": [["a", "b"]],
    "titled": {"low": {"title": "Low priority"}, "high": {"title": "High priority"}},
}


def elicit_tool(name: str, response_type: Any, how: str) -> None:
    async def tool(ctx: Context) -> str:
        result = await ctx.elicit(f"Please answer ({name})", response_type=response_type)
        return received(result.action, getattr(result, "data", None))

    mcp.tool(name=f"ask_{name}", description=f"ctx.elicit(message, response_type={how})")(tool)


for model_name, model in MODELS.items():
    kind = "dataclass" if is_dataclass(model) else "pydantic model"
    elicit_tool(model_name, model, f"{model.__name__}: {kind}")
for scalar_name, scalar in SCALARS.items():
    elicit_tool(scalar_name, scalar, getattr(scalar, "__name__", None) or repr(scalar).replace("typing.", ""))


@mcp.tool(description="ctx.session.elicit_url(message, url, elicitation_id) (FastMCP has no ctx helper for URL mode)")
async def ask_url(ctx: Context) -> str:
    result = await ctx.session.elicit_url(
        message="Sign in to the calendar",
        url="https://example.com/calendar/sso",
        elicitation_id="cal-1",
        related_request_id=ctx.request_id,
    )
    if result.action == "accept":
        await ctx.session.send_elicit_complete("cal-1", related_request_id=ctx.request_id)
    return received(result.action)


@mcp.tool(description="guard pattern: return InputRequiredResult(ElicitRequest(requested_schema=get_elicitation_schema(Profile))), read ctx.input_responses")
async def guard_profile(ctx: Context) -> str | InputRequiredResult:
    """The 2026-07-28 guard pattern: ask by returning InputRequiredResult, read the answer on the retry."""
    responses = ctx.input_responses
    if responses is None or "profile" not in responses:
        return InputRequiredResult(
            input_requests={
                "profile": ElicitRequest(
                    params=ElicitRequestFormParams(message="Your profile", requested_schema=get_elicitation_schema(Profile))
                )
            }
        )
    answer = responses["profile"]
    return received(answer.action, getattr(answer, "content", None))


if __name__ == "__main__":
    serve(mcp.http_app(path="/mcp"))
