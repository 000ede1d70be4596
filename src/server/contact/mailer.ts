// The e-mail the studio receives for each message: plain text and HTML, every field escaped for its context,
// Reply-To the visitor, and a Message-ID fixed by the message's id so a rare redelivery is recognisably the same.
import { createTransport, type SendMailOptions } from 'nodemailer';
import { escapeHtml } from './html.ts';
import type { StoredMessage } from './outbox.ts';

export interface MailSettings {
  to: string;
  from: string;
}

const languageNames = { es: 'español', en: 'inglés' } as const;
const dateFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** Validation already refuses line breaks in single-line fields; this keeps a header safe even if it did not. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function composeContactEmail(message: StoredMessage, { to, from }: MailSettings): SendMailOptions {
  const name = oneLine(message.name);
  const company = oneLine(message.company);
  const email = oneLine(message.email);
  const received = dateFormat.format(message.createdAt);
  const rows: [string, string][] = [
    ['Nombre', name],
    ['Empresa', company],
    ['E-mail', email],
    ['Idioma del sitio', languageNames[message.lang]],
    ['Recibido', received],
  ];
  const text = [
    'Nuevo mensaje desde el formulario de contacto de la web.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Detalles del proyecto:',
    message.comments,
    '',
    '--',
    `Respondé este correo para escribirle a ${name}.`,
    `Mensaje ${message.id}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: Arial, sans-serif; color: #0d0d0f; line-height: 1.5">
<p>Nuevo mensaje desde el formulario de contacto de la web.</p>
<table cellpadding="4" cellspacing="0">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size: 1em">Detalles del proyecto</h2>
<p>${escapeHtml(message.comments).replace(/\n/g, '<br>\n')}</p>
<hr>
<p style="color: #55555c">Respondé este correo para escribirle a ${escapeHtml(name)}. Mensaje ${escapeHtml(message.id)}</p>
</body>
</html>`;
  return {
    from,
    to,
    replyTo: { name, address: email },
    subject: `Nuevo contacto: ${name} (${company})`,
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
