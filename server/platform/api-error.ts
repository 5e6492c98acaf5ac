/**
 * A refusal any route answers with a 4xx or 5xx and a JSON body `{ error, message, … }`.
 * The route layer turns it into the response; nothing else leaks (no stack, no PayPal internals).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: this.code, message: this.message, ...this.extra };
  }
}
