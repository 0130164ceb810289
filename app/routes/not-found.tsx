import { Link } from "react-router";
import { notFoundCopy, notFoundHead } from "#copy/pages/not-found";

// Not indexed and no canonical: the server answers this page with status 404.
export const meta = () => [
  { title: notFoundHead.title },
  { name: "description", content: notFoundHead.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{notFoundCopy.title}</h1>
      <p className="mt-4 text-lg text-muted">{notFoundCopy.text}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-medium text-white hover:bg-navy-800">
        {notFoundCopy.homeLink}
      </Link>
    </section>
  );
}
