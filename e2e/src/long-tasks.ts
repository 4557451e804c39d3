// `pnpm bench:long-tasks`: what blocks the main thread while a page loads, the part of Lighthouse's Total Blocking
// Time that a change can act on. One cold load of each page (the pages of bench:lighthouse) under a fourfold CPU
// slowdown, traced by Chromium: every task over 50 ms, and inside each the functions and scripts that took its time
// (the CPU profiler's samples). LONG_TASK_PAGES picks pages like LIGHTHOUSE_PAGES; LONG_TASK_RUNS loads each page
// that many times (default 1) and prints each load. Against the server of bench-server.ts, on a quiet machine.
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { benchServer } from './bench-server.ts';
import { chromiumArgs } from './environment.ts';
import { measuredPages } from './measured-pages.ts';
import { decideCookies, signInAndLand } from './session.ts';

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 1) || 1;

const measured = measuredPages(process.env.LONG_TASK_PAGES);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

async function trace(session: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      recordMode: 'recordAsMuchAsPossible',
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  await load();
  const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.end');
  await done;
  return events;
}

const shortUrl = (url: string) => (url ? (url.split('/').pop() ?? url) : '(native)');

/** The page's main thread: the renderer thread that evaluated the most scripts (a blank page has its own). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'EvaluateScript' && event.name !== 'FunctionCall') continue;
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return undefined;
  const [pid, tid] = busiest.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** The trace's own time of each kind of work inside a task (script, style, layout, parsing…), nested work apart. */
function selfTimes(mainEvents: TraceEvent[], task: TraceEvent): Map<string, number> {
  const end = task.ts + (task.dur ?? 0);
  const inside = mainEvents
    .filter(
      (event) =>
        event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const times = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (entry: { event: TraceEvent; children: number }) => {
    const own = ((entry.event.dur ?? 0) - entry.children) / 1000;
    times.set(entry.event.name, (times.get(entry.event.name) ?? 0) + own);
    if (stack.length > 0) stack.at(-1)!.children += entry.event.dur ?? 0;
  };
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= event.ts)
      close(stack.pop()!);
    stack.push({ event, children: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  const covered = [...times.values()].reduce((sum, time) => sum + time, 0);
  times.set('(task itself)', (task.dur ?? 0) / 1000 - covered);
  return times;
}

function report(events: TraceEvent[]): void {
  const main = mainThread(events);
  if (!main) throw new Error('No renderer main thread in the trace');
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);

  // The CPU profile's samples, each with its time and its node (function).
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // The main thread's profile (a worker of the page has its own): its chunks share the profile's id.
  const profile = events.find((each) => each.name === 'Profile' && onMain(each));
  const chunks = events.filter((each) => each.name === 'ProfileChunk' && each.id === profile?.id);
  for (const event of chunks) {
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = samples.at(-1)?.ts ?? profile?.args?.data?.startTime ?? 0;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  const frameOf = (id: number) => nodes.get(id)?.callFrame;
  const scriptOf = (id: number): string => {
    // The first script up the stack: a native or library function is counted to the file that called it.
    for (
      let node = nodes.get(id);
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    ) {
      if (node.callFrame.url) return shortUrl(node.callFrame.url);
    }
    return '(no script)';
  };
  const callerOf = (id: number) => {
    const parent = nodes.get(id)?.parent;
    return parent === undefined ? undefined : frameOf(parent);
  };

  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + (task.dur ?? 0));
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    const interval = inside.length > 1 ? (inside.at(-1)!.ts - inside[0]!.ts) / 1000 / (inside.length - 1) : 0;
    for (const sample of inside) {
      const frame = frameOf(sample.node);
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      // A native function (appendChild, JSON.parse…) is named with the script function that called it.
      const caller = frame.url ? undefined : callerOf(sample.node);
      const name =
        `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}` +
        (caller
          ? ` ← ${caller.functionName || '(anonymous)'} ${shortUrl(caller.url)}:${caller.lineNumber + 1}`
          : '');
      byFunction.set(name, (byFunction.get(name) ?? 0) + interval);
      const script = scriptOf(sample.node);
      byScript.set(script, (byScript.get(script) ?? 0) + interval);
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, time]) => `${name} ${time.toFixed(0)}`)
        .join(' · ');
    console.log(`    task at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`);
    console.log(`      work: ${top(selfTimes(events.filter(onMain), task), 6)}`);
    console.log(`      scripts: ${top(byScript, 6)}`);
    console.log(`      functions: ${top(byFunction, 6)}`);
  }
  console.log(
    `    ${tasks.length} long tasks, ${blocking.toFixed(0)} ms over ${LONG_TASK_MS} ms in all (×${SLOWDOWN} CPU)`,
  );
}

async function loadTraced(page: Page, url: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  // Lighthouse loads a page from a blank one: the previous page's teardown is not part of the load.
  await page.goto('about:blank');
  const events = await trace(session, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A slowed-down page goes on rendering after its last request.
    await page.waitForTimeout(3000);
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.detach();
  report(events);
}

const { baseUrl, stop } = await benchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  for (const entry of measured) {
    const context = await browser.newContext({ baseURL: baseUrl });
    await decideCookies(context, baseUrl);
    const page = await context.newPage();
    if (entry.account) await signInAndLand(page, entry.account);
    for (let run = 0; run < RUNS; run++) {
      console.log(`${entry.name} (${entry.path}), load ${run + 1}`);
      await loadTraced(page, `${baseUrl}${entry.path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
