import { describe, expect, it } from '@jest/globals';
import { importInTurn } from './import-in-turn';

describe('the app\'s scripts a server-rendered page evaluates once it has painted', () => {
  it('evaluates each chunk in the order listed, in a task of its own, and the entry last', async () => {
    const steps: string[] = [];
    const entryModule = { rendered: true };
    const imported = await importInTurn(
      ['/assets/landing.js', '/assets/landing-later.js', '/assets/app.js'],
      '/assets/main.js',
      async (url) => {
        steps.push(`evaluate ${url}`);
        return url === '/assets/main.js' ? entryModule : {};
      },
      async () => {
        steps.push('browser\'s turn');
      },
    );
    expect(steps).toEqual([
      'evaluate /assets/landing.js',
      'browser\'s turn',
      'evaluate /assets/landing-later.js',
      'browser\'s turn',
      'evaluate /assets/app.js',
      'browser\'s turn',
      'evaluate /assets/main.js',
    ]);
    expect(imported).toBe(entryModule);
  });

  it('does not evaluate the entry when a chunk it imports failed to load, and says so', async () => {
    const evaluated: string[] = [];
    const failure = new Error('Failed to fetch dynamically imported module: /assets/app.js');
    const importing = importInTurn(
      ['/assets/landing.js', '/assets/app.js'],
      '/assets/main.js',
      async (url) => {
        if (url === '/assets/app.js') throw failure;
        evaluated.push(url);
        return {};
      },
      async () => undefined,
    );
    await expect(importing).rejects.toBe(failure);
    expect(evaluated).toEqual(['/assets/landing.js']);
  });

  it('with no chunks listed (an older page), evaluates the entry alone', async () => {
    const evaluated: string[] = [];
    await importInTurn([], '/assets/main.js', async (url) => {
      evaluated.push(url);
      return {};
    });
    expect(evaluated).toEqual(['/assets/main.js']);
  });
});
