// The topology's mail relay, a process of its own so that it can go down and come back:
// `node --import tsx topology/mail-relay.ts <smtp port> <web port>`; SIGTERM stops it.
import { startMailCatcher } from '../src/mail-catcher.ts';

const [smtpPort, webPort] = process.argv.slice(2).map(Number);
const stop = await startMailCatcher(smtpPort!, webPort!);
process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
