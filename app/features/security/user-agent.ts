/**
 * The operating system a user agent names, or "" when it names none we tell apart: the one reading of a
 * user agent for the session list's device (./list.ts) and a new passkey's name (./admin/passkeys.tsx).
 * Phones first: an iPhone's user agent also says "Mac OS X", an Android's "Linux". Its own module, with
 * no other import, because the passkey form reads it in the browser.
 */
export const operatingSystem = (ua: string) =>
  /Windows/.test(ua)
    ? "Windows"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Android/.test(ua)
          ? "Android"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
