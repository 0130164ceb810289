// The submissions bench:staff fills a database with: loan, partner and
// newsletter leads and job applications as visitors send them, with English
// and translated-script names, companies, cities, mobiles and amounts, the forms'
// declared fields, each form's own statuses, assignees, follow-ups, over
// 120 days. Deterministic (a seeded generator), so two runs hold the same
// people and a search finds as many rows each time.
import { HIRING_STATUSES, SALES_STATUSES } from "#forms/lead-statuses";
import { site } from "#content/site";
import { DEFAULT_LANG, TRANSLATED_LANGS } from "#shared/locales";

const FIRST = ["Aarav", "Priya", "Rahul", "Ananya", "Vikram", "Sneha", "Arjun", "Kavya", "Rohan", "Neha", "Amit", "Pooja"];
const FIRST_MORE = ["Suresh", "Deepa", "Karan", "Meera", "Sanjay", "Divya", "Nikhil", "Riya", "Manoj", "Lakshmi", "Farhan", "Harpreet"];
const SURNAMES = ["Sharma", "Gupta", "Verma", "Patel", "Iyer", "Reddy", "Nair", "Singh", "Agarwal", "Mehta", "Joshi", "Kulkarni"];
const SURNAMES_MORE = ["Banerjee", "Chatterjee", "Rao", "Menon", "Desai", "Bhat", "Malhotra", "Kapoor", "Saxena", "Mishra", "Pandey"];
const MORE_SURNAMES = ["Chauhan", "Shah", "Khan", "Fernandes", "Pillai", "Ghosh", "Sethi", "Arora", "Bose", "Naidu", "Yadav", "Jain"];
const HINDI_FIRST = ["राहुल", "प्रिया", "अमित", "सुनीता", "विकास", "अंजलि", "संजय", "पूजा", "मनोज", "नेहा", "रमेश", "कविता"];
const HINDI_SURNAMES = ["शर्मा", "वर्मा", "गुप्ता", "सिंह", "यादव", "मिश्रा", "पांडे", "तिवारी", "चौहान", "अग्रवाल", "जैन", "सक्सेना"];
const COMPANY_A = ["Shree", "Balaji", "Ganesh", "Lakshmi", "Sai", "Krishna", "Om", "Durga", "Mahalaxmi", "Jai Hind", "Sunrise", "Vishwas"];
const COMPANY_B = ["Textiles", "Engineering", "Traders", "Pharma", "Auto Parts", "Foods", "Plastics", "Logistics", "Polymers"];
const COMPANY_C = ["Pvt Ltd", "LLP", "Enterprises", "Industries", "& Sons"];
const CITIES = ["Mumbai", "Pune", "Delhi", "Surat", "Ahmedabad", "Jaipur", "Ludhiana", "Coimbatore", "Indore", "Kanpur", "Nagpur"];
const CITIES_MORE = ["Rajkot", "Chennai", "Bengaluru", "Hyderabad", "Kolkata", "Lucknow", "Vadodara", "Nashik", "Tiruppur", "Moradabad"];
const PRODUCTS = ["working-capital", "term-loan", "machinery-finance", "loan-against-property", "growth-capital", "invoice-discounting"];
const OPENINGS = ["credit-analyst-mumbai", "relationship-manager-pune", "collections-officer-delhi", "branch-manager-surat"];
const MESSAGES = ["Please call after 11 am.", "Need funds for a new machine before Diwali.", "Existing customer of another NBFC."];
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const DAY_MS = 86_400_000;

/** The staff the leads are assigned to: the signed-in bench user (sales and hr), eight sales officers, three recruiters. */
export const BENCH_USER = "bench";
export const STAFF = [
  { id: BENCH_USER, name: "Bench Lead", roles: ["sales", "hr"] },
  ...["Asha", "Bhavesh", "Chitra", "Dev", "Esha", "Faisal", "Gauri", "Hemant"].map((n) => ({
    id: `s-${n}`,
    name: `${n} (sales)`,
    roles: ["sales"],
  })),
  ...["Indu", "Jatin", "Kiran"].map((n) => ({ id: `h-${n}`, name: `${n} (hr)`, roles: ["hr"] })),
];
const SALES_IDS = STAFF.filter((s) => s.roles.includes("sales")).map((s) => s.id);
const HR_IDS = STAFF.filter((s) => s.roles.includes("hr")).map((s) => s.id);

