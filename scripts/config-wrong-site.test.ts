// @vitest-environment node
/**
 * Company data that used to build a site doing something else than it says (Google Ads that
 * never asks nor sends, a profile link that leads elsewhere), each run through the build's first
 * step (scripts/config-check-run.ts) in a normal and in a release build: both must exit 1 with
 * the line that names the field, its variable, the value and what to do.
 */
import { describe, expect, it } from "vitest";
import { check, release } from "./config-check-run.ts";

const GA = "G-1A2B3C4D";
const ADS = "AW-123456789";
const adsWithoutAnalytics = `adsConversionId (SITE_ADS_CONVERSION_ID) = "${ADS}": Google Ads funciona en este sitio junto con Google Analytics 4, que falta en gaMeasurementId (SITE_GA_MEASUREMENT_ID)`;
const labelWithoutAds = (field: string, name: string, channel: string) =>
  `${field} (${name}) = "conv_ABC123": es la etiqueta de la conversión de ${channel} en Google Ads, pero falta el ID de conversión, adsConversionId (SITE_ADS_CONVERSION_ID)`;
const shim = (url: string) =>
  `facebookUrl (SITE_FACEBOOK_URL) = "${url}": es un enlace de redirección de Facebook (como los que deja al copiar un enlace de una publicación), que lleva a la dirección que trae dentro, no al perfil; ponga la dirección del perfil (p. ej. https://www.facebook.com/empresa)`;
const shimmed = (host: string) =>
  `https://${host}/l.php?u=https%3A%2F%2Fevil.example%2Fandina&h=AT0x`;

/** [what, variables, the line that refuses it] */
const cases: [string, Record<string, string>, string][] = [
  ["Google Ads without Google Analytics 4", { SITE_ADS_CONVERSION_ID: ADS }, adsWithoutAnalytics],
  [
    "Google Ads and its labels without Google Analytics 4",
    {
      SITE_ADS_CONVERSION_ID: ADS,
      SITE_ADS_WHATSAPP_LABEL: "conv_ABC123",
      SITE_ADS_EMAIL_LABEL: "conv_DEF456",
    },
    adsWithoutAnalytics,
  ],
  [
    "a WhatsApp conversion label without the Ads ID",
    { SITE_GA_MEASUREMENT_ID: GA, SITE_ADS_WHATSAPP_LABEL: "conv_ABC123" },
    labelWithoutAds("adsWhatsappLabel", "SITE_ADS_WHATSAPP_LABEL", "WhatsApp"),
  ],
  [
    "an e-mail conversion label without the Ads ID",
    { SITE_ADS_EMAIL_LABEL: "conv_ABC123" },
    labelWithoutAds("adsEmailLabel", "SITE_ADS_EMAIL_LABEL", "correo"),
  ],
  ...["www.facebook.com", "facebook.com", "m.facebook.com", "l.facebook.com"].map(
    (host): [string, Record<string, string>, string] => [
      `a Facebook profile through the link shim of ${host}`,
      { SITE_FACEBOOK_URL: shimmed(host) },
      shim(shimmed(host)),
    ],
  ),
  [
    "a Facebook profile whose query carries another address",
    { SITE_FACEBOOK_URL: "https://www.facebook.com/flx/warn/?u=https://evil.example" },
    shim("https://www.facebook.com/flx/warn/?u=https://evil.example"),
  ],
  ...[
    ["an escaped path", "https://www.facebook.com/%6C.php?u=evil.example"],
    [
      "a double slash and a protocol-relative address",
      "https://www.facebook.com//l.php?u=//evil.example",
    ],
    ["its warning page", "https://www.facebook.com/flx/warn/?u=evil.example"],
    [
      "a doubly escaped address",
      "https://www.facebook.com/andina?next=https%253A%252F%252Fevil.example",
    ],
  ].map(([how = "", url = ""]): [string, Record<string, string>, string] => [
    `a Facebook redirect written with ${how}`,
    { SITE_FACEBOOK_URL: url },
    shim(url),
  ]),
  [
    "a LinkedIn profile through LinkedIn's redirector",
    { SITE_LINKEDIN_URL: "https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fevil.example" },
    'linkedinUrl (SITE_LINKEDIN_URL) = "https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fevil.example": es un enlace de redirección de LinkedIn',
  ],
];

describe("company data that would build a site doing something else than it says", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, env, line) => {
      const { status, output } = await check({ ...base, ...env });
      expect(status).toBe(1);
      expect(output).toContain(`  - ${line}`);
      expect(output).not.toMatch(/^\s+at /m);
    });
  }

  it("builds Google Analytics 4 alone, and with Google Ads and its labels", async () => {
    expect(await check({ SITE_GA_MEASUREMENT_ID: GA })).toEqual({ status: 0, output: "" });
    const ads = { SITE_ADS_CONVERSION_ID: ADS, SITE_ADS_WHATSAPP_LABEL: "conv_ABC123" };
    expect(await check({ SITE_GA_MEASUREMENT_ID: GA, ...ads })).toEqual({
      status: 0,
      output: "",
    });
  });

  it("keeps a profile whose query names no other address", async () => {
    const profile = "https://www.facebook.com/profile.php?id=100012345678901";
    expect(await check({ SITE_FACEBOOK_URL: profile })).toEqual({ status: 0, output: "" });
  });
});
