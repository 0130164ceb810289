import type { PageHead } from "../schema";

export const aboutHead: PageHead = {
  title: "About Us | Udyamitra Finance",
  description:
    "Who we are: a BSE-listed NBFC led by bankers with over 100 years of combined experience, financing small and medium businesses across India.",
  socialImage: "og-default",
};

export const aboutHeader = {
  title: "About Udyamitra Finance",
  intro:
    "We are a non-banking financial company listed on BSE, focused on one thing: credit for India's small and medium enterprises, delivered with the speed of a fintech and the judgement of experienced bankers.",
};
