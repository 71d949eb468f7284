import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * An answer given before the request's body has fully arrived (413 for an oversize body, 429 or 415
 * before it is read) closes the connection. Kept alive, the connection would carry the rest of that
 * body ahead of the next request: Node's adapter drains it for half a second and then drops the
 * socket, under a client that was told to keep using it.
 */
export function closeAfterEarlyAnswer(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) c.header("Connection", "close");
  };
}
