import { db } from "~/db/client.server";
import { contactInquiries } from "~/db/schema";
import {
  companySizeOptions,
  labelOf,
  roleOptions,
  timelineOptions,
  trainingInterestOptions,
} from "~/content/contact-options";
import type { ContactInquiryInput } from "~/features/contact/schema";
import { contactInquiryConfirmation } from "~/features/contact/emails/contact-inquiry-confirmation";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { attachToPerson } from "~/features/people/people.server";
import { verifyAndConsumeCaptcha } from "~/services/captcha.server";
import { isRefused, type Refused } from "~/utils/refusal";

/**
 * Stores a contact inquiry. In ONE transaction: the captcha solution is checked and marked used, the
 * inquiry is stored (the typed role in place of 'other'), and the business notification and the
 * visitor's confirmation are queued. A refused captcha (403, on its field) leaves nothing behind.
 */
export async function submitContactInquiry(input: ContactInquiryInput): Promise<{ id: number } | Refused> {
  return db().transaction(async (tx) => {
    const captcha = await verifyAndConsumeCaptcha(tx, input.captchaToken);
    if (isRefused(captcha)) return captcha;

    const role = input.role === "other" ? input.otherRole || null : (input.role ?? null);
    const email = input.workEmail.trim();
    const personId = await attachToPerson(tx, {
      email,
      source: "contact",
      name: input.fullName,
      company: input.companyName,
      role,
      attribution: input.attribution,
    });
    const [row] = await tx
      .insert(contactInquiries)
      .values({
        personId,
        fullName: input.fullName,
        workEmail: email,
        companyName: input.companyName,
        role,
        companySize: input.companySize ?? null,
        trainingInterest: input.trainingInterest?.length ? input.trainingInterest : null,
        timeline: input.timeline ?? null,
        needsDescription: input.needsDescription || null,
        attribution: input.attribution ?? {},
      })
      .returning({ id: contactInquiries.id });

    const notice = newLeadNotice({
      kind: "contact-notification",
      subject: `New contact inquiry: ${input.fullName} (${input.companyName})`,
      lines: [
        ["Name", input.fullName],
        ["Work e-mail", email],
        ["Company", input.companyName],
        ["Role", input.role === "other" ? role : labelOf(roleOptions, role)],
        ["Company size", labelOf(companySizeOptions, input.companySize)],
        ["Training interest", input.trainingInterest?.map((v) => labelOf(trainingInterestOptions, v))],
        ["Timeline", labelOf(timelineOptions, input.timeline)],
        ["Needs", input.needsDescription],
      ],
      attribution: input.attribution,
      personId,
    });
    await enqueueEmails(tx, notice, {
      kind: "contact-confirmation",
      to: email,
      ...(await contactInquiryConfirmation({ fullName: input.fullName, companyName: input.companyName })),
      personId,
    });
    return { id: row.id };
  });
}
