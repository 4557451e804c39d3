// Test double of @module-federation/enhanced/runtime.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
