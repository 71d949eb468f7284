/**
 * Pages reached only from links in account mails: prerendered, kept out of the sitemap (noindex).
 * A module of its own, so the code every page runs can name them without the events content.
 */
export const accountLinkPaths = ["/reset-password", "/verify-email"] as const;
