// The member's nominee (DPDP Act s.14): who may exercise their rights on death or incapacity.
// Only the member reads or changes it; the contract's schema has already checked and normalised it.
import { NOMINEE_MSG, type Nominee } from "@saathi/contract/consents";
import { AppError } from "../../platform/http/errors.ts";
import type { NomineeRepository, NomineeRow } from "./nominee.repository.ts";

const present = (r: NomineeRow): Nominee => ({
  name: r.name,
  contact: r.contact,
  relation: r.relation,
  updatedAt: r.updatedAt.toISOString(),
});

export function createNomineeService(repo: NomineeRepository) {
  return {
    async get(userId: string) {
      const row = await repo.find(userId);
      return { nominee: row ? present(row) : null };
    },
    async save(userId: string, v: { name: string; contact: string; relation: string }) {
      return { nominee: present(await repo.upsert(userId, v)) };
    },
    async remove(userId: string) {
      if (!(await repo.remove(userId))) throw new AppError(404, "NOMINEE_NOT_FOUND", NOMINEE_MSG.notFound);
      return { nominee: null };
    },
  };
}

export type NomineeService = ReturnType<typeof createNomineeService>;
