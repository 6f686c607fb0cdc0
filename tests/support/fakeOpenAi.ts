import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server answers to the next chat completion (plain or streamed, as the request asks). */
export type FakeReply =
  | { kind: 'json'; content: unknown }
  | { kind: 'text'; content: string }
  /** An HTTP error with an OpenAI-shaped body (and headers such as retry-after). */
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  /** Headers and the start of a reply, then nothing more until the client hangs up. */
  | { kind: 'never-ending' }
  /** A reply whose text is `bytes` long (a JSON recipe padded with a long description), sent in 64 kB pieces. */
  | { kind: 'huge'; bytes: number };

/** Response formats a compatible server may lack (older Ollama, vLLM, llama.cpp builds answer 400 to them). */
export interface FakeCapabilities {
  jsonSchema: boolean;
  jsonObject: boolean;
}

export interface FakeOpenAi {
  baseURL: string;
  /** Requests received (parsed JSON bodies). */
  requests: Array<Record<string, unknown>>;
  reply(next: FakeReply): void;
  /** Waits this long before answering each request (0 = at once), to test clients that give up. */
  delay(ms: number): void;
  /** Waits this long between the pieces of a reply (plain bodies are sent in pieces too): a slow body. */
  trickle(ms: number): void;
  /** Which response_format types the server accepts (default: all). */
  supports(capabilities: Partial<FakeCapabilities>): void;
  /** Requests whose client hung up before the answer was complete. */
  readonly aborted: number;
  /** Bytes of reply bodies written so far. */
  readonly bytesSent: number;
  /** Replies being written now (a hung reply stays open until its client hangs up). */
  readonly open: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PIECE = 64 * 1024;

/** The text of a 'huge' reply: a valid recipe whose description makes it `bytes` long. */
function hugeText(bytes: number): string {
  const recipe = { recipeName: 'Huge', description: '', ingredients: ['1 egg'], instructions: ['Cook.'] };
  const shell = JSON.stringify(recipe);
  return shell.replace('"description":""', `"description":"${'a'.repeat(Math.max(0, bytes - shell.length))}"`);
}

function unsupportedFormat(type: string) {
  return {
    error: {
      message: `Invalid parameter: 'response_format' of type '${type}' is not supported with this model.`,
      type: 'invalid_request_error',
      param: 'response_format',
      code: null,
    },
  };
}

/**
 * A local HTTP server that speaks the OpenAI Chat Completions wire format (plain and streamed
 * server-sent events), so the official SDK is exercised without reaching the internet. It can be
 * scripted to misbehave: slow to start, slow body, never ending, huge, without JSON-schema or JSON mode,
 * HTTP errors with their headers.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: Array<Record<string, unknown>> = [];
  let next: FakeReply = { kind: 'text', content: '{}' };
  let delayMs = 0;
  let trickleMs = 0;
  let capabilities: FakeCapabilities = { jsonSchema: true, jsonObject: true };
  let aborted = 0;
  let bytesSent = 0;
  let open = 0;

  /** Resolves true after ms, false when the client hung up first. */
  const waitOrHangUp = (res: ServerResponse, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (res.destroyed || res.writableEnded) return resolve(!res.destroyed);
      const onClose = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        res.off('close', onClose);
        resolve(true);
      }, ms);
      res.once('close', onClose);
    });

  /** Writes one piece, waiting for the socket to drain (a client that stops reading stops the writer). */
  const write = async (res: ServerResponse, piece: string): Promise<boolean> => {
    if (res.destroyed) return false;
    bytesSent += Buffer.byteLength(piece);
    if (res.write(piece)) return true;
    return new Promise<boolean>((resolve) => {
      const onClose = () => resolve(false);
      res.once('close', onClose);
      res.once('drain', () => {
        res.off('close', onClose);
        resolve(true);
      });
    });
  };

  const pause = async (res: ServerResponse) => (trickleMs > 0 ? waitOrHangUp(res, trickleMs) : !res.destroyed);

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push(body);
    open += 1;
    let complete = false;
    res.once('close', () => {
      open -= 1;
      if (!complete) aborted += 1;
    });
    if (delayMs > 0 && !(await waitOrHangUp(res, delayMs))) return;

    const format = (body.response_format as { type?: string } | undefined)?.type;
    if ((format === 'json_schema' && !capabilities.jsonSchema) || (format === 'json_object' && !capabilities.jsonObject)) {
      complete = true;
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(unsupportedFormat(format)));
      return;
    }
    const reply = next;
    if (reply.kind === 'status') {
      complete = true;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = String(body.model ?? 'fake-model');
    const content = reply.kind === 'json' ? JSON.stringify(reply.content) : reply.kind === 'text' ? reply.content : '';
    const pieces =
      reply.kind === 'huge'
        ? (hugeText(reply.bytes).match(new RegExp(`[\\s\\S]{1,${PIECE}}`, 'g')) ?? [])
        : (content.match(/[\s\S]{1,40}/g) ?? ['']);

    if (body.stream === true) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      if (!(await write(res, chunk({ role: 'assistant', content: '' }, null)))) return;
      if (reply.kind === 'never-ending') {
        await write(res, chunk({ content: '{"recipeName": "Never' }, null));
        return; // the reply stays open until the client hangs up
      }
      for (const piece of pieces) {
        if (!(await pause(res)) || !(await write(res, chunk({ content: piece }, null)))) return;
      }
      if (!(await write(res, chunk({}, 'stop')))) return;
      complete = true;
      res.end('data: [DONE]\n\n');
      return;
    }

    res.writeHead(200, { 'content-type': 'application/json' });
    if (reply.kind === 'never-ending') {
      await write(res, `{"id":"${id}","object":"chat.completion","created":${created},"model":"${model}","choices":[`);
      return; // the body never ends
    }
    // The envelope around the text, written in pieces so a slow or huge body arrives as one would.
    const envelope = JSON.stringify({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: '\u0000' }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
    });
    const [head = '', tail = ''] = envelope.split('"\\u0000"');
    if (!(await write(res, `${head}"`))) return;
    for (const piece of pieces) {
      if (!(await pause(res)) || !(await write(res, JSON.stringify(piece).slice(1, -1)))) return;
    }
    complete = true;
    res.end(`"${tail}`);
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
    trickle(ms) {
      trickleMs = ms;
    },
    supports(value) {
      capabilities = { ...capabilities, ...value };
    },
    get aborted() {
      return aborted;
    },
    get bytesSent() {
      return bytesSent;
    },
    get open() {
      return open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
