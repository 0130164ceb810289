import type { PageHead } from "../schema";

export const productHead: PageHead = {
  title: "Products | SME & Corporate Financing | Udyamitra Finance",
  description:
    "Working capital, term loans, machinery finance, loan against property, growth capital and margin funding for Indian SMEs and corporates.",
  socialImage: "og-default",
};

export const productHeader = {
  title: "Our Products",
  intro: "Financing built around the cash cycle of your business, from day-to-day working capital to long-term growth.",
};
