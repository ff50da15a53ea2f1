/** A real SMTP server for the e2e portal, with a small HTTP mailbox the specs read mail from. */
import http from 'node:http';
import { startSmtpCatcher } from '../../apps/server/src/test/smtp-catcher.ts';
import { MAILBOX_PORT, SMTP_PORT } from './ports.ts';

const smtp = await startSmtpCatcher(SMTP_PORT);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  if (url.pathname === '/health') return response.end('ok');
  const to = url.searchParams.get('to');
  const mails = to ? smtp.mails.filter((mail) => mail.to.includes(to)) : smtp.mails;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails));
});
server.listen(MAILBOX_PORT, '127.0.0.1');

const stop = () => {
  server.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
