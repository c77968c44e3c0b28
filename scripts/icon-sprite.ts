/**
 * `npx tsx scripts/icon-sprite.ts`: writes app/components/ui/icons.svg, one <symbol> per name of
 * SPRITE_ICONS, drawn by lucide-react itself (its rendered paths; stroke, fill and size come from the
 * `icon` class where the sprite is used). app/components/ui/icons.test.ts fails when the file is not
 * what this makes.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { SPRITE_ICONS } from "../app/components/ui/icon-names";

export const SPRITE_FILE = "app/components/ui/icons.svg";

export function iconSprite(): string {
  const symbols = SPRITE_ICONS.map((name) => {
    const icon = (lucide as unknown as Record<string, ComponentType>)[name];
    if (!icon) throw new Error(`lucide-react has no icon ${name}`);
    const svg = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (!inner) throw new Error(`Unexpected markup for ${name}: ${svg}`);
    // Self-closing elements: the same drawing in fewer bytes.
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner.replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SPRITE_FILE, iconSprite());
  console.log(`Wrote ${SPRITE_FILE} (${SPRITE_ICONS.length} icons).`);
}
