import type { ApiErrorBody } from '@kollab/contracts';

/** Seed §7: every call under /api, 30 s timeout, 10 s for the token refresh. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_TIMEOUT_MS = 10_000;
export const LATEST_VERSION_HEADER = 'x-latest-client-version';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Below the base path, e.g. `/v1/accounts/42`. */
  path: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Auth endpoints: no Account header, no 401 refresh and no 403 signature reload. */
  auth?: boolean;
  /** Calls that choose the account (@NoAccount on the server): no Account header, no signature reload. */
  noAccount?: boolean;
  timeoutMs?: number;
  /** `blob`: a 2xx body is read as a Blob (file downloads); default JSON. */
  responseType?: 'json' | 'blob';
  /** The version an edit is based on, sent as `If-Match: "<version>"` (a stale one is a 409). */
  ifMatch?: number;
  /**
   * Sent as `Idempotency-Key` (callApi gives every POST one, kept across its retries): a
   * request sent again with it answers the first result instead of doing it twice.
   */
  idempotencyKey?: string;
}

/** A random key for one submit (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ApiHeaders {
  accessToken: string | null;
  signature: string | null;
  language: string;
  clientVersion: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  latestClientVersion: string | null;
}

/** A non-2xx answer (status > 0) or a network failure/timeout (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
    readonly latestClientVersion: string | null = null,
  ) {
    super(body?.message ?? (status === 0 ? 'network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }

  get code(): ApiErrorBody['code'] | undefined {
    return this.body?.code;
  }
}

export function buildUrl(request: ApiRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const query = params.toString();
  return `${API_BASE}${request.path}${query ? `?${query}` : ''}`;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

export function buildHeaders(request: ApiRequest, headers: ApiHeaders): Record<string, string> {
  const result: Record<string, string> = {
    Accept: request.responseType === 'blob' ? '*/*' : 'application/json',
    'Content-Language': headers.language,
    'X-Client-Version': headers.clientVersion,
  };
  // FormData (multipart uploads): the browser sets the Content-Type with its boundary
  if (request.body !== undefined && !isFormData(request.body)) result['Content-Type'] = 'application/json';
  if (headers.accessToken) result.Authorization = `Bearer ${headers.accessToken}`;
  if (request.ifMatch !== undefined) result['If-Match'] = `"${request.ifMatch}"`;
  if (request.idempotencyKey) result['Idempotency-Key'] = request.idempotencyKey;
  if (headers.signature && !request.auth && !request.noAccount) result.Account = headers.signature;
  return result;
}

/** One fetch with the seed's headers and timeout; resolves on 2xx, rejects with ApiError otherwise. */
export async function sendRequest<T>(request: ApiRequest, headers: ApiHeaders): Promise<ApiResponse<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(request), {
      method: request.method,
      headers: buildHeaders(request, headers),
      body: request.body === undefined ? undefined : isFormData(request.body) ? request.body : JSON.stringify(request.body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, null);
  } finally {
    clearTimeout(timer);
  }
  const latestClientVersion = response.headers.get(LATEST_VERSION_HEADER);
  if (response.ok && request.responseType === 'blob') {
    return { status: response.status, body: (await response.blob()) as T, latestClientVersion };
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, typeof body === 'object' ? (body as Partial<ApiErrorBody>) : null, latestClientVersion);
  }
  return { status: response.status, body: body as T, latestClientVersion };
}

export type Transport = <T>(request: ApiRequest, headers: ApiHeaders) => Promise<ApiResponse<T>>;
