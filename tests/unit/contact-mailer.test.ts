import { describe, expect, it } from 'vitest';
import MailComposer from 'nodemailer/lib/mail-composer';
import { simpleParser } from 'mailparser';
import { writeFileSync } from 'node:fs';
import { composeContactEmail, oneLine } from '../../src/server/contact/mailer.ts';
import { escapeHtml } from '../../src/server/contact/html.ts';
import type { StoredMessage } from '../../src/server/contact/outbox.ts';
import type { ContactEmailCopy } from '../../src/lib/contact/copy.ts';
import { loadContactEmailCopy } from '../../src/lib/contact/email.ts';
import { tempDb } from '../support/contact.ts';

// Wording of our own, so these tests check how the e-mail is built, whatever src/content/contact-email.yaml says.
const copy: ContactEmailCopy = {
  language: 'en-GB',
  timeZone: 'UTC',
  subject: 'Lead: {name} from {company}',
  intro: 'A message from the website.',
  labels: {
    name: 'Who',
    company: 'Where',
    email: 'Address',
    language: 'Site language',
    received: 'Received',
    details: 'Project',
  },
  languages: { es: 'Spanish', en: 'English' },
  replyHint: 'Reply to write to {name}.',
  reference: 'Message {id}',
};
const settings = { to: 'hola@lumbre.com.ar', from: 'Lumbre website <no-reply@lumbre.com.ar>', copy };

function message(fields: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: '6f1c7a8e-2c55-4bb1-9d7e-0a3c5e9b1f00',
    lang: 'es',
    createdAt: Date.UTC(2026, 2, 14, 15, 30),
    name: 'Ana Rodríguez',
    company: 'Estudio Norte',
    email: 'ana@norte.com.ar',
    comments: 'Una web nueva.\nCon tienda.',
    status: 'sending',
    attempts: 1,
    nextAttemptAt: 0,
    lastAttemptAt: 0,
    leaseOwner: 'x',
    leaseUntil: 0,
    sentAt: null,
    lastError: null,
    requestKey: null,
    ...fields,
  };
}

/** The e-mail as the SMTP server would receive it, read back by a real parser. */
async function wire(stored: StoredMessage) {
  const raw = await new MailComposer(composeContactEmail(stored, settings)).compile().build();
  return { raw: raw.toString('utf8'), parsed: await simpleParser(raw) };
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('the studio e-mail', () => {
  it('carries every field in plain text and HTML with the wording of its copy, replies to the visitor, and names itself by the message id', async () => {
    const { parsed } = await wire(message());
    expect(parsed.subject).toBe('Lead: Ana Rodríguez from Estudio Norte');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { address: 'hola@lumbre.com.ar', name: '' },
    ]);
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@lumbre.com.ar', name: 'Lumbre website' }]);
    expect(parsed.replyTo?.value).toEqual([{ address: 'ana@norte.com.ar', name: '' }]);
    expect(parsed.messageId).toBe('<6f1c7a8e-2c55-4bb1-9d7e-0a3c5e9b1f00@lumbre.com.ar>');
    for (const line of [
      'A message from the website.',
      'Who: Ana Rodríguez',
      'Where: Estudio Norte',
      'Address: ana@norte.com.ar',
      'Site language: Spanish',
      'Received: 14 March 2026 at 15:30',
      'Project:\nUna web nueva.\nCon tienda.',
      'Reply to write to Ana Rodríguez.',
      'Message 6f1c7a8e-2c55-4bb1-9d7e-0a3c5e9b1f00',
    ]) {
      expect(parsed.text).toContain(line);
    }
    for (const value of [
      '<html lang="en-GB">',
      '<th align="left">Who</th><td>Ana Rodríguez</td>',
      'Estudio Norte',
      'ana@norte.com.ar',
      'Una web nueva.<br>\nCon tienda.',
    ]) {
      expect(parsed.html).toContain(value);
    }
  });

  it("never makes the visitor's name a display name, even one that looks like an address", async () => {
    const { raw, parsed } = await wire(message({ name: 'CEO <ceo@lumbre.com.ar>' }));
    expect(parsed.replyTo?.value).toEqual([{ address: 'ana@norte.com.ar', name: '' }]);
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).toMatch(/^Reply-To: ana@norte\.com\.ar$/m);
  });

  it('escapes markup in every field of the HTML body', async () => {
    const evil = '<script>alert("x")</script>';
    const { parsed } = await wire(
      message({
        name: `<b>${evil}</b>`,
        company: `<img src=x onerror=alert(1)>`,
        email: `o'brien&co@norte.com`,
        comments: `${evil}\n<a href="javascript:alert(1)">x</a>`,
      }),
    );
    const html = String(parsed.html);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain('&lt;b&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('o&#39;brien&amp;co@norte.com');
    // The plain-text part is the visitor's text as written: it is never rendered as markup.
    expect(parsed.text).toContain(evil);
  });

  it('keeps a line break in a one-line field from becoming a header, even past validation', async () => {
    expect(oneLine('Ana\r\nBcc: victim@example.com')).toBe('Ana Bcc: victim@example.com');
    const { raw, parsed } = await wire(
      message({
        name: 'Ana\r\nBcc: victim@example.com',
        company: 'Norte\nX-Injected: yes',
        email: 'ana@norte.com.ar\r\nCc: other@example.com',
      }),
    );
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('cc')).toBe(false);
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((to) => to.address) : []).toEqual([
      'hola@lumbre.com.ar',
    ]);
  });

  it('encodes non-ASCII names in headers instead of sending them raw', async () => {
    const { raw, parsed } = await wire(message({ name: 'Zoë Ñandú 山田', company: 'Café «Norte»' }));
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toContain('山田');
    expect(parsed.subject).toBe('Lead: Zoë Ñandú 山田 from Café «Norte»');
  });
});

describe("the e-mail's wording (src/content/contact-email.yaml)", () => {
  it('is valid content: every label, the subject and the footer lines', () => {
    const shipped = loadContactEmailCopy();
    expect(shipped.reference).toContain('{id}');
    expect(Object.keys(shipped.languages).sort()).toEqual(['en', 'es']);
  });

  it('stops the start with the file and the fields named when a field is missing or wrong', () => {
    const broken = tempDb();
    const file = broken.file.replace(/contact\.sqlite$/, 'contact-email.yaml');
    writeFileSync(file, 'language: es-AR\ntimeZone: Mars/Olympus\nsubject: Nuevo\nintro: Hola\nreference: sin id\n');
    try {
      expect(() => loadContactEmailCopy(file)).toThrow(
        /contact-email\.yaml is not a valid contact e-mail:[\s\S]*timeZone[\s\S]*labels[\s\S]*reference/,
      );
    } finally {
      broken.remove();
    }
  });
});
