import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server answers to the next chat completion. */
export type FakeReply =
  | { kind: 'json'; content: unknown }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number; body: unknown };

export interface FakeOpenAi {
  baseURL: string;
  /** Requests received (parsed JSON bodies). */
  requests: Array<Record<string, unknown>>;
  reply(next: FakeReply): void;
  /** Waits this long before answering each request (0 = at once), to test clients that give up. */
  delay(ms: number): void;
  /** Requests whose client hung up before the answer was sent. */
  readonly aborted: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that speaks the OpenAI Chat Completions wire format (plain and streamed
 * server-sent events), so the official SDK is exercised without reaching the internet.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: Array<Record<string, unknown>> = [];
  let next: FakeReply = { kind: 'text', content: '{}' };
  let delayMs = 0;
  let aborted = 0;
  /** Resolves true when the delay passed, false when the client hung up first. */
  const waitOrHangUp = (res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), delayMs);
      res.once('close', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push(body);
    if (delayMs > 0 && !(await waitOrHangUp(res))) {
      aborted += 1;
      return;
    }
    if (next.kind === 'status') {
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
      return;
    }
    const content = next.kind === 'json' ? JSON.stringify(next.content) : next.content;
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = String(body.model ?? 'fake-model');
    if (body.stream === true) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const pieces = content.match(/[\s\S]{1,40}/g) ?? [''];
      const send = (delta: Record<string, unknown>, finish: string | null) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      send({ role: 'assistant', content: '' }, null);
      for (const piece of pieces) send({ content: piece }, null);
      send({}, 'stop');
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(value) {
      next = value;
    },
    delay(ms) {
      delayMs = ms;
    },
    get aborted() {
      return aborted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
