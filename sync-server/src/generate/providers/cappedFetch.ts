/** Raised inside a reply's body when it passes its size cap; the provider turns it into the product's text. */
export class ReplyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`reply larger than ${limitBytes} bytes`);
    this.name = 'ReplyTooLargeError';
  }
}

type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * fetch whose response bodies stop at `maxBytes`: the reading fails with ReplyTooLargeError and the
 * connection is cancelled, so a runaway reply is neither read whole nor held in memory.
 */
export function cappedFetch(limit: number, inner: FetchLike = fetch): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReplyTooLargeError(limit);
    }
    if (!response.body) return response;
    const reader = response.body.getReader();
    let read = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          read += value.byteLength;
          if (read > limit) {
            await reader.cancel().catch(() => undefined);
            controller.error(new ReplyTooLargeError(limit));
            return;
          }
          controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
