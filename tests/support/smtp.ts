// A real SMTP server on 127.0.0.1 for the contact tests (smtp-server), reading what arrives with mailparser.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './server.ts';

export interface ReceivedMail {
  /** Recipients the client gave in RCPT TO: what the SMTP envelope delivers to, whatever the headers say. */
  rcptTo: string[];
  mailFrom: string | null;
  raw: string;
  parsed: ParsedMail;
}

export interface MailSink {
  port: number;
  /** What the site's SMTP_URL points at. */
  url: string;
  received: ReceivedMail[];
  /** Accepts connections (again) on the same port. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** While true, new messages are read but never answered: the sender hangs waiting for the server's 250. */
  stall: boolean;
  /** Mail transactions begun (MAIL FROM) and neither answered nor dropped: a message still on its way. */
  inTransit: number;
  /** Messages read in full and held unanswered (never counted as received, even after stalling ends). */
  held: number;
  /** Extra time before each message is accepted. */
  delayMs: number;
  /** Messages received whose text contains `marker`. */
  withMarker: (marker: string) => ReceivedMail[];
}

/** A mail sink on a free port; not listening until `start()` (so tests can begin with the mail server down). */
export async function createMailSink(): Promise<MailSink> {
  const port = await freePort();
  const transacting = new Set<string>();
  let reading = 0;
  const countInTransit = () => (sink.inTransit = transacting.size + reading);
  let server: SMTPServer | undefined;
  const sink: MailSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    stall: false,
    held: 0,
    inTransit: 0,
    delayMs: 0,
    withMarker: (marker) =>
      sink.received.filter((mail) => mail.raw.includes(marker) || String(mail.parsed.text).includes(marker)),
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 200,
        // No DNS here: a reverse lookup of 127.0.0.1 would only add its timeout to every message.
        disableReverseLookup: true,
        onMailFrom(_address, session, callback) {
          transacting.add(session.id);
          countInTransit();
          callback();
        },
        onClose(session) {
          transacting.delete(session.id);
          countInTransit();
        },
        onData(stream, session, callback) {
          // Decided when the message starts, so one held while stalling is never answered later.
          const stalled = sink.stall;
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            if (stalled) {
              sink.held++;
              return;
            }
            // Read in full: still on its way until it is received, even if the sender hangs up meanwhile.
            reading++;
            countInTransit();
            // eslint-disable-next-line no-restricted-globals -- a mail server slow on purpose, as a test asks
            if (sink.delayMs) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
            const raw = Buffer.concat(chunks);
            sink.received.push({
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              raw: raw.toString('utf8'),
              parsed: await simpleParser(raw),
            });
            reading--;
            transacting.delete(session.id);
            countInTransit();
            callback();
          });
        },
      });
      server.on('error', () => undefined);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  return sink;
}

/** How often each message id arrived, by the Message-ID the mailer derives from it (`<id@lumbre.com.ar>`). */
export function arrivals(mail: Pick<MailSink, 'received'>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { parsed } of mail.received) {
    const id = /^<(.+)@lumbre\.com\.ar>$/.exec(parsed.messageId ?? '')?.[1] ?? `unknown ${parsed.messageId}`;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
