/** Which errors mean a service is down (SERVICE_UNAVAILABLE), and which are bugs (SERVER_ERROR). */
import { ServiceUnavailable, isServiceDown } from './serviceDown';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isServiceDown', () => {
  it.each([
    ['our own refusal', new ServiceUnavailable('The job queue')],
    ['a refused connection', coded('ECONNREFUSED')],
    ["PostgreSQL's shutdown", coded('57P01', 'terminating connection due to administrator command')],
    ['a lost PostgreSQL connection', coded('08006')],
    ["pg's cut connection", new Error('Connection terminated unexpectedly')],
    ["ioredis's closed connection", new Error('Connection is closed.')],
    ['a refusal inside an AggregateError', new AggregateError([coded('ECONNREFUSED')], 'connect failed')],
    ['a refusal as the cause', new Error('query failed', { cause: coded('ECONNRESET') })],
  ])('recognises %s', (_name, error) => {
    expect(isServiceDown(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a thrown string', 'ECONNREFUSED'],
  ])('leaves %s a server error', (_name, error) => {
    expect(isServiceDown(error)).toBe(false);
  });
});
