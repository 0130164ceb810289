import { investorsHead, investorsHeader } from "#copy/pages/investors";
import { PageHeader } from "../components/ui/page-header";
import { DocumentLibrary } from "../features/investors/document-library";
// Generated at build from content/documents/ (scripts/documents-manifest.ts);
// only this route imports it, so no other page downloads the tree.
import { documentTree } from "../generated/documents";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(investorsHead, "/investors");

export default function InvestorsPage() {
  return (
    <>
      <PageHeader title={investorsHeader.title} intro={investorsHeader.subtitle} />
      <DocumentLibrary tree={documentTree} />
    </>
  );
}
