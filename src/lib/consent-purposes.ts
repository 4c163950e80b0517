/** The purposes the visitor chooses one by one in the banner. */
export const CONSENT_PURPOSES = ["analytics", "advertising"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoices = Record<ConsentPurpose, boolean>;
