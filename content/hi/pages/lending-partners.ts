import type { PageHead } from "#content/schema";

export const lendingPartnersHead: PageHead = {
  title: "Lending Partners | Refer & Earn | Udyamitra Finance",
  description:
    "Partner with us: earn up to 1% on business loan referrals and up to 1% on NCD investment referrals, or co-lend with our fintech partners.",
  socialImage: "og-default",
};

export const lendingPartnersHeader = {
  title: "Lending Partners",
  intro: "We work with fintechs, DSAs and advisers who bring good businesses to good credit.",
};
