import { LANGUAGES } from "@bible/canon";
import { translations } from "@bible/i18n";
import type { Plugin } from "vite";

/**
 * The page's colours (styles.css `--background`, light and dark; `--primary`, the icon's blue), in sRGB for the
 * manifest and the theme-color meta tags, which take no oklch().
 */
export const THEME_COLORS = { light: "#fcfaf6", dark: "#0c0f16" } as const;

/** The icons Chromium, Android and the stores ask for (generated from public/favicon.svg by scripts/icons.ts). */
const ICONS = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export const manifestFile = (code: string) => `manifest-${code}.webmanifest`;

/** The text of a key in a language, French when the language has none (the locales check keeps them complete). */
function text(code: keyof typeof translations, key: "app.name" | "app.shortName" | "app.tagline"): string {
  const value = translations[code][key] ?? translations.fr[key];
  if (value === undefined) throw new Error(`no text for ${key} in ${code}`);
  return value;
}

/**
 * One web app manifest per interface language (issue 34): the app's name and description in that language, its
 * `lang` and `dir` (Arabic right to left). index.html links the French one; lib/i18n.ts points the link at the
 * interface language's. Same `id`, so installing from any language is the same app. The page's theme colours go in
 * two meta tags, one per colour scheme, which lib/theme.ts follows when the reader picks a theme.
 */
export function webManifests(): Plugin {
  return {
    name: "bible:web-manifests",
    apply: "build",
    generateBundle() {
      for (const language of LANGUAGES) {
        const manifest = {
          id: "/",
          name: text(language.code, "app.name"),
          short_name: text(language.code, "app.shortName"),
          description: text(language.code, "app.tagline"),
          lang: language.code,
          dir: language.dir,
          start_url: "/",
          scope: "/",
          display: "standalone",
          orientation: "any",
          background_color: THEME_COLORS.light,
          theme_color: THEME_COLORS.light,
          categories: ["books", "education"],
          icons: ICONS,
        };
        this.emitFile({
          type: "asset",
          fileName: manifestFile(language.code),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
    transformIndexHtml(html) {
      return html.replace(
        "</head>",
        `  <link rel="manifest" href="/${manifestFile("fr")}" />
    <meta name="theme-color" data-scheme="light" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" />
    <meta name="theme-color" data-scheme="dark" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />
  </head>`,
      );
    },
  };
}
