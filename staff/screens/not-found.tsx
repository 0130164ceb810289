import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { BASE } from "../lib/routes";

export function NotFound({ forbidden = false }: { forbidden?: boolean }) {
  return (
    <div>
      <PageHeading>{forbidden ? "Not available to you" : "Page not found"}</PageHeading>
      <p className="mb-4">
        {forbidden
          ? "Your roles do not include this screen. An administrator can change your roles."
          : "There is no console screen at this address."}
      </p>
      <Link href={BASE} className="text-blue-800 underline">
        Go to the console's start
      </Link>
    </div>
  );
}
