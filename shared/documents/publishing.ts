// How investor documents are published: the URL prefix (the specification's,
// so links the company already gave out keep working) and the file types the
// site publishes. The build refuses any other type in content/documents, and
// the server serves only these, with these MIME types.

export const DOCUMENTS_URL_PREFIX = "/Images/Icons/Documents/";

export const DOCUMENT_TYPES: Readonly<Record<string, { mime: string; label: string }>> = {
  ".pdf": { mime: "application/pdf", label: "PDF" },
  ".png": { mime: "image/png", label: "PNG" },
  ".jpg": { mime: "image/jpeg", label: "JPEG" },
  ".jpeg": { mime: "image/jpeg", label: "JPEG" },
};
