// The expert's application: credentials and documents, editable in draft or when changes
// were requested, then submitted for review (step 4). Reviewers reach documents through
// `documentsFor` / `readDocument` with their own identity; the rule is the same pure policy.
import type { Readable } from "node:stream";
import {
  APPLICATION_MSG,
  type ApplicationDetails,
  type ApplicationState,
  DOCUMENTS_PER_KIND,
  type DocumentKind,
} from "@saathi/contract/expert-application";
import type { Locale } from "@saathi/contract/locale";
import type { Logger } from "pino";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translate, translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { presentApplication, presentDocument } from "./application.presenter.ts";
import type { ApplicationRepository, DocumentRow } from "./application.repository.ts";
import { checkDocument, documentFileName, newDocumentKey } from "./application-documents.ts";
import { APPLICATION_EMAIL_MSG, ONBOARDING_SERVER_MSG } from "./onboarding.messages.ts";
import { mayOnboard, mayReadDocument } from "./onboarding.policy.ts";

export interface ApplicationDeps {
  repo: ApplicationRepository;
  storage: Storage;
  messenger: Messenger;
  log: Logger;
  /** Whether steps 1 to 3 were saved (the onboarding draft exists). */
  hasProfile(expertId: string): Promise<boolean>;
}

export interface DocumentFile {
  body: Readable;
  size: number;
  mimeType: string;
  fileName: string;
}

const notEditable = () => new AppError(409, "APPLICATION_LOCKED", APPLICATION_MSG.notEditable);
const docNotFound = () => new AppError(404, "DOCUMENT_NOT_FOUND", APPLICATION_MSG.documentNotFound);

export function createApplicationService(d: ApplicationDeps) {
  const requireExpert = (user: SessionUser) => {
    if (!mayOnboard(user)) throw new AppError(403, "NOT_EXPERT", ONBOARDING_SERVER_MSG.onlyExpertAccountsHaveAn);
  };
  const state = async (expertId: string): Promise<ApplicationState> =>
    presentApplication(await d.repo.load(expertId), await d.hasProfile(expertId));

  const service = {
    state,
    async get(user: SessionUser) {
      requireExpert(user);
      return state(user.id);
    },
    async saveDetails(user: SessionUser, details: ApplicationDetails) {
      requireExpert(user);
      if (!(await d.repo.saveDetails(user.id, details))) throw notEditable();
      return state(user.id);
    },
    async upload(user: SessionUser, kind: DocumentKind, bytes: Buffer, originalName: string | undefined) {
      requireExpert(user);
      await d.repo.ensure(user.id);
      const current = await state(user.id);
      if (!current.editable) throw notEditable();
      if ((await d.repo.countOfKind(user.id, kind)) >= DOCUMENTS_PER_KIND)
        throw new AppError(409, "TOO_MANY_DOCUMENTS", APPLICATION_MSG.documentTooMany);
      const checked = await checkDocument(bytes);
      const storageKey = newDocumentKey(user.id, checked.ext);
      await d.storage.putPrivate(storageKey, checked.body, checked.mimeType);
      const row = await d.repo.addDocument({
        expertId: user.id,
        kind,
        storageKey,
        mimeType: checked.mimeType,
        sizeBytes: checked.body.length,
        fileName: documentFileName(originalName, checked.ext),
      });
      if (!row) {
        // The review started between the check and the insert: keep nothing.
        await d.storage.deletePrivate(storageKey);
        throw notEditable();
      }
      return state(user.id);
    },
    async remove(user: SessionUser, id: string) {
      requireExpert(user);
      const row = await d.repo.deleteDocument(user.id, id);
      if (!row) {
        if (await d.repo.findDocument(user.id, id)) throw notEditable();
        throw docNotFound();
      }
      await d.storage.deletePrivate(row.storageKey).catch((err) => d.log.warn({ err }, "document file not removed"));
      return state(user.id);
    },

    /** One document of `expertId` for `viewer` (the expert or an admin); 404 for anyone else. */
    async readDocument(viewer: SessionUser, expertId: string, id: string): Promise<DocumentFile> {
      if (!mayReadDocument(viewer, { expertId })) throw docNotFound();
      const row = await d.repo.findDocument(expertId, id);
      const file = row && (await d.storage.readPrivate(row.storageKey));
      if (!row || !file?.body) throw docNotFound();
      return { body: file.body, size: file.size, mimeType: row.mimeType, fileName: row.fileName };
    },

    /** The application as a reviewer sees it (document URLs under the admin route). */
    async forReview(expertId: string) {
      const loaded = await d.repo.load(expertId);
      if (!loaded.app) return null;
      const url = (doc: DocumentRow) => `/api/admin/applications/${expertId}/documents/${doc.id}`;
      return {
        state: presentApplication(loaded, await d.hasProfile(expertId), url),
        documents: loaded.docs.map((doc) => presentDocument(doc, url(doc))),
      };
    },

    /**
     * Step 4: the application goes to review; 400 naming what is missing (in the request's language,
     * `locale`; `missing` stays the English catalog texts); 409 when not editable.
     */
    async submit(user: SessionUser, locale: Locale = "en"): Promise<ApplicationState> {
      requireExpert(user);
      await d.repo.ensure(user.id);
      const current = await state(user.id);
      if (!current.editable) {
        // A repeated Submit of an application already under review answers where it stands.
        if (current.status === "submitted") return current;
        throw notEditable();
      }
      if (current.missing.length)
        throw new AppError(
          400,
          "APPLICATION_INCOMPLETE",
          ONBOARDING_SERVER_MSG.applicationIncomplete,
          { missing: current.missing },
          { missing: current.missing.map((text) => translate(locale, text)).join(" ") },
        );
      if (!(await d.repo.markSubmitted(user.id))) return state(user.id);
      const t = translatorFor(await d.messenger.localeOf(user.email));
      await d.messenger
        .sendEmail({
          to: user.email,
          subject: t(APPLICATION_EMAIL_MSG.subject),
          text: `${t(APPLICATION_MSG.submitted)}\n\n${t(APPLICATION_EMAIL_MSG.whereItStands)}`,
        })
        .catch((err) => d.log.warn({ err }, "application receipt not sent"));
      return state(user.id);
    },
  };
  return service;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
