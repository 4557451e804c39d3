import {
  isServedOrigin,
  parsePublicOrigin,
  productionSettingsFrom,
} from '../../src/production/production-settings';

const complete = {
  DATABASE_URL: 'postgres://enlace@db.internal:5432/enlace',
  JWT_SECRET: 'k'.repeat(48),
  SMTP_URL: 'smtp://mailer:secret@relay.example.org:587',
  MAIL_FROM: 'Enlace <no-reply@enlace.example.org>',
  PUBLIC_ORIGINS: 'https://enlace.example.org, https://*.enlace.example.org',
  REDIS_URL: 'redis://cache.internal:6379',
  TRUST_PROXY: '10.0.0.2',
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  const result = productionSettingsFrom(env);
  return result.ok ? [] : result.problems;
};

describe('production settings', () => {
  it('names every missing setting at once', () => {
    const problems = problemsOf({});
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_ORIGINS']) {
      expect(problems.some((problem) => problem.startsWith(`${name} is missing`))).toBe(true);
    }
    expect(problems).toHaveLength(5);
  });

  it('never seeds the demo data and never migrates at start', () => {
    const result = productionSettingsFrom(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.options).toMatchObject({
      seedDemoData: false,
      schemaUpdates: 'require-current',
      databaseUrl: complete.DATABASE_URL,
      jwtSecret: complete.JWT_SECRET,
      smtp: { url: complete.SMTP_URL },
      redisUrl: complete.REDIS_URL,
    });
    expect(result.settings.publicOrigins).toEqual([
      'https://enlace.example.org',
      'https://*.enlace.example.org',
    ]);
    expect(result.settings.warnings).toEqual([]);
  });

  it.each([
    ['DATABASE_URL', 'sqlite:./enlace.sqlite', 'must be a PostgreSQL connection string'],
    ['JWT_SECRET', 'secret', 'too short'],
    ['SMTP_URL', 'http://relay.example.org', 'must start with smtp:// or smtps://'],
    ['SMTP_URL', 'not a url', 'is not a URL'],
    ['MAIL_FROM', 'nobody', 'is not an email address'],
    ['PUBLIC_ORIGINS', 'http://enlace.example.org', 'is not an https origin'],
    ['PUBLIC_ORIGINS', 'https://enlace.example.org/app', 'is not an https origin'],
    ['PUBLIC_ORIGINS', 'https://user@enlace.example.org', 'is not an https origin'],
    ['PORT', '70000', 'PORT must be'],
    ['REDIS_URL', 'http://cache', 'REDIS_URL must start'],
  ])('refuses %s=%s', (name, value, message) => {
    const problems = problemsOf({ ...complete, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(message);
  });

  it('warns, without refusing, when several processes could not share counters or see client addresses', () => {
    const result = productionSettingsFrom({ ...complete, REDIS_URL: '', TRUST_PROXY: '' });
    expect(result.ok && result.settings.warnings.map((warning) => warning.split(' ')[0])).toEqual([
      'REDIS_URL',
      'TRUST_PROXY',
    ]);
  });
});

describe('public origins', () => {
  it('takes https origins and one-label wildcards, and plain http on the loopback only', () => {
    expect(parsePublicOrigin('https://Enlace.Example.org/')).toBe('https://enlace.example.org');
    expect(parsePublicOrigin('https://*.enlace.example.org')).toBe('https://*.enlace.example.org');
    expect(parsePublicOrigin('http://localhost:8443')).toBe('http://localhost:8443');
    expect(parsePublicOrigin('http://otra.localhost:8443')).toBe('http://otra.localhost:8443');
    expect(parsePublicOrigin('http://example.org')).toBeNull();
    expect(parsePublicOrigin('https://*.org')).toBeNull();
    expect(parsePublicOrigin('https://a.*.example.org')).toBeNull();
  });

  it('tells whether a tenant origin is served: exactly, or one label under a wildcard with the same port', () => {
    const served = ['https://enlace.example.org', 'https://*.ong.example.org'];
    expect(isServedOrigin('https://enlace.example.org', served)).toBe(true);
    expect(isServedOrigin('https://trinidad.ong.example.org', served)).toBe(true);
    expect(isServedOrigin('https://a.b.ong.example.org', served)).toBe(false);
    expect(isServedOrigin('https://ong.example.org', served)).toBe(false);
    expect(isServedOrigin('https://trinidad.ong.example.org:8443', served)).toBe(false);
    expect(isServedOrigin('http://enlace.example.org', served)).toBe(false);
    expect(isServedOrigin('https://evil-enlace.example.org', served)).toBe(false);
  });
});
