/**
 * The web app manifest (W3C Web Application Manifest): what a phone shows when the site is
 * installed. Served by src/pages/site.webmanifest.ts; its icons are those of lib/site-icons.ts.
 */
import { FAVICON_SVG, iconSizes, PNG_ICONS } from "./site-icons";

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: "maskable" };

export type WebManifest = {
  /** The app's identity: stable even if start_url changes one day. */
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  /** Every page of the site belongs to the installed app. */
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
};

export function webManifest(app: {
  name: string;
  shortName: string;
  description: string;
  /** The brand colour (company.json, "brandColor"). */
  themeColor: string;
}): WebManifest {
  const installIcons = Object.values(PNG_ICONS).filter((icon) => icon.manifest);
  return {
    id: "/",
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: "es-CO",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: app.themeColor,
    icons: [
      ...installIcons.map((icon) => ({
        src: `/${icon.file}`,
        sizes: iconSizes(icon),
        type: "image/png",
        ...(icon === PNG_ICONS.maskable ? { purpose: "maskable" as const } : {}),
      })),
      { src: `/${FAVICON_SVG}`, sizes: "any", type: "image/svg+xml" },
    ],
  };
}
