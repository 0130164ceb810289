import { productHead, productHeader, productSections } from "#copy/pages/product";
import { PageHeader } from "../components/ui/page-header";
import { EmiCalculator } from "../features/emi/emi-calculator";
import { GetStartedEnquiry } from "../features/loan-enquiry/get-started-enquiry";
import { ProductBanner } from "../features/products/product-banner";
import { ProductSection } from "../features/products/product-section";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(productHead, "/product");

export default function ProductPage() {
  return (
    <>
      <PageHeader title={productHeader.title} intro={productHeader.intro} />
      <ProductBanner />
      {productSections.map((s) => (
        <ProductSection key={s.sectionNumber} section={s} />
      ))}
      <div className="py-10 text-center">
        <GetStartedEnquiry className="inline-block rounded-md bg-saffron-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-saffron-500" />
      </div>
      <EmiCalculator />
    </>
  );
}
