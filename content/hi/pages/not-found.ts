import type { PageHead } from "#content/schema";

export const notFoundHead: PageHead = {
  title: "Page not found | Udyamitra Finance",
  description:
    "The page you asked for does not exist. Find business loans, investor documents, partner programmes and careers from the menu.",
  socialImage: "og-default",
};

export const notFoundCopy = {
  title: "Page not found",
  text: "The page you asked for does not exist or has moved.",
  homeLink: "Go to the home page",
};
