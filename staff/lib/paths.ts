// The console's addresses, for links between screens. Apart from the screens' table (staff/screen-table.tsx), so
// that a screen links to another without importing the table that imports it.
export const BASE = "/staff";

export const leadDashboardHref = `${BASE}/leads/dashboard`;

export const leadHref = (reference: string) => `${BASE}/leads/${encodeURIComponent(reference)}`;

export const complaintHref = (reference: string) => `${BASE}/complaints/${encodeURIComponent(reference)}`;

export const contentHref = (section: string) => `${BASE}/content/${encodeURIComponent(section)}`;
