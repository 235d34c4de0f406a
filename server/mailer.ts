/**
 * Sends e-mails: through SMTP when SMTP_URL is set, otherwise into the local outbox folder
 * (data/outbox/) as .eml files a mail client opens, each with an .html copy a browser opens.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const write = async (file: string, content: string | Buffer) => {
        const temporary = path.join(dir, `.${file}.tmp`);
        await writeFile(temporary, content, { flush: true });
        await rename(temporary, path.join(dir, file));
      };
      await write(`${name}.html`, message.html);
      await write(`${name}.eml`, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
