"""The Python SDK (`mcp` 2.3.x) `MCPServer`, eliciting the ways its docs show, over Streamable HTTP on 127.0.0.1.

- `ask_<model>`: `ctx.elicit(message, Model)` (pushed; needs a 2025-11-25 session).
- `resolve_<model>`: a parameter `Annotated[ElicitationResult[Model], Resolve(fn)]` whose resolver returns
  `Elicit(message, Model)` (pushed on 2025-11-25, an `input_required` round on 2026-07-28).
- `ask_url`: `ctx.elicit_url(...)`, then `send_elicit_complete` once accepted.
- `url_required`: raises `UrlElicitationRequiredError` (`-32042`) until the step's page (`/finish?id=…`) was
  opened, then succeeds (and notifies completion on a 2025-11-25 session).

Every tool returns what it received (see reply.py). Run: `python sdk_server.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from typing import Annotated, Any  # noqa: E402
from uuid import uuid4  # noqa: E402

from mcp.server.mcpserver import Context, Elicit, ElicitationResult, MCPServer, Resolve  # noqa: E402
from mcp.shared.exceptions import UrlElicitationRequiredError  # noqa: E402
from mcp_types import ElicitRequestURLParams  # noqa: E402
from pydantic import BaseModel  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import PlainTextResponse, Response  # noqa: E402

from reply import received  # noqa: E402
from serve import serve  # noqa: E402
from shapes import MODELS  # noqa: E402

mcp = MCPServer("elicit-kit-interop-python-sdk")

#: The path whose visit completes a `-32042` URL step.
FINISH_PATH = "/finish"

# The SDK asks with pydantic models only (dataclasses are FastMCP's).
PYDANTIC_MODELS = {name: model for name, model in MODELS.items() if issubclass(model, BaseModel)}


def register(name: str, model: type[BaseModel]) -> None:
    async def ask(ctx: Context) -> str:
        result = await ctx.elicit(f"Please answer ({name})", model)
        return received(result.action, getattr(result, "data", None))

    def question() -> Elicit:
        return Elicit(f"Please answer ({name})", model)

    async def resolve(answer: Annotated[ElicitationResult[model], Resolve(question)]) -> str:  # type: ignore[valid-type]
        return received(answer.action, getattr(answer, "data", None))

    mcp.tool(name=f"ask_{name}", description=f"ctx.elicit(message, {model.__name__})")(ask)
    mcp.tool(name=f"resolve_{name}", description=f"Annotated[ElicitationResult[{model.__name__}], Resolve(fn)], fn returns Elicit(message, {model.__name__})")(resolve)


for model_name, model_type in PYDANTIC_MODELS.items():
    register(model_name, model_type)


@mcp.tool(description="ctx.elicit_url(message, url, elicitation_id), then send_elicit_complete")
async def ask_url(ctx: Context) -> str:
    result = await ctx.elicit_url("Sign in to the calendar", "https://example.com/calendar/sso", "cal-1")
    if result.action == "accept":
        await ctx.request_context.session.send_elicit_complete("cal-1", related_request_id=ctx.request_id)
    return received(result.action)


# URL steps of `url_required`: id -> whether its page was opened, and the session to notify (2025-11-25).
_steps: dict[str, dict[str, Any]] = {}


@mcp.tool(description="raise UrlElicitationRequiredError([ElicitRequestURLParams(...)]) (-32042)")
async def url_required(ctx: Context) -> str:
    """-32042 until a URL step's page (FINISH_PATH, served below) was opened; each success uses the step up."""
    done = next((step_id for step_id, step in _steps.items() if step["done"]), None)
    if done is not None:
        del _steps[done]
        return received("accept", {"connected": True})
    step_id = str(uuid4())
    _steps[step_id] = {"done": False, "session": ctx.request_context.session}
    host = (ctx.headers or {}).get("host", "127.0.0.1")
    raise UrlElicitationRequiredError(
        [ElicitRequestURLParams(message="Connect your calendar", url=f"http://{host}{FINISH_PATH}?id={step_id}", elicitation_id=step_id)]
    )


@mcp.custom_route(FINISH_PATH, methods=["GET"])
async def finish(request: Request) -> Response:
    """The page the person's browser opens: completes the step and, on a session, says so."""
    step = _steps.get(request.query_params.get("id", ""))
    if step is None:
        return PlainTextResponse("unknown step", status_code=404)
    step["done"] = True
    try:
        await step["session"].send_elicit_complete(request.query_params["id"])
    except Exception:  # noqa: BLE001 - a 2026-07-28 call has no channel to notify on; the retry is the person's
        pass
    return PlainTextResponse("connected; you can close this tab")


if __name__ == "__main__":
    serve(mcp.streamable_http_app())
