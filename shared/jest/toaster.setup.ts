// The app loads notistack with its first toast; tests load it up front, so that how soon a first toast shows
// does not depend on how busy the machine is.
beforeAll(async () => {
  const { preloadToaster } = await import('../src/ui/components/ui-providers');
  await preloadToaster();
});
