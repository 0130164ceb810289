import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { BASE } from "../lib/paths";

/**
 * No screen at this address, or one the person's roles do not open: `forbidden` is the roles that open it, from
 * the table of screens (staff/screen-table.tsx), so the page says whom to ask for.
 */
export function NotFound({ forbidden }: { forbidden?: "signed-in" | "public" | readonly string[] }) {
  return (
    <div>
      <PageHeading>{forbidden ? "Not available to you" : "Page not found"}</PageHeading>
      <p className="mb-4">
        {forbidden
          ? "Your roles do not include this screen. An administrator can change your roles."
          : "There is no console screen at this address."}
      </p>
      {Array.isArray(forbidden) && <p className="mb-4">Roles that open this screen: {forbidden.join(", ")}.</p>}
      <Link href={BASE} className="text-blue-800 underline">
        Go to the console's start
      </Link>
    </div>
  );
}
