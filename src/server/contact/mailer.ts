// The e-mail the studio receives for each message: plain text and HTML, every field escaped for its context,
// Reply-To the visitor's bare address, and a Message-ID fixed by the message's id so a rare redelivery is
// recognisably the same. Its wording is content (src/content/contact-email.yaml), loaded by the contact module.
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { ContactEmailCopy } from '../../lib/contact/copy.ts';
import { fill } from '../../lib/text.ts';
import { brand } from '../../styles/brand.ts';
import { escapeHtml } from './html.ts';
import type { StoredMessage } from './outbox.ts';

export interface MailSettings {
  to: string;
  from: string;
  copy: ContactEmailCopy;
}

/** Validation already refuses line breaks in single-line fields; this keeps a header safe even if it did not. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function composeContactEmail(message: StoredMessage, { to, from, copy }: MailSettings): SendMailOptions {
  const name = oneLine(message.name);
  const company = oneLine(message.company);
  const email = oneLine(message.email);
  const received = new Intl.DateTimeFormat(copy.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: copy.timeZone,
  }).format(message.createdAt);
  const { labels } = copy;
  const rows: [string, string][] = [
    [labels.name, name],
    [labels.company, company],
    [labels.email, email],
    [labels.language, copy.languages[message.lang]],
    [labels.received, received],
  ];
  const replyHint = fill(copy.replyHint, { name });
  const reference = fill(copy.reference, { id: message.id });
  const text = [
    copy.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${labels.details}:`,
    message.comments,
    '',
    '--',
    replyHint,
    reference,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(copy.language)}">
<body style="font-family: Arial, sans-serif; color: ${brand.ink}; line-height: 1.5">
<p>${escapeHtml(copy.intro)}</p>
<table cellpadding="4" cellspacing="0">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size: 1em">${escapeHtml(labels.details)}</h2>
<p>${escapeHtml(message.comments).replace(/\n/g, '<br>\n')}</p>
<hr>
<p style="color: ${brand.muted}">${escapeHtml(replyHint)} ${escapeHtml(reference)}</p>
</body>
</html>`;
  return {
    from,
    to,
    // The bare address: a visitor's name never becomes a display name that mail clients would show as trusted.
    replyTo: email,
    subject: fill(copy.subject, { name, company }),
    messageId: `<${message.id}@lumbre.com.ar>`,
    date: new Date(message.createdAt),
    text,
    html,
  };
}

export interface Mailer {
  send: (message: StoredMessage) => Promise<void>;
  close: () => void;
}

/** Timeouts well inside the outbox lease, so a hanging server cannot keep a message past its claim. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createMailer(smtpUrl: string, settings: MailSettings): Mailer {
  // A pooled connection: a burst (a flush after an outage) costs one SMTP handshake, not one per message.
  const transport = createTransport({ pool: true, maxConnections: 1, url: smtpUrl, ...timeouts });
  return {
    async send(message) {
      const info = await transport.sendMail(composeContactEmail(message, settings));
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}`);
    },
    close() {
      transport.close();
    },
  };
}
