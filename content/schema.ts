import { z } from "zod";
import { lawNames } from "./en/law";

// Schemas for the company's editable content. They are checked by
// `scripts/validate-content.ts` at build time (and by a unit test); the app
// only imports the inferred types, so zod never reaches the browser from here.

export const nonEmpty = z.string().trim().min(1);
/** A link target that may be left empty: the site then hides the link. */
const optionalUrl = z.union([z.literal(""), z.url()]);

export const splashModes = ["every-page", "first-visit", "off"] as const;

const officeSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  addressLines: z.array(nonEmpty).min(1),
  mapsUrl: z.url(),
});

const id = z.string().regex(/^[a-z-]+$/, "ids are lowercase words joined by hyphens");
const indianPhone = z.string().regex(/^\+91\d{10}$/, "phone must be +91 followed by 10 digits");
/** A grievance officer RBI requires the company to name on its website. */
const officerSchema = z.object({ name: nonEmpty, phone: indianPhone, email: z.email(), addressLines: z.array(nonEmpty).min(1) });

export const siteSchema = z
  .object({
    brand: z.object({
      name: nonEmpty,
      legalName: nonEmpty,
      shortName: nonEmpty,
      cin: z.string().regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, "CIN must look like L65910MH1995PLC000000"),
      bseScripCode: z.string().regex(/^\d{6}$/),
      foundingYear: z.number().int().min(1900).max(2100),
    }),
    /** Canonical origin used in canonical links, sitemap and Open Graph (SITE_ORIGIN overrides it). */
    origin: z.url().refine((u) => !u.endsWith("/"), "origin must not end with a slash"),
    /** Where images are served from: "" for this server, or a CDN/storage base URL. */
    imageBaseUrl: optionalUrl.refine((u) => !u.endsWith("/"), "imageBaseUrl must not end with a slash"),
    splash: z.enum(splashModes),
    contact: z.object({
      bookACallPhone: z.string().regex(/^\+91\d{10}$/, "phone must be +91 followed by 10 digits"),
      phones: z.array(z.object({ id, number: z.string().regex(/^\+91\d{10}$/) })).min(1),
      emails: z.array(z.object({ id, address: z.email() })).min(1),
      grievanceEmail: z.email(),
      privacyEmail: z.email(),
    }),
    offices: z.array(officeSchema).min(1),
    social: z.array(z.object({ name: z.enum(["LinkedIn", "X", "Facebook", "Instagram", "YouTube"]), url: optionalUrl })),
    referencePrefix: z.string().regex(/^[A-Z]{2,4}$/, "two to four capital letters, e.g. UF"),
    regulatory: z.object({
      rbi: z.object({
        registrationNumber: z
          .string()
          .regex(/^[A-Z]{1,2}-\d{2}\.\d{5}$/, "an RBI certificate of registration number looks like N-13.02345"),
        category: nonEmpty,
        registeredOn: z.iso.date("dates are YYYY-MM-DD"),
        // The disclosures are written for a non-deposit-taking NBFC; a deposit-taking one has more to publish.
        acceptsPublicDeposits: z.literal(
          false,
          "the disclosures page is written for a non-deposit-taking NBFC (acceptsPublicDeposits: false)",
        ),
      }),
      registeredOfficeId: id,
    }),
  })
  .refine((s) => s.offices.some((o) => o.id === s.regulatory.registeredOfficeId), {
    message: "regulatory.registeredOfficeId must be the id of an office in offices",
    path: ["regulatory", "registeredOfficeId"],
  });
export type SiteContent = z.infer<typeof siteSchema>;

/**
 * content/grievance.ts: the officers RBI requires the website to name, and
 * the legal clock of each kind of complaint (content/law.ts names the
 * instrument that sets each one: `clockLaws`). A clock is the law's, not the
 * company's choice, so each is the one value the law sets.
 */
export const grievanceSchema = z.object({
  clocks: z.object({
    borrower: z.literal(30, `the ${lawNames["rb-ios-2026"]} lets a borrower go to the Ombudsman after 30 days`),
    shareholder: z.literal(21, `the ${lawNames["sebi-scores-2023"]} gives a listed company 21 days`),
    privacy: z.literal(90, `the ${lawNames["dpdp-rules-2025"]} (rule 14) allow at most 90 days`),
  }),
  customerCare: z.object({ phone: indianPhone, email: z.email() }),
  officer: officerSchema,
  nodalOfficer: officerSchema,
  investorContact: z.object({ name: nonEmpty, phone: indianPhone, email: z.email() }),
});
export type GrievanceFacts = z.infer<typeof grievanceSchema>;

