// The admin console requests the benchmark times: realistic queries on each staff table,
// from the first page to deep pages, searches that match one row, a few or thousands, and filters.
// Each case makes a fresh URL per request from samples of the seeded data.
import type pg from "pg";

export interface Samples {
  memberEmails: string[];
  /** Emails of experts whose application waits in the queue. */
  expertEmails: string[];
  memberNames: string[];
  usernames: string[];
  /** Emails of approved experts. */
  approvedEmails: string[];
  busiestExpert: string;
  experts: string[];
  paymentIds: string[];
  months: string[];
  lastMonth: string;
}

export interface BenchCase {
  /** The endpoint, as the target names it. */
  endpoint: "applications" | "experts" | "members" | "bookings" | "payouts";
  name: string;
  url: (s: Samples) => string;
  targetP95Ms: number;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const qs = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(o).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  ).toString();

export async function loadSamples(pool: pg.Pool): Promise<Samples> {
  const members = await pool.query<{ email: string; name: string; username: string }>(`
    select u.email, u.name, p.username from "user" u join user_profiles p on p.user_id = u.id
    where u.role = 'users' order by random() limit 200`);
  const queued = await pool.query<{ email: string }>(`
    select u.email from "user" u join expert_applications a on a.expert_id = u.id
    where a.status = 'submitted' order by random() limit 100`);
  const busiest = await pool.query<{ id: string }>(
    "select expert_id as id from bookings group by expert_id order by count(*) desc limit 1",
  );
  const experts = await pool.query<{ id: string }>(
    "select expert_id as id from expert_applications where status = 'approved' order by random() limit 200",
  );
  const approved = await pool.query<{ email: string }>('select email from "user" where id = any($1::uuid[])', [
    experts.rows.map((r) => r.id),
  ]);
  const pays = await pool.query<{ id: string }>(
    "select gateway_payment_id as id from payments where gateway_payment_id is not null order by random() limit 200",
  );
  const months = await pool.query<{ m: string }>(`
    select to_char(d, 'YYYY-MM') as m from generate_series(date_trunc('month', now()) - interval '16 months',
      date_trunc('month', now()) - interval '1 month', interval '1 month') d`);
  const ms = months.rows.map((r) => r.m);
  return {
    memberEmails: members.rows.map((r) => r.email),
    expertEmails: queued.rows.map((r) => r.email),
    memberNames: members.rows.map((r) => r.name),
    usernames: members.rows.map((r) => r.username),
    busiestExpert: busiest.rows[0]?.id ?? "",
    experts: experts.rows.map((r) => r.id),
    approvedEmails: approved.rows.map((r) => r.email),
    paymentIds: pays.rows.map((r) => r.id),
    months: ms,
    lastMonth: ms[ms.length - 1] ?? "",
  };
}

