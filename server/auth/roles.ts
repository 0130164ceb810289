// Roles as the database stores them (the roles themselves, and what each works, are in shared/staff-api/roles.ts,
// which the console reads too).
import { type Role, isRole } from "#shared/staff-api/roles";

/** Stored as a JSON array; anything unknown is dropped rather than trusted. */
export function parseRoles(stored: string): Role[] {
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? value.filter((r): r is Role => typeof r === "string" && isRole(r)) : [];
  } catch {
    return [];
  }
}
