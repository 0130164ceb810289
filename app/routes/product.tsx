import { productHead, productHeader } from "../../content/pages/product";
import { PageHeader } from "../components/ui/page-header";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta(productHead, "/product");

export default function ProductPage() {
  return <PageHeader title={productHeader.title} intro={productHeader.intro} />;
}
