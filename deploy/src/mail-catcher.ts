import { MailDev } from 'maildev';

/** The local mail catcher: every email the API sends lands here, readable in a browser. */
export async function startMailCatcher(smtpPort: number, webPort: number): Promise<() => Promise<void>> {
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  });
  await maildev.start();
  return () => maildev.stop();
}
