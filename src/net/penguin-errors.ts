// The PenguinHarness API's one error shape, `{error: {code, message}}`, read into errors the
// viewer can act on: a 401 that a sign-in fixes, and a 401 that no sign-in can fix.
import type { LinkReason } from './link-reason';

export class PenguinError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 401: the cookie is missing or expired; signing in and repeating the call fixes it. */
export class NeedsLoginError extends PenguinError {}

/**
 * PenguinHarness 0.2.4 keeps `127.0.0.1` for its preview pages and answers every `/api` request
 * sent to that host name with this 401: signing in again cannot help, the address must change.
 */
const PREVIEW_HOST_REFUSAL = /The API is not served on the preview host/i;

/** Whether a server's message is the preview host's refusal; the UI says what to change. */
export const isPreviewHostRefusal = (message: string): boolean =>
  PREVIEW_HOST_REFUSAL.test(message);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer's error as a PenguinError with the server's code and message. */
export async function failure(response: Response): Promise<PenguinError> {
  let code = `http_${response.status}`;
  let message = `HTTP ${response.status} ${response.statusText}`.trim();
  try {
    const body: unknown = await response.json();
    const error = isObject(body) ? body.error : undefined;
    if (isObject(error)) {
      if (typeof error.code === 'string') code = error.code;
      if (typeof error.message === 'string') message = error.message;
    }
  } catch {
    // Not JSON: the status line says enough.
  }
  return new PenguinError(response.status, code, message);
}

/**
 * A 401 becomes NeedsLoginError, except a refused password (the form shows it) and the preview
 * host's refusal (the message says what to change instead).
 */
export async function apiError(response: Response): Promise<PenguinError> {
  const e = await failure(response);
  if (e.status !== 401 || e.code === 'invalid_credentials') return e;
  if (isPreviewHostRefusal(e.message)) return e;
  return new NeedsLoginError(e.status, e.code, e.message);
}

/** The server's message when a stream was refused with a 401 that a sign-in fixes; else null. */
export function signInReason(reason: LinkReason | undefined): string | null {
  if (reason?.code !== 'http' || reason.status !== 401) return null;
  const message = reason.message ?? '';
  return isPreviewHostRefusal(message) ? null : message;
}
