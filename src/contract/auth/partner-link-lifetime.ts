/** How long a partner's sign-in link lasts; plain data so the endpoint declarations can name it without zod. */
export const partnerLink = { lifetimeSeconds: 120 } as const
