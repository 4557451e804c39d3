import fs from 'node:fs';

// CPU time is what a busy shared machine distorts least: wall-clock figures there depend on who else runs, CPU
// milliseconds per request or per query much less. Linux only (/proc); elsewhere the figures show as '-'.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux for every architecture that matters here

/** User + system CPU milliseconds a process has used so far, or undefined when it cannot be read. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3 (state); utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds of this process so far (more precise than /proc). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** CPU of a set of processes (by pid) between two moments; pids that appear later start from zero. */
export class CpuMeter {
  private readonly start = new Map<number, number>();

  constructor(private readonly pids: () => Promise<number[]>) {}

  async begin(): Promise<void> {
    this.start.clear();
    for (const pid of await this.pids()) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) this.start.set(pid, ms);
    }
  }

  /** CPU milliseconds used since begin(), or undefined when /proc is not readable. */
  async end(): Promise<number | undefined> {
    let total = 0;
    let readable = false;
    for (const pid of new Set([...this.start.keys(), ...(await this.pids())])) {
      const ms = processCpuMs(pid);
      if (ms === undefined) continue;
      readable = true;
      total += ms - (this.start.get(pid) ?? 0);
    }
    return readable ? total : undefined;
  }
}
