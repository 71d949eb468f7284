/**
 * One small wrapper for our JSON API: a failed answer becomes an ApiRequestError carrying the
 * HTTP status and the server's `{error, fields}` when it sent them, so each form can pick the
 * spec's fallback message when it didn't.
 */
export class ApiRequestError extends Error {
  /** 0 when the request never got an answer (offline, aborted). */
  readonly status: number;
  /** The server's own explanation, when the answer carried one. */
  readonly serverMessage: string | undefined;
  /** Problems by field name, when the server named them. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, serverMessage?: string, fields?: Record<string, string>) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

async function failure(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== "object") return new ApiRequestError(response.status);
  const message =
    "error" in body && typeof body.error === "string" && body.error.trim() !== "" ? body.error : undefined;
  const fields =
    "fields" in body && body.fields && typeof body.fields === "object"
      ? Object.fromEntries(
          Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined;
  return new ApiRequestError(response.status, message, fields);
}

/** What parses an answer: a zod schema shared with the server, or anything with the same `parse`. */
interface AnswerSchema<T> {
  parse(value: unknown): T;
}

async function requestJson(path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    throw new ApiRequestError(0);
  }
  if (!response.ok) throw await failure(response);
  return response.json().catch(() => ({}));
}

export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  return (await requestJson(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: init.signal,
  })) as T;
}

/** GETs JSON and parses it with the schema the server answers with. */
export async function getJson<T>(path: string, schema: AnswerSchema<T>): Promise<T> {
  return schema.parse(await requestJson(path, {}));
}

/** The server's error text for a failed request, else the form's fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
