/**
 * Local ports of the e2e run: the portal, the SMTP catcher, the catcher's mailbox API and the reference
 * client site. E2E_PORT_BASE moves them all, so two runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4170);
export const PORTAL_PORT = base + 3;
export const MAILBOX_PORT = base + 10;
export const CLIENT_SITE_PORT = base + 11;
export const SMTP_PORT = base - 1644;
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
export const CLIENT_SITE_URL = `http://127.0.0.1:${CLIENT_SITE_PORT}`;
