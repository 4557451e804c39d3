import { PAGE_BOOT_DATA_ID, type TenantConfig } from '@enlace/shared/domain/core';

/** What the server put in the page for its first screen (deploy's shell-document.ts); each part may be missing. */
export interface PageBootData {
  config?: TenantConfig;
  imageVersion?: string | null;
  remotes?: { remotes: Record<string, string>; incompatible: Record<string, string> };
}

let bootData: PageBootData | undefined;

function readBootData(): PageBootData {
  if (bootData) return bootData;
  bootData = {};
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOT_DATA_ID)?.textContent;
  if (text) {
    try {
      bootData = JSON.parse(text) as PageBootData;
    } catch (error) {
      // Then the shell requests what it needs, as it does on a page served without the data.
      console.warn('The page boot data could not be read', error);
    }
  }
  return bootData;
}

/**
 * Takes one part of the page's boot data: given once, for the page's first load of it; a later load (a retry, a
 * configuration changed since) requests it from the server.
 */
export function takePageBootData<K extends keyof PageBootData>(key: K): PageBootData[K] | undefined {
  const data = readBootData();
  const value = data[key];
  delete data[key];
  return value;
}