export const pageHeadSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /** Image path under content/images (without extension), used for social cards. */
  socialImage: nonEmpty,
});
export type PageHead = z.infer<typeof pageHeadSchema>;

// ---- Home, About and Products page content (docs/requirements.md: Home, About, Products) ----

const titled = z.object({ title: nonEmpty, text: nonEmpty });
/** Kept short so an open accordion panel fits its 200px without scrolling. */
const panelText = z.string().trim().min(1).max(240, "keep accordion answers under 240 characters (200px panel)");

export const homeContentSchema = z.object({
  slider: z.object({
    label: nonEmpty,
    slides: z.array(z.object({ image: nonEmpty, alt: nonEmpty })).length(3, "the hero slider has exactly 3 slides"),
    pause: nonEmpty,
    play: nonEmpty,
    showSlide: z.string().includes("{n}"),
    slideOf: z.string().includes("{n}").includes("{total}"),
  }),
  mission: z.object({ heading: nonEmpty, text: nonEmpty, cards: z.array(titled).length(3) }),
  growth: z.object({ heading: nonEmpty, text: nonEmpty, points: z.array(titled).min(1) }),
  whomWeServe: z.object({ heading: nonEmpty, segments: z.array(titled).length(3) }),
  tagline: z.object({
    label: nonEmpty,
    phrases: z.array(z.string().trim().min(1).max(60)).length(6, "the tagline banner rotates six phrases"),
  }),
  products: z.object({ heading: nonEmpty, cards: z.array(titled).min(1) }),
  advantages: z.object({ heading: nonEmpty, items: z.array(z.object({ title: nonEmpty, text: panelText })).length(5) }),
});

export const aboutContentSchema = z.object({
  investorServices: z.object({
    cards: z
      .array(
        z.object({
          title: nonEmpty,
          text: nonEmpty,
          href: z
            .string()
            .regex(
              /^(\/investors(\?modalPath=[^&\s]+)?|mailto:[^\s@]+@[^\s@]+)$/,
              "link to /investors (optionally ?modalPath=...) or a mailto:",
            ),
        }),
      )
      .length(6),
  }),
  leadership: z.object({
    members: z
      .array(
        z.object({
          id: nonEmpty,
          name: nonEmpty,
          position: nonEmpty,
          image: nonEmpty,
          imageAlt: nonEmpty,
          description: nonEmpty,
          expertise: z.array(nonEmpty).min(1),
        }),
      )
      .length(3),
  }),
  philosophy: z.object({ items: z.array(titled).length(3) }),
  faq: z.object({ items: z.array(z.object({ question: nonEmpty, answer: nonEmpty })).length(4, "the FAQ has four questions") }),
});

const emiLimit = z
  .object({ min: z.number().positive(), max: z.number().positive(), step: z.number().positive(), initial: z.number() })
  .refine((l) => l.min < l.max && l.initial >= l.min && l.initial <= l.max, "need min < max and initial within them");

export const productContentSchema = z.object({
  sections: z
    .array(
      z.object({
        sectionNumber: z.string().regex(/^\d{2}$/),
        sectionTitle: nonEmpty,
        backgroundText: nonEmpty,
        intro: nonEmpty,
        groups: z
          .array(
            z.object({ title: nonEmpty, services: z.array(z.object({ icon: nonEmpty, title: nonEmpty, description: nonEmpty })).min(1) }),
          )
          .min(1),
      }),
    )
    .min(1),
  emi: z.object({
    limits: z.object({ amount: emiLimit, tenure: emiLimit, rate: emiLimit }),
    messages: z.object({ amount: nonEmpty, tenure: nonEmpty, rate: nonEmpty, invalid: nonEmpty }),
    csvFileName: z.string().regex(/^[\w.-]+\.csv$/),
  }),
});

// Lending partners, careers and the privacy notice (docs/requirements.md: Lending Partners, Career, Forms).
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(d)), "not a real date");

const partnerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  category: nonEmpty,
  logo: nonEmpty,
  description: nonEmpty,
  shortDescription: z.string().trim().min(1).max(160, "keep the card summary under 160 characters"),
  specialties: z.array(nonEmpty).min(1),
  loanRange: nonEmpty,
  processingTime: nonEmpty,
  interestRate: nonEmpty,
  eligibility: nonEmpty,
  features: z.array(nonEmpty).min(1),
  contactEmail: z.email(),
  contactPhone: z.string().regex(/^\+91\d{10}$/, "phone must be +91 followed by 10 digits"),
  established: z.string().regex(/^\d{4}$/),
  totalDisbursed: nonEmpty,
  activeLoans: nonEmpty,
  website: z.url().refine((u) => u.startsWith("https://"), "partner sites must be https"),
});

/** The partners of the Lending Partners page (content/<lang>/partners.ts), a section staff edit (content/sections.ts). */
export const partnersSchema = z.array(partnerSchema);

export const partnersContentSchema = z
  .object({ categories: z.array(nonEmpty).min(1), partners: partnersSchema })
  .refine((c) => c.partners.every((p) => c.categories.includes(p.category)), "every partner's category must be one of partnerCategories")
  .refine((c) => new Set(c.partners.map((p) => p.id)).size === c.partners.length, "partner ids must be unique");

const jobSchema = z
  .object({
    // Sent as jobId with each application: forms/job-application.ts accepts these.
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "job ids are lowercase words joined by hyphens"),
    title: nonEmpty,
    department: nonEmpty,
    office: nonEmpty,
    type: z.enum(["full-time", "part-time", "contract", "internship"]),
    experience: nonEmpty,
    description: z.string().trim().min(50),
    responsibilities: z.array(nonEmpty).min(1),
    datePosted: isoDate,
    validThrough: isoDate,
  })
  .refine((j) => j.validThrough > j.datePosted, "validThrough must be after datePosted");

/** The open roles (content/<lang>/jobs.ts), a section HR edits (content/sections.ts). */
export const jobsSchema = z.array(jobSchema).refine((js) => new Set(js.map((j) => j.id)).size === js.length, "job ids must be unique");

export const careerContentSchema = z
  .object({
    benefits: z.object({
      heading: nonEmpty,
      cards: z.array(z.object({ title: nonEmpty, text: nonEmpty })).length(3, "the spec has three benefit cards"),
    }),
    jobs: jobsSchema,
    officeIds: z.array(nonEmpty),
  })
  .refine((c) => c.jobs.every((j) => c.officeIds.includes(j.office)), "every job's office must be an office id in content/site.ts");

const dataNotice = z.object({ collected: nonEmpty, why: nonEmpty, kept: nonEmpty });

export const privacyContentSchema = z
  .object({
    notice: z.object({
      updated: isoDate,
      intro: z.array(nonEmpty).min(1),
      retention: z.array(z.object({ form: nonEmpty, collected: nonEmpty, purpose: nonEmpty, kept: nonEmpty })).min(1),
      sections: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z-]+$/),
            heading: nonEmpty,
            paragraphs: z.array(nonEmpty).min(1),
            list: z.array(nonEmpty).optional(),
          }),
        )
        .min(1),
      contact: z.array(z.object({ label: nonEmpty, email: z.email() })).min(1),
    }),
    /** The short notice beside each form's submit button, one per form the notice covers. */
    formNotices: z.array(dataNotice).min(1),
  })
  .refine((c) => c.notice.retention.length === c.formNotices.length, {
    message: "the retention table needs one row per form",
    path: ["notice", "retention"],
  });

// ---- Regulatory pages (docs/decisions/090-grievance-and-disclosures.md) ----

export const regulatoryContentSchema = z
  .object({
    /** Every partner on the Lending Partners page lends through us, so RBI's Digital Lending Directions list it among the lending service providers. */
    partnerIds: z.array(nonEmpty),
    lspPartnerIds: z.array(nonEmpty),
    interestRateBand: z
      .object({ minPercent: z.number().positive(), maxPercent: z.number().positive() })
      .refine((b) => b.minPercent < b.maxPercent, "minPercent must be below maxPercent"),
  })
  .refine((c) => c.partnerIds.every((id) => c.lspPartnerIds.includes(id)), {
    message: "every partner on the Lending Partners page must be a lending service provider in content/disclosures.ts (partnerId)",
    path: ["lspPartnerIds"],
  });
