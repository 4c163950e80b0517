/** Where the visitor's consent is kept and for how long. */

/**
 * Versioned key, free of the company's name (it ships in every build, whoever the company is):
 * choices stored by earlier banners ("vertice-consentimiento-analitica", "…-v2", whose "Aceptar"
 * also granted advertising storage without saying so; "…-v3", which kept no date and whose
 * first layer did not name personalised advertising) are not carried over, so those visitors
 * are asked again.
 */
export const CONSENT_STORAGE_KEY = "consentimiento-v4";

/**
 * A choice is asked again once it is this old: the policy says twelve months, counted here as
 * 365 days so the question never comes later than promised.
 */
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;
