import { describe, expect, it } from "vitest";
import { newsletterConfirmation } from "~/features/newsletter/emails/newsletter-confirmation";
import { newsletterWelcome } from "~/features/newsletter/emails/newsletter-welcome";
import { renderedOncePerToken } from "./render.server";

const token = (n: number) => n.toString(16).padStart(64, "a");

describe("renderedOncePerToken", () => {
  it("gives each recipient exactly the e-mail a render of their own would give, rendering once", async () => {
    let renders = 0;
    const url = (t: string) => `https://site.test/newsletter/confirm?token=${t}`;
    const confirmation = renderedOncePerToken((t) => {
      renders++;
      return newsletterConfirmation({ confirmUrl: url(t) });
    });
    for (const n of [1, 2, 3]) {
      expect(await confirmation("site.test", token(n))).toEqual(
        await newsletterConfirmation({ confirmUrl: url(token(n)) }),
      );
    }
    expect(renders).toBe(1);
    const welcome = renderedOncePerToken((t) =>
      newsletterWelcome({
        siteUrl: "https://site.test",
        unsubscribeUrl: `https://site.test/unsubscribe?token=${t}`,
      }),
    );
    expect(await welcome("site.test", token(9))).toEqual(
      await newsletterWelcome({
        siteUrl: "https://site.test",
        unsubscribeUrl: `https://site.test/unsubscribe?token=${token(9)}`,
      }),
    );
  });

  it("renders per recipient when the key differs or the token is not a plain one", async () => {
    let renders = 0;
    const mail = renderedOncePerToken((t) => {
      renders++;
      return newsletterConfirmation({ confirmUrl: `https://site.test/c?token=${t}` });
    });
    await mail("a", token(1));
    await mail("b", token(1));
    expect((await mail("a", "not<a>token")).html).toContain("not&lt;a&gt;token");
    expect(renders).toBe(3);
  });
});
