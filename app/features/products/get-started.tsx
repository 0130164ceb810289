import { productGetStarted } from "../../../content/pages/product";
import { site } from "../../../content/site";
import { formatPhone, telHref } from "../../lib/phone";

/**
 * The 'Get Started' action. Until the business-loan enquiry form exists it
 * is the 'Book a call' phone link; swap this component in routes/product.tsx
 * for the enquiry when it lands.
 */
export function GetStarted() {
  return (
    <a
      href={telHref(site.contact.bookACallPhone)}
      className="inline-block rounded-md bg-saffron-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-saffron-500"
    >
      {productGetStarted.label}
      <span className="sr-only">
        : {productGetStarted.phoneHint} {formatPhone(site.contact.bookACallPhone)}
      </span>
    </a>
  );
}
