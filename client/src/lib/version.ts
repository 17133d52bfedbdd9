declare const __CLIENT_VERSION__: string | undefined;

/** The client's package version (Vite's `define`), sent as X-Client-Version. */
export const CLIENT_VERSION: string = typeof __CLIENT_VERSION__ === 'string' ? __CLIENT_VERSION__ : '0.0.0';
