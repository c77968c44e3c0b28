import { db } from "~/db/client.server";
import { subscriptionOfPerson } from "~/features/newsletter/subscribers.server";
import { activeEnrolmentsOf } from "~/features/sequences/enrolment.server";
import { item, type AccountSection } from "./section.server";

// The newsletter and the follow-up sequences the person receives, each with its own "turn off".

const NEWSLETTER_STATES: Record<string, string> = {
  pending: "Waiting for your confirmation",
  confirmed: "You receive it",
  unsubscribed: "Turned off",
  suppressed: "Stopped: e-mail to this address could not be delivered",
};

export const subscriptions: AccountSection = {
  id: "subscriptions",
  title: "Newsletter and follow-up e-mails",
  empty: "You receive no newsletter or follow-up e-mails from us.",
  items: async (personId) => {
    const [newsletter, enrolments] = await Promise.all([
      subscriptionOfPerson(personId),
      activeEnrolmentsOf(db(), personId),
    ]);
    const on = newsletter?.state === "pending" || newsletter?.state === "confirmed";
    return [
      ...(newsletter
        ? [
            item({
              key: "newsletter",
              title: "The newsletter",
              details: [NEWSLETTER_STATES[newsletter.state] ?? newsletter.state],
              posts: on
                ? [
                    {
                      label: "Turn off the newsletter",
                      fields: { intent: "newsletter-off" },
                    },
                  ]
                : [],
            }),
          ]
        : []),
      ...enrolments.map((e) =>
        item({
          key: `sequence-${e.id}`,
          title: `Follow-up e-mails: ${e.sequence}`,
          details: ["You receive them"],
          posts: [
            {
              label: "Turn off these e-mails",
              fields: { intent: "sequence-off", id: String(e.id) },
            },
          ],
        }),
      ),
    ];
  },
};
