/**
 * What the start prints once it listens: where the site is and the next step for its owner, which
 * is the setup screen with its one-time code while no admin exists, and the admin area after.
 */
export function startBanner(opts: { url: string; database: string; setupCode?: string }): string[] {
  const admin = `${opts.url}/admin`;
  const lines = [`Site ready at ${opts.url} (database: ${opts.database})`];
  if (opts.setupCode)
    lines.push(
      `No admin account yet: open ${admin} and create the owner account with this one-time setup code: ${opts.setupCode}`,
    );
  else lines.push(`Admin area: ${admin}`);
  return lines;
}
