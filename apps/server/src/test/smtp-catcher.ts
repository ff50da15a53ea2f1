import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `headers`: the header block, each header on one line. */
export type CaughtMail = { to: string[]; subject: string; text: string; headers: string };

/** Decodes the quoted-printable body nodemailer sends for long or non-ASCII lines. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A part's body as text, by its transfer encoding. */
function decodeBody(headers: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parse(raw: string, to: string[]): CaughtMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n\s+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  // A mail with an HTML part too: its text is the text/plain part.
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const plain = boundary
    ? body
        .split(`--${boundary}`)
        .map((part) => part.replace(/^\r?\n/, ''))
        .find((part) => /^Content-Type: text\/plain/im.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    : undefined;
  if (plain !== undefined) {
    const [partHead = '', ...partBody] = plain.split(/\r?\n\r?\n/);
    return {
      to,
      subject: decodeSubject(subject),
      text: decodeBody(partHead.replace(/\r?\n\s+/g, ' '), partBody.join('\n\n')).trimEnd(),
      headers,
    };
  }
  return { to, subject: decodeSubject(subject), text: decodeBody(headers, body), headers };
}

function decodeSubject(subject: string): string {
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, encoded: string) => decodeQuotedPrintable(encoded.replaceAll('_', ' ')))
    .replace(/=\?utf-8\?B\?(.*?)\?=/gi, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'));
}

/** A real SMTP server on a free port that keeps every mail it receives. */
export async function startSmtpCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const arrivals = new EventEmitter();
  let failing = false;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) {
          refusals += 1;
          return callback(new Error('mailbox unavailable'));
        }
        mails.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** How many messages the server refused while failing. */
    get refusals() {
      return refusals;
    },
    /** Makes the server refuse every message, as an outage would. */
    setFailing(value: boolean) {
      failing = value;
    },
    /** The latest mail to `to`, once one has arrived. */
    async waitFor(to: string, timeoutMs = 5_000): Promise<CaughtMail> {
      const signal = AbortSignal.timeout(timeoutMs);
      for (;;) {
        const mail = mails.findLast((item) => item.to.includes(to));
        if (mail) return mail;
        await once(arrivals, 'mail', { signal }).catch(() => {
          throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
