// The mail/SMS interface: SMTP (and an SMS webhook) when configured, otherwise the dev outbox.

import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac } from "node:crypto";
import type { Locale } from "@saathi/contract/locale";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/errors.ts";
import { createRecipientLocales } from "../i18n/recipient-locale.repository.ts";
import { translatorFor } from "../i18n/translator.ts";
import { MAIL_MSG, OTP_MSG, type OtpPurpose } from "./mail.messages.ts";
import { createOutbox } from "./outbox.repository.ts";
import type { OutgoingMessage } from "./outgoing-message.ts";
import { createSmtpTransport, describeSmtpFailure } from "./smtp-transport.ts";

export type { OtpPurpose, OutgoingMessage };

/** A message to one email address or phone number. */
export interface Messenger {
  sendEmail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
  /**
   * The language the owner of this email address or phone number reads Saathi in: their
   * profile's choice, else `fallback` (e.g. the language of the request that sends), else English.
   */
  localeOf(to: string, fallback?: Locale | null): Promise<Locale>;
  /** The same, for an account known by its id. */
  localeOfUser(userId: string, fallback?: Locale | null): Promise<Locale>;
}

/**
 * An email or SMS that could not be sent: the member is told so (503, in their language) rather than
 * waiting for a code that never comes. Callers sending a notice on the side catch it and log.
 */
export class MessageNotSentError extends AppError {
  constructor(channel: "email" | "sms") {
    super(
      503,
      channel === "email" ? "EMAIL_NOT_SENT" : "SMS_NOT_SENT",
      channel === "email" ? MAIL_MSG.emailNotSent : MAIL_MSG.smsNotSent,
    );
  }
}

const sendFailures = new AsyncLocalStorage<{ failure: MessageNotSentError | null }>();

/**
 * Runs `fn` and answers the first email or SMS that could not be sent inside it. better-auth catches
 * (and only logs) what its send hooks throw, so its routes ask here to answer 503 instead of a success.
 */
export async function catchingSendFailures<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; failure: MessageNotSentError | null }> {
  const slot: { failure: MessageNotSentError | null } = { failure: null };
  const result = await sendFailures.run(slot, fn);
  return { result, failure: slot.failure };
}

/** Throws the not-sent error, first noting it for catchingSendFailures. */
function notSent(channel: "email" | "sms"): never {
  const err = new MessageNotSentError(channel);
  const slot = sendFailures.getStore();
  if (slot && !slot.failure) slot.failure = err;
  throw err;
}

/**
 * Who a message went to, for the log without personal data: a keyed hash of the address,
 * the same for the same address, so an operator can follow one recipient without learning who it is.
 */
export function recipientTag(secret: string, to: string): string {
  return createHmac("sha256", secret).update(`recipient:${to.trim().toLowerCase()}`).digest("hex").slice(0, 16);
}

/** Builds the messenger for this configuration. */
export function createMessenger(config: Config, db: Db, log: Logger): Messenger {
  const outbox = createOutbox(db);
  const locales = createRecipientLocales(db);
  const transport = createSmtpTransport(config);
  // No address, phone, subject (it may carry a code) or text in any line here: a tag at most.
  const tag = (to: string) => recipientTag(config.authSecret, to);
  return {
    async sendEmail(message) {
      if (!transport) {
        await outbox.add(message);
        log.info({ recipient: tag(message.to) }, "email kept in the dev outbox");
        return;
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.attachments ? { attachments: message.attachments } : {}),
        });
      } catch (err) {
        const { cause, ...facts } = describeSmtpFailure(err);
        log.error({ recipient: tag(message.to), ...facts }, `email not sent: ${cause}`);
        notSent("email");
      }
      log.info({ recipient: tag(message.to) }, "email sent");
    },
    async sendSms(message) {
      if (!config.SMS_WEBHOOK_URL) {
        await outbox.add(message);
        log.info({ recipient: tag(message.to) }, "SMS kept in the dev outbox");
        return;
      }
      const res = await fetch(config.SMS_WEBHOOK_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.to, text: message.text }),
      }).catch((err: unknown) => {
        log.error(
          { recipient: tag(message.to), code: (err as { cause?: { code?: string } }).cause?.code },
          "SMS not sent: the SMS webhook could not be reached",
        );
        notSent("sms");
      });
      if (!res.ok) {
        log.error(
          { recipient: tag(message.to), status: res.status },
          `SMS not sent: the SMS webhook answered ${res.status}`,
        );
        notSent("sms");
      }
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
