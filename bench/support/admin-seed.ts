// Seeds the admin console benchmark with set-based SQL: members, experts at every stage of
// vetting, 18 months of bookings with their payments, refunds and disputes. One statement per table
// (generate_series), so 500,000 bookings take seconds, not minutes. Every CHECK and the bookings'
// no-overlap EXCLUDE constraint hold: each expert's sessions sit in disjoint slots.
import type pg from "pg";

export interface SeedVolumes {
  members: number;
  experts: number;
  bookings: number;
}

export interface SeedMoney {
  gstPercent: number;
  commissionPercent: number;
}

const FIRST =
  "Aarav Vivaan Aditya Vihaan Arjun Sai Reyansh Ayaan Krishna Ishaan Rohan Kabir Rahul Siddharth Karthik Nikhil Manish Suresh Rajesh Amit Vikram Harsh Dev Anil Ananya Diya Aadhya Saanvi Pari Anika Navya Myra Priya Sneha Kavya Meera Pooja Neha Shreya Lakshmi Divya Nisha Ritu Fatima Zoya Simran Harpreet Tanvi".split(
    " ",
  );
const LAST =
  "Sharma,Verma,Gupta,Iyer,Iyengar,Nair,Menon,Pillai,Reddy,Rao,Naidu,Patel,Shah,Mehta,Desai,Joshi,Kulkarni,Deshpande,Banerjee,Chatterjee,Mukherjee,Das,Bose,Sen,Singh,Kaur,Gill,Khan,Ahmed,Qureshi,Fernandes,D'Souza,Thomas,Mathew,Kumar,Yadav,Mishra,Tiwari,Pandey,Chauhan".split(
    ",",
  );
