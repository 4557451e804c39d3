/** The four pages users open most, which the front-end benchmarks measure; the signed-in ones with their account. */
export const MEASURED_PAGES: readonly { name: string; path: string; account?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'intranet volunteers', path: '/intranet/volunteer', account: 'admin@demo.example.org' },
  { name: 'volunteer home', path: '/volunteer', account: 'voluntaria@demo.example.org' },
];

/** The pages whose name starts with one of the comma-separated words of `choice` (e.g. `login,home`); all without. */
export const measuredPages = (choice: string | undefined) => {
  const words = choice?.split(',').map((word) => word.trim());
  return words
    ? MEASURED_PAGES.filter((page) => words.some((word) => page.name.startsWith(word)))
    : MEASURED_PAGES;
};
