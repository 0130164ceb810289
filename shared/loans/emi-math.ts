// Reducing-balance loan maths. Schedules are computed in whole paise so that
// every row adds up exactly and the balance ends at 0.00, not at 0.0000001.
// Shared (not in the EMI feature) because the disclosures' sample Key Fact
// Statement states an EMI and an APR that must be this very arithmetic: the
// content check and the disclosures page use it as the calculator does.

type EmiInput = { principal: number; annualRatePercent: number; months: number };

export type ScheduleRow = {
  month: number;
  /** All amounts in rupees, exact to the paisa. */
  opening: number;
  payment: number;
  interest: number;
  principal: number;
  closing: number;
};

type EmiResult = {
  /** The regular instalment, rounded to the paisa. */
  emi: number;
  totalInterest: number;
  totalPayable: number;
  schedule: ScheduleRow[];
};

/** Closed form: EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; P/n at 0%. */
export function emiClosedForm({ principal, annualRatePercent, months }: EmiInput): number {
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

const toRupees = (paise: number) => paise / 100;

/**
 * The month-by-month schedule. Each month's interest is the opening balance
 * times the monthly rate, rounded to the paisa; the last instalment pays off
 * whatever remains, so it may differ from the others by a few paise.
 */
export function amortize(input: EmiInput): EmiResult {
  const r = input.annualRatePercent / 12 / 100;
  const emiPaise = Math.round(emiClosedForm(input) * 100);
  let balance = Math.round(input.principal * 100);
  let interestPaise = 0;
  let paidPaise = 0;
  const schedule: ScheduleRow[] = [];
  for (let month = 1; month <= input.months; month++) {
    const interest = Math.round(balance * r);
    const last = month === input.months;
    const principal = last ? balance : Math.min(emiPaise - interest, balance);
    const payment = principal + interest;
    schedule.push({
      month,
      opening: toRupees(balance),
      payment: toRupees(payment),
      interest: toRupees(interest),
      principal: toRupees(principal),
      closing: toRupees(balance - principal),
    });
    balance -= principal;
    interestPaise += interest;
    paidPaise += payment;
  }
  return {
    emi: toRupees(emiPaise),
    totalInterest: toRupees(interestPaise),
    totalPayable: toRupees(paidPaise),
    schedule,
  };
}

/**
 * The Annual Percentage Rate of a loan as RBI's Key Fact Statement defines
 * it: the yearly cost to the borrower of the money they actually receive.
 * The monthly internal rate of return r solves
 *   principal − upfrontCharges = Σ payment_k / (1 + r)^k
 * over the schedule's instalments (the last one's few paise of rounding
 * included), and the APR is 12 × r, in percent, as RBI's illustration
 * annualises it. Bisection: the present value falls as r rises, so it
 * converges without a starting guess and cannot run away.
 */
export function annualPercentageRate(input: EmiInput, upfrontCharges: number): number {
  const received = input.principal - upfrontCharges;
  if (!(received > 0)) throw new RangeError("upfront charges must be less than the principal");
  const payments = amortize(input).schedule.map((row) => row.payment);
  const presentValue = (r: number) => payments.reduce((sum, p, k) => sum + p / (1 + r) ** (k + 1), 0);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}

/** The schedule as CSV. Plain numbers (no grouping, no ₹) so spreadsheets read them as numbers. */
export function scheduleCsv(schedule: readonly ScheduleRow[], headers: readonly string[]): string {
  const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = [headers.map(quote).join(",")];
  for (const row of schedule) {
    lines.push(
      [row.month, row.opening, row.payment, row.interest, row.principal, row.closing]
        .map((v, i) => (i === 0 ? String(v) : v.toFixed(2)))
        .join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

export type Limits = { min: number; max: number };
type FieldCheck = { ok: true; value: number } | { ok: false };

/** Parses a typed number ("10,00,000" allowed) and checks it against its limits. */
export function checkField(raw: string, { min, max }: Limits, wholeNumber = false): FieldCheck {
  const cleaned = raw.replace(/[,\s₹]/g, "");
  if (cleaned === "" || !/^\d+(?:\.\d+)?$/.test(cleaned)) return { ok: false };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value < min || value > max) return { ok: false };
  if (wholeNumber && !Number.isInteger(value)) return { ok: false };
  return { ok: true, value };
}
