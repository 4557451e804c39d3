// The fields' labels and the enumerations' options (namespace `domain`) arrive in a chunk of their own, which the
// shell waits for before it shows an area; tests wait for them once their modules have registered them.
beforeAll(async () => {
  const { translationsReady } = await import('../src/i18n');
  await translationsReady();
});
