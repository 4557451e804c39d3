import { remoteFilesApp } from './remote-files-app.ts';

/** Serves one built remote from its own origin, as a separate deployment would (CORS for the shell). */
export async function serveRemote(dir: string, port: number): Promise<() => Promise<void>> {
  const app = await remoteFilesApp(dir);
  await app.listen({ host: '127.0.0.1', port });
  return () => app.close();
}

// Run as a process of its own: `tsx serve-remote.ts <dir> <port>` (the e2e suite stops and restarts one).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: serve-remote <dir> <port>');
    process.exit(2);
  }
  const close = await serveRemote(dir, Number(port));
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
