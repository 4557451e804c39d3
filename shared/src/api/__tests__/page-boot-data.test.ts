import { PAGE_BOOT_DATA_ID } from '@enlace/shared/domain/core';
import { useTenantStore } from '@enlace/shared/session';

/** A page as the server serves it: its boot data in a JSON script element. */
function servePage(bootData: unknown) {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_BOOT_DATA_ID}">${JSON.stringify(bootData)}</script>`;
}

const config = { primary_color: '#123456', company_name: 'Asociación Ñandú', assets: { folder: 'nandu' } };
const remotes = { remotes: { remote_public: '/remotes/public/mf-manifest.json' }, incompatible: {} };

// Each test loads the module afresh: the page's data is read once per page.
async function freshModules() {
  jest.resetModules();
  const { takePageBootData } = await import('../page-boot-data');
  const { applyPageTenantConfig } = await import('../load-tenant-config');
  const session = await import('@enlace/shared/session');
  return { takePageBootData, applyPageTenantConfig, useTenantStore: session.useTenantStore };
}

afterEach(() => {
  document.head.innerHTML = '';
  useTenantStore.setState({ config: null, imageVersion: null });
});

describe("the page's boot data", () => {
  it('gives each part once: a later load asks the server, and a page without the data asks it at once', async () => {
    servePage({ config, imageVersion: '2026-11-01T10:00:00.000Z', remotes });
    const { takePageBootData } = await freshModules();
    expect(takePageBootData('remotes')).toEqual(remotes);
    expect(takePageBootData('remotes')).toBeUndefined();
    expect(takePageBootData('config')).toEqual(config);

    document.head.innerHTML = '';
    const { takePageBootData: onAnotherPage } = await freshModules();
    expect(onAnotherPage('config')).toBeUndefined();
  });

  it("puts the tenant's configuration and its images' version in the store before anything renders", async () => {
    servePage({ config, imageVersion: '2026-11-01T10:00:00.000Z' });
    const modules = await freshModules();
    expect(modules.applyPageTenantConfig()).toBe(true);
    const state = modules.useTenantStore.getState();
    expect(state.config).toEqual(config);
    expect(state.imageVersion).toBe('2026-11-01T10:00:00.000Z');
    // Taken: a reload of the configuration (after a change of branding, say) goes to the server.
    expect(modules.applyPageTenantConfig()).toBe(false);
  });

  it('is ignored when unreadable, and the shell then requests what it needs', async () => {
    document.head.innerHTML = `<script type="application/json" id="${PAGE_BOOT_DATA_ID}">{not json</script>`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const modules = await freshModules();
    expect(modules.applyPageTenantConfig()).toBe(false);
    expect(modules.takePageBootData('remotes')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
