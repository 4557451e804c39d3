// Answers reach the page in the same tick (see notifyQueriesAtOnce).
beforeAll(async () => {
  const { notifyQueriesAtOnce } = await import('../src/testing/notify-queries-at-once');
  notifyQueriesAtOnce();
});
