/**
 * `setData` the way WeChat applies it: each key is a data path (`root.cn.[0].v`, `list[2].name`,
 * `a.b`), the value replaces what is at that path, and missing objects and arrays on the way are
 * created. WeChat sends the payload to the view layer as JSON, so its size is what counts against
 * the documented limit.
 */

export type PathStep = string | number;

/** `root.cn.[0].cn.[12].v` -> ['root', 'cn', 0, 'cn', 12, 'v']. */
export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(path))) {
    if (match[2] !== undefined) steps.push(Number(match[2]));
    else steps.push(match[1]);
  }
  if (steps.length === 0) throw new Error(`setData: empty data path "${path}"`);
  return steps;
}

export function applySetData(target: Record<string, unknown>, payload: Record<string, unknown>) {
  for (const [path, value] of Object.entries(payload)) {
    const steps = parsePath(path);
    let node: Record<string | number, unknown> = target;
    for (let i = 0; i < steps.length - 1; i += 1) {
      const step = steps[i];
      const next = node[step];
      if (next === null || typeof next !== 'object') {
        node[step] = typeof steps[i + 1] === 'number' ? [] : {};
      }
      node = node[step] as Record<string | number, unknown>;
    }
    // WeChat hands the view layer a copy: later changes to the object do not leak into data.
    node[steps[steps.length - 1]] = value === undefined ? undefined : clone(value);
  }
}

/** What the view layer receives (JSON), so functions and undefined vanish as they do there. */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Bytes of the payload as WeChat serialises it for the view layer. */
export function payloadBytes(payload: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(payload), 'utf8');
}
