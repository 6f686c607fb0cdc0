import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '../../../shared/domain/limits';
import { REQUEST_MESSAGES } from '../../../shared/domain/messages';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { JsonShapeScanner } from './jsonShapeScanner';

type Payload = NodeJS.ReadableStream & { receivedEncodedLength?: number };

/**
 * Replaces Fastify's JSON parser with one that refuses a body while it arrives: past the route's
 * bodyLimit, nesting deeper than LIMITS.maxJsonDepth (a `[[[[…` body would otherwise be built by
 * JSON.parse and then overflow the stack of whatever walks it), or holding more than
 * LIMITS.maxJsonNodes values (millions of tiny arrays cost seconds to build and validate). Only a body that passes both
 * reaches Fastify's own parser (which also refuses `__proto__` and `constructor` keys).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request: FastifyRequest, rawPayload, done) => {
    const payload = rawPayload as Payload;
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    const tooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, REQUEST_MESSAGES.bodyTooLarge);
    if (Number(request.headers['content-length']) > limit) {
      done(tooLarge(), undefined);
      return;
    }
    const scanner = new JsonShapeScanner(LIMITS.maxJsonDepth, LIMITS.maxJsonNodes);
    const chunks: Buffer[] = [];
    let received = 0;

    const stop = (error: Error | null) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) done(error, undefined);
    };
    function onData(data: Buffer | string): void {
      const chunk = typeof data === 'string' ? Buffer.from(data) : data;
      received += chunk.length;
      if (received > limit || (payload.receivedEncodedLength ?? 0) > limit) stop(tooLarge());
      else {
        const verdict = scanner.push(chunk);
        if (verdict === 'too_deep') stop(new HttpError(400, ERROR_CODES.validation, REQUEST_MESSAGES.bodyTooDeep));
        else if (verdict === 'too_many_nodes') stop(new HttpError(413, ERROR_CODES.tooLarge, REQUEST_MESSAGES.bodyTooManyValues));
        else chunks.push(chunk);
      }
    }
    function onError(error: Error & { statusCode?: number }): void {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      stop(error);
    }
    function onEnd(): void {
      stop(null);
      const text = Buffer.concat(chunks, received).toString('utf8');
      chunks.length = 0;
      parseJson(request, text, done);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
