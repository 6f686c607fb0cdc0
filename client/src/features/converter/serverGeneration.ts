import { MESSAGES } from '../../../../shared/domain/messages';
import type { GenerateRequestInput } from '../../../../shared/schemas/generate';
import { ERROR_CODES } from '../../../../shared/sync/protocol';
import { forceRefresh, getAccessToken } from '../../auth/session';
import { generationErrorText } from './generationErrors';

export type ProgressStage = 'requesting' | 'receiving' | 'checking';

export type ServerOutcome =
  | { ok: true; data: unknown }
  | { ok: false; kind: 'consent' | 'limit' | 'plan' | 'failed'; message: string; field?: string; suggestions?: string[] }
  | { ok: false; kind: 'aborted' | 'network'; message: string };

interface ResultBody {
  success?: unknown;
  data?: unknown;
  error?: unknown;
  code?: unknown;
  field?: unknown;
  status?: unknown;
  suggestions?: unknown;
}

/** The closest built-in dishes a create refusal offers, when the body carries them. */
function suggestionsOf(body: ResultBody): string[] {
  const list = Array.isArray(body.suggestions) ? body.suggestions : [];
  return list.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, 8);
}

function outcomeOf(body: ResultBody, status: number): ServerOutcome {
  if (body.success === true && body.data !== undefined) return { ok: true, data: body.data };
  const message = generationErrorText({ status, error: body.error, success: body.success });
  const field = typeof body.field === 'string' ? body.field : undefined;
  const kind =
    body.code === ERROR_CODES.consentRequired
      ? 'consent'
      : body.code === ERROR_CODES.limitReached
        ? 'limit'
        : body.code === ERROR_CODES.planRequired
          ? 'plan'
          : 'failed';
  const suggestions = suggestionsOf(body);
  return { ok: false, kind, message, ...(field ? { field } : {}), ...(suggestions.length > 0 ? { suggestions } : {}) };
}

/** Reads the event stream of /api/generate: progress events, then one result event. */
async function readStream(response: Response, onProgress: (stage: ProgressStage) => void): Promise<ServerOutcome> {
  if (!response.body) return { ok: false, kind: 'failed', message: MESSAGES.generationFailed };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.join('\n'));
      } catch {
        continue;
      }
      if (event === 'progress' && parsed && typeof parsed === 'object') {
        const stage = (parsed as { stage?: unknown }).stage;
        if (stage === 'requesting' || stage === 'receiving' || stage === 'checking') onProgress(stage);
      } else if (event === 'result' && parsed && typeof parsed === 'object') {
        const body = parsed as ResultBody;
        return outcomeOf(body, typeof body.status === 'number' ? body.status : response.status);
      }
    }
  }
  return { ok: false, kind: 'failed', message: MESSAGES.generationFailed };
}

async function post(request: GenerateRequestInput, token: string, signal: AbortSignal): Promise<Response> {
  return fetch('/api/generate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    body: JSON.stringify(request),
    signal,
  });
}

/** One generation on the server, progress streamed; Cancel aborts the request (the server then counts nothing). */
export async function generateOnServer(
  request: GenerateRequestInput,
  signal: AbortSignal,
  onProgress: (stage: ProgressStage) => void,
): Promise<ServerOutcome> {
  try {
    let token = await getAccessToken();
    if (!token) return { ok: false, kind: 'failed', message: MESSAGES.signInToGenerate };
    let response = await post(request, token, signal);
    if (response.status === 401) {
      token = await forceRefresh();
      if (!token) return { ok: false, kind: 'failed', message: MESSAGES.signInToGenerate };
      response = await post(request, token, signal);
    }
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) return await readStream(response, onProgress);
    const text = await response.text();
    let body: ResultBody = {};
    try {
      body = text ? (JSON.parse(text) as ResultBody) : {};
    } catch {
      body = {};
    }
    return outcomeOf(body, response.status);
  } catch {
    if (signal.aborted) return { ok: false, kind: 'aborted', message: '' };
    return { ok: false, kind: 'network', message: MESSAGES.connectionFailed };
  }
}
