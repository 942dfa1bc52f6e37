import { KeyedQueue } from './keyed-queue.js';

/** A task that records when it starts and ends, and finishes when the test says so. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { task, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedQueue', () => {
  it('when tasks share a key, then each starts only after the one before has finished, in order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const a = controlled(log, 'a');
    const b = controlled(log, 'b');
    const c = controlled(log, 'c');
    const results = [queue.run('doc-1', a.task), queue.run('doc-1', b.task), queue.run('doc-1', c.task)];
    await tick();
    expect(log).toEqual(['start a']);
    b.finish();
    c.finish();
    await tick();
    expect(log).toEqual(['start a']);
    a.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('when tasks have different keys, then they run at the same time', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const a = controlled(log, 'a');
    const b = controlled(log, 'b');
    const results = Promise.all([queue.run('doc-1', a.task), queue.run('doc-2', b.task)]);
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    a.finish();
    expect(await results).toEqual(['a', 'b']);
  });

  it('when a task fails or throws, then only its caller sees the error and the next task of the key still runs', async () => {
    const queue = new KeyedQueue();
    const failing = queue.run('doc-1', async () => {
      throw new Error('write refused');
    });
    const throwing = queue.run('doc-1', () => {
      throw new Error('bad input');
    });
    const next = queue.run('doc-1', () => 'written');
    await expect(failing).rejects.toThrow('write refused');
    await expect(throwing).rejects.toThrow('bad input');
    await expect(next).resolves.toBe('written');
  });

  it('when many read-modify-writes of one value are queued at once, then none is lost', async () => {
    const queue = new KeyedQueue();
    const store = { count: 0 };
    const increment = async () => {
      const read = store.count;
      await tick();
      store.count = read + 1;
    };
    await Promise.all(Array.from({ length: 100 }, () => queue.run('counter', increment)));
    expect(store.count).toBe(100);
  });

  it('when a key has nothing left to run, then it is forgotten, and idle waits for what is running', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const a = controlled(log, 'a');
    void queue.run('doc-1', a.task);
    void queue.run('doc-2', () => 'b');
    expect(queue.busyKeys).toBe(2);
    const idle = queue.idle().then(() => log.push('idle'));
    await tick();
    expect(log).toEqual(['start a']);
    a.finish();
    await idle;
    expect(log).toEqual(['start a', 'end a', 'idle']);
    expect(queue.busyKeys).toBe(0);
  });
});
