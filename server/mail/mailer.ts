/**
 * The one mailer: SMTP when SMTP_URL is set, else each mail written as an .eml file under
 * DATA_DIR/mail (open it in any mail client), so that development and tests send nothing.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { recordMail } from '../runtime/metrics';
import nodemailer from 'nodemailer';
import { env, type Env } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** extra headers (List-Unsubscribe and List-Unsubscribe-Post of the alert digests) */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** where mail goes, for the start log */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function fileMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(folder, name), info.message as Buffer);
    },
  };
}

/** `mailer`, its mails counted for the metrics by outcome. */
export function countedMailer(mailer: Mailer): Mailer {
  return {
    description: mailer.description,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        recordMail('failed');
        throw error;
      }
      recordMail('sent');
    },
  };
}

export function mailerFor(config: Env = env()): Mailer {
  return countedMailer(config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : fileMailer(path.join(config.dataDir, 'mail'), config.MAIL_FROM));
}
