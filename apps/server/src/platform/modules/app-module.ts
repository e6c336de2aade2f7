// The one shape of a server module. Each folder under modules/ exports one factory,
// `create<Name>Module(deps) → AppModule<Services>`, and app.ts lists those factories in order with what
// each needs. Another module reaches this one only through `services` (never its repository, presenter
// or internals); what should happen elsewhere when something happens here is a domain event.
import type { FastifyPluginAsync, RawServerDefault } from "fastify";
import type { PeriodicJob } from "../jobs/scheduler.ts";
import type { DomainEventHandlers } from "./domain-events.ts";

// biome-ignore lint/suspicious/noExplicitAny: a plugin of any type provider (zod or none) registers alike
type RoutePlugin = FastifyPluginAsync<any, RawServerDefault, any, any>;

export interface AppModule<Services extends object = Record<string, never>> {
  /** What other modules may use: services and ports, never a repository. */
  services: Services;
  /** Fastify plugins, registered in the order of the module list. */
  routes: RoutePlugin[];
  /** Periodic work, scheduled by the worker (main.ts) to the minute. */
  jobs: PeriodicJob[];
  /** What this module does when another says something happened. */
  events: DomainEventHandlers;
  /** Waits for work still in flight and stops timers (the app closing, tests). */
  close?(): Promise<void>;
}

/** Fills the parts a module does not have (no routes, no jobs, no events). */
export function defineModule<Services extends object>(m: {
  services: Services;
  routes?: RoutePlugin[];
  jobs?: PeriodicJob[];
  events?: DomainEventHandlers;
  close?(): Promise<void>;
}): AppModule<Services> {
  return { routes: [], jobs: [], events: {}, ...m };
}

/** The ordered list app.ts builds: `use` keeps a module (its routes, jobs, events) and hands back its services. */
export function createModuleList() {
  const modules: AppModule<object>[] = [];
  return {
    modules,
    use<Services extends object>(m: AppModule<Services>): Services {
      modules.push(m);
      return m.services;
    },
  };
}

export type ModuleList = ReturnType<typeof createModuleList>;
