import { site } from "~/content/site";
import { EmailButton, EmailLayout, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

type Props = { invitedBy: string | null; siteUrl: string; acceptUrl: string; validHours: number };

function AdminInvitation({ invitedBy, siteUrl, acceptUrl, validHours }: Props) {
  const who = invitedBy ?? "An admin";
  return (
    <EmailLayout
      preview={`${who} invited you to the admin of ${site.name}.`}
      footer={
        <>
          You receive this because an admin of {siteUrl} entered this address. If you were not expecting it,
          ignore this e-mail: no account is made unless the link is used.
        </>
      }
    >
      <Paragraph>
        {who} invited you to become an admin of the {site.name} website ({siteUrl}).
      </Paragraph>
      <Paragraph>
        Open the link to choose your password. It works once and expires in {validHours} hours.
      </Paragraph>
      <EmailButton href={acceptUrl}>Accept the invitation</EmailButton>
    </EmailLayout>
  );
}

/** An admin invitation (product.md §10.8): who invited them, to which site, and the single-use link. */
export function adminInvitation(p: Props) {
  return renderEmail(`You're invited to the ${site.name} admin`, <AdminInvitation {...p} />);
}
