import { FairQueue } from '../../server/src/lib/fair-queue';

// Issue #28: the queue in front of password hashes, picture checks and poster drawings. Tasks
// here are held open by the test and released one by one, so the order they start in is seen.

function harness(options: ConstructorParameters<typeof FairQueue>[0]) {
  const queue = new FairQueue(options);
  const started: string[] = [];
  const gates: (() => void)[] = [];
  const ask = (
    name: string,
    key: string,
    extra: { priority?: boolean; signal?: AbortSignal } = {},
  ) =>
    queue
      .run({ key, ...extra }, () => {
        started.push(name);
        return new Promise<string>((resolve) => gates.push(() => resolve(name)));
      })
      .catch((error: { key?: string }) => `refused ${error.key}`);
  const releaseAll = async () => {
    while (gates.length > 0 || queue.size.waiting > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { queue, started, ask, releaseAll };
}

test('an owner goes first, then the key charged least; a full queue drops the heaviest newest', async () => {
  const h = harness({ concurrency: 1, queueMax: 2, perKey: 10, chargeOnStart: false });
  for (let i = 0; i < 3; i += 1) h.queue.charge('flood');
  const answers = [
    h.ask('running', 'other'),
    h.ask('flood-1', 'flood'),
    h.ask('flood-2', 'flood'),
    h.ask('newcomer', 'new'),
    // The queue holds 2: the newcomer took flood-2's place, the owner takes flood-1's.
    h.ask('owner', 'owner', { priority: true }),
  ];
  await h.releaseAll();
  expect(await Promise.all(answers)).toEqual([
    'running',
    'refused serverBusy',
    'refused serverBusy',
    'newcomer',
    'owner',
  ]);
  expect(h.started).toEqual(['running', 'owner', 'newcomer']);
});

test('a waiting task whose client left, or that waited its time, leaves the queue', async () => {
  const h = harness({ concurrency: 1, queueMax: 5, perKey: 10, maxWaitMs: 20 });
  const left = new AbortController();
  const answers = [h.ask('running', 'a'), h.ask('gone', 'b', { signal: left.signal })];
  left.abort();
  const late = h.ask('late', 'c');
  expect(await late).toBe('refused serverBusy');
  await h.releaseAll();
  expect(await Promise.all(answers)).toEqual(['running', 'refused serverBusy']);
  expect(h.started).toEqual(['running']);
  expect(h.queue.size).toEqual({ running: 0, waiting: 0 });
});

test('a new minute does not forget a flood: a newcomer still takes its place', async () => {
  // The login-flood test's fresh address was told "system busy" twice when its sign-ins fell
  // just after a minute's turn: the flood's counts were gone, and it weighed no more than them.
  let now = 1_000 * 60_000 + 59_000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const h = harness({ concurrency: 1, queueMax: 1, perKey: 10, chargeOnStart: false });
    for (let i = 0; i < 3; i += 1) h.queue.charge('flood');
    const answers = [h.ask('running', 'other'), h.ask('flood-1', 'flood')];
    now += 2_000;
    answers.push(h.ask('newcomer', 'new'));
    await h.releaseAll();
    expect(await Promise.all(answers)).toEqual(['running', 'refused serverBusy', 'newcomer']);
  } finally {
    clock.mockRestore();
  }
});
