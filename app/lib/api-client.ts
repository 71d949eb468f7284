import type { ApiErrorBody } from "#domain/api.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/**
 * The one client of our JSON API. Every answer is parsed with the schema of its shape from
 * domain/ (the one the server answers with); every failure becomes an ApiRequestError carrying
 * the HTTP status and the server's `{error, fields}` when it sent them, so each caller picks the
 * fallback message of its own when it didn't. It imports no zod itself: callers hand it their schema,
 * or a loader for it when their own code is part of a page's first load.
 */
export class ApiRequestError extends Error {
  /** 0 when the request was not sent or got no answer (offline, aborted); 2xx when the answer had the wrong shape. */
  readonly status: number;
  /** The server's own explanation, when the answer carried one. */
  readonly serverMessage: string | undefined;
  /** Problems by field name, when the server named them. */
  readonly fields: ApiErrorBody["fields"];
  /** The refusal's whole body, for answers that carry more than `{error, fields}` (a conflict's other version). */
  readonly body: unknown;

  constructor(status: number, serverMessage?: string, fields?: ApiErrorBody["fields"], body?: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
    this.body = body;
  }

  /** An answer the server sent with success, but not of the agreed shape. */
  get malformed(): boolean {
    return this.status >= 200 && this.status < 300;
  }
}

/** A zod schema, classic or tree-shakable: all the client needs is its safeParse. */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}
type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

interface RequestOptions {
  /** postJson's method, for a write that changes part of a record, replaces or deletes one. */
  method?: "POST" | "PATCH" | "PUT" | "DELETE";
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
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
  return new ApiRequestError(response.status, message, fields, body);
}

async function request<T>(path: string, init: RequestInit, source: SchemaSource<T>): Promise<T> {
  // The schema is here before anything is sent: an answer that could not be read would leave a
  // visitor unsure whether a message went out.
  let schema: Schema<T>;
  try {
    schema = typeof source === "function" ? await source() : source;
  } catch {
    throw new ApiRequestError(0);
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    throw new ApiRequestError(0);
  }
  if (!response.ok) throw await failure(response);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(response.status);
  return parsed.data;
}

export function getJson<T>(path: string, schema: SchemaSource<T>, options: RequestOptions = {}): Promise<T> {
  return request(path, { method: "GET", ...options }, schema);
}

export function postJson<T>(
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  { headers, ...options }: RequestOptions = {},
): Promise<T> {
  return request(
    path,
    {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...headers },
      ...options,
    },
    schema,
  );
}

/**
 * POSTs a form with files (multipart/form-data). The browser writes the Content-Type, with the
 * boundary between the form's parts; the rest is as postJson's.
 */
export function postForm<T>(
  path: string,
  form: FormData,
  schema: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request(path, { method: "POST", body: form, ...options }, schema);
}

/** The answer to an accepted submission (contact, inquiry, newsletter); its schema loads with the first request. */
const acceptedAnswerModule = onDemand(() => import("#domain/api-schema.ts"));
export const acceptedAnswer = () => acceptedAnswerModule().then((schemas) => schemas.acceptedAnswerSchema);

/** The server's error text for a failed request, else the form's fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
