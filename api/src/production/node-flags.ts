/**
 * The V8 heap settings every `serve` process starts with (the Dockerfile's command, the systemd unit, the topology
 * test and the benchmarks' server): docs/adr/0079-compiled-api-server.md. Without them V8 sizes its heap for the
 * machine's memory and leaves garbage uncollected far beyond what the process uses: an import of a 10 MB file
 * lifted a process to ~290 MB resident that lives on ~50 MB of heap. 192 MB of old space still takes 16 imports
 * of 10 MB files at once (measured), and 8 MB semi-spaces keep the young generation small.
 */
export const SERVE_NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'] as const;