/** mulberry32: small, fast and deterministic. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

/** The reference of row i: UF- and six characters of the references' alphabet, unique per row. */
function reference(i: number): string {
  let out = "";
  for (let n = i, k = 0; k < 6; k++, n = Math.floor(n / 32)) out = ALPHABET[n % 32]! + out;
  return `${site.referencePrefix}-${out}`;
}

type BenchLead = {
  id: string;
  reference: string;
  form: string;
  lang: string;
  fields: Record<string, string | number>;
  dedupeKey: string | null;
  createdAt: string;
  status: string;
  assigneeId: string | null;
  followUpOn: string | null;
  followUpNote: string | null;
  version: number;
};

/** The i-th lead of a bench database whose newest lead is `now` (ms). */
export function benchLead(i: number, now: number, days = 120): BenchLead {
  const { next, pick } = generator(i * 2654435761);
  const r = next();
  const form = r < 0.45 ? "loan-enquiry" : r < 0.6 ? "partner-enquiry" : r < 0.85 ? "newsletter" : "job-application";
  const translated = next() < 0.2;
  const lang = translated ? (TRANSLATED_LANGS[0] ?? DEFAULT_LANG) : DEFAULT_LANG;
  const ownScript = translated && next() < 0.6;
  const first = ownScript ? pick(HINDI_FIRST) : pick([...FIRST, ...FIRST_MORE]);
  const last = ownScript ? pick(HINDI_SURNAMES) : pick([...SURNAMES, ...SURNAMES_MORE, ...MORE_SURNAMES]);
  const latin = ownScript ? `user${i}` : `${first}.${last}${i}`.toLowerCase();
  const company = `${pick(COMPANY_A)} ${pick(COMPANY_B)} ${pick(COMPANY_C)}`;
  const city = pick([...CITIES, ...CITIES_MORE]);
  const mobile = String(6_000_000_000 + ((i * 7919) % 3_999_999_999));
  const email = `${latin}@${company.split(" ")[0]!.toLowerCase()}mail.in`;
  let fields: Record<string, string | number>;
  if (form === "loan-enquiry") {
    const amount = Math.round((100_000 + next() * next() * 49_900_000) / 1000) * 1000;
    fields = { name: `${first} ${last}`, mobile, company, city, product: pick(PRODUCTS), amount };
    if (next() < 0.3) fields.message = pick(MESSAGES);
  } else if (form === "partner-enquiry") {
    fields = { name: `${first} ${last}`, email, phone: mobile, company, purpose: pick(["digital-lending", "co-lending"]) };
  } else if (form === "newsletter") {
    fields = { email };
  } else {
    fields = {
      jobId: pick(OPENINGS),
      firstName: first,
      lastName: last,
      email,
      phone: mobile,
      experience: pick(["0-1", "1-3", "3-5", "5-7", "7-10", "10+"]),
      location: city,
      company,
      currentCTC: `${4 + Math.floor(next() * 20)} LPA`,
      expectedCTC: `${6 + Math.floor(next() * 24)} LPA`,
      noticePeriod: pick(["immediate", "15-days", "1-month", "2-months", "3-months"]),
      coverLetter: `I have worked in ${city} on credit for small businesses and would like to join your ${pick(OPENINGS)} team.`,
    };
  }
  const hiring = form === "job-application";
  // A day's share of the leads arrived today (India) so far, whatever the hour the bench runs at, so "New today" holds a day's intake.
  const todayStart = Date.parse(`${indiaDay(now)}T00:00:00+05:30`);
  const createdMs = next() < 1 / days ? todayStart + Math.floor(next() * (now - todayStart)) : now - Math.floor(next() * days * DAY_MS);
  // Older leads are further along their workflow; about a quarter is unassigned.
  const age = (now - createdMs) / (days * DAY_MS);
  const statuses = hiring ? HIRING_STATUSES : SALES_STATUSES;
  const status = next() < 0.5 - age * 0.4 ? statuses[0]! : pick(statuses);
  const assigneeId = next() < 0.25 ? null : pick(hiring ? HR_IDS : SALES_IDS);
  const followUp = assigneeId !== null && next() < 0.1;
  return {
    id: crypto.randomUUID(),
    reference: reference(i),
    form,
    lang,
    fields,
    dedupeKey: form === "newsletter" ? email : null,
    createdAt: new Date(createdMs).toISOString(),
    status,
    assigneeId,
    followUpOn: followUp ? indiaDay(now + Math.floor((next() - 0.6) * 40) * DAY_MS) : null,
    followUpNote: followUp ? pick(["Call back about the documents", "Send the sanction terms", "Interview slot"]) : null,
    version: Math.floor(next() * 4),
  };
}
