// Loading a subject and deciding whether someone may act on it, in one step, the same way everywhere.
// A service used to read a row, then check it by hand (and sometimes read it again further down); a
// forgotten check or a second answer for "not yours" is how a module leaks what exists. Here the read
// and the policy travel together, and the subject handed back is the one the rest of the method uses.
//
//   const roomAccess = defineAccess({ load: repo.find, sees: isParty, notFound: callNotFound });
//   const room = await roomAccess.require(user.id, roomId);                     // 404 unless a party
//   const room = await roomAccess.require(user.id, roomId, onlyTheCallee);      // and 403 unless the callee
//
// Someone who may not see a subject is told it does not exist (the same error as a missing one), so
// its existence never leaks. A refusal that may say "it exists, but not for you" (today's 403s) is a
// separate, named permission checked after that.

/** A step someone who sees a subject may still be refused, and what they are told. */
export interface Permission<Actor, Subject> {
  allows(actor: Actor, subject: Subject): boolean;
  /** The refusal (a 403 where today's answer is one). */
  refused(): Error;
}

/** How one kind of subject is loaded and who may see it. */
export interface AccessSpec<Actor, Subject, Id> {
  /**
   * Reads the subject once; null when it does not exist. It may take the actor, for a query that
   * only finds what the actor may see (the read is then the check, and `sees` says so).
   */
  load(id: Id, actor: Actor): Promise<Subject | null>;
  /**
   * Whether the actor may know the subject exists at all (the module's policy; async when it asks, e.g.
   * blocks). The subject's type comes from `load`, what is read, never from a policy's narrower `Pick`.
   */
  sees(actor: Actor, subject: NoInfer<Subject>): boolean | Promise<boolean>;
  /** The answer for a missing subject and for one the actor may not see: the same, on purpose. */
  notFound(): Error;
}

/** One kind of subject's access: `require` loads and checks in one step; `check` does it for a loaded row. */
export interface Access<Actor, Subject, Id> {
  /** The subject, loaded once and checked; throws `notFound()` or the permission's refusal. */
  require(actor: Actor, id: Id, permission?: Permission<Actor, Subject>): Promise<Subject>;
  /** The same rule on a subject already read (by a query that had to read it anyway). */
  check(actor: Actor, subject: Subject | null | undefined, permission?: Permission<Actor, Subject>): Promise<Subject>;
}

/** A permission from a policy predicate and its refusal. */
export const permission = <Actor, Subject>(
  allows: (actor: Actor, subject: Subject) => boolean,
  refused: () => Error,
): Permission<Actor, Subject> => ({ allows, refused });

export function defineAccess<Actor, Subject, Id = string>(
  spec: AccessSpec<Actor, Subject, Id>,
): Access<Actor, Subject, Id> {
  const check: Access<Actor, Subject, Id>["check"] = async (actor, subject, perm) => {
    if (subject === null || subject === undefined || !(await spec.sees(actor, subject))) throw spec.notFound();
    if (perm && !perm.allows(actor, subject)) throw perm.refused();
    return subject;
  };
  return {
    async require(actor, id, perm) {
      return check(actor, await spec.load(id, actor), perm);
    },
    check,
  };
}
