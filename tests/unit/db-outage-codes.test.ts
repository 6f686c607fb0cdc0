import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../sync-server/src/db/unavailable';
import { toApiError } from '../../sync-server/src/errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('which database errors are an outage (503 with Retry-After) and which are faults', () => {
  const outages: Array<[string, string]> = [
    ['55000', 'database "recipes" is not currently accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P04', 'database "recipes" does not exist any more'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['53200', 'out of memory'],
    ['58030', 'could not read block 0: I/O error'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
  ];
  it.each(outages)('%s (%s) is an outage', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true);
    expect(toApiError(pgError(code, message)).status).toBe(503);
  });

  const faults: Array<[string, string]> = [
    ['55000', 'currval of sequence "documents_seq" is not yet defined in this session'],
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "nope" does not exist'],
    ['22P02', 'invalid input syntax for type integer'],
  ];
  it.each(faults)('%s (%s) is not', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false);
  });

  it('anything PostgreSQL answered while a connection was being made is an outage, whatever its SQLSTATE', () => {
    const refused = new DatabaseUnavailableError(pgError('28P01', 'password authentication failed for user "app"'));
    expect(refused.code).toBe('28P01');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(toApiError(refused)).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
  });
});
