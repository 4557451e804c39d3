/** Keeps search engines away from pages whose URL carries a personal code; React 19 hoists it into <head>. */
export function NoIndexMeta() {
  return <meta name="robots" content="noindex" />;
}