/** Deep pages are sized for the full volumes and clamped by `scale` (1 or 1/100). */
export function benchCases(scale: number): BenchCase[] {
  const deep = (n: number) => Math.max(2, Math.floor(n * scale));
  const A = "/api/admin/applications";
  const M = "/api/admin/members";
  const B = "/api/admin/bookings";
  return [
    // Applications queue (h/vetting): oldest submission first by default, as a reviewer works through it.
    {
      endpoint: "applications",
      name: "queue, first page",
      targetP95Ms: 50,
      url: () => `${A}?${qs({ status: "submitted" })}`,
    },
    { endpoint: "applications", name: "queue, page 30", targetP95Ms: 50, url: () => `${A}?${qs({ page: deep(30) })}` },
    {
      endpoint: "applications",
      name: "queue, newest first, 100 rows",
      targetP95Ms: 50,
      url: () => `${A}?${qs({ dir: "desc", pageSize: 100 })}`,
    },
    {
      endpoint: "applications",
      name: "changes requested",
      targetP95Ms: 50,
      url: () => `${A}?${qs({ status: "changes_requested" })}`,
    },
    {
      endpoint: "applications",
      name: "queue, search a surname",
      targetP95Ms: 50,
      url: (s) => `${A}?${qs({ q: pick(s.memberNames).split(" ")[1] })}`,
    },
    {
      endpoint: "applications",
      name: "queue, search an email",
      targetP95Ms: 50,
      url: (s) => `${A}?${qs({ q: pick(s.expertEmails) })}`,
    },
    // The experts table of the same console area (no target in the issue; timed for comparison).
    {
      endpoint: "experts",
      name: "approved, page 300",
      targetP95Ms: 50,
      url: () => `/api/admin/experts?${qs({ state: "approved", page: deep(300) })}`,
    },
    {
      endpoint: "experts",
      name: "re-verification due",
      targetP95Ms: 50,
      url: () => `/api/admin/experts?${qs({ state: "reverify_due" })}`,
    },
    // Member search: one row (an exact email), a few (username), thousands (a common first name).
    { endpoint: "members", name: "no search, first page", targetP95Ms: 50, url: () => `${M}?${qs({})}` },
    {
      endpoint: "members",
      name: "no search, page 2000",
      targetP95Ms: 50,
      url: () => `${M}?${qs({ page: deep(2000), pageSize: 50 })}`,
    },
    {
      endpoint: "members",
      name: "exact email",
      targetP95Ms: 50,
      url: (s) => `${M}?${qs({ q: pick(s.memberEmails) })}`,
    },
    { endpoint: "members", name: "username", targetP95Ms: 50, url: (s) => `${M}?${qs({ q: pick(s.usernames) })}` },
    {
      endpoint: "members",
      name: "common first name (~2%)",
      targetP95Ms: 50,
      url: (s) => `${M}?${qs({ q: pick(s.memberNames).split(" ")[0] })}`,
    },
    { endpoint: "members", name: "suspended only", targetP95Ms: 50, url: () => `${M}?${qs({ suspended: "true" })}` },
    {
      endpoint: "members",
      name: "experts, search a surname",
      targetP95Ms: 50,
      url: (s) => `${M}?${qs({ role: "expert", q: pick(s.memberNames).split(" ")[1] })}`,
    },
    { endpoint: "members", name: "no match", targetP95Ms: 50, url: () => `${M}?${qs({ q: "zzqxj" })}` },
    // Bookings search (h/money): newest first; by payment id, member, expert, dates, status, payment state.
    { endpoint: "bookings", name: "no filter, first page", targetP95Ms: 50, url: () => `${B}?${qs({})}` },
    {
      endpoint: "bookings",
      name: "no filter, page 1000",
      targetP95Ms: 50,
      url: () => `${B}?${qs({ page: deep(1000) })}`,
    },
    {
      endpoint: "bookings",
      name: "status CANCELLED",
      targetP95Ms: 50,
      url: () => `${B}?${qs({ status: "CANCELLED" })}`,
    },
    {
      endpoint: "bookings",
      name: "gateway payment id",
      targetP95Ms: 50,
      url: (s) => `${B}?${qs({ q: pick(s.paymentIds) })}`,
    },
    {
      endpoint: "bookings",
      name: "member email",
      targetP95Ms: 50,
      url: (s) => `${B}?${qs({ member: pick(s.memberEmails) })}`,
    },
    {
      endpoint: "bookings",
      name: "member first name (~2%)",
      targetP95Ms: 50,
      url: (s) => `${B}?${qs({ member: pick(s.memberNames).split(" ")[0] })}`,
    },
    {
      endpoint: "bookings",
      name: "expert email + month",
      targetP95Ms: 50,
      url: (s) => `${B}?${qs({ expert: pick(s.approvedEmails), ...monthRange(pick(s.months)) })}`,
    },
    {
      endpoint: "bookings",
      name: "one day, payment refunded",
      targetP95Ms: 50,
      url: (s) => `${B}?${qs({ payment: "refunded", ...dayRange(pick(s.months)) })}`,
    },
    { endpoint: "bookings", name: "partly refunded", targetP95Ms: 50, url: () => `${B}?${qs({ refund: "partial" })}` },
    // Payouts ledger: one expert, one month.
    {
      endpoint: "payouts",
      name: "busiest expert, last month",
      targetP95Ms: 100,
      url: (s) => `/api/admin/payouts/${s.busiestExpert}?month=${s.lastMonth}`,
    },
    {
      endpoint: "payouts",
      name: "random expert and month",
      targetP95Ms: 100,
      url: (s) => `/api/admin/payouts/${pick(s.experts)}?month=${pick(s.months)}`,
    },
  ];
}

function monthRange(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

function dayRange(month: string) {
  const day = `${month}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, "0")}`;
  return { from: day, to: day };
}
