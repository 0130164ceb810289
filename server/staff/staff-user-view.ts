// How a staff person is shown in API answers.
import type { StaffUser } from "../auth/sessions";

export const userView = (u: StaffUser) => ({ id: u.id, email: u.email, name: u.name, roles: u.roles });