const DOMAINS = ["gmail.com", "yahoo.in", "outlook.com", "rediffmail.com", "hotmail.com", "proton.me"];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]::text[]`;
/** A spread of the row number (Knuth's multiplicative hash) so names do not cycle with n. */
const h = (n: string, salt = 0) => `((${n}::bigint * 2654435761 + ${salt}) % 4294967296)`;
const pickSql = (xs: string[], n: string, salt: number) => `(${arr(xs)})[1 + ${h(n, salt)} % ${xs.length}]`;

/** The statements, in order; each is one set-based insert. */
export function seedStatements(v: SeedVolumes, money: SeedMoney): [string, string][] {
  const first = (n: string) => pickSql(FIRST, n, 11);
  const last = (n: string) => pickSql(LAST, n, 977);
  const { gstPercent: gst, commissionPercent: com } = money;
  // splitPayment (platform/payments/money.ts) in SQL: round() on numeric rounds half away from zero,
  // as Math.round does for the positive amounts here.
  const tax = `round(b.amount * ${gst}::numeric / (100 + ${gst}))::int`;
  const commission = `round((b.amount - ${tax}) * ${com}::numeric / 100)::int`;
  return [
    [
      "ids",
      `create unlogged table bench_people as
       select n, gen_random_uuid() as id, n > ${v.members} as expert,
              case when n > ${v.members} then n - ${v.members} else n end as k
       from generate_series(1, ${v.members + v.experts}) n`,
    ],
    [
      "users",
      `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
       select id, ${first("n")} || ' ' || ${last("n")},
              case when expert then 'dr.' else '' end || lower(${first("n")}) || '.' ||
                lower(replace(${last("n")}, '''', '')) || n || '@' || ${pickSql(DOMAINS, "n", 31)},
              true, case when expert then 'expert' else 'users' end, c, c
       from bench_people, lateral (select now() - make_interval(days => (${h("n", 5)} % 900)::int) as c) t`,
    ],
    [
      "user_profiles",
      `insert into user_profiles (user_id, first_name, last_name, display_name, username, role, bio,
         suspended_at, suspension_reason, created_at, updated_at)
       select p.id, ${first("p.n")}, ${last("p.n")}, u.name,
              lower(${first("p.n")}) || '_' || lower(left(replace(${last("p.n")}, '''', ''), 4)) || p.n,
              u.role, 'Benchmark account.',
              case when not p.expert and p.n % 200 = 0 then now() - interval '3 days' end,
              case when not p.expert and p.n % 200 = 0 then 'Harassment reported by several members.' end,
              u.created_at, u.created_at
       from bench_people p join "user" u on u.id = p.id`,
    ],
    [
      "expert status",
      // 85% approved (a few past re-verification), 10% submitted, 2% changes requested, 2% rejected,
      // 1% suspended; spread over n so statuses do not come in blocks.
      `create unlogged table bench_experts as
       select p.k, p.id, 50000 + (${h("p.k", 3)} % 26) * 10000 as rate,
              case when s < 85 then 'approved' when s < 95 then 'submitted' when s < 97 then 'changes_requested'
                   when s < 99 then 'rejected' else 'suspended' end as status,
              now() - make_interval(days => (${h("p.k", 7)} % 390)::int) as approved_at,
              now() - make_interval(mins => (${h("p.k", 9)} % (60 * 24 * 30))::int) as submitted_at
       from bench_people p, lateral (select ((p.k * 7) % 100)::int as s) t where p.expert`,
    ],
    [
      "expert_profiles",
      `insert into expert_profiles (user_id, full_name, phone_number, city, state, country, pincode, languages, bio,
         counselling_work_status, other_profession, academic_background, journey, years_experience, client_experience,
         hourly_rate, offers_free_consultation, payout_expectation, accepted_terms, published_at, verified_until,
         verified_badge, feedback_count, feedback_sum)
       select e.id, u.name, '98' || lpad((e.k % 100000000)::text, 8, '0'), 'Pune', 'MH', 'India', '411001',
              array['English', 'Hindi'], 'Counsellor for the benchmark.', 'yes', 'Counsellor', 'M.A. Psychology',
              'Journey', (e.k % 30)::int, 'Many', e.rate, 'Maybe', 'Monthly', true,
              case when e.status = 'approved' then e.approved_at end,
              case when e.status = 'approved' then e.approved_at + interval '12 months' end,
              case when e.status in ('approved', 'suspended')
                then (array['rci_registered', 'verified_counsellor'])[1 + e.k % 2] end,
              (e.k % 40)::int, (e.k % 40)::int * 4
       from bench_experts e join "user" u on u.id = e.id`,
    ],
    [
      "expert_applications",
      `insert into expert_applications (expert_id, status, practitioner_kind, qualification, institution,
         professional_body, registration_number, years_of_practice, reviewer_message, submitted_at, decided_at,
         approved_at, reverify_by, created_at, updated_at)
       select e.id, e.status, case when e.k % 2 = 0 then 'clinical_psychologist' else 'counsellor' end,
              'M.Phil. Clinical Psychology', 'University of Delhi',
              case when e.k % 2 = 0 then 'Rehabilitation Council of India' else 'Counsellors Council of India' end,
              case when e.k % 2 = 0 then 'A' || lpad(e.k::text, 5, '0') end, (e.k % 30)::int,
              case e.status when 'changes_requested' then 'Please upload a clearer registration certificate.'
                when 'rejected' then 'The registration number is not on the register.'
                when 'suspended' then 'Several members reported missed sessions.' end,
              case when e.status in ('approved', 'suspended') then e.approved_at - interval '2 days' else e.submitted_at end,
              case when e.status <> 'submitted' then
                case when e.status in ('approved', 'suspended') then e.approved_at else e.submitted_at + interval '1 day' end end,
              case when e.status in ('approved', 'suspended') then e.approved_at end,
              case when e.status = 'approved' then e.approved_at + interval '12 months' end,
              e.approved_at - interval '5 days', now()
       from bench_experts e`,
    ],
    [
      "expert_application_documents",
      // Degree, registration certificate and government ID for every application past draft.
      `insert into expert_application_documents (expert_id, kind, storage_key, mime_type, size_bytes, file_name, created_at)
       select e.id, d.kind, 'applications/' || e.id || '/' || d.kind || '.pdf', 'application/pdf', 200000 + e.k % 50000,
              d.kind || '.pdf', e.approved_at - interval '6 days'
       from bench_experts e, unnest(array['degree', 'registration_certificate', 'government_id']) d(kind)`,
    ],
    [
      "booking plan",
      // Which expert (skewed: the busiest have ~1,200 sessions) and member each booking has, then the
      // expert's sessions numbered so each gets its own slot in an 18-month window.
      `create unlogged table bench_plan as
       with picked as (
         select g, 1 + floor(bk.c * power(random(), 1.5))::int as ek, 1 + floor(${v.members} * random())::int as mk
         from generate_series(1, ${v.bookings}) g,
              (select count(*) as c from bench_experts where status in ('approved', 'suspended')) bk
       ), bookable as (
         select row_number() over (order by k) as ek, id, rate from bench_experts where status in ('approved', 'suspended')
       )
       select p.g, b.id as expert_id, b.rate, m.id as client_id,
              row_number() over (partition by p.ek order by p.g) - 1 as idx, count(*) over (partition by p.ek) as cnt
       from picked p join bookable b on b.ek = p.ek join bench_people m on m.n = p.mk`,
    ],
    [
      "bookings",
      // 12,960 hours = 18 months, ending a month from now; sessions last 50 minutes inside their slot.
      `insert into bookings (id, expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
         provider, hold_expires_at, cancelled_at, cancelled_by, cancel_reason, created_at, updated_at)
       select gen_random_uuid(), p.expert_id, p.client_id, s.starts_at, s.starts_at + interval '50 minutes',
              st.status, (array['video', 'audio', 'chat'])[1 + p.g % 3], (array['English', 'Hindi'])[1 + p.g % 2],
              p.rate, 'razorpay', s.created_at + interval '15 minutes',
              case when st.status = 'CANCELLED' then s.starts_at - interval '20 hours' end,
              case when st.status = 'CANCELLED' then (array['member', 'expert', 'admin'])[1 + p.g % 3] end,
              case when st.status = 'CANCELLED' then 'Something came up.' end,
              s.created_at, s.created_at
       from bench_plan p,
            lateral (select date_trunc('hour', now()) - interval '17 months'
                       + make_interval(hours => (p.idx * (12960 / p.cnt))::int) as starts_at) s0,
            lateral (select s0.starts_at,
                            least(now(), s0.starts_at - make_interval(hours => 2 + (p.g % 200)::int)) as created_at) s,
            lateral (select case
                when s.starts_at > now() then
                  case when p.g % 100 < 2 then 'CANCELLED' when p.g % 100 = 2 then 'HELD' else 'CONFIRMED' end
                when p.g % 100 < 85 then 'CONFIRMED' when p.g % 100 < 93 then 'CANCELLED'
                when p.g % 100 < 97 then 'EXPIRED' else 'FAILED' end as status) st`,
    ],
    [
      "payments",
      `insert into payments (booking_id, provider, gateway_order_id, gateway_payment_id, status, amount, tax,
         commission, earning, refund_status, gateway_refund_id, captured_at, refunded_at, created_at, updated_at)
       select b.id, 'razorpay', 'order_' || left(md5(b.id::text), 14),
              case when paid then 'pay_' || left(md5(b.id::text || 'p'), 14) end,
              case b.status when 'CONFIRMED' then 'captured' when 'CANCELLED' then 'refunded'
                when 'FAILED' then 'failed' else 'created' end,
              b.amount,
              case when paid then ${tax} end, case when paid then ${commission} end,
              case when paid then b.amount - ${tax} - ${commission} end,
              case when b.status = 'CANCELLED' then 'refunded' else 'none' end,
              case when b.status = 'CANCELLED' then 'rfnd_' || left(md5(b.id::text || 'r'), 14) end,
              case when paid then b.created_at + interval '2 minutes' end,
              case when b.status = 'CANCELLED' then b.cancelled_at end,
              b.created_at, b.created_at
       from bookings b, lateral (select b.status in ('CONFIRMED', 'CANCELLED') as paid) t`,
    ],
    [
      "refunds",
      // Every cancellation refunded in full; 2% of past sessions partly refunded by an admin.
      `insert into refunds (booking_id, payment_id, amount, reason, source, status, gateway_refund_id,
         idempotency_key, created_at, refunded_at)
       select b.id, p.id, case when b.status = 'CANCELLED' then p.amount else p.amount / 2 end,
              case when b.status = 'CANCELLED' then 'Booking cancelled.' else 'Session started 20 minutes late.' end,
              case when b.status = 'CANCELLED' then 'cancellation' else 'admin' end, 'refunded',
              'rfnd_' || left(md5(b.id::text || 'r'), 14), 'bench:' || b.id,
              coalesce(b.cancelled_at, b.ends_at + interval '1 day'), coalesce(b.cancelled_at, b.ends_at + interval '1 day')
       from bookings b join payments p on p.booking_id = b.id
       where b.status = 'CANCELLED'
          or (b.status = 'CONFIRMED' and b.ends_at < now() - interval '1 day' and hashtext(b.id::text) % 50 = 0)`,
    ],
    [
      "booking_disputes",
      `insert into booking_disputes (booking_id, member_id, expert_id, category, description, status, resolution,
         refund_amount, resolution_message, resolved_at, created_at)
       select b.id, b.client_id, b.expert_id,
              (array['expert_absent', 'late', 'unprofessional', 'technical', 'other'])[1 + abs(hashtext(b.id::text)) % 5],
              'The session did not go as booked.', st, case when st = 'resolved' then 'none' end, null,
              case when st = 'resolved' then 'We looked into it and found no fault.' end,
              case when st = 'resolved' then b.ends_at + interval '3 days' end, b.ends_at + interval '1 day'
       from bookings b, lateral (select case when b.ends_at > now() - interval '30 days' then 'open' else 'resolved' end as st) t
       where b.status = 'CONFIRMED' and b.ends_at < now() - interval '1 day' and hashtext(b.id::text) % 100 = 7`,
    ],
    ["cleanup", "drop table bench_plan; drop table bench_experts"],
    // VACUUM as autovacuum would have by now: index-only scans (counts of all rows) need the visibility map.
    ["vacuum analyze", "vacuum analyze"],
  ];
}

/** Runs the seed; returns how long each step took (ms). */
export async function seed(pool: pg.Pool, v: SeedVolumes, money: SeedMoney): Promise<Record<string, number>> {
  const steps: Record<string, number> = {};
  for (const [name, text] of seedStatements(v, money)) {
    const t = performance.now();
    await pool.query(text);
    steps[name] = Math.round(performance.now() - t);
  }
  return steps;
}

/** What the database holds after seeding, and that the constraints held (they are checked on insert). */
export async function seedCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query(`
    select (select count(*) from "user" where role = 'users')::int as members,
           (select count(*) from "user" where role = 'expert')::int as experts,
           (select count(*) from expert_applications where status = 'approved')::int as approved,
           (select count(*) from expert_applications where status = 'submitted')::int as submitted,
           (select count(*) from expert_profiles where published_at is not null and verified_until > now())::int as listed,
           (select count(*) from bookings)::int as bookings,
           (select count(*) from payments where status = 'captured')::int as captured,
           (select count(*) from refunds)::int as refunds,
           (select count(*) from expert_application_documents)::int as documents,
           (select count(*) from booking_disputes)::int as disputes,
           (select min(starts_at)::date::text from bookings) as first_booking,
           (select max(starts_at)::date::text from bookings) as last_booking`);
  return rows[0];
}
