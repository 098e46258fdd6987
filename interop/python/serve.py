"""Serves an ASGI app on 127.0.0.1 and a port the system picks, and says where on stdout.

The Node side (interop/src/servers/python.ts) starts a server as a child process and reads the
one line `listening <url>` before it connects; the process runs until it is terminated.
"""

import asyncio
import socket
import sys

import uvicorn


class _Announcing(uvicorn.Server):
    """A uvicorn server that prints its MCP endpoint once it accepts connections."""

    def __init__(self, config: uvicorn.Config, sock: socket.socket, path: str) -> None:
        super().__init__(config)
        self._sock = sock
        self._path = path

    async def startup(self, sockets=None) -> None:
        await super().startup(sockets=sockets)
        port = self._sock.getsockname()[1]
        print(f"listening http://127.0.0.1:{port}{self._path}", flush=True)


def serve(app, path: str = "/mcp") -> None:
    """Runs `app` until the process is terminated."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    server = _Announcing(config, sock, path)
    try:
        asyncio.run(server.serve(sockets=[sock]))
    except KeyboardInterrupt:
        sys.exit(0)
