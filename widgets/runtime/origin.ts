/** Where a widget's gateway is: its `api-base` attribute, else the origin its own code was loaded from. */
const scriptOrigin = (): string => new URL(import.meta.url).origin;

export const gatewayOrigin = (apiBase: string | undefined): string =>
  apiBase?.trim() ? new URL(apiBase, globalThis.document?.baseURI).origin : scriptOrigin();
