/** A non-2xx answer of the API: `{message}` (or the 422 shape) with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown = null) {
    super(message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** 422: `errors` per field, in the request's language. */
export class ValidationError extends ApiError {
  readonly errors: Record<string, string[]>;
  constructor(message: string, errors: Record<string, string[]>, body: unknown) {
    super(422, message, body);
    this.name = 'ValidationError';
    this.errors = errors;
  }

  /** The first message of every field (spec §5: only the first is shown). */
  firstErrors(): Record<string, string> {
    const first: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) {
      if (messages[0]) first[field.replace(/\[\]$/, '')] = messages[0];
    }
    return first;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What to tell the member about a failed call: the server's message, else `fallback` (no network…). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
