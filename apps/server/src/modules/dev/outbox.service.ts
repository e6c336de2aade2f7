// The dev outbox as the API shows it: messages to one address, newest first.
import type { createOutbox } from "../../platform/mail/outbox.repository.ts";

type Outbox = ReturnType<typeof createOutbox>;

export function createOutboxService(outbox: Outbox) {
  return {
    async listFor(to: string) {
      const rows = await outbox.listFor(to);
      return rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
        ...(r.code ? { code: r.code } : {}),
      }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
