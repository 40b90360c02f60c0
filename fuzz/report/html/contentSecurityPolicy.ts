import { createHash } from 'node:crypto';

/**
 * A CSP that lets the page run exactly its own script (by hash) and fetch nothing at all. Escaping
 * is what keeps a hostile spec inert; this is the second line, should an escape ever be missed.
 */
export function contentSecurityPolicy(script: string): string {
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const policy = [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
