// The mail/SMS interface: SMTP (and an SMS webhook) when configured, otherwise the dev outbox.

import type { Locale } from "@saathi/contract/locale";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createRecipientLocales } from "../i18n/recipient-locale.repository.ts";
import { translatorFor } from "../i18n/translator.ts";
import { OTP_MSG, type OtpPurpose } from "./mail.messages.ts";
import { createOutbox } from "./outbox.repository.ts";
import type { OutgoingMessage } from "./outgoing-message.ts";

export type { OtpPurpose, OutgoingMessage };

/** A message to one email address or phone number. */
export interface Messenger {
  sendEmail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
  /**
   * The language the owner of this email address or phone number reads Saathi in (issue 18): their
   * profile's choice, else `fallback` (e.g. the language of the request that sends), else English.
   */
  localeOf(to: string, fallback?: Locale | null): Promise<Locale>;
  /** The same, for an account known by its id. */
  localeOfUser(userId: string, fallback?: Locale | null): Promise<Locale>;
}

/** Builds the messenger for this configuration. */
export function createMessenger(config: Config, db: Db, log: Logger): Messenger {
  const outbox = createOutbox(db);
  const locales = createRecipientLocales(db);
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
        ...(message.attachments ? { attachments: message.attachments } : {}),
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
    async localeOf(to, fallback) {
      return (await locales.byAddress(to)) ?? fallback ?? "en";
    },
    async localeOfUser(userId, fallback) {
      return (await locales.byUserId(userId)) ?? fallback ?? "en";
    },
  };
}

/** A one-time code message, in `locale` (the recipient's language). */
export function otpMessage(to: string, code: string, purpose: OtpPurpose, locale: Locale = "en"): OutgoingMessage {
  const t = translatorFor(locale);
  return { to, subject: t(OTP_MSG.subject, { code }), text: t(OTP_MSG.text[purpose], { code }), code };
}
