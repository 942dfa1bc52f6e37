import nodemailer from 'nodemailer';
import { readFileSync } from 'node:fs';
import { startInfrastructure } from '../src/infrastructure.js';
import { freePort } from '../src/ports.js';
import { startSmtpSink, type SmtpSink } from '../src/smtp-sink.js';

describe('SMTP sink', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });

  it('when mail is sent over SMTP, then waitFor resolves with its envelope, subject and text', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
    const arriving = sink.waitFor((email) => email.subject === 'Your reference MT-1234');
    await transport.sendMail({ from: 'trek@example.org', to: 'Ana@Example.edu', subject: 'Your reference MT-1234', text: 'Keep MT-1234 safe.' });
    const email = await arriving;
    expect(email.to).toEqual(['ana@example.edu']);
    expect(email.text).toContain('Keep MT-1234 safe.');
    transport.close();
  });

  it('when no matching mail arrives, then waitFor rejects with a message saying so', async () => {
    await expect(sink.waitFor((email) => email.subject === 'never sent', 200)).rejects.toThrow(/no matching email within 200 ms/);
  });
});

describe('infrastructure', () => {
  it('when MONGODB_URI and REDIS_URL are set, then they are used and nothing is started', async () => {
    const infrastructure = await startInfrastructure({ MONGODB_URI: 'mongodb://db.internal:27017/', REDIS_URL: 'redis://cache.internal:6379' });
    expect(infrastructure).toMatchObject({
      mongoUri: 'mongodb://db.internal:27017/',
      redisUrl: 'redis://cache.internal:6379',
      sources: { mongo: 'MONGODB_URI', redis: 'REDIS_URL' },
    });
    await infrastructure.stop();
  });
});

describe('freePort', () => {
  it('hands out ports below the range the kernel hands out itself, so no server asking for any port and no outgoing connection takes one before its process listens', async () => {
    const kernelRangeStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(kernelRangeStart);
    }
  });
});
