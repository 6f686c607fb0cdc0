import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from '../../sync-server/src/logRedaction';

describe('request log lines', () => {
  it('hide stream tickets, e-mail codes and OAuth codes', () => {
    expect(redactUrl('/api/sync/stream?ticket=eyJhbGciOi.abc.def')).toBe('/api/sync/stream?ticket=%5Bredacted%5D');
    expect(redactUrl('/auth/action?mode=verifyEmail&oobCode=s3cret')).toBe('/auth/action?mode=verifyEmail&oobCode=%5Bredacted%5D');
    expect(redactUrl('/api/auth/google/callback?code=c0de&state=st4te')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });

  it('leave other URLs as they are', () => {
    expect(redactUrl('/app?section=privacy')).toBe('/app?section=privacy');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('are what the request serializer writes', () => {
    const line = logSerializers.req({ method: 'GET', url: '/api/sync/stream?ticket=t', host: 'h', ip: '127.0.0.1' });
    expect(line).toEqual({
      method: 'GET',
      url: '/api/sync/stream?ticket=%5Bredacted%5D',
      host: 'h',
      remoteAddress: '127.0.0.1',
      remotePort: undefined,
    });
    expect(JSON.stringify(line)).not.toContain('ticket=t');
  });
});

describe('errors in the log', () => {
  it('keep what failed and where, never the parameters or JSON excerpt a database error quotes', () => {
    const error = Object.assign(new Error('invalid input syntax for type json'), {
      code: '22P02',
      detail: 'Unicode low surrogate must follow a high surrogate.',
      where: 'JSON data, line 1: {"id":"r1","title":"Private soup',
      params: ['user-id', 'recipes', ['{"title":"Private soup"}']],
      cause: Object.assign(new Error('inner'), { params: ['secret'] }),
    });
    const logged = logSerializers.err(error) as Record<string, unknown>;
    expect(logged).toMatchObject({ type: 'Error', message: 'invalid input syntax for type json', code: '22P02' });
    expect(typeof logged.stack).toBe('string');
    expect(JSON.stringify(logged)).not.toMatch(/Private soup|secret/);
  });
});
