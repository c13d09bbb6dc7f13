import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPhoneLayout } from './expectations';
import { apiField, startingWith, t } from './texts';

/*
 * The steps the two team pages' stories share (a restaurant's Team, the platform's Staff): both
 * are features/team's TeamSections, with their own people.
 */

/** The page's region named `name` (Members, Invite someone, Pending invitations), once it shows. */
export const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Fills the invitation form with `email` and the set `setId`, and sends it. */
export async function sendInvitation(canvasElement: HTMLElement, email: string, setId: number) {
  const invite = await region(canvasElement, t('team.invite'));
  await userEvent.type(invite.getByRole('textbox', { name: startingWith(t('team.email')) }), email);
  await userEvent.selectOptions(
    invite.getByRole('combobox', { name: t('team.permissionSet') }),
    String(setId),
  );
  await userEvent.click(invite.getByRole('button', { name: t('team.sendInvitation') }));
  return invite;
}

/** Send invitation stays busy while the server has not answered. */
export async function expectInviting(canvasElement: HTMLElement, email: string, setId: number) {
  const invite = await sendInvitation(canvasElement, email, setId);
  await waitFor(() =>
    expect(invite.getByRole('button', { name: t('team.sendInvitation') })).toHaveAttribute(
      'aria-busy',
      'true',
    ),
  );
}

/** An address the contract refuses (`typed`): the field says so; nothing is sent. */
export async function expectInvalidEmail(canvasElement: HTMLElement, typed: string) {
  const invite = await region(canvasElement, t('team.invite'));
  const email = invite.getByRole('textbox', { name: startingWith(t('team.email')) });
  await userEvent.type(email, typed);
  await userEvent.click(invite.getByRole('button', { name: t('team.sendInvitation') }));
  await expect(await invite.findByText(apiField('Invalid email'))).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
}

/** On a phone: `member`'s set picker within the screen, `pending` listed, nothing wider than the screen. */
export async function expectTeamOnPhone(canvasElement: HTMLElement, member: string, pending: string) {
  const members = await region(canvasElement, t('team.members'));
  const select = await members.findByRole('combobox', { name: t('team.setOf', { name: member }) });
  await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await (await region(canvasElement, t('team.pending'))).findByRole('rowheader', { name: pending });
  await expectPhoneLayout(canvasElement);
}

/** Still loading: the title `heading` is shown, the sections wait under placeholders. */
export async function expectTeamLoading(canvasElement: HTMLElement, heading: string) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(canvasElement.querySelector('.team-page[aria-busy="true"]')).not.toBeNull();
  await expect(within(canvasElement).queryByRole('region', { name: t('team.members') })).toBeNull();
}

/** A late answer: the placeholders first, then the members, `member` among them. */
export async function expectMembersAfterPlaceholders(canvasElement: HTMLElement, member: string) {
  await waitFor(() => expect(canvasElement.querySelector('.team-page[aria-busy="true"]')).not.toBeNull());
  const members = within(
    await within(canvasElement).findByRole('region', { name: t('team.members') }, { timeout: 5000 }),
  );
  await expect(members.getByRole('rowheader', { name: member })).toBeVisible();
}
