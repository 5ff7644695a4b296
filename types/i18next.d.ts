import type { en } from "#app/modules/i18n/messages/en.ts";

// Keys given to `t` are checked against the English messages at compile time.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
