import express from 'express';
import { z } from 'zod';
import { baseConfigShape, listen, loadConfig } from '../src/index.js';

describe('where a service listens', () => {
  it('when HOST is not set, then only loopback reaches it, so nothing gets around the gateway', async () => {
    const config = loadConfig(z.object(baseConfigShape), { PORT: '0' });
    const running = await listen(express(), config.PORT, config.HOST);
    try {
      expect(running.server.address()).toMatchObject({ address: '127.0.0.1' });
    } finally {
      await running.stop();
    }
  });
});
