import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('reads the MOCK_API_* overrides', () => {
    expect(
      configFromEnv({
        MOCK_API_VISITOR_SESSION_SECONDS: '60',
        MOCK_API_USER_SESSION_SECONDS: '30',
        MOCK_API_OTP_SECONDS: '10',
        MOCK_API_SCRYPT_COST: '1024',
        MOCK_API_DEV_ROUTES: '0',
      }),
    ).toEqual({
      visitorSessionSeconds: 60,
      userSessionSeconds: 30,
      otpSeconds: 10,
      scryptCost: 1024,
      devRoutes: false,
    });
  });

  it('leaves out what is not set', () => {
    expect(configFromEnv({})).toEqual({});
    expect(configFromEnv({ MOCK_API_DEV_ROUTES: '1' })).toEqual({ devRoutes: true });
  });

  it('reads which proxies to trust for the client address, never any client at all', () => {
    expect(configFromEnv({ MOCK_API_TRUST_PROXY: '' })).toEqual({ trustProxy: false });
    expect(configFromEnv({ MOCK_API_TRUST_PROXY: '0' })).toEqual({ trustProxy: false });
    expect(configFromEnv({ MOCK_API_TRUST_PROXY: '1' })).toEqual({ trustProxy: 1 });
    expect(configFromEnv({ MOCK_API_TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toEqual({
      trustProxy: 'loopback, 10.0.0.0/8',
    });
    expect(() => configFromEnv({ MOCK_API_TRUST_PROXY: 'true' })).toThrow('MOCK_API_TRUST_PROXY');
  });

  it('reads the allowed browser origins, comma-separated', () => {
    expect(configFromEnv({ MOCK_API_ALLOWED_ORIGINS: 'http://127.0.0.1:4200, https://times.example' })).toEqual({
      allowedOrigins: ['http://127.0.0.1:4200', 'https://times.example'],
    });
    expect(configFromEnv({ MOCK_API_ALLOWED_ORIGINS: '' })).toEqual({});
    for (const bad of [
      'http://127.0.0.1:4200/',
      'http://127.0.0.1:4200/app',
      '127.0.0.1:4200',
      'ftp://x.example',
      '*',
    ]) {
      expect(() => configFromEnv({ MOCK_API_ALLOWED_ORIGINS: bad })).toThrow('MOCK_API_ALLOWED_ORIGINS');
    }
  });

  it('rejects nonsense', () => {
    expect(() => configFromEnv({ MOCK_API_OTP_SECONDS: '-5' })).toThrow('MOCK_API_OTP_SECONDS');
    expect(() => configFromEnv({ MOCK_API_SCRYPT_COST: '1000' })).toThrow('power of two');
  });

  it('reads a postgres DATABASE_URL, and refuses another without showing its password', () => {
    const url = 'postgres://times:secret@db.internal:5432/times';
    expect(configFromEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(configFromEnv({ DATABASE_URL: '' })).not.toHaveProperty('databaseUrl');
    const refusal = () => configFromEnv({ DATABASE_URL: 'mysql://times:secret@db.internal/times' });
    expect(refusal).toThrow('DATABASE_URL must be a postgres:// URL, got "mysql://times:***@db.internal/times"');
  });
});
