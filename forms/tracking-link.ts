/**
 * The private tracking link in a complaint's acknowledgement email:
 * /grievance-redressal#track=<token>. The token (256 random bits, base64url)
 * rides in the fragment, which never reaches a server log or a Referer; the
 * page posts it to the endpoint and shows the same answer as the lookup by
 * reference and mobile. Apart from forms/complaint.ts so that the page can
 * check its address without loading the forms' validation.
 */
export const trackingLink = { endpoint: "/api/complaints/track", fragment: "track", pattern: /^[\w-]{43}$/ } as const;
