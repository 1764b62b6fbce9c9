/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:episode-validator' {
  /** The episode JSON Schema as a compiled check (see vite.config.ts); `errors` holds the first failure. */
  const validate: ((data: unknown) => boolean) & {
    errors?: { instancePath: string; message?: string }[] | null;
  };
  export default validate;
}
