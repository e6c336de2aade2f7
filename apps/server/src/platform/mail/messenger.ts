// The mail/SMS interface: SMTP (and an SMS webhook) when configured, otherwise the dev outbox.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createOutbox } from "./outbox.repository.ts";
import type { OutgoingMessage } from "./outgoing-message.ts";

export type { OutgoingMessage };

/** A message to one email address or phone number. */
export interface Messenger {
  sendEmail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
}

/** Builds the messenger for this configuration. */
export function createMessenger(config: Config, db: Db, log: Logger): Messenger {
  const outbox = createOutbox(db);
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async sendEmail(message) {
      if (!transport) {
        await outbox.add(message);
        log.info({ to: message.to, subject: message.subject }, "email kept in the dev outbox");
        return;
      }
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    async sendSms(message) {
      if (!config.SMS_WEBHOOK_URL) {
        await outbox.add(message);
        log.info({ to: message.to }, "SMS kept in the dev outbox");
        return;
      }
      const res = await fetch(config.SMS_WEBHOOK_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.to, text: message.text }),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

/** The text of a one-time code message. */
export function otpMessage(to: string, code: string, purpose: string): OutgoingMessage {
  return {
    to,
    subject: `Your Saathi code: ${code}`,
    text: `Your Saathi code to ${purpose} is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.`,
    code,
  };
}
