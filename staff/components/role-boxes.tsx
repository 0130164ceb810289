import { ROLES, type Role } from "#shared/staff-api/roles";

/** One checkbox per role, in a fieldset named by `legend`. */
export function RoleBoxes({ legend, value, onChange }: { legend: string; value: Role[]; onChange: (roles: Role[]) => void }) {
  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ROLES.map((r) => (
          <label key={r} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={value.includes(r)}
              onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
            />
            {r}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
