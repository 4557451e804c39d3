// Test double of @enlace/shared/api.
export const fetchCurrentUser = jest.fn();
export const loadTenantConfig = jest.fn();
export const apiPatch = jest.fn(() => Promise.resolve({}));
