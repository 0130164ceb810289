import { regulatorLinks } from "#content/regulators";

// The home page's 'Regulatory information' block (below the fold): the links
// a regulator looks for, and the registration numbers.

export const homeRegulatory = {
  heading: "Regulatory information",
  /** "{cin}" and "{rbi}" come from content/site.ts. */
  identity: "CIN {cin} · RBI certificate of registration no. {rbi} · We do not accept public deposits.",
  links: [
    { label: "Grievance Redressal", to: "/grievance-redressal" },
    { label: "Regulatory Disclosures", to: "/disclosures" },
    { label: "Fair Practices Code", to: "/disclosures#fair-practices-code" },
    { label: "SEBI SMART ODR", to: regulatorLinks.smartOdr },
  ],
  newTab: "(opens in a new tab)",
};
