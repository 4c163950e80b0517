import { describe, expect, it } from "vitest";
import { FAVICON_SVG, iconSizes, PNG_ICONS } from "./site-icons";
import { webManifest } from "./web-manifest";

const app = {
  name: "Andina Códigos",
  shortName: "Andina",
  description: "Software.",
  themeColor: "#123d2e",
};

describe("web manifest", () => {
  const manifest = webManifest(app);

  it("names the app after the company and installs it over the whole site", () => {
    expect(manifest).toMatchObject({
      name: app.name,
      short_name: app.shortName,
      description: app.description,
      theme_color: app.themeColor,
    });
    expect(new URL(manifest.scope, "https://x.test").pathname).toBe("/");
    expect(new URL(manifest.start_url, "https://x.test").pathname).toBe("/");
    expect(manifest.id).toBe(manifest.start_url);
  });

  it("lists the install icons at their sizes, the maskable one marked, and the drawing", () => {
    const listed = Object.values(PNG_ICONS).filter((icon) => icon.manifest);
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      ...listed.map((icon) => `/${icon.file}`),
      `/${FAVICON_SVG}`,
    ]);
    const maskable = manifest.icons.find((icon) => icon.purpose === "maskable");
    expect(maskable).toMatchObject({
      src: `/${PNG_ICONS.maskable.file}`,
      sizes: iconSizes(PNG_ICONS.maskable),
    });
  });
});
