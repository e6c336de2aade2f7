// What other modules may use of session packages: the service (bookings books with its `credits`).
export type { PackageCredits, PackagesService } from "./packages.service.ts";
