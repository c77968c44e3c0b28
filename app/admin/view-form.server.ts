/**
 * The posted form of a plain post that is not an admin write (the layout's login, setup and logout,
 * an invitation's acceptance: they run before any session), or undefined when the body is not a
 * form. Admin writes read theirs through `viewActions` (./write.server.ts).
 */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}
