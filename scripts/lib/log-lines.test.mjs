import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readableLogLine } from './log-lines.mjs';

test('a pino entry shows its level and message', () => {
  assert.deepEqual(readableLogLine('{"level":30,"time":1,"pid":2,"hostname":"h","name":"auth","msg":"auth service listening","port":1}'), {
    level: 'info',
    text: 'auth service listening',
  });
});

test('a request entry is summarised as method, path, status and time', () => {
  const line = JSON.stringify({ level: 40, req: { method: 'GET', url: '/api/x' }, res: { statusCode: 404 }, responseTime: 3.4, msg: 'request completed' });
  assert.deepEqual(readableLogLine(line), { level: 'warn', text: 'GET /api/x 404 3 ms' });
});

test('an error logged with its own message is shown once', () => {
  const line = JSON.stringify({ level: 60, msg: 'Invalid configuration', err: { message: 'Invalid configuration', stack: 'ConfigError: Invalid configuration\n    at main.js:1' } });
  assert.deepEqual(readableLogLine(line), { level: 'fatal', text: 'ConfigError: Invalid configuration\n    at main.js:1' });
});

test('an error entry keeps its stack trace', () => {
  const line = JSON.stringify({ level: 60, msg: 'start-up failed', err: { message: 'boom', stack: 'Error: boom\n    at main.js:1' } });
  assert.deepEqual(readableLogLine(line), { level: 'fatal', text: 'start-up failed Error: boom\n    at main.js:1' });
});

test('other lines are kept as they are', () => {
  assert.deepEqual(readableLogLine('2026-01-01 WARN something'), { level: '', text: '2026-01-01 WARN something' });
  assert.deepEqual(readableLogLine('{not json'), { level: '', text: '{not json' });
  assert.deepEqual(readableLogLine('{"a":1}'), { level: '', text: '{"a":1}' });
});
