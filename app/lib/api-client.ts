import type * as z from 'zod/mini';
import { RefusalAnswer } from '#domain/answers';

/**
 * The browser's one way to call the API (checkout, receipt, account, console): it sends JSON with
 * the credentials given, parses the answer with the schema the server's answers are typed from
 * (domain/answers.ts), and turns every refusal, a network failure and an answer that is not what
 * the contract says into one error, with a code and a message to show.
 */

/** What went wrong with a call: the API's refusal, or no (usable) answer at all. */
export class ApiCallError extends Error {
  override name = 'ApiCallError';
  constructor(
    /** The HTTP status; 0 when no answer came back. */
    readonly status: number,
    /** The API's code ('ORDER_NOT_FOUND' …), or NETWORK, or UNEXPECTED_ANSWER. */
    readonly code: string,
    message: string,
    /** PayPal's issue, when PayPal refused (INSTRUMENT_DECLINED …). */
    readonly issue: string | null = null,
    /** The product a refusal names (`SOLD_OUT`). */
    readonly product: string | null = null,
    /** The request's field a refusal names (`INVALID_REQUEST` of find-order, `ADDRESS_INVALID`). */
    readonly field: string | null = null,
    /**
     * The rest of the refusal's body: the facts its words need (`remainingCents`, `field`, an
     * order's `shipment`…), for pages that say it in their own language.
     */
    readonly facts: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** Nothing came back (the network, or a server that could not get to an answer): asking again is safe. */
  get unanswered(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

/** Shown when the server did not answer. */
export const NO_ANSWER_MESSAGE = 'The server did not answer. Check your connection and try again.';

export interface ApiCall<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** A Firebase ID token: sent as `Authorization: Bearer`. */
  idToken?: string | null;
  headers?: Record<string, string>;
  /** Aborts the request when its answer is no longer wanted (`useLoad`, app/lib/use-load.ts). */
  signal?: AbortSignal;
  /** The answer's schema; answers that do not match it are refused (UNEXPECTED_ANSWER). */
  answer: z.ZodMiniType<T>;
}

export async function callApi<T>(call: ApiCall<T>): Promise<T> {
  const response = await send(call, 'application/json');
  const data: unknown = await response.json().catch(() => undefined);
  const parsed = call.answer.safeParse(data);
  if (!parsed.success) {
    throw new ApiCallError(
      response.status,
      'UNEXPECTED_ANSWER',
      'The server sent an answer we could not read. Please try again.',
    );
  }
  return parsed.data;
}

/** A call whose answer is a file (a CSV export), as a Blob. */
export async function callApiForFile(call: Omit<ApiCall<unknown>, 'answer'>, accept: string) {
  return (await send(call, accept)).blob();
}

/**
 * Saves a file an API call brought back (a CSV export, a factura, the buyer's data): the calls
 * carry a token in a header, so no plain link can fetch them. The object URL is let go once the
 * download has surely taken the bytes.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function send(call: Omit<ApiCall<unknown>, 'answer'>, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(call.path, {
      method: call.method ?? 'GET',
      headers: {
        accept,
        ...(call.idToken ? { authorization: `Bearer ${call.idToken}` } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch {
    throw new ApiCallError(0, 'NETWORK', NO_ANSWER_MESSAGE);
  }
  if (!response.ok) throw await refusalOf(response);
  return response;
}

async function refusalOf(response: Response): Promise<ApiCallError> {
  const refusal = RefusalAnswer.safeParse(await response.json().catch(() => undefined));
  if (!refusal.success) {
    return new ApiCallError(response.status, `HTTP_${response.status}`, NO_ANSWER_MESSAGE);
  }
  const { error, message, issue, product, ...facts } = refusal.data;
  return new ApiCallError(
    response.status,
    error,
    message,
    issue ?? null,
    product ?? null,
    facts.field ?? null,
    facts,
  );
}
