import type { FastifyInstance } from 'fastify';

/** The answer of one POST /api/generate, plain JSON or the event stream's result event, read the same way. */
export interface GenerateAnswer {
  /** The HTTP status, or for a stream the status its result event carries. */
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | number | string[] | undefined>;
  /** Whether the answer came as an event stream (refusals come before a stream opens, as plain JSON). */
  streamed: boolean;
}

export async function generateAnswer(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<GenerateAnswer> {
  const res = await app.inject({ method: 'POST', url: '/api/generate', headers, payload });
  if (String(res.headers['content-type'] ?? '').includes('text/event-stream')) {
    const result = res.body
      .split('\n\n')
      .find((e) => e.startsWith('event: result'))
      ?.split('\ndata: ')[1];
    const body = JSON.parse(result ?? '{}') as Record<string, unknown>;
    return { status: typeof body.status === 'number' ? body.status : res.statusCode, body, headers: res.headers, streamed: true };
  }
  return { status: res.statusCode, body: res.json(), headers: res.headers, streamed: false };
}
