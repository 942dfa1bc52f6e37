import { ConfigError } from '@trek/service-kit';
import { generateTestKeys } from '@trek/testing';
import { readGatewayConfig } from './config.js';

const complete = {
  PORT: '8080',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_PUBLIC_KEY: generateTestKeys().publicKey,
  AUTH_SERVICE_URL: 'http://auth:3001',
  CONTENT_SERVICE_URL: 'http://content:3002',
  APPLICATIONS_SERVICE_URL: 'http://applications:3003',
  PARTICIPANT_SERVICE_URL: 'http://participant:3004',
  UPDATES_SERVICE_URL: 'http://updates:3007',
  UPLOAD_SERVICE_URL: 'http://upload:3005',
  PAYMENTS_SERVICE_URL: 'http://payments:3007',
  NOTIFICATIONS_SERVICE_URL: 'http://notifications:3006',
};

describe('gateway config', () => {
  it('when only the required variables are set, then the rest take their defaults', () => {
    const config = readGatewayConfig(complete);
    expect(config).toMatchObject({
      UPSTREAM_TIMEOUT_MS: 30_000,
      TRUST_PROXY: 'loopback',
      JWT_ISSUER: 'mexico-trek-auth',
      JWT_AUDIENCE: 'mexico-trek',
    });
    expect(config.WEB_DIST_DIR).toBeUndefined();
  });

  it('when upstreams and the key are missing, then one error names every one of them', () => {
    const { AUTH_SERVICE_URL: _auth, UPLOAD_SERVICE_URL: _upload, JWT_PUBLIC_KEY: _key, ...rest } = complete;
    expect(() => readGatewayConfig(rest)).toThrow(ConfigError);
    try {
      readGatewayConfig(rest);
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('AUTH_SERVICE_URL');
      expect(problems).toContain('UPLOAD_SERVICE_URL');
      expect(problems).toContain('JWT_PUBLIC_KEY');
    }
  });

  it('when an upstream is not an http URL, then it is refused', () => {
    expect(() => readGatewayConfig({ ...complete, CONTENT_SERVICE_URL: 'content:3002' })).toThrow(/CONTENT_SERVICE_URL/);
  });

  it('reads TRUST_PROXY as a hop count, "false" or a list, and refuses "true"', () => {
    expect(readGatewayConfig({ ...complete, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readGatewayConfig({ ...complete, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readGatewayConfig({ ...complete, TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toBe('10.0.0.5');
    expect(() => readGatewayConfig({ ...complete, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
