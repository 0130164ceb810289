import { productHead, productHeader, productSections } from "../../content/pages/product";
import { PageHeader } from "../components/ui/page-header";
import { EmiCalculator } from "../features/emi/emi-calculator";
import { GetStarted } from "../features/products/get-started";
import { ProductBanner } from "../features/products/product-banner";
import { ProductSection } from "../features/products/product-section";
import { pageMeta } from "../lib/seo";

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
        <GetStarted />
      </div>
      <EmiCalculator />
    </>
  );
}
