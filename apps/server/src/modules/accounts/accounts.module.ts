// Accounts: an expert's registration (phone and password, then the application).
import type { Auth } from "../../platform/auth/auth.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { expertRegistrationRoutes } from "./expert-registration.routes.ts";

export function createAccountsModule(d: Pick<Platform, "guard"> & { auth: Auth }) {
  return defineModule({ services: {}, routes: [expertRegistrationRoutes(d.auth, d.guard)] });
}
