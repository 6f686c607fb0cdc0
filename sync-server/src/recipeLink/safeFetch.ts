import http from 'node:http';
import https from 'node:https';
import { useAgent } from 'request-filtering-agent';
import { LINK_LIMITS, LINK_TEXTS } from '../../../shared/domain/converterTexts';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';

export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
}

export interface SafeFetchOptions {
  /** Test-only loopback addresses that may be reached (config RECIPE_LINK_TEST_ALLOW_IPS). */
  allowIps: readonly string[];
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
}

function refuse(message: string, status = 400): HttpError {
  return new HttpError(status, status === 400 ? ERROR_CODES.badRequest : ERROR_CODES.validation, message);
}

/** An http(s) URL, or a 400 with the reason. */
export function parseLink(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse(LINK_TEXTS.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(LINK_TEXTS.invalidUrl);
  if (url.username || url.password) throw refuse(LINK_TEXTS.invalidUrl);
  return url;
}

interface OneResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: string;
}

/** The agent's refusal names the blocked address; anything else is an unreachable page. */
function isRefusal(error: unknown): boolean {
  const text = error instanceof Error ? error.message : '';
  return /DNS lookup .* is not allowed|is not allowed|private ip|reserved ip/i.test(text);
}

function requestOnce(
  url: URL,
  options: Required<Omit<SafeFetchOptions, 'allowIps'>> & { allowIps: readonly string[] },
  signal: AbortSignal,
): Promise<OneResponse> {
  return new Promise((resolve, reject) => {
    // The agent resolves the host and refuses loopback, private, link-local and metadata addresses at connect time, on every hop.
    const agent = useAgent(url.href, { allowIPAddressList: [...options.allowIps] });
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(
      url,
      { agent, signal, headers: { 'user-agent': 'RecipeKitchen/1.0 (+recipe import)', accept: 'text/html,application/xhtml+xml' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location, contentType, body: '' });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          reject(refuse(LINK_TEXTS.tooLarge, 422));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(refuse(LINK_TEXTS.tooLarge, 422));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location, contentType, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * GET a user-given page without SSRF: http(s) only, public addresses only (checked after DNS
 * resolution by request-filtering-agent, again on every redirect), at most 5 redirects, 2 MB, 10 s.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const settings = {
    allowIps: options.allowIps,
    maxRedirects: options.maxRedirects ?? LINK_LIMITS.maxRedirects,
    maxBytes: options.maxBytes ?? LINK_LIMITS.maxBytes,
    timeoutMs: options.timeoutMs ?? LINK_LIMITS.timeoutMs,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = parseLink(raw);
  for (let hop = 0; ; hop++) {
    let response: OneResponse;
    try {
      response = await requestOnce(url, settings, signal);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (signal.aborted) throw refuse(LINK_TEXTS.timedOut, 422);
      if (isRefusal(error)) throw refuse(LINK_TEXTS.refusedAddress);
      throw refuse(LINK_TEXTS.unreachable, 422);
    }
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= settings.maxRedirects) throw refuse(LINK_TEXTS.tooManyRedirects, 422);
      url = parseLink(new URL(response.location, url).href);
      continue;
    }
    if (response.status < 200 || response.status >= 300) throw refuse(LINK_TEXTS.unreachable, 422);
    return { url: url.href, contentType: response.contentType, body: response.body };
  }
}
