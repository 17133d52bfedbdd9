import helmet from 'helmet';

/**
 * The Content-Security-Policy of every response (the client's page above all). Scripts
 * come only from the app's own origin: no 'unsafe-inline', no eval (the Vite build needs
 * neither). Styles allow 'unsafe-inline' because MUI's emotion writes its rules into <style>
 * elements at run time and MUI sets `style` attributes; a nonce would mean a per-request
 * index.html and covers no style attributes anyway. Images: own files, data:/blob: (previews,
 * avatars) and https: (an update's image_url is any https address). connect-src 'self'
 * covers the API and the Socket.IO socket (CSP 3: 'self' matches ws:/wss: of the same host).
 * Nothing may frame the app, plug-ins are off. No upgrade-insecure-requests: `npm start`
 * serves plain http on a local port (TLS ends in front of the app, HSTS comes from helmet).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** helmet's headers with the policy above (helmet's other defaults unchanged). */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]])),
    },
  });
}
