// Deep pages of the big person lists, without walking to them (docs/adr/0053-deep-pages.md).
//
// A page far down a list of 100,000 people walks every index entry before it. Per list (tenant, filter, order),
// this keeps the sort keys of every `step`-th person, its anchors, read in one pass of `step`-long jumps through
// the list's index; a deep page then starts at the anchor before it and walks fewer than `step` entries. Anchors
// hold only while the tenant's people are as they were read: every write that can change a list's members or
// order gives the tenant's people a new version (migration 0013), and anchors are used only for a page whose own
// statement reads the version they were read at. Otherwise they are read again; if the people change while that happens,
// the page is served the plain way. So a page is always exactly what walking from the start would give.

/** The sort keys of one person of a list, in the list's order: its sort columns, then its id. */
export type AnchorKeys = readonly (string | number)[];

/** A version of a tenant's people as read (bigint: a string from PostgreSQL; null: none yet). */
export type Version = number | string | null;

/** A person's sort keys (k0, k1…) with the version they were read at. */
export type AnchorRow = Record<`k${number}`, string | number> & { version: Version };

/** What a deep page of a list needs from the database (built by personListQueries). */
export interface AnchoredList<R> {
  /** The list: tenant, people, filter and order. */
  key: string;
  /** How many of the list's people come before the page, and how many it shows. */
  offset: number;
  take: number;
  /** The list's total and the version of its tenant's people, from one statement. */
  totalAndVersion: { executeTakeFirstOrThrow(): Promise<{ total: number | string; version: Version }> };
  /** How many sort keys a person has in this list (its order's columns, then its id). */
  keyCount: number;
  /**
   * The person `step` places after `after` (after the start, without it): its keys as k0, k1… and the version.
   */
  anchorAfter(
    after: AnchorKeys | undefined,
    step: number,
  ): { executeTakeFirst(): Promise<AnchorRow | undefined> };
  /** The page's rows: those after the `skip` people that follow the anchor, each with the total and version. */
  pageAfter(anchor: AnchorKeys, skip: number): { execute(): Promise<(R & { version: Version })[]> };
}

interface Anchors {
  version: number;
  /** points[i]: the keys of the person at place (i + 1) × step of the list (counting from 1). */
  points: AnchorKeys[];
}

export interface PersonListAnchorOptions {
  /** People between two anchors: a deep page walks fewer than this. */
  step?: number;
  /** Pages that start before this place walk from the start (cheaper than keeping anchors for them). */
  minOffset?: number;
  /** Lists whose anchors are kept (the least recently used go first). */
  maxLists?: number;
}

export interface PersonListAnchors {
  readonly minOffset: number;
  /**
   * The page of a list from its anchors, reading them first when there are none for the people as they are now;
   * undefined when they cannot serve it (the people changed meanwhile): the caller then serves it the plain way.
   */
  page<R extends { total: number | string }>(
    list: AnchoredList<R>,
  ): Promise<{ rows: Omit<R, 'total'>[]; total: number } | undefined>;
}

const versionOf = (version: Version) => (version === null ? undefined : Number(version));

/** The anchors of one API process (one database): each repository that pages big lists keeps one. */
export function createPersonListAnchors({
  step = 1_000,
  minOffset = 3_000,
  maxLists = 64,
}: PersonListAnchorOptions = {}): PersonListAnchors {
  const lists = new Map<string, Anchors>();
  // Concurrent deep pages of a list whose anchors are stale read them once.
  const reading = new Map<string, Promise<Anchors | undefined>>();

  const remember = (key: string, anchors: Anchors) => {
    lists.delete(key);
    lists.set(key, anchors);
    if (lists.size > maxLists) lists.delete(lists.keys().next().value!);
  };

  /** Every step-th person of the list, if the version stays `version` throughout (one jump per statement). */
  async function read<R>(
    list: AnchoredList<R>,
    version: number,
    total: number,
  ): Promise<Anchors | undefined> {
    const points: AnchorKeys[] = [];
    let after: AnchorKeys | undefined;
    while (points.length < Math.floor(total / step)) {
      const next = await list.anchorAfter(after, step).executeTakeFirst();
      if (!next || versionOf(next.version) !== version) return undefined;
      after = Array.from({ length: list.keyCount }, (_, index) => next[`k${index}`]);
      points.push(after);
    }
    return { version, points };
  }

  /** The page from the anchors, if the page's own statement reads the people as they were read. */
  async function fromAnchors<R extends { total: number | string }>(list: AnchoredList<R>, anchors: Anchors) {
    const before = Math.floor(list.offset / step);
    const anchor = anchors.points[before - 1];
    if (!anchor) return undefined;
    const rows = await list.pageAfter(anchor, list.offset - before * step).execute();
    if (!rows.length || versionOf(rows[0]!.version) !== anchors.version) return undefined;
    const withoutCounts = rows.map(({ total: _total, version: _version, ...row }) => row);
    return {
      rows: withoutCounts as unknown as Omit<(typeof rows)[number], 'total'>[],
      total: Number(rows[0]!.total),
    };
  }

  /** Anchors for the people as they are at `version`, read by one caller at a time per list. */
  function anchorsAt<R>(list: AnchoredList<R>, version: number, total: number) {
    let pending = reading.get(list.key);
    if (!pending) {
      pending = read(list, version, total);
      reading.set(list.key, pending);
      const done = () => {
        if (reading.get(list.key) === pending) reading.delete(list.key);
      };
      pending.then(done, done);
    }
    return pending;
  }

  return {
    minOffset,
    async page(list) {
      // With anchors already read, one statement: the page carries the version it was read at.
      const known = lists.get(list.key);
      if (known) {
        const served = await fromAnchors(list, known);
        if (served) return served;
      }
      // None yet, or the people changed since (or the page is past the end): the total and version first.
      const now = await list.totalAndVersion.executeTakeFirstOrThrow();
      const total = Number(now.total);
      const version = versionOf(now.version);
      if (list.offset >= total) return { rows: [], total };
      if (version === undefined) return undefined;
      const anchors = known?.version === version ? known : await anchorsAt(list, version, total);
      if (anchors?.version !== version) return undefined;
      remember(list.key, anchors);
      const served = await fromAnchors(list, anchors);
      // The page's statement saw other people than the anchors did: the caller reads it the plain way.
      return served?.total === total ? served : undefined;
    },
  };
}
